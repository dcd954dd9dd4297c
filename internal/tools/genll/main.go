// Command genll compiles C files to checked-in LLVM IR with the flags
// `symx run` uses, symx's headers on the include path, and the working
// directory mapped out of the debug info, so the output is the same on
// every machine. go generate runs it; CI checks the output is current.
//
//	go run ./internal/tools/genll [-C dir] [-O O0] [-m32] file.c...
//
// Each file.c is compiled to file.ll beside it; -C changes to dir first.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/symx/symx/ir"
	"github.com/symx/symx/runtime/include"
)

func main() {
	opt := flag.String("O", "O0", "optimization level")
	m32 := flag.Bool("m32", false, "compile for i386")
	dir := flag.String("C", "", "change to this directory first")
	flag.Parse()
	if *dir != "" {
		if err := os.Chdir(*dir); err != nil {
			fmt.Fprintln(os.Stderr, "genll:", err)
			os.Exit(1)
		}
	}
	if err := run(*opt, *m32, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "genll:", err)
		os.Exit(1)
	}
}

func run(opt string, m32 bool, files []string) error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	inc, err := os.MkdirTemp("", "genll-include-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(inc)
	if err := include.WriteTo(inc); err != nil {
		return err
	}
	for _, f := range files {
		out := strings.TrimSuffix(f, ".c") + ".ll"
		opts := ir.LoadOptions{
			Opt:         opt,
			M32:         m32,
			IncludeDirs: []string{inc},
			// Map the temporary include dir and the working directory out
			// of the debug info.
			ExtraFlags: []string{"-fdebug-prefix-map=" + wd + "=.", "-fdebug-prefix-map=" + inc + "=/symx/include", "-w"},
		}
		if err := ir.Compile(f, out, opts); err != nil {
			return err
		}
	}
	return nil
}
