package cover

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/symx/symx/replay"
	"github.com/symx/symx/runtime/include"
	"github.com/symx/symx/testgen"
)

// Options controls Measure. The zero value is ready to use.
type Options struct {
	// Compiler is the C compiler; empty means gcc if installed with its
	// gcov, else clang-14 or clang with llvm-cov of the same version.
	Compiler string
	// Gcov is the gcov command line, such as "gcov-12" or "llvm-cov-14
	// gcov"; empty means the one that matches Compiler.
	Gcov string
	// M32 builds a 32-bit binary.
	M32 bool
	// ExtraSources are more C files compiled into the program; their
	// coverage is reported too.
	ExtraSources []string
	// ExtraFlags are passed to the compiler.
	ExtraFlags []string
	// Timeout bounds each test's run; zero means replay.DefaultTimeout.
	Timeout time.Duration
	// Dir is the tests' working directory; empty means the current one.
	Dir string
	// Jobs is how many tests run at once; zero means the number of CPUs.
	Jobs int
	// Progress, if set, is called after each test with the number done
	// and the total.
	Progress func(done, total int)
	// BuiltIn and MovedTo are, for MeasureBinary, the directory the
	// binary's build tree was compiled in and the one that holds it now,
	// when it has moved: its data still goes to paths under BuiltIn, and
	// its notes and sources are read under MovedTo.
	BuiltIn, MovedTo string
}

// moved maps a path under o.BuiltIn to the same path under o.MovedTo.
func (o Options) moved(p string) string {
	if o.BuiltIn != "" && (p == o.BuiltIn || strings.HasPrefix(p, o.BuiltIn+string(filepath.Separator))) {
		return o.MovedTo + p[len(o.BuiltIn):]
	}
	return p
}

// Counts is a covered/total pair.
type Counts struct {
	Covered int `json:"covered"`
	Total   int `json:"total"`
}

// Percent returns 100·Covered/Total, and 0 when Total is 0.
func (c Counts) Percent() float64 {
	if c.Total == 0 {
		return 0
	}
	return 100 * float64(c.Covered) / float64(c.Total)
}

func (c Counts) add(d Counts) Counts { return Counts{c.Covered + d.Covered, c.Total + d.Total} }

// MarshalJSON adds the percentage, rounded to two decimals.
func (c Counts) MarshalJSON() ([]byte, error) {
	type plain Counts
	return json.Marshal(struct {
		plain
		Percent float64 `json:"percent"`
	}{plain(c), float64(int64(c.Percent()*100+0.5)) / 100})
}

// Line is one executable source line.
type Line struct {
	Number int    `json:"line"`
	Count  uint64 `json:"count"` // times executed
	// Branches holds the count of each branch gcov places on the line.
	Branches []uint64 `json:"branches,omitempty"`
}

// BranchesTaken returns how many of the line's branches were taken.
func (l Line) BranchesTaken() int {
	n := 0
	for _, c := range l.Branches {
		if c > 0 {
			n++
		}
	}
	return n
}

// File is the coverage of one source file.
type File struct {
	Path     string `json:"file"` // absolute
	Lines    Counts `json:"lines"`
	Branches Counts `json:"branches"`
	// LineData lists the executable lines in increasing order.
	LineData []Line `json:"line_data"`
}

// Report is the coverage of a test suite.
type Report struct {
	Source   string   `json:"source"`   // the program, absolute
	Compiler string   `json:"compiler"` // path of the compiler used
	Gcov     string   `json:"gcov"`     // the gcov command used
	Tests    int      `json:"tests"`    // tests run
	Lost     []string `json:"lost,omitempty"`
	// Mismatched are the tests whose inputs do not fit the program (the
	// replay runtime's input mismatch: tests of another program, or of
	// another version of it), with the first one's reason.
	Mismatched     []string `json:"mismatched,omitempty"`
	MismatchReason string   `json:"mismatch_reason,omitempty"`
	Lines          Counts   `json:"lines"` // over all files
	Branches       Counts   `json:"branches"`
	Files          []File   `json:"files"` // sorted by path
}

