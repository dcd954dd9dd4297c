package exec

import (
	"context"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/symx/symx/ir"
)

// pathRecorder keeps each state's branch decisions as a string, the
// path's identity whatever worker ran it and whatever model the solver
// chose. It holds no data of its own, so one instance serves all workers.
type pathRecorder struct{ key HookKey }

type pathBytes struct{ b []byte }

func (p *pathBytes) Fork() any { return &pathBytes{slices.Clone(p.b)} }

func (r pathRecorder) Decided(s *State, d Decision) {
	p, _ := s.Hook(r.key).(*pathBytes)
	if p == nil {
		p = &pathBytes{}
		s.SetHook(r.key, p)
	}
	p.b = fmt.Appendf(p.b, "%d:%d ", d.ID, d.Dir)
}

func (r pathRecorder) path(t *Termination) string {
	p, _ := t.State.Hook(r.key).(*pathBytes)
	s := fmt.Sprint(t.Outcome, " ")
	if t.Bug != nil {
		s += t.Bug.Kind.String() + " "
	}
	if p != nil {
		s += string(p.b)
	}
	return s
}

// runWorkers explores prog with n workers (n = 0: a plain Executor) and
// returns the sorted path identities and the combined counters.
func runWorkers(t *testing.T, name string, n int, cfg Config) ([]string, Stats, *Workers) {
	return runWorkersMode(t, name, n, false, cfg)
}

