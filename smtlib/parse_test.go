package smtlib_test

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/expr"
	"github.com/symx/symx/smtlib"
)

const corpus = "../testdata/smt2"

// TestCorpus parses every query of the corpus and prints it back.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(corpus, "*.smt2"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 297 {
		t.Fatalf("%d corpus files, want 297", len(files))
	}
	for _, f := range files {
		s, err := smtlib.ParseFile(f)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		if s.Expected != "sat" && s.Expected != "unsat" {
			t.Errorf("%s: Expected = %q", f, s.Expected)
		}
		if len(s.Assertions) == 0 || len(s.Arrays) == 0 || len(s.GetValues) == 0 {
			t.Errorf("%s: %d assertions, %d arrays, %d get-values", f, len(s.Assertions), len(s.Arrays), len(s.GetValues))
		}
		var buf bytes.Buffer
		enc := smtlib.NewEncoder(&buf)
		if err := enc.WriteQuery(s.Assertions, smtlib.PrintOptions{GetValues: true}); err != nil {
			t.Fatal(err)
		}
		bind := map[string]*expr.Array{}
		for _, a := range s.Arrays {
			if n := enc.ArrayName(a); n != "" {
				bind[n] = a
			}
		}
		s2, err := smtlib.ParseWith(f+" (printed)", buf.Bytes(), smtlib.ParseOptions{Arrays: bind})
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		for i := range s.Assertions {
			if s2.Assertions[i] != s.Assertions[i] {
				t.Errorf("%s: assertion %d changed in the round trip", f, i)
			}
		}
	}
}

