package mutants

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// module wraps body (instruction lines) in a function @name with debug
// information that places it in file, line 5 for !dbg !20.
func module(name, file, body string) string {
	return fmt.Sprintf(`define dso_local i32 @%s(i32 noundef %%0, i8* %%p) #0 !dbg !10 {
%s
}

!1 = !DIFile(filename: %q, directory: "/src")
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, unit: !0)
!20 = !DILocation(line: 5, column: 3, scope: !10)
`, name, body, file)
}

func TestMutantsParseModule(t *testing.T) {
	for _, c := range []struct {
		inst string
		want []string // "OP from -> to"
	}{
		{"  %3 = icmp sgt i32 %0, 10, !dbg !20", []string{
			"ROR sgt -> eq", "ROR sgt -> ne", "ROR sgt -> sge", "ROR sgt -> slt", "ROR sgt -> sle",
			"CR 10 -> 9", "CR 10 -> 11"}},
		{"  %3 = icmp ult i64 %0, %1, !dbg !20", []string{
			"ROR ult -> eq", "ROR ult -> ne", "ROR ult -> ugt", "ROR ult -> uge", "ROR ult -> ule"}},
		{"  %3 = icmp ne i32 %0, 0, !dbg !20", []string{
			"ROR ne -> eq", "ROR ne -> sgt", "ROR ne -> sge", "ROR ne -> slt", "ROR ne -> sle",
			"CR 0 -> -1", "CR 0 -> 1"}},
		// Pointers: the unsigned orderings.
		{"  %3 = icmp eq i8* %p, null, !dbg !20", []string{
			"ROR eq -> ne", "ROR eq -> ugt", "ROR eq -> uge", "ROR eq -> ult", "ROR eq -> ule"}},
		{"  %3 = add nsw i32 %0, 1, !dbg !20", []string{
			"AOR add nsw -> sub", "AOR add nsw -> mul", "CR 1 -> 0", "CR 1 -> 2"}},
		{"  %3 = mul i64 3, %0, !dbg !20", []string{
			"AOR mul -> add", "AOR mul -> sub", "CR 3 -> 2", "CR 3 -> 4"}},
		{"  %3 = sdiv exact i32 %0, 2, !dbg !20", []string{"AOR sdiv exact -> srem", "CR 2 -> 1", "CR 2 -> 3"}},
		{"  %3 = urem i32 %0, %1, !dbg !20", []string{"AOR urem -> udiv"}},
		{"  %3 = xor i1 %0, true, !dbg !20", []string{"AOR xor -> and", "AOR xor -> or"}},
		{"  %3 = shl i32 %0, 3, !dbg !20", []string{"CR 3 -> 2", "CR 3 -> 4"}},
		{"  %3 = add <2 x i32> %0, <i32 1, i32 2>, !dbg !20", []string{"AOR add -> sub", "AOR add -> mul"}},
		// Wrapped to the type's width.
		{"  store i8 127, i8* %p, align 1, !dbg !20", []string{"CR 127 -> 126", "CR 127 -> -128"}},
		{"  store volatile i8 -128, i8* %p, align 1, !dbg !20", []string{"CR -128 -> 127", "CR -128 -> -127"}},
		{"  store i32 %0, i32* %q, align 4, !dbg !20", nil},
		{"  ret i32 0, !dbg !20", []string{"CR 0 -> -1", "CR 0 -> 1"}},
		// A constant expression operand: no CR.
		{"  %3 = icmp eq i64 ptrtoint (i32* getelementptr (i32, i32* @g, i64 1) to i64), 5, !dbg !20", []string{
			"ROR eq -> ne", "ROR eq -> sgt", "ROR eq -> sge", "ROR eq -> slt", "ROR eq -> sle"}},
		// A sanitizer's check, an instruction without a source location,
		// a call: nothing.
		{"  %3 = icmp ule i32 %0, 31, !dbg !20, !nosanitize !5", nil},
		{"  %3 = add i32 %0, 1", nil},
		{"  %3 = call i32 @g(i32 1), !dbg !20", nil},
		{"  %3 = fcmp olt double %0, 1.0, !dbg !20", nil},
	} {
		t.Run(strings.TrimSpace(c.inst), func(t *testing.T) {
			src := module("f", "p.c", c.inst)
			m, err := ParseModule([]byte(src))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, mu := range m.Mutants() {
				got = append(got, fmt.Sprintf("%s %s -> %s", mu.Operator, mu.From, mu.To))
				if mu.ID != i || mu.Func != "f" || mu.Line != 5 {
					t.Errorf("mutant %d: ID %d, Func %q, Line %d; want %d, f, 5", i, mu.ID, mu.Func, mu.Line, i)
				}
				// The mutant's IR differs from the original in its
				// instruction's line only, where From became To.
				want := strings.Replace(src, c.inst, mutatedLine(c.inst, mu), 1)
				if got := string(m.Source(mu)); got != want {
					t.Errorf("%s: source:\n%s\nwant:\n%s", mu, got, want)
				}
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("mutants %q, want %q", got, c.want)
			}
		})
	}
}

