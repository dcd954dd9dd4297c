package randq

import (
	"fmt"
	"math/rand"

	"github.com/symx/symx/expr"
)

// Config shapes the queries.
type Config struct {
	Arrays      int          // symbolic arrays (≥ 1)
	Size        uint64       // bytes per array
	Depth       int          // term depth
	Constraints int          // constraints per query (≥ 1)
	Widths      []expr.Width // bit-vector widths to use
	Writes      int          // at most this many writes per update list
	// MaxArithWidth, if set, limits multiplication, division and
	// remainder to widths up to it (wider ones become additions), which
	// keeps wide queries quick for every solver.
	MaxArithWidth expr.Width
	// Far, if set, lets a third of the indices range over all 32 bits:
	// constants near 2^31 and 2^32, and unmasked 32-bit terms, so that
	// reads land far past the arrays' sizes.
	Far bool
}

// Small is a configuration z3 decides in milliseconds.
var Small = Config{Arrays: 2, Size: 4, Depth: 3, Constraints: 3,
	Widths: []expr.Width{1, 3, 8, 13, 16, 32}, Writes: 2, MaxArithWidth: 16}

// Gen makes queries over its own arrays.
type Gen struct {
	R      *rand.Rand
	Cfg    Config
	Arrays []*expr.Array
	Tables []*expr.Array
}

// New returns a generator seeded with seed over fresh arrays.
func New(seed int64, cfg Config) *Gen {
	g := &Gen{R: rand.New(rand.NewSource(seed)), Cfg: cfg}
	for i := 0; i < cfg.Arrays; i++ {
		g.Arrays = append(g.Arrays, expr.NewArray(fmt.Sprintf("a%d", i), cfg.Size))
	}
	data := make([]byte, 6)
	for i := range data {
		data[i] = byte(g.R.Intn(256))
	}
	g.Tables = append(g.Tables, expr.NewConstArray("tab", data))
	return g
}

// Query returns Cfg.Constraints random Bool constraints.
func (g *Gen) Query() []expr.Expr {
	n := 1 + g.R.Intn(g.Cfg.Constraints)
	cs := make([]expr.Expr, n)
	for i := range cs {
		cs[i] = g.Bool(g.Cfg.Depth)
	}
	return cs
}

func (g *Gen) width() expr.Width { return g.Cfg.Widths[g.R.Intn(len(g.Cfg.Widths))] }

// Const returns a constant biased to boundary values.
func (g *Gen) Const(w expr.Width) expr.Expr {
	m := expr.Mask(w)
	var v uint64
	switch g.R.Intn(8) {
	case 0:
		v = 0
	case 1:
		v = 1
	case 2:
		v = m
	case 3:
		v = m>>1 + 1
	case 4:
		v = uint64(g.R.Intn(8))
	default:
		v = g.R.Uint64()
	}
	return expr.Const(v&m, w)
}

// Bool returns a random Bool term.
func (g *Gen) Bool(depth int) expr.Expr {
	if depth <= 0 {
		return g.compare(0)
	}
	switch g.R.Intn(6) {
	case 0:
		return expr.And(g.Bool(depth-1), g.Bool(depth-1))
	case 1:
		return expr.Or(g.Bool(depth-1), g.Bool(depth-1))
	case 2:
		return expr.Not(g.Bool(depth - 1))
	}
	return g.compare(depth - 1)
}

func (g *Gen) compare(depth int) expr.Expr {
	w := g.width()
	a, b := g.Term(w, depth), g.Term(w, depth)
	ks := []expr.Kind{expr.KindEq, expr.KindEq, expr.KindUlt, expr.KindUle, expr.KindSlt, expr.KindSle}
	return expr.Binary(ks[g.R.Intn(len(ks))], a, b)
}

// farIndices are constant indices far past any array's size.
var farIndices = []uint64{1 << 20, 1<<31 - 1, 1 << 31, 1<<31 + 1, 1<<32 - 2, 1<<32 - 1}

