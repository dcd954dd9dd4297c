package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	symx "github.com/symx/symx/run"
)

// TestASanBugs: a bug symx reports (a strcpy past a 4-byte buffer for
// arguments starting with 'x' of 4 bytes or more) crashes the
// AddressSanitizer build natively, and the paths without a bug are not
// counted.
func TestASanBugs(t *testing.T) {
	if _, err := exec.LookPath("clang-14"); err != nil {
		t.Skip("clang-14 not found")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "oob.c")
	if err := os.WriteFile(src, []byte(`#include <string.h>
int main(int argc, char **argv) {
  char buf[4];
  if (argc > 1 && argv[1][0] == 'x')
    strcpy(buf, argv[1]);
  return 0;
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	native := filepath.Join(dir, "oob")
	if out, err := exec.Command("clang-14", "-g", "-fsanitize=address", "-o", native, src).CombinedOutput(); err != nil {
		t.Skipf("no ASan build here: %v\n%s", err, out)
	}
	out := filepath.Join(dir, "out")
	res, err := symx.Run(context.Background(), symx.Config{Input: src, OutputDir: out, Workers: 1,
		ProgramArgs: []string{"--sym-arg", "6"}, Search: []string{"dfs"}, MaxTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Bugs) == 0 || res.Tests < 2 {
		t.Fatalf("%d tests, bugs %+v: want the overflow among other paths", res.Tests, res.Bugs)
	}
	n, found := asanBugs(context.Background(), native, out, nil)
	if n != 1 || len(found) != 1 || !strings.Contains(found[0], "ptr") {
		t.Errorf("%d bugs confirmed (%q), want the one ptr error", n, found)
	}
}
