package main

import (
	"fmt"
	"math"
	"runtime/debug"
	"strconv"
	"strings"
	"time"
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
	*f.d = d
	return nil
}

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
// process grow to twice its live heap before collecting.
func limitMemory(bytes uint64) {
	if bytes > 0 && bytes < math.MaxInt64 {
		debug.SetMemoryLimit(int64(bytes))
	}
}
