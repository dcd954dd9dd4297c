// Command genll compiles C files to checked-in LLVM IR with the flags
// `symx run` uses (ir.Compile) and the working directory mapped out of the
// debug info, so the output is the same on every machine. go generate runs
// it (exec, ir, run, cmd/symx); CI checks the output is current.
//
//	go run ./internal/tools/genll [-C dir] [-I incdir] [-o outdir] [-O O0[,O2...]] [-suffix] [-m32] [-directives] file.c|pattern...
//
// Arguments may be glob patterns ("testdata/c/*.c"; one matching nothing
// is no error). file.c is compiled to file.ll beside it, or into -o's
// directory. -C changes to dir first. Without -I, symx's own headers
// (klee/klee.h, symx.h) are on the include path, mapped to /symx/include
// in the debug info. -O takes a comma-separated list of levels; with
// -suffix the output is named file.O0.ll, file.O2.m32.ll and so on. With
// -directives a program chooses its own options in comments: "// opt: O2",
// "// m32", "// cflags: ...".
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/symx/symx/ir"
	"github.com/symx/symx/runtime/include"
)

type config struct {
	inc, out   string
	opts       []string
	suffix     bool
	m32        bool
	directives bool
}

func main() {
	var c config
	opt := flag.String("O", "O0", "optimization levels, comma-separated")
	flag.BoolVar(&c.m32, "m32", false, "compile for i386")
	dir := flag.String("C", "", "change to this directory first")
	flag.StringVar(&c.inc, "I", "", "include directory (default: symx's headers)")
	flag.StringVar(&c.out, "o", "", "output directory (default: beside each source)")
	flag.BoolVar(&c.suffix, "suffix", false, "name outputs file.<opt>[.m32].ll")
	flag.BoolVar(&c.directives, "directives", false, "read // opt:, // m32 and // cflags: lines from each source")
	flag.Parse()
	c.opts = strings.Split(*opt, ",")
	if *dir != "" {
		if err := os.Chdir(*dir); err != nil {
			fmt.Fprintln(os.Stderr, "genll:", err)
			os.Exit(1)
		}
	}
	if err := run(c, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "genll:", err)
		os.Exit(1)
	}
}

func run(c config, args []string) error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	var files []string
	for _, a := range args {
		if !strings.ContainsAny(a, "*?[") {
			files = append(files, a)
			continue
		}
		m, err := filepath.Glob(a)
		if err != nil {
			return err
		}
		files = append(files, m...)
	}
	flags := []string{"-fdebug-prefix-map=" + wd + "=."}
	inc := c.inc
	if inc == "" {
		// A temporary copy of symx's headers, mapped out of the debug info.
		if inc, err = os.MkdirTemp("", "genll-include-"); err != nil {
			return err
		}
		defer os.RemoveAll(inc)
		if err := include.WriteTo(inc); err != nil {
			return err
		}
		flags = append(flags, "-fdebug-prefix-map="+inc+"=/symx/include")
	}
	flags = append(flags, "-w")
	if c.out != "" {
		if err := os.MkdirAll(c.out, 0o755); err != nil {
			return err
		}
	}
	for _, f := range files {
		for _, opt := range c.opts {
			opts := ir.LoadOptions{
				Opt:         opt,
				M32:         c.m32,
				IncludeDirs: []string{inc},
				ExtraFlags:  append([]string{}, flags...),
			}
			if c.directives {
				if err := directives(f, &opts); err != nil {
					return err
				}
			}
			name := strings.TrimSuffix(f, filepath.Ext(f))
			if c.out != "" {
				name = filepath.Join(c.out, filepath.Base(name))
			}
			if c.suffix {
				name += "." + opt
				if opts.M32 {
					name += ".m32"
				}
			}
			if err := ir.Compile(f, name+".ll", opts); err != nil {
				return err
			}
		}
	}
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
