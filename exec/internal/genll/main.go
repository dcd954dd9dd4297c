// Command genll regenerates exec's test corpus: every testdata/c/*.c is
// compiled with the flags ir.Load uses into testdata/ll/<name>.ll, so the
// tests run without clang. A "// opt: O2" line in a program selects the
// optimization level, "// m32" compiles it for i386 and "// cflags: ..."
// adds compiler flags. The working
// directory is mapped out of the debug info.
//
// Run it from the exec package directory: go generate ./exec/
package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/symx/symx/ir"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genll:", err)
		os.Exit(1)
	}
}

func run() error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	files, err := filepath.Glob("testdata/c/*.c")
	if err != nil {
		return err
	}
	if err := os.MkdirAll("testdata/ll", 0o755); err != nil {
		return err
	}
	for _, f := range files {
		opts := ir.LoadOptions{
			IncludeDirs: []string{"../runtime/include"},
			ExtraFlags:  []string{"-fdebug-prefix-map=" + wd + "=.", "-w"},
		}
		if err := directives(f, &opts); err != nil {
			return err
		}
		out := filepath.Join("testdata/ll", strings.TrimSuffix(filepath.Base(f), ".c")+".ll")
		if err := ir.Compile(f, out, opts); err != nil {
			return err
		}
	}
	fmt.Printf("genll: wrote %d files to testdata/ll\n", len(files))
	return nil
}

// directives reads the compile options a program asks for.
func directives(path string, opts *ir.LoadOptions) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if v, ok := strings.CutPrefix(line, "// opt:"); ok {
			opts.Opt = strings.TrimSpace(v)
		}
		if line == "// m32" {
			opts.M32 = true
		}
		if v, ok := strings.CutPrefix(line, "// cflags:"); ok {
			opts.ExtraFlags = append(opts.ExtraFlags, strings.Fields(v)...)
		}
	}
	return sc.Err()
}
