package smtlib

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/symx/symx/expr"
)

// Script is a parsed SMT-LIB 2 query: the conjunction of Assertions.
type Script struct {
	Name  string // the file name given to Parse
	Logic string // from set-logic, if any
	// Arrays are the script's arrays in order of appearance: declared
	// ones (symbolic), the arrays behind declared constants (Vars), and
	// constant arrays built from stores over a constant array.
	Arrays []*expr.Array
	// Vars are the declared bit-vector and Bool constants.
	Vars       []Var
	Assertions []expr.Expr
	// GetValues are the terms of the script's get-value commands.
	GetValues []expr.Expr
	// Expected is the answer a first-line comment "; expected: sat"
	// (or (set-info :status sat)) announces: "sat", "unsat", "unknown",
	// or "" when the script does not say.
	Expected string
}

// Var is a declared bit-vector or Bool constant. It is read from its own
// symbolic array of (Width+7)/8 bytes, little-endian from index 0.
type Var struct {
	Name  string
	Width expr.Width // 1 for Bool and (_ BitVec 1)
	Bool  bool       // declared Bool rather than a bit-vector
	Float bool       // declared Float32 or Float64 (Width 32 or 64: its bits)
	RM    bool       // declared RoundingMode (Expr is expr.RoundingMode's number, Width 3)
	Array *expr.Array
	Expr  expr.Expr // the value: ReadLE of Array, truncated to Width
}

// ParseOptions controls ParseWith.
type ParseOptions struct {
	// Arrays binds names to existing arrays: a declared array (or
	// constant) of that name is read from the given symbolic array, and a
	// define-fun of a constant array of that name yields the given
	// constant array when the contents agree. Expressions then compare
	// pointer-equal with the ones that were printed.
	Arrays map[string]*expr.Array
}

// Parse reads an SMT-LIB 2 script; name is used in error messages.
func Parse(name string, src []byte) (*Script, error) {
	return ParseWith(name, src, ParseOptions{})
}

