package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/symx/symx/projbuild"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/testgen"
)

// kleeLine is the command line of KLEE's coreutils experiments after the
// program (Homi uses it too): up to one argument of up to 10 bytes, up to
// two of 2 bytes, one symbolic file of 8 bytes, 8 bytes of stdin.
var kleeLine = []string{"--sym-args", "0", "1", "10", "--sym-args", "0", "2", "2",
	"--sym-files", "1", "8", "--sym-stdin", "8", "--sym-stdout"}

// engineRun is one engine's run on one program.
type engineRun struct {
	Engine    string
	Tests     int
	Completed int64
	Insts     int64
	Externals int64 // unmodeled external calls (symx) or external functions called (KLEE)
	Bugs      int
	// RealBugs are the bug tests that crash natively on the ASan build
	// (-asan; -1 without it), named in RealBugTests.
	RealBugs     int
	RealBugTests []string
	// Reports are the bug tests' reports (kind and place), both engines'.
	Reports   []bugReport `json:",omitempty"`
	Wall      time.Duration
	RSSMB     int64   // peak memory of the engine's process tree (peakmem.go)
	SolverPct float64 // solver time / wall time, -1 when unknown
	Lines     cov
	Branches  cov
	Mismatch  int // tests whose native replay disagrees (symx only)
	// Mismatches names them, with the reason (the output is kept).
	Mismatches []string
	Replayed   int
	// ReplayErrors are the first tests that could not be replayed at all
	// (twice), with why.
	ReplayErrors []string `json:",omitempty"`
	Err          string
	// Out is the engine's output directory (-plot reads its run.stats).
	Out string `json:",omitempty"`
	// Config names a -config (symx with extra flags); its run.stats
	// gives the live states (most, and the average over the samples),
	// and homi.log the runs of a --homi loop.
	Config            string
	LiveMax, LiveMean float64
	Runs              int
	// Pruned are the runs of the loop that pruned states.
	Pruned int
	// Covered are the gcov branches the replay covered, for counting
	// those no other configuration covers.
	Covered map[string]bool
	// For -pse (symx only): paths ended early (KLEE's partially
	// completed: PSE's cuts among them), whether the run halted (a
	// budget) before exhausting the program, the distinct bugs (kind and
	// location, from info), and PSE's line of info.
	Partial int64
	Halted  string
	BugSet  []string
	PSE     pseInfo
}

type cov struct{ Hit, Total int }

func (c cov) pct() float64 {
	if c.Total == 0 {
		return 0
	}
	return 100 * float64(c.Hit) / float64(c.Total)
}

// engine runs one symbolic executor.
type engine struct {
	Name string // the engine, or the -config
	Kind string // symx or KLEE: whose tests must replay to their outcome
	Bin  string
	// args builds the command line for a bitcode file, its program's
	// line and an output dir, with more engine flags (a seed).
	args func(bc, out string, line []string, budget time.Duration, more ...string) []string
	// parse fills r from the output directory.
	parse func(out string, r *engineRun)
}

// symxEngine runs symx with extra flags on the program's command line.
func symxEngine(bin string, extra ...string) *engine {
	return &engine{Name: "symx", Kind: "symx", Bin: bin,
		args: func(bc, out string, line []string, budget time.Duration, more ...string) []string {
			args := append([]string{"run", "--posix-runtime", "--max-time=" + budget.String(),
				"--output-dir=" + out}, extra...)
			return append(append(append(args, more...), bc), line...)
		},
		parse: func(out string, r *engineRun) {
			info := readInfo(out, r)
			r.Halted = haltedOf(info)
			r.BugSet = bugSet(info)
			r.PSE = parsePSE(readFile(filepath.Join(out, "info")))
			r.SolverPct = -1
			if q, w := symxTimes(filepath.Join(out, "run.stats")); w > 0 {
				r.SolverPct = 100 * q / w
			}
			r.LiveMax, r.LiveMean = liveStates(filepath.Join(out, "run.stats"))
			r.Runs, r.Pruned = homiRuns(filepath.Join(out, "homi.log"))
		},
	}
}

