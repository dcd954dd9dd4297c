package projbuild

import (
	"bufio"
	"bytes"
	"context"
	"debug/elf"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/symx/symx/cover"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/runtime/include"
)

// Options controls Build.
type Options struct {
	// Dir is the project's tree, where the build command runs; empty
	// means the current directory.
	Dir string
	// Out is the output directory; empty means Dir/symx-build.
	Out string
	// Command is the build command: one word is run by sh -c (so
	// "./configure && make" works), more are run as they are.
	Command []string
	// Self is the symx executable the compiler wrappers run; empty
	// means os.Executable(). Its process must call Wrap when IsWrapper.
	Self string
	// NoCoverage skips the native coverage build.
	NoCoverage bool
	// ASan adds a native build with AddressSanitizer (clang-14), in a
	// copy of the tree, Out/asan, on which replay runs the tests of
	// memory errors.
	ASan bool
	// Stdout and Stderr receive the build command's output (nil: discarded).
	Stdout, Stderr io.Writer
}

// A Program is one executable the IR build linked through the wrapper.
type Program struct {
	Name string `json:"name"`
	// Bitcode is the whole program's LLVM bitcode, Out/NAME.bc.
	Bitcode string `json:"bitcode"`
	// Linked is the executable the IR build linked (native code, from the
	// same bitcode).
	Linked string `json:"linked"`
	// Coverage is the same executable in the coverage build, built with
	// --coverage and linked with the replay runtime; "" when that build
	// was skipped or did not link it.
	Coverage string `json:"coverage,omitempty"`
	// ASan is the same executable in the ASan build (Options.ASan),
	// linked with the replay runtime; "" without that build.
	ASan string `json:"asan,omitempty"`
}

// An Unlinked is an executable in the tree that has no bitcode.
type Unlinked struct {
	Path string `json:"path"`
	Why  string `json:"why"`
}

// Result is what Build made. It is also written to Out/build.json.
type Result struct {
	Out      string     `json:"out"`
	Source   string     `json:"source"`
	Command  []string   `json:"command"`
	Programs []Program  `json:"programs"`
	Unlinked []Unlinked `json:"unlinked,omitempty"`
	// CoverageTree is the copy of the source tree the coverage build ran
	// in (Out/cov), CoverageCC its C compiler (gcc, or clang-14 whose
	// coverage data llvm-cov-14 gcov reads).
	CoverageTree string `json:"coverage_tree,omitempty"`
	CoverageCC   string `json:"coverage_cc,omitempty"`
	// ASanTree is the copy of the tree the ASan build ran in (Out/asan).
	ASanTree string `json:"asan_tree,omitempty"`
	// BuiltIn is where Out was when the build ran, when ReadManifest
	// found it elsewhere since (copied or moved: the paths inside Out
	// are then the new ones); "" when it has not moved. The coverage
	// build's executables still write their data under the old paths.
	BuiltIn string `json:"-"`
}

// ManifestName is the name of the manifest Build writes in Out.
const ManifestName = "build.json"

// internalDir is the directory in Out holding the wrappers and link logs.
const internalDir = ".symx-build"

// A StepError is a build command that failed.
type StepError struct {
	Step    string   // "IR build", "coverage build" or "ASan build"
	Command []string // as given
	Dir     string
	Err     error
	// LastFailed is the last compiler command that failed under the
	// wrapper, with its directory and status; "" if none did.
	LastFailed string
}

func (e *StepError) Error() string {
	msg := fmt.Sprintf("%s: %s (in %s) failed: %v", e.Step, commandString(e.Command), e.Dir, e.Err)
	if e.LastFailed != "" {
		msg += "\nthe last compiler command that failed: " + e.LastFailed
	}
	return msg
}

func (e *StepError) Unwrap() error { return e.Err }

// ErrMissingTools is wrapped by the error Build returns when the LLVM 14
// tools are not installed.
var ErrMissingTools = errors.New("symx build needs clang-14, lld-14 and llvm-14 (apt-get install clang-14 lld-14 llvm-14)")

