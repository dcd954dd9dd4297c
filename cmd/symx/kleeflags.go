package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/run"
)

// KLEE's command-line options that symx run accepts beyond its own, so
// that a script written for KLEE runs unchanged. Those with a meaning in
// symx set the run's configuration; the others are accepted with a
// one-line note, printed before the run, saying what symx does instead.

// kleeRun is the state of KLEE's options between parsing and the run.
var kleeRun struct {
	notes          []string // notes of the options given, in order
	maxForks       int64    // KLEE's --max-forks; -1: no limit
	useBatching    bool
	batchTimeSet   bool
	batchInstsSet  bool
	kqueriesAsSMT2 bool
}

// kleeNote is what symx does instead of an option it accepts without
// implementing; %s is the option's value.
var kleeNotes = map[string]string{
	"simplify-sym-indices":   "symx simplifies every expression as it is built",
	"write-cvcs":             "symx writes no .cvc files; --write-smt2s writes each test's path constraints as SMT-LIB 2",
	"write-cov":              "symx writes no per-test .cov files; coverage.json holds the run's coverage",
	"output-module":          "symx writes no final.bc",
	"disable-inlining":       "symx runs the functions as compiled (--optimize runs opt -O2, inliner included)",
	"use-forked-solver":      "symx's solver runs in-process; --max-solver-work (and --max-solver-time) bound each query",
	"use-cex-cache":          "symx always uses its counterexample cache",
	"max-memory-inhibit":     "symx never stops forking at --max-memory; above it, random states are killed with tests",
	"max-static-fork-pct":    "symx has no static fork limits",
	"max-static-solve-pct":   "symx has no static solver-time limits",
	"max-static-cpfork-pct":  "symx has no static fork limits",
	"switch-type":            "symx executes switches itself, one fork per feasible target (KLEE's internal)",
	"max-sym-array-size":     "symx keeps symbolic indices into objects of every size",
	"max-instruction-time":   "symx bounds solver queries (--max-solver-work, --max-solver-time), not instructions",
	"ignore-solver-failures": "symx ends a state whose query fails and goes on",
	"write-paths":            "symx writes no .path files; a test's .ktest replays its path",
	"write-sym-paths":        "symx writes no .sym.path files; a test's .ktest replays its path",
	"write-test-info":        "symx writes no per-test .info files",
	"watchdog":               "symx enforces --max-time itself, without a watchdog process",
	"external-call-warnings": "symx warns once per call site, in the warnings file",
	"warnings-only-to-file":  "symx writes warnings to the warnings file only",
}

// kleeEnums are the values KLEE accepts for the enumerated options in
// kleeNotes (others take a number or, max-instruction-time, a duration).
var kleeEnums = map[string][]string{
	"switch-type":            {"internal", "simple", "llvm"},
	"external-call-warnings": {"none", "once-per-function", "all"},
}

// kleeBools are the options of kleeNotes that KLEE declares boolean.
var kleeBools = map[string]bool{
	"simplify-sym-indices": true, "write-cvcs": true, "write-cov": true, "output-module": true,
	"disable-inlining": true, "use-forked-solver": true, "use-cex-cache": true, "max-memory-inhibit": true,
	"ignore-solver-failures": true, "write-paths": true, "write-sym-paths": true, "write-test-info": true,
	"watchdog": true, "warnings-only-to-file": true,
}

// addNote records what symx does instead of option name.
func addNote(name, value, note string) {
	opt := "--" + name
	if value != "" && value != "true" {
		opt += "=" + value
	}
	kleeRun.notes = append(kleeRun.notes, fmt.Sprintf("symx: note: %s: %s", opt, note))
}

// noteFlag is an option accepted for KLEE's sake: setting it checks the
// value as KLEE would and records the note.
type noteFlag struct {
	name   string
	isBool bool
	value  string
}

func (f *noteFlag) String() string   { return f.value }
func (f *noteFlag) IsBoolFlag() bool { return f.isBool }

func (f *noteFlag) Set(s string) error {
	if err := checkKLEEValue(f.name, s, f.isBool); err != nil {
		return err
	}
	f.value = s
	addNote(f.name, s, kleeNotes[f.name])
	return nil
}