// kleeEngine runs KLEE 3.2 on the program's command line, with extra
// flags before the program.
func kleeEngine(bin string, extra ...string) *engine {
	return &engine{Name: "KLEE", Kind: "KLEE", Bin: bin,
		args: func(bc, out string, line []string, budget time.Duration, more ...string) []string {
			args := append([]string{"--libc=uclibc", "--posix-runtime",
				fmt.Sprintf("--max-time=%ds", int(budget.Seconds())), "--output-dir=" + out,
				"--watchdog"}, extra...)
			return append(append(append(args, more...), bc), line...)
		},
		parse: func(out string, r *engineRun) {
			readInfo(out, r)
			r.SolverPct, r.Externals = kleeStats(filepath.Join(out, "run.stats"))
		},
	}
}

// run executes e on bc and its command line with a fresh output
// directory, measuring wall time and the peak memory of its process tree
// (peakmem.go), then reads its results.
func (e *engine) run(ctx context.Context, bc, out string, line []string, budget time.Duration, more ...string) engineRun {
	r := engineRun{Engine: e.Kind, SolverPct: -1, Out: out}
	os.RemoveAll(out)
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		r.Err = err.Error()
		return r
	}
	// Generous: both engines dump their states after the budget.
	ctx, cancel := context.WithTimeout(ctx, 3*budget+2*time.Minute)
	defer cancel()
	c := exec.CommandContext(ctx, e.Bin, e.args(bc, out, line, budget, more...)...)
	c.Dir = filepath.Dir(bc)
	var stderr bytes.Buffer
	c.Stdout, c.Stderr = &stderr, &stderr
	start := time.Now()
	var peakKB int64
	err := c.Start()
	if err == nil {
		tree := sampleTree(c.Process.Pid)
		err = c.Wait()
		peakKB = tree.Stop()
	}
	r.Wall = time.Since(start)
	if c.ProcessState != nil {
		// The kernel's exact peak of the started process, when a sample
		// missed it (one process, a short peak).
		if ru, ok := c.ProcessState.SysUsage().(*syscall.Rusage); ok {
			peakKB = max(peakKB, ru.Maxrss)
		}
	}
	r.RSSMB = peakKB / 1024
	if err != nil && c.ProcessState == nil {
		r.Err = err.Error()
		return r
	}
	if err != nil && !exitedOnError(c) {
		r.Err = lastLine(stderr.String())
	}
	e.parse(out, &r)
	tests := filesEnding(out, ".ktest")
	r.Tests = len(tests)
	errs := filesEnding(out, ".err")
	r.Bugs = len(errs)
	r.Reports = bugReports(errs)
	return r
}

// exitedOnError: a non-zero status with output written is an engine's
// ordinary "errors were found" exit, not a failure of the run.
func exitedOnError(c *exec.Cmd) bool {
	ws, ok := c.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Exited() && ws.ExitStatus() == 1
}

// asRoot: replays then run in a PID namespace of their own (a replay of
// kill with the arguments -KILL -1 ended every process on the machine),
// as the C library model's user (see nativeRun).
var asRoot = os.Geteuid() == 0

// nativeRun prepares the replays of native. As root they run as the
// model's user (replay.ModelUser), whose answers the model gives (chmod of
// root's files, mkdir in "/": replayed as root they succeeded, 130
// mismatches, and left files in "/"): the binary is copied where that user
// can run it (the cache may sit in root's home), and its .gcda files go
// under a directory the user owns (GCOV_PREFIX) until done moves them
// back beside the build's .gcno files.
func nativeRun(native string, timeout time.Duration) (bin string, opts replay.RunOptions, done func(), err error) {
	opts = replay.RunOptions{Timeout: timeout}
	if !asRoot {
		return native, opts, func() {}, nil
	}
	tmp, err := os.MkdirTemp(replay.TempDir(), "symx-native-")
	if err != nil {
		return "", opts, nil, err
	}
	u := replay.ModelUser
	prefix := filepath.Join(tmp, "gcda")
	bin = filepath.Join(tmp, filepath.Base(native))
	if err = replay.ShareWith(u, tmp, prefix); err == nil {
		err = replay.CopyExecutable(native, bin)
	}
	if err != nil {
		os.RemoveAll(tmp)
		return "", opts, nil, err
	}
	opts.IsolatePIDs, opts.User = true, u
	opts.Env = []string{"GCOV_PREFIX=" + prefix, "GCOV_PREFIX_STRIP=0"}
	return bin, opts, func() {
		filepath.WalkDir(prefix, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".gcda") {
				os.Rename(p, strings.TrimPrefix(p, prefix))
			}
			return nil
		})
		os.RemoveAll(tmp)
	}, nil
}

