package testutil

import (
	"fmt"
	"strings"
	"testing"
)

// fakeTB records how a helper ended the test instead of ending it.
type fakeTB struct {
	testing.TB
	ended string // "skip" or "fail"
	msg   string
}

func (f *fakeTB) Helper() {}
func (f *fakeTB) Skipf(format string, args ...any) {
	f.ended, f.msg = "skip", fmt.Sprintf(format, args...)
}
func (f *fakeTB) Fatalf(format string, args ...any) {
	f.ended, f.msg = "fail", fmt.Sprintf(format, args...)
}

// TestSkipMissing: a missing tool skips the test, and fails it under CI.
func TestSkipMissing(t *testing.T) {
	for _, c := range []struct{ ci, want string }{{"", "skip"}, {"1", "fail"}, {"true", "fail"}} {
		t.Run("CI="+c.ci, func(t *testing.T) {
			t.Setenv("CI", c.ci)
			f := &fakeTB{TB: t}
			SkipMissing(f, "no %s", "z3")
			if f.ended != c.want || !strings.Contains(f.msg, "no z3") {
				t.Errorf("ended %q (%q), want %s", f.ended, f.msg, c.want)
			}
		})
	}
}

// TestNeedTool: a tool on PATH is found; one that is not skips.
func TestNeedTool(t *testing.T) {
	t.Setenv("CI", "")
	f := &fakeTB{TB: t}
	if p := NeedTool(f, "sh"); p == "" || f.ended != "" {
		t.Errorf("sh: %q, ended %q", p, f.ended)
	}
	NeedTool(f, "no-such-tool-symx")
	if f.ended != "skip" {
		t.Errorf("a missing tool: ended %q", f.ended)
	}
}
