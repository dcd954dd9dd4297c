// Package fp is the fast, incomplete floating-point solver of MuSE
// (seed 003, §3.4, after XSat): a query's constraints become a fitness —
// a sum of distances, in ULPs for floating-point comparisons, that is
// zero exactly on the models — minimized by simulated annealing over the
// query's inputs. It tries a query with a small budget first; a point of
// fitness zero is a model, checked by expr's evaluator, and the answer is
// sat. Otherwise (or for a query without floating point) the query goes
// to the exact solver it wraps. Every improving point of the search is
// reported to the query's observer as a partial model: MuSE's partial
// solutions.
package fp

import (
	"context"
	"math"
	"math/bits"
	"math/rand"
	"sync"
	"sync/atomic"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// Options configure the search.
type Options struct {
	// Evaluations is the fitness evaluations tried per query before
	// handing over; 0 means 600.
	Evaluations int
	// Seed seeds the search's random generator (searches are
	// deterministic per query given the seed).
	Seed int64
}

// Solver is the search in front of an exact solver.
type Solver struct {
	exact solver.Solver
	opts  Options
	// fast counts the FP queries: Hits answered by the search, Misses
	// handed over to the exact solver.
	fastSat, handedOver atomic.Int64
	mu                  sync.Mutex
	rng                 *rand.Rand
}

// New wraps exact.
func New(exact solver.Solver, opts Options) *Solver {
	if opts.Evaluations == 0 {
		opts.Evaluations = 600
	}
	return &Solver{exact: exact, opts: opts, rng: rand.New(rand.NewSource(opts.Seed))}
}

// Check tries the search on a query with floating point, then the exact
// solver.
func (s *Solver) Check(ctx context.Context, q solver.Query) (solver.Response, error) {
	if !HasFP(q.Constraints) {
		return s.exact.Check(ctx, q)
	}
	s.mu.Lock()
	seed := s.rng.Int63()
	s.mu.Unlock()
	if m := s.trySearch(ctx, q.Constraints, seed); m != nil {
		s.fastSat.Add(1)
		return solver.Response{Result: solver.Sat, Model: m}, nil
	}
	s.handedOver.Add(1)
	return s.exact.Check(ctx, q)
}

// trySearch runs the search; an internal error in it only hands the
// query over to the exact solver.
func (s *Solver) trySearch(ctx context.Context, cs []expr.Expr, seed int64) (m *expr.Assignment) {
	defer func() {
		if recover() != nil {
			m = nil
		}
	}()
	return search(ctx, cs, s.opts.Evaluations, seed, solver.ObserverOf(ctx))
}

// Stats reports fp.search: Hits the queries the search answered, Misses
// those it handed over; then the exact solver's counters.
func (s *Solver) Stats() []solver.Counter {
	out := []solver.Counter{{Name: "fp.search", Hits: s.fastSat.Load(), Misses: s.handedOver.Load()}}
	if st, ok := s.exact.(solver.Stats); ok {
		out = append(out, st.Stats()...)
	}
	return out
}

// Close closes the exact solver when it has a Close.
func (s *Solver) Close() error {
	if c, ok := s.exact.(interface{ Close() error }); ok {
		return c.Close()
	}
	return nil
}

// HasFP reports whether any constraint contains a floating-point kind.
func HasFP(cs []expr.Expr) bool {
	for _, c := range cs {
		if c.HasFP() {
			return true
		}
	}
	return false
}

// word is a run of input bytes the search mutates as one value: a float
// or double operand (fp), or a single byte.
type word struct {
	arr *expr.Array
	off uint64
	n   int // bytes: 1, 4 or 8
	fp  bool
}

// words finds the search's variables: every float read of an FP operator
// with a constant index, then every byte of the arrays not covered. It
// also collects the float constants the FP operators use, by width:
// values near them are likely boundaries of the constraints.
func words(cs []expr.Expr) (out []word, consts map[int][]uint64) {
	consts = map[int][]uint64{}
	covered := map[*expr.Array]map[uint64]bool{}
	seen := map[expr.Expr]bool{}
	var walk func(e expr.Expr)
	walk = func(e expr.Expr) {
		if seen[e] {
			return
		}
		seen[e] = true
		if e.Kind().IsFP() {
			for i := 0; i < e.NumKids(); i++ {
				k := e.Kid(i)
				if k.IsConst() && expr.IsFPWidth(k.Width()) {
					consts[int(k.Width())/8] = append(consts[int(k.Width())/8], k.Value())
				}
				ul, idx, n, ok := expr.MatchReadLE(k)
				if ok && (n == 4 || n == 8) && idx.IsConst() && ul.Head == nil && !ul.Root.IsConst() &&
					idx.Value()+uint64(n) <= ul.Root.Size {
					if covered[ul.Root] == nil {
						covered[ul.Root] = map[uint64]bool{}
					}
					if !covered[ul.Root][idx.Value()] {
						out = append(out, word{ul.Root, idx.Value(), n, true})
						for j := 0; j < n; j++ {
							covered[ul.Root][idx.Value()+uint64(j)] = true
						}
					}
				}
			}
		}
		for i := 0; i < e.NumKids(); i++ {
			walk(e.Kid(i))
		}
	}
	arrays := map[*expr.Array]bool{}
	for _, c := range cs {
		walk(c)
		for _, a := range c.Arrays() {
			arrays[a] = true
		}
	}
	for a := range arrays {
		for i := uint64(0); i < a.Size && i < 4096; i++ {
			if !covered[a][i] {
				out = append(out, word{a, i, 1, false})
			}
		}
	}
	return out, consts
}

// search runs simulated annealing for at most budget evaluations; it
// returns a model or nil.
func search(ctx context.Context, cs []expr.Expr, budget int, seed int64, obs solver.Observer) *expr.Assignment {
	ws, consts := words(cs)
	if len(ws) == 0 {
		return nil
	}
	for _, w := range ws {
		if w.arr.Size > 1<<16 {
			return nil // too big to copy per step
		}
	}
	r := rand.New(rand.NewSource(seed))
	cur := expr.NewAssignment()
	for _, w := range ws {
		if cur.Values[w.arr] == nil {
			cur.Values[w.arr] = make([]byte, w.arr.Size)
		}
	}
	ev := expr.NewEvaluator(cur)
	fitness := func(m *expr.Assignment) float64 {
		ev.Reset(m)
		f := 0.0
		for _, c := range cs {
			f += dist(ev, c)
		}
		return f
	}
	fc := fitness(cur)
	best := fc
	temp := 2.0
	for it := 0; it < budget; it++ {
		if fc == 0 {
			// A model: fitness zero means every constraint is true.
			return cur
		}
		if it%64 == 0 && ctx.Err() != nil {
			return nil
		}
		cand := cur.Clone()
		mutate(r, cand, ws[r.Intn(len(ws))], ws, consts)
		fn := fitness(cand)
		if fn <= fc || r.Float64() < math.Exp((fc-fn)/temp) {
			cur, fc = cand, fn
			if fc < best {
				best = fc
				if obs != nil && fc > 0 {
					obs.Model(cur.Clone(), solver.Search)
				}
			}
		}
		temp *= 0.99
		if temp < 0.01 {
			temp = 2.0 // reheat
		}
	}
	if fc == 0 {
		return cur
	}
	return nil
}

// dist is how far e is from true under ev: 0 when true, else positive,
// log-scaled ULP distances for floating-point comparisons.
func dist(ev *expr.Evaluator, e expr.Expr) float64 {
	if ev.IsTrue(e) {
		return 0
	}
	switch e.Kind() {
	case expr.KindAnd:
		return dist(ev, e.Kid(0)) + dist(ev, e.Kid(1))
	case expr.KindOr:
		return math.Min(dist(ev, e.Kid(0)), dist(ev, e.Kid(1)))
	case expr.KindFOEq, expr.KindFOLe:
		return 1 + ulpLog(ev, e.Kid(0), e.Kid(1))
	case expr.KindFOLt:
		return 2 + ulpLog(ev, e.Kid(0), e.Kid(1))
	case expr.KindEq, expr.KindUlt, expr.KindUle, expr.KindSlt, expr.KindSle:
		a, b := ev.Eval(e.Kid(0)), ev.Eval(e.Kid(1))
		d := a - b
		if b > a {
			d = b - a
		}
		return 1 + math.Log2(1+float64(d))
	case expr.KindNot:
		k := e.Kid(0)
		switch k.Kind() {
		case expr.KindFOLt, expr.KindFOLe: // want ≥ / >, or unordered
			return 1 + ulpLog(ev, k.Kid(0), k.Kid(1))
		case expr.KindOr: // ¬(a ∨ b) = ¬a ∧ ¬b
			return dist(ev, expr.Not(k.Kid(0))) + dist(ev, expr.Not(k.Kid(1)))
		}
	}
	return 1
}

// ulpLog is log2 of 1 + the number of floats between a and b (NaN: far).
func ulpLog(ev *expr.Evaluator, a, b expr.Expr) float64 {
	w := a.Width()
	x, y := ev.Eval(a), ev.Eval(b)
	if expr.FPNaN(w, x) || expr.FPNaN(w, y) {
		return float64(w)
	}
	kx, ky := key(w, x), key(w, y)
	d := kx - ky
	if ky > kx {
		d = ky - kx
	}
	return math.Log2(1 + float64(d))
}

// key orders floats as unsigned integers (−0 and +0 adjacent).
func key(w expr.Width, v uint64) uint64 {
	sign := uint64(1) << (w - 1)
	if v&sign != 0 {
		return sign - (v &^ sign)
	}
	return sign + v
}

func unkey(w expr.Width, k uint64) uint64 {
	sign := uint64(1) << (w - 1)
	if k >= sign {
		return k - sign
	}
	return sign | (sign - k)
}

var specials64 = []float64{0, 1, -1, 2, 0.5, 0.1, 10, 100, -2, 1e-300, 1e300, math.Inf(1), math.Inf(-1), math.NaN()}

// mutate changes word w of m: for floats a step of a random power of two
// ULPs, a new exponent, a sign flip, a special value or another word's
// value, or a constant of the query nearby; for bytes a random value or
// ±1.
func mutate(r *rand.Rand, m *expr.Assignment, w word, all []word, consts map[int][]uint64) {
	b := m.Values[w.arr]
	get := func(w word) uint64 {
		var v uint64
		for i := 0; i < w.n; i++ {
			v |= uint64(m.Values[w.arr][w.off+uint64(i)]) << (8 * i)
		}
		return v
	}
	v := get(w)
	if !w.fp {
		if r.Intn(2) == 0 {
			v = uint64(r.Intn(256))
		} else {
			v += uint64(r.Intn(3)) - 1
		}
	} else {
		bw := expr.Width(8 * w.n)
		switch r.Intn(8) {
		case 6, 7: // a constant of the query, give or take a few ulps
			if cs := consts[w.n]; len(cs) > 0 {
				k := key(bw, cs[r.Intn(len(cs))]) + uint64(r.Intn(7)) - 3
				if bits.Len64(k) <= int(bw) {
					v = unkey(bw, k)
				}
			}
		case 0, 1: // move by ±2^k ulps
			k := key(bw, v)
			step := uint64(1) << uint(r.Intn(int(bw)-2))
			if r.Intn(2) == 0 {
				k -= step
			} else {
				k += step
			}
			if bits.Len64(k) <= int(bw) {
				v = unkey(bw, k)
			}
		case 2: // another exponent
			f := math.Ldexp(1+r.Float64(), r.Intn(120)-60)
			if r.Intn(2) == 0 {
				f = -f
			}
			v = fbits(bw, f)
		case 3:
			v ^= 1 << (bw - 1)
		case 4:
			v = fbits(bw, specials64[r.Intn(len(specials64))])
		default:
			o := all[r.Intn(len(all))]
			if o.fp && o.n == w.n {
				v = get(o)
			} else {
				v = fbits(bw, float64(r.Intn(2001)-1000)/8)
			}
		}
	}
	for i := 0; i < w.n; i++ {
		b[w.off+uint64(i)] = byte(v >> (8 * i))
	}
}

func fbits(w expr.Width, f float64) uint64 {
	if w == 32 {
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}
