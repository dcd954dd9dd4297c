// Command partition measures partitioned runs (--partition i/N): one
// program explored with DFS by a symx binary once whole and once as N
// partitions, each a process of its own, one after the other (as if each
// had a machine), then merged with symx merge. It prints, per partition,
// the paths, the subtrees it explored, the instructions it executed and
// its CPU time: the imbalance of the static split; and whether the
// merged partitions have the whole run's paths and coverage. With -at-once
// it also runs the N partitions at the same time on this machine and
// reports the wall time and the merge's coverage.
//
//	go run ./bench/partition -symx BIN [-n 4] [-depth 0] [-time 10m] [-at-once] [-args "--sym-args 0 3 3"] PROG
//
// Instructions are the measure of work that the machine's other jobs do
// not disturb; CPU time is the process's own (user and system).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/partition"
	"github.com/symx/symx/run"
)

func main() {
	symx := flag.String("symx", "", "the symx binary (required)")
	n := flag.Int("n", 4, "partitions")
	depth := flag.Int("depth", 0, "--partition-depth (0: the default)")
	budget := flag.Duration("time", 10*time.Minute, "--max-time of each run")
	atOnce := flag.Bool("at-once", false, "also run the partitions at the same time")
	args := flag.String("args", "", "the program's arguments (POSIX runtime options such as --sym-args)")
	flag.Parse()
	if flag.NArg() != 1 || *symx == "" {
		fmt.Fprintln(os.Stderr, "usage: partition -symx BIN [-n 4] [-depth 0] [-time 10m] [-at-once] [-args ARGS] PROG")
		os.Exit(2)
	}
	b := &bench{symx: *symx, prog: flag.Arg(0), budget: *budget, args: strings.Fields(*args)}
	if err := b.run(*n, *depth, *atOnce); err != nil {
		fmt.Fprintln(os.Stderr, "partition:", err)
		os.Exit(1)
	}
}

type bench struct {
	symx, prog string
	budget     time.Duration
	args       []string
}

// result is one process's run.
type result struct {
	dir          string
	paths, tests uint64
	insts        uint64
	subtrees     string
	cpu          time.Duration
	halted       bool
}

func (b *bench) cmd(dir string, sp partition.Spec) *exec.Cmd {
	a := []string{"run", "--search=dfs", "--quiet", "--max-memory=4000", "--max-time=" + b.budget.String(), "--output-dir=" + dir}
	if sp.Count > 0 {
		a = append(a, fmt.Sprintf("--partition=%s", sp), fmt.Sprintf("--partition-depth=%d", sp.Depth))
	}
	return exec.Command(b.symx, append(append(a, b.prog), b.args...)...)
}

func (b *bench) once(dir string, sp partition.Spec) (*result, error) {
	c := b.cmd(dir, sp)
	if out, err := c.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%v: %v\n%s", c.Args, err, out)
	}
	r := readResult(dir)
	r.cpu = c.ProcessState.UserTime() + c.ProcessState.SystemTime()
	return r, nil
}

