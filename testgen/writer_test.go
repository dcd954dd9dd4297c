package testgen

import (
	"errors"
	"os"
	osexec "os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

func TestWriterFiles(t *testing.T) {
	tests := []struct {
		name  string
		opts  WriterOptions
		tests []*Test
		files []string
		stats WriterStats
	}{
		{
			name: "default",
			opts: DefaultWriterOptions(),
			tests: []*Test{
				{Args: []string{"p"}, Objects: []Object{{Name: "x", Bytes: []byte{1}}}, Outcome: Exit(0)},
				{Args: []string{"p"}, Outcome: Bug(&ErrorReport{Kind: KindDiv, Message: "division by zero"})},
				{Args: []string{"p"}, Outcome: Early("max-time")},
				{Args: []string{"p"}, Outcome: Bug(&ErrorReport{Kind: KindUser, Suffix: "mine", Message: "m"})},
			},
			files: []string{
				"test000001.json", "test000001.ktest",
				"test000002.div.err", "test000002.json", "test000002.ktest",
				"test000003.early", "test000003.json", "test000003.ktest",
				"test000004.json", "test000004.ktest", "test000004.mine.err",
			},
			stats: WriterStats{Tests: 4, Bugs: 2},
		},
		{
			name:  "ktest only",
			opts:  WriterOptions{KTest: true},
			tests: []*Test{{Outcome: Bug(&ErrorReport{Kind: KindAssert, Message: "a"})}},
			files: []string{"test000001.assert.err", "test000001.ktest"},
			stats: WriterStats{Tests: 1, Bugs: 1},
		},
		{
			name:  "json only",
			opts:  WriterOptions{JSON: true},
			tests: []*Test{{}},
			files: []string{"test000001.json"},
			stats: WriterStats{Tests: 1},
		},
		{
			name:  "no tests",
			opts:  WriterOptions{NoTests: true},
			tests: []*Test{{}, {Outcome: Bug(&ErrorReport{Kind: KindPtr})}},
			files: nil,
			stats: WriterStats{Tests: 2, Bugs: 1},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			w, err := NewWriter(dir, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			for i, test := range tc.tests {
				id, err := w.Write(test)
				if err != nil {
					t.Fatal(err)
				}
				if id != i+1 {
					t.Fatalf("id %d, want %d", id, i+1)
				}
			}
			if got := listDir(t, dir); !reflect.DeepEqual(got, tc.files) {
				t.Fatalf("files %v, want %v", got, tc.files)
			}
			if w.Stats() != tc.stats || w.Count() != tc.stats.Tests {
				t.Fatalf("stats %+v, want %+v", w.Stats(), tc.stats)
			}
		})
	}
}

func TestWriterFileContents(t *testing.T) {
	dir := t.TempDir()
	w, err := NewWriter(dir, DefaultWriterOptions())
	if err != nil {
		t.Fatal(err)
	}
	test := &Test{Args: []string{"prog", "x"}, Objects: []Object{{Name: "n", Bytes: []byte{5, 0, 0, 0}}},
		Outcome: Bug(&ErrorReport{Kind: KindAssert, Message: "ASSERTION FAIL: n < 5", File: "p.c", Line: 4,
			Stack: []Frame{{Func: "main", File: "p.c", Line: 4}}})}
	id, err := w.Write(test)
	if err != nil {
		t.Fatal(err)
	}
	kt, err := os.ReadFile(w.Path(id, "ktest"))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := MarshalKTest(test)
	if string(kt) != string(want) {
		t.Fatal(".ktest differs from MarshalKTest")
	}
	errText, err := os.ReadFile(w.Path(id, "assert.err"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(errText), "Error: ASSERTION FAIL: n < 5\nFile: p.c\nLine: 4\n") {
		t.Fatalf(".err = %q", errText)
	}
	for _, p := range []string{w.Path(id, "ktest"), w.Path(id, "json")} {
		back, err := LoadTest(p)
		if err != nil {
			t.Fatal(err)
		}
		if !sameTest(back, test) || !reflect.DeepEqual(back.Outcome, test.Outcome) {
			t.Fatalf("LoadTest(%s) = %+v %+v", p, back, back.Outcome)
		}
	}
}

func TestWriterConcurrent(t *testing.T) {
	dir := t.TempDir()
	w, err := NewWriter(dir, DefaultWriterOptions())
	if err != nil {
		t.Fatal(err)
	}
	const n = 64
	ids := make([]int, n)
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			id, err := w.Write(&Test{Objects: []Object{{Name: "i", Bytes: []byte{byte(i)}}}})
			if err != nil {
				t.Error(err)
			}
			ids[i] = id
		}()
	}
	wg.Wait()
	sort.Ints(ids)
	for i, id := range ids {
		if id != i+1 {
			t.Fatalf("ids not 1..%d: %v", n, ids)
		}
	}
	if got := len(listDir(t, dir)); got != 2*n {
		t.Fatalf("%d files, want %d (no temporary files left)", got, 2*n)
	}
	if w.Count() != n {
		t.Fatalf("Count() = %d", w.Count())
	}
}

