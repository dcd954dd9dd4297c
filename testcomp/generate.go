package testcomp

import (
	"context"
	"fmt"
	"github.com/symx/symx/concolic"
	"github.com/symx/symx/technique"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/run"
	"github.com/symx/symx/testgen"
)

// Producer names symx in metadata.xml.
const Producer = "symx " + run.Version

// Options configure Generate.
type Options struct {
	Task      string   // the task's C file (.c or .i)
	Property  Property // what the suite is for
	Spec      string   // the property's text for metadata.xml; "" is Property.Spec()
	M32       bool     // ILP32 data model (-m32)
	OutputDir string   // the run's output directory; the suite goes into OutputDir/test-suite
	MaxTime   time.Duration
	Search    []string // searchers; nil: run's default (with Concolic, branch strategies)
	Seed      uint64
	// Concolic runs MuSE's concolic mode (concolic.Technique) with these
	// partial-solution sources, random seeds and screening: random seeds
	// run concretely first find what no search reaches by forking, such
	// as an error behind a loop with a large input-chosen count.
	Concolic         bool
	PartialSolutions string
	RandomSeeds      int
	ScreenSeeds      bool
	MaxMemory        uint64 // bytes; 0: none
	// Now stamps metadata.xml; nil: time.Now.
	Now func() time.Time
}

// Result summarizes a generated suite.
type Result struct {
	Dir        string // the run's output directory
	SuiteDir   string // Dir/test-suite
	Tests      int    // testNNN.xml files written
	ErrorTests int    // of which coversError
	Run        *run.Result
}

// FoundError reports whether some test covers the error.
func (r *Result) FoundError() bool { return r.ErrorTests > 0 }

// Generate runs symx on the task and writes the Test-Comp suite.
func Generate(ctx context.Context, o Options) (*Result, error) {
	spec := o.Spec
	if spec == "" {
		spec = o.Property.Spec()
	}
	now := time.Now
	if o.Now != nil {
		now = o.Now
	}
	meta, err := NewMetadata(o.Task, spec, Producer, o.M32, now())
	if err != nil {
		return nil, fmt.Errorf("testcomp: %w", err)
	}
	meta.ProgramFile = filepath.Base(o.Task)
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	if o.OutputDir == "" {
		// A new symx-out-N, made here so the suite's place is known
		// before the first test.
		if o.OutputDir, err = testgen.NewOutputDir(".", ""); err != nil {
			return nil, err
		}
	}
	w := &suiteWriter{seen: map[string]bool{}, stopOnError: o.Property == CoverageError, cancel: cancel, base: o.OutputDir}
	cfg := run.Config{
		Input:     o.Task,
		M32:       o.M32,
		OutputDir: o.OutputDir,
		MaxTime:   o.MaxTime,
		Search:    o.Search,
		Seed:      o.Seed,
		Techniques: []technique.Technique{&concolic.Technique{On: o.Concolic, RandomSeeds: o.RandomSeeds,
			ScreenSeeds: o.ScreenSeeds, PartialSolutions: o.PartialSolutions}},
		MaxMemory:    o.MaxMemory,
		OnTerminate:  w.terminated,
		NoDumpOnHalt: o.Property == CoverageError,
		CommandLine:  []string{"symx", "testcomp", o.Task, "--property", o.Property.String()},
	}
	res, err := run.Run(ctx, cfg)
	if err != nil {
		return nil, err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return nil, w.err
	}
	if w.dir == "" {
		if err := w.open(res.Dir); err != nil {
			return nil, err
		}
	}
	if w.stopOnError && w.errors > 0 && parent.Err() == nil && res.Halted == "interrupted" {
		// The run was cancelled here, by the first test reaching the
		// error, not by the user: info must say so.
		res.Halted = ReachErrorHalt
		if err := rewriteHalted(res.Dir, ReachErrorHalt); err != nil {
			return nil, fmt.Errorf("testcomp: %w", err)
		}
	}
	if err := WriteMetadata(w.dir, meta); err != nil {
		return nil, fmt.Errorf("testcomp: %w", err)
	}
	return &Result{Dir: res.Dir, SuiteDir: w.dir, Tests: w.n, ErrorTests: w.errors, Run: res}, nil
}

// ReachErrorHalt is why a coverage-error run stops early (info's halted
// line).
const ReachErrorHalt = "reach_error reached (coverage-error stops at the first test that reaches it)"

// rewriteHalted replaces the halted line of dir's info.
func rewriteHalted(dir, reason string) error {
	path := filepath.Join(dir, "info")
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	lines := strings.SplitAfter(string(b), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "halted: ") {
			lines[i] = "halted: " + reason + "\n"
		}
	}
	return os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644)
}

// suiteWriter turns terminations into testNNN.xml files.
type suiteWriter struct {
	mu          sync.Mutex
	base        string // the run's output directory
	dir         string
	n, errors   int
	seen        map[string]bool
	stopOnError bool
	cancel      context.CancelFunc
	err         error
}

func (w *suiteWriter) open(base string) error {
	w.dir = filepath.Join(base, "test-suite")
	if err := os.MkdirAll(w.dir, 0o755); err != nil {
		return fmt.Errorf("testcomp: %w", err)
	}
	return nil
}

func (w *suiteWriter) terminated(t *exec.Termination) {
	if t.Outcome == exec.Silent {
		return
	}
	reach := t.Outcome == exec.BugFound && t.Bug != nil && t.Bug.Kind == exec.BugReachError
	tc := &Testcase{CoversError: reach}
	var key strings.Builder
	for _, v := range t.Nondet {
		ctype, _, _ := nondetType(v.Func)
		lit := Literal(v)
		tc.Inputs = append(tc.Inputs, Input{Type: ctype, Value: lit})
		key.WriteString(lit)
		key.WriteByte(',')
	}
	if reach {
		key.WriteString("E")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil || w.seen[key.String()] || (w.stopOnError && w.errors > 0) {
		return
	}
	w.seen[key.String()] = true
	if w.dir == "" {
		if err := w.open(w.base); err != nil {
			w.err = err
			return
		}
	}
	w.n++
	if err := WriteTestcase(filepath.Join(w.dir, fmt.Sprintf("test%03d.xml", w.n)), tc); err != nil {
		w.err = fmt.Errorf("testcomp: %w", err)
		return
	}
	if reach {
		w.errors++
		if w.stopOnError {
			w.cancel()
		}
	}
}
