package exec

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/mem"
)

// special implements a declared function inside the engine. It receives
// the first slot of every argument. It returns actNext after writing the
// call's result (x.result), actJump when it moved control itself, or
// actStop when s forked or ended.
type special func(x *Executor, s *State, in *ir.Inst, args []Value) action

// specialTable maps function names to handlers. The klee_ functions are
// also bound under the symx_ prefix (see bindSpecials); families
// (__VERIFIER_nondet_*, llvm.dbg.*) are matched by prefix there.
//
// A handler serves only a function without a body (besides the SV-COMP
// error functions). symx run links every program with the modeled C
// library (runtime/libc), whose definitions of the string, memory, stdio
// and exit functions therefore win over the models below: the library's
// code is exact (bounds of symbolic strings, FILE streams, --sym-stdout,
// atexit), while the models here are approximations (strlen/strcmp/memcmp
// do not model a symbolic string running off its object; printf prints
// placeholders). The models stay for programs executed without the
// library (exec's own tests, embedders). The engine primitives the library
// leaves undefined (klee_*, malloc/calloc/realloc/free, abort, _exit,
// __assert_fail, __symx_write, __symx_value_i64) are always these handlers.
var specialTable = map[string]special{
	"klee_make_symbolic":       kleeMakeSymbolic,
	"klee_assume":              kleeAssume,
	"klee_range":               kleeRange,
	"klee_int":                 kleeInt,
	"klee_choose":              kleeChoose,
	"klee_silent_exit":         kleeSilentExit,
	"klee_abort":               func(x *Executor, s *State, in *ir.Inst, a []Value) action { return x.bug(s, BugAbort, "abort failure") },
	"klee_report_error":        kleeReportError,
	"klee_is_symbolic":         kleeIsSymbolic,
	"klee_is_replay":           func(x *Executor, s *State, in *ir.Inst, a []Value) action { return x.result(s, in, Value{}) },
	"klee_get_value_i32":       kleeGetValue,
	"klee_get_value_i64":       kleeGetValue,
	"klee_get_valuel":          kleeGetValue,
	"klee_get_valuell":         kleeGetValue,
	"klee_get_valuef":          kleeGetValue,
	"klee_get_valued":          kleeGetValue,
	"klee_print_expr":          kleePrintExpr,
	"klee_print_range":         kleePrintRange,
	"klee_warning":             kleeWarning,
	"klee_warning_once":        kleeWarning,
	"klee_get_obj_size":        kleeGetObjSize,
	"klee_get_errno":           kleeGetErrno,
	"klee_check_memory_access": kleeCheckMemoryAccess,
	"klee_prefer_cex":          nop,
	"klee_posix_prefer_cex":    nop,
	"klee_mark_global":         nop,
	"klee_define_fixed_object": nop,
	"klee_set_forking":         nop,
	"klee_stack_trace":         nop,
	"klee_open_merge":          nop,
	"klee_close_merge":         nop,
	"__VERIFIER_assume":        verifierAssume,
	"reach_error": func(x *Executor, s *State, in *ir.Inst, a []Value) action {
		return x.bug(s, BugReachError, "reach_error() called")
	},
	"__VERIFIER_error": func(x *Executor, s *State, in *ir.Inst, a []Value) action {
		return x.bug(s, BugReachError, "__VERIFIER_error() called")
	},
	"abort":            func(x *Executor, s *State, in *ir.Inst, a []Value) action { return x.bug(s, BugAbort, "abort failure") },
	"exit":             exitFn,
	"_exit":            exitFn,
	"_Exit":            exitFn,
	"__assert_fail":    assertFail,
	"__assert_rtn":     assertRtn,
	"malloc":           mallocFn,
	"calloc":           callocFn,
	"realloc":          reallocFn,
	"free":             freeFn,
	"memcpy":           memcpyFn,
	"memmove":          memcpyFn,
	"memset":           memsetFn,
	"memcmp":           memcmpFn,
	"strlen":           strlenFn,
	"strcmp":           strcmpFn,
	"strncmp":          strcmpFn,
	"printf":           printfFn,
	"fprintf":          fprintfFn,
	"puts":             putsFn,
	"fputs":            fputsFn,
	"putchar":          putcharFn,
	"fputc":            fputcFn,
	"putc":             fputcFn,
	"__symx_write":     symxWrite,
	"__symx_value_i64": symxValue,
	"longjmp":          longjmpFn,
	"_longjmp":         longjmpFn,
	"siglongjmp":       longjmpFn,
	"__longjmp_chk":    longjmpFn,
	"fflush":           func(x *Executor, s *State, in *ir.Inst, a []Value) action { return x.result(s, in, Value{}) },
	"__errno_location": func(x *Executor, s *State, in *ir.Inst, a []Value) action {
		return x.result(s, in, Value{C: x.errnoAddr})
	},
	"llvm.donothing":            nop,
	"llvm.assume":               nop,
	"llvm.experimental.noalias": nop,
}

