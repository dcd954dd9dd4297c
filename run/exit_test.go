package run

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// TestExitHandlers runs testdata/exit_handlers.c on each of its concrete
// command lines, with and without the POSIX runtime, and compares the
// program's output (stdout and stderr together) and exit status with a
// native run of the same program under the same argv.
func TestExitHandlers(t *testing.T) {
	cc, err := replay.FindCompiler()
	if err != nil {
		t.Skip("no C compiler")
	}
	src := filepath.Join("testdata", "exit_handlers.c")
	bin := filepath.Join(t.TempDir(), "prog")
	if out, err := exec.Command(cc, "-w", src, "-o", bin).CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", cc, err, out)
	}
	for _, arg := range []string{"", "e", "l", "x", "_", "a", "r"} {
		for _, posix := range []bool{false, true} {
			name := "arg=" + arg
			if posix {
				name += ",posix"
			}
			t.Run(name, func(t *testing.T) {
				var args []string
				if arg != "" {
					args = []string{arg}
				}
				// Native: argv[0] is the source's name, as symx passes it.
				cmd := exec.Command(bin, args...)
				cmd.Args[0] = filepath.Base(src)
				want, err := cmd.CombinedOutput()
				wantCode := 0
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					wantCode = ee.ExitCode()
					if ee.ExitCode() < 0 {
						wantCode = -1 // abort
					}
				} else if err != nil {
					t.Fatal(err)
				}

				dir := t.TempDir()
				f, err := os.Create(filepath.Join(dir, "stdout"))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				out := filepath.Join(dir, "out")
				res, err := Run(context.Background(), Config{
					Input: src, OutputDir: out, ProgramArgs: args, POSIXRuntime: posix,
					MaxTime: time.Minute, ProgramStdout: f,
				})
				if err != nil {
					t.Fatal(err)
				}
				got, _ := os.ReadFile(f.Name())
				if string(got) != string(want) {
					t.Errorf("output %q, native %q", got, want)
				}
				files, err := testgen.ListTests(out)
				if err != nil || len(files) != 1 {
					t.Fatalf("tests %v (%v), want one", files, err)
				}
				tc, err := testgen.LoadTest(files[0])
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case wantCode < 0:
					if len(res.Bugs) != 1 || res.Bugs[0].Kind != "abort" {
						t.Errorf("outcome %v, native run aborted", tc.Outcome)
					}
				case tc.Outcome.Status != testgen.StatusExit || tc.Outcome.ExitCode != wantCode:
					t.Errorf("outcome %v, native exit %d", tc.Outcome, wantCode)
				}
			})
		}
	}
}