// irTools are the programs the IR build runs, by role.
var irTools = []struct{ role, name string }{
	{"cc", "clang-14"}, {"c++", "clang++-14"}, {"ld", "ld.lld-14"},
	{"ar", "llvm-ar-14"}, {"ranlib", "llvm-ranlib-14"}, {"nm", "llvm-nm-14"},
}

// findTools looks the IR build's tools up in PATH.
func findTools() (map[string]string, error) {
	paths := map[string]string{}
	var missing []string
	for _, t := range irTools {
		p, err := exec.LookPath(t.name)
		if err != nil {
			missing = append(missing, t.name)
			continue
		}
		paths[t.role] = p
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%w: not found: %s", ErrMissingTools, strings.Join(missing, ", "))
	}
	return paths, nil
}

// Build runs the project's build command with the compilers wrapped: in
// the tree, producing LLVM bitcode; unless opts.NoCoverage, in a copy of
// the tree made first, Out/cov, producing native executables with gcov
// instrumentation; with opts.ASan, in another copy, Out/asan, producing
// native executables with AddressSanitizer. It copies each executable's
// whole-program bitcode to Out/NAME.bc and writes the manifest
// Out/build.json.
func Build(ctx context.Context, opts Options) (*Result, error) {
	if len(opts.Command) == 0 {
		return nil, errors.New("no build command")
	}
	tools, err := findTools()
	if err != nil {
		return nil, err
	}
	src := opts.Dir
	if src == "" {
		src = "."
	}
	if src, err = filepath.Abs(src); err != nil {
		return nil, err
	}
	out := opts.Out
	if out == "" {
		out = filepath.Join(src, "symx-build")
	}
	if out, err = filepath.Abs(out); err != nil {
		return nil, err
	}
	self := opts.Self
	if self == "" {
		if self, err = os.Executable(); err != nil {
			return nil, fmt.Errorf("the symx executable, for the compiler wrappers: %w", err)
		}
	}
	inc, err := include.Dir()
	if err != nil {
		return nil, fmt.Errorf("symx headers: %w", err)
	}
	if err := prepareOut(out); err != nil {
		return nil, err
	}
	internal := filepath.Join(out, internalDir)
	res := &Result{Out: out, Source: src, Command: opts.Command}

	// The coverage build's tree is copied before the IR build writes
	// into the source tree.
	covTree, asanTree := filepath.Join(out, "cov"), filepath.Join(out, "asan")
	if !opts.NoCoverage {
		if err := copyTree(src, covTree, out); err != nil {
			return nil, fmt.Errorf("copying %s for the coverage build: %w", src, err)
		}
	}
	if opts.ASan {
		if err := copyTree(src, asanTree, out); err != nil {
			return nil, fmt.Errorf("copying %s for the ASan build: %w", src, err)
		}
	}

	rt, err := replayArchive(ctx, filepath.Join(internal, "replay-rt-ir"), tools["cc"], tools["ar"], inc)
	if err != nil {
		return nil, fmt.Errorf("the replay runtime: %w", err)
	}
	start := time.Now()
	irBin := filepath.Join(internal, "bin-ir")
	irLog := filepath.Join(internal, "links-ir.log")
	links := map[string]string{"ar": tools["ar"], "llvm-ar": tools["ar"], "ranlib": tools["ranlib"],
		"llvm-ranlib": tools["ranlib"], "nm": tools["nm"], "llvm-nm": tools["nm"]}
	if err := installWrappers(irBin, self, links); err != nil {
		return nil, err
	}
	env := buildEnv(irBin, []string{
		envMode + "=" + modeIR, envLog + "=" + irLog, envCC + "=" + tools["cc"], envCXX + "=" + tools["c++"],
		envInclude + "=" + inc, envRuntime + "=" + rt,
		"AR=" + tools["ar"], "RANLIB=" + tools["ranlib"], "NM=" + tools["nm"],
	})
	if err := runStep(ctx, "IR build", src, env, irLog, opts); err != nil {
		return nil, err
	}
	irLinks, err := readLog(irLog)
	if err != nil {
		return nil, err
	}
	if err := collect(res, src, start, irLinks); err != nil {
		return nil, err
	}

	if !opts.NoCoverage {
		if err := coverageBuild(ctx, res, covTree, internal, self, inc, opts); err != nil {
			return nil, err
		}
	}
	if opts.ASan {
		vars := []string{envMode + "=" + modeASan, envCC + "=" + tools["cc"], envCXX + "=" + tools["c++"],
			envInclude + "=" + inc, envRuntime + "=" + rt, "ASAN_OPTIONS=detect_leaks=0"}
		exes, err := nativeBuild(ctx, "ASan build", res, asanTree, internal, self, vars, opts)
		if err != nil {
			return nil, err
		}
		for i, p := range exes {
			res.Programs[i].ASan = p
		}
		res.ASanTree = asanTree
	}
	return res, writeManifest(res)
}