// ParseFile reads and parses the script in path.
func ParseFile(path string) (*Script, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// maxDepth bounds the nesting of terms (store chains excepted, which are
// read iteratively), so deep input cannot exhaust the stack.
const maxDepth = 100000

// maxTable bounds the constant arrays built from stores of constants.
const maxTable = 1 << 24

// ParseWith is Parse with options.
func ParseWith(name string, src []byte, opts ParseOptions) (s *Script, err error) {
	p := &parser{
		file:    name,
		lx:      lexer{src: src, line: 1, col: 1},
		opts:    opts,
		sc:      &Script{Name: name, Expected: expectedComment(src)},
		globals: map[string]term{},
		locals:  map[string][]term{},
		maxIdx:  map[*expr.Array]uint64{},
	}
	defer func() {
		// A last resort: the reader checks sorts before building, so a
		// panic here is a bug, reported as an error at the last token.
		if r := recover(); r != nil {
			s, err = nil, p.errorf(p.last, "internal error: %v", r)
		}
	}()
	if err := p.script(); err != nil {
		return nil, err
	}
	p.flushSide()
	p.sizeArrays()
	return p.sc, nil
}

// flushSide asserts the constraints on values the script leaves open.
func (p *parser) flushSide() {
	p.sc.Assertions = append(p.sc.Assertions, p.side...)
	p.side = nil
}

// ParseAll reads a file of many queries, such as a query log (package
// querylog, or KLEE's --use-query-log=...:smt2): one query per
// check-sat, over the assertions made since the last (reset) or (exit),
// after which the script starts afresh (declarations forgotten); a part
// with assertions but no check-sat is one query too. get-value commands
// belong to the query before them; "; expected:" on the first line to
// the first query, (set-info :status ...) to the next check-sat. On an
// error ParseAll returns the queries before it and the error.
func ParseAll(name string, src []byte) (qs []*Script, err error) {
	p := &parser{
		file:  name,
		lx:    lexer{src: src, line: 1, col: 1},
		multi: true,
	}
	p.fresh(expectedComment(src))
	defer func() {
		if r := recover(); r != nil {
			err = p.errorf(p.last, "internal error: %v", r)
		}
		qs = p.queries
	}()
	if err := p.script(); err != nil {
		return nil, err
	}
	p.endPart()
	return nil, nil
}

// fresh starts a part of a many-query file with nothing declared.
func (p *parser) fresh(expected string) {
	p.sc = &Script{Name: p.file, Expected: expected}
	p.globals = map[string]term{}
	p.locals = map[string][]term{}
	p.maxIdx = map[*expr.Array]uint64{}
	p.lastQ, p.asked, p.used = nil, false, false
	p.nanBits, p.unspec, p.side = nil, nil, nil
}

// checkSat records the query of a many-query file's check-sat.
func (p *parser) checkSat() {
	p.flushSide()
	q := *p.sc
	q.Arrays = slices.Clip(q.Arrays)
	q.Vars = slices.Clip(q.Vars)
	q.Assertions = slices.Clip(q.Assertions)
	q.GetValues = nil
	p.queries = append(p.queries, &q)
	p.lastQ, p.asked = &q, true
	p.sc.Expected = ""
}

// endPart ends a part of a many-query file at (reset), (exit) or the
// end: its arrays get their sizes, and a part that asserted but never
// asked check-sat is one query.
func (p *parser) endPart() {
	p.flushSide()
	p.sizeArrays()
	if !p.asked && p.used {
		p.queries = append(p.queries, p.sc)
	}
	p.fresh("")
}

// sizeArrays gives each declared array one more byte than its largest
// constant index.
func (p *parser) sizeArrays() {
	for a, n := range p.maxIdx {
		a.Size = n
	}
}

// expectedComment reads "; expected: ANSWER" from the first line.
func expectedComment(src []byte) string {
	line, _, _ := bytes.Cut(src, []byte("\n"))
	s := strings.TrimSpace(string(line))
	if !strings.HasPrefix(s, ";") {
		return ""
	}
	s = strings.TrimSpace(strings.TrimPrefix(s, ";"))
	rest, ok := strings.CutPrefix(s, "expected:")
	if !ok {
		return ""
	}
	f := strings.Fields(rest)
	if len(f) == 0 {
		return ""
	}
	switch f[0] {
	case "sat", "unsat", "unknown":
		return f[0]
	}
	return ""
}

type sortKind uint8

const (
	sortBool sortKind = iota + 1
	sortBV
	sortArray
	sortFP // Float32 or Float64 (w), held as its IEEE bits (fpread.go)
	sortRM // RoundingMode
)

// sort is a term's SMT-LIB sort: Bool, (_ BitVec w), or
// (Array (_ BitVec w) (_ BitVec 8)).
type sort struct {
	kind sortKind
	w    expr.Width // bit-vector width, or the array's index width
}

func (s sort) String() string {
	switch s.kind {
	case sortBool:
		return "Bool"
	case sortBV:
		return fmt.Sprintf("(_ BitVec %d)", s.w)
	case sortArray:
		return fmt.Sprintf("(Array (_ BitVec %d) (_ BitVec 8))", s.w)
	case sortFP:
		return fmt.Sprintf("Float%d", s.w)
	case sortRM:
		return "RoundingMode"
	}
	return "?"
}

// term is a parsed term of any sort.
type term struct {
	s   sort
	e   expr.Expr       // Bool, bit-vector, float and rounding-mode terms (rmExpr)
	ul  expr.UpdateList // array terms
	tab []byte          // array terms: a constant table still being built (ul unset)
	p   pos
}

func (t term) isTable() bool { return t.s.kind == sortArray && t.ul.Root == nil }

type parser struct {
	file string
	lx   lexer
	buf  []token // lookahead: buf[bi:]
	bi   int
	last token // the last token taken
	opts ParseOptions
	sc   *Script

	globals map[string]term
	locals  map[string][]term // let scopes, innermost last
	maxIdx  map[*expr.Array]uint64
	depth   int
	ntab    int
	done    bool // after (exit)

	// ParseAll's state: queries so far, the last of them (which
	// get-value adds to), and whether the current part asked check-sat
	// and asserted anything.
	multi   bool
	queries []*Script

	// Values SMT-LIB leaves open (fpread.go): fp.to_ieee_bv's NaN
	// bits per format, the applications of fp.to_sbv and fp.to_ubv.
	nanBits map[expr.Width]expr.Expr
	unspec  map[unspecKey][]unspecApp
	side    []expr.Expr // constraints on them not yet asserted
	lastQ   *Script
	asked   bool
	used    bool
}

func (p *parser) errorf(t token, format string, args ...any) error {
	return p.errorAt(t.pos, format, args...)
}

func (p *parser) errorAt(at pos, format string, args ...any) error {
	return &Error{File: p.file, Line: int(at.line), Col: int(at.col), Msg: fmt.Sprintf(format, args...)}
}

// peek returns the k-th token not yet taken.
func (p *parser) peek(k int) (token, error) {
	if p.bi == len(p.buf) {
		p.buf, p.bi = p.buf[:0], 0
	}
	for len(p.buf)-p.bi <= k {
		t, lerr := p.lx.next()
		if lerr != nil {
			return token{}, p.errorAt(lerr.pos, "%s", lerr.msg)
		}
		p.buf = append(p.buf, t)
	}
	return p.buf[p.bi+k], nil
}

// take consumes the next token.
func (p *parser) take() (token, error) {
	t, err := p.peek(0)
	if err != nil {
		return t, err
	}
	p.bi++
	p.last = t
	return t, nil
}

// expect takes a token of kind k.
func (p *parser) expect(k tokKind, what string) (token, error) {
	t, err := p.take()
	if err != nil {
		return t, err
	}
	if t.kind != k {
		return t, p.errorf(t, "expected %s, got %s", what, t)
	}
	return t, nil
}

func (p *parser) closeParen(what string) error {
	_, err := p.expect(tokRParen, "')' to close "+what)
	return err
}

// numeral takes a numeral no larger than max.
func (p *parser) numeral(what string, max uint64) (uint64, token, error) {
	t, err := p.expect(tokNumeral, what)
	if err != nil {
		return 0, t, err
	}
	v, perr := strconv.ParseUint(t.text, 10, 64)
	if perr != nil || v > max {
		return 0, t, p.errorf(t, "%s %s too large (at most %d)", what, t.text, max)
	}
	return v, t, nil
}

// skip takes one complete s-expression.
func (p *parser) skip() error {
	depth := 0
	for {
		t, err := p.take()
		if err != nil {
			return err
		}
		switch t.kind {
		case tokEOF:
			return p.errorf(t, "unexpected end of input")
		case tokLParen:
			depth++
		case tokRParen:
			depth--
			if depth < 0 {
				return p.errorf(t, "unexpected ')'")
			}
		}
		if depth == 0 {
			return nil
		}
	}
}

// skipRest takes everything up to and including the ')' closing the
// current command.
func (p *parser) skipRest(cmd string) error {
	for {
		t, err := p.peek(0)
		if err != nil {
			return err
		}
		if t.kind == tokRParen {
			p.take()
			return nil
		}
		if t.kind == tokEOF {
			return p.errorf(t, "unexpected end of input in %s", cmd)
		}
		if err := p.skip(); err != nil {
			return err
		}
	}
}

func (p *parser) script() error {
	for !p.done {
		t, err := p.take()
		if err != nil {
			return err
		}
		if t.kind == tokEOF {
			return nil
		}
		if t.kind != tokLParen {
			return p.errorf(t, "expected '(' to start a command, got %s", t)
		}
		c, err := p.expect(tokSymbol, "a command name")
		if err != nil {
			return err
		}
		if err := p.command(c); err != nil {
			return err
		}
	}
	return nil
}

func (p *parser) command(c token) error {
	if p.multi {
		switch c.text {
		case "reset", "exit":
			if err := p.closeParen(c.text); err != nil {
				return err
			}
			p.endPart()
			return nil
		case "check-sat":
			if err := p.closeParen(c.text); err != nil {
				return err
			}
			p.checkSat()
			return nil
		}
	}
	switch c.text {
	case "set-option", "get-info", "get-option", "get-model", "get-assignment",
		"get-assertions", "echo":
		return p.skipRest(c.text)
	case "set-info":
		k, err := p.peek(0)
		if err != nil {
			return err
		}
		if k.kind == tokKeyword && k.text == ":status" {
			p.take()
			v, err := p.peek(0)
			if err != nil {
				return err
			}
			if v.kind == tokSymbol && p.sc.Expected == "" {
				switch v.text {
				case "sat", "unsat", "unknown":
					p.sc.Expected = v.text
				}
			}
		}
		return p.skipRest(c.text)
	case "set-logic":
		l, err := p.expect(tokSymbol, "a logic name")
		if err != nil {
			return err
		}
		p.sc.Logic = l.text
		return p.closeParen("set-logic")
	case "declare-fun", "declare-const":
		return p.declare(c)
	case "define-fun":
		return p.define()
	case "assert":
		t, err := p.term()
		if err != nil {
			return err
		}
		if t.s.kind != sortBool {
			return p.errorAt(t.p, "assert of a %s term, want Bool", t.s)
		}
		p.sc.Assertions = append(p.sc.Assertions, t.e)
		p.flushSide()
		p.used = true
		return p.closeParen("assert")
	case "check-sat":
		return p.closeParen("check-sat")
	case "get-value":
		if _, err := p.expect(tokLParen, "'(' before the terms of get-value"); err != nil {
			return err
		}
		for {
			t, err := p.peek(0)
			if err != nil {
				return err
			}
			if t.kind == tokRParen {
				p.take()
				break
			}
			v, err := p.term()
			if err != nil {
				return err
			}
			if v.s.kind == sortArray {
				return p.errorAt(v.p, "get-value of an array is not supported; ask for its bytes with select")
			}
			if p.lastQ != nil {
				p.lastQ.GetValues = append(p.lastQ.GetValues, v.e)
			} else {
				p.sc.GetValues = append(p.sc.GetValues, v.e)
			}
		}
		return p.closeParen("get-value")
	case "exit":
		p.done = true
		return p.closeParen("exit")
	case "push", "pop", "reset", "reset-assertions", "check-sat-assuming",
		"declare-sort", "define-sort", "define-fun-rec", "define-funs-rec",
		"declare-datatype", "declare-datatypes", "get-proof", "get-unsat-core",
		"get-unsat-assumptions":
		return p.errorf(c, "%s is not supported (symx reads single queries)", c.text)
	}
	return p.errorf(c, "unknown command %s", c.text)
}

// newGlobal checks that name can be declared.
func (p *parser) newGlobal(t token) error {
	if reserved(t.text) {
		return p.errorf(t, "cannot declare %s: it is a reserved word or builtin", t.text)
	}
	if _, ok := p.globals[t.text]; ok {
		return p.errorf(t, "%s is already declared", t.text)
	}
	return nil
}

func (p *parser) declare(c token) error {
	name, err := p.expect(tokSymbol, "a name to declare")
	if err != nil {
		return err
	}
	if err := p.newGlobal(name); err != nil {
		return err
	}
	if c.text == "declare-fun" {
		if _, err := p.expect(tokLParen, "'(' before the argument sorts"); err != nil {
			return err
		}
		if t, err := p.peek(0); err != nil {
			return err
		} else if t.kind != tokRParen {
			return p.errorf(t, "declare-fun %s with arguments is not supported (no uninterpreted functions)", name.text)
		}
		p.take()
	}
	s, _, err := p.sort()
	if err != nil {
		return err
	}
	given := p.opts.Arrays[name.text]
	if given != nil && given.IsConst() {
		return p.errorf(name, "%s is declared, but the array it is bound to is constant", name.text)
	}
	var t term
	switch s.kind {
	case sortRM:
		// One byte whose low three bits pick the mode (rmVar); the
		// solver may choose any of the five.
		a := given
		if a == nil {
			a = expr.NewArray(name.text, 1)
		}
		e := rmVar(expr.Read(expr.UpdateList{Root: a}, expr.Const(0, a.IndexWidth)))
		p.sc.Arrays = append(p.sc.Arrays, a)
		p.sc.Vars = append(p.sc.Vars, Var{Name: name.text, Width: e.Width(), RM: true, Array: a, Expr: e})
		t = term{s: s, e: e}
	case sortArray:
		a := given
		if a == nil {
			a = expr.NewArray(name.text, 0)
			a.IndexWidth = s.w
			p.maxIdx[a] = 0
		} else if a.IndexWidth != s.w {
			return p.errorf(name, "%s has index width %d, but the array it is bound to has %d", name.text, s.w, a.IndexWidth)
		}
		p.sc.Arrays = append(p.sc.Arrays, a)
		t = term{s: s, ul: expr.UpdateList{Root: a}}
	default:
		n := (uint64(s.w) + 7) / 8
		a := given
		if a == nil {
			a = expr.NewArray(name.text, n)
		} else if a.Size < n {
			return p.errorf(name, "%s needs %d bytes, but the array it is bound to has %d", name.text, n, a.Size)
		}
		e := expr.ReadLE(expr.UpdateList{Root: a}, expr.Const(0, a.IndexWidth), int(n))
		if e.Width() != s.w {
			e = expr.Extract(e, 0, s.w)
		}
		p.sc.Arrays = append(p.sc.Arrays, a)
		p.sc.Vars = append(p.sc.Vars, Var{Name: name.text, Width: s.w, Bool: s.kind == sortBool, Float: s.kind == sortFP, Array: a, Expr: e})
		t = term{s: s, e: e}
	}
	t.p = name.pos
	p.globals[name.text] = t
	return p.closeParen(c.text)
}

func (p *parser) define() error {
	name, err := p.expect(tokSymbol, "a name to define")
	if err != nil {
		return err
	}
	if err := p.newGlobal(name); err != nil {
		return err
	}
	if _, err := p.expect(tokLParen, "'(' before the arguments"); err != nil {
		return err
	}
	if t, err := p.peek(0); err != nil {
		return err
	} else if t.kind != tokRParen {
		return p.errorf(t, "define-fun %s with arguments is not supported", name.text)
	}
	p.take()
	s, st, err := p.sort()
	if err != nil {
		return err
	}
	t, err := p.term()
	if err != nil {
		return err
	}
	if t.s != s {
		return p.errorAt(t.p, "define-fun %s: the term is %s, declared %s", name.text, t.s, st)
	}
	if t.isTable() {
		if given := p.opts.Arrays[name.text]; given != nil {
			if !given.IsConst() || given.IndexWidth != s.w || !sameTable(given.Init, t.tab) {
				return p.errorf(name, "define-fun %s: the contents differ from the array it is bound to", name.text)
			}
			p.sc.Arrays = append(p.sc.Arrays, given)
			t.ul, t.tab = expr.UpdateList{Root: given}, nil
		} else {
			p.freeze(&t, name.text)
		}
	}
	p.globals[name.text] = t
	return p.closeParen("define-fun")
}

// sameTable compares constant contents up to trailing zeros.
func sameTable(a, b []byte) bool {
	return bytes.Equal(bytes.TrimRight(a, "\x00"), bytes.TrimRight(b, "\x00"))
}

// freeze turns a constant table being built into a constant array.
func (p *parser) freeze(t *term, name string) {
	if !t.isTable() {
		return
	}
	a := expr.NewConstArray(name, t.tab)
	a.IndexWidth = t.s.w
	p.sc.Arrays = append(p.sc.Arrays, a)
	t.ul, t.tab = expr.UpdateList{Root: a}, nil
}

// sort parses a sort; the token is its start, for messages.
func (p *parser) sort() (sort, token, error) {
	t, err := p.take()
	if err != nil {
		return sort{}, t, err
	}
	if t.kind == tokSymbol {
		switch t.text {
		case "Bool":
			return sort{kind: sortBool, w: 1}, t, nil
		case "Float32":
			return sort{kind: sortFP, w: 32}, t, nil
		case "Float64":
			return sort{kind: sortFP, w: 64}, t, nil
		case "RoundingMode":
			return sort{kind: sortRM}, t, nil
		}
		return sort{}, t, p.errorf(t, "sort %s is not supported (Bool, (_ BitVec n), (Array (_ BitVec n) (_ BitVec 8)))", t)
	}
	if t.kind != tokLParen {
		return sort{}, t, p.errorf(t, "expected a sort, got %s", t)
	}
	h, err := p.expect(tokSymbol, "a sort")
	if err != nil {
		return sort{}, t, err
	}
	switch h.text {
	case "_":
		b, err := p.expect(tokSymbol, "BitVec")
		if err != nil {
			return sort{}, t, err
		}
		if b.text == "FloatingPoint" {
			eb, _, err := p.numeral("exponent bits", 1<<32)
			if err != nil {
				return sort{}, t, err
			}
			sb, st, err := p.numeral("significand bits", 1<<32)
			if err != nil {
				return sort{}, t, err
			}
			w, ok := fpWidth(eb, sb)
			if !ok {
				return sort{}, t, p.errorf(st, "(_ FloatingPoint %d %d) is not supported (Float32 and Float64 only)", eb, sb)
			}
			return sort{kind: sortFP, w: w}, t, p.closeParen("the sort")
		}
		if b.text != "BitVec" {
			return sort{}, t, p.errorf(b, "sort (_ %s ...) is not supported", b.text)
		}
		w, wt, err := p.numeral("bit-vector width", 1<<32)
		if err != nil {
			return sort{}, t, err
		}
		if err := expr.CheckWidth(int(w)); err != nil {
			return sort{}, t, p.errorf(wt, "%v", err)
		}
		return sort{kind: sortBV, w: expr.Width(w)}, t, p.closeParen("the sort")
	case "Array":
		is, it, err := p.sort()
		if err != nil {
			return sort{}, t, err
		}
		if is.kind != sortBV {
			return sort{}, t, p.errorf(it, "array index sort %s is not supported, want (_ BitVec n)", is)
		}
		es, et, err := p.sort()
		if err != nil {
			return sort{}, t, err
		}
		if es.kind != sortBV || es.w != 8 {
			return sort{}, t, p.errorf(et, "array element sort %s is not supported, want (_ BitVec 8)", es)
		}
		return sort{kind: sortArray, w: is.w}, t, p.closeParen("the sort")
	}
	return sort{}, t, p.errorf(h, "sort %s is not supported", h.text)
}

// lookup finds a symbol's term: let bindings, then globals.
func (p *parser) lookup(t token) (term, error) {
	if s := p.locals[t.text]; len(s) > 0 {
		v := s[len(s)-1]
		v.p = t.pos
		return v, nil
	}
	if v, ok := p.globals[t.text]; ok {
		v.p = t.pos
		return v, nil
	}
	switch t.text {
	case "true", "false":
		return term{s: sort{sortBool, 1}, e: expr.BoolConst(t.text == "true"), p: t.pos}, nil
	}
	if rm, ok := roundingModes[t.text]; ok {
		return term{s: sort{kind: sortRM}, e: rmConst(rm), p: t.pos}, nil
	}
	if _, ok := builtins[t.text]; ok {
		return term{}, p.errorf(t, "%s is a function: write (%s ...)", t.text, t.text)
	}
	return term{}, p.errorf(t, "unknown symbol %s", t.text)
}

// term parses a term.
func (p *parser) term() (term, error) {
	p.depth++
	defer func() { p.depth-- }()
	t, err := p.take()
	if err != nil {
		return term{}, err
	}
	if p.depth > maxDepth {
		return term{}, p.errorf(t, "terms nested deeper than %d", maxDepth)
	}
	switch t.kind {
	case tokSymbol:
		return p.lookup(t)
	case tokHex, tokBinary:
		return p.literal(t)
	case tokNumeral, tokDecimal:
		return term{}, p.errorf(t, "numeral %s where a term is expected (write (_ bv%s W) for a bit-vector)", t.text, t.text)
	case tokLParen:
		return p.app(t)
	}
	return term{}, p.errorf(t, "expected a term, got %s", t)
}

func (p *parser) literal(t token) (term, error) {
	bits := len(t.text)
	base := 2
	if t.kind == tokHex {
		bits *= 4
		base = 16
	}
	if err := expr.CheckWidth(bits); err != nil {
		return term{}, p.errorf(t, "%v", err)
	}
	v, err := strconv.ParseUint(t.text, base, 64)
	if err != nil {
		return term{}, p.errorf(t, "bad constant %s: %v", t, err)
	}
	w := expr.Width(bits)
	return term{s: sort{sortBV, w}, e: expr.Const(v, w), p: t.pos}, nil
}

// app parses what follows '(' in a term.
func (p *parser) app(open token) (term, error) {
	h, err := p.take()
	if err != nil {
		return term{}, err
	}
	var idx []uint64
	var name token
	switch h.kind {
	case tokSymbol:
		switch h.text {
		case "let":
			return p.let(open)
		case "_":
			return p.indexedConst(open)
		case "!":
			return p.annotated()
		case "forall", "exists":
			return term{}, p.errorf(h, "quantifiers are not supported")
		case "store":
			return p.storeChain(open)
		}
		name = h
	case tokLParen:
		// ((_ op i ...) args) or ((as const sort) value)
		q, err := p.expect(tokSymbol, "'_' or 'as'")
		if err != nil {
			return term{}, err
		}
		switch q.text {
		case "_":
			name, err = p.expect(tokSymbol, "an indexed operator")
			if err != nil {
				return term{}, err
			}
			for {
				t, err := p.peek(0)
				if err != nil {
					return term{}, err
				}
				if t.kind == tokRParen {
					p.take()
					break
				}
				v, _, err := p.numeral("index", 1<<32)
				if err != nil {
					return term{}, err
				}
				idx = append(idx, v)
			}
			if _, ok := indexed[name.text]; !ok && !fpIndexedNames[name.text] {
				return term{}, p.errorf(name, "unknown indexed operator %s", name.text)
			}
		case "as":
			return p.constArray(open)
		default:
			return term{}, p.errorf(q, "expected '_' or 'as', got %s", q)
		}
	default:
		return term{}, p.errorf(h, "expected a function name, got %s", h)
	}
	var args []term
	for {
		t, err := p.peek(0)
		if err != nil {
			return term{}, err
		}
		if t.kind == tokRParen {
			p.take()
			break
		}
		a, err := p.term()
		if err != nil {
			return term{}, err
		}
		args = append(args, a)
	}
	if idx != nil {
		if r, ok, err := p.fpIndexed(name, idx, args); ok {
			r.p = open.pos
			return r, err
		}
		op := indexed[name.text]
		if len(idx) != op.indices {
			return term{}, p.errorf(name, "%s takes %d indices, got %d", name.text, op.indices, len(idx))
		}
		if len(args) != 1 {
			return term{}, p.errorf(name, "(_ %s ...) takes 1 argument, got %d", name.text, len(args))
		}
		if err := p.wantBV(name, args, 0); err != nil {
			return term{}, err
		}
		r, err := op.apply(p, name, idx, args[0])
		r.p = open.pos
		return r, err
	}
	f, ok := builtins[name.text]
	if !ok {
		if _, user := p.globals[name.text]; user || len(p.locals[name.text]) > 0 {
			return term{}, p.errorf(name, "%s is a constant, not a function", name.text)
		}
		return term{}, p.errorf(name, "unknown function %s", name.text)
	}
	if len(args) < f.min || f.max >= 0 && len(args) > f.max {
		switch {
		case f.min == f.max:
			return term{}, p.errorf(name, "%s takes %d arguments, got %d", name.text, f.min, len(args))
		case f.max < 0:
			return term{}, p.errorf(name, "%s takes at least %d arguments, got %d", name.text, f.min, len(args))
		}
		return term{}, p.errorf(name, "%s takes %d to %d arguments, got %d", name.text, f.min, f.max, len(args))
	}
	for i := range args {
		if args[i].s.kind == sortArray && !f.arrays {
			return term{}, p.errorAt(args[i].p, "%s: argument %d is an array, which %s does not take", name.text, i+1, name.text)
		}
	}
	r, err := f.apply(p, name, args)
	r.p = open.pos
	return r, err
}

// indexedConst parses the rest of (_ bvN W).
func (p *parser) indexedConst(open token) (term, error) {
	b, err := p.expect(tokSymbol, "bvN")
	if err != nil {
		return term{}, err
	}
	if fpConstNames[b.text] {
		var idx []uint64
		for range 2 {
			v, _, err := p.numeral("index", 1<<32)
			if err != nil {
				return term{}, err
			}
			idx = append(idx, v)
		}
		e, ok := fpConst(b.text, idx)
		if !ok {
			return term{}, p.errorf(b, "(_ %s %d %d) is not supported (Float32 and Float64 only)", b.text, idx[0], idx[1])
		}
		return term{s: sort{sortFP, e.Width()}, e: e, p: open.pos}, p.closeParen("the constant")
	}
	digits, ok := strings.CutPrefix(b.text, "bv")
	if !ok || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return term{}, p.errorf(b, "(_ %s ...) is not a bit-vector constant (_ bvN W)", b.text)
	}
	w, wt, err := p.numeral("bit-vector width", 1<<32)
	if err != nil {
		return term{}, err
	}
	if err := expr.CheckWidth(int(w)); err != nil {
		return term{}, p.errorf(wt, "%v", err)
	}
	var v uint64
	for _, d := range digits { // modulo 2^64, then the width's mask
		v = v*10 + uint64(d-'0')
	}
	return term{s: sort{sortBV, expr.Width(w)}, e: expr.Const(v, expr.Width(w)), p: open.pos}, p.closeParen("(_ bvN W)")
}

