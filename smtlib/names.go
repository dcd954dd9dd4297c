package smtlib

import "strconv"

// reservedWords are SMT-LIB's reserved words and command names, and the
// constants and binders the reader knows; with the function names of
// builtins they are never used for arrays.
var reservedWords = map[string]bool{
	"_": true, "!": true, "as": true, "let": true, "exists": true, "forall": true,
	"match": true, "par": true, "NUMERAL": true, "DECIMAL": true, "STRING": true,
	"BINARY": true, "HEXADECIMAL": true, "true": true, "false": true,
	"Bool": true, "BitVec": true, "Array": true, "const": true,
	"assert": true, "check-sat": true, "check-sat-assuming": true,
	"declare-const": true, "declare-datatype": true, "declare-datatypes": true,
	"declare-fun": true, "declare-sort": true, "define-fun": true,
	"define-fun-rec": true, "define-funs-rec": true, "define-sort": true,
	"echo": true, "exit": true, "get-assertions": true, "get-assignment": true,
	"get-info": true, "get-model": true, "get-option": true, "get-proof": true,
	"get-unsat-assumptions": true, "get-unsat-core": true, "get-value": true,
	"pop": true, "push": true, "reset": true, "reset-assertions": true,
	"set-info": true, "set-logic": true, "set-option": true,
	"extract": true, "zero_extend": true, "sign_extend": true, "repeat": true,
	"rotate_left": true, "rotate_right": true,
}

func reserved(name string) bool {
	_, builtin := builtins[name]
	return builtin || reservedWords[name]
}

// sanitize turns an array's name into a simple symbol of letters, digits,
// '_' and '.', not starting with a digit.
func sanitize(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.') {
			b[i] = '_'
		}
	}
	if len(b) == 0 || b[0] >= '0' && b[0] <= '9' {
		b = append([]byte("a"), b...)
	}
	return string(b)
}

// newName returns base, or base_N, unused so far and not reserved.
func (e *Encoder) newName(base string) string {
	name := base
	for i := 2; e.taken[name] || reserved(name); i++ {
		name = base + "_" + strconv.Itoa(i)
	}
	e.taken[name] = true
	return name
}