// replayAll replays every test of out on the gcov build's native program
// (after removing the program's old .gcda files) and measures coverage of
// its own sources. Only one replayAll may run per gcov build at a time.
// Replays run replayJobs at a time: tests that wait for input or time
// (tail -f, sleep) spend their timeout idle, and KLEE writes thousands
// of them; gcov's run-time library locks the .gcda files it merges into.
func replayAll(ctx context.Context, p *pkg, gcovDir string, prog projbuild.Program, out string, r *engineRun) {
	for _, g := range p.sources(gcovDir, prog.Name) {
		os.Remove(g)
	}
	native, opts, done, err := nativeRun(prog.Coverage, 5*time.Second)
	if err != nil {
		r.Err = "replay: " + err.Error()
		return
	}
	tests := filesEnding(out, ".ktest")
	var (
		mu    sync.Mutex
		again []recheck // symx's mismatches that recheckAll runs again
	)
	inParallel(len(tests), func(i int) {
		t := tests[i]
		res, err := replay.ReplayFile(ctx, native, t, opts)
		if err != nil && ctx.Err() == nil {
			// An error of the replay itself (starting the process, its
			// files), not a verdict: a loaded machine's, tried once more.
			res, err = replay.ReplayFile(ctx, native, t, opts)
		}
		mu.Lock()
		defer mu.Unlock()
		if err != nil {
			if len(r.ReplayErrors) < 5 {
				r.ReplayErrors = append(r.ReplayErrors, filepath.Base(t)+": "+err.Error())
			}
			return
		}
		r.Replayed++
		if r.Engine == "symx" && res.Verdict.Result == replay.Mismatch {
			if c, ok := recheckable(res); ok {
				c.test = t
				again = append(again, c)
			} else {
				r.Mismatches = append(r.Mismatches, filepath.Base(t)+": "+res.Verdict.Reason)
			}
		}
	})
	r.Mismatches = append(r.Mismatches, recheckAll(ctx, native, opts, again)...)
	r.Mismatch = len(r.Mismatches)
	done()
	sort.Strings(r.Mismatches)
	r.Lines, r.Branches, r.Covered = gcovOf(ctx, p.sources(gcovDir, prog.Name))
}

// A recheck is a symx test whose replay did not reproduce, run again for
// its verdict: with a longer timeout when it timed out (a walk of "/",
// du / or chmod -R /, outlasts the timeout on a loaded machine; sleep 7
// sleeps), under valgrind's memcheck when a memory error ran to a normal
// exit (coreutils' quotearg leaves a string without its NUL for glibc's
// vfprintf to read past: natively unseen).
type recheck struct {
	test     string
	memcheck bool
}

// recheckable says whether res's mismatch gets a recheck, and which.
func recheckable(res replay.FileResult) (recheck, bool) {
	switch {
	case res.Outcome.Status == replay.TimedOut:
		return recheck{}, true
	case res.Outcome.Status == replay.Exited && memcheckable(res.Test.Outcome.Kind()):
		return recheck{memcheck: true}, replay.HaveValgrind()
	}
	return recheck{}, false
}

// memcheckable: the kinds of memory error valgrind's memcheck reports
// (a write to read-only memory faults natively anyway).
func memcheckable(k testgen.Kind) bool {
	return k == testgen.KindPtr || k == testgen.KindFree
}

