package ir

import (
	"bytes"
	"cmp"
	"fmt"
	"runtime"
	"slices"

	"github.com/llir/llvm/asm"
	llir "github.com/llir/llvm/ir"
)

// Loading in parts. llir parses a module into a syntax tree and then a
// module of its own before lowering sees either, and both live until the
// whole text is parsed: for binutils' nm (39 MB of text once pruned) the
// parser's heap peaks near 1.1 GB, for a lowered Program of 0.09 GB. So
// a large module is cut into parts of about partBytes of function
// definitions each, every part a module llir can parse alone: the text
// every part needs (target, types, attribute groups, declarations, named
// metadata), its functions, the metadata they mention, and a declaration
// of each function or global of another part that it mentions; part 0
// also holds every global. The parts are parsed on all cores and lowered
// in order into one Program (lowerer.add), declarations resolving by name
// to the definitions of the other parts. The Program is then put in the
// whole module's order, so it is the one a whole parse gives
// (TestLoadInPartsSameProgram): functions in text order, files numbered
// as the whole lowering meets them. The parser's peak shrinks, and its
// time, on two cores.

// partBytes is about how much function text one part holds; smaller parts
// lower the peak but repeat the shared text (types, declarations) more.
// Text under splitMin is parsed whole: its parse peaks near 30 times its
// size, below what two parts parsed at once and the texts' copies take
// (sed's 5 MB: 243 MB in parts, 192 MB whole).
const (
	partBytes = 2 << 20
	splitMin  = 8 << 20
)

// splitModule cuts LLVM IR text into parts (see above). It returns nil
// when the text is one part, or holds what a part cannot declare (an alias
// or an ifunc). order ranks the functions by their place in the text.
func splitModule(src []byte, size int) (parts [][]byte, order map[string]int) {
	a := NewArchive("", src)
	const (
		always = iota
		function
		global
		metadata
	)
	kind := make([]uint8, len(a.ents))
	part := make([]int, len(a.ents))
	order = make(map[string]int)
	n, fill := 0, 0
	for i, s := range a.ents {
		text := src[s.start:s.end]
		switch {
		case bytes.HasPrefix(text, []byte("define ")):
			kind[i] = function
			if fill >= size {
				n, fill = n+1, 0
			}
			part[i] = n
			fill += len(text)
			name, _ := symbolAt(text, bytes.IndexByte(text, '@'))
			order[unquoteName(name)] = len(order)
		case text[0] == '@':
			kind[i] = global
			if globalKeyword(text) < 0 {
				return nil, nil // an alias or an ifunc
			}
		case text[0] == '!' && isDigit(text[1]):
			kind[i] = metadata
		default:
			if bytes.HasPrefix(text, []byte("declare ")) {
				name, _ := symbolAt(text, bytes.IndexByte(text, '@'))
				order[unquoteName(name)] = len(order)
			}
		}
	}
	if n == 0 {
		return nil, nil
	}
	in := make([]int32, len(a.ents)) // part+1 when in the part's text
	declared := make([]int32, len(a.ents))
	var stack []int32
	for p := 0; p <= n; p++ {
		mark := int32(p + 1)
		for i := range a.ents {
			if kind[i] == always || kind[i] == function && part[i] == p || kind[i] == global && p == 0 {
				in[i] = mark
				stack = append(stack, int32(i))
			}
		}
		var decls []int32
		for len(stack) > 0 {
			e := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range a.refs[e] {
				switch {
				case in[r] == mark || declared[r] == mark:
				case kind[r] == metadata:
					in[r] = mark
					stack = append(stack, r)
				default: // a function or global of another part
					declared[r] = mark
					decls = append(decls, r)
				}
			}
		}
		var text []byte
		for i, s := range a.ents {
			if in[i] == mark {
				text = append(append(text, src[s.start:s.end]...), '\n')
			}
		}
		slices.Sort(decls)
		for _, e := range decls {
			s := a.ents[e]
			d, ok := declaration(src[s.start:lineEnd(src, s.start)], kind[e] == function)
			if !ok {
				return nil, nil
			}
			text = append(append(text, d...), '\n')
		}
		parts = append(parts, text)
	}
	return parts, order
}