// constArray parses the rest of ((as const (Array ...)) value).
func (p *parser) constArray(open token) (term, error) {
	c, err := p.expect(tokSymbol, "const")
	if err != nil {
		return term{}, err
	}
	if c.text != "const" {
		return term{}, p.errorf(c, "(as %s ...) is not supported", c.text)
	}
	s, st, err := p.sort()
	if err != nil {
		return term{}, err
	}
	if s.kind != sortArray {
		return term{}, p.errorf(st, "(as const %s): want an array sort", s)
	}
	if err := p.closeParen("(as const ...)"); err != nil {
		return term{}, err
	}
	v, err := p.term()
	if err != nil {
		return term{}, err
	}
	if v.s != (sort{sortBV, 8}) {
		return term{}, p.errorAt(v.p, "constant array of %s, want (_ BitVec 8)", v.s)
	}
	if !v.e.IsConst() || v.e.Value() != 0 {
		return term{}, p.errorAt(v.p, "constant arrays must be filled with #x00 (reads past a table are zero)")
	}
	return term{s: s, tab: []byte{}, p: open.pos}, p.closeParen("the constant array")
}

// annotated parses the rest of (! term :attr value ...); :named binds a
// global name.
func (p *parser) annotated() (term, error) {
	t, err := p.term()
	if err != nil {
		return term{}, err
	}
	for {
		k, err := p.take()
		if err != nil {
			return term{}, err
		}
		if k.kind == tokRParen {
			return t, nil
		}
		if k.kind != tokKeyword {
			return term{}, p.errorf(k, "expected an attribute, got %s", k)
		}
		if k.text == ":named" {
			n, err := p.expect(tokSymbol, "a name")
			if err != nil {
				return term{}, err
			}
			if err := p.newGlobal(n); err != nil {
				return term{}, err
			}
			p.freeze(&t, n.text)
			p.globals[n.text] = t
			continue
		}
		if v, err := p.peek(0); err != nil {
			return term{}, err
		} else if v.kind != tokKeyword && v.kind != tokRParen {
			if err := p.skip(); err != nil {
				return term{}, err
			}
		}
	}
}

