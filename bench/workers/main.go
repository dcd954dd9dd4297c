// Command workers measures what --workers buys on this machine: each case
// runs with 1 worker and with N, alternating in one session (the machine
// is noisy, so only ratios measured side by side mean anything), each run
// a fresh symx process. Exhaustive cases (depth-first to the end) compare
// wall time, CPU time and the number of paths, which must be equal;
// budget cases (a fixed --max-time with symx's default search) compare
// the branch directions covered.
//
//	go run ./bench/workers [-count 3] [-workers 2] [-cache DIR] [-budget 60s] [-write FILE]
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
	count := flag.Int("count", 3, "runs per case and worker count")
	workers := flag.Int("workers", runtime.NumCPU(), "the worker count compared with 1")
	home, _ := os.UserCacheDir()
	cache := flag.String("cache", filepath.Join(home, "symx", "realprog"), "bench/realprog's cache (coreutils IR builds)")
	budget := flag.Duration("budget", time.Minute, "--max-time of the fixed-budget cases")
	only := flag.String("run", "", "only the cases whose name matches this regular expression")
	write := flag.String("write", "", "also append the table to this markdown file")
	flag.Parse()
	if err := bench(*count, *workers, *cache, *budget, *only, *write); err != nil {
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
	fmt.Fprintf(&b, "\n%d runs per case, alternating --workers 1 and --workers %d; %d CPUs; load average before: %s; %s\n\n",
		count, n, runtime.NumCPU(), loadAvg(), time.Now().Format("2006-01-02 15:04"))
	fmt.Fprintf(&b, "| case | wall 1 | wall %d | speedup | CPU 1 | CPU %d | paths 1 | paths %d | branch dirs 1 | branch dirs %d | hand-overs |\n", n, n, n, n)
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
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
		for i := 0; i < count; i++ {
			for _, w := range []int{1, n} {
				r, err := once(symx, filepath.Join(tmp, fmt.Sprintf("out-%d-%d", i, w)), bc, c, w)
				if err != nil {
					return fmt.Errorf("%s, %d workers: %w", c.name, w, err)
				}
				if w == 1 {
					one = append(one, r)
				} else {
					many = append(many, r)
				}
			}
		}
		a, m := median(one, c.budget), median(many, c.budget)
		if !c.budget && a.paths != m.paths {
			fmt.Fprintf(os.Stderr, "workers: %s: %d paths with 1 worker, %d with %d\n", c.name, a.paths, m.paths, n)
		}
		line := fmt.Sprintf("| %s | %.2f s | %.2f s | %.2f× | %.2f s | %.2f s | %d | %d | %d/%d | %d/%d | %d (%d states) |\n",
			c.name, a.wall.Seconds(), m.wall.Seconds(), a.wall.Seconds()/m.wall.Seconds(), a.cpu.Seconds(), m.cpu.Seconds(),
			a.paths, m.paths, a.edges, a.totalEdges, m.edges, m.totalEdges, m.handovers, m.handed)
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

// median picks the run of median wall time, or of median coverage for a
// fixed-budget case, with its other figures.
func median(rs []result, byCoverage bool) result {
	rs = slices.Clone(rs)
	slices.SortFunc(rs, func(a, b result) int {
		if byCoverage {
			return a.edges - b.edges
		}
		return int(a.wall - b.wall)
	})
	return rs[len(rs)/2]
}

func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(data))
	return strings.Join(f[:min(3, len(f))], " ")
}