//go:embed runtime/abortdump.c
var abortDumpSource []byte

// Measure builds src with coverage instrumentation, runs every test (test
// files or output directories, whose tests are listed by
// testgen.ListTests) and returns the line and branch coverage of the
// program's source files. With no tests it reports every line uncovered.
// A test that fails to run is an error; one whose process is killed by a
// signal (other than SIGABRT, with gcc) or times out is listed in
// Report.Lost.
func Measure(ctx context.Context, src string, tests []string, opts Options) (*Report, error) {
	absSrc, err := filepath.Abs(src)
	if err != nil {
		return nil, fmt.Errorf("cover: %w", err)
	}
	tc, files, inc, tmp, err := prepare(ctx, tests, opts)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	// With gcc, a SIGABRT handler dumps the counters (see the package
	// documentation); clang's counts of a run cut short by abort() come
	// out wrong, so clang builds go without.
	extra := append([]string{}, opts.ExtraSources...)
	dump := filepath.Join(tmp, "symx_cover_abortdump.c")
	if !tc.clang {
		if err := os.WriteFile(dump, abortDumpSource, 0o644); err != nil {
			return nil, fmt.Errorf("cover: %w", err)
		}
		extra = append(extra, dump)
	}
	buildDir := filepath.Join(tmp, "build")
	name := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
	bin, err := replay.Build(ctx, src, replay.BuildOptions{
		Compiler:     tc.cc,
		Coverage:     true,
		M32:          opts.M32,
		IncludeDir:   inc,
		Output:       filepath.Join(buildDir, name),
		ExtraSources: extra,
		ExtraFlags:   opts.ExtraFlags,
	})
	if err != nil {
		return nil, fmt.Errorf("cover: building %s: %w", src, err)
	}

	if asRoot() {
		// The tests of the POSIX runtime run as the model's user, who
		// writes the data beside the objects.
		if err := replay.ShareWith(replay.ModelUser, tmp, buildDir); err != nil {
			return nil, err
		}
	}
	lost, mism, err := runTests(ctx, bin, files, opts, nil, !tc.clang)
	if err != nil {
		return nil, err
	}

	notes, err := filepath.Glob(filepath.Join(buildDir, "*.gcno"))
	if err != nil {
		return nil, fmt.Errorf("cover: %w", err)
	}
	if len(notes) == 0 {
		return nil, fmt.Errorf("cover: building %s with %s left no .gcno notes in %s", src, tc.cc, buildDir)
	}
	sort.Strings(notes)
	for i, n := range notes {
		notes[i] = filepath.Base(n)
	}
	gfiles, err := runGcov(ctx, tc, buildDir, buildDir, notes)
	if err != nil {
		return nil, err
	}

	// The program's files: its sources, and the headers it includes
	// except symx's and the system's.
	own := map[string]bool{absSrc: true}
	for _, e := range opts.ExtraSources {
		if a, err := filepath.Abs(e); err == nil {
			own[a] = true
		}
	}
	return newReport(absSrc, tc, files, lost, mism, gfiles, func(p string) bool {
		return own[p] || !systemFile(p, inc, tmp)
	})
}

// systemFile reports whether path is in one of dirs or of the system's
// header directories: not the program's own code.
func systemFile(path string, dirs ...string) bool {
	for _, dir := range append(dirs, systemDirs...) {
		if within(path, dir) {
			return true
		}
	}
	return false
}

// newReport makes the report of the tests files of the program src from
// what gcov reported, keeping the files keep accepts.
func newReport(src string, tc toolchain, files, lost []string, mism []mismatch, gfiles []gcovFile, keep func(string) bool) (*Report, error) {
	rep := &Report{Source: src, Compiler: tc.cc, Gcov: strings.Join(tc.gcov, " "), Tests: len(files), Lost: lost}
	for _, i := range mism {
		rep.Mismatched = append(rep.Mismatched, files[i.index])
		if rep.MismatchReason == "" {
			rep.MismatchReason = i.detail
		}
	}
	rep.Files = mergeFiles(gfiles, keep)
	if len(rep.Files) == 0 {
		return nil, fmt.Errorf("cover: gcov reported none of the program's files (only %s)", gfiles[0].path)
	}
	for _, f := range rep.Files {
		rep.Lines = rep.Lines.add(f.Lines)
		rep.Branches = rep.Branches.add(f.Branches)
	}
	return rep, nil
}

