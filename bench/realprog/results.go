package main

import (
	"crypto/sha256"
	"encoding"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// A results store keeps each finished engine run (its engineRun, after
// replay) under a key of everything that decides it: the engine's binary
// (its contents' hash), its command line with placeholders for the
// program and output directory, the budget and the package. A later
// invocation with the same key reuses it instead of running again. The
// full 109-program table takes hours of this 2-core machine; with the
// store it can be gathered in parts (-only KLEE first: KLEE does not
// change between symx versions), and an interrupted run loses only the
// program in progress.
type results struct{ dir string }

// replayRevision is part of every key: bump it when replay changes how a
// test's inputs reach the native program, so that kept runs (KLEE's
// above all) are measured again the way new ones are. Revision 2: an
// argument never takes its object's last byte (KLEE's runs kept before
// it had native arguments KLEE never ran), and a file time utimensat
// refuses is left alone (KLEE's tests failed to replay). Revision 3:
// only those (2 also left alone seconds past ext4's range, which the
// file system clamps). Revision 4: the memory column is the peak of the
// engine's whole process tree (peakmem.go); kept KLEE runs had their
// watchdog's 55 MB. Revision 5: a -config's tests are checked for
// mismatches too (kept -config runs had none counted, whatever their
// replays did). Revision 6: a symbolic file the model's user owns keeps
// its modeled permission bits natively (install -C compared them).
const replayRevision = 6

// keyOf returns the key of e's runs for a package, command line, budget
// and ASan setting; "" when the binary cannot be read (nothing is then
// kept). The binary, tens of MB, is hashed once here, not per program.
func (rs results) keyOf(e *engine) func(pkg string, line []string, budget time.Duration, asan bool) string {
	var state []byte
	if f, err := os.Open(e.Bin); err == nil {
		h := sha256.New()
		if _, err := io.Copy(h, f); err == nil {
			state, _ = h.(encoding.BinaryMarshaler).MarshalBinary()
		}
		f.Close()
	}
	return func(pkg string, line []string, budget time.Duration, asan bool) string {
		h := sha256.New()
		if state == nil || h.(encoding.BinaryUnmarshaler).UnmarshalBinary(state) != nil {
			return ""
		}
		fmt.Fprintf(h, "\x00%s\x00%s\x00%s\x00%v\x00%d", pkg, strings.Join(e.args("BC", "OUT", line, budget), "\x00"), budget, asan, replayRevision)
		return fmt.Sprintf("%s-%x", e.Name, h.Sum(nil)[:8])
	}
}

// runKey is the key of run k (from 0) of an engine whose runs have key:
// the first run's is key itself (the runs kept before -runs), the others'
// have the run's number.
func runKey(key string, k int) string {
	if key == "" || k == 0 {
		return key
	}
	return fmt.Sprintf("%s-run%d", key, k+1)
}

func (rs results) path(key, prog string) string {
	return filepath.Join(rs.dir, key, prog+".json")
}

// load returns the kept run of prog, if any.
func (rs results) load(key, prog string) (engineRun, bool) {
	var r engineRun
	if rs.dir == "" || key == "" {
		return r, false
	}
	b, err := os.ReadFile(rs.path(key, prog))
	if err != nil || json.Unmarshal(b, &r) != nil {
		return r, false
	}
	return r, true
}

// save keeps r, a finished run of prog.
func (rs results) save(key, prog string, r engineRun) error {
	if rs.dir == "" || key == "" || r.Err != "" {
		return nil
	}
	b, err := json.MarshalIndent(r, "", " ")
	if err != nil {
		return err
	}
	p := rs.path(key, prog)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.WriteFile(p, b, 0o644)
}