// errorFunctions are the SV-COMP error functions: calling one, declared
// or defined, ends the path with a reach_error bug.
var errorFunctions = map[string]special{
	"reach_error":      specialTable["reach_error"],
	"__VERIFIER_error": specialTable["__VERIFIER_error"],
}

// libcExternals are the modeled C library functions that KLEE, without a
// C library linked, would call natively as external functions, and so
// refuses under --external-calls=none. The rest of specialTable is KLEE's
// own (its special function handlers, its freestanding memcpy, memmove,
// memset and memcmp, and printf, fprintf and puts, which KLEE lets through
// under every policy).
var libcExternals = map[string]bool{
	"strlen": true, "strcmp": true, "strncmp": true, "fputs": true,
	"putchar": true, "fputc": true, "putc": true, "fflush": true,
}

// nopPrefixes are families of declarations that have no effect.
var nopPrefixes = []string{"llvm.dbg.", "llvm.lifetime.", "llvm.invariant.", "llvm.experimental.noalias.scope.decl", "llvm.var.annotation", "llvm.annotation"}

func nop(x *Executor, s *State, in *ir.Inst, a []Value) action { return actNext }

// bindSpecials resolves every declaration to its handler once.
func (x *Executor) bindSpecials() {
	x.specials = make([]special, len(x.prog.Funcs))
	for i, f := range x.prog.Funcs {
		if !f.IsDecl() {
			// Reaching the SV-COMP error function is the error, whatever
			// its body does (sv-benchmarks define reach_error as a
			// failing assert): a program's definition is never run.
			if h, ok := errorFunctions[f.Name]; ok {
				x.specials[i] = h
			}
			continue
		}
		name := f.Name
		if rest, ok := strings.CutPrefix(name, "symx_"); ok {
			name = "klee_" + rest
		}
		if x.cfg.ExternalCalls == ExternalNone && libcExternals[name] {
			continue // refused by callFunc
		}
		if h, ok := specialTable[name]; ok {
			x.specials[i] = h
			continue
		}
		if strings.HasPrefix(name, "__VERIFIER_nondet_") {
			x.specials[i] = verifierNondet
			continue
		}
		for _, p := range nopPrefixes {
			if strings.HasPrefix(name, p) {
				x.specials[i] = nop
				break
			}
		}
	}
}

// result writes a special function's return value and continues.
func (x *Executor) result(s *State, in *ir.Inst, v Value) action {
	if in.Dst >= 0 && in.Aux2 > 0 {
		if v.E == nil && in.Width > 0 {
			v.C &= mask(in.Width)
		}
		x.set(s, in.Dst, v)
	}
	return actNext
}

// bug ends s with a bug and stops.
func (x *Executor) bug(s *State, kind BugKind, msg string) action {
	x.terminateBug(s, kind, msg, "")
	return actStop
}

func arg(a []Value, i int) Value {
	if i < len(a) {
		return a[i]
	}
	return Value{}
}