func checkKLEEValue(name, s string, isBool bool) error {
	switch {
	case isBool:
		_, err := strconv.ParseBool(s)
		return err
	case kleeEnums[name] != nil:
		for _, v := range kleeEnums[name] {
			if s == v {
				return nil
			}
		}
		return fmt.Errorf("want one of %s", strings.Join(kleeEnums[name], ", "))
	case name == "max-instruction-time":
		_, err := parseKLEEDuration(s)
		return err
	default:
		if _, err := strconv.ParseFloat(s, 64); err != nil {
			return fmt.Errorf("want a number")
		}
		return nil
	}
}

// setFlag wraps a flag.Value to record that the option was given.
type setFlag struct {
	flag.Value
	set *bool
}

func (f setFlag) Set(s string) error { *f.set = true; return f.Value.Set(s) }
func (f setFlag) String() string {
	if f.Value == nil {
		return "" // flag.PrintDefaults probes a zero value
	}
	return f.Value.String()
}
func (f setFlag) IsBoolFlag() bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// funcFlag is an option whose Set is a function.
type funcFlag struct {
	set    func(string) error
	isBool bool
}

func (f funcFlag) String() string     { return "" }
func (f funcFlag) Set(s string) error { return f.set(s) }
func (f funcFlag) IsBoolFlag() bool   { return f.isBool }

// kleeFlags registers KLEE's options on run's flag set; c is the run's
// configuration, whose own flags are registered already.
func kleeFlags(fs *flag.FlagSet, c *run.Config) {
	kleeRun.notes = nil
	kleeRun.maxForks = -1
	kleeRun.useBatching, kleeRun.batchTimeSet, kleeRun.batchInstsSet, kleeRun.kqueriesAsSMT2 = false, false, false, false

	fs.Func("libc", "KLEE's C library choice: uclibc or klee link symx's own modeled C library (the default); none links none, so unmodeled C functions end their paths with an external-call error", func(s string) error {
		switch s {
		case run.LibcUclibc, run.LibcKLEE:
			addNote("libc", s, "symx links its own modeled C library (uclibc and klee mean the same to it)")
		case run.LibcNone:
		default:
			return fmt.Errorf("want none, klee or uclibc")
		}
		c.Libc = s
		return nil
	})
	fs.BoolVar(&c.Optimize, "optimize", false, "optimize the program with LLVM's -O2 pipeline (opt-14) before the run")
	fs.BoolVar(&c.ExitOnError, "exit-on-error", false, "stop at the first bug, after writing its test (exit status 1)")
	fs.Var(funcFlag{set: func(s string) error {
		for _, t := range strings.Split(s, ",") {
			if err := run.CheckTerminationType(t); err != nil {
				return err
			}
			c.ExitOnErrorTypes = append(c.ExitOnErrorTypes, t)
		}
		return nil
	}}, "exit-on-error-type", "halt at the first bug of these types (repeatable, or comma-separated): KLEE's names (Abort, Assert, Ptr, Free, ReportError, User, ...) or symx's kinds (div, reach_error, ...)")
	fs.Func("external-calls", "calls to undefined functions: none refuses them (a user error, as KLEE); concrete (the default) and all run symx's models of C functions, which take symbolic arguments — symx never calls native code", func(s string) error {
		switch s {
		case "none":
			c.ExternalCalls = exec.ExternalNone
		case "concrete":
			c.ExternalCalls = exec.ExternalConcrete
		case "all", "over-approx":
			c.ExternalCalls = exec.ExternalAll
			addNote("external-calls", s, externalAllNote)
		default:
			return fmt.Errorf("want none, concrete, all or over-approx")
		}
		return nil
	})
	fs.Var(funcFlag{isBool: true, set: func(s string) error {
		b, err := strconv.ParseBool(s)
		if err == nil && b {
			c.ExternalCalls = exec.ExternalAll
			addNote("allow-external-sym-calls", s, externalAllNote)
		}
		return err
	}}, "allow-external-sym-calls", "older KLEE's --external-calls=all")
	fs.Int64Var(&kleeRun.maxForks, "max-forks", -1, "fork at most this many times over the run; then each branch follows one feasible side (-1: no limit)")
	fs.BoolVar(&c.WriteSMT2s, "write-smt2s", false, "write each test's path constraints as testNNNNNN.smt2 (SMT-LIB 2, with get-value of the input bytes)")
	fs.BoolVar(&kleeRun.kqueriesAsSMT2, "write-kqueries", false, "KLEE's .kquery files: symx writes .smt2 files instead (as --write-smt2s)")
	fs.Var(listFlag{L: &c.LinkLibs}, "link-llvm-lib", "link this LLVM module (.c, .ll, .bc) with the program (repeatable)")
	fs.Func("use-query-log", "log queries as SMT-LIB 2 in the output directory, comma-separated: all:smt2 (what the executor asks, all-queries.smt2), solver:smt2 (what the caches leave to the solver, solver-queries.smt2); KLEE's :kquery kinds are written as SMT-LIB 2 too", func(s string) error {
		for _, item := range strings.Split(s, ",") {
			kind, format, _ := strings.Cut(item, ":")
			if kind != run.QueryLogAll && kind != run.QueryLogSolver || format != "smt2" && format != "kquery" {
				return fmt.Errorf("want a comma-separated list of all:smt2, solver:smt2, all:kquery, solver:kquery")
			}
			if format == "kquery" {
				addNote("use-query-log", item, "symx writes its query logs as SMT-LIB 2 (.smt2) instead of KQuery")
			}
			if !slices.Contains(c.LogQueries, kind) {
				c.LogQueries = append(c.LogQueries, kind)
			}
		}
		return nil
	})
	fs.BoolVar(&kleeRun.useBatching, "use-batching-search", false, "KLEE's batching: --batch-instructions defaults to 10000 and --batch-time to 5s")
	bi, bt := fs.Lookup("batch-instructions"), fs.Lookup("batch-time")
	bi.Value = setFlag{bi.Value, &kleeRun.batchInstsSet}
	bt.Value = setFlag{bt.Value, &kleeRun.batchTimeSet}
	// KLEE's names of symx's own options.
	for klee, symx := range map[string]string{"max-stack-frames": "max-stack", "rng-initial-seed": "seed"} {
		f := fs.Lookup(symx)
		fs.Var(f.Value, klee, "KLEE's name of --"+symx)
	}
	fs.Func("solver-backend", "KLEE's solver choice: z3 selects symx's z3 backend; stp and metasmt its bit-blaster", func(s string) error {
		switch s {
		case "z3":
			c.Solver = "z3"
		case "stp", "metasmt":
			c.Solver = "bitblast"
			addNote("solver-backend", s, "symx uses its own bit-blasting solver (or --solver=z3)")
		default:
			return fmt.Errorf("want z3, stp or metasmt")
		}
		return nil
	})
	for name, note := range kleeNotes {
		fs.Var(&noteFlag{name: name, isBool: kleeBools[name]}, name, "KLEE's; accepted, no effect: "+note)
	}
}

