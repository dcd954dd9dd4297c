package expr

import "maps"

// Assignment gives every symbolic array its bytes: a model. Byte i of
// array a is Values[a][i] when i < len(Values[a]), else Sparse[a][i];
// every byte it does not mention is zero.
//
// Values holds the dense prefix of each array, Sparse the bytes far past
// it: a model of a read of a 4 GiB array at 0xffffffff holds one map
// entry, not the array. Builders put a byte where SetByte decides;
// entries of Sparse below len(Values[a]) are shadowed, never read.
type Assignment struct {
	Values map[*Array][]byte
	Sparse map[*Array]map[uint64]byte
}

// MaxDense is the size up to which SetByte keeps an array's bytes in a
// dense slice: every byte of an array up to this size, the bytes below it
// of a larger one; bytes at larger indices go to Sparse.
const MaxDense = 1 << 16

// NewAssignment returns an empty assignment.
func NewAssignment() *Assignment { return &Assignment{Values: map[*Array][]byte{}} }

// Bytes returns the dense bytes of a (nil when unassigned); bytes past
// them may be in Sparse. Fill reads every byte.
func (m *Assignment) Bytes(a *Array) []byte { return m.Values[a] }

// Set assigns a's bytes [0, len(b)); bytes past b keep their values.
func (m *Assignment) Set(a *Array, b []byte) { m.Values[a] = b }

// Byte returns byte i of a under m.
func (m *Assignment) Byte(a *Array, i uint64) byte {
	b := m.Values[a]
	if i < uint64(len(b)) {
		return b[i]
	}
	if m.Sparse != nil {
		return m.Sparse[a][i]
	}
	return 0
}

// SetByte sets byte i of a, in place: in the dense slice when i is below
// MaxDense and a's size (growing it), else in Sparse. The slice may be
// shared with a Copy, so SetByte is for assignments being built.
func (m *Assignment) SetByte(a *Array, i uint64, v byte) {
	b := m.Values[a]
	switch {
	case i < uint64(len(b)):
		b[i] = v
	case i < min(a.Size, MaxDense):
		if v != 0 {
			b = append(b, make([]byte, i+1-uint64(len(b)))...)
			b[i] = v
			m.Values[a] = b
		}
	case v != 0:
		if m.Sparse == nil {
			m.Sparse = map[*Array]map[uint64]byte{}
		}
		if m.Sparse[a] == nil {
			m.Sparse[a] = map[uint64]byte{}
		}
		m.Sparse[a][i] = v
	default:
		delete(m.Sparse[a], i)
	}
}

// Fill copies bytes [0, len(dst)) of a into dst.
func (m *Assignment) Fill(a *Array, dst []byte) {
	n := copy(dst, m.Values[a])
	clear(dst[n:])
	for i, v := range m.Sparse[a] {
		if i >= uint64(n) && i < uint64(len(dst)) {
			dst[i] = v
		}
	}
}

// Copy returns a shallow copy: its own maps, sharing the byte slices and
// sparse tables (replace them with Set, not SetByte).
func (m *Assignment) Copy() *Assignment {
	c := &Assignment{Values: make(map[*Array][]byte, len(m.Values)+1)}
	for a, b := range m.Values {
		c.Values[a] = b
	}
	if m.Sparse != nil {
		c.Sparse = make(map[*Array]map[uint64]byte, len(m.Sparse))
		for a, t := range m.Sparse {
			c.Sparse[a] = t
		}
	}
	return c
}

// Clone copies the assignment (byte slices and sparse tables included).
func (m *Assignment) Clone() *Assignment {
	c := &Assignment{Values: make(map[*Array][]byte, len(m.Values))}
	for a, b := range m.Values {
		c.Values[a] = append([]byte(nil), b...)
	}
	for a, t := range m.Sparse {
		if c.Sparse == nil {
			c.Sparse = make(map[*Array]map[uint64]byte, len(m.Sparse))
		}
		c.Sparse[a] = maps.Clone(t)
	}
	return c
}

func (m *Assignment) byteAt(a *Array, i uint64) uint64 {
	if a.Init != nil {
		if i < uint64(len(a.Init)) {
			return uint64(a.Init[i])
		}
		return 0
	}
	if m == nil {
		return 0
	}
	return uint64(m.Byte(a, i))
}

// Evaluator computes expression values under one assignment, memoizing
// shared subterms. Reuse one Evaluator for many expressions under the same
// assignment (the counterexample cache does); it is not safe for
// concurrent use.
type Evaluator struct {
	m    *Assignment
	memo map[*Node]uint64
}

// NewEvaluator returns an evaluator for m (nil: everything reads zero).
func NewEvaluator(m *Assignment) *Evaluator {
	return &Evaluator{m: m, memo: map[*Node]uint64{}}
}

// Reset switches the evaluator to another assignment, keeping its memory.
func (ev *Evaluator) Reset(m *Assignment) {
	ev.m = m
	clear(ev.memo)
}

// Eval returns the value of e (masked to its width).
func (ev *Evaluator) Eval(e Expr) uint64 {
	switch e.kind {
	case KindConst:
		return e.val
	case KindRead, KindNot, KindExtract, KindZExt, KindSExt:
		// Cheap enough not to memoize, unless a read walks writes.
		if e.kind != KindRead || e.upd == nil {
			return ev.eval(e)
		}
	}
	if v, ok := ev.memo[e]; ok {
		return v
	}
	v := ev.eval(e)
	ev.memo[e] = v
	return v
}

// Memoized is how many subterm values the evaluator holds.
func (ev *Evaluator) Memoized() int { return len(ev.memo) }

// IsTrue evaluates a Bool.
func (ev *Evaluator) IsTrue(e Expr) bool { return ev.Eval(e) == 1 }

func (ev *Evaluator) eval(e Expr) uint64 {
	switch e.kind {
	case KindRead:
		i := ev.Eval(e.kids[0])
		for u := e.upd; u != nil; u = u.Next {
			if ev.Eval(u.Index) == i {
				return ev.Eval(u.Value)
			}
		}
		return ev.m.byteAt(e.arr, i)
	case KindSelect:
		if ev.Eval(e.kids[0]) == 1 {
			return ev.Eval(e.kids[1])
		}
		return ev.Eval(e.kids[2])
	case KindConcat:
		return ev.Eval(e.kids[0])<<e.kids[1].width | ev.Eval(e.kids[1])
	case KindExtract, KindZExt, KindSExt, KindNot:
		a := e.kids[0]
		return ApplyUnary(e.kind, a.width, e.width, e.Offset(), ev.Eval(a))
	case KindAnd:
		// Short-circuit Bools: constraints are long conjunctions.
		if e.width == Bool && ev.Eval(e.kids[0]) == 0 {
			return 0
		}
	case KindOr:
		if e.width == Bool && ev.Eval(e.kids[0]) == 1 {
			return 1
		}
	}
	if e.kind.IsFP() {
		var v [3]uint64
		for i := 0; i < e.kind.Arity(); i++ {
			v[i] = ev.Eval(e.kids[i])
		}
		return applyFP(e.kind, e.Rounding(), e.kids[0].width, e.width, v[0], v[1], v[2])
	}
	a, b := e.kids[0], e.kids[1]
	return ApplyBinary(e.kind, a.width, ev.Eval(a), ev.Eval(b))
}

// Eval evaluates e under m with a fresh evaluator.
func Eval(e Expr, m *Assignment) uint64 { return NewEvaluator(m).Eval(e) }