// let parses the rest of (let ((x t) ...) body).
func (p *parser) let(open token) (term, error) {
	if _, err := p.expect(tokLParen, "'(' before the let bindings"); err != nil {
		return term{}, err
	}
	type binding struct {
		name string
		t    term
	}
	var bs []binding
	for {
		t, err := p.take()
		if err != nil {
			return term{}, err
		}
		if t.kind == tokRParen {
			break
		}
		if t.kind != tokLParen {
			return term{}, p.errorf(t, "expected '(' before a let binding, got %s", t)
		}
		n, err := p.expect(tokSymbol, "a variable name")
		if err != nil {
			return term{}, err
		}
		for _, b := range bs {
			if b.name == n.text {
				return term{}, p.errorf(n, "%s bound twice in one let", n.text)
			}
		}
		if reserved(n.text) {
			return term{}, p.errorf(n, "cannot bind %s: it is a reserved word or builtin", n.text)
		}
		v, err := p.term()
		if err != nil {
			return term{}, err
		}
		p.freeze(&v, n.text)
		bs = append(bs, binding{n.text, v})
		if err := p.closeParen("the let binding"); err != nil {
			return term{}, err
		}
	}
	if len(bs) == 0 {
		return term{}, p.errorf(open, "let without bindings")
	}
	for _, b := range bs {
		p.locals[b.name] = append(p.locals[b.name], b.t)
	}
	body, err := p.term()
	for _, b := range bs {
		s := p.locals[b.name]
		if len(s) == 1 {
			delete(p.locals, b.name)
		} else {
			p.locals[b.name] = s[:len(s)-1]
		}
	}
	if err != nil {
		return term{}, err
	}
	if err := p.closeParen("let"); err != nil {
		return term{}, err
	}
	return body, nil
}

