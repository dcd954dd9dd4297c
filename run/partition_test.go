package run

import (
	"context"
	"fmt"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/partition"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/testgen"
)

// pathSet is the multiset of a directory's tests by path identity and
// how the path ended (not the exit code: a model may choose it).
func pathSet(t *testing.T, dir string) map[string]int {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "test*.json"))
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]int{}
	for _, f := range files {
		test, err := testgen.LoadTest(f)
		if err != nil {
			t.Fatal(err)
		}
		if test.Path == 0 {
			t.Fatalf("%s records no path", f)
		}
		m[fmt.Sprintf("%016x %s", test.Path, test.Outcome.Status)]++
	}
	return m
}

func diffSets(a, b map[string]int) string {
	var d []string
	for k, n := range a {
		if b[k] != n {
			d = append(d, fmt.Sprintf("%s: %d vs %d", k, n, b[k]))
		}
	}
	for k, n := range b {
		if _, ok := a[k]; !ok {
			d = append(d, fmt.Sprintf("%s: 0 vs %d", k, n))
		}
	}
	if len(d) > 5 {
		d = append(d[:5], fmt.Sprintf("... %d more", len(d)-5))
	}
	return strings.Join(d, "; ")
}

// TestPartitionUnion: the N partitions of an exhaustive exploration
// (each with its own searcher), merged,
// hold exactly the paths of the unpartitioned DFS (as a multiset of
// path identities and endings), and their path counts are the
// independently derived ones of testdata/expected; the merged tests
// replay natively. Every error path gets a test (--emit-all-errors):
// otherwise each partition writes the first path of each bug it meets.
func TestPartitionUnion(t *testing.T) {
	exp := loadExpectations(t)
	for _, name := range []string{"arith.c", "checksum.c", "dispatch.c", "heap_list.c", "maze.c", "regexp.c", "table_index.c", "pse_fig3.c"} {
		e := exp[name]
		t.Run(name, func(t *testing.T) {
			if testing.Short() && e.Completed > 1000 {
				t.Skip("large in -short mode")
			}
			t.Parallel()
			ll := filepath.Join("..", "testdata", "programs", strings.TrimSuffix(name, ".c")+".ll")
			tmp := t.TempDir()
			runDir := func(out string, sp partition.Spec) {
				t.Helper()
				// The split does not depend on the order of exploration:
				// the partitions search differently.
				search := []string{[]string{"dfs", "bfs", "random-path"}[sp.Index%3]}
				res, err := Run(context.Background(), Config{Input: ll, OutputDir: out, Search: search,
					MaxTime: 5 * time.Minute, EmitAllErrors: true,
					Techniques: []technique.Technique{&partition.Technique{Spec: sp}}})
				if err != nil {
					t.Fatal(err)
				}
				if res.Halted != "" {
					t.Fatalf("halted: %s", res.Halted)
				}
			}
			full := filepath.Join(tmp, "full")
			runDir(full, partition.Spec{})
			want := pathSet(t, full)
			for _, n := range []int{2, 3, 4} {
				var dirs []string
				for i := 0; i < n; i++ {
					d := filepath.Join(tmp, fmt.Sprintf("p%d-%d", n, i))
					// The default depth (below most of these programs'
					// paths: a split by the ending) and shallow ones.
					runDir(d, partition.Spec{Index: i, Count: n, Depth: map[int]int{2: 0, 3: 2, 4: 4}[n]})
					dirs = append(dirs, d)
				}
				merged := filepath.Join(tmp, fmt.Sprintf("m%d", n))
				res, err := Merge(dirs, merged, nil)
				if err != nil {
					t.Fatal(err)
				}
				if res.Duplicates != 0 || len(res.Warnings) != 0 {
					t.Errorf("N=%d: partitions overlap: %d repeats, warnings %q", n, res.Duplicates, res.Warnings)
				}
				if got := pathSet(t, merged); !equalCounts(got, want) {
					t.Errorf("N=%d: merged partitions differ from the whole run: %s", n, diffSets(got, want))
				}
				st, err := statsfile.Read(merged)
				if err != nil {
					t.Fatal(err)
				}
				if st.Info.Completed != e.Completed || st.Info.Partial != e.Partial {
					t.Errorf("N=%d: merged info: %d completed, %d partial paths, want %d %d", n, st.Info.Completed, st.Info.Partial, e.Completed, e.Partial)
				}
				if n == 4 {
					replayAll(t, strings.TrimSuffix(ll, ".ll")+".c", merged, res.Tests)
				}
			}
		})
	}
}