// prepareOut makes out empty: a new directory, or one a previous Build
// wrote, emptied.
func prepareOut(out string) error {
	entries, err := os.ReadDir(out)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return err
	case len(entries) > 0:
		if _, err := os.Stat(filepath.Join(out, internalDir)); err != nil {
			return fmt.Errorf("%s exists and is not a symx build directory: give another -o, or remove it", out)
		}
		if err := os.RemoveAll(out); err != nil {
			return err
		}
	}
	return os.MkdirAll(filepath.Join(out, internalDir), 0o755)
}

// installWrappers makes dir hold the compiler wrappers (symlinks to self
// under the names a build may call a compiler by) and the links given
// (name -> target).
func installWrappers(dir, self string, links map[string]string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name := range wrapperNames {
		if err := os.Symlink(self, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// buildEnv is the build command's environment: the wrappers first in
// PATH and as CC and CXX (which configure, make and cmake read), and
// vars.
func buildEnv(bin string, vars []string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "SYMX_BUILD_") && !strings.HasPrefix(kv, "PATH=") {
			env = append(env, kv)
		}
	}
	env = append(env, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"CC="+filepath.Join(bin, "cc"), "CXX="+filepath.Join(bin, "c++"))
	return append(env, vars...)
}

// runStep runs the build command in dir.
func runStep(ctx context.Context, step, dir string, env []string, log string, opts Options) error {
	args := opts.Command
	if len(args) == 1 {
		args = []string{"sh", "-c", args[0]}
	}
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Dir, cmd.Env = dir, env
	cmd.Stdout, cmd.Stderr = opts.Stdout, opts.Stderr
	err := cmd.Run()
	if err == nil {
		return nil
	}
	e := &StepError{Step: step, Command: opts.Command, Dir: dir, Err: err}
	var ee *exec.ExitError
	if errors.As(err, &ee) && ee.Exited() {
		e.Err = fmt.Errorf("exit status %d", ee.ExitCode())
	}
	if recs, _ := readLog(log); len(recs) > 0 {
		for i := len(recs) - 1; i >= 0; i-- {
			if r := recs[i]; r.Kind == "failed" {
				e.LastFailed = fmt.Sprintf("%s (in %s, exit status %d)", commandString(r.Args), r.Dir, r.Status)
				break
			}
		}
	}
	return e
}

// readLog reads a link log; a missing log is an empty one.
func readLog(path string) ([]record, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var recs []record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var r record
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		recs = append(recs, r)
	}
	return recs, sc.Err()
}

// lastLinks returns, per output path, the last successful link of an
// executable whose output is still there and is an executable (a
// configure test's conftest is gone; CMake's compiler identification
// under CMakeFiles is left out).
func lastLinks(recs []record) map[string]record {
	m := map[string]record{}
	for _, r := range recs {
		if r.Kind != "exe" || inCMakeFiles(r.Output) {
			continue
		}
		if isExecutable(r.Output) {
			m[r.Output] = r
		} else {
			delete(m, r.Output)
		}
	}
	return m
}

func inCMakeFiles(path string) bool {
	return strings.Contains(filepath.ToSlash(path), "/CMakeFiles/")
}

