package mutants

import (
	"fmt"
	"math/big"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// Operator is a mutation operator.
type Operator uint8

// The operators, as MILU names them.
const (
	// ROR replaces an icmp predicate by another of its family.
	ROR Operator = iota
	// AOR replaces an arithmetic or bitwise operator (see aorSwaps).
	AOR
	// CR adds or subtracts one to an integer constant operand.
	CR
	numOperators
)

var operatorNames = [numOperators]string{"ROR", "AOR", "CR"}

func (o Operator) String() string {
	if o < numOperators {
		return operatorNames[o]
	}
	return fmt.Sprintf("Operator(%d)", uint8(o))
}

// MarshalText writes the operator's name (in JSON reports).
func (o Operator) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads an operator's name, so that a --json report reads
// back (bench/mutscore sums reports up).
func (o *Operator) UnmarshalText(b []byte) error {
	for i, n := range operatorNames {
		if n == string(b) {
			*o = Operator(i)
			return nil
		}
	}
	return fmt.Errorf("unknown mutation operator %q", b)
}

// Operators are all operators, in report order.
func Operators() []Operator { return []Operator{ROR, AOR, CR} }

// Mutant is one change of one instruction of the program's IR.
type Mutant struct {
	ID       int      `json:"id"` // position in Module.Mutants' order, from 0
	Operator Operator `json:"operator"`
	Func     string   `json:"func"` // the function the instruction is in
	Line     int      `json:"line"` // its source line (0: the IR has no debug location)
	// From is the part of the instruction replaced, To what replaces it.
	From   string `json:"from"`
	To     string `json:"to"`
	irLine int    // index of the instruction's line in the IR
	text   string // the mutated line
	block  int    // index of its basic block in Module.blocks
}

// String describes the mutant: "classify:3: ROR sgt -> sge".
func (m Mutant) String() string {
	where := m.Func
	if m.Line > 0 {
		where += ":" + strconv.Itoa(m.Line)
	}
	return fmt.Sprintf("%s: %s %s -> %s", where, m.Operator, m.From, m.To)
}

// Module is a program's LLVM IR text, ready to be mutated.
type Module struct {
	lines   []string
	mutants []Mutant
	// blocks are the first lines (define or label) of the basic blocks
	// that hold mutants, in order.
	blocks []int
}

// Mutants returns the module's mutants in a fixed order: by instruction,
// then by operator and replacement.
func (m *Module) Mutants() []Mutant { return m.mutants }

// Source returns the IR text of mutant mu.
func (m *Module) Source(mu Mutant) []byte {
	var b strings.Builder
	for i, l := range m.lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		if i == mu.irLine {
			l = mu.text
		}
		b.WriteString(l)
	}
	return []byte(b.String())
}

// hitFunc is the function Traced calls on entering each basic block that
// holds mutants, with the block's number (tracer.c).
const hitFunc = "__symx_mutants_hit"

// labelRE matches a basic block's label line.
var labelRE = regexp.MustCompile(`^(?:[-a-zA-Z$._0-9]+|"(?:[^"\\]|\\.)*"):`)

// phiRE matches a phi instruction, which must stay at its block's start.
var phiRE = regexp.MustCompile(`^ +%[-a-zA-Z$._0-9]+ = phi `)

// Traced returns the module's IR with a call of hitFunc at the start of
// every basic block that holds mutants (after its phis): the k-th calls
// hitFunc(k). Mutant mu is in block mu.block.
func (m *Module) Traced() []byte {
	var b strings.Builder
	k := 0
	for i := 0; i < len(m.lines); i++ {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(m.lines[i])
		if k < len(m.blocks) && m.blocks[k] == i {
			for i+1 < len(m.lines) && phiRE.MatchString(m.lines[i+1]) {
				i++
				b.WriteString("\n" + m.lines[i])
			}
			fmt.Fprintf(&b, "\n  call void @%s(i32 %d)", hitFunc, k)
			k++
		}
	}
	fmt.Fprintf(&b, "\ndeclare void @%s(i32)\n", hitFunc)
	return []byte(b.String())
}

// The predicate families of ROR: a predicate is replaced by every other
// predicate of its family. eq and ne, whose operands' signedness the IR
// does not say, take the signed orderings on integers (C's int is
// signed) and the unsigned ones on pointers.
var (
	signedPreds   = []string{"eq", "ne", "sgt", "sge", "slt", "sle"}
	unsignedPreds = []string{"eq", "ne", "ugt", "uge", "ult", "ule"}
)

