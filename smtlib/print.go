package smtlib

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/symx/symx/expr"
)

// PrintOptions controls Write and Encoder.WriteQuery. The zero value
// prints the declarations, the assertions and (check-sat).
type PrintOptions struct {
	// Expected, when set, is written as the first line
	// "; expected: <Expected>" (the corpus convention Parse reads back).
	Expected string
	// GetValues asks, after check-sat, for every byte in [0, Size) of each
	// symbolic array, one get-value per byte as KLEE does.
	GetValues bool
	// Values are terms a later Encoder.WriteGetValue will ask for: their
	// arrays are declared and their shared subterms defined with the
	// query's. Write itself does not ask for them.
	Values []expr.Expr
	// Exit ends the script with (exit).
	Exit bool
}

// Write prints a complete SMT-LIB 2 script deciding the conjunction of
// assertions (each of width 1).
func Write(w io.Writer, assertions []expr.Expr, opts PrintOptions) error {
	return NewEncoder(w).WriteQuery(assertions, opts)
}

// An Encoder prints queries to one writer. The names of its last query
// (arrays, ?eN definitions) stay valid for WriteGetValue until the next
// WriteQuery. An Encoder is not safe for concurrent use.
type Encoder struct {
	w *bufio.Writer

	arrName map[*expr.Array]string
	taken   map[string]bool
	defName map[*expr.Node]string
	updName map[arrayTerm]string

	// The walk of the current query.
	nodeRefs map[*expr.Node]int32
	updRefs  map[arrayTerm]int32
	order    []item // post-order: operands before users
	arrays   []*expr.Array
	arrSeen  map[*expr.Array]bool

	num []byte // scratch for strconv
}

// item is a DAG vertex: a node or an array term.
type item struct {
	n *expr.Node
	a arrayTerm
}

// arrayTerm is the array after write u over root. Updates are hash-consed
// without their root, so one *Update may sit on several arrays.
type arrayTerm struct {
	root *expr.Array
	u    *expr.Update
}

// NewEncoder returns an encoder writing to w.
func NewEncoder(w io.Writer) *Encoder {
	return &Encoder{w: bufio.NewWriterSize(w, 64<<10)}
}

// ArrayName is a's name in the last query's script, or "" when the query
// did not mention a.
func (e *Encoder) ArrayName(a *expr.Array) string { return e.arrName[a] }

// WriteQuery prints one complete query: options, logic, declarations,
// definitions, assertions and (check-sat), then what opts asks for.
func (e *Encoder) WriteQuery(assertions []expr.Expr, opts PrintOptions) error {
	for i, a := range assertions {
		if a.Width() != expr.Bool {
			return fmt.Errorf("smtlib: assertion %d has width %d, want a Bool (width 1)", i, a.Width())
		}
	}
	e.reset()
	for _, a := range assertions {
		e.visit(a)
	}
	for _, v := range opts.Values {
		e.visit(v)
	}
	e.boundDepth()
	slices.SortFunc(e.arrays, func(a, b *expr.Array) int { return int(a.ID()) - int(b.ID()) })
	for _, a := range e.arrays {
		e.arrName[a] = e.newName(sanitize(a.Name))
	}

	w := e.w
	if opts.Expected != "" {
		fmt.Fprintf(w, "; expected: %s\n", opts.Expected)
	}
	if opts.GetValues || len(opts.Values) > 0 {
		w.WriteString("(set-option :produce-models true)\n")
	}
	logic := "QF_BV"
	for _, it := range e.order {
		if it.n != nil && it.n.Kind().IsFP() {
			logic = "ALL" // floating point over bit-vectors and arrays
		}
	}
	for _, a := range e.arrays {
		if a.IsConst() || logic == "ALL" {
			logic = "ALL"
			break
		}
		logic = "QF_ABV"
	}
	fmt.Fprintf(w, "(set-logic %s)\n", logic)
	for _, a := range e.arrays {
		if !a.IsConst() {
			fmt.Fprintf(w, "(declare-fun %s () ", e.arrName[a])
			e.arraySort(a.IndexWidth)
			w.WriteString(")\n")
		}
	}
	for _, a := range e.arrays {
		if a.IsConst() {
			e.defineConstArray(a)
		}
	}
	// Definitions of shared vertices, operands first.
	n := 0
	for _, it := range e.order {
		if it.n != nil && e.nodeRefs[it.n] > 1 && it.n.Kind() != expr.KindConst {
			n++
			name := "?e" + strconv.Itoa(n)
			fmt.Fprintf(w, "(define-fun %s () ", name)
			e.sort(it.n.Width())
			w.WriteByte(' ')
			e.node(it.n)
			w.WriteString(")\n")
			e.defName[it.n] = name
		}
		if it.a.u != nil && e.updRefs[it.a] > 1 {
			n++
			name := "?e" + strconv.Itoa(n)
			fmt.Fprintf(w, "(define-fun %s () ", name)
			e.arraySort(it.a.root.IndexWidth)
			w.WriteByte(' ')
			e.store(it.a)
			w.WriteString(")\n")
			e.updName[it.a] = name
		}
	}
	for _, a := range assertions {
		w.WriteString("(assert ")
		e.term(a)
		w.WriteString(")\n")
	}
	w.WriteString("(check-sat)\n")
	if opts.GetValues {
		for _, a := range e.arrays {
			if a.IsConst() {
				continue
			}
			for i := uint64(0); i < a.Size; i++ {
				fmt.Fprintf(w, "(get-value ((select %s ", e.arrName[a])
				e.bvConst(i, a.IndexWidth)
				w.WriteString(")))\n")
			}
		}
	}
	if opts.Exit {
		w.WriteString("(exit)\n")
	}
	return w.Flush()
}