// collect copies the bitcode of each executable the IR build linked to
// res.Out and lists the executables of the tree without bitcode.
func collect(res *Result, src string, start time.Time, recs []record) error {
	links := lastLinks(recs)
	paths := make([]string, 0, len(links))
	for p := range links {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	names := map[string]bool{}
	for _, p := range paths {
		if !links[p].Bitcode {
			res.Unlinked = append(res.Unlinked, Unlinked{p, "linked through symx's wrapper, but lld left no " + filepath.Base(p) + preoptSuffix + " (none of its inputs was LLVM bitcode)"})
			continue
		}
		name := filepath.Base(p)
		if names[name] {
			// Two programs of one name: the later ones by their path.
			rel, err := filepath.Rel(src, p)
			if err != nil || strings.HasPrefix(rel, "..") {
				rel = p
			}
			name = strings.ReplaceAll(strings.Trim(rel, "/"), "/", "-")
		}
		names[name] = true
		bc := filepath.Join(res.Out, name+".bc")
		if err := copyFile(p+preoptSuffix, bc); errors.Is(err, fs.ErrNotExist) {
			res.Unlinked = append(res.Unlinked, Unlinked{p, "its " + filepath.Base(p) + preoptSuffix + " was removed after the link"})
			continue
		} else if err != nil {
			return err
		}
		res.Programs = append(res.Programs, Program{Name: name, Bitcode: bc, Linked: p})
	}
	// Executables in the tree the wrapper did not link.
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if path == res.Out || d.Name() == ".git" || d.Name() == "CMakeFiles" {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			return nil
		}
		if _, ok := links[path]; ok || !isExecutable(path) {
			return nil
		}
		why := "not linked through symx's wrapper (the build called a linker or compiler of its own, not $CC)"
		if st, err := os.Stat(path); err == nil && st.ModTime().Before(start) {
			why = "not linked by this build (it was there before: clean the tree, e.g. make clean, and build again)"
		}
		res.Unlinked = append(res.Unlinked, Unlinked{path, why})
		return nil
	})
}

// isExecutable reports whether path is an ELF executable with an exec
// bit: ET_EXEC, or a position-independent one (ET_DYN with an
// interpreter), not a shared library or object.
func isExecutable(path string) bool {
	st, err := os.Stat(path)
	if err != nil || !st.Mode().IsRegular() || st.Mode()&0o111 == 0 {
		return false
	}
	f, err := elf.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	switch f.Type {
	case elf.ET_EXEC:
		return true
	case elf.ET_DYN:
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP {
				return true
			}
		}
	}
	return false
}

// coverageBuild runs the build command in the copy of the tree with the
// coverage wrappers, and records in res where each program's coverage
// executable is.
func coverageBuild(ctx context.Context, res *Result, tree, internal, self, inc string, opts Options) error {
	cc, cxx, clang := covCompilers()
	if cc == "" {
		return errors.New("coverage build: no C compiler (gcc or clang-14); build without coverage (--no-cov), or install gcc")
	}
	ar, err := exec.LookPath("llvm-ar-14")
	if err != nil {
		return err
	}
	rt, err := replayArchive(ctx, filepath.Join(internal, "replay-rt-cov"), cc, ar, inc)
	if err != nil {
		return fmt.Errorf("coverage build: the replay runtime: %w", err)
	}
	vars := []string{envMode + "=" + modeCov, envCC + "=" + cc, envCXX + "=" + cxx,
		envInclude + "=" + inc, envRuntime + "=" + rt}
	if clang {
		vars = append(vars, envCovClang+"=1")
	} else {
		// gcc's counters of a run that ends in abort() are exact, but
		// abort() skips the exit handlers that write them: each
		// executable gets cover's SIGABRT handler, which writes them
		// first (as cover.Measure builds a program).
		obj, err := abortDumpObject(ctx, filepath.Join(internal, "abort-dump"), cc)
		if err != nil {
			return fmt.Errorf("coverage build: %w", err)
		}
		vars = append(vars, envObjects+"="+obj)
	}
	exes, err := nativeBuild(ctx, "coverage build", res, tree, internal, self, vars, opts)
	if err != nil {
		return err
	}
	for i, p := range exes {
		res.Programs[i].Coverage = p
	}
	res.CoverageTree, res.CoverageCC = tree, filepath.Base(cc)
	return nil
}

