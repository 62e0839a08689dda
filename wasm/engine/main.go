//go:build js && wasm

// Command engine is the Web Worker half of Sizewise: the engine alone, with
// no user interface, compiled to WebAssembly and run by web/engine-worker.js
// off the page's thread. The page posts it the jobs too heavy to run
// between two keystrokes — a Stepped calculation (the cache simulation) or
// the replay of a trace file — and it answers with progress and the
// results' JSON, which the page explains (calc.Inputs.Explain) and draws.
//
// Messages from the page (JavaScript objects):
//
//	{id, job: "calc", calculator, inputs}  inputs: the inputs' JSON, valid
//	{id, job: "trace", inputs, file, lang} file: the File the user picked;
//	                                       lang: of an error's line
//	{id, job: "rvtools", file, lang,       import an RVTools workbook: the
//	 cluster, powered_off, templates}      answer is the plan document
//	{id, job: "cancel"}                    stop job id at its next slice
//
// Answers: {id, progress} after each slice (at most every progressEvery), then {id, result}
// (JSON text) or {id, error} (one line). A cancelled job answers only
// {id, stopped: true} once its work has stopped.
// The page never waits long for a Cancel: work goes in slices of at most
// sliceTime, and the worker takes messages between slices.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
	"time"

	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/msg"
	_ "github.com/sizewise/sizewise/engine/msg/catalog" // the worker's errors and results in every language
	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/xlsx"
)

const (
	// sliceTime is the longest stretch of work between two looks at the
	// message queue: a Cancel is seen within it. Timers in a worker wait at
	// least 4 ms once nested, so shorter slices would cost more than 10 %.
	sliceTime = 30 * time.Millisecond
	// progressEvery is how often progress is posted, at most: after every
	// slice, so that a slice that overshoots (a cache index growing, a
	// collection) still leaves the page's progress under 100 ms apart.
	progressEvery = 25 * time.Millisecond
	// stepUnits is the work of one Step call (a few hundred microseconds).
	stepUnits = 2048
)

// stepped is a job done in steps (calc.Running, cachesim.TraceRun).
type stepped interface {
	Step(n int) bool
	Progress() float64
}

var (
	mu        sync.Mutex
	cancelled = map[int]bool{}
)

func post(v map[string]any) { js.Global().Call("postMessage", js.ValueOf(v)) }

func isCancelled(id int) bool {
	mu.Lock()
	defer mu.Unlock()
	return cancelled[id]
}

// drive runs job to its end in slices, posting progress, unless cancelled;
// it reports whether the job finished.
func drive(id int, job stepped) bool {
	last := time.Now()
	for {
		if isCancelled(id) {
			post(map[string]any{"id": id, "stopped": true})
			return false
		}
		t0 := time.Now()
		for time.Since(t0) < sliceTime {
			if job.Step(stepUnits) {
				return true
			}
		}
		if time.Since(last) >= progressEvery {
			last = time.Now()
			post(map[string]any{"id": id, "progress": job.Progress()})
		}
		time.Sleep(time.Millisecond) // let the message handler run
	}
}

// answer posts the result's JSON or the error, unless the job was cancelled.
func answer(id int, v any, err error) {
	mu.Lock()
	gone := cancelled[id]
	delete(cancelled, id)
	mu.Unlock()
	if gone {
		return
	}
	if err != nil {
		post(map[string]any{"id": id, "error": err.Error()})
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		post(map[string]any{"id": id, "error": err.Error()})
		return
	}
	post(map[string]any{"id": id, "result": string(b)})
}

// runCalc resolves the inputs (strictly: the page resolved them already)
// and runs the calculation; the answer is the Evaluation's Results.
func runCalc(id int, calculator, inputs string) (any, error) {
	c, ok := calc.Lookup(calculator)
	if !ok {
		return nil, fmt.Errorf("the engine has no calculator %q", calculator)
	}
	in, errs, ok := c.Resolve(json.RawMessage(inputs), calc.Strict)
	if !ok {
		return nil, errs
	}
	job := in.Start()
	if !drive(id, job) {
		return nil, nil
	}
	ev, errs := job.Evaluation()
	if len(errs) > 0 {
		return nil, errs
	}
	return ev.Results, nil
}

