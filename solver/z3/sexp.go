package z3

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// sexp is one s-expression of z3's output: an atom or a list.
type sexp struct {
	atom   string
	list   []*sexp
	isList bool
}

func (s *sexp) String() string {
	if !s.isList {
		return s.atom
	}
	parts := make([]string, len(s.list))
	for i, x := range s.list {
		parts[i] = x.String()
	}
	return "(" + strings.Join(parts, " ") + ")"
}

// readSexp reads one s-expression from z3's output.
func readSexp(r *bufio.Reader) (*sexp, error) {
	c, err := skipSpace(r)
	if err != nil {
		return nil, err
	}
	switch c {
	case '(':
		s := &sexp{isList: true}
		for {
			c, err := skipSpace(r)
			if err != nil {
				return nil, err
			}
			if c == ')' {
				return s, nil
			}
			r.UnreadByte()
			x, err := readSexp(r)
			if err != nil {
				return nil, err
			}
			s.list = append(s.list, x)
		}
	case ')':
		return nil, errors.New("unexpected ')' in z3's output")
	case '"', '|':
		// A string ("" escapes a quote) or a quoted symbol.
		b := []byte{c}
		for {
			d, err := r.ReadByte()
			if err != nil {
				return nil, err
			}
			b = append(b, d)
			if d == c {
				if c == '"' {
					if e, err := r.ReadByte(); err == nil {
						if e == '"' {
							continue
						}
						r.UnreadByte()
					}
				}
				return &sexp{atom: string(b)}, nil
			}
		}
	}
	b := []byte{c}
	for {
		d, err := r.ReadByte()
		if err != nil {
			return &sexp{atom: string(b)}, nil
		}
		if d == '(' || d == ')' || d == ' ' || d == '\n' || d == '\t' || d == '\r' {
			r.UnreadByte()
			return &sexp{atom: string(b)}, nil
		}
		b = append(b, d)
	}
}

func skipSpace(r *bufio.Reader) (byte, error) {
	for {
		c, err := r.ReadByte()
		if err != nil {
			return 0, err
		}
		if c == ';' { // a comment, to the end of the line
			if _, err := r.ReadString('\n'); err != nil {
				return 0, err
			}
			continue
		}
		if c != ' ' && c != '\n' && c != '\t' && c != '\r' {
			return c, nil
		}
	}
}

// isError reports whether s is (error "message"), and the message.
func isError(s *sexp) (string, bool) {
	if s.isList && len(s.list) >= 1 && !s.list[0].isList && s.list[0].atom == "error" {
		if len(s.list) == 2 {
			if m, err := strconv.Unquote(strings.ReplaceAll(s.list[1].atom, `""`, `\"`)); err == nil {
				return m, true
			}
			return s.list[1].atom, true
		}
		return s.String(), true
	}
	return "", false
}

// value reads a model value: #x.., #b.., (_ bvN W), true or false.
func value(s *sexp) (uint64, error) {
	if !s.isList {
		switch {
		case s.atom == "true":
			return 1, nil
		case s.atom == "false":
			return 0, nil
		case strings.HasPrefix(s.atom, "#x"):
			return parseBits(s.atom[2:], 16)
		case strings.HasPrefix(s.atom, "#b"):
			return parseBits(s.atom[2:], 2)
		}
	} else if len(s.list) == 3 && s.list[0].atom == "_" && strings.HasPrefix(s.list[1].atom, "bv") {
		return strconv.ParseUint(s.list[1].atom[2:], 10, 64)
	}
	return 0, fmt.Errorf("unexpected value %s in z3's model", s)
}

// parseBits parses digits in base 2 or 16, keeping the low 64 bits
// (bytes and indices are narrower).
func parseBits(digits string, base int) (uint64, error) {
	per := 4
	if base == 2 {
		per = 1
	}
	if max := 64 / per; len(digits) > max {
		digits = digits[len(digits)-max:]
	}
	return strconv.ParseUint(digits, base, 64)
}
