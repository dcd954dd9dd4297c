// Command techniques compares two symx binaries' exploration speed under
// each technique: instructions per second of runs of one budget, the two
// binaries alternating so that the machine's load falls on both alike,
// each side's median and spread, the Mann-Whitney p-value and the
// Vargha-Delaney Â12 (internal/stats). It measured issue 47's refactor
// (docs/bench-log/2026-12-06-techniques.md).
//
//	go run ./bench/techniques -before OLD -after NEW -runs 5 -prog base64.bc -- --sym-args 0 1 10 ...
//
// A configuration is NAME=FLAGS (-config, repeatable; the default is one
// per technique). The program's arguments follow --.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/internal/stats"
)

// defaultConfigs is one configuration per technique, and plain DFS.
var defaultConfigs = []string{
	"dfs=--search=dfs",
	"pse=--pse",
	"concolic=--concolic --partial-solutions=all",
	"sgs-combined=--sgs-combined",
	"partition=--partition=0/2 --search=dfs",
	"homi=--homi --homi-time-scale=0.0025",
}

type configFlag []string

func (c *configFlag) String() string     { return strings.Join(*c, "; ") }
func (c *configFlag) Set(s string) error { *c = append(*c, s); return nil }

func main() {
	before := flag.String("before", "", "the symx binary before the change")
	after := flag.String("after", "", "the symx binary after the change")
	prog := flag.String("prog", "testdata/programs/loop16.ll", "the program (.c, .ll or .bc)")
	runs := flag.Int("runs", 5, "runs per binary and configuration")
	budget := flag.Duration("time", 10*time.Second, "--max-time of each run")
	var configs configFlag
	flag.Var(&configs, "config", "a configuration NAME=FLAGS (repeatable; default: one per technique)")
	flag.Parse()
	if *before == "" || *after == "" || *runs < 1 {
		fmt.Fprintln(os.Stderr, "techniques: -before and -after binaries and -runs ≥ 1 are needed")
		os.Exit(2)
	}
	if len(configs) == 0 {
		configs = defaultConfigs
	}
	tmp, err := os.MkdirTemp("", "techniques")
	if err != nil {
		fmt.Fprintln(os.Stderr, "techniques:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(tmp)
	fmt.Printf("%s, %d runs per side, alternating, --max-time=%s\n\n", filepath.Base(*prog), *runs, *budget)
	fmt.Println("| configuration | before: median (min–max) instr/s | after: median (min–max) | after/before | MWU p | Â12 (after > before) |")
	fmt.Println("|---|--:|--:|--:|--:|--:|")
	for _, c := range configs {
		name, flags, ok := strings.Cut(c, "=")
		if !ok {
			fmt.Fprintf(os.Stderr, "techniques: -config %q: want NAME=FLAGS\n", c)
			os.Exit(2)
		}
		var b, a []float64
		for i := 0; i < *runs; i++ {
			for _, side := range []struct {
				bin string
				out *[]float64
			}{{*before, &b}, {*after, &a}} {
				v, err := throughput(side.bin, *prog, strings.Fields(flags), flag.Args(), *budget, filepath.Join(tmp, "out"))
				if err != nil {
					fmt.Fprintf(os.Stderr, "techniques: %s with %s: %v\n", side.bin, name, err)
					os.Exit(1)
				}
				*side.out = append(*side.out, v)
			}
		}
		fmt.Printf("| %s | %s | %s | %.3f | %.2f | %.2f |\n", name, spread(b), spread(a),
			stats.Median(a)/stats.Median(b), stats.MannWhitneyP(b, a), stats.A12(a, b))
	}
}

// spread is "median (min–max)" in thousands.
func spread(xs []float64) string {
	lo, hi := xs[0], xs[0]
	for _, x := range xs {
		lo, hi = min(lo, x), max(hi, x)
	}
	return fmt.Sprintf("%.0fk (%.0fk–%.0fk)", stats.Median(xs)/1e3, lo/1e3, hi/1e3)
}

var (
	instructionsLine = regexp.MustCompile(`(?m)^KLEE: done: total instructions = (\d+)$`)
	elapsedLine      = regexp.MustCompile(`(?m)^elapsed: (\S+)$`)
)

// throughput runs bin once and returns its instructions per second of
// the run, as its info reports them.
func throughput(bin, prog string, flags, args []string, budget time.Duration, out string) (float64, error) {
	os.RemoveAll(out)
	cmd := []string{"run", "--quiet", "--suppress-program-output", "--workers=1", "--seed=1", "--write-no-tests",
		"--max-time=" + budget.String(), "--output-dir=" + out}
	cmd = append(append(append(cmd, flags...), prog), args...)
	if msg, err := exec.Command(bin, cmd...).CombinedOutput(); err != nil {
		if _, statErr := os.Stat(filepath.Join(out, "info")); statErr != nil {
			return 0, fmt.Errorf("%v: %s", err, msg)
		}
	}
	info, err := os.ReadFile(filepath.Join(out, "info"))
	if err != nil {
		return 0, err
	}
	in, el := instructionsLine.FindSubmatch(info), elapsedLine.FindSubmatch(info)
	if in == nil || el == nil {
		return 0, fmt.Errorf("info has no instruction count or elapsed time")
	}
	n, _ := strconv.ParseFloat(string(in[1]), 64)
	d, err := time.ParseDuration(string(el[1]))
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("info's elapsed time %q", el[1])
	}
	return n / d.Seconds(), nil
}
