package replay

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/symx/symx/testgen"
)

// TestKTestWithoutJSON: in a symx output directory every test has a
// .json, so a .ktest alone is a test cut short by a kill: unchecked, not
// "reproduced (expected unknown)". A KLEE .ktest alone is a normal exit.
func TestKTestWithoutJSON(t *testing.T) {
	cases := []struct {
		name, logName, log string
		want               Result
	}{
		{"symx", testgen.MessagesFile, "[   0.010s] symx 0.1.0: exploring prog.c (3 functions)\n", Unchecked},
		{"symx, old log name", testgen.OldMessagesFile, "[   0.010s] symx 0.1.0: exploring prog.c (3 functions)\n", Unchecked},
		{"KLEE", testgen.MessagesFile, "KLEE: output directory is \"klee-out-0\"\n", Reproduced},
		{"no log", "", "", Reproduced},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if c.logName != "" {
				if err := os.WriteFile(filepath.Join(dir, c.logName), []byte(c.log), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			path := filepath.Join(dir, "test000001.ktest")
			test := &testgen.Test{Objects: []testgen.Object{{Name: "x", Bytes: []byte{1}}}, Outcome: testgen.Outcome{Status: testgen.StatusUnknown}}
			if v := verdict(test, path, Outcome{Status: Exited}); v.Result != c.want {
				t.Fatalf("%v (%s), want %v", v.Result, v.Reason, c.want)
			}
		})
	}
}
