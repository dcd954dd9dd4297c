package bitblast

import (
	"context"
	"math/bits"

	"github.com/go-air/gini/logic"
	"github.com/go-air/gini/z"
	"github.com/symx/symx/expr"
	"github.com/symx/symx/solver"
)

// eagerTableMax is the most entries of a constant array a symbolic-index
// read may select (by its index bits that are not constant) for the read
// to be encoded eagerly as a multiplexer over those bits; other reads go
// through lazily instantiated lemmas (i == k → r == Init[k]).
const eagerTableMax = 256

// readVar is the abstraction of one array read: eight fresh inputs, made
// consistent with array semantics by lemmas during refinement.
type readVar struct {
	node     *expr.Node
	bits     []z.Lit      // the value, 8 inputs
	idx      []z.Lit      // the index
	upd      *expr.Update // the update list's head (its writes' bits: blaster.upds)
	expanded bool         // read-over-write lemmas instantiated
	next     *expr.Node   // after expansion: the read of the rest of the list
	// tableLemmas counts single-index lemmas on a constant table.
	tableLemmas int
	lemmas      []z.Lit // every lemma instantiated for this read
	gen         uint32  // the instance's solver generation added counts
	added       int     // lemmas already in that solver
}

// blaster maps expressions to circuit words. Expressions are hash-consed,
// so the cache keys on pointers and every subterm is encoded once per
// circuit, across all queries the circuit serves.
type blaster struct {
	gates
	cache map[*expr.Node][]z.Lit
	reads map[*expr.Node]*readVar
	// upds caches each write's index and value bits. A write's list
	// shares its rest with every list built on it, so the bits are kept
	// per write: a list's own copy of all its writes' bits, per write,
	// made a list of n writes cost n² (a decoder's table written at
	// symbolic indices took 20 GB in one query).
	upds map[*expr.Update][]z.Lit
	// ctx is the running query's context, polled whenever the circuit
	// has grown by pollGates since the last poll: a huge term must not
	// outlive the query's deadline. Each poll also spends a unit of the
	// query's work (solver.Work; nil: no budget).
	ctx      context.Context
	work     *solver.Work
	nextPoll int
}

// pollGates is how many gates are built between polls of the context
// (some hundred microseconds of encoding).
const pollGates = 1 << 14

// outOfTime is panicked by enc when the query's context is done, and
// recovered by instance.check.
type outOfTime struct{ err error }

func newBlaster() *blaster {
	return &blaster{
		gates: gates{c: logic.NewCCap(1 << 12)},
		cache: map[*expr.Node][]z.Lit{},
		reads: map[*expr.Node]*readVar{},
		upds:  map[*expr.Update][]z.Lit{},
	}
}

// lit encodes a Bool.
func (b *blaster) lit(e *expr.Node) z.Lit { return b.enc(e)[0] }

func (b *blaster) enc(e *expr.Node) []z.Lit {
	if w, ok := b.cache[e]; ok {
		return w
	}
	if n := b.c.Len(); n >= b.nextPoll && b.ctx != nil {
		b.nextPoll = n + pollGates
		if err := b.ctx.Err(); err != nil {
			panic(outOfTime{err})
		}
		if b.work.Spend(1) {
			panic(outOfTime{solver.ErrWorkLimit})
		}
	}
	w := b.encode(e)
	b.cache[e] = w
	return w
}

func (b *blaster) encode(e *expr.Node) []z.Lit {
	k := e.Kind()
	w := int(e.Width())
	switch k {
	case expr.KindConst:
		return b.constWord(e.Value(), w)
	case expr.KindRead:
		return b.encodeRead(e)
	case expr.KindSelect:
		return b.muxWord(b.lit(e.Kid(0)), b.enc(e.Kid(1)), b.enc(e.Kid(2)))
	case expr.KindConcat:
		hi, lo := b.enc(e.Kid(0)), b.enc(e.Kid(1))
		out := make([]z.Lit, 0, w)
		return append(append(out, lo...), hi...)
	case expr.KindExtract:
		a := b.enc(e.Kid(0))
		off := int(e.Offset())
		return a[off : off+w : off+w]
	case expr.KindZExt, expr.KindSExt:
		a := b.enc(e.Kid(0))
		fill := b.c.F
		if k == expr.KindSExt {
			fill = a[len(a)-1]
		}
		out := make([]z.Lit, w)
		copy(out, a)
		for i := len(a); i < w; i++ {
			out[i] = fill
		}
		return out
	case expr.KindNot:
		return notWord(b.enc(e.Kid(0)))
	}
	if k.IsFP() {
		return b.encodeFP(e)
	}
	return b.binary(k, b.enc(e.Kid(0)), b.enc(e.Kid(1)))
}