// mutatedLine replaces mu.From in inst by mu.To: after "= " for an
// operator or predicate, else the constant operand (the last occurrence
// that is a whole operand).
func mutatedLine(inst string, mu Mutant) string {
	if mu.Operator != CR {
		return strings.Replace(inst, " "+mu.From+" ", " "+mu.To+" ", 1)
	}
	for _, sep := range []string{", ", " "} {
		if i := strings.LastIndex(inst, sep+mu.From+","); i >= 0 {
			return inst[:i] + sep + mu.To + inst[i+len(sep)+len(mu.From):]
		}
	}
	return inst
}

// TestMutantsParseModuleFunctions: only the user's functions are mutated.
func TestMutantsParseModuleFunctions(t *testing.T) {
	inst := "  %3 = add i32 %0, %0, !dbg !20"
	for _, c := range []struct {
		name, file string
		want       int
	}{
		{"f", "p.c", 2},
		{`"f.cold"`, "p.c", 2},
		{"klee_range", "p.c", 0},
		{"__VERIFIER_nondet_int", "p.c", 0},
		{"__bswap_32", "/usr/include/x86_64-linux-gnu/bits/byteswap.h", 0},
		{"klee_helper", "/tmp/include/klee/klee.h", 0},
	} {
		m, err := ParseModule([]byte(module(c.name, c.file, inst)))
		if err != nil {
			t.Fatal(err)
		}
		if got := len(m.Mutants()); got != c.want {
			t.Errorf("@%s in %s: %d mutants, want %d", c.name, c.file, got, c.want)
		}
	}
	// Without debug information every instruction of every user function
	// is mutated.
	m, err := ParseModule([]byte("define i32 @g(i32 %0) {\n  %2 = sub i32 %0, 1\n  ret i32 %2\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := len(m.Mutants()); got != 4 || m.Mutants()[0].Line != 0 || m.Mutants()[0].Func != "g" {
		t.Errorf("no debug information: mutants %v, want 4 in g without lines", m.Mutants())
	}
}

func TestMutantsParseModuleErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"define i32 @f() {\n  ret i32 0\n", "end of input inside the body of @f"},
		{"define i32 @f()\n", "line 1: @f: want the body's {"},
		{"define i32 @f() {\ndefine i32 @g() {\n}\n", "line 2: define inside the body of @f"},
		{"define i32 bad\n", "line 1: cannot read the function's name"},
	} {
		_, err := ParseModule([]byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseModule(%q): %v, want an error with %q", c.src, err, c.want)
		}
	}
}

func TestMutantsSample(t *testing.T) {
	all := make([]Mutant, 100)
	for i := range all {
		all[i].ID = i
	}
	ids := func(ms []Mutant) []int {
		var out []int
		for _, m := range ms {
			out = append(out, m.ID)
		}
		return out
	}
	a, b, c := ids(sample(all, 10, 1)), ids(sample(all, 10, 1)), ids(sample(all, 10, 2))
	if len(a) != 10 || !reflect.DeepEqual(a, b) {
		t.Errorf("seed 1 twice: %v and %v, want the same 10", a, b)
	}
	if reflect.DeepEqual(a, c) {
		t.Errorf("seeds 1 and 2 drew the same sample %v", a)
	}
	for i := 1; i < len(a); i++ {
		if a[i] <= a[i-1] {
			t.Errorf("sample %v not in the mutants' order", a)
		}
	}
	if got := sample(all, 0, 1); len(got) != 100 {
		t.Errorf("n 0: %d mutants, want all", len(got))
	}
}

