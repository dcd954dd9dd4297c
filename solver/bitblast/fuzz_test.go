package bitblast_test

import (
	"context"
	"errors"
	"os/exec"
	"testing"
	"time"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
	"github.com/symx/symx/solver/internal/randq"
	"github.com/symx/symx/solver/z3"
)

// FuzzBitblast decodes a seed and a shape into a random query and checks
// bitblast on it: a model must satisfy the query, and the answer must
// match the chain's and, when z3 is installed, z3's.
//
//	go test ./solver/bitblast -run XXX -fuzz FuzzBitblast
func FuzzBitblast(f *testing.F) {
	for i := int64(0); i < 16; i++ {
		f.Add(i, uint8(i), uint8(i*7))
	}
	bb := bitblast.New(bitblast.Options{})
	ch := solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
	var ref solver.Solver
	if _, err := exec.LookPath("z3"); err == nil {
		zs, err := z3.New(z3.Options{Timeout: 10 * time.Second})
		if err != nil {
			f.Fatalf("z3 is installed but does not start: %v", err)
		}
		ref = zs
	} else if testutil.InCI() {
		f.Fatal("z3 is required in CI")
	}
	widths := []expr.Width{1, 2, 3, 5, 8, 13, 16, 32, 64}
	f.Fuzz(func(t *testing.T, seed int64, shape, wsel uint8) {
		cfg := randq.Config{
			Arrays:        1 + int(shape%3),
			Size:          uint64(1 + shape/3%8),
			Depth:         1 + int(shape/24%4),
			Constraints:   1 + int(shape/96%3),
			Widths:        []expr.Width{widths[wsel%9], widths[wsel/9%9]},
			Writes:        int(wsel / 81 % 4),
			MaxArithWidth: 16,
		}
		cs := randq.New(seed, cfg).Query()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		q := solver.Query{Constraints: cs}
		r, err := bb.Check(ctx, q)
		if err != nil {
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("bitblast: %v", err) // a real error, not a timeout
			}
			t.Skipf("bitblast: %v", err) // timeout: nothing to compare
		}
		if r.Result == solver.Sat && !satisfies(r.Model, cs) {
			t.Fatalf("model does not satisfy %v", cs)
		}
		others := []solver.Solver{ch}
		if ref != nil {
			others = append(others, ref)
		}
		for _, o := range others {
			ro, err := o.Check(ctx, q)
			if err != nil {
				continue
			}
			if ro.Result != r.Result {
				t.Fatalf("bitblast %v, %T %v on %v", r.Result, o, ro.Result, cs)
			}
		}
	})
}
