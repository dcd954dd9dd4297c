package mem

import "github.com/symx/symx/expr"

// Oracle reports whether cond may hold on the current path (the executor
// asks its solver under the path constraints).
type Oracle func(cond expr.Expr) (bool, error)

// Resolution is one live object a symbolic pointer may point into.
type Resolution struct {
	Obj *Object
	OS  *ObjectState
}

// InObject is the condition that the 64-bit address addr points into obj
// (any byte of it).
func InObject(obj *Object, addr expr.Expr) expr.Expr {
	if obj.Size == 0 {
		return expr.False()
	}
	return expr.Ult(expr.Sub(addr, expr.Const(obj.Addr, expr.Int64)), expr.Const(obj.Size, expr.Int64))
}

// InBounds is the condition that an access of n bytes at the 64-bit
// address addr lies inside obj.
func InBounds(obj *Object, addr expr.Expr, n uint64) expr.Expr {
	if n > obj.Size {
		return expr.False()
	}
	return expr.Ule(expr.Sub(addr, expr.Const(obj.Addr, expr.Int64)), expr.Const(obj.Size-n, expr.Int64))
}

// Resolve lists the live objects the symbolic address addr may point
// into, KLEE's way: the object holding example (a feasible value of addr)
// first, then neighbours in both directions until addr provably cannot
// reach further. At most max objects are examined (max ≤ 0: no bound);
// complete is false when the bound cut the walk short. Errors come from the
// oracle (a solver failure or timeout).
func (as *AddressSpace) Resolve(addr expr.Expr, example uint64, may Oracle, max int) (res []Resolution, complete bool, err error) {
	examined := 0
	budget := func() bool {
		examined++
		return max <= 0 || examined <= max
	}
	consider := func(obj *Object, os *ObjectState) error {
		if os == nil {
			return nil // freed: an access there is not a resolution
		}
		ok, err := may(InObject(obj, addr))
		if err == nil && ok {
			res = append(res, Resolution{obj, os})
		}
		return err
	}
	start, startOS := as.Floor(example)
	up := example
	down := example
	if start != nil {
		if example-start.Addr < start.Size {
			if startOS != nil {
				res = append(res, Resolution{start, startOS}) // example proves it
			}
			examined++
			up, down = start.Addr, start.Addr
		}
	}
	complete = true
	// Upwards: objects based above `up`.
	as.Ascend(up+1, func(obj *Object, os *ObjectState) bool {
		if !budget() {
			complete = false
			return false
		}
		var ok bool
		if ok, err = may(expr.Uge(addr, expr.Const(obj.Addr, expr.Int64))); err != nil || !ok {
			return false
		}
		err = consider(obj, os)
		return err == nil
	})
	if err != nil || !complete {
		return res, complete, err
	}
	// Downwards: objects based at or below `down`, skipping the start.
	if down == 0 {
		return res, true, nil
	}
	as.Descend(down-1, func(obj *Object, os *ObjectState) bool {
		if !budget() {
			complete = false
			return false
		}
		var ok bool
		if ok, err = may(expr.Ult(addr, expr.Const(obj.End(), expr.Int64))); err != nil || !ok {
			return false
		}
		err = consider(obj, os)
		return err == nil
	})
	return res, complete, err
}
