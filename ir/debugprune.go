package ir

import (
	"bytes"
)

// pruneDebugInfo drops from LLVM IR text the debug metadata that lowering
// never reads, keeping what Loc needs: the DILocation of each instruction
// with its scope chain (DILexicalBlock, DISubprogram, DIFile), each
// function's DISubprogram and each global's DIGlobalVariable. clang -g
// also emits the types of every variable, parameter and global (a
// DISubprogram's type:, a DIGlobalVariable's type:, a DICompileUnit's
// enums:, retainedTypes: and globals:) and the llvm.dbg.* intrinsic calls
// that describe locals; on binutils' nm that is half of the 52 MB of text
// and of the parser's peak memory, and none of it reaches a Program.
//
// The calls are removed (lowering drops them anyway), the fields above
// are cut from the nodes that hold them, and a numbered metadata node
// that nothing else mentions any more is left out (Archive's index finds
// the mentions). Text without debug metadata comes back unchanged.
func pruneDebugInfo(src []byte) []byte {
	if !bytes.Contains(src, []byte("!DICompileUnit(")) {
		return src
	}
	out := make([]byte, 0, len(src))
	for pos := 0; pos < len(src); {
		end := lineEnd(src, pos)
		line := src[pos:end]
		pos = end + 1
		switch {
		case isDbgCall(line):
			continue
		case len(line) > 1 && line[0] == '!' && isDigit(line[1]):
			line = cutDebugFields(line)
		}
		out = append(out, line...)
		out = append(out, '\n')
	}
	a := NewArchive("", out)
	keep := make([]bool, len(a.ents))
	var stack []int32
	for i, s := range a.ents {
		if !isNumberedMD(out[s.start:s.end]) {
			keep[i] = true
			stack = append(stack, int32(i))
		}
	}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, r := range a.refs[e] {
			if !keep[r] {
				keep[r] = true
				stack = append(stack, r)
			}
		}
	}
	// The entities kept are moved down in place, in order: each lands
	// at or below where it was, past every one moved before it.
	w := 0
	for i, s := range a.ents {
		if keep[i] {
			w += copy(out[w:], out[s.start:s.end])
			out[w] = '\n'
			w++
		}
	}
	return out[:w]
}

func isNumberedMD(text []byte) bool {
	return len(text) > 1 && text[0] == '!' && isDigit(text[1])
}

// isDbgCall reports whether a line is a call of llvm.dbg.declare, .value,
// .label or .addr.
func isDbgCall(line []byte) bool {
	t := bytes.TrimLeft(line, " \t")
	return bytes.HasPrefix(t, []byte("call void @llvm.dbg.")) ||
		bytes.HasPrefix(t, []byte("tail call void @llvm.dbg."))
}

// debugFields are the fields cut from each kind of node: they lead only to
// types, local variables and lists of them.
var debugFields = map[string][]string{
	"DISubprogram":     {"type", "retainedNodes", "declaration", "templateParams", "thrownTypes", "annotations"},
	"DIGlobalVariable": {"type", "declaration", "templateParams", "annotations"},
	"DICompileUnit":    {"enums", "retainedTypes", "globals", "imports", "macros"},
}

// cutDebugFields removes debugFields from a numbered metadata line such as
// `!7 = distinct !DISubprogram(name: "f", ..., type: !8, ...)`, when its
// value is a node reference (!N). Quoted strings are skipped whole.
func cutDebugFields(line []byte) []byte {
	open := bytes.IndexByte(line, '(')
	if open < 0 {
		return line
	}
	head := line[:open]
	kind := head[bytes.LastIndexByte(head, '!')+1:]
	fields := debugFields[string(kind)]
	if fields == nil {
		return line
	}
	out := append([]byte(nil), line[:open+1]...)
	first := true
	for i := open + 1; i < len(line); {
		// One field runs to the next top-level comma or the closing paren.
		j, depth := i, 0
		for ; j < len(line); j++ {
			c := line[j]
			if c == '"' {
				for j++; j < len(line) && line[j] != '"'; j++ {
					if line[j] == '\\' {
						j++
					}
				}
				continue
			}
			if c == '(' {
				depth++
			}
			if c == ')' {
				if depth == 0 {
					break
				}
				depth--
			}
			if c == ',' && depth == 0 {
				break
			}
		}
		field := bytes.TrimLeft(line[i:j], " ")
		if !isCutField(field, fields) {
			if !first {
				out = append(out, ", "...)
			}
			out = append(out, field...)
			first = false
		}
		if j >= len(line) || line[j] == ')' {
			out = append(out, line[j:]...)
			break
		}
		i = j + 1
	}
	return out
}

func isCutField(field []byte, names []string) bool {
	for _, n := range names {
		if bytes.HasPrefix(field, []byte(n)) && bytes.HasPrefix(field[len(n):], []byte(": !")) &&
			len(field) > len(n)+3 && isDigit(field[len(n)+3]) {
			return true
		}
	}
	return false
}
