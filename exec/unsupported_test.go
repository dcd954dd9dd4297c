package exec

import (
	"os"
	"strings"
	"testing"

	"github.com/symx/symx/ir"
)

// TestUnsupportedInitializer: a global initializer symx cannot lower
// fails neither the load nor the paths that do not touch the global; the
// path that reads it ends with an exec error naming the global, the
// expression and the source line.
func TestUnsupportedInitializer(t *testing.T) {
	src, err := os.ReadFile("testdata/ll/badinit.ll")
	if err != nil {
		t.Fatal(err)
	}
	const orig = "@tagged = dso_local global i64 1, align 8"
	if !strings.Contains(string(src), orig) {
		t.Fatalf("badinit.ll has no %q", orig)
	}
	bad := strings.Replace(string(src), orig, "@tagged = dso_local global i64 and (i64 ptrtoint (i64* @tagged to i64), i64 7), align 8", 1)
	prog, err := ir.LoadLL("badinit.ll", []byte(bad))
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	r := runSymx(t, prog, Config{})
	var exits, bugs int
	for _, tm := range r.terms {
		switch tm.Outcome {
		case Exit:
			exits++
			if tm.ExitCode != 0 {
				t.Errorf("exit %d: the c == 7 path should fail", tm.ExitCode)
			}
		case BugFound:
			bugs++
			b := tm.Bug
			if b.Kind != BugExec || b.Where.Line != 14 || !strings.Contains(b.Message, "@tagged") || !strings.Contains(b.Message, "and (i64 ptrtoint") {
				t.Errorf("bug %v at line %d: %s", b.Kind, b.Where.Line, b.Message)
			}
		default:
			t.Errorf("unexpected termination %v: %s", tm.Outcome, tm.Reason)
		}
	}
	if exits != 1 || bugs != 1 {
		t.Errorf("%d exits and %d bugs, want 1 and 1", exits, bugs)
	}
}

// TestInvoke: a program using C++ exceptions loads; the path that reaches
// the invoke ends with an exec error naming it, on one line, at its
// source line, and the other path exits.
//
// testdata/cxx/invoke.ll is made (in testdata) with
//
//	clang++-14 -S -emit-llvm -g -O0 -Xclang -disable-O0-optnone \
//	  -fdebug-prefix-map=$PWD=. cxx/invoke.cpp -o cxx/invoke.ll
func TestInvoke(t *testing.T) {
	src, err := os.ReadFile("testdata/cxx/invoke.ll")
	if err != nil {
		t.Fatal(err)
	}
	prog, err := ir.LoadLL("invoke.ll", src)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	r := runSymx(t, prog, Config{})
	var exits, bugs int
	for _, tm := range r.terms {
		switch tm.Outcome {
		case Exit:
			exits++
		case BugFound:
			bugs++
			b := tm.Bug
			if b.Kind != BugExec || b.Where.Line != 10 || !strings.Contains(b.Message, `"invoke void @_Z7throweri(i32 noundef %11) to label`) {
				t.Errorf("bug %v at line %d: %s", b.Kind, b.Where.Line, b.Message)
			}
		}
	}
	if exits != 1 || bugs != 1 {
		t.Errorf("%d exits and %d bugs, want 1 and 1", exits, bugs)
	}
}
