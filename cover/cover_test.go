package cover

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/symx/symx/testgen"
)

// needTools skips the test unless the compiler and its gcov are installed.
func needTools(t *testing.T, cc, gcov string) {
	t.Helper()
	for _, tool := range []string{cc, gcov} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
}

// writeTests writes one .ktest per value of x into a new directory, as
// hand-written tests of testdata/classify.c, and returns their paths by
// value.
func writeTests(t *testing.T, xs ...int32) map[int32]string {
	t.Helper()
	dir := t.TempDir()
	paths := map[int32]string{}
	for i, x := range xs {
		b := make([]byte, 4)
		binary.LittleEndian.PutUint32(b, uint32(x))
		test := &testgen.Test{Args: []string{"classify.c"}, Objects: []testgen.Object{{Name: "x", Bytes: b}}}
		data, err := testgen.MarshalKTest(test)
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, testgen.Name(i+1)+".ktest")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths[x] = p
	}
	return paths
}

// classify.c has 15 executable lines (gcc) and five two-way branches:
// x<0, x==0, x>100 in classify, x==42 (abort) and x==7 (SIGSEGV) in main.
func TestMeasureGCC(t *testing.T) {
	needTools(t, "gcc", "gcov")
	tests := writeTests(t, -3, 0, 5, 200, 42, 7)
	cases := []struct {
		name     string
		xs       []int32
		lines    Counts
		branches Counts
		lost     []int32
		covered  []int // lines executed
	}{
		{"no tests", nil, Counts{0, 15}, Counts{0, 10}, nil, nil},
		{"one path", []int32{5}, Counts{10, 15}, Counts{5, 10}, nil,
			[]int{5, 6, 8, 10, 12, 15, 17, 18, 20, 22}},
		{"all of classify", []int32{-3, 0, 5, 200}, Counts{13, 15}, Counts{8, 10}, nil,
			[]int{5, 6, 7, 8, 9, 10, 11, 12, 15, 17, 18, 20, 22}},
		{"abort dumps", []int32{42}, Counts{4, 15}, Counts{1, 10}, nil,
			[]int{15, 17, 18, 19}},
		{"segfault lost", []int32{7}, Counts{0, 15}, Counts{0, 10}, []int32{7}, nil},
		{"everything", []int32{-3, 0, 5, 200, 42, 7}, Counts{14, 15}, Counts{9, 10}, []int32{7},
			[]int{5, 6, 7, 8, 9, 10, 11, 12, 15, 17, 18, 19, 20, 22}},
	}
	src := filepath.Join("testdata", "classify.c")
	abs, _ := filepath.Abs(src)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var paths, lost []string
			for _, x := range c.xs {
				paths = append(paths, tests[x])
			}
			for _, x := range c.lost {
				lost = append(lost, tests[x])
			}
			rep, err := Measure(context.Background(), src, paths, Options{Compiler: "gcc"})
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Files) != 1 || rep.Files[0].Path != abs {
				t.Fatalf("files = %+v, want only %s", rep.Files, abs)
			}
			f := rep.Files[0]
			if f.Lines != c.lines || f.Branches != c.branches || rep.Lines != c.lines || rep.Branches != c.branches {
				t.Errorf("lines %v branches %v (total %v %v), want %v %v", f.Lines, f.Branches, rep.Lines, rep.Branches, c.lines, c.branches)
			}
			if rep.Tests != len(c.xs) {
				t.Errorf("Tests = %d, want %d", rep.Tests, len(c.xs))
			}
			if !reflect.DeepEqual(rep.Lost, lost) {
				t.Errorf("Lost = %v, want %v", rep.Lost, lost)
			}
			var covered []int
			for _, l := range f.LineData {
				if l.Count > 0 {
					covered = append(covered, l.Number)
				}
			}
			if !reflect.DeepEqual(covered, c.covered) {
				t.Errorf("covered lines %v, want %v", covered, c.covered)
			}
			if filepath.Base(rep.Gcov) != "gcov" && !strings.HasPrefix(filepath.Base(rep.Gcov), "x86_64-linux-gnu-gcov") {
				t.Logf("gcov used: %s", rep.Gcov)
			}
		})
	}
}