func TestWriterErrors(t *testing.T) {
	if _, err := NewWriter(t.TempDir(), WriterOptions{}); err == nil {
		t.Error("zero options accepted")
	}
	if _, err := NewWriter(filepath.Join(t.TempDir(), "missing"), DefaultWriterOptions()); err == nil {
		t.Error("missing directory accepted")
	}
	file := filepath.Join(t.TempDir(), "f")
	os.WriteFile(file, nil, 0o644)
	if _, err := NewWriter(file, DefaultWriterOptions()); err == nil {
		t.Error("file accepted as directory")
	}

	dir := t.TempDir()
	w, err := NewWriter(dir, DefaultWriterOptions())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(&Test{Outcome: Outcome{Status: StatusUnknown}}); err == nil {
		t.Error("unknown outcome accepted")
	}
	if _, err := w.Write(&Test{Objects: []Object{{Name: "a\x00"}}}); err == nil {
		t.Error("invalid test accepted")
	}
	// A directory in the way of the .json file makes the write fail; the
	// test's .ktest must not be left behind.
	if err := os.Mkdir(filepath.Join(dir, "test000001.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	id, err := w.Write(&Test{})
	if err == nil || id != 1 {
		t.Fatalf("id %d err %v, want a failure of test 1", id, err)
	}
	if got := listDir(t, dir); !reflect.DeepEqual(got, []string{"test000001.json"}) {
		t.Fatalf("after a failed write: %v", got)
	}
	if s := w.Stats(); s.Failed != 1 || s.Tests != 0 {
		t.Fatalf("stats %+v", s)
	}
	// The next test gets the next id.
	if id, err := w.Write(&Test{}); err != nil || id != 2 {
		t.Fatalf("id %d err %v", id, err)
	}
}

func TestNewOutputDir(t *testing.T) {
	base := t.TempDir()
	for i, want := range []string{"symx-out-0", "symx-out-1"} {
		dir, err := NewOutputDir(base, "")
		if err != nil {
			t.Fatal(err)
		}
		if dir != filepath.Join(base, want) {
			t.Fatalf("%d: dir %s, want %s", i, dir, want)
		}
		target, err := os.Readlink(filepath.Join(base, LastLinkName))
		if err != nil || target != want {
			t.Fatalf("%d: symx-last -> %q (%v)", i, target, err)
		}
	}
	// The next number follows the largest existing one.
	os.Mkdir(filepath.Join(base, "symx-out-7"), 0o755)
	os.Mkdir(filepath.Join(base, "symx-out-x"), 0o755)
	dir, err := NewOutputDir(base, "")
	if err != nil || filepath.Base(dir) != "symx-out-8" {
		t.Fatalf("dir %s err %v", dir, err)
	}
	// A real directory named symx-last is left alone.
	base2 := t.TempDir()
	os.Mkdir(filepath.Join(base2, LastLinkName), 0o755)
	if _, err := NewOutputDir(base2, ""); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(filepath.Join(base2, LastLinkName)); err != nil || !fi.IsDir() {
		t.Fatal("symx-last directory replaced")
	}
	if _, err := NewOutputDir(filepath.Join(base, "missing"), ""); err == nil {
		t.Fatal("missing base accepted")
	}
}

func TestNewOutputDirExplicit(t *testing.T) {
	base := t.TempDir()
	nonEmpty := filepath.Join(base, "full")
	os.Mkdir(nonEmpty, 0o755)
	os.WriteFile(filepath.Join(nonEmpty, "x"), nil, 0o644)
	empty := filepath.Join(base, "empty")
	os.Mkdir(empty, 0o755)
	file := filepath.Join(base, "file")
	os.WriteFile(file, nil, 0o644)
	tests := []struct {
		name, dir, errPart string
	}{
		{"new", filepath.Join(base, "a", "b"), ""},
		{"existing empty", empty, ""},
		{"non-empty", nonEmpty, "not empty"},
		{"file", file, "not a directory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := NewOutputDir("ignored", tc.dir)
			if tc.errPart != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errPart) {
					t.Fatalf("err = %v, want %q", err, tc.errPart)
				}
				return
			}
			if err != nil || got != tc.dir {
				t.Fatalf("got %s err %v", got, err)
			}
			if fi, err := os.Stat(got); err != nil || !fi.IsDir() {
				t.Fatal("not created")
			}
		})
	}
}