// prepare finds the toolchain, the test files and symx's headers, and
// makes the measurement's fresh directory (notes and data never carry
// over), which the caller removes.
func prepare(ctx context.Context, tests []string, opts Options) (tc toolchain, files []string, inc, tmp string, err error) {
	if tc, err = findToolchain(ctx, opts.Compiler, opts.Gcov); err != nil {
		return
	}
	if files, err = expandTests(tests); err != nil {
		return
	}
	if inc, err = include.Dir(); err != nil {
		err = fmt.Errorf("cover: symx headers: %w", err)
		return
	}
	base := ""
	if asRoot() {
		base = replay.TempDir() // the model's user reaches it
	}
	if tmp, err = os.MkdirTemp(base, "symx-cover-"); err != nil {
		err = fmt.Errorf("cover: %w", err)
	}
	return
}

// systemDirs hold the system's headers, whose inline functions are not the
// program's code.
var systemDirs = []string{"/usr/include", "/usr/lib", "/usr/local/include", "/usr/lib64"}

// within reports whether path is dir or inside it.
func within(path, dir string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}

// runTests replays every test on bin, Jobs at a time (libgcov locks the
// data files, so concurrent runs add up correctly), with env added to
// its environment. It returns the tests whose data was lost; abortDumps
// says whether SIGABRT dumps the data.
func runTests(ctx context.Context, bin string, files []string, opts Options, env []string, abortDumps bool) ([]string, []mismatch, error) {
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	jobs = min(jobs, max(len(files), 1))
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu       sync.Mutex
		firstErr error
		lostSet  = map[int]bool{}
		mism     []mismatch
		done     int
		next     int
		wg       sync.WaitGroup
	)
	ro := replay.RunOptions{Timeout: opts.Timeout, Dir: opts.Dir, Env: env, POSIXAsModelUser: asRoot()}
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				stop := firstErr != nil
				mu.Unlock()
				if stop || i >= len(files) {
					return
				}
				r, err := replay.ReplayFile(ctx, bin, files[i], ro)
				mu.Lock()
				if err != nil {
					if firstErr == nil {
						firstErr = fmt.Errorf("cover: running %s: %w", files[i], err)
						cancel()
					}
				} else {
					if dataLost(r.Outcome, abortDumps) {
						lostSet[i] = true
					}
					if r.Outcome.Status == replay.InputMismatch {
						mism = append(mism, mismatch{i, r.Outcome.Detail})
					}
					done++
					if opts.Progress != nil {
						opts.Progress(done, len(files))
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, nil, firstErr
	}
	var lost []string
	for i, f := range files {
		if lostSet[i] {
			lost = append(lost, f)
		}
	}
	sort.Slice(mism, func(a, b int) bool { return mism[a].index < mism[b].index })
	return lost, mism, nil
}

// dataLost reports whether a run ended without writing coverage data: a
// timeout, or a signal other than the SIGABRT on which the build's
// handler, if abortDumps, writes the data.
// mismatch is a test (its index) whose inputs did not fit the program.
type mismatch struct {
	index  int
	detail string
}

func dataLost(o replay.Outcome, abortDumps bool) bool {
	switch o.Status {
	case replay.TimedOut:
		return true
	case replay.Crashed:
		return o.Signal != 0 && !(abortDumps && o.Signal == syscall.SIGABRT)
	}
	return false
}

func expandTests(paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("cover: %w", err)
		}
		if !st.IsDir() {
			files = append(files, p)
			continue
		}
		fs, err := testgen.ListTests(p)
		if err != nil {
			return nil, fmt.Errorf("cover: %w", err)
		}
		files = append(files, fs...)
	}
	return files, nil
}