// retBits is the width of the callee's result at a call.
func (x *Executor) retBits(s *State, in *ir.Inst) uint16 {
	if in.Call != nil {
		return in.Call.RetBits
	}
	if in.Width > 0 {
		return in.Width
	}
	return 64
}

// readCString reads the NUL-terminated string at addr (at most limit
// bytes). Symbolic bytes read as '?'; ok is false for an invalid pointer.
func (x *Executor) readCString(s *State, addr uint64, limit int) (str string, symbolic, ok bool) {
	var b strings.Builder
	for i := 0; i < limit; i++ {
		obj, os, found := s.mem.Lookup(addr + uint64(i))
		if !found {
			return b.String(), symbolic, false
		}
		c, e := os.ByteAt(addr + uint64(i) - obj.Addr)
		if e != nil {
			symbolic = true
			b.WriteByte('?')
			continue
		}
		if c == 0 {
			return b.String(), symbolic, true
		}
		b.WriteByte(c)
	}
	return b.String(), symbolic, true
}

// stringArg reads a C-string argument for the engine's own use (names,
// messages); a null or invalid pointer gives def.
func (x *Executor) stringArg(s *State, v Value, def string) string {
	if v.E != nil || v.C == 0 {
		return def
	}
	str, _, ok := x.readCString(s, v.C, 4096)
	if !ok {
		return def
	}
	return str
}

// uniqueName returns name made unique among the path's symbolic objects
// the way KLEE does it: name, name_1, name_2, ... The set of used names is
// copied on the first new name after a fork (like the constraints, whose
// prefix a fork also copies on the next append); the next suffix to try
// is remembered per base name, so each call is O(1) amortized.
func (s *State) uniqueName(name string) string {
	if s.names == nil || s.namesShared {
		c := &nameSet{used: map[string]bool{}, next: map[string]int{}}
		if s.names != nil {
			for k, v := range s.names.used {
				c.used[k] = v
			}
			for k, v := range s.names.next {
				c.next[k] = v
			}
		}
		s.names, s.namesShared = c, false
	}
	ns := s.names
	cand := name
	for k := ns.next[name]; ns.used[cand]; {
		k++
		cand = name + "_" + strconv.Itoa(k)
		ns.next[name] = k
	}
	ns.used[cand] = true
	return cand
}

// nameSet is the set of symbolic object names used on a path.
type nameSet struct {
	used map[string]bool
	next map[string]int // per base name: the last suffix handed out
}

// newSymbolic records a fresh symbolic array of size bytes on s. The
// object keeps the name the program gave, duplicates included, as KLEE's
// tests do (replay matches objects by position); only the array, which
// names the input in queries, gets a name unique on the path.
func (x *Executor) newSymbolic(s *State, name string, size uint64, obj *mem.Object, off uint64, nondet string, bits int) *expr.Array {
	arr := expr.NewArray(s.uniqueName(name), size)
	if obj != nil {
		s.mem.Retain(obj) // Symbolic.Object outlives the object's frame
	}
	s.symbolics = append(s.symbolics, Symbolic{Name: name, Array: arr, Object: obj, Offset: off, Nondet: nondet, Bits: bits})
	if i := len(s.symbolics) - 1; s.seeded && i < len(s.replay) {
		// Extend the seed: the new array takes the replayed bytes. The
		// model may be shared with other states, so it is copied.
		m := s.model.Copy()
		b := make([]byte, size)
		copy(b, s.replay[i].Bytes)
		m.Set(arr, b)
		s.model = m
	}
	for _, h := range x.subs.input {
		h.MadeSymbolic(s, &s.symbolics[len(s.symbolics)-1])
	}
	return arr
}

// concreteBytes are the values a concrete state's new input arr takes:
// the seed's bytes (zeros past them).
func concreteBytes(s *State, arr *expr.Array) []byte {
	b := make([]byte, arr.Size)
	s.model.Fill(arr, b)
	return b
}

