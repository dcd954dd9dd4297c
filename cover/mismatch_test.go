package cover

import (
	"context"
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/symx/symx/testgen"
)

// TestMeasureMismatch: tests whose inputs do not fit the program (another
// program's) are listed in Mismatched with the first one's reason, so
// that symx cov can refuse them as symx replay does; fitting tests are
// not.
func TestMeasureMismatch(t *testing.T) {
	needTools(t, "gcc", "gcov")
	fits := writeTests(t, 5)[5]
	dir := t.TempDir()
	other := filepath.Join(dir, "test000001.ktest")
	b := make([]byte, 4)
	binary.LittleEndian.PutUint32(b, 5)
	data, err := testgen.MarshalKTest(&testgen.Test{Args: []string{"other.c"}, Objects: []testgen.Object{{Name: "y", Bytes: b}}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(other, data, 0o644); err != nil {
		t.Fatal(err)
	}
	rep, err := Measure(context.Background(), filepath.Join("testdata", "classify.c"), []string{fits, other}, Options{Compiler: "gcc"})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(rep.Mismatched, []string{other}) || !strings.Contains(rep.MismatchReason, `object 0 named "x"`) {
		t.Errorf("Mismatched %v (%q), want only %s, with the object it lacks", rep.Mismatched, rep.MismatchReason, other)
	}
}
