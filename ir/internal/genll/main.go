// Command genll regenerates the LLVM IR test corpus of package ir:
// testdata/c/*.{c,i} and the project's benchmark programs
// (../testdata/programs) compiled for x86-64, and some of its sv-benchmarks
// tasks (../testdata/testcomp) for i386 (-m32), each at -O0 and -O2, into testdata/ll. It compiles with the
// same flags as ir.Load and maps the working directory out of the debug
// info, so the output does not depend on where the repository lives.
//
// Run it from the ir package directory: go generate ./ir/
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/symx/symx/ir"
)

// ilp32Tasks are sv-benchmarks tasks (ILP32 data model) from the
// project's Test-Comp set, compiled with -m32 for i386 layout tests.
var ilp32Tasks = []string{
	"recursive/McCarthy91-1.c",
	"bitvector/byte_add-1.i",
	"recursive-simple/fibo_2calls_5-2.c",
	"bitvector/gcd_1.c",
	"float-benchs/nan_double.c",
	"floats-cdfpl/newton_1_8.i",
	"bitvector-regression/signextension2-2.c",
	"loops/sum01-1.i",
}

// alsoM32 lists x86-64 programs also compiled for i386, for layout tests.
var alsoM32 = map[string]bool{"features.c": true, "vec.c": true}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "genll:", err)
		os.Exit(1)
	}
}

type job struct {
	src string
	m32 bool
}

func run() error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	var jobs []job
	for _, dir := range []string{"testdata/c", "../testdata/programs"} {
		for _, pat := range []string{"*.c", "*.i"} {
			files, err := filepath.Glob(filepath.Join(dir, pat))
			if err != nil {
				return err
			}
			for _, f := range files {
				jobs = append(jobs, job{src: f})
				if alsoM32[filepath.Base(f)] {
					jobs = append(jobs, job{src: f, m32: true})
				}
			}
		}
	}
	for _, f := range ilp32Tasks {
		jobs = append(jobs, job{src: filepath.Join("../testdata/testcomp", f), m32: true})
	}
	if err := os.MkdirAll("testdata/ll", 0o755); err != nil {
		return err
	}
	for _, j := range jobs {
		for _, opt := range []string{"O0", "O2"} {
			name := strings.TrimSuffix(filepath.Base(j.src), filepath.Ext(j.src)) + "." + opt
			if j.m32 {
				name += ".m32"
			}
			out := filepath.Join("testdata/ll", name+".ll")
			opts := ir.LoadOptions{
				Opt:         opt,
				M32:         j.m32,
				IncludeDirs: []string{"testdata/include"},
				ExtraFlags:  []string{"-fdebug-prefix-map=" + wd + "=.", "-w"},
			}
			if err := ir.Compile(j.src, out, opts); err != nil {
				return err
			}
		}
	}
	fmt.Printf("genll: wrote %d files to testdata/ll\n", 2*len(jobs))
	return nil
}