// runTrace reads the picked file and replays it through the model of the
// cache-sim inputs.
func runTrace(id int, inputs string, file js.Value, lang msg.Lang) (v any, err error) {
	defer func() {
		if err != nil {
			err = errors.New(msg.ErrorIn(err, lang)) // a bad trace, said in the page's language
		}
	}()
	c, _ := calc.Lookup(cachesim.ID)
	in, errs, ok := c.Resolve(json.RawMessage(inputs), calc.Strict)
	if !ok {
		return nil, errs
	}
	data, err := readFile(file)
	if err != nil {
		return nil, err
	}
	job, err := cachesim.NewTraceRun(data, in.Value().(cachesim.Inputs))
	if err != nil {
		return nil, err
	}
	if !drive(id, job) {
		return nil, nil
	}
	if err := job.Err(); err != nil {
		return nil, err
	}
	return job.Result(), nil
}

// runImport reads an RVTools workbook the user picked into a plan document
// with its inventory, as `sizewise import rvtools` writes it, with the
// page's choices: the language of its notes, one cluster or all (""), and
// whether powered-off VMs and templates count.
// A failed import answers its one line in that language.
func runImport(id int, m js.Value) (any, error) {
	lang := msg.Lang(m.Get("lang").String())
	if lang != msg.RU {
		lang = msg.EN
	}
	file := m.Get("file")
	name := file.Get("name").String()
	opt := rvtools.Options{
		Lang:              lang,
		Cluster:           m.Get("cluster").String(),
		ExcludePoweredOff: !m.Get("powered_off").Bool(),
		ExcludeTemplates:  !m.Get("templates").Bool(),
	}
	var data []byte
	// A file over the workbook limit is refused by its size, in the
	// importer's words, before a byte of it is read.
	if size := int64(file.Get("size").Float()); size <= xlsx.DefaultLimits.MaxFile {
		var err error
		if data, err = readFile(file); err != nil {
			return nil, err
		}
	} else {
		_, err := rvtools.NewImporter(bytes.NewReader(nil), size, name, opt)
		return nil, importError(lang, err)
	}
	im, err := rvtools.NewImporter(bytes.NewReader(data), int64(len(data)), name, opt)
	if err != nil {
		return nil, importError(lang, err)
	}
	if !drive(id, im) {
		return nil, nil
	}
	plan, err := im.Result()
	if err != nil {
		return nil, importError(lang, err)
	}
	return plan, nil
}

// importError is err in lang when the importer worded it.
func importError(lang msg.Lang, err error) error {
	return errors.New(msg.ErrorIn(err, lang))
}

// readFile reads a File (or Blob) the page posted.
func readFile(file js.Value) ([]byte, error) {
	type read struct {
		b   []byte
		err error
	}
	ch := make(chan read, 1)
	var ok, fail js.Func
	ok = js.FuncOf(func(this js.Value, args []js.Value) any {
		u8 := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, u8.Length())
		js.CopyBytesToGo(b, u8)
		ch <- read{b: b}
		return nil
	})
	fail = js.FuncOf(func(this js.Value, args []js.Value) any {
		ch <- read{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	file.Call("arrayBuffer").Call("then", ok, fail)
	r := <-ch
	return r.b, r.err
}

func main() {
	handle := js.FuncOf(func(this js.Value, args []js.Value) any {
		m := args[0]
		id := m.Get("id").Int()
		switch job := m.Get("job").String(); job {
		case "cancel":
			mu.Lock()
			cancelled[id] = true
			mu.Unlock()
		case "calc":
			calculator, inputs := m.Get("calculator").String(), m.Get("inputs").String()
			go func() {
				v, err := guard(func() (any, error) { return runCalc(id, calculator, inputs) })
				answer(id, v, err)
			}()
		case "trace":
			inputs, file, lang := m.Get("inputs").String(), m.Get("file"), msg.Lang(m.Get("lang").String())
			go func() {
				v, err := guard(func() (any, error) { return runTrace(id, inputs, file, lang) })
				answer(id, v, err)
			}()
		case "rvtools":
			go func() { v, err := guard(func() (any, error) { return runImport(id, m) }); answer(id, v, err) }()
		default:
			post(map[string]any{"id": id, "error": "the engine has no job " + job})
		}
		return nil
	})
	js.Global().Set("sizewiseEngine", handle)
	select {}
}

// guard turns a panic of the engine into an error answer: the worker lives
// on for the next job.
func guard(f func() (any, error)) (v any, err error) {
	defer func() {
		if p := recover(); p != nil {
			v, err = nil, fmt.Errorf("the engine failed: %v", p)
		}
	}()
	return f()
}