// recheckAll runs the rechecks, replayJobs at a time, with
// recheckTimeout, and returns the mismatches that remain. Their coverage
// is not counted (GCOV_PREFIX is a scratch directory): a recheck decides
// the verdict only, and KLEE's tests, whose outcome is not recorded, get
// none.
func recheckAll(ctx context.Context, native string, opts replay.RunOptions, again []recheck) []string {
	if len(again) == 0 {
		return nil
	}
	scratch, err := os.MkdirTemp("", "symx-recheck-")
	if err == nil && asRoot {
		err = os.Chown(scratch, int(replay.ModelUser.Uid), int(replay.ModelUser.Gid))
	}
	if err != nil {
		return []string{"recheck: " + err.Error()}
	}
	defer os.RemoveAll(scratch)
	opts.Timeout = recheckTimeout
	opts.Env = []string{"GCOV_PREFIX=" + scratch, "GCOV_PREFIX_STRIP=0"}
	var out []string
	for _, c := range again[min(len(again), maxRechecks):] {
		out = append(out, filepath.Base(c.test)+": not rechecked (more than maxRechecks)")
	}
	again = again[:min(len(again), maxRechecks)]
	verdicts := make([]string, len(again))
	inParallel(len(again), func(i int) {
		c, o := again[i], opts
		o.Memcheck = c.memcheck
		res, err := replay.ReplayFile(ctx, native, c.test, o)
		if err == nil && res.Verdict.Result == replay.Mismatch {
			how := fmt.Sprintf("rechecked, %v", recheckTimeout)
			if c.memcheck {
				how += ", memcheck"
			}
			verdicts[i] = fmt.Sprintf("%s: %s (%s)", filepath.Base(c.test), res.Verdict.Reason, how)
		}
	})
	for _, v := range verdicts {
		if v != "" {
			out = append(out, v)
		}
	}
	return out
}

// recheckTimeout bounds a recheck, and maxRechecks their number per
// program (a program that never ends natively, as yes, would otherwise
// take a minute a test).
const (
	recheckTimeout = time.Minute
	maxRechecks    = 20
)

// replayJobs is how many replays of one program run at once.
const replayJobs = 8

