package run

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/partition"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/testgen"
)

// MergeResult says what Merge did.
type MergeResult struct {
	Dir        string
	Tests      int // tests in the merged directory
	Duplicates int // tests dropped: their paths were merged already
	// Warnings are what the merged directory may lack: a partition no
	// input holds, an input whose run did not finish.
	Warnings []string
}

// Merge joins the output directories dirs (the partitions of one
// exploration, or any runs of one program) into the new directory out:
// their tests renumbered in input order, a test dropped when its path
// was merged already, coverage.json the union, info and run.stats the
// combined statistics, messages and warnings concatenated.
//
// A path is a test's Path (its .json's "path", package pathid's
// identity); a test without one (an older symx, KLEE) is identified by
// its inputs. As with the phases of --sgs-combined (paths.go), paths
// that differ only in a non-branch fork share an identity, so repeats are
// counted per identity: the merged directory keeps as many tests of a
// path as the input with most. Concolic runs identify paths by another
// scheme (pathid.Concolic), which tells those apart: they merge with
// each other, not with forking runs.
func Merge(dirs []string, out string, commandLine []string) (*MergeResult, error) {
	if len(dirs) == 0 {
		return nil, errors.New("merge: no output directories given")
	}
	ins := make([]*mergeInput, len(dirs))
	for i, d := range dirs {
		in, err := readMergeInput(d)
		if err != nil {
			return nil, err
		}
		ins[i] = in
	}
	res := &MergeResult{}
	cov, err := mergeCoverage(ins, res)
	if err != nil {
		return nil, err
	}
	model := ""
	for _, in := range ins {
		switch m := testgen.DataModel(in.dir); {
		case m == "":
		case model == "":
			model = m
		case m != model:
			return nil, fmt.Errorf("merge: %s holds %s tests, %s %s tests: not one program", ins[0].dir, model, in.dir, m)
		}
	}
	checkPartitions(ins, res)
	dir, err := testgen.NewOutputDir("", out)
	if err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	res.Dir = dir
	if err := copyTests(ins, dir, res); err != nil {
		return res, err
	}
	if cov != nil {
		b, err := json.MarshalIndent(cov, "", "  ")
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "coverage.json"), append(b, '\n'), 0o644)
		}
		if err != nil {
			return res, fmt.Errorf("merge: %w", err)
		}
	}
	if err := writeMergedStats(ins, dir, cov); err != nil {
		return res, err
	}
	for _, names := range [][2]string{{testgen.MessagesFile, testgen.OldMessagesFile}, {testgen.WarningsFile, testgen.OldWarningsFile}} {
		if err := concatLogs(ins, dir, names[0], names[1]); err != nil {
			return res, err
		}
	}
	return res, writeMergedInfo(ins, dir, commandLine, model, res)
}

// mergeInput is one directory to merge.
type mergeInput struct {
	dir   string
	tests []string        // its test files, in id order (testgen.ListTests)
	info  *statsfile.Info // nil without info
	stats *statsfile.Run
	cov   *CoverageReport
	// byStatus counts its tests by outcome status, dropped those dropped
	// as repeats.
	byStatus, dropped [4]uint64
	newID             map[int]int // its test ids to the merged directory's
}

func readMergeInput(dir string) (*mergeInput, error) {
	if st, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	} else if !st.IsDir() {
		return nil, fmt.Errorf("merge: %s is not a directory", dir)
	}
	in := &mergeInput{dir: dir, newID: map[int]int{}}
	var err error
	if in.tests, err = testgen.ListTests(dir); err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	if f, err := os.Open(filepath.Join(dir, "info")); err == nil {
		info, err := statsfile.ReadInfo(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("merge: %s: %w", filepath.Join(dir, "info"), err)
		}
		in.info = &info
	}
	if st, err := statsfile.Read(dir); err == nil {
		in.stats = st
	}
	b, err := os.ReadFile(filepath.Join(dir, "coverage.json"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, fmt.Errorf("merge: %w", err)
	default:
		in.cov = &CoverageReport{}
		if err := json.Unmarshal(b, in.cov); err != nil {
			return nil, fmt.Errorf("merge: %s: %v", filepath.Join(dir, "coverage.json"), err)
		}
	}
	if in.info == nil && len(in.tests) == 0 && in.stats == nil {
		return nil, fmt.Errorf("merge: %s is not a symx output directory (no tests, info or run.stats)", dir)
	}
	return in, nil
}