// WriteGetValue prints one (get-value (t1 t2 ...)) command over terms of
// the last query. A term may only read arrays the query mentioned; pass
// the terms as PrintOptions.Values to share their subterms.
func (e *Encoder) WriteGetValue(terms []expr.Expr) error {
	seen := map[*expr.Node]bool{}
	var check func(n *expr.Node) error
	check = func(n *expr.Node) error {
		// Vertices of the query's walk have their arrays declared.
		if seen[n] || e.nodeRefs[n] > 0 || n.Kind() == expr.KindConst {
			return nil
		}
		seen[n] = true
		if n.Kind() == expr.KindRead {
			if e.arrName[n.Array()] == "" {
				return fmt.Errorf("smtlib: get-value reads array %s, which the query does not mention", n.Array().Name)
			}
			for u := n.Updates().Head; u != nil; u = u.Next {
				if err := check(u.Index); err != nil {
					return err
				}
				if err := check(u.Value); err != nil {
					return err
				}
			}
		}
		for i := 0; i < n.NumKids(); i++ {
			if err := check(n.Kid(i)); err != nil {
				return err
			}
		}
		return nil
	}
	for _, t := range terms {
		if err := check(t); err != nil {
			return err
		}
	}
	e.w.WriteString("(get-value (")
	for i, t := range terms {
		if i > 0 {
			e.w.WriteByte(' ')
		}
		e.term(t)
	}
	e.w.WriteString("))\n")
	return e.w.Flush()
}

func (e *Encoder) reset() {
	e.arrName = map[*expr.Array]string{}
	e.taken = map[string]bool{}
	e.defName = map[*expr.Node]string{}
	e.updName = map[arrayTerm]string{}
	e.nodeRefs = map[*expr.Node]int32{}
	e.updRefs = map[arrayTerm]int32{}
	e.order = e.order[:0]
	e.arrays = e.arrays[:0]
	e.arrSeen = map[*expr.Array]bool{}
}

// visit counts a reference to n and, the first time, walks its operands.
func (e *Encoder) visit(n *expr.Node) {
	e.nodeRefs[n]++
	if e.nodeRefs[n] > 1 || n.Kind() == expr.KindConst {
		return
	}
	for i := 0; i < n.NumKids(); i++ {
		e.visit(n.Kid(i))
	}
	if n.Kind() == expr.KindRead {
		if a := n.Array(); !e.arrSeen[a] {
			e.arrSeen[a] = true
			e.arrays = append(e.arrays, a)
		}
		if u := n.Updates().Head; u != nil {
			e.visitArray(arrayTerm{n.Array(), u})
		}
	}
	e.order = append(e.order, item{n: n})
}

func (e *Encoder) visitArray(a arrayTerm) {
	e.updRefs[a]++
	if e.updRefs[a] > 1 {
		return
	}
	e.visit(a.u.Index)
	e.visit(a.u.Value)
	if a.u.Next != nil {
		e.visitArray(arrayTerm{a.root, a.u.Next})
	}
	e.order = append(e.order, item{a: a})
}

