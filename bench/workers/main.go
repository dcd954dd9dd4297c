// Command workers measures what --workers buys on this machine: each case
// runs with 1 worker and with N, alternating in one session (the machine
// is noisy, so only ratios measured side by side mean anything), each run
// a fresh symx process. Exhaustive cases (depth-first to the end) compare
// wall time, CPU time and the number of paths, which must be equal;
// budget cases (a fixed --max-time with symx's default search) compare
// the branch directions covered.
//
//	go run ./bench/workers [-runs 3] [-workers 2] [-cache DIR] [-budget 60s] [-write FILE]
//
// -runs N (-count is its old name) runs each case N times with each
// worker count, alternating; every figure is the median [min–max] of the
// runs (one run is labelled as one). The speedup (1 worker's median wall
// time over N's) comes with the Mann-Whitney U p-value and the
// Vargha-Delaney Â12, and so do a budget case's branch directions
// (internal/stats). An exhaustive case's paths and branch directions
// are checked equal across all runs of both worker counts ("(3 equal)",
// "**varies**" with every run's value, or a note that the two counts
// disagree).
//
// -write appends the table to the markdown file FILE, which must exist: a
// dated file under docs/bench-log/ (docs/BENCHMARKS.md takes its headline).
//
// The coreutils cases use bench/realprog's IR builds (its -cache; run
// bench/realprog once to build them) and are skipped without them.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/symx/symx/internal/stats"
	"github.com/symx/symx/run"
	"github.com/symx/symx/statsfile"
)

// benchCase is one program and command line.
type benchCase struct {
	name string
	// bc is the program: a path in the repository, or a coreutils
	// program name (found in the realprog cache) when coreutils is set.
	bc        string
	coreutils bool
	args      []string // symx flags before the program
	progArgs  []string // after it
	budget    bool     // a fixed-budget case: compare coverage
}

func cases(budget time.Duration) []benchCase {
	dfs := []string{"--search=dfs"}
	mt := "--max-time=" + budget.String()
	klee := []string{"--sym-args", "0", "1", "10", "--sym-args", "0", "2", "2", "--sym-files", "1", "8", "--sym-stdin", "8", "--sym-stdout"}
	return []benchCase{
		{name: "loop16 (65,536 tests written)", bc: "testdata/programs/loop16.ll", args: dfs},
		{name: "loop16 (no tests written)", bc: "testdata/programs/loop16.ll", args: append(dfs, "--write-no-tests")},
		{name: "regexp", bc: "testdata/programs/regexp.ll", args: dfs},
		{name: "dirname --sym-args 0 2 8 (no tests written)", bc: "dirname", coreutils: true,
			args: append(dfs, "--write-no-tests"), progArgs: []string{"--sym-args", "0", "2", "8"}},
		{name: "basename --sym-args 0 2 5", bc: "basename", coreutils: true,
			args: dfs, progArgs: []string{"--sym-args", "0", "2", "5"}},
		{name: "echo, " + budget.String(), bc: "echo", coreutils: true, budget: true, args: []string{mt}, progArgs: klee},
		{name: "cat, " + budget.String(), bc: "cat", coreutils: true, budget: true, args: []string{mt}, progArgs: klee},
		{name: "tr, " + budget.String(), bc: "tr", coreutils: true, budget: true, args: []string{mt}, progArgs: klee},
	}
}

// result is one symx run.
type result struct {
	wall, cpu         time.Duration
	paths, insts      int64
	edges, totalEdges int
	handovers, handed int64
	maxRSSMB          int64
}

func main() {
	var count int
	flag.IntVar(&count, "runs", 3, "runs per case and worker count, alternating")
	flag.IntVar(&count, "count", 3, "the old name of -runs")
	workers := flag.Int("workers", runtime.NumCPU(), "the worker count compared with 1")
	home, _ := os.UserCacheDir()
	cache := flag.String("cache", filepath.Join(home, "symx", "realprog"), "bench/realprog's cache (coreutils IR builds)")
	budget := flag.Duration("budget", time.Minute, "--max-time of the fixed-budget cases")
	only := flag.String("run", "", "only the cases whose name matches this regular expression")
	write := flag.String("write", "", "also append the table to this markdown file")
	flag.Parse()
	if count < 1 {
		fmt.Fprintln(os.Stderr, "workers: -runs below 1")
		os.Exit(2)
	}
	if err := bench(count, *workers, *cache, *budget, *only, *write); err != nil {
		fmt.Fprintln(os.Stderr, "workers:", err)
		os.Exit(1)
	}
}

