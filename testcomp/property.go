package testcomp

import (
	"fmt"
	"os"
	"strings"
)

// Property is a Test-Comp coverage property.
type Property int

const (
	// CoverageError: cover a call of the error function (reach_error).
	CoverageError Property = iota
	// CoverageBranches: cover the program's branches.
	CoverageBranches
)

// Spec returns the property's text as Test-Comp's .prp files state it.
func (p Property) Spec() string {
	if p == CoverageBranches {
		return "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )"
	}
	return "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )"
}

func (p Property) String() string {
	if p == CoverageBranches {
		return "coverage-branches"
	}
	return "coverage-error"
}

// ParseProperty accepts a property name (coverage-error, coverage-branches,
// also coverage-error-call and coverage-unreach-call), a property's text,
// or the path of a .prp file holding it. spec is the property's text as
// the metadata records it.
func ParseProperty(s string) (p Property, spec string, err error) {
	switch strings.TrimSpace(s) {
	case "coverage-error", "coverage-error-call", "coverage-unreach-call", "error":
		return CoverageError, CoverageError.Spec(), nil
	case "coverage-branches", "branches":
		return CoverageBranches, CoverageBranches.Spec(), nil
	}
	text := s
	if !strings.Contains(s, "(") {
		b, err := os.ReadFile(s)
		if err != nil {
			return 0, "", fmt.Errorf("property %q: not coverage-error, coverage-branches or a readable property file", s)
		}
		text = string(b)
	}
	text = strings.TrimSpace(text)
	norm := strings.ToUpper(strings.Join(strings.Fields(text), ""))
	switch {
	case strings.Contains(norm, "@DECISIONEDGE"):
		return CoverageBranches, text, nil
	case strings.Contains(norm, "@CALL(REACH_ERROR)"), strings.Contains(norm, "@CALL(__VERIFIER_ERROR)"),
		strings.Contains(norm, "@FUNC(__VERIFIER_ERROR)"), strings.Contains(norm, "@FUNC(REACH_ERROR)"):
		return CoverageError, text, nil
	}
	return 0, "", fmt.Errorf("property %q: neither coverage of @DECISIONEDGE nor of a call of reach_error", text)
}