// maxInline bounds how deeply terms nest in the script: a vertex that
// would nest deeper is defined instead, as if it were shared.
const maxInline = 200

// boundDepth marks the vertices of the walk to define so that no term
// nests deeper than maxInline.
func (e *Encoder) boundDepth() {
	depth := make(map[item]int, len(e.order))
	inline := func(it item) int {
		if it.n != nil && (it.n.Kind() == expr.KindConst || e.nodeRefs[it.n] > 1) ||
			it.a.u != nil && e.updRefs[it.a] > 1 {
			return 0
		}
		return depth[it]
	}
	for _, it := range e.order {
		d := 0
		if n := it.n; n != nil {
			for i := 0; i < n.NumKids(); i++ {
				d = max(d, inline(item{n: n.Kid(i)}))
			}
			if n.Kind() == expr.KindRead && n.Updates().Head != nil {
				d = max(d, inline(item{a: arrayTerm{n.Array(), n.Updates().Head}}))
			}
		} else {
			d = max(inline(item{n: it.a.u.Index}), inline(item{n: it.a.u.Value}))
			if it.a.u.Next != nil {
				d = max(d, inline(item{a: arrayTerm{it.a.root, it.a.u.Next}}))
			}
		}
		d++
		if d > maxInline {
			if it.n != nil {
				e.nodeRefs[it.n] = 2
			} else {
				e.updRefs[it.a] = 2
			}
		}
		depth[it] = d
	}
}

func (e *Encoder) sort(w expr.Width) {
	if w == expr.Bool {
		e.w.WriteString("Bool")
		return
	}
	e.w.WriteString("(_ BitVec ")
	e.w.Write(strconv.AppendUint(e.num[:0], uint64(w), 10))
	e.w.WriteByte(')')
}

func (e *Encoder) arraySort(index expr.Width) {
	e.w.WriteString("(Array (_ BitVec ")
	e.w.Write(strconv.AppendUint(e.num[:0], uint64(index), 10))
	e.w.WriteString(") (_ BitVec 8))")
}

func (e *Encoder) bvConst(v uint64, w expr.Width) {
	e.num = append(e.num[:0], "(_ bv"...)
	e.num = strconv.AppendUint(e.num, v, 10)
	e.num = append(e.num, ' ')
	e.num = strconv.AppendUint(e.num, uint64(w), 10)
	e.num = append(e.num, ')')
	e.w.Write(e.num)
}

// defineConstArray defines a constant array as stores of its non-zero
// bytes, and of its last byte so that the reader recovers Size, over a
// zero constant array.
func (e *Encoder) defineConstArray(a *expr.Array) {
	w := e.w
	fmt.Fprintf(w, "(define-fun %s () ", e.arrName[a])
	e.arraySort(a.IndexWidth)
	w.WriteByte(' ')
	n := 0
	for i, b := range a.Init {
		if b != 0 || i == len(a.Init)-1 {
			n++
		}
	}
	for range n {
		w.WriteString("(store ")
	}
	w.WriteString("((as const ")
	e.arraySort(a.IndexWidth)
	w.WriteString(") #x00)")
	for i, b := range a.Init {
		if b != 0 || i == len(a.Init)-1 {
			w.WriteByte(' ')
			e.bvConst(uint64(i), a.IndexWidth)
			w.WriteByte(' ')
			e.bvConst(uint64(b), expr.Int8)
			w.WriteByte(')')
		}
	}
	w.WriteString(")\n")
}

// term prints n in its natural sort: Bool for width 1, else a bit-vector.
func (e *Encoder) term(n *expr.Node) {
	if name, ok := e.defName[n]; ok {
		e.w.WriteString(name)
		return
	}
	e.node(n)
}

// bv prints n as a bit-vector, converting a Bool with (ite b #b1 #b0).
func (e *Encoder) bv(n *expr.Node) {
	if n.Width() != expr.Bool {
		e.term(n)
		return
	}
	if n.IsConst() {
		if n.IsTrue() {
			e.w.WriteString("#b1")
		} else {
			e.w.WriteString("#b0")
		}
		return
	}
	e.w.WriteString("(ite ")
	e.term(n)
	e.w.WriteString(" #b1 #b0)")
}