// aorSwaps are AOR's replacements of each operator. Divisions and
// remainders swap only with each other, so that no mutant divides by zero
// where the original does not. nsw, nuw and exact are dropped.
var aorSwaps = map[string][]string{
	"add": {"sub", "mul"}, "sub": {"add", "mul"}, "mul": {"add", "sub"},
	"sdiv": {"srem"}, "srem": {"sdiv"}, "udiv": {"urem"}, "urem": {"udiv"},
	"and": {"or", "xor"}, "or": {"and", "xor"}, "xor": {"and", "or"},
}

var (
	defineRE = regexp.MustCompile(`^define [^@]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(`)
	dbgRE    = regexp.MustCompile(`!dbg !(\d+)`)
	locRE    = regexp.MustCompile(`^!(\d+) = !DILocation\(line: (\d+)`)
	spRE     = regexp.MustCompile(`^!(\d+) = (?:distinct )?!DISubprogram\(.*\bfile: !(\d+)`)
	fileRE   = regexp.MustCompile(`^!(\d+) = !DIFile\(filename: "((?:[^"\\]|\\.)*)", directory: "((?:[^"\\]|\\.)*)"`)
	icmpRE   = regexp.MustCompile(`^ *%[-a-zA-Z$._0-9]+ = icmp (eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle) `)
	binopRE  = regexp.MustCompile(`^ *%[-a-zA-Z$._0-9]+ = (add|sub|mul|sdiv|udiv|srem|urem|and|or|xor|shl|lshr|ashr)((?: nuw| nsw| exact)*) `)
	storeRE  = regexp.MustCompile(`^ *store (?:volatile )?(i\d+) (-?\d+), `)
	retRE    = regexp.MustCompile(`^ *ret (i\d+) (-?\d+)(?:,|$)`)
	intTyRE  = regexp.MustCompile(`^i(\d+)$`)
	intRE    = regexp.MustCompile(`^-?\d+$`)
)

// skipFunc reports whether a function is not the user's: symx's API and
// runtime entry points, or code from symx's or the system's headers.
func skipFunc(name, file string) bool {
	name = strings.Trim(name, `"`)
	for _, p := range []string{"klee_", "symx_", "__symx", "__VERIFIER_", "llvm."} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	if file == "" {
		return false
	}
	switch path.Base(file) {
	case "klee.h", "symx.h":
		return true
	}
	return strings.HasPrefix(file, "/usr/include/") || strings.HasPrefix(file, "/usr/lib/")
}

// ParseModule reads LLVM IR text and finds its mutants: in every function
// it defines that is the user's (not symx's API, nor from symx's or the
// system's headers), every instruction with a source location (any, if
// the module has no debug information) that a sanitizer did not add
// (!nosanitize). It checks only the IR's outline (function bodies); the
// compiler checks the rest.
func ParseModule(src []byte) (*Module, error) {
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	m := &Module{lines: strings.Split(text, "\n")}
	locs := map[string]int{}      // DILocation id -> line
	spFile := map[string]string{} // DISubprogram id -> DIFile id
	files := map[string]string{}  // DIFile id -> path
	for _, l := range m.lines {
		if !strings.HasPrefix(l, "!") {
			continue
		}
		if s := locRE.FindStringSubmatch(l); s != nil {
			locs[s[1]], _ = strconv.Atoi(s[2])
		} else if s := spRE.FindStringSubmatch(l); s != nil {
			spFile[s[1]] = s[2]
		} else if s := fileRE.FindStringSubmatch(l); s != nil {
			f := s[2]
			if !path.IsAbs(f) && s[3] != "" {
				f = path.Join(s[3], f)
			}
			files[s[1]] = f
		}
	}
	debug := len(locs) > 0
	fn, inFn, keep := "", false, false
	block := 0 // the first line of the current basic block
	for i, l := range m.lines {
		switch {
		case strings.HasPrefix(l, "define "):
			if inFn {
				return nil, fmt.Errorf("line %d: define inside the body of @%s", i+1, fn)
			}
			s := defineRE.FindStringSubmatch(l)
			if s == nil {
				return nil, fmt.Errorf("line %d: cannot read the function's name: %.80s", i+1, l)
			}
			fn = strings.Trim(s[1], `"`)
			inFn = strings.HasSuffix(strings.TrimSpace(l), "{")
			if !inFn {
				return nil, fmt.Errorf("line %d: @%s: want the body's { at the end of the define line", i+1, fn)
			}
			file := ""
			if d := dbgRE.FindAllStringSubmatch(l, -1); d != nil {
				file = files[spFile[d[len(d)-1][1]]]
			}
			keep = !skipFunc(s[1], file)
			block = i
		case l == "}":
			inFn = false
		case inFn && labelRE.MatchString(l):
			block = i
		case inFn && keep && strings.HasPrefix(l, "  "):
			if strings.Contains(l, "!nosanitize") {
				continue
			}
			line := 0
			if d := dbgRE.FindStringSubmatch(l); d != nil {
				line = locs[d[1]]
			} else if debug {
				continue
			}
			for _, c := range lineMutants(l) {
				if n := len(m.blocks); n == 0 || m.blocks[n-1] != block {
					m.blocks = append(m.blocks, block)
				}
				c.ID, c.Func, c.Line, c.irLine, c.block = len(m.mutants), fn, line, i, len(m.blocks)-1
				m.mutants = append(m.mutants, c)
			}
		}
	}
	if inFn {
		return nil, fmt.Errorf("end of input inside the body of @%s", fn)
	}
	return m, nil
}