// inParallel calls f(0), ..., f(n-1), replayJobs at a time, and returns
// when all have.
func inParallel(n int, f func(i int)) {
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(n, replayJobs) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				f(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// gcovOf sums line and branch coverage over the source files of the gcda
// files (gcov's JSON; branches as gcov -b counts them: taken at least
// once), with the covered branches by file, line and position.
func gcovOf(ctx context.Context, gcdas []string) (lines, branches cov, covered map[string]bool) {
	seen := map[string]bool{}
	covered = map[string]bool{}
	for _, g := range gcdas {
		c := exec.CommandContext(ctx, "gcov", "--json-format", "--stdout", "--branch-probabilities", filepath.Base(g))
		c.Dir = filepath.Dir(g)
		outb, err := c.Output()
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(bytes.NewReader(outb))
		sc.Buffer(make([]byte, 1<<20), 1<<28)
		for sc.Scan() {
			var doc struct {
				Files []struct {
					File  string `json:"file"`
					Lines []struct {
						Line     int   `json:"line_number"`
						Count    int64 `json:"count"`
						Branches []struct {
							Count int64 `json:"count"`
						} `json:"branches"`
					} `json:"lines"`
				} `json:"files"`
			}
			if json.Unmarshal(sc.Bytes(), &doc) != nil {
				continue
			}
			for _, f := range doc.Files {
				// The program's own file only (gnulib headers inline
				// code into it too).
				if !strings.HasSuffix(f.File, ".c") || seen[f.File] {
					continue
				}
				seen[f.File] = true
				for _, l := range f.Lines {
					lines.Total++
					if l.Count > 0 {
						lines.Hit++
					}
					for k, b := range l.Branches {
						branches.Total++
						if b.Count > 0 {
							branches.Hit++
							covered[fmt.Sprintf("%s:%d:%d", f.File, l.Line, k)] = true
						}
					}
				}
			}
		}
	}
	return
}

// filesEnding lists dir's files whose names end in suffix (not a glob:
// a -config name may hold [ or *).
func filesEnding(dir, suffix string) []string {
	ents, _ := os.ReadDir(dir)
	var out []string
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), suffix) {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

func readFile(path string) string {
	b, _ := os.ReadFile(path)
	return string(b)
}

// readInfo reads out's info (KLEE's closing lines are the same in both
// engines') into r's counts, -1 each when the run did not write them.
// haltedOf is why a symx run did not explore to the end, "" when it did.
// States killed over --max-memory leave their subtrees unexplored, so such
// a run did not exhaust the program either (PSE's summaries once did this
// to realpath, which read as PSE missing branches).
func haltedOf(info statsfile.Info) string {
	if n := info.Killed["memory limit exceeded"]; n > 0 && info.Halted == "" {
		return fmt.Sprintf("%d states killed over --max-memory", n)
	}
	return info.Halted
}

func readInfo(out string, r *engineRun) statsfile.Info {
	r.Completed, r.Partial, r.Insts, r.Externals = -1, -1, -1, -1
	f, err := os.Open(filepath.Join(out, "info"))
	if err != nil {
		return statsfile.Info{}
	}
	defer f.Close()
	info, _ := statsfile.ReadInfo(f)
	if info.Done {
		r.Completed, r.Partial = int64(info.Completed), int64(info.Partial)
		r.Insts, r.Externals = int64(info.Instructions), int64(info.External)
	}
	return info
}

// symxTimes reads the last row of a symx run.stats: query and wall
// seconds.
func symxTimes(path string) (query, wall float64) {
	lines := strings.Split(strings.TrimSpace(readFile(path)), "\n")
	if len(lines) < 2 {
		return 0, 0
	}
	head := strings.Split(lines[0], "\t")
	last := strings.Split(lines[len(lines)-1], "\t")
	col := func(names ...string) float64 {
		for i, h := range head {
			for _, n := range names {
				if h == n && i < len(last) {
					v, _ := strconv.ParseFloat(last[i], 64)
					return v
				}
			}
		}
		return 0
	}
	return col("query_time_s"), col("time_s")
}

// kleeStats reads the solver's share of wall time and the number of
// external calls from KLEE's run.stats (sqlite; both times in µs) through
// the sqlite3 command, when installed (-1 otherwise).
func kleeStats(path string) (solverPct float64, externals int64) {
	if _, err := exec.LookPath("sqlite3"); err != nil {
		return -1, -1
	}
	out, err := exec.Command("sqlite3", path,
		"SELECT SolverTime, WallTime, ExternalCalls FROM stats ORDER BY rowid DESC LIMIT 1;").Output()
	f := strings.Split(strings.TrimSpace(string(out)), "|")
	if err != nil || len(f) != 3 {
		return -1, -1
	}
	s, _ := strconv.ParseFloat(f[0], 64)
	w, _ := strconv.ParseFloat(f[1], 64)
	externals, _ = strconv.ParseInt(f[2], 10, 64)
	if w <= 0 {
		return -1, externals
	}
	return 100 * s / w, externals
}

// liveStates reads the live_states column of a symx run.stats: the most
// and the mean over the samples.
func liveStates(path string) (most, mean float64) {
	lines := strings.Split(strings.TrimSpace(readFile(path)), "\n")
	if len(lines) < 2 {
		return 0, 0
	}
	col := slices.Index(strings.Split(lines[0], "\t"), "live_states")
	if col < 0 {
		return 0, 0
	}
	n := 0
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if col >= len(f) {
			continue
		}
		v, _ := strconv.ParseFloat(f[col], 64)
		most = max(most, v)
		mean += v
		n++
	}
	if n > 0 {
		mean /= float64(n)
	}
	return most, mean
}

var spaces = regexp.MustCompile(`\s+`)

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	s = spaces.ReplaceAllString(s, " ")
	if len(s) > 120 {
		s = s[:120]
	}
	return s
}

// sortedKeys returns m's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// homiRuns counts the runs of homi.log and those that killed states.
func homiRuns(path string) (runs, pruned int) {
	for _, line := range strings.Split(readFile(path), "\n") {
		var l struct{ Killed int }
		if json.Unmarshal([]byte(line), &l) != nil {
			continue
		}
		runs++
		if l.Killed > 0 {
			pruned++
		}
	}
	return runs, pruned
}
