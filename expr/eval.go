package expr

// Assignment gives every symbolic array its bytes: a model. Arrays it does
// not mention read as zero, and so do bytes past the end of a slice.
type Assignment struct {
	Values map[*Array][]byte
}

// NewAssignment returns an empty assignment.
func NewAssignment() *Assignment { return &Assignment{Values: map[*Array][]byte{}} }

// Bytes returns the bytes of a (nil when unassigned).
func (m *Assignment) Bytes(a *Array) []byte { return m.Values[a] }

// Set assigns a's bytes.
func (m *Assignment) Set(a *Array, b []byte) { m.Values[a] = b }

// Clone copies the assignment (byte slices included).
func (m *Assignment) Clone() *Assignment {
	c := &Assignment{Values: make(map[*Array][]byte, len(m.Values))}
	for a, b := range m.Values {
		c.Values[a] = append([]byte(nil), b...)
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
	b := m.Values[a]
	if i < uint64(len(b)) {
		return uint64(b[i])
	}
	return 0
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
		return applyUnary(e.kind, a.width, e.width, e.Offset(), ev.Eval(a))
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
		return applyFP(e.kind, e.kids[0].width, e.width, v[0], v[1], v[2])
	}
	a, b := e.kids[0], e.kids[1]
	return applyBinary(e.kind, a.width, ev.Eval(a), ev.Eval(b))
}

// Eval evaluates e under m with a fresh evaluator.
func Eval(e Expr, m *Assignment) uint64 { return NewEvaluator(m).Eval(e) }