const externalAllNote = "symx never calls native code; its models of C functions take symbolic arguments, and other undefined functions end their paths with an external-call error"

// applyKLEEFlags completes cfg from KLEE's options once all are parsed
// and prints their notes.
func applyKLEEFlags(cfg *run.Config, w io.Writer) {
	switch m := kleeRun.maxForks; {
	case m < 0:
		cfg.MaxForks = 0
	case m == 0:
		cfg.MaxForks = -1 // KLEE's 0: never fork
	default:
		cfg.MaxForks = m
	}
	if kleeRun.kqueriesAsSMT2 {
		cfg.WriteSMT2s = true
		addNote("write-kqueries", "", "symx writes each test's path constraints as SMT-LIB 2 (.smt2) instead of KQuery")
	}
	if kleeRun.useBatching {
		if !kleeRun.batchInstsSet {
			cfg.BatchInstructions = 10000
		}
		if !kleeRun.batchTimeSet {
			cfg.BatchTime = 5 * time.Second
		}
	}
	if cfg.Libc == run.LibcNone && (cfg.POSIXRuntime || run.HasPOSIXOptions(cfg.ProgramArgs)) {
		addNote("libc", "none", "the POSIX runtime is part of symx's C library, which is linked")
	}
	for _, n := range kleeRun.notes {
		fmt.Fprintln(w, n)
	}
}