// nativeBuild runs the build command in tree, a copy of the source tree,
// with wrappers in the mode vars give (envMode first), and returns, per
// program of res (by index), its executable in tree, "" when that build
// did not link it.
func nativeBuild(ctx context.Context, step string, res *Result, tree, internal, self string, vars []string, opts Options) ([]string, error) {
	mode := strings.TrimPrefix(vars[0], envMode+"=")
	bin := filepath.Join(internal, "bin-"+mode)
	log := filepath.Join(internal, "links-"+mode+".log")
	if err := installWrappers(bin, self, nil); err != nil {
		return nil, err
	}
	if err := runStep(ctx, step, tree, buildEnv(bin, append(vars, envLog+"="+log)), log, opts); err != nil {
		return nil, err
	}
	recs, err := readLog(log)
	if err != nil {
		return nil, err
	}
	links := lastLinks(recs)
	exes := make([]string, len(res.Programs))
	for i, p := range res.Programs {
		rel, err := filepath.Rel(res.Source, p.Linked)
		if err != nil || strings.HasPrefix(rel, "..") {
			continue // built outside the tree: not in the copy
		}
		if c := filepath.Join(tree, rel); links[c].Kind == "exe" {
			exes[i] = c
		}
	}
	return exes, nil
}

// abortDumpObject compiles cover's SIGABRT handler, which writes gcov's
// counters before abort() ends the process, with cc into dir.
func abortDumpObject(ctx context.Context, dir, cc string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	c := filepath.Join(dir, "symx_cover_abortdump.c")
	o := filepath.Join(dir, "symx_cover_abortdump.o")
	if err := os.WriteFile(c, cover.AbortDumpSource(), 0o644); err != nil {
		return "", err
	}
	args := []string{cc, "-O0", "-w", "-c", c, "-o", o}
	if b, err := exec.CommandContext(ctx, args[0], args[1:]...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("%s: %v\n%s", commandString(args), err, b)
	}
	return o, nil
}

// covCompilers picks the coverage build's compilers: gcc and g++ when gcc
// and its gcov are installed (cover's preference), else clang-14.
func covCompilers() (cc, cxx string, clang bool) {
	gcc, err1 := exec.LookPath("gcc")
	_, err2 := exec.LookPath("gcov")
	if err1 == nil && err2 == nil {
		gxx, err := exec.LookPath("g++")
		if err != nil {
			gxx, _ = exec.LookPath("clang++-14")
		}
		return gcc, gxx, false
	}
	c, err := exec.LookPath("clang-14")
	if err != nil {
		return "", "", false
	}
	cxxPath, _ := exec.LookPath("clang++-14")
	return c, cxxPath, true
}

// replayArchive compiles the replay runtime with cc into an archive in
// dir with ar (inc holds symx's headers) and returns its path.
func replayArchive(ctx context.Context, dir, cc, ar, inc string) (string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	c := filepath.Join(dir, "symx_replay_runtime.c")
	o := filepath.Join(dir, "symx_replay_runtime.o")
	a := filepath.Join(dir, "libsymx_replay.a")
	if err := os.WriteFile(c, replay.RuntimeSource(), 0o644); err != nil {
		return "", err
	}
	for _, args := range [][]string{
		{cc, "-g", "-O0", "-w", "-I", inc, "-DSYMX_REPLAY=1", "-c", c, "-o", o},
		{ar, "rcs", a, o},
	} {
		if b, err := exec.CommandContext(ctx, args[0], args[1:]...).CombinedOutput(); err != nil {
			return "", fmt.Errorf("%s: %v\n%s", commandString(args), err, b)
		}
	}
	return a, nil
}

func writeManifest(res *Result) error {
	b, err := json.MarshalIndent(res, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(res.Out, ManifestName), append(b, '\n'), 0o644)
}

// commandString prints a command line, quoting words a shell would split.
func commandString(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		if a == "" || strings.ContainsAny(a, " \t\n'\"\\$`;&|<>()*?[]{}!#~") {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		q[i] = a
	}
	return strings.Join(q, " ")
}
