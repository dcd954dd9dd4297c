package run

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// libcSource is the directory the C library's debug locations name
// (irgen.SourcePath).
const libcSource = "runtime/libc/csrc/"

// The programs of testdata/ check symx against KLEE's conventions and
// against native runs, with the modeled C library linked. Their comments
// say what to expect:
//
//	// want: completed N partial M   path counts (derived in the comment)
//	// want: names A B ...           every test's objects, in order
//	// exhaustive N                  run natively (ASan build) on every value
//	                                 0..N-1 of the one input byte (the
//	                                 program assumes it is below N): the
//	                                 outcomes must be those of symx's tests
//	... // bug: KIND                 one test reports a KIND bug at this line
//	... // bug: KIND in FUNC         one test reports a KIND bug inside the
//	                                 C library's FUNC, called at this line
//
// Every bug a run reports must be marked, and every test must replay
// natively with its outcome.
type libSpec struct {
	completed, partial uint64
	specified          bool // the file has a "want: completed" line
	names              []string
	exhaustive         int // values of the input byte; 0: no comparison
	bugs               map[libBug]bool
}

// libBug is a bug as a test's error report shows it: the kind, the
// library function it is in ("" for the program's own code) and the
// program's line.
type libBug struct {
	kind, fn string
	line     int
}

func parseLibSpec(t *testing.T, path string) *libSpec {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sp := &libSpec{bugs: map[libBug]bool{}}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if i := strings.Index(text, "// bug: "); i >= 0 {
			kind, fn, _ := strings.Cut(strings.TrimSpace(text[i+len("// bug: "):]), " in ")
			sp.bugs[libBug{kind, fn, line}] = true
			continue
		}
		switch rest, _ := strings.CutPrefix(text, "// "); {
		case strings.HasPrefix(rest, "exhaustive "):
			sp.exhaustive, _ = strconv.Atoi(strings.TrimPrefix(rest, "exhaustive "))
		case strings.HasPrefix(rest, "want: names "):
			sp.names = strings.Fields(strings.TrimPrefix(rest, "want: names "))
		case strings.HasPrefix(rest, "want: completed "):
			if _, err := fmt.Sscanf(rest, "want: completed %d partial %d", &sp.completed, &sp.partial); err != nil {
				t.Fatalf("%s:%d: %v", path, line, err)
			}
			sp.specified = true
		}
	}
	return sp
}

