package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/symx/symx/internal/i386"
	"github.com/symx/symx/internal/testutil"
)

// TestMain lets the test binary run as "symx" inside script tests.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"symx": func() {
			env := &cmdEnv{Stdout: os.Stdout, Stderr: os.Stderr, Args: os.Args}
			os.Exit(runMain(env, os.Args[1:]))
		},
	})
}

// TestScript runs the CLI scripts in testdata/script. $CORPUS is the
// SMT-LIB query corpus; the condition [i386] holds when this machine runs
// i386 programs (i386.Probe), [ci] when $CI is set, so that scripts
// needing z3 skip only outside CI:
//
//	[!exec:z3] [!ci] skip 'z3 not installed'
func TestScript(t *testing.T) {
	corpus, err := filepath.Abs("../../testdata/smt2")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(e *testscript.Env) error {
			e.Setenv("CORPUS", corpus)
			return nil
		},
		Condition: func(cond string) (bool, error) {
			switch cond {
			case "ci":
				return testutil.InCI(), nil
			case "i386": // this machine runs i386 programs (natively or under qemu-i386)
				_, err := i386.Probe()
				return err == nil, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}