func (b *bench) run(n, depth int, atOnce bool) error {
	tmp, err := os.MkdirTemp("", "partition-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	full, err := b.once(filepath.Join(tmp, "full"), partition.Spec{})
	if err != nil {
		return err
	}
	if depth == 0 {
		depth = partition.DefaultDepth(n)
	}
	fmt.Printf("%s %s, %d partitions, depth %d\n\n", b.prog, strings.Join(b.args, " "), n, depth)
	fmt.Println("| run | paths | tests | subtrees | instructions | CPU s |")
	fmt.Println("|---|---|---|---|---|---|")
	fmt.Printf("| whole | %d | %d | | %d | %.1f |\n", full.paths, full.tests, full.insts, full.cpu.Seconds())
	var dirs []string
	var sum, longest time.Duration
	var insts, most uint64
	for i := 0; i < n; i++ {
		r, err := b.once(filepath.Join(tmp, fmt.Sprint("p", i)), partition.Spec{Index: i, Count: n, Depth: depth})
		if err != nil {
			return err
		}
		dirs = append(dirs, r.dir)
		sum += r.cpu
		longest = max(longest, r.cpu)
		insts += r.insts
		most = max(most, r.insts)
		fmt.Printf("| %d/%d | %d | %d | %s | %d | %.1f |\n", i, n, r.paths, r.tests, r.subtrees, r.insts, r.cpu.Seconds())
	}
	m, err := run.Merge(dirs, filepath.Join(tmp, "merged"), nil)
	if err != nil {
		return err
	}
	fmt.Printf("\nwhole run halted: %v; merged: %d tests (%d repeats)\n", full.halted, m.Tests, m.Duplicates)
	fmt.Printf("imbalance (largest / mean partition): instructions %.2f, CPU time %.2f; partitions' instructions / whole's %.2f\n",
		float64(most)/(float64(insts)/float64(n)), longest.Seconds()/(sum.Seconds()/float64(n)), float64(insts)/float64(full.insts))
	fmt.Printf("speedup on %d machines (whole / largest partition): instructions %.2f, CPU time %.2f\n",
		n, float64(full.insts)/float64(most), full.cpu.Seconds()/longest.Seconds())
	fmt.Printf("coverage (instructions, branch edges): whole %v, merged %v\n", coverage(full.dir), coverage(m.Dir))
	if !atOnce {
		return nil
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	dirs = dirs[:0]
	start := time.Now()
	for i := 0; i < n; i++ {
		d := filepath.Join(tmp, fmt.Sprint("once", i))
		dirs = append(dirs, d)
		c := b.cmd(d, partition.Spec{Index: i, Count: n, Depth: depth})
		wg.Add(1)
		go func() {
			defer wg.Done()
			if out, err := c.CombinedOutput(); err != nil {
				errs[i] = fmt.Errorf("%v: %v\n%s", c.Args, err, out)
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	m, err = run.Merge(dirs, filepath.Join(tmp, "merged-at-once"), nil)
	if err != nil {
		return err
	}
	fmt.Printf("%d processes at once: wall %.1f s, merged %d tests, coverage %v\n", n, wall.Seconds(), m.Tests, coverage(m.Dir))
	return nil
}

// readResult reads a run's figures from its info.
func readResult(dir string) *result {
	r := &result{dir: dir, subtrees: "-"}
	b, _ := os.ReadFile(filepath.Join(dir, "info"))
	for _, l := range strings.Split(string(b), "\n") {
		num := func(prefix string) uint64 {
			v, _ := strconv.ParseUint(strings.TrimPrefix(l, prefix), 10, 64)
			return v
		}
		switch {
		case strings.HasPrefix(l, "KLEE: done: total instructions = "):
			r.insts = num("KLEE: done: total instructions = ")
		case strings.HasPrefix(l, "KLEE: done: completed paths = "):
			r.paths += num("KLEE: done: completed paths = ")
		case strings.HasPrefix(l, "KLEE: done: partially completed paths = "):
			r.paths += num("KLEE: done: partially completed paths = ")
		case strings.HasPrefix(l, "KLEE: done: generated tests = "):
			r.tests = num("KLEE: done: generated tests = ")
		case strings.HasPrefix(l, "halted: "):
			r.halted = true
		case strings.HasPrefix(l, partition.InfoPrefix):
			// "partition: i/N depth D: K subtrees explored, ..."
			if _, rest, ok := strings.Cut(strings.TrimPrefix(l, partition.InfoPrefix), ": "); ok {
				r.subtrees = strings.Fields(rest)[0]
			}
		}
	}
	return r
}

func coverage(dir string) [2]int {
	var c run.CoverageReport
	b, _ := os.ReadFile(filepath.Join(dir, "coverage.json"))
	json.Unmarshal(b, &c)
	return [2]int{c.CoveredInsts, c.CoveredEdges}
}
