package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/symx/symx/replay"
)

// With -asan, symx build adds a third build (package projbuild's ASan
// build: clang-14 with AddressSanitizer), on which the tests an engine
// reports as bugs are replayed. A bug counts as real when its native run
// crashes there (a sanitizer report or a signal), the same criterion for
// both engines.

// bugReport is one bug test's report: its kind (the .err file's middle
// name: ptr, free, abort, model, ...) and where (the report's last two
// path elements and line, the same for both engines' reports of one
// place), and whether its native run crashed on the ASan build.
type bugReport struct {
	Test, Kind, Where string
	Real              bool
}

// bugReports reads the error files errs (testNNNNNN.KIND.err, both
// engines' convention, with KLEE's "File:" and "Line:" lines).
func bugReports(errs []string) []bugReport {
	var rs []bugReport
	for _, e := range errs {
		id, kind, _ := strings.Cut(strings.TrimSuffix(filepath.Base(e), ".err"), ".")
		r := bugReport{Test: id, Kind: kind, Where: "?"}
		b, _ := os.ReadFile(e)
		var file, line string
		for _, l := range strings.Split(string(b), "\n") {
			if v, ok := strings.CutPrefix(l, "File: "); ok && file == "" {
				file = filepath.Join(filepath.Base(filepath.Dir(v)), filepath.Base(v))
			} else if v, ok := strings.CutPrefix(l, "Line: "); ok && line == "" {
				line = strings.TrimSpace(v)
			}
		}
		if file != "" {
			r.Where = file + ":" + line
		}
		rs = append(rs, r)
	}
	return rs
}

// asanBugs replays on the ASan build every test of out that has an error
// file beside it and returns how many crash natively, with a line for
// each; the crashing tests' reports are marked Real.
func asanBugs(ctx context.Context, native, out string, reports []bugReport) (crashed int, found []string) {
	native, opts, done, err := nativeRun(native, 10*time.Second)
	if err != nil {
		return 0, []string{"replay: " + err.Error()}
	}
	defer done()
	for _, e := range filesEnding(out, ".err") {
		base := filepath.Base(e)
		id, kind, _ := strings.Cut(strings.TrimSuffix(base, ".err"), ".")
		t := filepath.Join(out, id+".ktest")
		res, err := replay.ReplayFile(ctx, native, t, opts)
		if err != nil || res.Outcome.Status != replay.Crashed {
			continue
		}
		crashed++
		found = append(found, fmt.Sprintf("%s (%s): %s", id, kind, res.Outcome))
		for i := range reports {
			if reports[i].Test == id {
				reports[i].Real = true
			}
		}
	}
	return crashed, found
}
