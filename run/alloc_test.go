package run

import (
	"testing"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/replay"
)

// TestAllocationLimitAgrees: the replay limits a native program's data to
// the largest allocation the model grants (replay.ModelMaxAlloc), which
// must be exec.MaxAlloc, or a test whose malloc failed under symx goes on
// natively (replay.TestReplayAllocationLimit).
func TestAllocationLimitAgrees(t *testing.T) {
	if exec.MaxAlloc != replay.ModelMaxAlloc {
		t.Fatalf("exec.MaxAlloc %d, replay.ModelMaxAlloc %d", uint64(exec.MaxAlloc), uint64(replay.ModelMaxAlloc))
	}
}
