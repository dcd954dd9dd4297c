package run

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/testgen"
)

// TestKLEENames: what a script written for KLEE reads is named and worded
// as KLEE has it: messages.txt and warnings.txt, "divide by zero" in a
// .div.err, and the program's main as "main" in the stack, with no frame
// of symx's start-up.
func TestKLEENames(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	dir := t.TempDir()
	src := filepath.Join(dir, "div.c")
	prog := `#include <klee/klee.h>
int f(int x) { return 100 / x; }
int main(void) {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  return f(x);
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, posix := range []bool{false, true} {
		out := filepath.Join(dir, "out")
		if posix {
			out += "-posix"
		}
		res, err := Run(context.Background(), Config{Input: src, OutputDir: out, MaxTime: time.Minute, POSIXRuntime: posix})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Bugs) != 1 || res.Bugs[0].Message != "divide by zero" {
			t.Fatalf("posix %v: bugs %+v", posix, res.Bugs)
		}
		for _, name := range []string{testgen.MessagesFile, testgen.WarningsFile} {
			if _, err := os.Stat(filepath.Join(out, name)); err != nil {
				t.Error(err)
			}
		}
		for _, name := range []string{testgen.OldMessagesFile, testgen.OldWarningsFile} {
			if _, err := os.Stat(filepath.Join(out, name)); err == nil {
				t.Errorf("posix %v: %s written", posix, name)
			}
		}
		errs, _ := filepath.Glob(filepath.Join(out, "*.div.err"))
		if len(errs) != 1 {
			t.Fatalf("posix %v: .div.err files %v", posix, errs)
		}
		b, _ := os.ReadFile(errs[0])
		e, err := testgen.ReadErrorReport(strings.NewReader(string(b)))
		if err != nil {
			t.Fatal(err)
		}
		var funcs []string
		for _, f := range e.Stack {
			funcs = append(funcs, f.Func)
		}
		if e.Message != "divide by zero" || strings.Join(funcs, " ") != "f main" {
			t.Errorf("posix %v: message %q, stack %v, want divide by zero in f main:\n%s", posix, e.Message, funcs, b)
		}
	}
}