// checkPartitions warns when the inputs are partitions of one run but
// not all of them: the merge is then not the whole exploration.
func checkPartitions(ins []*mergeInput, res *MergeResult) {
	count, have := 0, map[int]bool{}
	for _, in := range ins {
		if in.info == nil {
			res.Warnings = append(res.Warnings, fmt.Sprintf("%s has no info: its run did not finish, its tests are merged but may not be all of its part", in.dir))
		}
		for _, l := range infoLines(in) {
			sp, ok := partition.ParseInfoLine(l)
			if !ok {
				continue
			}
			if count != 0 && sp.Count != count {
				res.Warnings = append(res.Warnings, fmt.Sprintf("%s is partition %s, others are of %d", in.dir, sp, count))
			}
			count = max(count, sp.Count)
			have[sp.Index] = true
		}
	}
	var missing []string
	for i := 0; i < count; i++ {
		if !have[i] {
			missing = append(missing, fmt.Sprintf("%d/%d", i, count))
		}
	}
	if len(missing) > 0 {
		res.Warnings = append(res.Warnings, fmt.Sprintf("partitions %s are missing: the merged tests are not the whole exploration", strings.Join(missing, ", ")))
	}
}

// copyTests copies every test not seen before into dir, renumbered.
func copyTests(ins []*mergeInput, dir string, res *MergeResult) error {
	earlier := map[string]int{} // most tests of an identity in one earlier input
	kept := map[string]int{}    // the merged id of an identity's first test
	next := 1
	for _, in := range ins {
		current := map[string]int{}
		byID, err := testFiles(in.dir)
		if err != nil {
			return err
		}
		for _, p := range in.tests {
			t, err := loadForMerge(p)
			if err != nil {
				return fmt.Errorf("merge: %w", err)
			}
			id, _, _, _ := testgen.ParseFileName(filepath.Base(p))
			k := identity(t)
			in.byStatus[t.Outcome.Status]++
			current[k]++
			if current[k] <= earlier[k] {
				res.Duplicates++
				in.dropped[t.Outcome.Status]++
				in.newID[id] = kept[k]
				continue
			}
			for _, name := range byID[id] {
				b, err := os.ReadFile(filepath.Join(in.dir, name))
				if err == nil {
					err = os.WriteFile(filepath.Join(dir, testgen.Name(next)+name[strings.IndexByte(name, '.'):]), b, 0o644)
				}
				if err != nil {
					return fmt.Errorf("merge: %w", err)
				}
			}
			if _, ok := kept[k]; !ok {
				kept[k] = next
			}
			in.newID[id] = next
			next++
			res.Tests++
		}
		for k, n := range current {
			earlier[k] = max(earlier[k], n)
		}
	}
	return nil
}

// testFiles lists dir's per-test files (.ktest, .json, .err, .early,
// .smt2, ...) by test id.
func testFiles(dir string) (map[int][]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("merge: %w", err)
	}
	m := map[int][]string{}
	for _, e := range ents {
		if id, _, _, ok := testgen.ParseFileName(e.Name()); ok && !e.IsDir() {
			m[id] = append(m[id], e.Name())
		}
	}
	return m, nil
}

// loadForMerge reads a test, from its .json when there is one (the path
// identity is there only).
func loadForMerge(path string) (*testgen.Test, error) {
	if j := strings.TrimSuffix(path, ".ktest") + ".json"; j != path {
		if _, err := os.Stat(j); err == nil {
			path = j
		}
	}
	return testgen.LoadTest(path)
}

