package testgen

import (
	"fmt"
	"strings"
)

// Kind is the class of bug that ended a path. Its suffix names the test's
// error file (testNNNNNN.<suffix>.err), as in KLEE.
type Kind uint8

// The bug kinds. KindNone is the zero value: no bug.
const (
	KindNone        Kind = iota
	KindAssert           // assertion failure (assert, klee_assert, __assert_fail)
	KindPtr              // memory error: null, out of bounds, use after free
	KindFree             // double free or free of an invalid pointer
	KindDiv              // division or remainder by zero
	KindAbort            // abort() or klee_abort()
	KindReachError       // SV-COMP reach_error() / __VERIFIER_error()
	KindUnreachable      // an LLVM unreachable instruction was executed
	KindOverflow         // stack overflow (too deep recursion)
	KindReadOnly         // write to read-only memory
	KindExec             // unsupported feature or internal engine error
	KindUser             // klee_report_error
	KindModel            // misuse of an environment model
	KindExternal         // failing or unsupported external call
	KindOvershift        // shift by the bit width or more (KLEE's --check-overshift)
	KindSolver           // a query timed out or the solver failed
	numKinds
)

// kindTable is the one place that names each Kind: its error-file suffix
// and a short description.
var kindTable = [numKinds]struct {
	suffix string
	desc   string
}{
	KindNone:        {"", "no error"},
	KindAssert:      {"assert", "assertion failure"},
	KindPtr:         {"ptr", "memory error"},
	KindFree:        {"free", "invalid free"},
	KindDiv:         {"div", "division by zero"},
	KindAbort:       {"abort", "abort"},
	KindReachError:  {"reach_error", "reach_error reached"},
	KindUnreachable: {"unreachable", "unreachable executed"},
	KindOverflow:    {"overflow", "stack overflow"},
	KindReadOnly:    {"read_only", "write to read-only memory"}, // KLEE's .read_only.err
	KindExec:        {"exec", "execution error"},
	KindUser:        {"user", "user error"},
	KindModel:       {"model", "model error"},
	KindExternal:    {"external", "external call error"},
	KindOvershift:   {"overshift", "overshift error"},
	KindSolver:      {"solver", "solver error"},
}

// Kinds returns every bug kind (KindNone excluded) in table order.
func Kinds() []Kind {
	ks := make([]Kind, 0, numKinds-1)
	for k := KindNone + 1; k < numKinds; k++ {
		ks = append(ks, k)
	}
	return ks
}

// Suffix returns the kind's error-file suffix ("assert", "ptr", ...); it is
// empty for KindNone and for unknown values.
func (k Kind) Suffix() string {
	if k >= numKinds {
		return ""
	}
	return kindTable[k].suffix
}

// Description returns a short human-readable description of the kind.
func (k Kind) Description() string {
	if k >= numKinds {
		return fmt.Sprintf("unknown error kind %d", uint8(k))
	}
	return kindTable[k].desc
}

// String returns the suffix, or "none" for KindNone.
func (k Kind) String() string {
	switch {
	case k == KindNone:
		return "none"
	case k >= numKinds:
		return fmt.Sprintf("Kind(%d)", uint8(k))
	}
	return kindTable[k].suffix
}

// Valid reports whether k is KindNone or one of the bug kinds.
func (k Kind) Valid() bool { return k < numKinds }

// ParseKind returns the kind whose suffix is s. "none" and "" give
// KindNone; "readonly" is KindReadOnly too.
func ParseKind(s string) (Kind, error) {
	if s == "" || s == "none" {
		return KindNone, nil
	}
	for k := KindNone + 1; k < numKinds; k++ {
		if kindTable[k].suffix == s {
			return k, nil
		}
	}
	if s == "readonly" {
		return KindReadOnly, nil // older symx files
	}
	return KindNone, fmt.Errorf("testgen: unknown error kind %q", s)
}

// MarshalText encodes the kind as its String.
func (k Kind) MarshalText() ([]byte, error) {
	if !k.Valid() {
		return nil, fmt.Errorf("testgen: invalid error kind %d", uint8(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText decodes a kind written by MarshalText.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err != nil {
		return err
	}
	*k = v
	return nil
}

// validSuffix reports whether s can be used as an error-file suffix: non
// empty, at most 64 bytes, of letters, digits, '_' and '-'.
func validSuffix(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-')
	}) < 0
}
