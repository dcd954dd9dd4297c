package exec

import (
	"fmt"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// The few C library functions the engine models itself until the libc
// runtime (compiled C) takes over: the heap, the mem*/str* functions
// programs call directly, and output on concrete values.

// MaxAlloc is the largest heap allocation that succeeds; larger ones
// return NULL, as a real allocator would for absurd sizes. Natively
// Linux's overcommit grants more, so replays limit the program's data to
// this (replay.ModelMaxAlloc, which must equal it).
const MaxAlloc = 1 << 32

// maxModelSize is the largest symbolic allocation size a state following
// a model takes from it (sized).
const maxModelSize = 16 << 20

// ConcolicSizeReason ends a state following a model whose symbolic
// allocation size is past maxModelSize.
var ConcolicSizeReason = fmt.Sprintf("symbolic allocation size past the concolic bound (%d MiB)", maxModelSize>>20)

// sized runs alloc for an allocation of the given size, following KLEE's
// policy for a symbolic size: take a feasible value, lower it while
// values at most half as large stay feasible and it is above 128, and
// fork on size == that value; where the size can differ, if it has
// exactly one other value allocate that, otherwise fork once more: sizes
// above hugeSize (KLEE: 2^31) make the allocation fail (null); of the
// rest, one more size (lowered the same way down to 1024) is allocated on
// its own path (symx's addition), and what remains ends with a model
// error ("concretized symbolic size"). A state following its model
// (followsModel) takes the model's size instead, up to maxModelSize.
// alloc runs on every state that continues, with the concrete size, or
// with null set. It returns actNext when s alone
// continues (its pc untouched), actStop otherwise (the continuing states
// are positioned past the call).
func (x *Executor) sized(s *State, in *ir.Inst, v Value, alloc func(st *State, size uint64, null bool)) action {
	if v.E == nil {
		alloc(s, v.C, false)
		return stopIfDone(s)
	}
	e := s.simplify(v.E)
	if e.IsConst() {
		if len(s.assume) > 0 {
			s.assumed(expr.Eq(e, v.E))
		}
		alloc(s, e.Value(), false)
		return stopIfDone(s)
	}
	w := e.Width()
	example, err := x.value(s, e)
	if err != nil {
		x.solverFailed(s, err)
		return actStop
	}
	x.warn(in.Loc, "symbolic allocation size concretized")
	if x.followsModel(s) {
		// A state following a model takes the model's size, with no
		// query and no fork, as concolic testers concretize (SAGE): its
		// queries here (lowering the size, the other sizes) timed out on
		// giflib's sizes from header fields multiplied. Other sizes come
		// from flips of the branches that decide the size. Past
		// maxModelSize (partial solutions put gigabytes there) the state
		// ends early with no query (on giflib those queries' timeouts
		// ended it): taking every size took the MuSE benchmark's
		// process to 22 GB. Past MaxAlloc the allocation fails, as in
		// the seed's concrete run.
		if example > maxModelSize && example <= MaxAlloc {
			x.terminateEarly(s, ConcolicSizeReason)
			return actStop
		}
		s.addConstraint(expr.Eq(expr.Const(example, w), e))
		alloc(s, example, false)
		return stopIfDone(s)
	}
	if example, err = x.smallerSize(s, e, example, 128); err != nil {
		x.solverFailed(s, err)
		return actStop
	}
	var cont []*State
	t, f, ok := x.split(s, expr.Eq(expr.Const(example, w), e), false)
	if !ok {
		return actStop
	}
	if t != nil {
		alloc(t, example, false)
		cont = append(cont, t)
	}
	if f != nil {
		other, err := x.value(f, e)
		if err != nil {
			x.solverFailed(f, err)
		} else if must, err := x.mustBeTrue(f, expr.Eq(expr.Const(other, w), e)); err != nil {
			x.solverFailed(f, err)
		} else if must {
			alloc(f, other, false)
			cont = append(cont, f)
		} else {
			huge, rest, ok := x.split(f, expr.Ult(expr.Const(hugeSize(w), w), e), false)
			if ok && huge != nil {
				alloc(huge, 0, true)
				cont = append(cont, huge)
			}
			if ok && rest != nil {
				// One more concrete size, one of the rest's values near
				// 1024 (symx's addition to KLEE's policy: programs whose
				// bugs need a larger array than the first are reached).
				v2, err := x.value(rest, e)
				if err == nil {
					v2, err = x.smallerSize(rest, e, v2, 1024)
				}
				if err == nil && v2 <= maxSecondSize && v2 != example {
					a, b, ok2 := x.split(rest, expr.Eq(expr.Const(v2, w), e), false)
					if !ok2 {
						rest = nil
					} else {
						if a != nil {
							alloc(a, v2, false)
							cont = append(cont, a)
						}
						rest = b
					}
				}
			}
			if ok && rest != nil {
				x.terminateBug(rest, BugModel, "concretized symbolic size",
					fmt.Sprintf("size expr: %v\nconcretization: %d\nunbound example: %d\n", e, example, other))
			}
		}
	}
	if len(cont) == 1 && cont[0] == s && !s.done && len(x.added) == 0 {
		return actNext
	}
	for _, st := range cont {
		if !st.done {
			advance(st)
		}
	}
	return actStop
}

// stopIfDone continues s after a call, unless the call ended it (an
// allocation over the memory cap).
func stopIfDone(s *State) action {
	if s.done {
		return actStop
	}
	return actNext
}

// smallerSize looks for a feasible value of the size e not above floor (or
// the smallest it finds on the way), starting from the feasible value v:
// while some value at most half of v is feasible, it takes the model's.
// (KLEE halves v itself, which sticks at sizes like 4·(n/2+1) whose half
// is not a multiple of 4.)
func (x *Executor) smallerSize(s *State, e expr.Expr, v, floor uint64) (uint64, error) {
	w := e.Width()
	for v > floor {
		ok, m, err := x.mayBeTrue(s, expr.Ule(e, expr.Const(v>>1, w)))
		if err != nil {
			return v, err
		}
		if !ok || m == nil {
			break
		}
		nv := expr.Eval(e, m)
		if nv >= v {
			break
		}
		v = nv
	}
	return v, nil
}

// maxSecondSize bounds the second concrete size sized tries.
const maxSecondSize = 1 << 20

// HugeAlloc is where the null path of a 64-bit symbolic allocation size
// starts (sized): above replay.DataLimit, the data a replayed program may
// hold, so that its test's malloc fails natively too. KLEE's 2^31 let the
// solver pick 4 GiB less 8 KiB for strings --bytes=-8195 (an unsigned
// string_min + 1): NULL under symx, granted natively.
const HugeAlloc = MaxAlloc + 1<<30

// hugeSize is the least size a symbolic size of w bits takes on sized's
// null path: KLEE's 2^31 for 32 bits (an i386 program's size_t),
// HugeAlloc for 64.
func hugeSize(w expr.Width) uint64 {
	if w <= 32 {
		return 1 << 31
	}
	return HugeAlloc
}

// allocHeap makes a heap object of size bytes on s and returns its
// address, 0 for an allocation that fails as it would natively (too
// large). ok is false when s ended instead: the allocation would take the
// process over Config.MaxMemory, and the state is killed as KLEE kills
// states over its cap. A NULL there would send the program down an
// out-of-memory path a native run never takes (its test would not replay).
func (x *Executor) allocHeap(s *State, in *ir.Inst, size uint64, what string) (addr uint64, ok bool) {
	if size > MaxAlloc {
		x.warn(in.Loc, fmt.Sprintf("%s of %d bytes fails (returns NULL)", what, size))
		return 0, true
	}
	if x.overMemory(in, size, what) {
		x.terminateEarly(s, MemoryLimitReason)
		return 0, false
	}
	loc := x.location(in.Loc)
	obj, _ := s.mem.Allocate(size, 16, mem.Heap, fmt.Sprintf("%s@%s", what, loc), false)
	if obj == nil {
		return 0, true
	}
	return obj.Addr, true
}

// largeAlloc is the size above which an allocation is warned about
// (KLEE's "Large alloc" threshold) and checked against the memory cap
// before it is made; smaller ones are checked once they add up to as
// much. The MemoryBudget pruner runs only between time slices, and one
// slice can allocate without bound.
const largeAlloc = 10 << 20

// overMemory reports whether an allocation of size bytes would take the
// process over Config.MaxMemory (objects are backed by Go memory as soon
// as they are made: a 3 GiB malloc would take 3 GiB at once).
func (x *Executor) overMemory(in *ir.Inst, size uint64, what string) bool {
	if size > largeAlloc {
		x.warn(in.Loc, fmt.Sprintf("large %s of %d bytes", what, size))
	}
	c := x.cfg.MaxMemory
	if c == 0 {
		return false
	}
	if x.allocated += size; x.allocated <= largeAlloc {
		return false
	}
	x.allocated = 0
	return size > c-min(c, ProcessMemory())
}

func mallocFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return x.sized(s, in, arg(a, 0), func(st *State, size uint64, null bool) {
		var p uint64
		if !null {
			var ok bool
			if p, ok = x.allocHeap(st, in, size, "malloc"); !ok {
				return
			}
		}
		x.result(st, in, Value{C: p})
	})
}

func callocFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	n, size := arg(a, 0), arg(a, 1)
	if n.E == nil && size.E == nil {
		if n.C != 0 && size.C > MaxAlloc/n.C {
			return x.result(s, in, Value{})
		}
		p, ok := x.allocHeap(s, in, n.C*size.C, "calloc")
		if !ok {
			return actStop
		}
		return x.result(s, in, Value{C: p})
	}
	w := uint16(64)
	if n.E != nil {
		w = uint16(n.E.Width())
	} else {
		w = uint16(size.E.Width())
	}
	total := Value{E: expr.Mul(n.Expr(w), size.Expr(w))}
	return x.sized(s, in, total, func(st *State, sz uint64, null bool) {
		var p uint64
		if !null {
			var ok bool
			if p, ok = x.allocHeap(st, in, sz, "calloc"); !ok {
				return
			}
		}
		x.result(st, in, Value{C: p})
	})
}

// heapObject finds the heap object a pointer passed to free/realloc must
// be the base of, ending s with the right bug when it is not.
func (x *Executor) heapObject(s *State, p uint64, what string) (*mem.Object, *mem.ObjectState, bool) {
	obj, os := s.mem.Find(p)
	if obj == nil {
		if fo, _ := s.mem.Floor(p); fo != nil && p-fo.Addr < fo.Size {
			x.terminateBug(s, BugFree, fmt.Sprintf("%s of a pointer into the middle of an object", what), fo.String())
		} else {
			x.terminateBug(s, BugFree, fmt.Sprintf("%s of an invalid pointer %#x", what, p), "")
		}
		return nil, nil, false
	}
	if obj.Kind != mem.Heap {
		x.terminateBug(s, BugFree, fmt.Sprintf("%s of a %s object", what, obj.Kind), obj.String())
		return nil, nil, false
	}
	if os == nil {
		x.terminateBug(s, BugFree, "double free", obj.String())
		return nil, nil, false
	}
	return obj, os, true
}

func freeFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	p, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic pointer passed to free")
	if !ok {
		return actStop
	}
	if p == 0 {
		return actNext
	}
	obj, _, ok := x.heapObject(s, p, "free")
	if !ok {
		return actStop
	}
	s.mem.Free(obj)
	return actNext
}

func reallocFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	p, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic pointer passed to realloc")
	if !ok {
		return actStop
	}
	return x.sized(s, in, arg(a, 1), func(st *State, size uint64, null bool) {
		if null {
			x.result(st, in, Value{})
			return
		}
		x.realloc(st, in, p, size)
	})
}

// realloc resizes the heap object at p on s (the result is written, or s
// ends with an invalid-free bug).
func (x *Executor) realloc(s *State, in *ir.Inst, p, size uint64) {
	if p == 0 {
		if np, ok := x.allocHeap(s, in, size, "realloc"); ok {
			x.result(s, in, Value{C: np})
		}
		return
	}
	obj, os, ok := x.heapObject(s, p, "realloc")
	if !ok {
		return
	}
	if size == 0 {
		s.mem.Free(obj)
		x.result(s, in, Value{})
		return
	}
	np, ok := x.allocHeap(s, in, size, "realloc")
	if !ok {
		return
	}
	if np == 0 {
		x.result(s, in, Value{})
		return
	}
	nobj, nos, _ := s.mem.Lookup(np)
	nos = s.mem.Writable(nobj, nos)
	nos.CopyFrom(0, os, 0, min(size, obj.Size))
	s.mem.Free(obj)
	x.result(s, in, Value{C: np})
}

func memcpyFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	if act := x.memcpyOp(s, in, arg(a, 0), arg(a, 1), arg(a, 2), 64); act != actNext {
		return act
	}
	return x.result(s, in, arg(a, 0))
}

func memsetFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	v := arg(a, 1)
	if v.E != nil {
		v = Value{E: expr.Trunc(v.E, expr.Int8)}
	}
	if act := x.memsetOp(s, in, arg(a, 0), v, arg(a, 2), 64); act != actNext {
		return act
	}
	return x.result(s, in, arg(a, 0))
}

