// Package cliflag holds the flag values symx's command line shares with
// the techniques that register their own flags (package technique): KLEE's
// duration spellings, whole numbers that refuse a sign, repeatable lists,
// and bounds whose 0 on the command line means "no bound".
package cliflag

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseDuration accepts KLEE's time spellings: Go durations ("90s",
// "1m30s"), KLEE's "min" unit ("5min"), and bare seconds ("30", "0.5").
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if v, err := strconv.ParseFloat(s, 64); err == nil {
		return time.Duration(v * float64(time.Second)), nil
	}
	g := strings.ReplaceAll(s, "min", "m")
	d, err := time.ParseDuration(g)
	if err != nil {
		return 0, fmt.Errorf("invalid duration %q (use 30, 30s, 5min, 1h)", s)
	}
	return d, nil
}

// Duration is a duration flag in KLEE's spellings; it refuses negative
// values.
type Duration struct{ D *time.Duration }

func (f Duration) String() string {
	if f.D == nil || *f.D == 0 {
		return ""
	}
	return f.D.String()
}

func (f Duration) Set(s string) error {
	d, err := ParseDuration(s)
	if err != nil {
		return err
	}
	if d < 0 {
		return fmt.Errorf("must not be negative")
	}
	*f.D = d
	return nil
}

// Nat is an int flag that takes only whole numbers ≥ 0 (flag's IntVar
// would take -5).
type Nat struct{ N *int }

func (f Nat) String() string {
	if f.N == nil {
		return "0"
	}
	return strconv.Itoa(*f.N)
}

func (f Nat) Set(s string) error {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 0 {
		return ErrNotNatural
	}
	*f.N = v
	return nil
}

// Uint is a uint64 flag whose error says what it wants (flag's Uint64Var
// says only "parse error" for -5).
type Uint struct{ N *uint64 }

func (f Uint) String() string {
	if f.N == nil {
		return "0"
	}
	return strconv.FormatUint(*f.N, 10)
}

func (f Uint) Set(s string) error {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return ErrNotNatural
	}
	*f.N = v
	return nil
}

// ErrNotNatural is the error of a flag that wants a whole number ≥ 0.
var ErrNotNatural = errors.New("must be a whole number ≥ 0")

// List collects a repeatable flag (--search=a --search=b).
type List struct{ L *[]string }

func (f List) String() string {
	if f.L == nil {
		return ""
	}
	return strings.Join(*f.L, ",")
}

func (f List) Set(s string) error {
	*f.L = append(*f.L, s)
	return nil
}

// Bound is a whole-number bound in a technique's options, whose zero
// value is the technique's default and a negative value "no bound" (the
// meaning of zero shared by every technique's options); on the command
// line, as in KLEE, 0 is "no bound". Its flag shows the default the zero
// value stands for.
type Bound struct {
	N       *int
	Default int
}

func (f Bound) String() string {
	switch {
	case f.N == nil || *f.N == 0:
		return strconv.Itoa(f.Default)
	case *f.N < 0:
		return "0"
	}
	return strconv.Itoa(*f.N)
}

func (f Bound) Set(s string) error {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 0 {
		return ErrNotNatural
	}
	if v == 0 {
		v = -1
	}
	*f.N = v
	return nil
}

// Timeout is a duration bound in a technique's options, with Bound's
// meaning of zero: the zero value is the default, negative is none; on
// the command line 0 is none.
type Timeout struct {
	D       *time.Duration
	Default time.Duration
}

func (f Timeout) String() string {
	switch {
	case f.D == nil || *f.D == 0:
		return f.Default.String()
	case *f.D < 0:
		return "0s"
	}
	return f.D.String()
}

func (f Timeout) Set(s string) error {
	d, err := ParseDuration(s)
	if err != nil {
		return err
	}
	if d < 0 {
		return fmt.Errorf("must not be negative")
	}
	if d == 0 {
		d = -1
	}
	*f.D = d
	return nil
}

// Or resolves an option with Bound's meaning of zero: 0 is def, a
// negative value is none (0 to the package that takes it).
func Or[T ~int | ~int64](v, def T) T {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

// Not is a boolean flag that sets the negation of its option (the flag
// --pse-simplify, default true, sets the option NoSimplify), so that the
// options' zero value is the default.
type Not struct{ B *bool }

func (f Not) String() string { return strconv.FormatBool(f.B == nil || !*f.B) }

func (f Not) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	*f.B = !v
	return nil
}

// IsBoolFlag lets the flag stand bare (--pse-simplify).
func (f Not) IsBoolFlag() bool { return true }