// lineMutants returns the mutants of one instruction (ID, Func, Line and
// irLine unset).
func lineMutants(l string) []Mutant {
	var out []Mutant
	splice := func(op Operator, start, end int, to string) {
		out = append(out, Mutant{Operator: op, From: l[start:end], To: to, text: l[:start] + to + l[end:]})
	}
	if s := icmpRE.FindStringSubmatchIndex(l); s != nil {
		pred := l[s[2]:s[3]]
		rest := l[s[1]:]
		fam := signedPreds
		if pred[0] == 'u' || (!strings.HasPrefix(pred, "s") && isPointerOperand(rest)) {
			fam = unsignedPreds
		}
		for _, p := range fam {
			if p != pred {
				splice(ROR, s[2], s[3], p)
			}
		}
		constMutants(l, s[1], splice)
		return out
	}
	if s := binopRE.FindStringSubmatchIndex(l); s != nil {
		op := l[s[2]:s[3]]
		for _, to := range aorSwaps[op] {
			splice(AOR, s[2], s[5], to)
		}
		constMutants(l, s[1], splice)
		return out
	}
	if s := storeRE.FindStringSubmatchIndex(l); s != nil {
		constOperand(l, l[s[2]:s[3]], s[4], s[5], splice)
		return out
	}
	if s := retRE.FindStringSubmatchIndex(l); s != nil {
		constOperand(l, l[s[2]:s[3]], s[4], s[5], splice)
	}
	return out
}

// isPointerOperand reports whether an icmp's operands ("i8* %3, null")
// are pointers.
func isPointerOperand(rest string) bool {
	ty, _, _ := strings.Cut(rest, " ")
	return strings.HasSuffix(ty, "*")
}

// constMutants adds CR mutants of the integer constants among the two
// operands that start at l[at:] ("i32 %4, 10, !dbg !19"): scalar integer
// types only, and not when an operand is a constant expression.
func constMutants(l string, at int, splice func(Operator, int, int, string)) {
	ty, _, ok := strings.Cut(l[at:], " ")
	if !ok || !intTyRE.MatchString(ty) {
		return
	}
	pos := at + len(ty) + 1
	for k := 0; k < 2; k++ {
		end := strings.Index(l[pos:], ",")
		if end < 0 {
			end = len(l) - pos
		}
		op := l[pos : pos+end]
		if strings.ContainsAny(op, "(<[{") {
			return
		}
		constOperand(l, ty, pos, pos+end, splice)
		pos += end + 2 // ", "
		if pos > len(l) {
			return
		}
	}
}

// constOperand adds the CR mutants of the operand l[start:end] of type ty
// if it is an integer constant: the constant minus one and plus one,
// wrapped to ty's width (none for i1).
func constOperand(l, ty string, start, end int, splice func(Operator, int, int, string)) {
	op := l[start:end]
	t := intTyRE.FindStringSubmatch(ty)
	if t == nil || !intRE.MatchString(op) {
		return
	}
	w, err := strconv.Atoi(t[1])
	if err != nil || w < 2 {
		return
	}
	v, ok := new(big.Int).SetString(op, 10)
	if !ok {
		return
	}
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	half := new(big.Int).Rsh(mod, 1)
	for _, d := range []int64{-1, 1} {
		n := new(big.Int).Add(v, big.NewInt(d))
		n.Mod(n, mod)
		if n.Cmp(half) >= 0 {
			n.Sub(n, mod)
		}
		splice(CR, start, end, n.String())
	}
}
