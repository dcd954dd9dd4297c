// Command partition measures partitioned runs (--partition i/N): one
// program explored exhaustively with DFS once whole and once as N
// partitions, one after the other (each as if on a machine of its own),
// then merged with symx merge. It prints, per partition, the paths, the
// subtrees it explored and its time: the imbalance of the static split;
// and whether the merged partitions have the whole run's paths and
// coverage. With -symx it also runs the N partitions at once as N
// processes of that binary and reports the wall time and the merge's
// coverage.
//
//	go run ./bench/partition [-n 4] [-depth 0] [-time 10m] [-symx BIN] [-args "--sym-args 0 3 3"] PROG
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/symx/symx/partition"
	"github.com/symx/symx/run"
)

func main() {
	n := flag.Int("n", 4, "partitions")
	depth := flag.Int("depth", 0, "--partition-depth (0: the default)")
	budget := flag.Duration("time", 10*time.Minute, "--max-time of each run")
	symx := flag.String("symx", "", "a symx binary: also run the partitions at once as processes")
	args := flag.String("args", "", "the program's arguments (POSIX runtime options such as --sym-args)")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: partition [-n 4] [-depth 0] [-time 10m] [-symx BIN] [-args ARGS] PROG")
		os.Exit(2)
	}
	if err := bench(flag.Arg(0), *n, *depth, *budget, *symx, strings.Fields(*args)); err != nil {
		fmt.Fprintln(os.Stderr, "partition:", err)
		os.Exit(1)
	}
}

func bench(prog string, n, depth int, budget time.Duration, symx string, args []string) error {
	tmp, err := os.MkdirTemp("", "partition-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// A run's time is the process's CPU time over it (the machine is
	// shared: wall time measures the other jobs too).
	one := func(dir string, sp partition.Spec) (*run.Result, time.Duration, error) {
		start := cpuTime()
		res, err := run.Run(context.Background(), run.Config{Input: prog, ProgramArgs: args, OutputDir: dir,
			Search: []string{"dfs"}, MaxTime: budget, MaxMemory: 4000 << 20, Partition: sp})
		return res, cpuTime() - start, err
	}
	// A first run loads and lowers the C library, once per process.
	if _, _, err := one(filepath.Join(tmp, "warm-up"), partition.Spec{}); err != nil {
		return err
	}
	full, tFull, err := one(filepath.Join(tmp, "full"), partition.Spec{})
	if err != nil {
		return err
	}
	fmt.Printf("%s %s, %d partitions, depth %d\n\n", prog, strings.Join(args, " "), n, max(depth, partition.DefaultDepth(n)))
	fmt.Println("| run | paths | tests | subtrees | instructions | CPU s |")
	fmt.Println("|---|---|---|---|---|---|")
	fmt.Printf("| whole | %d | %d | | %d | %.1f |\n", full.Completed+full.Partial, full.Tests, full.Stats.Instructions, tFull.Seconds())
	var dirs []string
	var sum, longest time.Duration
	var insts, most uint64
	for i := 0; i < n; i++ {
		d := filepath.Join(tmp, fmt.Sprint("p", i))
		res, t, err := one(d, partition.Spec{Index: i, Count: n, Depth: depth})
		if err != nil {
			return err
		}
		dirs = append(dirs, d)
		sum += t
		longest = max(longest, t)
		insts += res.Stats.Instructions
		most = max(most, res.Stats.Instructions)
		fmt.Printf("| %d/%d | %d | %d | %s | %d | %.1f |\n", i, n, res.Completed+res.Partial, res.Tests, subtrees(d), res.Stats.Instructions, t.Seconds())
	}
	m, err := run.Merge(dirs, filepath.Join(tmp, "merged"), nil)
	if err != nil {
		return err
	}
	fmt.Printf("\nhalted: %q; merged: %d tests (%d repeats)\n", full.Halted, m.Tests, m.Duplicates)
	fmt.Printf("imbalance (most / mean): instructions %.2f, CPU time %.2f; partitions' instructions / whole's %.2f\n",
		float64(most)/(float64(insts)/float64(n)), longest.Seconds()/(sum.Seconds()/float64(n)), float64(insts)/float64(full.Stats.Instructions))
	fmt.Printf("speedup on %d machines (whole / longest partition): instructions %.2f, CPU time %.2f\n",
		n, float64(full.Stats.Instructions)/float64(most), tFull.Seconds()/longest.Seconds())
	cw, cm := coverage(filepath.Join(tmp, "full")), coverage(m.Dir)
	fmt.Printf("coverage (instructions, branch edges): whole %v, merged %v\n", cw, cm)
	if symx == "" {
		return nil
	}
	// The partitions at once, as processes on this machine.
	var wg sync.WaitGroup
	errs := make([]error, n)
	dirs = dirs[:0]
	start := time.Now()
	for i := 0; i < n; i++ {
		d := filepath.Join(tmp, fmt.Sprint("proc", i))
		dirs = append(dirs, d)
		cmd := exec.Command(symx, append([]string{"run", "--search=dfs", "--quiet", "--max-memory=4000",
			fmt.Sprintf("--max-time=%s", budget), fmt.Sprintf("--partition=%d/%d", i, n),
			fmt.Sprintf("--partition-depth=%d", depth), "--output-dir=" + d, prog}, args...)...)
		wg.Add(1)
		go func() {
			defer wg.Done()
			if out, err := cmd.CombinedOutput(); err != nil {
				errs[i] = fmt.Errorf("%v: %v\n%s", cmd.Args, err, out)
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
	m, err = run.Merge(dirs, filepath.Join(tmp, "merged-procs"), nil)
	if err != nil {
		return err
	}
	fmt.Printf("%d processes at once: wall %.1f s, merged %d tests, coverage %v\n", n, wall.Seconds(), m.Tests, coverage(m.Dir))
	return nil
}

// subtrees reads "N subtrees explored" from a partition's info.
func subtrees(dir string) string {
	b, _ := os.ReadFile(filepath.Join(dir, "info"))
	for _, l := range strings.Split(string(b), "\n") {
		if _, ok := partition.ParseInfoLine(l); ok {
			if _, rest, ok := strings.Cut(l, ": "); ok {
				if _, rest, ok = strings.Cut(rest, ": "); ok {
					f := strings.Fields(rest)
					return f[0]
				}
			}
		}
	}
	return "?"
}

func coverage(dir string) [2]int {
	var c run.CoverageReport
	b, _ := os.ReadFile(filepath.Join(dir, "coverage.json"))
	json.Unmarshal(b, &c)
	return [2]int{c.CoveredInsts, c.CoveredEdges}
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
