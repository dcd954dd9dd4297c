package concolic

import (
	"context"
	"github.com/symx/symx/internal/testutil"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// slowFlips answers the flips' queries (those carrying the engine's
// observer) after delay, or when their context ends, as a backend does;
// the executor's queries at once. It counts the flips and the other
// queries it was asked.
type slowFlips struct {
	inner         solver.Solver
	delay         time.Duration
	flips, others atomic.Uint64
}

func (f *slowFlips) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	if _, ok := solver.ObserverOf(ctx).(*observer); !ok {
		f.others.Add(1)
		return f.inner.Check(ctx, q)
	}
	f.flips.Add(1)
	if err := testutil.Wait(ctx, f.delay); err != nil {
		return solver.Response{}, err
	}
	return f.inner.Check(ctx, q)
}

// TestFlipsThroughGateway: the flips' queries go through the executor's
// gateway. With a solver that takes 5 s over each flip, a flip is ended
// by the run's deadline (not counted as a timeout) and abandoned by the
// memory watch of --max-memory, as the executor's own queries are; every
// flip that reached the solver is counted in exec.Stats.Lanes["concolic"].
// The engine is bound with a context of its own, as run binds it before
// a phase's budget applies to Run's: asked on it (the old way), a flip
// waited the 5 s out, and no flip was counted.
func TestFlipsThroughGateway(t *testing.T) {
	prog, err := ir.Load(filepath.Join("..", "testdata", "programs", "pse_fig3.ll"), ir.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const slow = 5 * time.Second
	for _, tc := range []struct {
		name      string
		delay     time.Duration
		timeout   time.Duration // Options.SolverTimeout
		maxMemory uint64
		deadline  time.Duration // Run's context (0: none)
		timeouts  bool          // every flip counted as the lane's timeout
	}{
		{name: "counted"},
		{name: "solver timeout", delay: slow, timeout: 10 * time.Millisecond, timeouts: true},
		{name: "memory watch", delay: slow, maxMemory: 1, timeouts: true},
		{name: "run deadline", delay: slow, deadline: 300 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			slv := &slowFlips{inner: solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}), delay: tc.delay}
			e, err := New(Options{Solver: slv, SolverTimeout: tc.timeout})
			if err != nil {
				t.Fatal(err)
			}
			x, err := exec.New(prog, exec.Config{Solver: slv, Searcher: e.Searcher(), Subscribers: []any{e},
				MaxMemory: tc.maxMemory, OnTerminate: func(t *exec.Termination) { e.Accept(t) }})
			if err != nil {
				t.Fatal(err)
			}
			e.Bind(context.Background(), x)
			st := testutil.RunCut(t, tc.deadline, slow/2, x.Run)
			l, asked := st.Lanes["concolic"], slv.flips.Load()
			if asked == 0 || l.Queries != asked {
				t.Fatalf("the solver was asked %d flips, lane concolic %+v: want every one counted", asked, l)
			}
			want := uint64(0)
			if tc.timeouts {
				want = asked
			}
			if l.Timeouts != want {
				t.Errorf("lane concolic %+v: want %d timeouts", l, want)
			}
			if st.SolverTimeouts != 0 || st.Queries != slv.others.Load() {
				t.Errorf("executor's queries %d (%d timeouts), the solver saw %d besides the flips: want the flips not among them",
					st.Queries, st.SolverTimeouts, slv.others.Load())
			}
			if es := e.Stats(); tc.delay == 0 && (es.Flips < asked || es.Sources[Solution].Produced == 0) {
				t.Errorf("engine %+v: want the flips solved", es)
			}
		})
	}
}
