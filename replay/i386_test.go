package replay

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/internal/i386"
	"github.com/symx/symx/internal/testutil"
)

// TestRunI386: an -m32 program replays natively or under qemu-i386, as
// i386.Probe decides; where i386 programs cannot run at all, Run says so
// in one line instead of "exec format error".
func TestRunI386(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	mode, probeErr := i386.Probe()
	t.Logf("i386 programs: %v", mode)
	if mode != i386.None {
		testutil.NeedM32(t, ccs[0])
	}
	dir := t.TempDir()
	bin, err := Build(context.Background(), filepath.Join("testdata", "bugs.c"), BuildOptions{Compiler: ccs[0], M32: true, Output: filepath.Join(dir, "bugs")})
	if err != nil {
		testutil.NeedM32(t, ccs[0]) // skips for a missing i386 C library
		t.Fatal(err)
	}
	kt := writeKTest(t, dir, nil, i32("mode", 0), i32("x", 9))
	got, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: generous})
	if mode == i386.None {
		if err == nil || !strings.Contains(err.Error(), probeErr.Error()) || strings.Contains(err.Error(), "\n") {
			t.Fatalf("no i386: got %v, %v; want one line with %q", got, err, probeErr)
		}
		return
	}
	if err != nil || got.Status != Exited || got.ExitCode != 9 {
		t.Fatalf("got %v, %v\n%s", got, err, got.Stderr)
	}
}

// TestI386Modes runs the i386 tests again in a child process with
// SYMX_I386 forcing each outcome, so that the qemu-i386 path and the
// no-i386 path are taken on a machine that runs i386 programs itself:
// under qemu they pass; without i386 TestRunI386 passes (Run's error) and
// the others skip, saying why, also under CI.
func TestI386Modes(t *testing.T) {
	if os.Getenv(i386.EnvVar) != "" {
		t.Skip("in the child")
	}
	if testing.Short() {
		t.Skip("-short: builds and replays each -m32 test twice more")
	}
	for _, c := range []struct {
		mode     string
		need     string // a tool the mode needs
		wantSkip bool
	}{
		{"qemu", "qemu-i386", false},
		{"none", "", true},
	} {
		t.Run(c.mode, func(t *testing.T) {
			if c.need != "" {
				testutil.NeedTool(t, c.need)
			}
			cmd := exec.Command(os.Args[0], "-test.run=^(TestRunI386|TestReplayDataModel|TestBuildVariants)$", "-test.v")
			cmd.Env = append(os.Environ(), i386.EnvVar+"="+c.mode, "CI=1")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			s := string(out)
			if !strings.Contains(s, "i386 programs: "+c.mode) {
				t.Errorf("the child did not run i386 programs in mode %s:\n%s", c.mode, s)
			}
			skipped := strings.Contains(s, "--- SKIP: TestReplayDataModel")
			if skipped != c.wantSkip {
				t.Errorf("TestReplayDataModel skipped: %v, want %v\n%s", skipped, c.wantSkip, s)
			}
			if c.wantSkip && !strings.Contains(s, "qemu-user") {
				t.Errorf("the skip does not say to install qemu-user:\n%s", s)
			}
		})
	}
}