// bytesFrom returns the bytes from the concrete address p to the end of
// its object as expressions, ending s with a memory error when p is not
// mapped.
func (x *Executor) bytesFrom(s *State, p uint64) ([]expr.Expr, bool) {
	obj, os, ok := s.mem.Lookup(p)
	if !ok {
		x.memoryError(s, p, 1, false)
		return nil, false
	}
	var out []expr.Expr
	for off := p - obj.Addr; off < obj.Size; off++ {
		out = append(out, os.ByteExpr(off))
	}
	return out, true
}

// strlenFn returns the length as an if-then-else over the bytes when
// they are symbolic (no forking), so the caller branches on it. A string
// running off its object is a memory error when all its bytes are
// concrete; with symbolic bytes that case is not modelled (the libc
// runtime's strlen, run as code, is exact).
func strlenFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	p, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic pointer passed to strlen")
	if !ok {
		return actStop
	}
	w := expr.Width(max(x.retBits(s, in), 1))
	all, ok := x.bytesFrom(s, p)
	if !ok {
		return actStop
	}
	n := -1
	symbolic := false
	for i, b := range all {
		if b.IsConst() && b.Value() == 0 {
			n = i
			break
		}
		symbolic = symbolic || !b.IsConst()
	}
	if n < 0 {
		if !symbolic {
			x.memoryError(s, p+uint64(len(all)), 1, false)
			return actStop
		}
		n = len(all)
	}
	r := expr.Const(uint64(n), w)
	for i := n - 1; i >= 0; i-- {
		r = expr.Select(expr.IsZero(all[i]), expr.Const(uint64(i), w), r)
	}
	return x.result(s, in, fromExpr(r))
}

// compareBytes builds the result of memcmp/strcmp over byte expressions:
// the difference of the first differing pair (as unsigned chars), 0 when
// none differs; for strings a NUL in a ends the comparison.
func compareBytes(as, bs []expr.Expr, str bool, w expr.Width) expr.Expr {
	r := expr.Const(0, w)
	for i := len(as) - 1; i >= 0; i-- {
		a, b := as[i], bs[i]
		diff := expr.Sub(expr.ZExt(a, w), expr.ZExt(b, w))
		eq := expr.Eq(a, b)
		next := r
		if str {
			next = expr.Select(expr.IsZero(a), expr.Const(0, w), r)
		}
		r = expr.Select(eq, next, diff)
	}
	return r
}

func memcmpFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return x.compare(s, in, a, false, true)
}

func strcmpFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	bounded := in.Call != nil && in.Call.Name == "strncmp"
	return x.compare(s, in, a, true, bounded)
}

func (x *Executor) compare(s *State, in *ir.Inst, a []Value, str, bounded bool) action {
	p, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic pointer passed to a comparison")
	if !ok {
		return actStop
	}
	q, ok := x.concreteArg(s, arg(a, 1), in.Loc, "symbolic pointer passed to a comparison")
	if !ok {
		return actStop
	}
	limit := ^uint64(0)
	if bounded {
		if limit, ok = x.concreteArg(s, arg(a, 2), in.Loc, "symbolic length passed to a comparison"); !ok {
			return actStop
		}
	}
	w := expr.Width(max(x.retBits(s, in), 8))
	all, ok := x.bytesFrom(s, p)
	if !ok {
		return actStop
	}
	bll, ok := x.bytesFrom(s, q)
	if !ok {
		return actStop
	}
	var as, bs []expr.Expr
	done := false
	for i := uint64(0); i < limit && i < uint64(len(all)) && i < uint64(len(bll)); i++ {
		ea, eb := all[i], bll[i]
		as, bs = append(as, ea), append(bs, eb)
		if ea.IsConst() && eb.IsConst() && (ea.Value() != eb.Value() || str && ea.Value() == 0) {
			done = true
			break
		}
	}
	if !done && uint64(len(as)) < limit && (uint64(len(as)) == uint64(len(all)) || uint64(len(as)) == uint64(len(bll))) {
		concrete := true
		for i := range as {
			concrete = concrete && as[i].IsConst() && bs[i].IsConst()
		}
		if concrete {
			end := p + uint64(len(as))
			if uint64(len(as)) == uint64(len(bll)) && uint64(len(as)) < uint64(len(all)) {
				end = q + uint64(len(as))
			}
			x.memoryError(s, end, 1, false)
			return actStop
		}
	}
	return x.result(s, in, fromExpr(compareBytes(as, bs, str, w)))
}