// mergeFiles joins the files gcov reported that keep accepts. Within one
// report, entries of one line number belong to different functions on that
// line: their counts add and their branches are listed one after the
// other. Across reports of one path (a header compiled into two sources),
// a line's counts add, branch by branch.
func mergeFiles(gfiles []gcovFile, keep func(string) bool) []File {
	byPath := map[string]map[int]*Line{}
	for _, gf := range gfiles {
		if !keep(gf.path) {
			continue
		}
		own := map[int]*Line{}
		var order []int
		for _, l := range gf.lines {
			if old := own[l.Number]; old != nil {
				old.Count += l.Count
				old.Branches = append(old.Branches, l.Branches...)
				continue
			}
			l.Branches = append([]uint64(nil), l.Branches...)
			own[l.Number] = &l
			order = append(order, l.Number)
		}
		m := byPath[gf.path]
		if m == nil {
			m = map[int]*Line{}
			byPath[gf.path] = m
		}
		for _, n := range order {
			l := own[n]
			old := m[n]
			switch {
			case old == nil:
				m[n] = l
			case len(old.Branches) == len(l.Branches):
				old.Count += l.Count
				for i, c := range l.Branches {
					old.Branches[i] += c
				}
			default: // the same line compiled differently: keep both
				old.Count += l.Count
				old.Branches = append(old.Branches, l.Branches...)
			}
		}
	}
	out := make([]File, 0, len(byPath))
	for path, m := range byPath {
		f := File{Path: path, LineData: make([]Line, 0, len(m))}
		for _, l := range m {
			f.LineData = append(f.LineData, *l)
		}
		sort.Slice(f.LineData, func(i, j int) bool { return f.LineData[i].Number < f.LineData[j].Number })
		for _, l := range f.LineData {
			f.Lines.Total++
			if l.Count > 0 {
				f.Lines.Covered++
			}
			f.Branches.Total += len(l.Branches)
			f.Branches.Covered += l.BranchesTaken()
		}
		out = append(out, f)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// AbortDumpSource returns the C source of the SIGABRT handler linked
// into gcc coverage builds, which writes the counters before abort()
// ends the process (see the package documentation).
func AbortDumpSource() []byte { return append([]byte(nil), abortDumpSource...) }

// asRoot reports whether the tests run as root, so that the POSIX
// runtime's run as the model's user (replay.RunOptions.POSIXAsModelUser).
func asRoot() bool { return os.Geteuid() == 0 }

// Keep narrows the report to the files some pattern matches, and sums
// the totals again; no pattern keeps every file. A pattern is a
// path.Match glob, matched against every tail of a file's path, whole
// or up to a directory: "src" keeps src/cut.c and src/lib/x.c, "src/*.c"
// only the first, "cut.c" any file of that name. A pattern no file
// matches is an error, naming the files there are.
func (r *Report) Keep(patterns []string) error {
	if len(patterns) == 0 {
		return nil
	}
	var kept []File
	used := make([]bool, len(patterns))
	for _, f := range r.Files {
		keep := false
		for i, p := range patterns {
			if matchTail(p, f.Path) {
				keep, used[i] = true, true
			}
		}
		if keep {
			kept = append(kept, f)
		}
	}
	for i, u := range used {
		if !u {
			var names []string
			for _, f := range r.Files {
				names = append(names, f.Path)
			}
			return fmt.Errorf("cover: no source file matches %q (the report's files: %s)", patterns[i], strings.Join(names, ", "))
		}
	}
	r.Files, r.Lines, r.Branches = kept, Counts{}, Counts{}
	for _, f := range kept {
		r.Lines = r.Lines.add(f.Lines)
		r.Branches = r.Branches.add(f.Branches)
	}
	return nil
}

// matchTail: some run of file's path elements, ending at its last or at
// a directory, matches the glob pattern.
func matchTail(pattern, file string) bool {
	parts := strings.Split(filepath.ToSlash(filepath.Clean(file)), "/")
	for i := range parts {
		for j := i + 1; j <= len(parts); j++ {
			if ok, _ := path.Match(pattern, strings.Join(parts[i:j], "/")); ok {
				return true
			}
		}
	}
	return false
}
