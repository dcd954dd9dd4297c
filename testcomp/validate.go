package testcomp

import (
	"bytes"
	"context"
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/symx/symx/cover"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

//go:embed runtime/harness.c
var harnessSource []byte

// ValidateOptions configure Validate.
type ValidateOptions struct {
	M32      bool          // build with -m32
	Compiler string        // C compiler; "" is gcc (gcov needs the same installation)
	Timeout  time.Duration // per test; 0: replay.DefaultTimeout
	// NoCoverage skips the coverage measurement (only reach_error is
	// checked).
	NoCoverage bool
}

// TestResult is one test's native run.
type TestResult struct {
	Path        string
	Inputs      int
	CoversError bool // the file's claim
	ReachError  bool // the native run reached reach_error
	Outcome     replay.Outcome
}

// Validation is the result of validating a suite.
type Validation struct {
	Task       string
	Tests      []TestResult
	ReachError bool         // some test reached reach_error natively
	Branches   cover.Counts // branches taken at least once (gcov)
	Lines      cover.Counts
	Lost       int // tests whose coverage data was lost (crash, timeout)
}

// Summary is the validator's closing line.
func (v *Validation) Summary() string {
	yes := "no"
	if v.ReachError {
		yes = "yes"
	}
	return fmt.Sprintf("reach_error: %s  branches: %.2f%% (%d/%d)", yes, v.Branches.Percent(), v.Branches.Covered, v.Branches.Total)
}

// Validate runs the suite's tests (testNNN.xml in suiteDir) on the task
// built natively, as Test-Comp's validator does.
func Validate(ctx context.Context, task, suiteDir string, o ValidateOptions) (*Validation, error) {
	files, err := ListTestcases(suiteDir)
	if err != nil {
		return nil, fmt.Errorf("testcomp: %w", err)
	}
	cc := o.Compiler
	if cc == "" {
		cc = "gcc"
	}
	tmp, err := os.MkdirTemp("", "symx-validate-")
	if err != nil {
		return nil, fmt.Errorf("testcomp: %w", err)
	}
	defer os.RemoveAll(tmp)

	// Each test becomes a .ktest whose objects are the inputs' texts.
	v := &Validation{Task: task}
	var ktests []string
	for i, f := range files {
		tc, err := ReadTestcase(f)
		if err != nil {
			return nil, fmt.Errorf("testcomp: %w", err)
		}
		t := &testgen.Test{Args: []string{filepath.Base(task)}, Outcome: testgen.Exit(0)}
		for _, in := range tc.Inputs {
			t.Objects = append(t.Objects, testgen.Object{Name: "input", Bytes: []byte(in.Value)})
		}
		b, err := testgen.MarshalKTest(t)
		if err != nil {
			return nil, fmt.Errorf("testcomp: %s: %w", f, err)
		}
		kt := filepath.Join(tmp, fmt.Sprintf("t%06d.ktest", i))
		if err := os.WriteFile(kt, b, 0o644); err != nil {
			return nil, fmt.Errorf("testcomp: %w", err)
		}
		ktests = append(ktests, kt)
		v.Tests = append(v.Tests, TestResult{Path: f, Inputs: len(tc.Inputs), CoversError: tc.CoversError})
	}

	// The harness, compiled once without instrumentation.
	hsrc := filepath.Join(tmp, "symx_testcomp_harness.c")
	hobj := filepath.Join(tmp, "symx_testcomp_harness.o")
	if err := os.WriteFile(hsrc, harnessSource, 0o644); err != nil {
		return nil, fmt.Errorf("testcomp: %w", err)
	}
	args := []string{"-O1", "-w", "-c", hsrc, "-o", hobj}
	if o.M32 {
		args = append([]string{"-m32"}, args...)
	}
	if out, err := exec.CommandContext(ctx, cc, args...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("testcomp: compiling the harness: %v\n%s", err, bytes.TrimSpace(out))
	}
	flags := []string{"-finstrument-functions", "-w", "-std=gnu11"}

	// reach_error: a plain build, every test run once.
	bin, err := replay.Build(ctx, task, replay.BuildOptions{Compiler: cc, M32: o.M32,
		Output: filepath.Join(tmp, "plain", "task"), ExtraSources: []string{hobj}, ExtraFlags: flags})
	if err != nil {
		return nil, fmt.Errorf("testcomp: building %s: %w", task, err)
	}
	ro := replay.RunOptions{Timeout: o.Timeout}
	for i, kt := range ktests {
		out, err := replay.Run(ctx, bin, kt, nil, ro)
		if err != nil {
			return nil, fmt.Errorf("testcomp: running %s: %w", files[i], err)
		}
		v.Tests[i].Outcome = out
		if out.Status == replay.ReachError {
			v.Tests[i].ReachError = true
			v.ReachError = true
		}
	}
	if o.NoCoverage {
		return v, nil
	}
	rep, err := cover.Measure(ctx, task, ktests, cover.Options{Compiler: cc, M32: o.M32,
		ExtraSources: []string{hobj}, ExtraFlags: flags, Timeout: o.Timeout})
	if err != nil {
		return nil, fmt.Errorf("testcomp: %w", err)
	}
	v.Branches, v.Lines, v.Lost = rep.Branches, rep.Lines, len(rep.Lost)
	return v, nil
}