// bvOps names the SMT-LIB operator of each bit-vector kind.
var bvOps = [...]string{
	expr.KindNot: "bvnot", expr.KindAnd: "bvand", expr.KindOr: "bvor", expr.KindXor: "bvxor",
	expr.KindShl: "bvshl", expr.KindLShr: "bvlshr", expr.KindAShr: "bvashr",
	expr.KindAdd: "bvadd", expr.KindSub: "bvsub", expr.KindMul: "bvmul",
	expr.KindUDiv: "bvudiv", expr.KindSDiv: "bvsdiv", expr.KindURem: "bvurem", expr.KindSRem: "bvsrem",
	expr.KindUlt: "bvult", expr.KindUle: "bvule", expr.KindSlt: "bvslt", expr.KindSle: "bvsle",
}

// node prints n's own definition (never its ?eN name).
func (e *Encoder) node(n *expr.Node) {
	w := e.w
	k := n.Kind()
	if e.fpNode(n) {
		return
	}
	switch k {
	case expr.KindConst:
		if n.Width() == expr.Bool {
			if n.IsTrue() {
				w.WriteString("true")
			} else {
				w.WriteString("false")
			}
			return
		}
		e.bvConst(n.Value(), n.Width())
		return
	case expr.KindRead:
		w.WriteString("(select ")
		e.array(arrayTerm{n.Array(), n.Updates().Head})
		w.WriteByte(' ')
		e.bv(n.Kid(0))
		w.WriteByte(')')
		return
	case expr.KindSelect:
		e.apply("ite", e.term, n.Kid(0), n.Kid(1), n.Kid(2))
		return
	case expr.KindEq:
		e.apply("=", e.term, n.Kid(0), n.Kid(1))
		return
	case expr.KindConcat:
		e.apply("concat", e.bv, n.Kid(0), n.Kid(1))
		return
	case expr.KindExtract:
		hi := n.Offset() + uint(n.Width()) - 1
		if n.Width() == expr.Bool {
			w.WriteString("(= ")
		}
		fmt.Fprintf(w, "((_ extract %d %d) ", hi, n.Offset())
		e.bv(n.Kid(0))
		w.WriteByte(')')
		if n.Width() == expr.Bool {
			w.WriteString(" #b1)")
		}
		return
	case expr.KindZExt, expr.KindSExt:
		op := "zero_extend"
		if k == expr.KindSExt {
			op = "sign_extend"
		}
		fmt.Fprintf(w, "((_ %s %d) ", op, n.Width()-n.Kid(0).Width())
		e.bv(n.Kid(0))
		w.WriteByte(')')
		return
	}
	if n.Kid(0).Width() == expr.Bool {
		switch k {
		case expr.KindNot:
			e.apply("not", e.term, n.Kid(0))
			return
		case expr.KindAnd, expr.KindOr, expr.KindXor:
			e.apply(k.String(), e.term, n.Kid(0), n.Kid(1))
			return
		}
	}
	// A bit-vector operator; a width-1 result of a non-comparison is a
	// bit-vector and converts back to Bool.
	back := n.Width() == expr.Bool && !k.IsCompare()
	if back {
		w.WriteString("(= ")
	}
	var kids [3]*expr.Node
	for i := range n.NumKids() {
		kids[i] = n.Kid(i)
	}
	e.apply(bvOps[k], e.bv, kids[:n.NumKids()]...)
	if back {
		w.WriteString(" #b1)")
	}
}

// apply prints (head arg...) with each argument printed by print.
func (e *Encoder) apply(head string, print func(*expr.Node), args ...*expr.Node) {
	e.w.WriteByte('(')
	e.w.WriteString(head)
	for _, a := range args {
		e.w.WriteByte(' ')
		print(a)
	}
	e.w.WriteByte(')')
}

// array prints the array term a, by name when it is defined.
func (e *Encoder) array(a arrayTerm) {
	if a.u == nil {
		e.w.WriteString(e.arrName[a.root])
		return
	}
	if name, ok := e.updName[a]; ok {
		e.w.WriteString(name)
		return
	}
	e.store(a)
}

// store prints a's own definition: (store <older> index value).
func (e *Encoder) store(a arrayTerm) {
	e.w.WriteString("(store ")
	e.array(arrayTerm{a.root, a.u.Next})
	e.w.WriteByte(' ')
	e.bv(a.u.Index)
	e.w.WriteByte(' ')
	e.bv(a.u.Value)
	e.w.WriteByte(')')
}
