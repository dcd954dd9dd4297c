package replay

import (
	"context"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/symx/symx/testgen"
)

// TestReplaySuiteProgress: Progress sees every test file, unreadable ones
// included, counted up to the total.
func TestReplaySuiteProgress(t *testing.T) {
	if len(compilers()) == 0 {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	w, err := testgen.NewWriter(dir, testgen.WriterOptions{JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []int32{1, 2, 3} {
		// mode 0 exits with x (see testdata/bugs.c).
		if _, err := w.Write(&testgen.Test{Args: []string{"bugs"}, Objects: []testgen.Object{i32("mode", 0), i32("x", x)}, Outcome: testgen.Exit(int(x))}); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "test000004.json"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var got [][2]int
	opts := SuiteOptions{Progress: func(done, total int) { got = append(got, [2]int{done, total}) }}
	if _, err := ReplaySuite(context.Background(), "testdata/bugs.c", []string{dir}, opts); err != nil {
		t.Fatal(err)
	}
	if want := [][2]int{{1, 4}, {2, 4}, {3, 4}, {4, 4}}; !slices.Equal(got, want) {
		t.Errorf("progress %v, want %v", got, want)
	}
}

// TestReplaySuiteAsModelUser: run as root, ReplaySuite replays a POSIX
// test as the model's user, its symbolic file that user's with the
// test's mode, as symx's model saw them (as root the program saw uid 0
// and a file of mode 0644).
func TestReplaySuiteAsModelUser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: the replay runs as the caller")
	}
	if _, err := exec.LookPath("unshare"); err != nil || len(compilers()) == 0 {
		t.Skip("no unshare or no C compiler")
	}
	dir := t.TempDir()
	// A private TMPDIR (a test harness's, a user's) is not where the
	// model's user can reach a binary.
	t.Setenv("TMPDIR", t.TempDir())
	src := filepath.Join(dir, "who.c")
	prog := `#include <sys/stat.h>
#include <unistd.h>
int main(void) {
  struct stat st;
  if (stat("A", &st))
    return 3;
  return (getuid() == 65000 ? 0 : 1) + ((st.st_mode & 0777) == 0755 ? 0 : 2);
}
`
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	st := make([]byte, 144)
	binary.LittleEndian.PutUint32(st[24:], 0o100755)
	binary.LittleEndian.PutUint32(st[28:], 65000)
	binary.LittleEndian.PutUint32(st[32:], 65000)
	test := &testgen.Test{Args: []string{"who", "--sym-files", "1", "8"}, Outcome: testgen.Exit(0),
		Objects: []testgen.Object{{Name: "A_data", Bytes: make([]byte, 8)}, {Name: "A_data_stat", Bytes: st}, i32("model_version", 1)}}
	out := filepath.Join(dir, "out")
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	w, err := testgen.NewWriter(out, testgen.WriterOptions{JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(test); err != nil {
		t.Fatal(err)
	}
	rs, err := ReplaySuite(context.Background(), src, []string{out}, SuiteOptions{Run: RunOptions{Timeout: generous}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 1 || rs[0].Err != nil || rs[0].Verdict.Result != Reproduced {
		t.Fatalf("results %+v, want the one test reproduced", rs)
	}
}