func kleeMakeSymbolic(x *Executor, s *State, in *ir.Inst, a []Value) action {
	addr, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic address passed to klee_make_symbolic")
	if !ok {
		return actStop
	}
	size, ok := x.concreteArg(s, arg(a, 1), in.Loc, "symbolic size passed to klee_make_symbolic")
	if !ok {
		return actStop
	}
	name := x.stringArg(s, arg(a, 2), "unnamed")
	obj, os, found := s.mem.Lookup(addr)
	if !found {
		x.memoryError(s, addr, size, true)
		return actStop
	}
	if obj.ReadOnly {
		return x.bug(s, BugUser, "cannot make readonly object symbolic")
	}
	// KLEE makes whole objects symbolic and nothing else: a pointer into
	// an object or a size other than the object's ends the path with a
	// user error (KLEE: "invalid pointer: make_symbolic" and "Wrong size
	// given to klee_make_symbolic"). The replay runtime checks the same
	// under ASan, so such tests reproduce natively.
	if addr != obj.Addr {
		return x.bug(s, BugUser, "invalid pointer given to klee_make_symbolic: not the start of an object")
	}
	if size != obj.Size {
		return x.bug(s, BugUser, "wrong size given to klee_make_symbolic")
	}
	arr := x.newSymbolic(s, name, size, obj, 0, "", 0)
	w := s.mem.Writable(obj, os)
	if s.concrete {
		for i, b := range concreteBytes(s, arr) {
			w.Write(uint64(i), 1, uint64(b))
		}
		return actNext
	}
	w.MakeSymbolic(0, arr)
	return actNext
}

// assume adds cond ≠ 0 to s. It returns false when the condition cannot
// hold (s is untouched) and ended=true when s ended on a solver failure.
func (x *Executor) assume(s *State, v Value) (ok, ended bool) {
	if v.E == nil {
		return v.C != 0, false
	}
	c := expr.Ne(v.E, expr.Const(0, v.E.Width()))
	may, m, err := x.mayBeTrue(s, c)
	if err != nil {
		x.solverFailed(s, err)
		return false, true
	}
	if !may {
		return false, false
	}
	seeded := s.seeded && m == s.model
	s.addConstraint(c)
	if s.model == nil && m != nil {
		s.model, s.seeded = m, seeded
	}
	return true, false
}

func kleeAssume(x *Executor, s *State, in *ir.Inst, a []Value) action {
	ok, ended := x.assume(s, arg(a, 0))
	if ended {
		return actStop
	}
	if !ok {
		return x.bug(s, BugUser, "invalid klee_assume call (provably false)")
	}
	return actNext
}

func verifierAssume(x *Executor, s *State, in *ir.Inst, a []Value) action {
	ok, ended := x.assume(s, arg(a, 0))
	if ended {
		return actStop
	}
	if !ok {
		x.terminate(s, &Termination{Outcome: Silent, Reason: "__VERIFIER_assume: condition cannot hold"})
		return actStop
	}
	return actNext
}

// symbolicInt makes a fresh symbolic value of bits bits named name.
func (x *Executor) symbolicInt(s *State, name string, bits uint16, nondet string) expr.Expr {
	n := (int(bits) + 7) / 8
	arr := x.newSymbolic(s, name, uint64(n), nil, 0, nondet, int(bits))
	if s.concrete {
		var v uint64
		for i, b := range concreteBytes(s, arr) {
			v |= uint64(b) << (8 * i)
		}
		if bits < 64 {
			v &= 1<<bits - 1
		}
		return expr.Const(v, expr.Width(bits))
	}
	e := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, expr.Int32), n)
	if int(bits) < 8*n {
		e = expr.Trunc(e, expr.Width(bits))
	}
	return e
}

func kleeInt(x *Executor, s *State, in *ir.Inst, a []Value) action {
	name := x.stringArg(s, arg(a, 0), "unnamed")
	bits := x.retBits(s, in)
	return x.result(s, in, Value{E: x.symbolicInt(s, name, bits, "")})
}

