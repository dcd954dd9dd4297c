// Command solve benchmarks symx's solvers on a corpus of SMT-LIB 2 queries
// (by default the 297 KLEE queries in testdata/smt2) against z3 run on
// each file.
//
//	go run ./bench/solve [-corpus testdata/smt2] [-solvers bitblast,z3] [-z3st] [-runs 1] [-v]
//
// For each in-process backend (symx's bitblast, and symx's z3 backend,
// which prints each query with package smtlib to one long-lived z3
// process), behind the solver stack `symx run` and `symx solve` use
// (solver/factory: the query chain and the floating-point search), it
// parses and solves every file and sums the wall time; for
// "z3 -st" it runs z3 once per file and sums both z3's own :total-time and
// the process wall time. It prints a table: solver, total time, solver
// work units (solver.Work: what --max-solver-work counts), answers
// matching the files' "; expected:" lines. With -runs N each figure is the
// best of N runs.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/smtlib"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/factory"
)

func main() {
	corpus := flag.String("corpus", "testdata/smt2", "directory of .smt2 files")
	solvers := flag.String("solvers", "bitblast,z3", "in-process backends to run (bitblast, z3)")
	z3st := flag.Bool("z3st", true, "also run `z3 -st` on each file")
	runs := flag.Int("runs", 1, "runs per solver; the best total counts")
	timeout := flag.Duration("timeout", time.Minute, "time limit per query")
	verbose := flag.Bool("v", false, "print every file's answers and times")
	flag.Parse()
	if err := run(*corpus, strings.Split(*solvers, ","), *z3st, *runs, *timeout, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, "bench/solve:", err)
		os.Exit(1)
	}
}

// row is one solver's result over the corpus.
type row struct {
	name    string
	total   time.Duration // wall time (in-process: parse + solve)
	inner   time.Duration // z3's :total-time, for z3 -st
	match   int
	work    uint64   // solver work units (solver.Work) spent, in-process only
	answers []string // per file
	times   []time.Duration
}

func run(dir string, names []string, z3st bool, runs int, timeout time.Duration, verbose bool) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.smt2"))
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("no .smt2 files in %s", dir)
	}
	expected := make([]string, len(files))
	for i, f := range files {
		s, err := smtlib.ParseFile(f)
		if err != nil {
			return err
		}
		expected[i] = s.Expected
	}
	var rows []*row
	for _, name := range names {
		var best *row
		for range max(runs, 1) {
			r, err := runInProcess(name, files, expected, timeout)
			if err != nil {
				return err
			}
			if best == nil || r.total < best.total {
				best = r
			}
		}
		rows = append(rows, best)
	}
	if z3st {
		var best *row
		for range max(runs, 1) {
			r, err := runZ3PerFile(files, expected, timeout)
			if err != nil {
				return err
			}
			if best == nil || r.total < best.total {
				best = r
			}
		}
		rows = append(rows, best)
	}

	for i, f := range files {
		var b strings.Builder
		mismatch := false
		for _, r := range rows {
			fmt.Fprintf(&b, "  %s=%s %.1fms", r.name, r.answers[i], float64(r.times[i].Microseconds())/1000)
			if r.answers[i] != expected[i] {
				mismatch = true
			}
		}
		if verbose || mismatch {
			note := ""
			if mismatch {
				note = "  MISMATCH"
			}
			fmt.Printf("%s: expected %s%s%s\n", filepath.Base(f), expected[i], b.String(), note)
		}
	}
	fmt.Printf("\n%d queries from %s; %s, %d CPUs, %s\n\n", len(files), dir, runtime.GOOS+"/"+runtime.GOARCH, runtime.NumCPU(), time.Now().Format("2006-01-02"))
	fmt.Println("| solver | total time | work units | answers matching |")
	fmt.Println("|---|---|---|---|")
	for _, r := range rows {
		t := fmt.Sprintf("%.2f s", r.total.Seconds())
		work := fmt.Sprint(r.work)
		if r.inner > 0 {
			t = fmt.Sprintf("%.2f s wall (z3 :total-time %.2f s)", r.total.Seconds(), r.inner.Seconds())
			work = "-"
		}
		fmt.Printf("| %s | %s | %s | %d / %d |\n", r.name, t, work, r.match, len(files))
	}
	return nil
}

// runInProcess parses and solves every file with one symx backend.
func runInProcess(name string, files, expected []string, timeout time.Duration) (*row, error) {
	s, err := factory.New(name, factory.Options{})
	if err != nil {
		return nil, err
	}
	defer s.Close()
	label := "symx " + name
	if name == "z3" {
		label = "symx z3 (smtlib printer, one z3 process)"
	}
	r := &row{name: label}
	for i, f := range files {
		start := time.Now()
		sc, err := smtlib.ParseFile(f)
		if err != nil {
			return nil, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		w := &solver.Work{}
		resp, err := s.Check(solver.WithWork(ctx, w), solver.Query{Constraints: sc.Assertions})
		cancel()
		r.work += w.Used
		el := time.Since(start)
		if err != nil && !errors.Is(err, context.DeadlineExceeded) {
			return nil, fmt.Errorf("%s: %s: %w", name, f, err)
		}
		r.add(resp.Result.String(), expected[i], el)
	}
	return r, nil
}

var totalTime = regexp.MustCompile(`:total-time\s+([0-9.]+)`)

// runZ3PerFile runs `z3 -st FILE` on each file.
func runZ3PerFile(files, expected []string, timeout time.Duration) (*row, error) {
	path, err := exec.LookPath("z3")
	if err != nil {
		return nil, errors.New("z3 not found: install it (apt-get install z3)")
	}
	r := &row{name: "z3 -st FILE (a process per query)"}
	for i, f := range files {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		start := time.Now()
		out, err := exec.CommandContext(ctx, path, "-st", f).Output()
		el := time.Since(start)
		cancel()
		if err != nil && ctx.Err() == nil {
			return nil, fmt.Errorf("z3 -st %s: %w", f, err)
		}
		answer, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
		if m := totalTime.FindSubmatch(out); m != nil {
			sec, _ := strconv.ParseFloat(string(m[1]), 64)
			r.inner += time.Duration(sec * float64(time.Second))
		}
		r.add(answer, expected[i], el)
	}
	return r, nil
}

func (r *row) add(answer, expected string, el time.Duration) {
	r.answers = append(r.answers, answer)
	r.times = append(r.times, el)
	r.total += el
	if answer == expected {
		r.match++
	}
}