func bench(count, n int, cache string, budget time.Duration, only, write string) error {
	if _, err := os.Stat("testdata/programs/loop16.ll"); err != nil {
		return fmt.Errorf("run from the repository root")
	}
	re, err := regexp.Compile(only)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "symx-bench-workers-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	symx := filepath.Join(tmp, "symx")
	if out, err := exec.Command("go", "build", "-o", symx, "./cmd/symx").CombinedOutput(); err != nil {
		return fmt.Errorf("building symx: %v\n%s", err, out)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\nalternating --workers 1 and --workers %d, %s; %d CPUs; load average before: %s; %s\n\n",
		n, stats.RunsNote(count), runtime.NumCPU(), loadAvg(), time.Now().Format("2006-01-02 15:04"))
	b.WriteString(header(n))
	fmt.Print(b.String())
	for _, c := range cases(budget) {
		if !re.MatchString(c.name) {
			continue
		}
		bc := c.bc
		if c.coreutils {
			bc = filepath.Join(cache, "build", "coreutils-ir", "src", c.bc+".0.0.preopt.bc")
			if _, err := os.Stat(bc); err != nil {
				fmt.Fprintf(os.Stderr, "workers: %s skipped: no %s (run bench/realprog first)\n", c.name, bc)
				continue
			}
		}
		var one, many []result
		err := stats.Alternate(count, 2, func(i, side int) error {
			w := []int{1, n}[side]
			r, err := once(symx, filepath.Join(tmp, fmt.Sprintf("out-%d-%d", i, w)), bc, c, w)
			if err != nil {
				return fmt.Errorf("%s, %d workers: %w", c.name, w, err)
			}
			if side == 0 {
				one = append(one, r)
			} else {
				many = append(many, r)
			}
			return nil
		})
		if err != nil {
			return err
		}
		line := caseRow(c, n, one, many)
		fmt.Print(line)
		b.WriteString(line)
	}
	if write != "" {
		f, err := os.OpenFile(write, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		defer f.Close()
		_, err = f.WriteString(b.String())
		return err
	}
	return nil
}

// once runs symx once and reads its output directory.
func once(symx, out, bc string, c benchCase, workers int) (result, error) {
	args := append([]string{"run", "--quiet", "--workers=" + strconv.Itoa(workers), "--output-dir=" + out}, c.args...)
	args = append(append(args, bc), c.progArgs...)
	cmd := exec.CommandContext(context.Background(), symx, args...)
	start := time.Now()
	outb, err := cmd.CombinedOutput()
	if err != nil {
		return result{}, fmt.Errorf("%v\n%s", err, outb)
	}
	r := result{wall: time.Since(start)}
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		r.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		r.maxRSSMB = ru.Maxrss >> 10
	}
	f, err := os.Open(filepath.Join(out, "info"))
	if err != nil {
		return result{}, err
	}
	info, err := statsfile.ReadInfo(f)
	f.Close()
	if err != nil {
		return result{}, err
	}
	r.paths, r.insts = int64(info.Completed+info.Partial), int64(info.Instructions)
	r.handovers, r.handed = int64(info.Handovers), int64(info.Handed)
	var cov run.CoverageReport
	if data, err := os.ReadFile(filepath.Join(out, "coverage.json")); err == nil && json.Unmarshal(data, &cov) == nil {
		r.edges, r.totalEdges = cov.CoveredEdges, cov.BranchEdges
	}
	os.RemoveAll(out)
	return r, nil
}

// header is the table's head, n the worker count compared with 1.
func header(n int) string {
	return fmt.Sprintf("| case | wall 1 | wall %d | speedup | p | Â12 | CPU 1 | CPU %d | paths 1 | paths %d | branch dirs 1 | branch dirs %d | p | Â12 | hand-overs |\n", n, n, n, n) +
		"|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n"
}

// caseRow is c's line of the table from its runs with 1 worker and with
// n: wall and CPU time's medians, the speedup with its test (Â12: the
// probability that a run with 1 worker takes longer than one with n);
// an exhaustive case's paths and branch directions checked equal across
// every run, a budget case's as medians with the test of the branch
// directions (Â12: the probability that n workers cover more).
func caseRow(c benchCase, n int, one, many []result) string {
	secs := func(f func(result) time.Duration) func(result) float64 {
		return func(r result) float64 { return f(r).Seconds() }
	}
	wall := secs(func(r result) time.Duration { return r.wall })
	cpu := secs(func(r result) time.Duration { return r.cpu })
	paths := func(r result) float64 { return float64(r.paths) }
	edges := func(r result) float64 { return float64(r.edges) }
	total := func(r result) float64 { return float64(r.totalEdges) }
	speedup, wp, wa := stats.Compare(stats.Of(one, wall), stats.Of(many, wall)).Cells()
	name, dirs := c.name, [2]string{}
	cp, ca := "-", "-"
	var pathCells [2]string
	for i, rs := range [][]result{one, many} {
		if c.budget {
			pathCells[i] = stats.Of(rs, paths).Count()
			dirs[i] = stats.Of(rs, edges).Count() + "/" + stats.Of(rs, total).Exact("%.0f")
		} else {
			pathCells[i] = stats.Of(rs, paths).Exact("%.0f")
			dirs[i] = stats.Of(rs, edges).Exact("%.0f") + "/" + stats.Of(rs, total).Exact("%.0f")
		}
	}
	if c.budget {
		_, cp, ca = stats.Compare(stats.Of(many, edges), stats.Of(one, edges)).Cells()
	} else if all := append(slices.Clone(one), many...); !stats.Of(all, paths).Equal() || !stats.Of(all, edges).Equal() {
		name += fmt.Sprintf(" (**1 and %d workers disagree on paths or branch directions**)", n)
	}
	hand := stats.Of(many, func(r result) float64 { return float64(r.handovers) }).Count() +
		" (" + stats.Of(many, func(r result) float64 { return float64(r.handed) }).Count() + " states)"
	return fmt.Sprintf("| %s | %s s | %s s | %s | %s | %s | %s s | %s s | %s | %s | %s | %s | %s | %s | %s |\n",
		name, stats.Of(one, wall).Format("%.2f"), stats.Of(many, wall).Format("%.2f"), speedup, wp, wa,
		stats.Of(one, cpu).Format("%.2f"), stats.Of(many, cpu).Format("%.2f"),
		pathCells[0], pathCells[1], dirs[0], dirs[1], cp, ca, hand)
}

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(data))
	return strings.Join(f[:min(3, len(f))], " ")
}
