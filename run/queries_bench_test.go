//go:build unix

package run

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/search"
	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

var (
	queryTask  = flag.String("querytask", "../testdata/testcomp/busybox-1.22.0/basename-1.i", "program BenchmarkQueries explores")
	queryInsts = flag.Uint64("queryinsts", 150000, "instructions BenchmarkQueries explores")
	queryDump  = flag.String("querydump", "", "directory where BenchmarkQueries writes its slowest core queries as SMT-LIB")
)

// BenchmarkQueries explores a program (default: busybox basename, the
// Test-Comp task) as symx run does — default searcher, seed 1, the query
// chain over bitblast — and measures where the solver's time goes: which
// executor operations ask (caller chain), what the chain's layers answer,
// and how the core's CPU time is spread over its queries. Times are CPU
// time of the process, meaningful on a loaded machine. With -v it logs the
// breakdown; -querydump writes the slowest core queries.
//
//	go test -run XXX -bench Queries -benchtime 1x -v ./run
func BenchmarkQueries(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchQueries(b)
	}
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// coreQuery is one query that reached the core solver.
type coreQuery struct {
	cpu  time.Duration
	cs   []expr.Expr
	res  solver.Result
	site string
}

// timedCore times the core's queries and records who asked.
type timedCore struct {
	core    solver.Solver
	site    string // caller chain of the executor query being answered
	queries []coreQuery
}

func (t *timedCore) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	c0 := cpuNow()
	r, err := t.core.Check(ctx, q)
	t.queries = append(t.queries, coreQuery{cpu: cpuNow() - c0, cs: q.Constraints, res: r.Result, site: t.site})
	return r, err
}

// sites counts the executor's queries by the exec functions asking, and
// passes them to the chain.
type sites struct {
	chain solver.Solver
	core  *timedCore
	n     map[string]int
}

func (s *sites) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	s.core.site = callers()
	s.n[s.core.site]++
	return s.chain.Check(ctx, q)
}

// callers names the first three exec functions on the stack above the
// executor's check.
func callers() string {
	pc := make([]uintptr, 24)
	frames := runtime.CallersFrames(pc[:runtime.Callers(3, pc)])
	var names []string
	for len(names) < 3 {
		f, more := frames.Next()
		name := f.Function[strings.LastIndex(f.Function, ".")+1:]
		if strings.Contains(f.Function, "symx/exec.") && name != "check" && name != "checkCtx" && !strings.HasPrefix(name, "func") {
			names = append(names, name)
		}
		if !more {
			break
		}
	}
	return strings.Join(names, "<")
}

func benchQueries(b *testing.B) {
	cfg := Config{Input: *queryTask}
	prog, err := load(cfg)
	if err != nil {
		b.Fatal(err)
	}
	core := &timedCore{core: bitblast.New(bitblast.Options{})}
	chain := solver.NewChain(core, solver.ChainOptions{})
	st := &sites{chain: chain, core: core, n: map[string]int{}}
	strategy, err := search.New(nil, search.Options{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	x, err := exec.New(prog, exec.Config{Solver: st, Searcher: strategy.Searcher, Subscribers: strategy.Subscribers,
		Args: []string{filepath.Base(cfg.Input)}, Entry: cfg.entry(), Seed: 1,
		MaxInstructions: *queryInsts, MaxMemory: 2000 << 20, Warn: func(exec.Location, string) {}})
	if err != nil {
		b.Fatal(err)
	}
	strategy.Bind(x)
	c0 := cpuNow()
	stats, err := x.Run(context.Background())
	cpu := cpuNow() - c0
	if err != nil {
		b.Fatal(err)
	}
	var coreCPU, slowCPU time.Duration
	slow := 0
	for _, q := range core.queries {
		coreCPU += q.cpu
		if q.cpu >= 10*time.Millisecond {
			slow++
			slowCPU += q.cpu
		}
	}
	b.ReportMetric(float64(stats.Instructions)/cpu.Seconds(), "instr/cpu-s")
	b.ReportMetric(float64(stats.Queries), "queries")
	b.ReportMetric(float64(len(core.queries)), "core-queries")
	b.ReportMetric(coreCPU.Seconds()/cpu.Seconds(), "core-cpu-share")
	b.ReportMetric(float64(slow), "slow-queries")
	if coreCPU > 0 {
		b.ReportMetric(slowCPU.Seconds()/coreCPU.Seconds(), "slow-share-of-core")
	}
	b.Logf("%d instructions, %v CPU, %d executor queries, %d reached the core (%v CPU); %d of ≥ 10 ms take %v",
		stats.Instructions, cpu, stats.Queries, len(core.queries), coreCPU, slow, slowCPU)
	for _, c := range chain.(solver.Stats).Stats() {
		b.Logf("chain %-28s answered %6d, passed on %6d", c.Name, c.Hits, c.Misses)
	}
	for site, n := range st.n {
		b.Logf("asked by %-40s %6d", site, n)
	}
	byCPU := slices.Clone(core.queries)
	slices.SortFunc(byCPU, func(p, q coreQuery) int { return int(q.cpu - p.cpu) })
	for i, q := range byCPU[:min(8, len(byCPU))] {
		b.Logf("slowest %d: %v %s, %d constraints, asked by %s", i, q.cpu, q.res, len(q.cs), q.site)
		if *queryDump != "" {
			f, err := os.Create(filepath.Join(*queryDump, fmt.Sprintf("slow%d.smt2", i)))
			if err != nil {
				b.Fatal(err)
			}
			err = smtlib.Write(f, q.cs, smtlib.PrintOptions{})
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}
