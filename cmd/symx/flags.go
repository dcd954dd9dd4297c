package main

import (
	"errors"
	"fmt"
	"math"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
)

// durationFlag accepts KLEE's time spellings: Go durations ("90s",
// "1m30s"), KLEE's "min" unit ("5min"), and bare seconds ("30", "0.5").
type durationFlag struct{ d *time.Duration }

func (f durationFlag) String() string {
	if f.d == nil || *f.d == 0 {
		return ""
	}
	return f.d.String()
}

func (f durationFlag) Set(s string) error {
	d, err := parseKLEEDuration(s)
	if err != nil {
		return err
	}
	if d < 0 {
		return fmt.Errorf("must not be negative")
	}
	*f.d = d
	return nil
}

// natFlag is an int flag that takes only whole numbers ≥ 0 (flag's
// IntVar would take -5).
type natFlag struct{ n *int }

func (f natFlag) String() string {
	if f.n == nil {
		return "0"
	}
	return strconv.Itoa(*f.n)
}

func (f natFlag) Set(s string) error {
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 0 {
		return errNotNatural
	}
	*f.n = v
	return nil
}

// uintFlag is a uint64 flag whose error says what it wants (flag's
// Uint64Var says only "parse error" for -5).
type uintFlag struct{ n *uint64 }

func (f uintFlag) String() string {
	if f.n == nil {
		return "0"
	}
	return strconv.FormatUint(*f.n, 10)
}

func (f uintFlag) Set(s string) error {
	v, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return errNotNatural
	}
	*f.n = v
	return nil
}

var errNotNatural = errors.New("must be a whole number ≥ 0")

func parseKLEEDuration(s string) (time.Duration, error) {
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

// listFlag collects a repeatable flag (--search=a --search=b).
type listFlag struct{ l *[]string }

func (f listFlag) String() string {
	if f.l == nil {
		return ""
	}
	return strings.Join(*f.l, ",")
}

func (f listFlag) Set(s string) error {
	*f.l = append(*f.l, s)
	return nil
}

// limitMemory makes the garbage collector keep the process under the
// --max-memory cap (0: no cap), which run's memory budget measures the
// same way (exec.ProcessMemory): without it the collector lets the
// process grow to twice its live heap before collecting. Under the cap,
// the collector is paced to the live heap (exec.PaceGC) for the life of
// the process.
func limitMemory(bytes uint64) {
	if bytes > 0 && bytes < math.MaxInt64 {
		debug.SetMemoryLimit(int64(bytes))
		exec.PaceGC(bytes)
	}
}

// haltDump is --dump-states-on-halt: KLEE's bool, or "all" to write the
// states' tests even under --only-output-states-covering-new.
type haltDump struct{ dump, all bool }

func (f *haltDump) String() string {
	if f == nil || !f.dump {
		return "false"
	}
	if f.all {
		return "all"
	}
	return "true"
}

func (f *haltDump) Set(s string) error {
	if s == "all" {
		*f = haltDump{dump: true, all: true}
		return nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true, false or all")
	}
	*f = haltDump{dump: b}
	return nil
}

func (f *haltDump) IsBoolFlag() bool { return true }