// storeChain parses the rest of (store a i v), reading left-nested chains
// (store (store (store ...) ...) ...) iteratively: constant tables print
// as thousands of them.
func (p *parser) storeChain(open token) (term, error) {
	opens := []token{open}
	for {
		t0, err := p.peek(0)
		if err != nil {
			return term{}, err
		}
		t1, err := p.peek(1)
		if err != nil {
			return term{}, err
		}
		if t0.kind != tokLParen || t1.kind != tokSymbol || t1.text != "store" {
			break
		}
		p.take()
		p.take()
		opens = append(opens, t0)
	}
	a, err := p.term()
	if err != nil {
		return term{}, err
	}
	for i := len(opens) - 1; i >= 0; i-- {
		if a.s.kind != sortArray {
			return term{}, p.errorAt(a.p, "store: argument 1 is %s, want an array", a.s)
		}
		idx, err := p.term()
		if err != nil {
			return term{}, err
		}
		if idx.s != (sort{sortBV, a.s.w}) {
			return term{}, p.errorAt(idx.p, "store: the index is %s, want (_ BitVec %d)", idx.s, a.s.w)
		}
		val, err := p.term()
		if err != nil {
			return term{}, err
		}
		if val.s != (sort{sortBV, 8}) {
			return term{}, p.errorAt(val.p, "store: the value is %s, want (_ BitVec 8)", val.s)
		}
		if err := p.closeParen("store"); err != nil {
			return term{}, err
		}
		a = p.store(a, idx.e, val.e)
		a.p = opens[i].pos
	}
	return a, nil
}

