package include

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

func TestFiles(t *testing.T) {
	got := strings.Join(Files(), ",")
	if got != "klee/klee.h,symx.h" {
		t.Fatalf("Files() = %s", got)
	}
	if _, err := Content("nope.h"); err == nil {
		t.Fatal("Content of a missing header succeeded")
	}
	if len(Hash()) != 16 {
		t.Fatalf("Hash() = %q", Hash())
	}
}

func TestWriteTo(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	if err := WriteTo(dir); err != nil {
		t.Fatal(err)
	}
	for _, name := range Files() {
		want, err := Content(name)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the embedded copy", name)
		}
	}
	// Writing again over existing files works.
	if err := WriteTo(dir); err != nil {
		t.Fatal(err)
	}
	if !upToDate(dir) {
		t.Fatal("upToDate is false after WriteTo")
	}
}

func TestCacheDirConcurrentAndRepair(t *testing.T) {
	parent := t.TempDir()
	var wg sync.WaitGroup
	dirs := make([]string, 8)
	errs := make([]error, 8)
	for i := range dirs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dirs[i], errs[i] = cacheDir(parent)
		}()
	}
	wg.Wait()
	for i := range dirs {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if dirs[i] != dirs[0] {
			t.Fatalf("different dirs %s and %s", dirs[i], dirs[0])
		}
	}
	// A damaged copy is repaired.
	if err := os.WriteFile(filepath.Join(dirs[0], "symx.h"), []byte("junk"), 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := cacheDir(parent)
	if err != nil || d != dirs[0] || !upToDate(d) {
		t.Fatalf("repair: dir %s err %v", d, err)
	}
	ents, _ := os.ReadDir(parent)
	if len(ents) != 1 {
		t.Fatalf("leftover temporary dirs: %v", ents)
	}
}

func TestDir(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	d, err := Dir()
	if err != nil {
		t.Fatal(err)
	}
	if !upToDate(d) {
		t.Fatalf("Dir() = %s is not populated", d)
	}
	d2, _ := Dir()
	if d2 != d {
		t.Fatalf("Dir changed: %s then %s", d, d2)
	}
}

const useHeaders = `
#include <klee/klee.h>
#include <symx.h>
int main(int argc, char **argv) {
  int x, y = klee_int("y"), z = symx_range(0, 10, "z");
  (void)argv;
  klee_make_symbolic(&x, sizeof x, "x");
  symx_make_symbolic(&x, sizeof x, "x2");
  klee_assume(x > 0);
  symx_assume(y != 3);
  klee_assert(x != 7);
  symx_assert(z < 10);
  if (klee_is_symbolic(x) && symx_is_symbolic(y))
    klee_print_expr("x", x);
  if (argc > 5) klee_silent_exit(0);
  if (argc > 6) symx_abort();
  if (argc > 7) klee_report_error(__FILE__, __LINE__, "bad", "user");
  return klee_get_value_i32(x) + (int)symx_get_value_i64(y) + klee_range(0, 2, 0);
}
`

// TestHeadersCompile checks that both headers compile as C and C++, with
// and without NDEBUG, and together with <assert.h>.
func TestHeadersCompile(t *testing.T) {
	dir := t.TempDir()
	if err := WriteTo(filepath.Join(dir, "inc")); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "use.c")
	if err := os.WriteFile(src, []byte("#include <assert.h>\n"+useHeaders), 0o644); err != nil {
		t.Fatal(err)
	}
	src2 := filepath.Join(dir, "use2.c")
	if err := os.WriteFile(src2, []byte(useHeaders+"\n#include <assert.h>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, cc := range []string{"clang-14", "clang", "gcc"} {
		path, err := exec.LookPath(cc)
		if err != nil {
			continue
		}
		found = true
		for _, flags := range [][]string{
			{"-x", "c", "-std=c99", "-Wall", "-Werror"},
			{"-x", "c", "-std=gnu11", "-DNDEBUG", "-Wall", "-Werror"},
			{"-x", "c", "-m32", "-Wall", "-Werror"},
			{"-x", "c++", "-std=c++17", "-Wall", "-Werror"},
			{"-x", "c++", "-std=c++98", "-Wall", "-Werror"},
		} {
			for _, s := range []string{src, src2} {
				args := append([]string{"-fsyntax-only", "-I", filepath.Join(dir, "inc")}, flags...)
				args = append(args, s)
				out, err := exec.Command(path, args...).CombinedOutput()
				if err != nil {
					t.Errorf("%s %s: %v\n%s", cc, strings.Join(args, " "), err, out)
				}
			}
		}
	}
	if !found {
		t.Skip("no C compiler")
	}
}
