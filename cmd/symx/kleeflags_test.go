package main

import (
	"flag"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/run"
)

// TestKLEEDurations: the time spellings of KLEE's tutorials and scripts
// (--max-time=60min, --max-time=18000., --max-instruction-time=30.).
func TestKLEEDurations(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
	}{
		{"60min", time.Hour}, {"1h30min", 90 * time.Minute}, {"30s", 30 * time.Second},
		{"30", 30 * time.Second}, {"18000.", 5 * time.Hour}, {"0.5", 500 * time.Millisecond},
		{"100ms", 100 * time.Millisecond}, {"5min", 5 * time.Minute},
	} {
		got, err := parseKLEEDuration(c.in)
		if err != nil || got != c.want {
			t.Errorf("parseKLEEDuration(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "min", "5 apples", "1x"} {
		if _, err := parseKLEEDuration(bad); err == nil {
			t.Errorf("parseKLEEDuration(%q) accepted", bad)
		}
	}
}

// TestKLEEFlagsConfig: KLEE's options set the run's configuration as
// KLEE's documentation describes them.
func TestKLEEFlagsConfig(t *testing.T) {
	for _, c := range []struct {
		args  []string
		check func(c *run.Config) bool
	}{
		{nil, func(c *run.Config) bool {
			return c.MaxForks == 0 && c.BatchInstructions == 0 && c.BatchTime == 0 && c.Libc == ""
		}},
		{[]string{"--use-batching-search"}, func(c *run.Config) bool { return c.BatchInstructions == 10000 && c.BatchTime == 5*time.Second }},
		{[]string{"--use-batching-search", "--batch-instructions=50"}, func(c *run.Config) bool { return c.BatchInstructions == 50 && c.BatchTime == 5*time.Second }},
		{[]string{"--batch-time=0s", "--use-batching-search"}, func(c *run.Config) bool { return c.BatchInstructions == 10000 && c.BatchTime == 0 }},
		{[]string{"--batch-instructions=50"}, func(c *run.Config) bool { return c.BatchInstructions == 50 && c.BatchTime == 0 }},
		{[]string{"--max-forks=0"}, func(c *run.Config) bool { return c.MaxForks < 0 }},
		{[]string{"-max-forks", "7"}, func(c *run.Config) bool { return c.MaxForks == 7 }},
		{[]string{"--max-forks=-1"}, func(c *run.Config) bool { return c.MaxForks == 0 }},
		{[]string{"--write-kqueries"}, func(c *run.Config) bool { return c.WriteSMT2s }},
		{[]string{"--use-query-log=all:kquery,solver:smt2", "--use-query-log=solver:kquery"}, func(c *run.Config) bool {
			return strings.Join(c.LogQueries, " ") == "all solver"
		}},
		{[]string{"-libc=none"}, func(c *run.Config) bool { return c.Libc == run.LibcNone }},
		{[]string{"--libc", "uclibc"}, func(c *run.Config) bool { return c.Libc == run.LibcUclibc }},
		{[]string{"--allow-external-sym-calls"}, func(c *run.Config) bool { return c.ExternalCalls == exec.ExternalAll }},
		{[]string{"--external-calls=none"}, func(c *run.Config) bool { return c.ExternalCalls == exec.ExternalNone }},
		{[]string{"--solver-backend=z3"}, func(c *run.Config) bool { return c.Solver == "z3" }},
		{[]string{"--solver-backend=stp"}, func(c *run.Config) bool { return c.Solver == "bitblast" }},
		{[]string{"--max-stack-frames=10", "--rng-initial-seed=7"}, func(c *run.Config) bool { return c.MaxStack == 10 && c.Seed == 7 }},
		{[]string{"--exit-on-error-type=Abort,Ptr", "--exit-on-error-type", "div"}, func(c *run.Config) bool {
			return strings.Join(c.ExitOnErrorTypes, " ") == "Abort Ptr div"
		}},
		{[]string{"--exit-on-error=false", "--optimize=1", "--write-smt2s=true"}, func(c *run.Config) bool { return !c.ExitOnError && c.Optimize && c.WriteSMT2s }},
	} {
		fs := flag.NewFlagSet("run", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		cmd := commands["run"]
		cmd.Flags(fs)
		pos, err := parseFlagsWith(fs, append(c.args, "prog.bc"), cmd.Interspersed, cmd.ProgramOptions)
		if err != nil || len(pos) != 1 {
			t.Errorf("%q: %v (positional %q)", c.args, err, pos)
			continue
		}
		cfg := runCfg
		applyKLEEFlags(&cfg, io.Discard)
		if !c.check(&cfg) {
			t.Errorf("%q: config %+v", c.args, cfg)
		}
	}
}