func TestLoadTest(t *testing.T) {
	dir := t.TempDir()
	kt, _ := MarshalKTest(&Test{Args: []string{"p"}, Objects: []Object{{Name: "x", Bytes: []byte{1}}}})
	write := func(name, data string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// As KLEE leaves them: ktest files plus .err / .early for some.
	write("test000001.ktest", string(kt))
	write("test000002.ktest", string(kt))
	write("test000002.div.err", "Error: divide by zero\nFile: p.c\nLine: 3\nStack: \n\t#000000010 in main() at p.c:3\n")
	write("test000003.ktest", string(kt))
	write("test000003.early", "max-time\n")
	write("test000004.ktest", string(kt))
	write("test000004.custom.err", "Error: custom\n")
	write("test000005.ktest", "KTEST")
	write("test000006.ktest", string(kt))
	write("test000006.ptr.err", "garbage")
	write("test000007.ktest", string(kt))
	write("test000007.json", `{"objects":[],"outcome":{"status":"exit","exit_code":3}}`)
	write("test000008.json", `{"objects":[{"name":"y","bytes":[2]}],"outcome":{"status":"exit","exit_code":4}}`)
	write("test000009.ktest", string(kt))
	write("test000009.json", `{`)
	write("test0000010.ktest", string(kt))
	write("test000001.div.err", "Error: wrong test\n") // different stem length: test0000010 must not pick it

	tests := []struct {
		file    string
		want    Outcome
		errPart string
	}{
		{file: "test000001.ktest", want: Bug(&ErrorReport{Kind: KindDiv, Message: "wrong test"})},
		{file: "test000002.ktest", want: Bug(&ErrorReport{Kind: KindDiv, Message: "divide by zero", File: "p.c", Line: 3,
			Stack: []Frame{{Func: "main", File: "p.c", Line: 3, AssemblyLine: 10}}})},
		{file: "test000003.ktest", want: Early("max-time")},
		{file: "test000004.ktest", want: Bug(&ErrorReport{Kind: KindUser, Suffix: "custom", Message: "custom"})},
		{file: "test000005.ktest", errPart: "malformed ktest"},
		{file: "test000006.ktest", errPart: "malformed error report"},
		{file: "test000007.ktest", want: Exit(3)},
		{file: "test000008.json", want: Exit(4)},
		{file: "test000009.ktest", errPart: "malformed json"},
		{file: "test0000010.ktest", want: Outcome{Status: StatusUnknown}},
		{file: "missing.ktest", errPart: "no such file"},
		{file: "test000002.div.err", errPart: "not a .ktest or .json"},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			got, err := LoadTest(filepath.Join(dir, tc.file))
			if tc.errPart != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errPart) {
					t.Fatalf("err = %v, want %q", err, tc.errPart)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Outcome, tc.want) {
				t.Fatalf("outcome %+v (%+v), want %+v (%+v)", got.Outcome, got.Outcome.Error, tc.want, tc.want.Error)
			}
			if len(got.Objects) != 1 {
				t.Fatalf("objects %+v", got.Objects)
			}
		})
	}
}

