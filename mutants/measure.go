package mutants

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

//go:embed tracer/tracer.c
var tracerSource []byte

// DefaultTimeout bounds one run of a test when Options.Timeout is zero.
const DefaultTimeout = 2 * time.Second

// Options configures Measure.
type Options struct {
	// Compiler is the C compiler (replay.BuildOptions.Compiler); it must
	// be a clang that compiles LLVM 14 IR. Empty means clang-14.
	Compiler string
	// M32 builds 32-bit binaries, for tests whose output directories do
	// not record their data model (KLEE's).
	M32 bool
	// Timeout bounds each run of a test; zero means DefaultTimeout.
	Timeout time.Duration
	// Jobs is how many mutants are built and run at once; zero means the
	// number of CPUs.
	Jobs int
	// MaxMutants, when positive and below the number of mutants, keeps a
	// sample of that many, drawn with Seed.
	MaxMutants int
	Seed       uint64
	// Progress, if set, is called with the number of test runs done and
	// the most there can be (runs a killed mutant no longer needs count
	// as done). It may be called from several goroutines.
	Progress func(done, total int)
}

// Suite is a test suite: output directories and test files.
type Suite struct {
	Name  string   `json:"name"`
	Paths []string `json:"-"`
}

// Report is the result of Measure.
type Report struct {
	Program string `json:"program"`
	// Made counts the program's mutants by operator before sampling.
	Made    map[Operator]int `json:"made"`
	Sampled bool             `json:"sampled"` // Mutants is a sample of them
	Suites  []SuiteReport    `json:"suites"`
	Mutants []Result         `json:"mutants"`
}

// SuiteReport says which of a suite's tests scored.
type SuiteReport struct {
	Name  string `json:"name"`
	Tests int    `json:"tests"` // test files found
	Used  int    `json:"used"`  // tests replayed on the mutants
	// Dropped are the tests not used, with why: unreadable, input
	// mismatch (made for another program), timed out or slow on the
	// original, or not the same on the original and its traced build.
	Dropped []Dropped `json:"dropped,omitempty"`
}

// Dropped is a test left out of the measurement.
type Dropped struct {
	Test   string `json:"test"`
	Reason string `json:"reason"`
}

// Result is one mutant's fate.
type Result struct {
	Mutant
	// Invalid is the compiler's complaint when the mutant does not
	// compile; it is then neither killed nor alive.
	Invalid string `json:"invalid,omitempty"`
	// Reached says, per suite, whether a test runs the mutant's basic
	// block; only those tests are run on it. A mutant no suite reaches is
	// not built (it counts as valid: the operators make valid IR).
	Reached []bool `json:"reached"`
	// Kills holds, per suite, the first test that killed the mutant; nil
	// if none did.
	Kills []*Kill `json:"kills"`
}

// Kill is the test that killed a mutant, and how its run differed.
type Kill struct {
	Test string `json:"test"`
	How  string `json:"how"`
}

// Valid counts the mutants that compiled, or were not built (no test
// reaches them).
func (r *Report) Valid() int {
	n := 0
	for _, m := range r.Mutants {
		if m.Invalid == "" {
			n++
		}
	}
	return n
}

// Count returns, for the mutants of operator op (all if op is -1), how
// many there are, how many are invalid and how many suite s kills.
func (r *Report) Count(op int, s int) (mutants, invalid, killed int) {
	for _, m := range r.Mutants {
		if op >= 0 && int(m.Operator) != op {
			continue
		}
		mutants++
		if m.Invalid != "" {
			invalid++
		} else if m.Kills[s] != nil {
			killed++
		}
	}
	return
}

// Reached counts the mutants suite s reaches (some test runs the
// mutant's basic block).
func (r *Report) Reached(s int) int {
	n := 0
	for _, m := range r.Mutants {
		if m.Reached[s] {
			n++
		}
	}
	return n
}

// Score is suite s's mutation score: killed mutants over valid ones (0
// with none valid).
func (r *Report) Score(s int) float64 {
	_, _, k := r.Count(-1, s)
	if v := r.Valid(); v > 0 {
		return float64(k) / float64(v)
	}
	return 0
}