// TestMeasureNoLeak checks that one measurement's data does not carry into
// the next, and that output directories (with .json-only tests) work.
func TestMeasureNoLeak(t *testing.T) {
	needTools(t, "gcc", "gcov")
	src := filepath.Join("testdata", "classify.c")
	out := t.TempDir()
	w, err := testgen.NewWriter(out, testgen.WriterOptions{JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []int32{-3, 0} {
		b := binary.LittleEndian.AppendUint32(nil, uint32(x))
		if _, err := w.Write(&testgen.Test{Args: []string{"classify.c"}, Objects: []testgen.Object{{Name: "x", Bytes: b}},
			Outcome: testgen.Exit(int(x>>31) + 1)}); err != nil {
			t.Fatal(err)
		}
	}
	// Twice the same measurement: identical counts, not doubled.
	var reps []*Report
	for range 2 {
		rep, err := Measure(context.Background(), src, []string{out}, Options{Jobs: 2}) // gcc by default
		if err != nil {
			t.Fatal(err)
		}
		reps = append(reps, rep)
	}
	if filepath.Base(reps[0].Compiler) != "gcc" {
		t.Errorf("default compiler %s, want gcc", reps[0].Compiler)
	}
	if !reflect.DeepEqual(reps[0], reps[1]) {
		t.Errorf("second measurement differs:\n%+v\n%+v", reps[0], reps[1])
	}
	// lines 5,6,7 (x<0), 8,9 (x==0), 15,17,18,20,22 of main.
	if rep := reps[1]; rep.Tests != 2 || rep.Lines != (Counts{10, 15}) || rep.Branches != (Counts{5, 10}) {
		t.Errorf("tests %d lines %v branches %v, want 2 {10 15} {5 10}", rep.Tests, rep.Lines, rep.Branches)
	}
	for _, l := range reps[1].Files[0].LineData {
		if l.Number == 6 && l.Count != 2 || l.Number == 7 && l.Count != 1 {
			t.Errorf("line %d executed %d times", l.Number, l.Count)
		}
	}
}

// With clang the counts come from llvm-cov gcov's text output. Clang
// counts 16 lines (classify's closing brace too) and 12 branches (abort()
// is followed by the trap of -fsanitize=unreachable, whose check gcov
// shows as two branches). A run that aborts loses its data under clang.
func TestMeasureClang(t *testing.T) {
	needTools(t, "clang-14", "llvm-cov-14")
	tests := writeTests(t, -3, 0, 5, 200, 42, 7)
	var paths []string
	for _, x := range []int32{-3, 0, 5, 200, 42, 7} {
		paths = append(paths, tests[x])
	}
	rep, err := Measure(context.Background(), filepath.Join("testdata", "classify.c"), paths, Options{Compiler: "clang-14"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rep.Gcov, "llvm-cov-14 gcov") {
		t.Errorf("gcov = %q, want llvm-cov-14 gcov", rep.Gcov)
	}
	if len(rep.Files) != 1 {
		t.Fatalf("files = %+v", rep.Files)
	}
	var uncovered []int
	for _, l := range rep.Files[0].LineData {
		if l.Count == 0 {
			uncovered = append(uncovered, l.Number)
		}
	}
	if !reflect.DeepEqual(uncovered, []int{19, 21}) || rep.Lines != (Counts{14, 16}) || rep.Branches != (Counts{8, 12}) {
		t.Errorf("uncovered lines %v, lines %v, branches %v; want [19 21], {14 16}, {8 12}", uncovered, rep.Lines, rep.Branches)
	}
	if want := []string{tests[42], tests[7]}; !reflect.DeepEqual(rep.Lost, want) {
		t.Errorf("Lost = %v, want %v", rep.Lost, want)
	}
}

func TestMeasureErrors(t *testing.T) {
	needTools(t, "gcc", "gcov")
	ctx := context.Background()
	src := filepath.Join("testdata", "classify.c")
	bad := filepath.Join(t.TempDir(), "bad.ktest")
	os.WriteFile(bad, []byte("not a ktest"), 0o644)
	broken := filepath.Join(t.TempDir(), "broken.c")
	os.WriteFile(broken, []byte("int main(void) { return }\n"), 0o644)
	cases := []struct {
		name  string
		src   string
		tests []string
		opts  Options
		want  string
	}{
		{"missing test", src, []string{"nonexistent.ktest"}, Options{}, "nonexistent.ktest: no such file"},
		{"malformed test", src, []string{bad}, Options{}, "bad.ktest"},
		{"compile error", broken, nil, Options{}, "building " + broken},
		{"missing source", "nonexistent.c", nil, Options{}, "nonexistent.c"},
		{"unknown compiler", src, nil, Options{Compiler: "no-such-cc"}, "compiler no-such-cc"},
		{"unknown gcov", src, nil, Options{Gcov: "no-such-gcov"}, "gcov no-such-gcov"},
	}
	if _, err := exec.LookPath("llvm-cov-14"); err == nil {
		cases = append(cases, struct {
			name  string
			src   string
			tests []string
			opts  Options
			want  string
		}{"gcov of another compiler", src, nil, Options{Compiler: "gcc", Gcov: "llvm-cov-14 gcov"}, "reported no source files (is it the gcov of gcc?)"})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Measure(ctx, c.src, c.tests, c.opts)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want it to mention %q", err, c.want)
			}
		})
	}
}

