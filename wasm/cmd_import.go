//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sizewise/sizewise/engine/estate"
	"github.com/sizewise/sizewise/engine/imports"
	"github.com/sizewise/sizewise/engine/inventory"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// importUsage is the command's usage line; the policies come from the
// calculator's list (vsancap.Policies).
var importUsage = "usage: sizewise import [rvtools|liveoptics] FILE.xlsx [--cluster NAME] [--name PLAN] [--lang en|ru] [--policy " +
	strings.Join(vsancap.PolicyIDs(), "|") + "] [--powered-off=false] [--templates=false] [--host-cores N] [--host-ghz GHZ] [--host-memory-gib GIB]" +
	" [--architecture esa|osa] [--all-flash=false] [--devices N] [--device-gb GB] [--cache-device-gb GB]"

// cmdImport is `sizewise import rvtools FILE`, `import liveoptics FILE` or
// `import FILE` (either, recognised by its sheets): it reads the workbook
// and writes a plan document on stdout, built whole before anything is
// written. Flags may come before or after FILE.
func cmdImport(args []string, stdout, stderr io.Writer) int {
	kind := imports.Detect
	if len(args) > 0 {
		switch args[0] {
		case "rvtools", "liveoptics":
			kind, args = imports.Kind(args[0]), args[1:]
		}
	}
	if len(args) == 0 {
		fmt.Fprintf(stderr, "sizewise import: give the workbook to import, an RVTools or a Live Optics VMware export (%s)\n", importUsage)
		return 2
	}
	what := "import"
	if kind != imports.Detect {
		what += " " + string(kind)
	}
	fs := newFlags(what, stderr)
	cluster := fs.String("cluster", "", "keep only this cluster")
	name := fs.String("name", "", "the plan's name (default: from the file name)")
	langArg := langFlag(fs)
	policy := fs.String("policy", "", "vSAN storage policy of the classic vsan-capacity scenarios and the components estimate (default raid1-ftt1; ESA: adaptive RAID-5)")
	poweredOff := fs.Bool("powered-off", true, "count powered-off and suspended VMs in the sizing")
	templates := fs.Bool("templates", true, "count templates in the sizing")
	def := inventory.DefaultHostProfile()
	cores := fs.Int("host-cores", def.Cores, "target host: physical cores")
	ghz := fs.Float64("host-ghz", def.CoreGHz, "target host: core clock, GHz")
	memGiB := fs.Float64("host-memory-gib", def.MemoryGiB, "target host: memory, GiB (as ESXi counts GB)")
	fs.Var(aliasOf(fs, "host-memory-gib"), "host-memory-gb", "the same as --host-memory-gib")
	arch := fs.String("architecture", def.Architecture, "target host: vSAN architecture, esa or osa")
	allFlash := fs.Bool("all-flash", def.AllFlash, "target host: all-flash (false: OSA hybrid)")
	devices := fs.Int("devices", def.Devices, "target host: capacity devices")
	deviceGB := fs.Float64("device-gb", def.DeviceGB, "target host: capacity device size, decimal GB as sold (3.84 TB = 3840)")
	fs.Var(aliasOf(fs, "device-gb"), "disk-gb", "the same as --device-gb")
	cacheGB := fs.Float64("cache-device-gb", 0, "target host (OSA): cache device of a disk group, decimal GB (default 800)")
	files, ok := parseInterleaved(fs, args, stderr)
	if !ok {
		return 2
	}
	lang, ok := parseLang("import", *langArg, stderr)
	if !ok {
		return 2
	}
	if len(files) != 1 {
		fmt.Fprintf(stderr, "sizewise %s: give one FILE.xlsx (%s)\n", what, importUsage)
		return 2
	}
	var host inventory.HostProfile
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "host-cores", "host-ghz", "host-memory-gib", "host-memory-gb", "architecture", "all-flash", "devices", "device-gb", "disk-gb", "cache-device-gb":
			host = inventory.HostProfile{Cores: *cores, CoreGHz: *ghz, MemoryGiB: *memGiB, Architecture: strings.ToLower(strings.TrimSpace(*arch)),
				AllFlash: *allFlash, Devices: *devices, DeviceGB: *deviceGB, CacheDeviceGB: *cacheGB}
		}
	})
	path := files[0]
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "sizewise import: %s\n", readProblem(lang, path, err))
		return 2
	}
	defer f.Close()
	st, err := f.Stat()
	if err == nil && st.IsDir() {
		err = errIsDir
	}
	if err != nil {
		fmt.Fprintf(stderr, "sizewise import: %s\n", readProblem(lang, path, err))
		return 2
	}
	plan, err := imports.Import(kind, f, st.Size(), path, imports.Options{Options: estate.Options{
		Cluster:           *cluster,
		Name:              *name,
		Lang:              lang,
		Policy:            strings.TrimSpace(*policy),
		Host:              host,
		ExcludePoweredOff: !*poweredOff,
		ExcludeTemplates:  !*templates,
	}})
	if err != nil {
		var e *estate.Error
		if errors.As(err, &e) {
			fmt.Fprintf(stderr, "sizewise import: %s\n", e.In(lang))
		} else {
			fmt.Fprintf(stderr, "sizewise import: %s: %v\n", path, unwrapPath(err))
		}
		return 2
	}
	return writeJSON(stdout, stderr, plan, 0)
}

// alias is a flag that sets another flag (an older or plainer name).
type alias struct {
	fs   *flag.FlagSet
	name string
}

func aliasOf(fs *flag.FlagSet, name string) *alias { return &alias{fs, name} }

func (a *alias) String() string {
	if a == nil || a.fs == nil {
		return ""
	}
	return a.fs.Lookup(a.name).Value.String()
}

func (a *alias) Set(v string) error { return a.fs.Set(a.name, v) }

// parseInterleaved parses flags that may come before, between or after the
// positional arguments, which it returns; after "--" everything is
// positional.
func parseInterleaved(fs *flag.FlagSet, args []string, stderr io.Writer) ([]string, bool) {
	var pos, rest []string
	for k, a := range args {
		if a == "--" {
			args, rest = args[:k], args[k+1:]
			break
		}
	}
	for {
		if !parseFlags(fs, args, stderr) {
			return nil, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return append(pos, rest...), true
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}
