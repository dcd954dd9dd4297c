package ir

import (
	"bytes"
	"strings"
	"sync"
)

// An Archive is a module of LLVM IR text indexed by symbol, loaded in
// parts: Load parses and lowers only the definitions that the names asked
// for reach, the way a static linker takes only the members of an archive
// that a program needs. Parsing and lowering a large library (the modeled
// C library is 2.4 MB of text, most of it debug metadata) was most of a
// run's start-up, for a program that uses a fifth of it.
//
// The index is textual. A top-level entity is a function definition, a
// global, or a numbered metadata node; it reaches every @name and !N that
// its text mentions. Everything else (the target, types, attribute groups,
// declarations, named metadata) is always kept, with what it reaches.
// A mention inside a string constant only adds an entity, which is
// harmless: Link keeps only what the program reaches through the IR.
//
// Link takes from a library only what the program reaches, so any part
// that holds the reachable definitions gives the same linked program as
// the whole module. Load reuses a part it loaded before when that covers
// a request; the second request it cannot cover loads the whole module,
// which then serves every later one (a process that runs many programs,
// as the tests do, pays for at most one part and the whole).
type Archive struct {
	name string
	src  []byte

	ents   []span
	always []int32          // entities kept in every part
	byName map[string]int32 // @name (as written after @) → entity
	refs   [][]int32        // per entity, the entities it mentions

	mu    sync.Mutex
	parts []archivePart
}

// span is an entity's text, src[start:end]; its mentions are read from
// body on (past the name a global or metadata node defines).
type span struct{ start, body, end int }

type archivePart struct {
	has  []bool
	prog *Program
	err  error
}

// NewArchive indexes the LLVM IR text src; name is used in errors.
func NewArchive(name string, src []byte) *Archive {
	a := &Archive{name: name, src: src, byName: make(map[string]int32)}
	md := make(map[int]int32) // !N → entity
	add := func(start, end, body int) int32 {
		a.ents = append(a.ents, span{start, body, end})
		return int32(len(a.ents) - 1)
	}
	for pos := 0; pos < len(src); {
		end := lineEnd(src, pos)
		line := src[pos:end]
		switch {
		case len(line) == 0 || line[0] == ';':
			// a blank line or a comment: not part of any entity
		case bytes.HasPrefix(line, []byte("define ")):
			// The body runs to the line holding only "}".
			stop := end
			for stop < len(src) {
				next := lineEnd(src, stop+1)
				body := bytes.TrimRight(src[stop+1:next], "\r")
				stop = next
				if string(body) == "}" {
					break
				}
			}
			name, _ := symbolAt(line, bytes.IndexByte(line, '@'))
			i := add(pos, stop, pos)
			if name != "" {
				a.byName[name] = i
			}
			end = stop
		case line[0] == '@':
			name, n := symbolAt(line, 0)
			i := add(pos, end, pos+n)
			a.byName[name] = i
		case line[0] == '!' && len(line) > 1 && isDigit(line[1]):
			id, n := numberAt(line, 1)
			md[id] = add(pos, end, pos+n)
		default:
			// target, types, attribute groups, declarations, named metadata
			a.always = append(a.always, add(pos, end, pos))
		}
		pos = end + 1
	}
	a.refs = make([][]int32, len(a.ents))
	for i, s := range a.ents {
		a.refs[i] = a.mentions(src[s.body:s.end], md)
	}
	return a
}

// mentions lists the entities a text names, by @name or !N.
func (a *Archive) mentions(text []byte, md map[int]int32) []int32 {
	var out []int32
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '@':
			if name, n := symbolAt(text, i); name != "" {
				if e, ok := a.byName[name]; ok {
					out = append(out, e)
				}
				i += n - 1
			}
		case '!':
			if i+1 < len(text) && isDigit(text[i+1]) {
				id, n := numberAt(text, i+1)
				if e, ok := md[id]; ok {
					out = append(out, e)
				}
				i += n
			}
		}
	}
	return out
}

// Load parses and lowers the part of the module that the named symbols
// reach (see Archive), or reuses a part loaded before that holds it.
func (a *Archive) Load(names []string) (*Program, error) {
	has := make([]bool, len(a.ents))
	var stack []int32
	mark := func(e int32) {
		if !has[e] {
			has[e] = true
			stack = append(stack, e)
		}
	}
	for _, e := range a.always {
		mark(e)
	}
	for _, n := range names {
		// A link name is a C identifier, never quoted in the text; an
		// asm label's \x01 is not part of it (see Link).
		if e, ok := a.byName[strings.TrimPrefix(n, "\x01")]; ok {
			mark(e)
		}
	}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, r := range a.refs[e] {
			mark(r)
		}
	}

	a.mu.Lock()
	defer a.mu.Unlock()
	for _, p := range a.parts {
		if covers(p.has, has) {
			return p.prog, p.err
		}
	}
	if len(a.parts) > 0 {
		for i := range has {
			has[i] = true
		}
	}
	var text []byte
	for i, s := range a.ents {
		if has[i] {
			text = append(text, a.src[s.start:s.end]...)
			text = append(text, '\n')
		}
	}
	prog, err := LoadLL(a.name, text)
	a.parts = append(a.parts, archivePart{has, prog, err})
	return prog, err
}

func covers(have, want []bool) bool {
	for i, w := range want {
		if w && !have[i] {
			return false
		}
	}
	return true
}

// lineEnd is the index of the newline that ends the line at pos, or
// len(src).
func lineEnd(src []byte, pos int) int {
	if i := bytes.IndexByte(src[pos:], '\n'); i >= 0 {
		return pos + i
	}
	return len(src)
}

// symbolAt reads the symbol name after the @ at text[i]: an identifier,
// a number, or a quoted string (kept with its quotes). n counts the bytes
// read, @ included; name is "" when none follows.
func symbolAt(text []byte, i int) (name string, n int) {
	if i < 0 || i >= len(text) || text[i] != '@' {
		return "", 1
	}
	j := i + 1
	if j < len(text) && text[j] == '"' {
		k := bytes.IndexByte(text[j+1:], '"')
		if k < 0 {
			return "", 1
		}
		j += k + 2
	} else {
		for j < len(text) && isSymbolByte(text[j]) {
			j++
		}
	}
	if j == i+1 {
		return "", 1
	}
	return string(text[i+1 : j]), j - i
}

// numberAt reads the decimal number at text[i:]; n counts its digits.
func numberAt(text []byte, i int) (v, n int) {
	for i+n < len(text) && isDigit(text[i+n]) {
		v = v*10 + int(text[i+n]-'0')
		n++
	}
	return v, n
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isSymbolByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || isDigit(c) || c == '_' || c == '.' || c == '$' || c == '-'
}