func kleeRange(x *Executor, s *State, in *ir.Inst, a []Value) action {
	bits := x.retBits(s, in)
	lo, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic klee_range bound")
	if !ok {
		return actStop
	}
	hi, ok := x.concreteArg(s, arg(a, 1), in.Loc, "symbolic klee_range bound")
	if !ok {
		return actStop
	}
	if sext(lo, bits) >= sext(hi, bits) {
		return x.bug(s, BugUser, "invalid range")
	}
	if sext(lo, bits)+1 == sext(hi, bits) {
		return x.result(s, in, Value{C: lo})
	}
	name := x.stringArg(s, arg(a, 2), "unnamed")
	e := x.symbolicInt(s, name, bits, "")
	w := expr.Width(bits)
	s.addConstraint(expr.Sle(expr.Const(lo, w), e))
	s.addConstraint(expr.Slt(e, expr.Const(hi, w)))
	return x.result(s, in, Value{E: e})
}

func kleeChoose(x *Executor, s *State, in *ir.Inst, a []Value) action {
	bits := x.retBits(s, in)
	n, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic klee_choose bound")
	if !ok {
		return actStop
	}
	if n == 0 {
		return x.bug(s, BugUser, "klee_choose(0)")
	}
	e := x.symbolicInt(s, "klee_choose", bits, "")
	s.addConstraint(expr.Ult(e, expr.Const(n, expr.Width(bits))))
	return x.result(s, in, Value{E: e})
}

func kleeSilentExit(x *Executor, s *State, in *ir.Inst, a []Value) action {
	x.terminate(s, &Termination{Outcome: Silent, Reason: "klee_silent_exit"})
	return actStop
}

func kleeReportError(x *Executor, s *State, in *ir.Inst, a []Value) action {
	msg := x.stringArg(s, arg(a, 2), "error")
	suffix := x.stringArg(s, arg(a, 3), "user")
	file := x.stringArg(s, arg(a, 0), "")
	line := arg(a, 1)
	b := &Bug{Kind: BugUser, Suffix: suffix, Message: msg, Stack: x.stackOf(s)}
	if len(b.Stack) > 0 {
		b.Where = b.Stack[0].Where
	}
	if file != "" {
		b.Where.File = file
		if line.E == nil {
			b.Where.Line = int(int32(line.C))
		}
	}
	x.terminate(s, &Termination{Outcome: BugFound, Bug: b})
	return actStop
}

func kleeIsSymbolic(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return x.result(s, in, Value{C: b2u(arg(a, 0).E != nil)})
}

func kleeGetValue(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return getValue(x, s, in, a, true)
}

// symxValue returns one value its argument can take on the path without
// binding it (as KLEE's klee_get_value does; symx's binds): the C library
// formats a symbolic number onto the console with it, text the program
// never reads back, so the path's later branches on the number keep both
// sides.
func symxValue(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return getValue(x, s, in, a, false)
}

// getValue returns one value of the first argument on s, bound to the
// path (added to its constraints) if bind.
func getValue(x *Executor, s *State, in *ir.Inst, a []Value, bind bool) action {
	v := arg(a, 0)
	if v.E == nil {
		return x.result(s, in, v)
	}
	var c uint64
	var err error
	if bind {
		c, err = x.concretize(s, v.E, in.Loc, "")
	} else {
		c, err = x.value(s, v.E)
	}
	if err != nil {
		x.solverFailed(s, err)
		return actStop
	}
	return x.result(s, in, Value{C: c})
}

func kleePrintExpr(x *Executor, s *State, in *ir.Inst, a []Value) action {
	if x.cfg.Stderr == nil {
		return actNext
	}
	msg := x.stringArg(s, arg(a, 0), "")
	var parts []string
	for _, v := range a[min(1, len(a)):] {
		if v.E != nil {
			parts = append(parts, v.E.String())
		} else {
			parts = append(parts, strconv.FormatUint(v.C, 10))
		}
	}
	fmt.Fprintf(x.cfg.Stderr, "%s:%s\n", msg, strings.Join(parts, " "))
	return actNext
}

