package pse

import (
	"context"
	"github.com/symx/symx/internal/testutil"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// slowLane answers the queries of solver lane "pse" (the subsumption
// checks) after delay, or when their context ends, as a backend does;
// the path queries at once.
type slowLane struct {
	inner solver.Solver
	delay time.Duration
}

func (l slowLane) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	if solver.LaneOf(ctx) == "pse" {
		if err := testutil.Wait(ctx, l.delay); err != nil {
			return solver.Response{}, err
		}
	}
	return l.inner.Check(ctx, q)
}

// TestChecksThroughGateway: PSE's subsumption checks go through the
// executor's gateway. With a solver that takes 5 s over each check, a
// check is ended by the run's deadline (not counted as its timeout) and
// abandoned by the memory watch of --max-memory, as the executor's own
// queries are; and every check is counted in exec.Stats.Lanes["pse"].
// Asked on a context of their own (the old way), the checks waited the
// 5 s out and were counted nowhere.
func TestChecksThroughGateway(t *testing.T) {
	prog, err := ir.Load(filepath.Join("..", "testdata", "programs", "pse_fig3.ll"), ir.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const slow = 5 * time.Second
	for _, tc := range []struct {
		name      string
		delay     time.Duration
		check     time.Duration // Config.CheckTimeout
		maxMemory uint64
		deadline  time.Duration // the run's context (0: none)
		timeouts  bool          // every check counted as the lane's timeout
	}{
		{name: "counted"},
		{name: "check timeout", delay: slow, check: 10 * time.Millisecond, timeouts: true},
		{name: "memory watch", delay: slow, maxMemory: 1, timeouts: true},
		{name: "run deadline", delay: slow, deadline: 300 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			slv := slowLane{solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{}), tc.delay}
			p := New(prog, Config{Solver: slv, SummaryBound: DefaultSummaryBound, CheckTimeout: tc.check})
			x, err := exec.New(prog, exec.Config{Solver: slv, Subscribers: []any{p}, MaxMemory: tc.maxMemory})
			if err != nil {
				t.Fatal(err)
			}
			st := testutil.RunCut(t, tc.deadline, slow/2, x.Run)
			ps, l := p.Stats(), st.Lanes["pse"]
			if ps.Checks == 0 || l.Queries != ps.Checks {
				t.Fatalf("%d checks, lane pse %+v: want every check counted", ps.Checks, l)
			}
			want := uint64(0)
			if tc.timeouts {
				want = l.Queries
			}
			if l.Timeouts != want {
				t.Errorf("lane pse %+v: want %d timeouts", l, want)
			}
			if tc.delay > 0 && ps.CheckTimeouts == 0 {
				t.Errorf("no check failed (%+v)", ps)
			}
			if st.SolverTimeouts != 0 {
				t.Errorf("the checks' timeouts counted as the executor's: %d", st.SolverTimeouts)
			}
			if tc.delay == 0 && (ps.Cuts == 0 || !strings.HasPrefix(st.QueryCounts(), strconv.FormatUint(st.Queries+l.Queries, 10)+" (executor ")) {
				t.Errorf("%d cuts, query counts %q", ps.Cuts, st.QueryCounts())
			}
		})
	}
}