func TestParseGcovJSON(t *testing.T) {
	in := `{"gcc_version": "12.2.0", "files": [{"lines": [{"branches": [], "count": 2, "line_number": 2, "unexecuted_block": false, "function_name": "f"}, {"branches": [{"fallthrough": true, "count": 0, "throw": false}, {"fallthrough": false, "count": 2, "throw": false}], "count": 2, "line_number": 3, "unexecuted_block": true, "function_name": "f"}, {"branches": [], "count": 0, "line_number": 4, "unexecuted_block": true, "function_name": "f"}], "functions": [], "file": "p.c"}], "format_version": "1", "current_working_directory": "/tmp/x", "data_file": "p.gcda"}
{"gcc_version": "12.2.0", "files": [{"lines": [{"branches": [], "count": 1, "line_number": 1, "function_name": "g"}], "file": "/abs/q.h"}], "format_version": "1", "current_working_directory": "/tmp/x"}
`
	got, err := parseGcovJSON([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []gcovFile{
		{"/tmp/x/p.c", []Line{{2, 2, nil}, {3, 2, []uint64{0, 2}}, {4, 0, nil}}},
		{"/abs/q.h", []Line{{1, 1, nil}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if _, err := parseGcovJSON([]byte(`{"files": [`)); err == nil {
		t.Error("truncated JSON accepted")
	}
}

func TestParseGcovText(t *testing.T) {
	in := `        -:    0:Source:p.c
        -:    0:Graph:p.gcno
        -:    0:Data:p.gcda
        -:    0:Runs:1
        -:    1:#include <stdio.h>
function f called 1 returned 100% blocks executed 44%
        1:    2:int f(int x){
        1:    3:  if (x > 3 && x < 10)
branch  0 taken 1
branch  1 taken 0
branch  2 taken 0
branch  3 taken 1
    #####:    4:    return 1;
       1*:    5:  switch (x) { case 0: return 5; default: break; }
branch  0 never executed
branch  1 taken 1 (fallthrough)
call    0 returned 1
        -:    6:}
        -:    0:Source:/abs/h.c
    =====:    1:int g(void) { return 0; }
`
	got, err := parseGcovText([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []gcovFile{
		{"p.c", []Line{{2, 1, nil}, {3, 1, []uint64{1, 0, 0, 1}}, {4, 0, nil}, {5, 1, []uint64{0, 1}}}},
		{"/abs/h.c", []Line{{1, 0, nil}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	for _, bad := range []string{
		"        1:    2:x\n",                                                  // no Source header
		"        -:    0:Source:p.c\n        x:    2:y\n",                      // bad count
		"        -:    0:Source:p.c\n        1:    2:y\nbranch  0 taken 50%\n", // percentages, not -c
	} {
		if _, err := parseGcovText([]byte(bad)); err == nil {
			t.Errorf("accepted %q", bad)
		}
	}
}

func TestMergeFiles(t *testing.T) {
	in := []gcovFile{
		// two functions on line 3 of a.c
		{"/a.c", []Line{{1, 1, []uint64{1, 0}}, {3, 1, []uint64{1, 1}}, {3, 0, []uint64{0, 0}}}},
		{"/usr/include/x.h", []Line{{1, 5, nil}}},
		// a header compiled into two sources
		{"/h.h", []Line{{2, 1, []uint64{1, 0}}}},
		{"/h.h", []Line{{2, 3, []uint64{0, 3}}, {4, 0, nil}}},
	}
	got := mergeFiles(in, func(p string) bool { return !strings.HasPrefix(p, "/usr/") })
	want := []File{
		{"/a.c", Counts{2, 2}, Counts{3, 6}, []Line{{1, 1, []uint64{1, 0}}, {3, 1, []uint64{1, 1, 0, 0}}}},
		{"/h.h", Counts{1, 2}, Counts{2, 2}, []Line{{2, 4, []uint64{1, 3}}, {4, 0, nil}}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

func TestVersionMatches(t *testing.T) {
	cases := []struct {
		out, version string
		want         bool
	}{
		{"gcov (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright", "12.2.0", true},
		{"gcov (GCC) 13.1.0", "12.2.0", false},
		{"gcov (GCC) 12.2.01", "12.2.0", false},
		{"Debian LLVM version 14.0.6\n  Optimized build.", "14.0.6", true},
		{"LLVM version 15.0.0", "14.0.6", false},
	}
	for _, c := range cases {
		if got := versionMatches(c.out, c.version); got != c.want {
			t.Errorf("versionMatches(%q, %q) = %v", c.out, c.version, got)
		}
	}
}

func sampleReport(t *testing.T) *Report {
	t.Helper()
	dir := t.TempDir()
	a := filepath.Join(dir, "a.c")
	os.WriteFile(a, []byte("int f(int x) {\n\tif (x)\n\t\treturn 1;\n\treturn x < 0 && x > -5;\n}\n"), 0o644)
	b := filepath.Join(dir, "b.h")
	os.WriteFile(b, []byte("static int g(void) { return 2; }\n"), 0o644)
	files := mergeFiles([]gcovFile{
		{a, []Line{{1, 3, nil}, {2, 3, []uint64{2, 1}}, {3, 2, nil}, {4, 1, []uint64{1, 0, 0, 0}}}},
		{b, []Line{{1, 0, nil}}},
	}, func(string) bool { return true })
	rep := &Report{Source: a, Tests: 3, Files: files}
	for _, f := range files {
		rep.Lines = rep.Lines.add(f.Lines)
		rep.Branches = rep.Branches.add(f.Branches)
	}
	return rep
}

func TestWriteText(t *testing.T) {
	rep := sampleReport(t)
	var buf bytes.Buffer
	if err := rep.WriteText(&buf, filepath.Base); err != nil {
		t.Fatal(err)
	}
	want := `File    Lines           Branches
a.c     100.00% (4/4)    50.00% (3/6)
b.h       0.00% (0/1)         - (0/0)
Total    80.00% (4/5)    50.00% (3/6)
`
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
}

func TestReportJSON(t *testing.T) {
	rep := sampleReport(t)
	b, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var back struct {
		Lines struct {
			Covered, Total int
			Percent        float64
		}
		Files []struct {
			File     string
			LineData []Line `json:"line_data"`
		}
	}
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back.Lines.Covered != 4 || back.Lines.Total != 5 || back.Lines.Percent != 80 {
		t.Errorf("lines = %+v", back.Lines)
	}
	if len(back.Files) != 2 || !reflect.DeepEqual(back.Files[0].LineData, rep.Files[0].LineData) {
		t.Errorf("files = %+v", back.Files)
	}
}

func TestWriteHTML(t *testing.T) {
	rep := sampleReport(t)
	var buf bytes.Buffer
	if err := rep.WriteHTML(&buf, filepath.Base); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	// Standalone: no external stylesheets, scripts or images.
	for _, ext := range []string{"<link", "<script", "src=", "http"} {
		if strings.Contains(page, ext) {
			t.Errorf("page contains %q", ext)
		}
	}
	// Well-formed enough for an XML parser (the template closes every tag).
	d := xml.NewDecoder(strings.NewReader(strings.Replace(page, "<!DOCTYPE html>", "", 1)))
	d.Strict, d.AutoClose, d.Entity = false, xml.HTMLAutoClose, xml.HTMLEntity
	for {
		if _, err := d.Token(); err != nil {
			if !errors.Is(err, io.EOF) {
				t.Fatalf("page does not parse: %v", err)
			}
			break
		}
	}
	for _, want := range []string{
		`<tr class="cov"><td class="num">2</td><td class="cnt">3</td><td class="br">2/2</td><td class="code">	if (x)</td></tr>`,
		`<tr class="cov"><td class="num">4</td><td class="cnt">1</td><td class="br part">1/4</td><td class="code">	return x &lt; 0 &amp;&amp; x &gt; -5;</td></tr>`,
		`<tr><td class="num">5</td><td class="cnt"></td><td class="br"></td><td class="code">}</td></tr>`,
		`<tr class="unc"><td class="num">1</td><td class="cnt">0</td><td class="br"></td><td class="code">static int g(void) { return 2; }</td></tr>`,
		`b.h &mdash; lines 0.00% (0/1), branches - (0/0)`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %s", want)
		}
	}
	rep.Files[0].Path = filepath.Join(t.TempDir(), "gone.c")
	if err := rep.WriteHTML(&buf, nil); err == nil || !strings.Contains(err.Error(), "gone.c") {
		t.Errorf("missing source: err = %v", err)
	}
}

// The program's own headers are reported; symx's and the system's are not.
func TestMeasureHeaders(t *testing.T) {
	needTools(t, "gcc", "gcov")
	dir := t.TempDir()
	test := filepath.Join(dir, "test000001.ktest")
	data, err := testgen.MarshalKTest(&testgen.Test{Args: []string{"withheader.c"},
		Objects: []testgen.Object{{Name: "x", Bytes: []byte{3, 0, 0, 0}}}})
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(test, data, 0o644)
	rep, err := Measure(context.Background(), filepath.Join("testdata", "withheader.c"), []string{dir}, Options{Compiler: "gcc"})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range rep.Files {
		names = append(names, filepath.Base(f.Path))
	}
	if !reflect.DeepEqual(names, []string{"helper.h", "withheader.c"}) {
		t.Fatalf("files %v, want [helper.h withheader.c]", names)
	}
	h := rep.Files[0]
	if h.Lines != (Counts{3, 4}) || h.Branches != (Counts{1, 2}) {
		t.Errorf("helper.h: lines %v branches %v, want {3 4} {1 2}", h.Lines, h.Branches)
	}
	if rep.Lines != h.Lines.add(rep.Files[1].Lines) {
		t.Errorf("total lines %v", rep.Lines)
	}
}

// TestMeasurePOSIXAsModelUser: run as root, a test of the POSIX runtime
// runs as the model's user, whose data the measurement still reads: the
// line only the model's user reaches is covered, root's is not.
func TestMeasurePOSIXAsModelUser(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("not root: the tests run as the caller")
	}
	needTools(t, "gcc", "gcov")
	if _, err := exec.LookPath("unshare"); err != nil {
		t.Skip("no unshare")
	}
	dir := t.TempDir()
	// A private TMPDIR (a test harness's, a user's) is not where the
	// model's user can reach a binary.
	t.Setenv("TMPDIR", t.TempDir())
	src := filepath.Join(dir, "who.c")
	prog := "#include <unistd.h>\nint main(void) {\n  if (getuid() == 65000)\n    return 0;\n  return 1;\n}\n"
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	test := filepath.Join(dir, "test000001.json")
	f, err := os.Create(test)
	if err != nil {
		t.Fatal(err)
	}
	model := testgen.Object{Name: "model_version", Bytes: []byte{1, 0, 0, 0}}
	if err := testgen.WriteJSON(f, &testgen.Test{Args: []string{"who", "--sym-stdin", "1"}, Outcome: testgen.Exit(0),
		Objects: []testgen.Object{{Name: "stdin", Bytes: []byte{0}}, {Name: "stdin_stat", Bytes: make([]byte, 144)}, model}}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	rep, err := Measure(context.Background(), src, []string{test}, Options{Compiler: "gcc"})
	if err != nil {
		t.Fatal(err)
	}
	counts := map[int]uint64{}
	for _, l := range rep.Files[0].LineData {
		counts[l.Number] = l.Count
	}
	if counts[4] != 1 || counts[5] != 0 {
		t.Errorf("line 4 (the model's user) run %d times, line 5 (root) %d; want 1 and 0", counts[4], counts[5])
	}
}

// TestKeep: --include's patterns match a tail of the path, whole or up
// to a directory; the totals are summed again over the files kept.
func TestKeep(t *testing.T) {
	files := []File{
		{Path: "/b/cov/src/cut.c", Lines: Counts{Covered: 5, Total: 10}, Branches: Counts{Covered: 2, Total: 4}},
		{Path: "/b/cov/src/lib/x.c", Lines: Counts{Covered: 1, Total: 2}, Branches: Counts{Covered: 0, Total: 2}},
		{Path: "/b/cov/lib/xalloc.c", Lines: Counts{Covered: 3, Total: 3}, Branches: Counts{Covered: 1, Total: 1}},
	}
	for _, tc := range []struct {
		patterns []string
		want     []string // base names kept; nil: an error
		lines    int
	}{
		{nil, []string{"cut.c", "x.c", "xalloc.c"}, 15},
		{[]string{"src"}, []string{"cut.c", "x.c"}, 12},
		{[]string{"src/*.c"}, []string{"cut.c"}, 10},
		{[]string{"cut.c", "lib"}, []string{"cut.c", "x.c", "xalloc.c"}, 15},
		{[]string{"cov/lib/*"}, []string{"xalloc.c"}, 3},
		{[]string{"src", "gnulib"}, nil, 0},
	} {
		r := &Report{Files: slices.Clone(files)}
		err := r.Keep(tc.patterns)
		if tc.want == nil {
			if err == nil {
				t.Errorf("%v: no error", tc.patterns)
			}
			continue
		}
		var got []string
		for _, f := range r.Files {
			got = append(got, filepath.Base(f.Path))
		}
		if err != nil || !slices.Equal(got, tc.want) || (tc.patterns != nil && r.Lines.Total != tc.lines) {
			t.Errorf("%v: kept %v (%d lines), %v; want %v (%d lines)", tc.patterns, got, r.Lines.Total, err, tc.want, tc.lines)
		}
	}
}
