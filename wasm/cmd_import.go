//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sizewise/sizewise/engine/rvtools"
	"github.com/sizewise/sizewise/engine/vsancap"
)

// importUsage is the command's usage line; the policies come from the
// calculator's list (vsancap.Policies).
var importUsage = "usage: sizewise import rvtools FILE.xlsx [--cluster NAME] [--name PLAN] [--lang en|ru] [--policy " +
	strings.Join(vsancap.PolicyIDs(), "|") + "] [--disk-gb GB] [--powered-off=false] [--templates=false]"

// cmdImport is `sizewise import rvtools FILE`: it reads an
// RVTools workbook and writes a plan document on stdout, built whole
// before anything is written. Flags may come before or after FILE.
func cmdImport(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "rvtools" {
		what := "nothing"
		if len(args) > 0 {
			what = fmt.Sprintf("%q", args[0])
		}
		fmt.Fprintf(stderr, "sizewise import: %s is not an import; the one there is: rvtools (%s)\n", what, importUsage)
		return 2
	}
	fs := newFlags("import rvtools", stderr)
	cluster := fs.String("cluster", "", "keep only this cluster")
	name := fs.String("name", "", "the plan's name (default: from the file name)")
	langArg := langFlag(fs)
	policy := fs.String("policy", "", "vSAN storage policy of the vsan-capacity scenarios and the components estimate (default raid1-ftt1)")
	diskGB := fs.Float64("disk-gb", 0, "capacity disk size of the vsan-capacity layout, GB (default: the calculator's 932)")
	poweredOff := fs.Bool("powered-off", true, "count powered-off and suspended VMs in vm_data_gb and the components")
	templates := fs.Bool("templates", true, "count templates in vm_data_gb and the components")
	files, ok := parseInterleaved(fs, args[1:], stderr)
	if !ok {
		return 2
	}
	lang, ok := parseLang("import", *langArg, stderr)
	if !ok {
		return 2
	}
	if len(files) != 1 {
		fmt.Fprintf(stderr, "sizewise import rvtools: give one FILE.xlsx (%s)\n", importUsage)
		return 2
	}
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
	plan, err := rvtools.Import(f, st.Size(), path, rvtools.Options{
		Cluster:           *cluster,
		Name:              *name,
		Lang:              lang,
		Policy:            strings.TrimSpace(*policy),
		DiskGB:            *diskGB,
		ExcludePoweredOff: !*poweredOff,
		ExcludeTemplates:  !*templates,
	})
	if err != nil {
		var e *rvtools.Error
		if errors.As(err, &e) {
			fmt.Fprintf(stderr, "sizewise import: %s\n", e.In(lang))
		} else {
			fmt.Fprintf(stderr, "sizewise import: %s: %v\n", path, unwrapPath(err))
		}
		return 2
	}
	return writeJSON(stdout, stderr, plan, 0)
}

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
