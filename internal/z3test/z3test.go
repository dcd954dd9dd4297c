// Package z3test opens the z3 backend for differential tests: z3 is the
// independent judge of symx's solver, so a test that needs it skips
// without it, and fails under CI (testutil.SkipMissing).
package z3test

import (
	"testing"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/solver/z3"
)

// New starts a z3 process with opts, closed when t ends.
func New(t testing.TB, opts z3.Options) *z3.Solver {
	t.Helper()
	s, err := z3.New(opts)
	if err != nil {
		testutil.SkipMissing(t, "no z3: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
