package replay

import (
	"context"
	"os"
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