// TestMergeRepeats: merging drops the tests of paths merged already,
// keeping as many tests of one path as the input with most (paths that
// differ only in a non-branch fork share an identity); tests without a
// recorded path are told apart by their inputs.
func TestMergeRepeats(t *testing.T) {
	tmp := t.TempDir()
	write := func(dir string, tests ...*testgen.Test) string {
		t.Helper()
		dir = filepath.Join(tmp, dir)
		if err := os.Mkdir(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		w, err := testgen.NewWriter(dir, testgen.DefaultWriterOptions())
		if err != nil {
			t.Fatal(err)
		}
		for _, test := range tests {
			if _, err := w.Write(test); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	test := func(path uint64, x byte, o testgen.Outcome) *testgen.Test {
		return &testgen.Test{Path: path, Args: []string{"p"}, Objects: []testgen.Object{{Name: "x", Bytes: []byte{x}}}, Outcome: o}
	}
	bug := testgen.Bug(&testgen.ErrorReport{Kind: testgen.KindPtr, Message: "out of bounds"})
	a := write("a", test(1, 1, testgen.Exit(0)), test(2, 2, bug), test(2, 3, bug))
	b := write("b", test(2, 4, bug), test(3, 5, testgen.Exit(1)), test(1, 6, testgen.Exit(0)))
	c := write("c", test(0, 7, testgen.Exit(0)), test(0, 8, testgen.Exit(0)))
	d := write("d", test(0, 8, testgen.Exit(0)), test(0, 9, testgen.Exit(0)))
	for _, tc := range []struct {
		name string
		dirs []string
		want []byte // the x of each merged test, in order
	}{
		{"disjoint and repeated paths", []string{a, b}, []byte{1, 2, 3, 5}},
		{"one path, more tests later", []string{b, a}, []byte{4, 5, 6, 3}},
		{"a directory twice", []string{a, a}, []byte{1, 2, 3}},
		{"no paths: inputs", []string{c, d}, []byte{7, 8, 9}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "m")
			res, err := Merge(tc.dirs, out, nil)
			if err != nil {
				t.Fatal(err)
			}
			files, err := testgen.ListTests(out)
			if err != nil {
				t.Fatal(err)
			}
			var got []byte
			for i, f := range files {
				if filepath.Base(f) != testgen.Name(i+1)+".ktest" {
					t.Errorf("test %d is %s", i+1, filepath.Base(f))
				}
				tt, err := testgen.LoadTest(f)
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, tt.Objects[0].Bytes[0])
				if tt.Outcome.IsBug() {
					if _, err := os.Stat(strings.TrimSuffix(f, ".ktest") + ".ptr.err"); err != nil {
						t.Errorf("bug test %s without its .err: %v", filepath.Base(f), err)
					}
				}
			}
			if string(got) != string(tc.want) || res.Tests != len(tc.want) {
				t.Errorf("merged x = %v (%d tests), want %v", got, res.Tests, tc.want)
			}
			nIn := 0
			for _, d := range tc.dirs {
				fs, _ := testgen.ListTests(d)
				nIn += len(fs)
			}
			if res.Duplicates != nIn-len(tc.want) {
				t.Errorf("%d repeats, want %d", res.Duplicates, nIn-len(tc.want))
			}
		})
	}
}