func kleePrintRange(x *Executor, s *State, in *ir.Inst, a []Value) action {
	if x.cfg.Stderr == nil {
		return actNext
	}
	name := x.stringArg(s, arg(a, 0), "")
	v := arg(a, 1)
	if v.E == nil {
		fmt.Fprintf(x.cfg.Stderr, "%s : %d\n", name, int32(v.C))
		return actNext
	}
	ex, err := x.value(s, v.E)
	if err != nil {
		x.solverFailed(s, err)
		return actStop
	}
	fmt.Fprintf(x.cfg.Stderr, "%s : symbolic, e.g. %d\n", name, int32(ex))
	return actNext
}

func kleeWarning(x *Executor, s *State, in *ir.Inst, a []Value) action {
	x.warn(in.Loc, x.stringArg(s, arg(a, 0), "warning"))
	return actNext
}

func kleeGetObjSize(x *Executor, s *State, in *ir.Inst, a []Value) action {
	p, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic pointer passed to klee_get_obj_size")
	if !ok {
		return actStop
	}
	obj, _, found := s.mem.Lookup(p)
	if !found {
		x.memoryError(s, p, 1, false)
		return actStop
	}
	return x.result(s, in, Value{C: obj.Size})
}

func kleeGetErrno(x *Executor, s *State, in *ir.Inst, a []Value) action {
	_, os, ok := s.mem.Lookup(x.errnoAddr)
	if !ok {
		return x.result(s, in, Value{})
	}
	c, e := os.Read(0, 4)
	if e != nil {
		return x.result(s, in, Value{E: e})
	}
	return x.result(s, in, Value{C: c})
}

func kleeCheckMemoryAccess(x *Executor, s *State, in *ir.Inst, a []Value) action {
	p, ok := x.concreteArg(s, arg(a, 0), in.Loc, "symbolic pointer passed to klee_check_memory_access")
	if !ok {
		return actStop
	}
	n, ok := x.concreteArg(s, arg(a, 1), in.Loc, "symbolic size passed to klee_check_memory_access")
	if !ok {
		return actStop
	}
	if obj, _, found := s.mem.Lookup(p); !found || !obj.Contains(p, n) {
		x.memoryError(s, p, n, false)
		return actStop
	}
	return actNext
}

func verifierNondet(x *Executor, s *State, in *ir.Inst, a []Value) action {
	fn := in.Call
	if fn == nil {
		return x.bug(s, BugExec, "indirect call of a __VERIFIER_nondet function")
	}
	bits := fn.RetBits
	if bits == 0 {
		return actNext
	}
	name := strings.TrimPrefix(fn.Name, "__VERIFIER_")
	isBool := bits == 1
	storeBits := bits
	if isBool {
		storeBits = 8
	}
	e := x.symbolicInt(s, name, storeBits, fn.Name)
	if isBool {
		// A bool's byte is 0 or 1, so tests show the value the program saw.
		s.addConstraint(expr.Ule(e, expr.Const(1, expr.Int8)))
		e = expr.Trunc(e, expr.Bool)
	}
	s.symbolics[len(s.symbolics)-1].Bits = int(bits)
	return x.result(s, in, Value{E: e})
}

func exitFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	x.terminateExit(s, arg(a, 0), 32)
	return actStop
}

func assertFail(x *Executor, s *State, in *ir.Inst, a []Value) action {
	msg := x.stringArg(s, arg(a, 0), "")
	return x.bug(s, BugAssert, "ASSERTION FAIL: "+msg)
}

// assertRtn is macOS's __assert_rtn(func, file, line, expr).
func assertRtn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	msg := x.stringArg(s, arg(a, 3), "")
	return x.bug(s, BugAssert, "ASSERTION FAIL: "+msg)
}
