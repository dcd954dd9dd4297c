package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/solver"
)

// Options configure New.
type Options struct {
	// Seed makes every random choice reproducible; searchers of an
	// interleaving get distinct seeds derived from it.
	Seed uint64
	// BatchInstructions and BatchTime turn on KLEE's batching
	// (--batch-instructions, --batch-time): the selected state keeps
	// running until it used the budget. Zero values: no batching.
	BatchInstructions uint64
	BatchTime         time.Duration
	// SGSLatest breaks sgs ties by the newest state (the paper's tables)
	// instead of at random.
	SGSLatest bool
	// QueryTime is the clock of nurs:qc: how long query q counts for,
	// given the wall-clock time d exec measured. Nil: d. Tests inject a
	// deterministic cost, since the weight follows it.
	QueryTime func(q solver.Query, d time.Duration) time.Duration
}

// Setup is what New builds: the searcher and what must be plugged into
// exec.Config next to it.
type Setup struct {
	Searcher exec.Searcher
	// Subscribers go into exec.Config.Subscribers: they maintain
	// subpaths, edge counts, coverage notes and query costs.
	Subscribers []any

	binders []func(*exec.Executor)
}

// Bind hands the searchers the executor once exec.New has built it
// (nurs:md2u and nurs:covnew read its coverage). Without Bind the
// distance part of their weight is constant.
func (s *Setup) Bind(x *exec.Executor) {
	for _, b := range s.binders {
		b(x)
	}
}

// Names lists the strategies New accepts ("sgs:N" for any N >= 1).
func Names() []string {
	return []string{"dfs", "bfs", "random-state", "random-path",
		"nurs:covnew", "nurs:md2u", "nurs:depth", "nurs:rp", "nurs:icnt", "nurs:cpicnt", "nurs:qc",
		"sgs:N"}
}

// New builds the searcher for the --search values. No value is KLEE's
// default, random-path interleaved with nurs:covnew; several values are
// interleaved round robin; batching wraps the result when Options ask.
func New(names []string, opts Options) (*Setup, error) {
	if len(names) == 0 {
		names = []string{"random-path", "nurs:covnew"}
	}
	st := &Setup{}
	var ss []exec.Searcher
	for i, n := range names {
		seed := opts.Seed + uint64(i)*0x9e3779b97f4a7c15
		s, err := st.one(strings.TrimSpace(n), seed, opts)
		if err != nil {
			return nil, err
		}
		ss = append(ss, s)
	}
	st.Searcher = ss[0]
	if len(ss) > 1 {
		st.Searcher = NewInterleaved(ss...)
	}
	if opts.BatchInstructions > 0 || opts.BatchTime > 0 {
		st.Searcher = NewBatching(st.Searcher, opts.BatchInstructions, opts.BatchTime)
	}
	return st, nil
}

func (st *Setup) one(name string, seed uint64, opts Options) (exec.Searcher, error) {
	switch name {
	case "dfs", "bfs", "random-state":
		return exec.NewSearcher(name, seed), nil
	case "random-path":
		return NewRandomPath(seed), nil
	}
	if k, ok := weightNames[name]; ok {
		w := NewWeightedRandom(k, seed)
		if k == QueryCost {
			w.queryTime = opts.QueryTime
		}
		st.Subscribers = append(st.Subscribers, w.Subscriber())
		st.binders = append(st.binders, w.Bind)
		return w, nil
	}
	if rest, ok := strings.CutPrefix(name, "sgs:"); ok {
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("search: bad subpath length in %q: want sgs:N with N >= 1", name)
		}
		g := NewSGS(n, seed, opts.SGSLatest)
		st.Subscribers = append(st.Subscribers, g.Subscriber())
		return g, nil
	}
	return nil, fmt.Errorf("search: unknown searcher %q (known: %s)", name, strings.Join(Names(), ", "))
}