// baseline is a test and its outcome on the original program.
type baseline struct {
	path string
	o    replay.Outcome
	hits []byte // byte k is not 0 when the test runs traced block k
}

// Measure computes the mutation score of each suite on prog (C source,
// LLVM IR text or bitcode): see the package's documentation.
func Measure(ctx context.Context, prog string, suites []Suite, opts Options) (*Report, error) {
	if len(suites) == 0 {
		return nil, errors.New("mutants: no test suite given")
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.Jobs <= 0 {
		opts.Jobs = runtime.NumCPU()
	}
	if opts.Compiler == "" {
		opts.Compiler = "clang-14"
	}
	if _, err := exec.LookPath(opts.Compiler); err != nil {
		return nil, fmt.Errorf("mutants: compiler %s not found: install clang-14 (apt-get install clang-14), or name a clang that compiles LLVM 14 IR", opts.Compiler)
	}
	files, model, err := suiteFiles(suites)
	if err != nil {
		return nil, err
	}
	build := replay.BuildOptions{Compiler: opts.Compiler, M32: opts.M32}
	switch model {
	case testgen.DataModelILP32:
		build.M32 = true
	case testgen.DataModelLP64:
		build.M32 = false
	}

	tmp, err := os.MkdirTemp("", "symx-mutants-")
	if err != nil {
		return nil, fmt.Errorf("mutants: %w", err)
	}
	defer os.RemoveAll(tmp)
	runOpts := replay.RunOptions{Timeout: opts.Timeout}
	if os.Geteuid() == 0 {
		// A mutant can do what the program never does (kill -KILL -1,
		// unlink another path): as root, every run is the C library
		// model's user's, in a PID namespace of its own, which reaches
		// the binaries through tmp.
		runOpts.User, runOpts.IsolatePIDs = replay.ModelUser, true
		if err := os.Chmod(tmp, 0o755); err != nil {
			return nil, fmt.Errorf("mutants: %w", err)
		}
	}
	b := &bench{run: runOpts, jobs: opts.Jobs, report: opts.Progress}
	ll, err := programIR(ctx, prog, tmp, build)
	if err != nil {
		return nil, err
	}
	mod, err := ParseModule(ll)
	if err != nil {
		return nil, fmt.Errorf("mutants: %s: %w", prog, err)
	}
	rep := &Report{Program: prog, Made: map[Operator]int{}}
	for _, op := range Operators() {
		rep.Made[op] = 0
	}
	all := mod.Mutants()
	for _, m := range all {
		rep.Made[m.Operator]++
	}
	chosen := sample(all, opts.MaxMutants, opts.Seed)
	rep.Sampled = len(chosen) < len(all)

	if err := b.buildOriginals(ctx, tmp, ll, mod, build); err != nil {
		var be *replay.BuildError
		if errors.As(err, &be) {
			return nil, fmt.Errorf("mutants: %s does not compile natively: %w", prog, err)
		}
		return nil, err
	}

	// The baseline: every test on the original and on its traced build,
	// which says which of the mutants' basic blocks each test runs.
	nfiles := 0
	for _, f := range files {
		nfiles += len(f)
	}
	b.total.Store(int64(2 * nfiles))
	bases := make([][]baseline, len(suites))
	for i, s := range suites {
		sr := SuiteReport{Name: s.Name, Tests: len(files[i])}
		if bases[i], sr.Dropped, err = b.baseline(ctx, files[i]); err != nil {
			return nil, err
		}
		sr.Used = len(bases[i])
		rep.Suites = append(rep.Suites, sr)
	}

	// Each mutant: the tests that run its basic block.
	rep.Mutants = make([]Result, len(chosen))
	reach := make([][][]baseline, len(chosen))
	runs := 0
	for k, mu := range chosen {
		r := &rep.Mutants[k]
		r.Mutant = mu
		r.Kills = make([]*Kill, len(suites))
		r.Reached = make([]bool, len(suites))
		reach[k] = make([][]baseline, len(suites))
		for i, bs := range bases {
			for _, t := range bs {
				if mu.block < len(t.hits) && t.hits[mu.block] != 0 {
					reach[k][i] = append(reach[k][i], t)
				}
			}
			r.Reached[i] = len(reach[k][i]) > 0
			runs += len(reach[k][i])
		}
	}
	b.total.Add(int64(runs))
	err = parallel(ctx, opts.Jobs, len(chosen), func(k int) error {
		dir := filepath.Join(tmp, fmt.Sprintf("m%07d", chosen[k].ID))
		return b.mutant(ctx, dir, mod, build, &rep.Mutants[k], reach[k])
	})
	if err != nil {
		return nil, err
	}
	return rep, nil
}

// mutant builds mutant r in dir and runs on it the tests of each suite
// that reach it, up to the first that kills it.
func (b *bench) mutant(ctx context.Context, dir string, mod *Module, build replay.BuildOptions, r *Result, reach [][]baseline) error {
	n := 0
	for _, ts := range reach {
		n += len(ts)
	}
	if n == 0 {
		return nil // no test runs the changed code: not built
	}
	defer os.RemoveAll(dir)
	bin, err := buildIR(ctx, dir, mod.Source(r.Mutant), build)
	if err != nil {
		var be *replay.BuildError
		if !errors.As(err, &be) {
			return err
		}
		r.Invalid = firstError(be.Output)
		b.progress(n)
		return nil
	}
	for i, ts := range reach {
		for j, t := range ts {
			res, err := replayOn(ctx, bin, t.path, b.run)
			if err != nil {
				return err
			}
			b.progress(1)
			if how := differ(t.o, res.Outcome); how != "" {
				r.Kills[i] = &Kill{Test: t.path, How: how}
				b.progress(len(ts) - j - 1)
				break
			}
		}
	}
	return nil
}

// bench is what the runs of one Measure share.
type bench struct {
	orig, traced string // the original's binaries, plain and traced
	hitsDir      string // where the traced runs write their hits files
	run          replay.RunOptions
	jobs         int
	report       func(done, total int)
	done, total  atomic.Int64
}

// buildOriginals builds the original program and its traced build, and
// makes the directory of the traced runs' hits files. The binaries' paths,
// which a program prints with its name (argv[0] in a usage message), have
// the same length: "original", "traced00" and a mutant's "m%07d", so that
// long outputs are cut at the same places, and replayOn replaces each by
// one name.
func (b *bench) buildOriginals(ctx context.Context, tmp string, ll []byte, mod *Module, build replay.BuildOptions) error {
	var err error
	if b.orig, err = buildIR(ctx, filepath.Join(tmp, "original"), ll, build); err != nil {
		return err
	}
	tracer := filepath.Join(tmp, "symx_mutants_tracer.c")
	if err := os.WriteFile(tracer, tracerSource, 0o644); err != nil {
		return fmt.Errorf("mutants: %w", err)
	}
	build.ExtraSources = append(build.ExtraSources[:len(build.ExtraSources):len(build.ExtraSources)], tracer)
	if b.traced, err = buildIR(ctx, filepath.Join(tmp, "traced00"), mod.Traced(), build); err != nil {
		return err
	}
	if b.hitsDir, err = os.MkdirTemp(tmp, "hits"); err == nil {
		err = os.Chmod(b.hitsDir, 0o755)
	}
	if err != nil {
		return fmt.Errorf("mutants: %w", err)
	}
	return nil
}

// progress counts n runs done.
func (b *bench) progress(n int) {
	d := b.done.Add(int64(n))
	if b.report != nil {
		b.report(int(d), int(b.total.Load()))
	}
}

// baseline replays every test of files on the original and on its
// traced build, and returns the tests to use, with their outcomes and the
// basic blocks they run, and the tests dropped, with why.
func (b *bench) baseline(ctx context.Context, files []string) ([]baseline, []Dropped, error) {
	outs := make([][2]replay.Outcome, len(files))
	hits := make([][]byte, len(files))
	errs := make([]error, len(files))
	err := parallel(ctx, b.jobs, len(files), func(k int) error {
		hf, err := os.CreateTemp(b.hitsDir, "hits-")
		if err == nil {
			hf.Close()
			defer os.Remove(hf.Name())
			if b.run.User != nil {
				err = os.Chown(hf.Name(), int(b.run.User.Uid), int(b.run.User.Gid))
			}
		}
		if err != nil {
			return fmt.Errorf("mutants: %w", err)
		}
		for r, bin := range []string{b.orig, b.traced} {
			opts := b.run
			if r == 1 {
				opts.Env = append(opts.Env[:len(opts.Env):len(opts.Env)], "SYMX_MUTANTS_HITS="+hf.Name())
			}
			res, err := replayOn(ctx, bin, files[k], opts)
			b.progress(1)
			if err != nil {
				if ctx.Err() != nil {
					return err
				}
				errs[k] = err // unreadable, or not runnable here: dropped
				b.progress(1 - r)
				return nil
			}
			outs[k][r] = res.Outcome
		}
		hits[k], err = os.ReadFile(hf.Name())
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	var used []baseline
	var dropped []Dropped
	for k, f := range files {
		o := outs[k][0]
		reason := ""
		switch {
		case errs[k] != nil:
			reason = strings.TrimPrefix(errs[k].Error(), f+": ")
		case o.Status == replay.InputMismatch || o.Status == replay.BadTestFile:
			reason = o.String()
		case o.Status == replay.TimedOut:
			reason = fmt.Sprintf("timed out on the original (--timeout %v)", b.run.Timeout)
		case max(o.Duration, outs[k][1].Duration) > b.run.Timeout/2:
			// A mutant's run would time out for the load alone.
			reason = fmt.Sprintf("took %v on the original, over half the time limit (--timeout %v)",
				max(o.Duration, outs[k][1].Duration).Round(time.Millisecond), b.run.Timeout)
		case differ(o, outs[k][1]) != "":
			reason = "not the same on the original and on its traced build: " + differ(o, outs[k][1])
		}
		if reason != "" {
			dropped = append(dropped, Dropped{f, reason})
			continue
		}
		used = append(used, baseline{f, o, hits[k]})
	}
	return used, dropped, nil
}

// sample returns n of the mutants (all if n is not positive or not below
// their number), drawn with seed, in their order.
func sample(all []Mutant, n int, seed uint64) []Mutant {
	if n <= 0 || n >= len(all) {
		return all
	}
	rng := rand.New(rand.NewPCG(seed, 0x6d7574616e7473))
	idx := rng.Perm(len(all))[:n]
	sort.Ints(idx)
	out := make([]Mutant, n)
	for i, j := range idx {
		out[i] = all[j]
	}
	return out
}

// suiteFiles lists the test files of each suite, and the data model
// their directories record ("" when none does).
func suiteFiles(suites []Suite) ([][]string, string, error) {
	files := make([][]string, len(suites))
	model := ""
	for i, s := range suites {
		f, m, err := expand(s.Paths)
		if err != nil {
			return nil, "", err
		}
		if m != "" && model != "" && m != model {
			return nil, "", fmt.Errorf("mutants: the suites' data models differ (%s and %s): measure them separately", model, m)
		}
		if m != "" {
			model = m
		}
		files[i] = f
	}
	return files, model, nil
}

// expand lists the test files of paths (directories or files) and the
// data model their directories record ("" when none does).
func expand(paths []string) (files []string, model string, err error) {
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, "", fmt.Errorf("mutants: %w", err)
		}
		dir := filepath.Dir(p)
		if st.IsDir() {
			fs, err := testgen.ListTests(p)
			if err != nil {
				return nil, "", err
			}
			files, dir = append(files, fs...), p
		} else {
			files = append(files, p)
		}
		if m := testgen.DataModel(dir); m != "" {
			if model != "" && m != model {
				return nil, "", fmt.Errorf("mutants: %s records data model %s, another test %s", dir, m, model)
			}
			model = m
		}
	}
	return files, model, nil
}

// programIR returns prog's LLVM IR text: a C file compiled by replay.Build
// (EmitLLVM, so with the flags the native build uses), a .ll read, a .bc
// disassembled with llvm-dis.
func programIR(ctx context.Context, prog, tmp string, build replay.BuildOptions) ([]byte, error) {
	switch ext := strings.ToLower(filepath.Ext(prog)); ext {
	case ".c", ".i":
		build.EmitLLVM = true
		build.Output = filepath.Join(tmp, "program.ll")
		out, err := replay.Build(ctx, prog, build)
		if err != nil {
			return nil, fmt.Errorf("mutants: %s does not compile: %w", prog, err)
		}
		return os.ReadFile(out)
	case ".ll":
		b, err := os.ReadFile(prog)
		if err != nil {
			return nil, fmt.Errorf("mutants: %w", err)
		}
		return b, nil
	case ".bc":
		dis := ""
		for _, name := range []string{"llvm-dis-14", "llvm-dis"} {
			if p, err := exec.LookPath(name); err == nil {
				dis = p
				break
			}
		}
		if dis == "" {
			return nil, fmt.Errorf("mutants: %s: llvm-dis-14 not found: install it (apt-get install llvm-14) or pass the .ll or .c file", prog)
		}
		var stderr bytes.Buffer
		cmd := exec.CommandContext(ctx, dis, prog, "-o", "-")
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("mutants: %s: %s failed (%v): %s", prog, filepath.Base(dis), err, firstError(stderr.String()))
		}
		return out, nil
	default:
		return nil, fmt.Errorf("mutants: %s: unknown input kind %q: want .c, .i, .ll or .bc", prog, ext)
	}
}