// index is a small symbolic or constant index, or with Cfg.Far sometimes
// a far one.
func (g *Gen) index(depth int) expr.Expr {
	if g.Cfg.Far && g.R.Intn(3) == 0 {
		if depth <= 0 || g.R.Intn(2) == 0 {
			return expr.Const(farIndices[g.R.Intn(len(farIndices))], expr.Int32)
		}
		return g.Term(expr.Int32, depth-1)
	}
	switch g.R.Intn(3) {
	case 0:
		return expr.Const(uint64(g.R.Intn(int(g.Cfg.Size)+1)), expr.Int32)
	case 1:
		if depth <= 0 {
			return expr.Const(uint64(g.R.Intn(int(g.Cfg.Size)+1)), expr.Int32)
		}
		return expr.ZExt(expr.And(g.Term(expr.Int8, depth-1), expr.Const(7, expr.Int8)), expr.Int32)
	}
	if depth <= 0 {
		// A byte read at a constant index, narrowed: symbolic, no recursion.
		b := expr.Read(expr.UpdateList{Root: g.Arrays[g.R.Intn(len(g.Arrays))]},
			expr.Const(uint64(g.R.Intn(int(g.Cfg.Size))), expr.Int32))
		return expr.ZExt(expr.Extract(b, 0, 3), expr.Int32)
	}
	return expr.ZExt(g.Term(3, depth-1), expr.Int32)
}

// updates returns an update list on a random array.
func (g *Gen) updates(depth int) expr.UpdateList {
	ul := expr.UpdateList{Root: g.Arrays[g.R.Intn(len(g.Arrays))]}
	if g.R.Intn(5) == 0 {
		ul.Root = g.Tables[0]
	}
	if depth > 0 && g.Cfg.Writes > 0 && g.R.Intn(2) == 0 {
		for n := g.R.Intn(g.Cfg.Writes) + 1; n > 0; n-- {
			ul = ul.Write(g.index(depth), g.Term(expr.Int8, depth-1))
		}
	}
	return ul
}

// read returns a byte read, or a little-endian multi-byte read.
func (g *Gen) read(w expr.Width, depth int) expr.Expr {
	ul := g.updates(depth)
	if w%8 == 0 && w > 8 && g.R.Intn(2) == 0 {
		return expr.ReadLE(ul, g.index(depth), int(w/8))
	}
	b := expr.Read(ul, g.index(depth))
	switch {
	case w == 8:
		return b
	case w < 8:
		return expr.Extract(b, uint(g.R.Intn(int(8-w)+1)), w)
	case g.R.Intn(2) == 0:
		return expr.ZExt(b, w)
	}
	return expr.SExt(b, w)
}

// Term returns a random term of width w.
func (g *Gen) Term(w expr.Width, depth int) expr.Expr {
	if depth <= 0 {
		if g.R.Intn(3) == 0 {
			return g.Const(w)
		}
		return g.read(w, 0)
	}
	switch g.R.Intn(10) {
	case 0:
		return g.read(w, depth)
	case 1:
		return expr.Select(g.Bool(depth-1), g.Term(w, depth-1), g.Term(w, depth-1))
	case 2:
		if w > 1 {
			lw := expr.Width(1 + g.R.Intn(int(w)-1))
			return expr.Concat(g.Term(w-lw, depth-1), g.Term(lw, depth-1))
		}
		return g.compare(depth - 1)
	case 3:
		src := g.width()
		if src < w {
			if g.R.Intn(2) == 0 {
				return expr.ZExt(g.Term(src, depth-1), w)
			}
			return expr.SExt(g.Term(src, depth-1), w)
		}
		return expr.Extract(g.Term(src, depth-1), uint(g.R.Intn(int(src-w)+1)), w)
	case 4:
		return expr.Not(g.Term(w, depth-1))
	}
	ks := []expr.Kind{expr.KindAnd, expr.KindOr, expr.KindXor, expr.KindShl, expr.KindLShr,
		expr.KindAShr, expr.KindAdd, expr.KindSub, expr.KindMul, expr.KindUDiv,
		expr.KindSDiv, expr.KindURem, expr.KindSRem}
	k := ks[g.R.Intn(len(ks))]
	if g.Cfg.MaxArithWidth > 0 && w > g.Cfg.MaxArithWidth && k >= expr.KindMul && k <= expr.KindSRem {
		k = expr.KindAdd
	}
	b := g.Term(w, depth-1)
	if (k == expr.KindShl || k == expr.KindLShr || k == expr.KindAShr) && g.R.Intn(2) == 0 {
		b = expr.Const(uint64(g.R.Intn(int(w)+2)), w)
	}
	return expr.Binary(k, g.Term(w, depth-1), b)
}
