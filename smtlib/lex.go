package smtlib

import "fmt"

// Error is a reader error at a place in a script.
type Error struct {
	File      string
	Line, Col int // 1-based; Col counts bytes
	Msg       string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

type tokKind uint8

const (
	tokEOF     tokKind = iota
	tokLParen          // (
	tokRParen          // )
	tokSymbol          // simple or |quoted| symbol (text without bars)
	tokKeyword         // :name
	tokNumeral         // 123
	tokDecimal         // 1.5
	tokHex             // #x1f (text without #x)
	tokBinary          // #b01 (text without #b)
	tokString          // "..." (text without quotes, "" unescaped)
)

var tokNames = [...]string{
	tokEOF: "end of input", tokLParen: "'('", tokRParen: "')'", tokSymbol: "symbol",
	tokKeyword: "keyword", tokNumeral: "numeral", tokDecimal: "decimal",
	tokHex: "hexadecimal constant", tokBinary: "binary constant", tokString: "string",
}

type pos struct{ line, col int32 }

type token struct {
	kind tokKind
	text string
	pos  pos
}

func (t token) String() string {
	switch t.kind {
	case tokEOF, tokLParen, tokRParen:
		return tokNames[t.kind]
	case tokHex:
		return "#x" + t.text
	case tokBinary:
		return "#b" + t.text
	case tokString:
		return fmt.Sprintf("%q", t.text)
	}
	return t.text
}

// lexer splits SMT-LIB 2 source into tokens.
type lexer struct {
	src       []byte
	off       int
	line, col int32 // of src[off]
}

// errLex is a lexical error; the parser turns it into an *Error.
type errLex struct {
	pos pos
	msg string
}

func isSymbolChar(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	}
	switch c {
	case '~', '!', '@', '$', '%', '^', '&', '*', '_', '-', '+', '=', '<', '>', '.', '?', '/':
		return true
	}
	return false
}

func (l *lexer) advance() {
	if l.src[l.off] == '\n' {
		l.line++
		l.col = 1
	} else {
		l.col++
	}
	l.off++
}

// next returns the next token, or an error for malformed input.
func (l *lexer) next() (token, *errLex) {
	// Whitespace and comments.
	for l.off < len(l.src) {
		c := l.src[l.off]
		if c == ';' {
			for l.off < len(l.src) && l.src[l.off] != '\n' {
				l.advance()
			}
			continue
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' {
			l.advance()
			continue
		}
		break
	}
	p := pos{l.line, l.col}
	if l.off >= len(l.src) {
		return token{kind: tokEOF, pos: p}, nil
	}
	start := l.off
	c := l.src[l.off]
	switch {
	case c == '(':
		l.advance()
		return token{kind: tokLParen, pos: p}, nil
	case c == ')':
		l.advance()
		return token{kind: tokRParen, pos: p}, nil
	case c == '|':
		l.advance()
		for l.off < len(l.src) && l.src[l.off] != '|' {
			if l.src[l.off] == '\\' {
				return token{}, &errLex{pos{l.line, l.col}, "backslash in quoted symbol"}
			}
			l.advance()
		}
		if l.off >= len(l.src) {
			return token{}, &errLex{p, "unterminated quoted symbol"}
		}
		l.advance()
		return token{kind: tokSymbol, text: string(l.src[start+1 : l.off-1]), pos: p}, nil
	case c == '"':
		l.advance()
		var b []byte
		for {
			if l.off >= len(l.src) {
				return token{}, &errLex{p, "unterminated string"}
			}
			c := l.src[l.off]
			l.advance()
			if c == '"' {
				if l.off < len(l.src) && l.src[l.off] == '"' {
					l.advance()
					b = append(b, '"')
					continue
				}
				break
			}
			b = append(b, c)
		}
		return token{kind: tokString, text: string(b), pos: p}, nil
	case c == '#':
		l.advance()
		if l.off >= len(l.src) || l.src[l.off] != 'x' && l.src[l.off] != 'b' {
			return token{}, &errLex{p, "'#' must start #x or #b"}
		}
		kind := tokHex
		if l.src[l.off] == 'b' {
			kind = tokBinary
		}
		l.advance()
		ds := l.off
		for l.off < len(l.src) && isSymbolChar(l.src[l.off]) {
			d := l.src[l.off]
			ok := d == '0' || d == '1'
			if kind == tokHex {
				ok = d >= '0' && d <= '9' || d >= 'a' && d <= 'f' || d >= 'A' && d <= 'F'
			}
			if !ok {
				return token{}, &errLex{pos{l.line, l.col}, fmt.Sprintf("bad digit %q in %s", d, tokNames[kind])}
			}
			l.advance()
		}
		if l.off == ds {
			return token{}, &errLex{p, "empty " + tokNames[kind]}
		}
		return token{kind: kind, text: string(l.src[ds:l.off]), pos: p}, nil
	case c == ':':
		l.advance()
		for l.off < len(l.src) && isSymbolChar(l.src[l.off]) {
			l.advance()
		}
		return token{kind: tokKeyword, text: string(l.src[start:l.off]), pos: p}, nil
	case c >= '0' && c <= '9':
		kind := tokNumeral
		for l.off < len(l.src) && l.src[l.off] >= '0' && l.src[l.off] <= '9' {
			l.advance()
		}
		if l.off < len(l.src) && l.src[l.off] == '.' {
			kind = tokDecimal
			l.advance()
			for l.off < len(l.src) && l.src[l.off] >= '0' && l.src[l.off] <= '9' {
				l.advance()
			}
		}
		if l.off < len(l.src) && isSymbolChar(l.src[l.off]) {
			return token{}, &errLex{p, fmt.Sprintf("bad numeral %q", l.src[start:l.off+1])}
		}
		return token{kind: kind, text: string(l.src[start:l.off]), pos: p}, nil
	case isSymbolChar(c):
		for l.off < len(l.src) && isSymbolChar(l.src[l.off]) {
			l.advance()
		}
		return token{kind: tokSymbol, text: string(l.src[start:l.off]), pos: p}, nil
	}
	return token{}, &errLex{p, fmt.Sprintf("unexpected character %q", c)}
}