// identity is a test's path identity, or without one its inputs (the
// same inputs drive the same path).
func identity(t *testgen.Test) string {
	if t.Path != 0 {
		return fmt.Sprintf("p%016x", t.Path)
	}
	h := sha256.New()
	for _, s := range t.Args {
		fmt.Fprintf(h, "a%d:%s", len(s), s)
	}
	for _, o := range t.Objects {
		fmt.Fprintf(h, "o%d:%s%d:", len(o.Name), o.Name, len(o.Bytes))
		h.Write(o.Bytes)
	}
	return fmt.Sprintf("i%x", h.Sum(nil)[:16])
}

// mergeCoverage unions the inputs' coverage.json; nil when none has one.
func mergeCoverage(ins []*mergeInput, res *MergeResult) (*CoverageReport, error) {
	var m *CoverageReport
	var acc *exec.Coverage
	var first string
	var uncovered map[string]int
	files := map[string][2]map[int]bool{}
	n := 0
	for _, in := range ins {
		c := in.cov
		if c == nil {
			res.Warnings = append(res.Warnings, fmt.Sprintf("%s has no coverage.json: its coverage is not merged", in.dir))
			continue
		}
		cb, err := decodeCoverage(c)
		if err != nil {
			return nil, fmt.Errorf("merge: %s: %w", filepath.Join(in.dir, "coverage.json"), err)
		}
		if m == nil {
			m = &CoverageReport{Instructions: c.Instructions, BranchEdges: c.BranchEdges}
			first, uncovered = in.dir, map[string]int{}
			acc = cb
		} else {
			if c.Instructions != m.Instructions || c.BranchEdges != m.BranchEdges || len(cb.Branches) != len(acc.Branches) {
				return nil, fmt.Errorf("merge: %s and %s are outputs of different programs (%d and %d instructions)", first, in.dir, m.Instructions, c.Instructions)
			}
			for i, w := range cb.Insts {
				acc.Insts[i] |= w
			}
			for i, w := range cb.Branches {
				acc.Branches[i] |= w
			}
		}
		n++
		for _, f := range c.UncoveredFunc {
			uncovered[f]++
		}
		for _, f := range c.Files {
			fl := files[f.File]
			if fl[0] == nil {
				fl = [2]map[int]bool{{}, {}}
				files[f.File] = fl
			}
			for _, l := range f.Lines {
				fl[0][l] = true
			}
			for _, l := range f.Covered {
				fl[1][l] = true
			}
		}
	}
	if m == nil {
		return nil, nil
	}
	m.CoveredInsts, m.CoveredEdges = acc.CoveredInsts(), acc.CoveredEdges()
	m.InstBits, m.BranchDirs = encodeCoverage(acc)
	for f, c := range uncovered {
		if c == n { // uncovered in every input
			m.UncoveredFunc = append(m.UncoveredFunc, f)
		}
	}
	sort.Strings(m.UncoveredFunc)
	for name, fl := range files {
		fc := FileCoverage{File: name, Lines: sortedKeys(fl[0]), Covered: sortedKeys(fl[1])}
		if len(fc.Lines) > 0 {
			fc.LinesPct = 100 * float64(len(fc.Covered)) / float64(len(fc.Lines))
		}
		m.Files = append(m.Files, fc)
	}
	sort.Slice(m.Files, func(a, b int) bool { return m.Files[a].File < m.Files[b].File })
	return m, nil
}

