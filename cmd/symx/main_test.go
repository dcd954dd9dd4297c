package main

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
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
// SMT-LIB query corpus; the condition [ci] holds when $CI is set, so that
// scripts needing z3 skip only outside CI:
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
			if cond == "ci" {
				return os.Getenv("CI") != "", nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
	})
}