// unquoteName is a symbol's name as llir gives it: without the quotes of
// @"name", its \XX escapes decoded.
func unquoteName(name string) string {
	if len(name) < 2 || name[0] != '"' {
		return name
	}
	name = name[1 : len(name)-1]
	var b []byte
	for i := 0; i < len(name); i++ {
		if name[i] == '\\' && i+2 < len(name) && isHex(name[i+1]) && isHex(name[i+2]) {
			b = append(b, unhex(name[i+1])<<4|unhex(name[i+2]))
			i += 2
			continue
		}
		b = append(b, name[i])
	}
	return string(b)
}

func isHex(c byte) bool { return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' }

func unhex(c byte) byte {
	switch {
	case isDigit(c):
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// localLinkages are the linkages a declaration cannot have.
var localLinkages = map[string]bool{
	"private": true, "internal": true, "available_externally": true, "linkonce": true,
	"linkonce_odr": true, "weak": true, "weak_odr": true, "common": true, "appending": true,
}

// declaration turns the first line of a function definition, or a global's
// definition, into a declaration of the same symbol and type.
func declaration(line []byte, function bool) ([]byte, bool) {
	at := bytes.IndexByte(line, '@')
	name, n := symbolAt(line, at)
	if name == "" {
		return nil, false
	}
	if function {
		// define [linkage] [attrs] RetType @name(params) [fn attrs] {
		params := at + n
		end := matching(line, params)
		if end < 0 {
			return nil, false
		}
		var b []byte
		b = append(b, "declare"...)
		for _, w := range bytes.Fields(line[len("define "):at]) {
			if !localLinkages[string(w)] {
				b = append(append(b, ' '), w...)
			}
		}
		b = append(b, ' ')
		return append(b, line[at:end+1]...), true
	}
	// @name = [linkage] [attrs] global|constant Type [init][, ...]
	kw := globalKeyword(line)
	if kw < 0 {
		return nil, false
	}
	rest := line[kw:]
	word := rest[:bytes.IndexByte(rest, ' ')]
	end := typeEnd(rest, len(word)+1)
	if end < 0 {
		return nil, false
	}
	b := append([]byte(nil), line[:at+n]...)
	b = append(b, " = external"...)
	for _, w := range bytes.Fields(line[at+n : kw]) {
		if bytes.HasPrefix(w, []byte("thread_local")) || bytes.HasPrefix(w, []byte("addrspace(")) {
			b = append(append(b, ' '), w...)
		}
	}
	b = append(b, ' ')
	return append(b, rest[:end]...), true
}

// globalKeyword is the index of the word global or constant in a global's
// definition, or -1 (an alias, an ifunc).
func globalKeyword(line []byte) int {
	eq := bytes.Index(line, []byte(" = "))
	if eq < 0 {
		return -1
	}
	for i := eq + 3; i < len(line); {
		j := bytes.IndexByte(line[i:], ' ')
		if j < 0 {
			return -1
		}
		switch w := string(line[i : i+j]); w {
		case "global", "constant":
			return i
		case "alias", "ifunc":
			return -1
		}
		if line[i] == '(' || line[i] == '"' {
			return -1 // not a keyword list any more
		}
		i += j + 1
	}
	return -1
}

// typeEnd is the end of the LLVM type that starts at text[i]: a word
// (i32, double, %struct.s, %"quoted"), or a bracketed aggregate, followed by
// any number of *, addrspace(N) and function-parameter lists. -1 when
// there is none.
func typeEnd(text []byte, i int) int {
	if i >= len(text) {
		return -1
	}
	switch c := text[i]; {
	case c == '[' || c == '{' || c == '<':
		i = matching(text, i)
		if i < 0 {
			return -1
		}
		i++
	case c == '%' && i+1 < len(text) && text[i+1] == '"':
		j := bytes.IndexByte(text[i+2:], '"')
		if j < 0 {
			return -1
		}
		i += j + 3
	default:
		j := i
		for j < len(text) && (isSymbolByte(text[j]) || text[j] == '%') {
			j++
		}
		if j == i {
			return -1
		}
		i = j
	}
	for i < len(text) {
		switch {
		case text[i] == '*':
			i++
		case text[i] == '(' || bytes.HasPrefix(text[i:], []byte(" (")):
			// a function type: only as the pointee of a pointer
			j := matching(text, bytes.IndexByte(text[i:], '(')+i)
			if j < 0 || j+1 >= len(text) || text[j+1] != '*' && !bytes.HasPrefix(text[j+1:], []byte(" addrspace(")) {
				return i
			}
			i = j + 1
		case bytes.HasPrefix(text[i:], []byte(" addrspace(")):
			j := matching(text, i+len(" addrspace"))
			if j < 0 {
				return -1
			}
			i = j + 1
		default:
			return i
		}
	}
	return i
}

// matching is the index of the bracket closing the one at text[i], with
// quoted strings skipped, or -1.
func matching(text []byte, i int) int {
	if i < 0 || i >= len(text) {
		return -1
	}
	depth := 0
	for ; i < len(text); i++ {
		switch text[i] {
		case '"':
			j := bytes.IndexByte(text[i+1:], '"')
			if j < 0 {
				return -1
			}
			i += j + 1
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// loadParts parses and lowers the parts of a module (splitModule): all
// cores parse, one lowers, in part order; at most one parsed part per
// core waits to be lowered.
func loadParts(name string, parts [][]byte, order map[string]int, out **lowerer) (*Program, error) {
	type parsed struct {
		m   *llir.Module
		err error
	}
	results := make([]chan parsed, len(parts))
	for i := range results {
		results[i] = make(chan parsed, 1)
	}
	slots := make(chan struct{}, max(runtime.GOMAXPROCS(0), 1))
	go func() {
		for i, text := range parts {
			slots <- struct{}{}
			go func() {
				defer func() {
					if r := recover(); r != nil {
						results[i] <- parsed{err: fmt.Errorf("part %d: internal error: %v", i, r)}
					}
				}()
				m, err := asm.ParseBytes(name, text)
				parts[i] = nil // parsed: the text is garbage
				results[i] <- parsed{m, err}
			}()
		}
	}()
	var lw *lowerer
	var first error
	for i := range parts {
		r := <-results[i]
		if first == nil {
			first = r.err
		}
		if first == nil && lw == nil {
			lw, first = newLowerer(name, r.m)
			*out = lw
		}
		if first == nil {
			first = lw.add(r.m)
		}
		<-slots // the next part may be parsed
	}
	if first != nil {
		return nil, first
	}
	lw.inTextOrder(order)
	return lw.finish(), nil
}

// inTextOrder puts the functions in the order of their text (the order a
// whole parse creates them in; those the lowering adds, after) and
// numbers the files in the order a whole lowering meets them: functions'
// locations, then globals', then instructions'.
func (lw *lowerer) inTextOrder(order map[string]int) {
	p := lw.p
	pos := func(f *Func) int {
		if i, ok := order[f.Name]; ok {
			return i
		}
		return len(order) + f.Index // added by the lowering: after, in creation order
	}
	slices.SortStableFunc(p.Funcs, func(a, b *Func) int { return cmp.Compare(pos(a), pos(b)) })
	for i, f := range p.Funcs {
		f.Index = i
	}
	old := p.Files
	to := make([]int32, len(old))
	for i := range to {
		to[i] = -1
	}
	p.Files = p.Files[:0:0]
	see := func(l *Loc) {
		if l.Line <= 0 {
			return
		}
		if to[l.File] < 0 {
			to[l.File] = int32(len(p.Files))
			p.Files = append(p.Files, old[l.File])
		}
		l.File = to[l.File]
	}
	for _, f := range p.Funcs {
		see(&f.Loc)
	}
	for _, g := range p.Globals {
		see(&g.Loc)
	}
	for _, f := range p.Funcs {
		for _, b := range f.Blocks {
			for i := range b.Insts {
				see(&b.Insts[i].Loc)
			}
		}
	}
	clear(lw.fileIndex)
	for i, f := range p.Files {
		lw.fileIndex[f] = int32(i)
	}
}
