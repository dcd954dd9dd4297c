package main

import (
	"errors"
	"math"
	"runtime/debug"
	"strconv"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/cliflag"
)

// The flag values symx run shares with the techniques' flags.
type (
	durationFlag = cliflag.Duration
	natFlag      = cliflag.Nat
	uintFlag     = cliflag.Uint
	listFlag     = cliflag.List
)

var parseKLEEDuration = cliflag.ParseDuration

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