// store writes val at idx of array term a.
func (p *parser) store(a term, idx, val expr.Expr) term {
	if a.isTable() && idx.IsConst() && val.IsConst() && idx.Value() < maxTable {
		i := idx.Value()
		if i >= uint64(len(a.tab)) {
			a.tab = append(a.tab, make([]byte, i+1-uint64(len(a.tab)))...)
		}
		a.tab[i] = byte(val.Value())
		return a
	}
	p.freeze(&a, p.tableName())
	p.noteIndex(a.ul.Root, idx)
	a.ul = a.ul.Write(idx, val)
	return a
}

func (p *parser) tableName() string {
	p.ntab++
	return "const_table" + strconv.Itoa(p.ntab)
}

// noteIndex records a constant index of a declared array, whose Size is
// one more than the largest.
func (p *parser) noteIndex(a *expr.Array, idx expr.Expr) {
	if n, ok := p.maxIdx[a]; ok && idx.IsConst() && idx.Value() >= n {
		p.maxIdx[a] = idx.Value() + 1
	}
}

// wantBool and wantBV check argument i's sort.
func (p *parser) wantBool(f token, args []term, i int) error {
	if args[i].s.kind != sortBool {
		return p.errorAt(args[i].p, "%s: argument %d is %s, want Bool", f.text, i+1, args[i].s)
	}
	return nil
}

func (p *parser) wantBV(f token, args []term, i int) error {
	if args[i].s.kind != sortBV {
		return p.errorAt(args[i].p, "%s: argument %d is %s, want a bit-vector", f.text, i+1, args[i].s)
	}
	return nil
}

// sameBV checks that all arguments are bit-vectors of one width.
func (p *parser) sameBV(f token, args []term) error {
	for i := range args {
		if err := p.wantBV(f, args, i); err != nil {
			return err
		}
		if args[i].s.w != args[0].s.w {
			return p.errorAt(args[i].p, "%s: argument %d is %s, want %s like argument 1", f.text, i+1, args[i].s, args[0].s)
		}
	}
	return nil
}

// sameSort checks that all arguments have one sort (Bool or bit-vector).
func (p *parser) sameSort(f token, args []term) error {
	for i := range args {
		if args[i].s != args[0].s {
			return p.errorAt(args[i].p, "%s: argument %d is %s, want %s like argument 1", f.text, i+1, args[i].s, args[0].s)
		}
	}
	return nil
}

func boolTerm(e expr.Expr) term { return term{s: sort{sortBool, 1}, e: e} }
func bvTerm(e expr.Expr) term   { return term{s: sort{sortBV, e.Width()}, e: e} }
