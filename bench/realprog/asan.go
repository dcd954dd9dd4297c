package main

import (
	"context"
	"fmt"
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

// asanBugs replays on the ASan build every test of out that has an error
// file beside it (testNNNNNN.KIND.err, both engines' convention) and
// returns how many crash natively, with a line for each.
func asanBugs(ctx context.Context, native, out string) (crashed int, found []string) {
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
	}
	return crashed, found
}