func sortedKeys(m map[int]bool) []int {
	ks := make([]int, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// writeMergedStats writes run.stats for the inputs run side by side (as
// partitions run, started together): at each input's sample time, the
// sums of every input's latest sample, coverage the most any input had
// (the union is known only at the end: the last row, from cov).
func writeMergedStats(ins []*mergeInput, dir string, cov *CoverageReport) error {
	var runs [][]statsfile.Sample
	var times []time.Duration
	for _, in := range ins {
		if in.stats != nil && len(in.stats.Samples) > 0 {
			runs = append(runs, in.stats.Samples)
			for _, s := range in.stats.Samples {
				times = append(times, s.Time)
			}
		}
	}
	slices.Sort(times)
	times = slices.Compact(times)
	var b bytes.Buffer
	b.WriteString(mergedStatsHeader + "\n")
	at := make([]int, len(runs)) // samples of each run up to the time
	for k, t := range times {
		var sum statsfile.Sample
		sum.Time = t
		for i, r := range runs {
			for at[i] < len(r) && r[at[i]].Time <= t {
				at[i]++
			}
			if at[i] == 0 {
				continue
			}
			s := r[at[i]-1]
			sum.Instructions += s.Instructions
			sum.Completed += s.Completed
			sum.Partial += s.Partial
			sum.States += s.States
			sum.Queries += s.Queries
			sum.QueryTime += s.QueryTime
			sum.CoveredInsts = max(sum.CoveredInsts, s.CoveredInsts)
			sum.TotalInsts = s.TotalInsts
			sum.CoveredBranches = max(sum.CoveredBranches, s.CoveredBranches)
			sum.TotalBranches = s.TotalBranches
			sum.SolverTimeouts += s.SolverTimeouts
			sum.ExternalCalls += s.ExternalCalls
		}
		if k == len(times)-1 && cov != nil {
			sum.CoveredInsts, sum.CoveredBranches = uint64(cov.CoveredInsts), uint64(cov.CoveredEdges)
		}
		fmt.Fprintf(&b, "%.3f\t%d\t%d\t%d\t%d\t%d\t%.3f\t%d\t%d\t%d\t%d\t%d\t%d\n",
			sum.Time.Seconds(), sum.Instructions, sum.Completed, sum.Partial, sum.States, sum.Queries,
			sum.QueryTime.Seconds(), sum.CoveredInsts, sum.TotalInsts, sum.CoveredBranches, sum.TotalBranches,
			sum.SolverTimeouts, sum.ExternalCalls)
	}
	if err := os.WriteFile(filepath.Join(dir, "run.stats"), b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	return nil
}

// mergedStatsHeader is run.stats's header without the columns of
// techniques that do not combine with --partition (PSE).
const mergedStatsHeader = "time_s\tinstructions\tcompleted\tpartial\tstates\tqueries\tquery_time_s\tcovered_insts\ttotal_insts\tcovered_branches\ttotal_branches\tsolver_timeouts\texternal_calls"

// concatLogs writes the inputs' log file name (or, in an older directory,
// old) one after the other, each under a line naming its directory.
func concatLogs(ins []*mergeInput, dir, name, old string) error {
	var b bytes.Buffer
	for _, in := range ins {
		path := filepath.Join(in.dir, name)
		data, err := os.ReadFile(path)
		if err != nil {
			// A directory from before symx took KLEE's names.
			path = filepath.Join(in.dir, old)
			if data, err = os.ReadFile(path); err != nil {
				continue
			}
		}
		fmt.Fprintf(&b, "==> %s <==\n", path)
		b.Write(data)
	}
	if err := os.WriteFile(filepath.Join(dir, name), b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	return nil
}

// infoLines are the lines of in's info (none without one).
func infoLines(in *mergeInput) []string {
	if in.info == nil {
		return nil
	}
	return in.info.Lines
}

// writeMergedInfo writes info: the inputs, their partitions, the bugs
// (tests renumbered, paths summed) and KLEE's closing lines, the inputs'
// totals less the repeats dropped.
func writeMergedInfo(ins []*mergeInput, dir string, commandLine []string, model string, res *MergeResult) error {
	var b strings.Builder
	fmt.Fprintf(&b, "symx %s (%s, %s/%s)\n", Version, runtime.Version(), runtime.GOOS, runtime.GOARCH)
	fmt.Fprintf(&b, "command: %s\n", strings.Join(commandLine, " "))
	input := ""
	var elapsed time.Duration
	var halted []string
	var timeouts uint64
	var totals [5]uint64 // KLEE's closing lines: instructions, completed, partial, tests, external calls
	killed := map[string]int{}
	ext := map[string]uint64{}
	type bug struct {
		kind, file, msg string
		line, paths     int
		test            int
	}
	var bugs []*bug
	bugAt := map[string]*bug{}
	for _, in := range ins {
		info := in.info
		if info == nil {
			info = &statsfile.Info{}
		}
		if input == "" {
			input = info.Input
		}
		elapsed = max(elapsed, info.Elapsed)
		if info.Halted != "" {
			halted = append(halted, in.dir+": "+info.Halted)
		}
		timeouts += info.SolverTimeouts
		for reason, n := range info.Killed {
			killed[reason] += n
		}
		for name, n := range info.ExternalCalls {
			ext[name] += n
		}
		for _, l := range info.BugLines {
			key := fmt.Sprint(l.Kind, "\x00", l.File, "\x00", l.Line, "\x00", l.Msg)
			if g := bugAt[key]; g != nil {
				g.paths += l.Paths
			} else {
				g = &bug{kind: l.Kind, file: l.File, msg: l.Msg, line: l.Line, paths: l.Paths, test: in.newID[l.Test]}
				bugAt[key] = g
				bugs = append(bugs, g)
			}
		}
		done := info.Done
		for i, n := range []uint64{info.Instructions, info.Completed, info.Partial, info.Tests, info.External} {
			totals[i] += n
		}
		if !done { // an unfinished run: count the paths it wrote tests for
			totals[1] += in.byStatus[testgen.StatusExit]
			totals[2] += in.byStatus[testgen.StatusBug] + in.byStatus[testgen.StatusEarly]
		}
		totals[1] -= min(totals[1], in.dropped[testgen.StatusExit])
		totals[2] -= min(totals[2], in.dropped[testgen.StatusBug]+in.dropped[testgen.StatusEarly])
	}
	fmt.Fprintf(&b, "input: %s\n", input)
	if model != "" {
		fmt.Fprintf(&b, "%s%s\n", "data model: ", model)
	}
	fmt.Fprintf(&b, "elapsed: %s\n", elapsed)
	for _, in := range ins {
		fmt.Fprintf(&b, "merged: %s: %d tests, %d repeats dropped\n", in.dir, len(in.tests),
			in.dropped[0]+in.dropped[1]+in.dropped[2]+in.dropped[3])
		for _, l := range infoLines(in) {
			if _, ok := partition.ParseInfoLine(l); ok {
				fmt.Fprintf(&b, "merged: %s: %s\n", in.dir, l)
			}
		}
	}
	for _, w := range res.Warnings {
		fmt.Fprintf(&b, "merge warning: %s\n", w)
	}
	if len(halted) > 0 {
		fmt.Fprintf(&b, "halted: %s\n", strings.Join(halted, "; "))
	}
	fmt.Fprintf(&b, "solver timeouts: %d\n", timeouts)
	reasons := make([]string, 0, len(killed))
	for k := range killed {
		reasons = append(reasons, k)
	}
	sort.Strings(reasons)
	for _, k := range reasons {
		fmt.Fprintf(&b, "killed: %d states: %s\n", killed[k], k)
	}
	writeExternals(&b, ext)
	for _, g := range bugs {
		fmt.Fprintf(&b, "bug: %s at %s:%d (%d paths, test%06d): %s\n", g.kind, g.file, g.line, g.paths, g.test, g.msg)
	}
	fmt.Fprintf(&b, "KLEE: done: total instructions = %d\n", totals[0])
	fmt.Fprintf(&b, "KLEE: done: completed paths = %d\n", totals[1])
	fmt.Fprintf(&b, "KLEE: done: partially completed paths = %d\n", totals[2])
	fmt.Fprintf(&b, "KLEE: done: generated tests = %d\n", res.Tests)
	fmt.Fprintf(&b, "KLEE: done: unmodeled external calls = %d\n", totals[4])
	if err := os.WriteFile(filepath.Join(dir, "info"), []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	return nil
}