// runWorkersMode is runWorkers, with one shared searcher when shared.
func runWorkersMode(t *testing.T, name string, n int, shared bool, cfg Config) ([]string, Stats, *Workers) {
	t.Helper()
	prog := loadLL(t, name)
	rec := pathRecorder{NewHookKey()}
	var mu sync.Mutex
	var paths []string
	cfg.Solver = testSolver()
	cfg.Subscribers = []any{rec}
	cfg.OnTerminate = func(tm *Termination) {
		p := rec.path(tm)
		mu.Lock()
		paths = append(paths, p)
		mu.Unlock()
	}
	var st Stats
	var w *Workers
	var err error
	if n == 0 {
		x, err := New(prog, cfg)
		if err != nil {
			t.Fatal(err)
		}
		st, err = x.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
	} else {
		cfgs := make([]Config, n)
		for i := range cfgs {
			cfgs[i] = cfg
			cfgs[i].Searcher = NewDFS()
			cfgs[i].Seed = cfg.Seed + uint64(i)
		}
		if shared {
			w, err = NewSharedWorkers(prog, cfgs, NewDFS())
		} else {
			w, err = NewWorkers(prog, cfgs)
		}
		if err != nil {
			t.Fatal(err)
		}
		if st, err = w.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	slices.Sort(paths)
	return paths, st, w
}

// TestWorkersFindTheSamePaths: an exhaustive search on 2 and 3 workers
// ends exactly the paths one executor ends (compared as multisets of
// decision sequences with their outcome), and the counters add up.
func TestWorkersFindTheSamePaths(t *testing.T) {
	for _, name := range []string{"branches", "switch", "div", "oob", "heap", "symptr", "loop16", "setjmp", "strings"} {
		t.Run(name, func(t *testing.T) {
			if name == "loop16" && testing.Short() {
				t.Skip("-short: 65,536 paths four times")
			}
			want, wst, _ := runWorkers(t, name, 0, Config{})
			for _, c := range []struct {
				n      int
				shared bool
			}{{2, false}, {3, false}, {2, true}} {
				n := c.n
				got, st, w := runWorkersMode(t, name, n, c.shared, Config{})
				if !slices.Equal(got, want) {
					t.Errorf("%d workers: %d paths, want the %d of one executor", n, len(got), len(want))
					for i := range min(len(got), len(want)) {
						if got[i] != want[i] {
							t.Errorf("first difference: %q, want %q", got[i], want[i])
							break
						}
					}
				}
				if st.Completed != wst.Completed || st.Partial != wst.Partial || st.Forks != wst.Forks {
					t.Errorf("%d workers: completed %d partial %d forks %d, want %d %d %d",
						n, st.Completed, st.Partial, st.Forks, wst.Completed, wst.Partial, wst.Forks)
				}
				if st.Coverage.CoveredInsts() != wst.Coverage.CoveredInsts() || st.Coverage.CoveredEdges() != wst.Coverage.CoveredEdges() {
					t.Errorf("%d workers: coverage %d insts %d edges, want %d %d", n,
						st.Coverage.CoveredInsts(), st.Coverage.CoveredEdges(), wst.Coverage.CoveredInsts(), wst.Coverage.CoveredEdges())
				}
				if st.States != 0 {
					t.Errorf("%d workers: %d states left", n, st.States)
				}
				if name == "loop16" && !c.shared {
					if c, s := w.Handovers(); c == 0 || s == 0 {
						t.Errorf("%d workers on loop16: no state changed hands", n)
					}
				}
			}
		})
	}
}

// TestWorkersHaltTogether: a limit reached by one worker halts all, and
// with DumpStatesOnHalt every live state, handed over or not, ends with
// a test: paths ended + undumped = forks + 1.
func TestWorkersHaltTogether(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		ctx  func() (context.Context, context.CancelFunc)
	}{
		{"instructions", Config{MaxInstructions: 200_000, DumpStatesOnHalt: true}, nil},
		{"time", Config{DumpStatesOnHalt: true}, func() (context.Context, context.CancelFunc) {
			return context.WithTimeout(context.Background(), 300*time.Millisecond)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prog := loadLL(t, "loop16")
			cfgs := make([]Config, 2)
			var mu sync.Mutex
			ended := 0
			for i := range cfgs {
				cfgs[i] = tc.cfg
				cfgs[i].Solver = testSolver()
				cfgs[i].Searcher = NewBFS() // many live states
				cfgs[i].OnTerminate = func(*Termination) { mu.Lock(); ended++; mu.Unlock() }
			}
			w, err := NewWorkers(prog, cfgs)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			if tc.ctx != nil {
				var cancel context.CancelFunc
				ctx, cancel = tc.ctx()
				defer cancel()
			}
			st, err := w.Run(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if !w.Halted() {
				t.Fatal("not halted")
			}
			if uint64(ended)+st.Undumped != st.Forks+1 {
				t.Errorf("%d paths ended + %d undumped, want forks+1 = %d", ended, st.Undumped, st.Forks+1)
			}
			if tc.cfg.MaxInstructions > 0 && st.Instructions > 2*tc.cfg.MaxInstructions {
				t.Errorf("%d instructions run, limit %d", st.Instructions, tc.cfg.MaxInstructions)
			}
		})
	}
}

// BenchmarkWorkers explores loop16 and regexp to the end depth-first on
// one executor, on 2 workers that steal states (NewWorkers), and on 2
// workers sharing one searcher behind a lock (NewSharedWorkers): the
// measurement behind --workers' design.
func BenchmarkWorkers(b *testing.B) {
	for _, prog := range []string{"loop16", "regexp"} {
		for _, mode := range []string{"one", "steal2", "shared2"} {
			b.Run(prog+"/"+mode, func(b *testing.B) {
				var p *ir.Program
				if prog == "regexp" {
					src, err := os.ReadFile("../testdata/programs/regexp.ll")
					if err != nil {
						b.Fatal(err)
					}
					if p, err = ir.LoadLL("regexp.ll", src); err != nil {
						b.Fatal(err)
					}
				} else {
					p = loadLL(b, prog)
				}
				var paths uint64
				for i := 0; i < b.N; i++ {
					cfgs := []Config{{Solver: testSolver(), Searcher: NewDFS()}, {Solver: testSolver(), Searcher: NewDFS()}}
					var x interface {
						Run(context.Context) (Stats, error)
					}
					var err error
					switch mode {
					case "one":
						x, err = New(p, cfgs[0])
					case "steal2":
						x, err = NewWorkers(p, cfgs)
					default:
						x, err = NewSharedWorkers(p, cfgs, NewDFS())
					}
					if err != nil {
						b.Fatal(err)
					}
					st, err := x.Run(context.Background())
					if err != nil {
						b.Fatal(err)
					}
					paths += st.Completed
				}
				b.ReportMetric(float64(paths)/b.Elapsed().Seconds(), "paths/s")
			})
		}
	}
}