func TestListTests(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{
		"test000002.json", "test000002.ktest", "test000010.ktest", "test000001.json",
		"test000003.div.err", "info", "test000004.early", ".test000005.ktest.tmp123",
	} {
		os.WriteFile(filepath.Join(dir, name), nil, 0o644)
	}
	os.Mkdir(filepath.Join(dir, "test000006.ktest"), 0o755)
	got, err := ListTests(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range got {
		names = append(names, filepath.Base(p))
	}
	want := []string{"test000001.json", "test000002.ktest", "test000010.ktest"}
	if !reflect.DeepEqual(names, want) {
		t.Fatalf("ListTests = %v, want %v", names, want)
	}
	if _, err := ListTests(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("missing dir accepted")
	}
}

// TestWriteAllFullDisk writes to /dev/full, which fails every write with
// ENOSPC as a full disk does: a clean error, not a panic on n = -1.
func TestWriteAllFullDisk(t *testing.T) {
	fd, err := syscall.Open("/dev/full", syscall.O_WRONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		t.Skipf("no /dev/full: %v", err)
	}
	defer syscall.Close(fd)
	if err := writeAll(fd, []byte("data")); err != syscall.ENOSPC {
		t.Fatalf("writeAll on /dev/full: %v, want ENOSPC", err)
	}
}

// TestWriterDiskFull injects a disk that fills up after three files: the
// test being written fails with the disk's error and leaves no file, the
// tests written before stay whole.
func TestWriterDiskFull(t *testing.T) {
	dir := t.TempDir()
	files := 0
	opts := DefaultWriterOptions()
	opts.WriteFile = func(dir, path string, data []byte) error {
		if files++; files > 3 {
			return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
		}
		return writeFile(dir, path, data)
	}
	w, err := NewWriter(dir, opts)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(&Test{}); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(&Test{}); !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("second test: %v, want ENOSPC", err)
	}
	if got, want := listDir(t, dir), []string{"test000001.json", "test000001.ktest"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("files %v, want %v", got, want)
	}
	if _, err := LoadTest(filepath.Join(dir, "test000001.ktest")); err != nil {
		t.Fatal(err)
	}
}

// TestWriteFileMethods writes through both methods and reads back.
func TestWriteFileMethods(t *testing.T) {
	for name, f := range map[string]func(dir, path string, data []byte) error{
		"default": writeFile,
		"rename":  func(_, path string, data []byte) error { return writeRenamed(path, data) },
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, "test000001.ktest")
		if err := f(dir, path, []byte("hello")); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if b, err := os.ReadFile(path); err != nil || string(b) != "hello" {
			t.Fatalf("%s: read %q, %v", name, b, err)
		}
		if got := listDir(t, dir); !reflect.DeepEqual(got, []string{"test000001.ktest"}) {
			t.Fatalf("%s: files %v", name, got)
		}
		fi, _ := os.Stat(path)
		if fi.Mode().Perm()&0o444 != 0o444 {
			t.Fatalf("%s: mode %v", name, fi.Mode())
		}
	}
}

// TestWriterSIGKILL kills a process writing large test files and checks
// that every file it left is whole: no empty or truncated test.
func TestWriterSIGKILL(t *testing.T) {
	if dir := os.Getenv("SYMX_WRITER_CHILD"); dir != "" {
		w, err := NewWriter(dir, WriterOptions{KTest: true})
		if err != nil {
			os.Exit(3)
		}
		big := &Test{Objects: []Object{{Name: "x", Bytes: make([]byte, 4<<20)}}}
		for {
			w.Write(big)
		}
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := osexec.Command(exe, "-test.run=^TestWriterSIGKILL$")
	cmd.Env = append(os.Environ(), "SYMX_WRITER_CHILD="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Kill it once a few files exist, while it writes the next.
	for start := time.Now(); time.Since(start) < 20*time.Second; time.Sleep(5 * time.Millisecond) {
		if ents, _ := os.ReadDir(dir); len(ents) >= 3 {
			break
		}
	}
	cmd.Process.Kill()
	cmd.Wait()
	paths, err := ListTests(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("the child wrote no test")
	}
	for _, p := range paths {
		if _, err := LoadTest(p); err != nil {
			t.Errorf("after SIGKILL: %v", err)
		}
	}
}