// binary encodes a binary or compare kind on words x and y.
func (b *blaster) binary(k expr.Kind, x, y []z.Lit) []z.Lit {
	w := len(x)
	switch k {
	case expr.KindAnd, expr.KindOr, expr.KindXor:
		out := make([]z.Lit, w)
		for i := range out {
			switch k {
			case expr.KindAnd:
				out[i] = b.c.And(x[i], y[i])
			case expr.KindOr:
				out[i] = b.or(x[i], y[i])
			default:
				out[i] = b.xor(x[i], y[i])
			}
		}
		return out
	case expr.KindShl:
		return b.shift(x, y, true, b.c.F)
	case expr.KindLShr:
		return b.shift(x, y, false, b.c.F)
	case expr.KindAShr:
		return b.shift(x, y, false, x[len(x)-1])
	case expr.KindAdd:
		s, _ := b.add(x, y, b.c.F)
		return s
	case expr.KindSub:
		return b.sub(x, y)
	case expr.KindMul:
		return b.mul(x, y)
	case expr.KindUDiv:
		q, _ := b.udivrem(x, y)
		return q
	case expr.KindURem:
		_, r := b.udivrem(x, y)
		return r
	case expr.KindSDiv:
		q, _ := b.sdivrem(x, y)
		return q
	case expr.KindSRem:
		_, r := b.sdivrem(x, y)
		return r
	case expr.KindEq:
		return []z.Lit{b.eq(x, y)}
	case expr.KindUlt:
		return []z.Lit{b.ult(x, y)}
	case expr.KindUle:
		return []z.Lit{b.ule(x, y)}
	case expr.KindSlt:
		return []z.Lit{b.slt(x, y)}
	case expr.KindSle:
		return []z.Lit{b.sle(x, y)}
	}
	panic("bitblast: cannot encode " + k.String())
}

func (b *blaster) encodeRead(e *expr.Node) []z.Lit {
	idx := b.enc(e.Kid(0))
	root := e.Array()
	ul := e.Updates()
	if ul.Head == nil && root.IsConst() && b.tableLeaves(len(root.Init), idx) <= eagerTableMax {
		return b.table(root.Init, idx)
	}
	rv := &readVar{node: e, idx: idx, bits: make([]z.Lit, 8)}
	for i := range rv.bits {
		rv.bits[i] = b.c.Lit()
	}
	if ul.Head != nil {
		rv.upd = ul.Head
		b.encodeWrites(ul.Head)
	}
	b.reads[e] = rv
	return rv.bits
}

// encodeWrites encodes the index and value of every write of a list
// (upds); they must be in the SAT solver before refinement can look at
// their values. A write already encoded has its rest encoded too: they
// are encoded from the oldest, so a query abandoned midway (outOfTime)
// leaves that true.
func (b *blaster) encodeWrites(u *expr.Update) {
	var todo []*expr.Update
	for ; u != nil; u = u.Next {
		if _, ok := b.upds[u]; ok {
			break
		}
		todo = append(todo, u)
	}
	for i := len(todo) - 1; i >= 0; i-- {
		w := todo[i]
		ls := make([]z.Lit, 0, 64+8)
		ls = append(ls, b.enc(w.Index)...)
		ls = append(ls, b.enc(w.Value)...)
		b.upds[w] = ls
	}
}

// tableLeaves is how many entries of an n-byte table a read at index idx
// may select, counting the index bits that are not constant (a row of a
// two-dimensional table at a constant column: ls's abformat[recent][mon]).
func (b *blaster) tableLeaves(n int, idx []z.Lit) int {
	if n <= 1 {
		return n
	}
	levels := min(bits.Len(uint(n-1)), len(idx))
	free := 0
	for _, l := range idx[:levels] {
		if l != b.c.T && l != b.c.F {
			free++
		}
	}
	if free >= bits.UintSize-1 {
		return n
	}
	return min(n, 1<<free)
}

// table reads a constant array at a symbolic index: a multiplexer tree
// over the index bits, zero past the end.
func (b *blaster) table(data []byte, idx []z.Lit) []z.Lit {
	n := len(data)
	if n == 0 {
		return b.constWord(0, 8)
	}
	levels := bits.Len(uint(n - 1))
	if levels > len(idx) {
		levels = len(idx)
	}
	var rec func(level int, base uint64) []z.Lit
	rec = func(level int, base uint64) []z.Lit {
		if level == 0 {
			v := uint64(0)
			if base < uint64(n) {
				v = uint64(data[base])
			}
			return b.constWord(v, 8)
		}
		half := uint64(1) << uint(level-1)
		switch idx[level-1] {
		case b.c.F: // a constant index bit: only one half is read
			return rec(level-1, base)
		case b.c.T:
			if base+half >= uint64(n) {
				return b.constWord(0, 8)
			}
			return rec(level-1, base+half)
		}
		lo := rec(level-1, base)
		if base+half >= uint64(n) {
			// The upper half is past the end: zero.
			return b.muxWord(idx[level-1], b.constWord(0, 8), lo)
		}
		hi := rec(level-1, base+half)
		return b.muxWord(idx[level-1], hi, lo)
	}
	out := rec(levels, 0)
	inRange := b.c.T
	for i := levels; i < len(idx); i++ {
		inRange = b.c.And(inRange, idx[i].Not())
	}
	for i := range out {
		out[i] = b.c.And(inRange, out[i])
	}
	return out
}