// buildIR writes ll in dir and builds it with the replay runtime into
// dir/prog: every binary has the same name, which a program may print.
func buildIR(ctx context.Context, dir string, ll []byte, build replay.BuildOptions) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("mutants: %w", err)
	}
	src := filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(src, ll, 0o644); err != nil {
		return "", fmt.Errorf("mutants: %w", err)
	}
	build.Output = filepath.Join(dir, "prog")
	// Flags for C (-I, -D) are unused on IR.
	build.ExtraFlags = append(build.ExtraFlags[:len(build.ExtraFlags):len(build.ExtraFlags)], "-Wno-unused-command-line-argument")
	return replay.Build(ctx, src, build)
}

// replayOn replays test on binary, with binary's path in stdout replaced
// by "prog".
func replayOn(ctx context.Context, binary, test string, opts replay.RunOptions) (replay.FileResult, error) {
	res, err := replay.ReplayFile(ctx, binary, test, opts)
	res.Outcome.Stdout = bytes.ReplaceAll(res.Outcome.Stdout, []byte(binary), []byte("prog"))
	return res, err
}

// differ says how outcome b differs from the original's a, or "" if it
// does not: the way the run ended (exit status, crash class and signal,
// the runtime's endings, timeout) and the standard output's bytes.
func differ(a, b replay.Outcome) string {
	if a.Status != b.Status || a.ExitCode != b.ExitCode || a.Signal != b.Signal || a.Fault != b.Fault {
		return fmt.Sprintf("%s (original: %s)", brief(b), brief(a))
	}
	if !bytes.Equal(a.Stdout, b.Stdout) {
		n := 0
		for n < len(a.Stdout) && n < len(b.Stdout) && a.Stdout[n] == b.Stdout[n] {
			n++
		}
		return fmt.Sprintf("stdout differs from byte %d", n)
	}
	return ""
}

// brief is o's status in a few words, without a sanitizer's or the
// runtime's detail.
func brief(o replay.Outcome) string {
	o.Detail = ""
	return o.String()
}

// firstError is the first line of compiler output that says "error", or
// its first line.
func firstError(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for _, l := range lines {
		if strings.Contains(l, "error") {
			return strings.TrimSpace(l)
		}
	}
	return strings.TrimSpace(lines[0])
}

// parallel calls f(0..n-1) on up to jobs goroutines and returns the first
// error, after which no new call starts.
func parallel(ctx context.Context, jobs, n int, f func(int) error) error {
	var (
		mu    sync.Mutex
		first error
		next  int
		wg    sync.WaitGroup
	)
	for w := 0; w < min(jobs, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				k := next
				next++
				stop := first != nil || k >= n
				mu.Unlock()
				if stop {
					return
				}
				err := ctx.Err()
				if err == nil {
					err = f(k)
				}
				if err != nil {
					mu.Lock()
					if first == nil {
						first = err
					}
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	return first
}