// TestLibraryAndKLEEConventions: duplicate object names (kept, as KLEE
// keeps them), klee_make_symbolic on part of an object (a user error, as
// in KLEE), bugs inside the C library (reported at the library's line
// with the call site in the stack, one test per call site), symbolic
// memcpy/memset lengths and pointers (run through the library's loops,
// not concretized) and an index running from one object into another (an
// out-of-bounds error, as natively under ASan).
func TestLibraryAndKLEEConventions(t *testing.T) {
	if _, err := replay.FindCompiler(); err != nil {
		testutil.SkipMissing(t, "no C compiler: %v", err)
	}
	files, err := filepath.Glob("testdata/*.c")
	if err != nil || len(files) == 0 {
		t.Fatal("no test programs", err)
	}
	for _, src := range files {
		src, err := filepath.Abs(src) // as the reports name it
		if err != nil {
			t.Fatal(err)
		}
		t.Run(strings.TrimSuffix(filepath.Base(src), ".c"), func(t *testing.T) {
			t.Parallel()
			sp := parseLibSpec(t, src)
			if !sp.specified {
				t.Skip("no want: line (the program belongs to another test)")
			}
			out := filepath.Join(t.TempDir(), "out")
			res, err := Run(context.Background(), Config{Input: src, OutputDir: out, Search: []string{"dfs"}, MaxTime: time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if res.Completed != sp.completed || res.Partial != sp.partial {
				t.Errorf("paths: completed %d partial %d, want %d %d", res.Completed, res.Partial, sp.completed, sp.partial)
			}
			for _, b := range res.Bugs {
				lib := strings.HasPrefix(b.File, libcSource)
				if lib && (b.CallFile != src || b.CallLine <= 0) || !lib && b.CallFile != "" {
					t.Errorf("bug summary %q: call site %s:%d", b, b.CallFile, b.CallLine)
				}
			}
			files, err := testgen.ListTests(out)
			if err != nil {
				t.Fatal(err)
			}
			outcomes := map[string]bool{}
			got := map[libBug]int{}
			for _, f := range files {
				tc, err := testgen.LoadTest(f)
				if err != nil {
					t.Fatal(err)
				}
				if sp.names != nil {
					var names []string
					for _, o := range tc.Objects {
						names = append(names, o.Name)
					}
					if fmt.Sprint(names) != fmt.Sprint(sp.names) {
						t.Errorf("%s: objects %v, want %v", filepath.Base(f), names, sp.names)
					}
				}
				o := tc.Outcome
				switch o.Status {
				case testgen.StatusExit:
					outcomes["exit "+strconv.Itoa(o.ExitCode)] = true
				case testgen.StatusBug:
					outcomes[o.Kind().String()] = true
					got[bugOf(t, src, o.Error)]++
				}
			}
			for b, n := range got {
				if !sp.bugs[b] || n != 1 {
					t.Errorf("%d tests for bug %+v (marked: %v)", n, b, sp.bugs[b])
				}
			}
			for b := range sp.bugs {
				if got[b] == 0 {
					t.Errorf("no test for bug %+v", b)
				}
			}
			rs, err := replay.ReplaySuite(context.Background(), src, []string{out}, replay.SuiteOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range rs {
				if r.Verdict.Result != replay.Reproduced {
					t.Errorf("%s: %s: expected %s, native run %s (%s)", filepath.Base(r.Path), r.Verdict.Result, r.Test.Outcome, r.Outcome, r.Verdict.Reason)
				}
			}
			if sp.exhaustive > 0 {
				native := nativeOutcomes(t, src, files[0], sp.exhaustive)
				if fmt.Sprint(keys(native)) != fmt.Sprint(keys(outcomes)) {
					t.Errorf("outcomes over every input: native %v, symx %v", keys(native), keys(outcomes))
				}
			}
		})
	}
}

// bugOf reads where a test's error report places its bug: inside a C
// library function (the report's file is the library's, its first frame
// the function, and the program's frame the call site) or in the program.
func bugOf(t *testing.T, src string, e *testgen.ErrorReport) libBug {
	if len(e.Stack) == 0 {
		t.Fatalf("error report without a stack: %+v", e)
	}
	if !strings.HasPrefix(e.File, libcSource) {
		if e.File != src || e.Stack[0].Line != e.Line {
			t.Errorf("bug reported at %s:%d (stack %+v), want a line of %s", e.File, e.Line, e.Stack, src)
		}
		return libBug{e.Kind.String(), "", e.Line}
	}
	if e.Line <= 0 || e.Stack[0].File != e.File || e.Stack[0].Line != e.Line {
		t.Errorf("library bug at %s:%d, stack %+v", e.File, e.Line, e.Stack)
	}
	for _, f := range e.Stack[1:] {
		if f.File == src {
			return libBug{e.Kind.String(), e.Stack[0].Func, f.Line}
		}
	}
	t.Errorf("library bug with no frame of the program: %+v", e.Stack)
	return libBug{}
}

// nativeOutcomes runs the program natively (ASan build) on the values
// 0..n-1 of its one input byte, named as in the test file like, and
// returns the outcomes: "exit N", or the kind of bug a test would report.
func nativeOutcomes(t *testing.T, src, like string, n int) map[string]bool {
	tc, err := testgen.LoadTest(like)
	if err != nil {
		t.Fatal(err)
	}
	if len(tc.Objects) != 1 || len(tc.Objects[0].Bytes) != 1 {
		t.Fatalf("exhaustive comparison needs one 1-byte input, the test has %+v", tc.Objects)
	}
	dir := t.TempDir()
	bin, err := replay.Build(context.Background(), src, replay.BuildOptions{ASan: true, Output: filepath.Join(dir, "prog")})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for v := 0; v < n; v++ {
		kt := filepath.Join(dir, "in.ktest")
		in := &testgen.Test{Args: tc.Args, Objects: []testgen.Object{{Name: tc.Objects[0].Name, Bytes: []byte{byte(v)}}}}
		b, err := testgen.MarshalKTest(in)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(kt, b, 0o644); err != nil {
			t.Fatal(err)
		}
		o, err := replay.Run(context.Background(), bin, kt, nil, replay.RunOptions{})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case o.Status == replay.Exited:
			out["exit "+strconv.Itoa(o.ExitCode)] = true
		case o.Status == replay.Crashed && o.Fault == replay.FaultMemory:
			out[testgen.KindPtr.String()] = true
		case o.Status == replay.UserError:
			out[testgen.KindUser.String()] = true
		case o.Status == replay.AssumeViolated:
		default:
			t.Fatalf("native run on %d: %s", v, o)
		}
	}
	return out
}

func keys(m map[string]bool) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
