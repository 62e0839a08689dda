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
//	{id, job: "catalogue", lang, text}     the page's catalogue of lang (a
//	                                       language engine.wasm lacks), loaded
//	                                       before the jobs after it
//	{id, job: "calc", calculator, inputs}  inputs: the inputs' JSON, valid
//	{id, job: "trace", inputs, file, lang} file: the File the user picked,
//	                                       read in slices (blobSlice), never
//	                                       whole; lang: of an error's line
//	{id, job: "import", file, lang,        import an RVTools or Live Optics
//	 kind, cluster, powered_off,           workbook (kind "", "rvtools" or
//	 templates, host}                      "liveoptics"; host: the target
//	                                       host's JSON, or absent): the
//	                                       answer is the plan document
//	{id, job: "rvtools", ...}              the same, kind "rvtools"
//	{id, job: "report", plan, format, lang, make a plan's Word, PowerPoint or
//	 version, date, base_url}              Markdown document (report.go): the
//	                                       answer is {name, mime, data}
//	{id, job: "entry", calculator, inputs, evaluate a plan entry for the
//	 results, lang}                        report (results: the JSON the
//	                                       entry keeps, or ""): the answer
//	                                       is its view.Entry in lang
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
	"io"
	"sync"
	"syscall/js"
	"time"

	"github.com/sizewise/sizewise/app/view"
	"github.com/sizewise/sizewise/engine/cachesim"
	"github.com/sizewise/sizewise/engine/calc"
	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/imports"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/msg"
	_ "github.com/sizewise/sizewise/engine/msg/catalog" // the worker's errors and results in every language
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
func drive(id int, job stepped) bool { return driveEvery(id, job, progressEvery) }

// traceProgressEvery is how often a trace replay posts its progress: a
// replay of a large file runs for seconds or minutes, and each message
// wakes the page's thread.
const traceProgressEvery = 100 * time.Millisecond

// driveEvery is drive posting progress at most every every.
func driveEvery(id int, job stepped, every time.Duration) bool {
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
		if time.Since(last) >= every {
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

// runEntry evaluates a plan entry as the report shows it (view.StartEntry):
// the page then only decodes and draws the answer.
func runEntry(id int, calculator, inputs, results string, lang msg.Lang) (any, error) {
	var res json.RawMessage
	if results != "" {
		res = json.RawMessage(results)
	}
	job := view.StartEntry(calculator, json.RawMessage(inputs), res, lang)
	if !drive(id, job) {
		return nil, nil
	}
	return job.Answer(), nil
}

// runTrace replays the picked file through the model of the cache-sim
// inputs, reading it in slices as the replay goes (progress is the share of
// the file's bytes read): exactly below cachesim.ExactTraceBytes, on a
// sample of its lines from there (cachesim.AutoSample).
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
	size := int64(file.Get("size").Float())
	job, err := cachesim.NewTraceRun(&blobReader{blob: file, size: size}, size, in.Value().(cachesim.Inputs), cachesim.AutoSample(size))
	if err != nil {
		return nil, err
	}
	if !driveEvery(id, job, traceProgressEvery) {
		return nil, nil
	}
	if err := job.Err(); err != nil {
		return nil, err
	}
	return job.Result(), nil
}

// runImport reads a workbook the user picked (RVTools or Live Optics, as
// kind says or as its sheets say) into a plan document with its
// inventory, as `sizewise import` writes it, with the page's choices: the
// language of its notes, one cluster or all (""), whether powered-off VMs
// and templates count, and the target host (its JSON, or absent for the
// default). A failed import answers its one line in that language.
func runImport(id int, m js.Value, kind imports.Kind) (any, error) {
	lang := msg.Lang(m.Get("lang").String())
	if !msg.Loaded(lang) {
		lang = msg.EN
	}
	file := m.Get("file")
	name := file.Get("name").String()
	opt := imports.Options{Options: estate.Options{
		Lang:              lang,
		Cluster:           m.Get("cluster").String(),
		ExcludePoweredOff: !m.Get("powered_off").Bool(),
		ExcludeTemplates:  !m.Get("templates").Bool(),
	}}
	if h := m.Get("host"); h.Type() == js.TypeString && h.String() != "" {
		var host inventory.HostProfile
		if err := json.Unmarshal([]byte(h.String()), &host); err != nil {
			return nil, err
		}
		opt.Host = host
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
		_, _, err := imports.New(kind, bytes.NewReader(nil), size, name, opt)
		return nil, importError(lang, err)
	}
	im, _, err := imports.New(kind, bytes.NewReader(data), int64(len(data)), name, opt)
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

// blobSlice is how much of a trace file the worker reads at a time: 4 MiB,
// about 131,000 vSCSI records, a few milliseconds of reading; the replay's
// memory holds one slice whatever the file's size.
const blobSlice = 4 << 20

// blobReader reads a Blob (a File) of size bytes in slices of blobSlice
// (Blob.slice, then arrayBuffer), as an io.Reader: the file is never read
// whole.
type blobReader struct {
	blob      js.Value
	size, off int64
	buf       []byte
	pos       int
}

func (b *blobReader) Read(p []byte) (int, error) {
	if b.pos == len(b.buf) {
		if b.off >= b.size {
			return 0, io.EOF
		}
		end := min(b.off+blobSlice, b.size)
		data, err := await(b.blob.Call("slice", b.off, end).Call("arrayBuffer"))
		if err != nil {
			return 0, err
		}
		u8 := js.Global().Get("Uint8Array").New(data)
		n := u8.Length()
		if n == 0 {
			return 0, io.ErrUnexpectedEOF // the file shrank while being read
		}
		if cap(b.buf) < n {
			b.buf = make([]byte, n)
		}
		b.buf = b.buf[:n]
		js.CopyBytesToGo(b.buf, u8)
		b.off += int64(n)
		b.pos = 0
	}
	n := copy(p, b.buf[b.pos:])
	b.pos += n
	return n, nil
}

// await waits for a promise: its value, or its rejection as an error.
func await(promise js.Value) (js.Value, error) {
	type settled struct {
		v   js.Value
		err error
	}
	ch := make(chan settled, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		ch <- settled{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(this js.Value, args []js.Value) any {
		ch <- settled{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	promise.Call("then", ok, fail)
	r := <-ch
	return r.v, r.err
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
		case "catalogue":
			// The page's catalogue, for a language engine.wasm does not
			// carry: loaded before the jobs after it.
			if l := msg.Lang(m.Get("lang").String()); !msg.Loaded(l) {
				if err := msg.Load(l, []byte(m.Get("text").String())); err != nil {
					answer(id, nil, err)
					break
				}
			}
			answer(id, true, nil)
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
		case "rvtools", "import":
			kind := imports.RVTools
			if job == "import" {
				kind = imports.Kind(m.Get("kind").String())
			}
			go func() {
				v, err := guard(func() (any, error) { return runImport(id, m, kind) })
				answer(id, v, err)
			}()
		case "entry":
			calculator, inputs, results := m.Get("calculator").String(), m.Get("inputs").String(), m.Get("results").String()
			lang := msg.Lang(m.Get("lang").String())
			go func() {
				v, err := guard(func() (any, error) { return runEntry(id, calculator, inputs, results, lang) })
				answer(id, v, err)
			}()
		case "report":
			go func() { v, err := guard(func() (any, error) { return runReport(m) }); answer(id, v, err) }()
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