// TestMutantsTraced: a call of the tracer at the start of each basic
// block that holds mutants, after its label and phis.
func TestMutantsTraced(t *testing.T) {
	src := "define i32 @f(i32 %0) {\n  %2 = add i32 %0, 1\n  br label %3\n3:\n  ret i32 %2\n4:\n  %5 = phi i32 [ 0, %0 ]\n  %6 = sub i32 %5, 2\n  ret i32 %6\n}\n" +
		"define i32 @klee_x(i32 %0) {\n  %2 = add i32 %0, 1\n  ret i32 %2\n}\n" +
		"define i32 @g(i32 %x) {\nentry:\n  %y = sub i32 %x, 1\n  ret i32 %y\n}\n"
	m, err := ParseModule([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := "define i32 @f(i32 %0) {\n  call void @__symx_mutants_hit(i32 0)\n  %2 = add i32 %0, 1\n  br label %3\n3:\n  ret i32 %2\n" +
		"4:\n  %5 = phi i32 [ 0, %0 ]\n  call void @__symx_mutants_hit(i32 1)\n  %6 = sub i32 %5, 2\n  ret i32 %6\n}\n" +
		"define i32 @klee_x(i32 %0) {\n  %2 = add i32 %0, 1\n  ret i32 %2\n}\n" +
		"define i32 @g(i32 %x) {\nentry:\n  call void @__symx_mutants_hit(i32 2)\n  %y = sub i32 %x, 1\n  ret i32 %y\n}\n" +
		"\ndeclare void @__symx_mutants_hit(i32)\n"
	if got := string(m.Traced()); got != want {
		t.Errorf("Traced:\n%s\nwant:\n%s", got, want)
	}
	var blocks []int
	for _, mu := range m.Mutants() {
		blocks = append(blocks, mu.block)
	}
	// f's add (4 mutants), f's sub (4), g's sub (4).
	if want := []int{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}; !reflect.DeepEqual(blocks, want) {
		t.Errorf("the mutants' blocks %v, want %v", blocks, want)
	}
}

// FuzzMutantsParseModule: any input is read or refused without a panic,
// and each mutant changes one line of the IR, which Traced keeps.
func FuzzMutantsParseModule(f *testing.F) {
	f.Add(module("f", "p.c", "  %3 = icmp sgt i32 %0, 10, !dbg !20\n  store i8 127, i8* %p, align 1, !dbg !20"))
	f.Add("define i32 @g(i32 %x) {\nentry:\n  %y = sub nsw i32 %x, 1\n  %z = icmp ne i8* %p, null\n  ret i32 -3\n}\n")
	f.Add("define i32 @f() {\n  %1 = add i64 ptrtoint (i8* @g to i64), 9\n  ret i32 0,\n}\n")
	f.Fuzz(func(t *testing.T, src string) {
		m, err := ParseModule([]byte(src))
		if err != nil {
			return
		}
		orig := strings.Split(strings.ReplaceAll(src, "\r\n", "\n"), "\n")
		traced := string(m.Traced())
		for _, mu := range m.Mutants() {
			got := strings.Split(string(m.Source(mu)), "\n")
			if len(got) != len(orig) {
				t.Fatalf("%s: %d lines, want %d", mu, len(got), len(orig))
			}
			diff := 0
			for i := range got {
				if got[i] != orig[i] {
					diff++
				}
			}
			if diff != 1 {
				t.Fatalf("%s changes %d lines", mu, diff)
			}
			if !strings.Contains(traced, orig[mu.irLine]) {
				t.Fatalf("Traced lost the line of %s", mu)
			}
		}
	})
}