func TestParseFeatures(t *testing.T) {
	x := "(declare-fun x () (_ BitVec 32))\n"
	tests := []struct {
		name, src string
		check     func(t *testing.T, s *smtlib.Script)
	}{
		{"declared bit-vector", x + "(assert (bvugt x #x00000005))", func(t *testing.T, s *smtlib.Script) {
			v := s.Vars[0]
			if v.Name != "x" || v.Width != 32 || v.Array.Size != 4 || v.Bool {
				t.Errorf("var %+v", v)
			}
			want := expr.Ugt(expr.ReadLE(expr.UpdateList{Root: v.Array}, c32(0), 4), c32(5))
			if s.Assertions[0] != want {
				t.Errorf("got %v, want %v", s.Assertions[0], want)
			}
		}},
		{"declare-const and odd widths", "(declare-const b Bool)(declare-const y (_ BitVec 12))(assert (or b (= y #b000000000011)))", func(t *testing.T, s *smtlib.Script) {
			if len(s.Vars) != 2 || !s.Vars[0].Bool || s.Vars[1].Width != 12 || s.Vars[1].Array.Size != 2 {
				t.Errorf("vars %+v", s.Vars)
			}
		}},
		{"status and logic", "(set-info :status unsat)(set-logic QF_BV)(assert false)", func(t *testing.T, s *smtlib.Script) {
			if s.Expected != "unsat" || s.Logic != "QF_BV" || !s.Assertions[0].IsFalse() {
				t.Errorf("%+v", s)
			}
		}},
		{"let shadowing and define-fun", x + "(define-fun k () (_ BitVec 32) (_ bv7 32))(assert (let ((a k)) (let ((a (bvadd a #x00000001))) (= a x))))", func(t *testing.T, s *smtlib.Script) {
			want := expr.Eq(c32(8), s.Vars[0].Expr)
			if s.Assertions[0] != want {
				t.Errorf("got %v, want %v", s.Assertions[0], want)
			}
		}},
		{"n-ary and chainable", x + "(assert (= x x x))(assert (distinct x #x00000001 #x00000002))(assert (=> false false true))(assert (bvult (bvadd x x x) x))", func(t *testing.T, s *smtlib.Script) {
			if !s.Assertions[0].IsTrue() || !s.Assertions[2].IsTrue() {
				t.Errorf("got %v", s.Assertions)
			}
		}},
		{"indexed ops", x + "(assert (= ((_ rotate_left 8) x) ((_ rotate_right 24) x)))(assert (= ((_ repeat 2) ((_ extract 7 0) x)) ((_ extract 15 0) x)))", func(t *testing.T, s *smtlib.Script) {
			if !s.Assertions[0].IsTrue() {
				t.Errorf("rotations differ: %v", s.Assertions[0])
			}
		}},
		{"bvsmod and bvcomp", x + "(assert (= (bvsmod x #x00000003) ((_ zero_extend 31) (bvcomp x #x00000000))))", nil},
		{"annotations", x + "(assert (! (bvult x #x00000003) :named small))(assert small)", func(t *testing.T, s *smtlib.Script) {
			if s.Assertions[0] != s.Assertions[1] {
				t.Errorf("named term differs: %v", s.Assertions)
			}
		}},
		{"constant table", "(declare-fun i () (_ BitVec 32))(define-fun t () (Array (_ BitVec 32) (_ BitVec 8)) (store (store ((as const (Array (_ BitVec 32) (_ BitVec 8))) #x00) #x00000001 #x05) #x00000003 #x00))(assert (= (select t i) #x05))", func(t *testing.T, s *smtlib.Script) {
			var tab *expr.Array
			for _, a := range s.Arrays {
				if a.IsConst() {
					tab = a
				}
			}
			if tab == nil || !bytes.Equal(tab.Init, []byte{0, 5, 0, 0}) {
				t.Errorf("arrays %v", s.Arrays)
			}
		}},
		{"size inference", "(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))(assert (= (select (store a #x00000009 #x01) #x00000002) #x00))(get-value ((select a #x00000004)))", func(t *testing.T, s *smtlib.Script) {
			if s.Arrays[0].Size != 10 || len(s.GetValues) != 1 {
				t.Errorf("size %d, %d get-values", s.Arrays[0].Size, len(s.GetValues))
			}
		}},
		{"exit stops", "(assert true)(exit)(this is not read", nil},
		{"comments and quoted symbols", "; expected: sat\n(declare-fun |a b| () (_ BitVec 8)) ; c\n(assert (= |a b| #x01))", func(t *testing.T, s *smtlib.Script) {
			if s.Expected != "sat" || s.Vars[0].Name != "a b" {
				t.Errorf("%+v", s)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := smtlib.Parse("f.smt2", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			if tc.check != nil {
				tc.check(t, s)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	x := "(declare-fun x () (_ BitVec 32))\n"
	tests := []struct{ src, want string }{
		{"(assert", "f.smt2:1:8: expected a term, got end of input"},
		{"(assert true", "f.smt2:1:13: expected ')' to close assert, got end of input"},
		{"assert", "f.smt2:1:1: expected '(' to start a command, got assert"},
		{"(frobnicate)", "f.smt2:1:2: unknown command frobnicate"},
		{"(push 1)", "f.smt2:1:2: push is not supported (symx reads single queries)"},
		{x + "(assert (bvadd x x))", "f.smt2:2:9: assert of a (_ BitVec 32) term, want Bool"},
		{x + "(assert (= x #x01))", "f.smt2:2:14: =: argument 2 is (_ BitVec 8), want (_ BitVec 32) like argument 1"},
		{x + "(assert (and x true))", "f.smt2:2:14: and: argument 1 is (_ BitVec 32), want Bool"},
		{x + "(assert (foo x))", "f.smt2:2:10: unknown function foo"},
		{x + "(assert (= y x))", "f.smt2:2:12: unknown symbol y"},
		{x + "(assert (x x))", "f.smt2:2:10: x is a constant, not a function"},
		{"(declare-fun y () (_ BitVec 65))", "f.smt2:1:29: bit-vector width 65 not supported (1..64)"},
		{x + "(assert (= (concat x x x) (concat x x x)))", "f.smt2:2:13: concat: bit-vector width 96 not supported (1..64)"},
		{x + "(assert (= ((_ zero_extend 40) x) x))", "f.smt2:2:16: zero_extend: bit-vector width 72 not supported (1..64)"},
		{x + "(assert (= #x00000000000000000 x))", "f.smt2:2:12: bit-vector width 68 not supported (1..64)"},
		{x + "(assert (= ((_ extract 32 0) x) x))", "f.smt2:2:16: (_ extract 32 0) of a (_ BitVec 32): want width > i >= j"},
		{x + "(declare-fun x () Bool)", "f.smt2:2:14: x is already declared"},
		{"(declare-fun f ((_ BitVec 8)) Bool)", "f.smt2:1:17: declare-fun f with arguments is not supported (no uninterpreted functions)"},
		{"(define-fun f ((a Bool)) Bool a)", "f.smt2:1:16: define-fun f with arguments is not supported"},
		{"(declare-fun a () (Array (_ BitVec 32) (_ BitVec 16)))", "f.smt2:1:40: array element sort (_ BitVec 16) is not supported, want (_ BitVec 8)"},
		{"(declare-fun a () Int)", "f.smt2:1:19: sort Int is not supported (Bool, (_ BitVec n), (Array (_ BitVec n) (_ BitVec 8)))"},
		{"(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))(assert (= (select a #x01) #x00))", "f.smt2:1:75: select: the index is (_ BitVec 8), want (_ BitVec 32)"},
		{"(declare-fun a () (Array (_ BitVec 32) (_ BitVec 8)))(assert (= a a))", "f.smt2:1:65: =: argument 1 is an array, which = does not take"},
		{"(assert (forall ((x Bool)) x))", "f.smt2:1:10: quantifiers are not supported"},
		{"(assert (= 5 5))", "f.smt2:1:12: numeral 5 where a term is expected (write (_ bv5 W) for a bit-vector)"},
		{"(assert #xg)", "f.smt2:1:11: bad digit 'g' in hexadecimal constant"},
		{"(assert |abc", "f.smt2:1:9: unterminated quoted symbol"},
		{"(assert (let ((a true) (a false)) a))", "f.smt2:1:25: a bound twice in one let"},
		{"(assert (not true false))", "f.smt2:1:10: not takes 1 arguments, got 2"},
		{"(assert ((_ extract 1) #x00))", "f.smt2:1:13: extract takes 2 indices, got 1"},
		{"(assert (= ((as const (Array (_ BitVec 32) (_ BitVec 8))) #x01) x))", "f.smt2:1:59: constant arrays must be filled with #x00 (reads past a table are zero)"},
		{"(declare-fun true () Bool)", "f.smt2:1:14: cannot declare true: it is a reserved word or builtin"},
		{"(assert " + strings.Repeat("(not ", 200000) + "true" + strings.Repeat(")", 200000) + ")", "terms nested deeper than 100000"},
	}
	for _, tc := range tests {
		_, err := smtlib.Parse("f.smt2", []byte(tc.src))
		if err == nil {
			t.Errorf("%.60q: no error, want %q", tc.src, tc.want)
			continue
		}
		if !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.60q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
		var pe *smtlib.Error
		if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
			t.Errorf("%.60q: %v is not a positioned *smtlib.Error", tc.src, err)
		}
	}
}

// FuzzParse: no input panics the reader, errors carry positions, and
// whatever parses prints and parses back to the same assertions.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join(corpus, "*.smt2"))
	for _, name := range files[:min(len(files), 40)] {
		src, err := readFile(name)
		if err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("(declare-fun x () (_ BitVec 8))(assert (bvult ((_ sign_extend 8) x) #x0010))"))
	f.Add([]byte("(define-fun t () (Array (_ BitVec 32) (_ BitVec 8)) (store ((as const (Array (_ BitVec 32) (_ BitVec 8))) #x00) #x00000001 #x05))"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := smtlib.Parse("fuzz", src)
		if err != nil {
			var pe *smtlib.Error
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 || strings.Contains(err.Error(), "internal error") {
				t.Fatalf("bad error %v", err)
			}
			return
		}
		var buf bytes.Buffer
		enc := smtlib.NewEncoder(&buf)
		if err := enc.WriteQuery(s.Assertions, smtlib.PrintOptions{}); err != nil {
			t.Fatal(err)
		}
		bind := map[string]*expr.Array{}
		for _, a := range s.Arrays {
			if n := enc.ArrayName(a); n != "" {
				bind[n] = a
			}
		}
		s2, err := smtlib.ParseWith("printed", buf.Bytes(), smtlib.ParseOptions{Arrays: bind})
		if err != nil {
			t.Fatalf("printed script does not parse: %v\n%s", err, buf.String())
		}
		for i := range s.Assertions {
			if s2.Assertions[i] != s.Assertions[i] {
				t.Fatalf("assertion %d changed: %v, then %v", i, s.Assertions[i], s2.Assertions[i])
			}
		}
	})
}

func loadCorpus(b *testing.B) ([][]byte, []*smtlib.Script) {
	files, _ := filepath.Glob(filepath.Join(corpus, "*.smt2"))
	var srcs [][]byte
	var scripts []*smtlib.Script
	for _, f := range files {
		src, err := readFile(f)
		if err != nil {
			b.Fatal(err)
		}
		s, err := smtlib.Parse(f, src)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		scripts = append(scripts, s)
	}
	return srcs, scripts
}

// BenchmarkParseCorpus reads the 297 corpus queries (one op = all).
func BenchmarkParseCorpus(b *testing.B) {
	srcs, _ := loadCorpus(b)
	n := 0
	for _, s := range srcs {
		n += len(s)
	}
	b.SetBytes(int64(n))
	for b.Loop() {
		for _, s := range srcs {
			if _, err := smtlib.Parse("f", s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkWriteCorpus prints the 297 corpus queries (one op = all).
func BenchmarkWriteCorpus(b *testing.B) {
	_, scripts := loadCorpus(b)
	var buf bytes.Buffer
	enc := smtlib.NewEncoder(&buf)
	for b.Loop() {
		for _, s := range scripts {
			buf.Reset()
			if err := enc.WriteQuery(s.Assertions, smtlib.PrintOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	}
}
