// Command testcomp runs symx on the Test-Comp tasks in testdata/testcomp
// (real sv-benchmarks programs, listed with their expected verdicts in
// INDEX.tsv) for both Test-Comp properties, validates every suite natively
// as Test-Comp's validator does (package testcomp: gcc --coverage, a
// harness feeding the nondet inputs), and prints one row per task and the
// totals:
//
//   - verdict-false tasks for which symx wrote a coversError test that the
//     native run confirms reaches reach_error;
//   - verdict-true tasks for which symx claims a reach_error test (must be
//     0);
//   - the mean branch coverage of the coverage-branches suites.
//
// Usage (from the repository root):
//
//	go run ./bench/testcomp [-budget 20s] [-j 1] [-dir testdata/testcomp] [-run REGEXP]
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/testcomp"
)

type task struct {
	Path     string // relative to the index
	M32      bool
	Verdict  string // "true", "false", "none"
	Branches bool   // the task has the coverage-branches property
}

type row struct {
	task
	ErrFound, ErrValid bool
	ErrTime            time.Duration
	ErrTests           int
	BrPct              float64
	BrCov, BrTot       int
	BrTests            int
	Err                string
}

func main() {
	budget := flag.Duration("budget", 20*time.Second, "symx's time budget per task and property")
	jobs := flag.Int("j", 1, "tasks run at once")
	dir := flag.String("dir", "testdata/testcomp", "directory holding INDEX.tsv and the tasks")
	only := flag.String("run", "", "only tasks whose path matches this regular expression")
	flag.Parse()
	tasks, err := readIndex(filepath.Join(*dir, "INDEX.tsv"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "testcomp:", err)
		os.Exit(1)
	}
	if *only != "" {
		re := regexp.MustCompile(*only)
		var keep []task
		for _, t := range tasks {
			if re.MatchString(t.Path) {
				keep = append(keep, t)
			}
		}
		tasks = keep
	}
	out, err := os.MkdirTemp("", "symx-bench-testcomp-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "testcomp:", err)
		os.Exit(1)
	}
	defer os.RemoveAll(out)

	rows := make([]row, len(tasks))
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(*jobs, 1))
	for i, t := range tasks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			rows[i] = runTask(filepath.Join(*dir, t.Path), t, *budget, filepath.Join(out, fmt.Sprint(i)))
			r := rows[i]
			fmt.Fprintf(os.Stderr, "done %s: error %v/%v branches %.1f%% %s\n", t.Path, r.ErrFound, r.ErrValid, r.BrPct, r.Err)
		}()
	}
	wg.Wait()
	report(rows, *budget)
}

func readIndex(path string) ([]task, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var tasks []task
	sc := bufio.NewScanner(f)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 5 {
			continue
		}
		tasks = append(tasks, task{Path: c[0], M32: !strings.HasPrefix(c[2], "LP64"), Verdict: c[3], Branches: c[4] == "yes"})
	}
	return tasks, sc.Err()
}

func runTask(path string, t task, budget time.Duration, out string) row {
	r := row{task: t}
	ctx := context.Background()
	if t.Verdict == "true" || t.Verdict == "false" {
		start := time.Now()
		res, err := testcomp.Generate(ctx, testcomp.Options{Task: path, Property: testcomp.CoverageError,
			M32: t.M32, OutputDir: out + "-error", MaxTime: budget, MaxMemory: 2000 << 20})
		if err != nil {
			r.Err = err.Error()
			return r
		}
		r.ErrTime = time.Since(start)
		r.ErrFound, r.ErrTests = res.FoundError(), res.Tests
		if res.FoundError() {
			v, err := testcomp.Validate(ctx, path, res.SuiteDir, testcomp.ValidateOptions{M32: t.M32, NoCoverage: true})
			if err != nil {
				r.Err = err.Error()
				return r
			}
			for _, tr := range v.Tests {
				if tr.CoversError && tr.ReachError {
					r.ErrValid = true
				}
			}
		}
	}
	if t.Branches {
		res, err := testcomp.Generate(ctx, testcomp.Options{Task: path, Property: testcomp.CoverageBranches,
			M32: t.M32, OutputDir: out + "-branches", MaxTime: budget, MaxMemory: 2000 << 20})
		if err != nil {
			r.Err = err.Error()
			return r
		}
		r.BrTests = res.Tests
		v, err := testcomp.Validate(ctx, path, res.SuiteDir, testcomp.ValidateOptions{M32: t.M32})
		if err != nil {
			r.Err = err.Error()
			return r
		}
		r.BrPct, r.BrCov, r.BrTot = v.Branches.Percent(), v.Branches.Covered, v.Branches.Total
	}
	return r
}

func report(rows []row, budget time.Duration) {
	fmt.Printf("| task | model | verdict | reach_error test (validated) | time | branches (tests) |\n")
	fmt.Printf("|---|---|---|---|---|---|\n")
	var falseN, falseOK, trueN, trueClaims, brN int
	var brSum float64
	for _, r := range rows {
		model := "LP64"
		if r.M32 {
			model = "ILP32"
		}
		errCol, timeCol, brCol := "–", "–", "–"
		if r.Verdict == "true" || r.Verdict == "false" {
			switch {
			case r.ErrFound && r.ErrValid:
				errCol = "yes (yes)"
			case r.ErrFound:
				errCol = "yes (NO)"
			default:
				errCol = "no"
			}
			timeCol = fmt.Sprintf("%.1fs", r.ErrTime.Seconds())
		}
		if r.Branches && r.Err == "" {
			brCol = fmt.Sprintf("%.1f%% %d/%d (%d)", r.BrPct, r.BrCov, r.BrTot, r.BrTests)
			brN++
			brSum += r.BrPct
		}
		if r.Err != "" {
			brCol += " error: " + firstLine(r.Err)
		}
		fmt.Printf("| %s | %s | %s | %s | %s | %s |\n", r.Path, model, r.Verdict, errCol, timeCol, brCol)
		switch r.Verdict {
		case "false":
			falseN++
			if r.ErrFound && r.ErrValid {
				falseOK++
			}
		case "true":
			trueN++
			if r.ErrFound {
				trueClaims++
			}
		}
	}
	fmt.Println()
	fmt.Printf("budget per task and property: %s\n", budget)
	fmt.Printf("verdict-false tasks with a validated reach_error test: %d of %d\n", falseOK, falseN)
	fmt.Printf("verdict-true tasks with a claimed reach_error test: %d of %d\n", trueClaims, trueN)
	if brN > 0 {
		fmt.Printf("mean branch coverage of %d coverage-branches suites: %.1f%%\n", brN, brSum/float64(brN))
	}
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	if len(l) > 80 {
		l = l[:80]
	}
	return l
}
