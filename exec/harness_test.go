package exec

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/ir"
	"github.com/symx/symx/solver"
	"github.com/symx/symx/solver/bitblast"
)

// The end-to-end tests run the programs of testdata/c (compiled into
// testdata/ll by go generate) and check what their comments ask for:
//
//	// want: paths N          N paths exit normally
//	// want: exits A B ...    the set of exit codes of those paths
//	// want: silent N | early N
//	// want: stdout "..."     the program's output (Go string syntax)
//	// want: warn TEXT        some warning contains TEXT
//	// want: suffix S         some bug has error-file suffix S
//	// want: inputs N1 N2 ... every test lists exactly these objects
//	// want: nondet F1 ...    every exit lists these nondet calls in order
//	// args: A B              the program's arguments
//	// maxstack: N            Config.MaxStack
//	// opt: O2, // m32, // cflags: ...   how the program is compiled
//	... // bug: KIND          a bug of KIND is reported at this line (and
//	                          every bug reported is marked so)
//	// native                 replay every test natively: same outcome
//	// stdout-native          the single path prints what a native run does
//	// exhaustive             run natively on every input: same outcome set

type spec struct {
	name         string
	cfile        string
	paths        int // -1: unchecked
	exits        []int
	silent       int
	early        int
	stdout       *string
	warn         []string
	suffix       string
	inputs       []string
	nondet       []string
	args         []string
	maxStack     int
	bugs         map[bugAt]bool
	native       bool
	stdoutNative bool
	exhaustive   bool
	opt          string
	m32          bool
	cflags       []string
}

type bugAt struct {
	kind string
	line int
}

func parseSpec(t *testing.T, cfile string) *spec {
	f, err := os.Open(cfile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sp := &spec{name: strings.TrimSuffix(filepath.Base(cfile), ".c"), cfile: cfile, paths: -1, silent: -1, early: -1, bugs: map[bugAt]bool{}}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if i := strings.Index(text, "// bug: "); i >= 0 {
			sp.bugs[bugAt{strings.TrimSpace(text[i+len("// bug: "):]), line}] = true
		}
		text = strings.TrimSpace(text)
		if !strings.HasPrefix(text, "//") {
			continue
		}
		text = strings.TrimSpace(strings.TrimPrefix(text, "//"))
		key, val, _ := strings.Cut(text, ":")
		val = strings.TrimSpace(val)
		switch {
		case text == "native":
			sp.native = true
		case text == "stdout-native":
			sp.stdoutNative = true
		case text == "exhaustive":
			sp.exhaustive = true
		case text == "m32":
			sp.m32 = true
		case key == "opt":
			sp.opt = val
		case key == "cflags":
			sp.cflags = append(sp.cflags, strings.Fields(val)...)
		case key == "args":
			sp.args = strings.Fields(val)
		case key == "maxstack":
			sp.maxStack, _ = strconv.Atoi(val)
		case key == "want":
			what, rest, _ := strings.Cut(val, " ")
			switch what {
			case "paths":
				sp.paths, _ = strconv.Atoi(rest)
			case "silent":
				sp.silent, _ = strconv.Atoi(rest)
			case "early":
				sp.early, _ = strconv.Atoi(rest)
			case "exits":
				for _, f := range strings.Fields(rest) {
					n, _ := strconv.Atoi(f)
					sp.exits = append(sp.exits, n)
				}
			case "stdout":
				s, err := strconv.Unquote(rest)
				if err != nil {
					t.Fatalf("%s: bad stdout string: %v", cfile, err)
				}
				sp.stdout = &s
			case "warn":
				sp.warn = append(sp.warn, rest)
			case "suffix":
				sp.suffix = rest
			case "inputs":
				sp.inputs = strings.Fields(rest)
			case "nondet":
				sp.nondet = strings.Fields(rest)
			default:
				t.Fatalf("%s: unknown want %q", cfile, what)
			}
		}
	}
	return sp
}

// result is what one symx run produced.
type result struct {
	terms  []*Termination
	stdout string
	warns  []string
	stats  Stats
}

func testSolver() solver.Solver {
	return solver.NewChain(bitblast.New(bitblast.Options{}), solver.ChainOptions{})
}

// sharedPrograms are test programs kept with the benchmark programs
// (../testdata/programs, IR made by run's go:generate) rather than copied
// into testdata/c.
var sharedPrograms = map[string]string{"loop16": "../testdata/programs"}

func loadLL(t testing.TB, name string) *ir.Program {
	dir := "testdata/ll"
	if d, ok := sharedPrograms[name]; ok {
		dir = d
	}
	src, err := os.ReadFile(filepath.Join(dir, name+".ll"))
	if err != nil {
		t.Fatalf("%v (run go generate ./exec)", err)
	}
	prog, err := ir.LoadLL(name+".ll", src)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

func runSymx(t testing.TB, prog *ir.Program, cfg Config) *result {
	r := &result{}
	var out bytes.Buffer
	if cfg.Solver == nil {
		cfg.Solver = testSolver()
	}
	cfg.Stdout = &out
	cfg.Warn = func(l Location, msg string) { r.warns = append(r.warns, l.String()+": "+msg) }
	also := cfg.OnTerminate
	cfg.OnTerminate = func(tm *Termination) {
		r.terms = append(r.terms, tm)
		if also != nil {
			also(tm)
		}
	}
	x, err := New(prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	st, err := x.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	r.stats = st
	r.stdout = out.String()
	return r
}

func TestPrograms(t *testing.T) {
	files, err := filepath.Glob("testdata/c/*.c")
	if err != nil || len(files) == 0 {
		t.Fatal("no test programs", err)
	}
	for name, dir := range sharedPrograms {
		files = append(files, filepath.Join(dir, name+".c"))
	}
	for _, f := range files {
		sp := parseSpec(t, f)
		t.Run(sp.name, func(t *testing.T) {
			t.Parallel()
			checkProgram(t, sp)
		})
	}
}

func checkProgram(t *testing.T, sp *spec) {
	prog := loadLL(t, sp.name)
	cfg := Config{MaxStack: sp.maxStack}
	if sp.args != nil {
		cfg.Args = append([]string{sp.name}, sp.args...)
	}
	r := runSymx(t, prog, cfg)
	var exits []int
	got := map[bugAt]bool{}
	silent, early := 0, 0
	for _, tm := range r.terms {
		switch tm.Outcome {
		case Exit:
			exits = append(exits, tm.ExitCode)
		case BugFound:
			got[bugAt{tm.Bug.Kind.String(), tm.Bug.Where.Line}] = true
			if sp.suffix != "" && tm.Bug.Suffix != sp.suffix {
				t.Errorf("bug suffix %q, want %q", tm.Bug.Suffix, sp.suffix)
			}
		case Silent:
			silent++
		case Early:
			early++
			t.Logf("early: %s", tm.Reason)
		}
		if tm.Outcome != Silent && tm.Inputs == nil {
			t.Errorf("termination without inputs: %v %v", tm.Outcome, tm.Reason)
		}
		if sp.inputs != nil && tm.Outcome != Silent {
			var names []string
			for _, in := range tm.Inputs {
				names = append(names, in.Name)
			}
			if fmt.Sprint(names) != fmt.Sprint(sp.inputs) {
				t.Errorf("inputs %v, want %v", names, sp.inputs)
			}
		}
		if sp.nondet != nil && tm.Outcome == Exit {
			var fs []string
			for _, v := range tm.Nondet {
				fs = append(fs, v.Func)
			}
			if fmt.Sprint(fs) != fmt.Sprint(sp.nondet) {
				t.Errorf("nondet %v, want %v", fs, sp.nondet)
			}
		}
	}
	for b := range got {
		if !sp.bugs[b] {
			t.Errorf("unexpected bug %s at line %d", b.kind, b.line)
		}
	}
	for b := range sp.bugs {
		if !got[b] {
			t.Errorf("missing bug %s at line %d", b.kind, b.line)
		}
	}
	if sp.paths >= 0 && len(exits) != sp.paths {
		t.Errorf("%d exiting paths, want %d", len(exits), sp.paths)
	}
	if sp.exits != nil && fmt.Sprint(set(exits)) != fmt.Sprint(set(sp.exits)) {
		t.Errorf("exit codes %v, want %v", set(exits), set(sp.exits))
	}
	if sp.silent >= 0 && silent != sp.silent {
		t.Errorf("%d silent paths, want %d", silent, sp.silent)
	}
	if sp.early >= 0 && early != sp.early {
		t.Errorf("%d early paths, want %d", early, sp.early)
	} else if sp.early < 0 && early > 0 {
		t.Errorf("%d unexpected early paths", early)
	}
	if sp.stdout != nil && r.stdout != *sp.stdout {
		t.Errorf("stdout %q, want %q", r.stdout, *sp.stdout)
	}
	for _, w := range sp.warn {
		found := false
		for _, g := range r.warns {
			found = found || strings.Contains(g, w)
		}
		if !found {
			t.Errorf("no warning mentions %q (warnings: %q)", w, r.warns)
		}
	}
	// -short: no native builds (clang with sanitizers for each program,
	// most of this test's time).
	if (sp.native || sp.exhaustive || sp.stdoutNative) && !testing.Short() {
		checkNative(t, sp, r)
	}
}

func set(xs []int) []int {
	m := map[int]bool{}
	for _, x := range xs {
		m[x] = true
	}
	var out []int
	for x := range m {
		out = append(out, x)
	}
	sort.Ints(out)
	return out
}

// Native outcome codes (testdata/native/replay.c).
const (
	codeInfeasible = 96
	codeAssert     = 201
	codeAbort      = 202
	codeReach      = 203
	codeUser       = 204
	codeSanitizer  = 205
	codeSilent     = 207
)

// nativeCode is the exit status a native run shows for a termination,
// or -1 when there is nothing to compare.
func nativeCode(tm *Termination) int {
	switch tm.Outcome {
	case Exit:
		return tm.ExitCode
	case BugFound:
		switch tm.Bug.Kind {
		case BugAssert:
			return codeAssert
		case BugAbort:
			return codeAbort
		case BugReachError:
			return codeReach
		case BugUser:
			if strings.Contains(tm.Bug.Message, "klee_assume") {
				return codeInfeasible
			}
			return codeUser
		case BugPtr, BugFree, BugDiv, BugUnreachable, BugOvershift:
			// ASan and UBSan exit with the same code in forked children.
			return codeSanitizer
		}
	}
	return -1
}

var nativeOnce sync.Map // name -> *nativeBin

type nativeBin struct {
	once sync.Once
	path string
	err  error
}

// buildNative compiles the program with the replay runtime and sanitizers.
func buildNative(t *testing.T, sp *spec) string {
	clang, err := exec.LookPath("clang-14")
	if err != nil {
		t.Skip("clang-14 not found: native comparison skipped")
	}
	if sp.m32 {
		// Skip only for a missing tool (no i386 C library) or a machine
		// that runs no i386 programs, never for a program that fails to
		// build.
		testutil.NeedM32(t, clang)
	}
	v, _ := nativeOnce.LoadOrStore(sp.name, &nativeBin{})
	nb := v.(*nativeBin)
	nb.once.Do(func() {
		dir := t.TempDir()
		flags := []string{"-g", "-w", "-fsanitize=address,integer-divide-by-zero,unreachable,shift-exponent", "-fno-sanitize-recover=all", "-I", "../runtime/include"}
		if sp.opt != "" {
			flags = append(flags, "-"+sp.opt)
		}
		if sp.m32 {
			flags = append(flags, "-m32")
		}
		flags = append(flags, sp.cflags...)
		obj, err := replayObject(clang, flags)
		if err != nil {
			nb.err = err
			return
		}
		bin := filepath.Join(dir, sp.name)
		args := append(flags, "-Dmain=symx_program_main", sp.cfile, obj, "-o", bin)
		out, err := exec.Command(clang, args...).CombinedOutput()
		if err != nil {
			nb.err = fmt.Errorf("compiling natively: %v\n%s", err, out)
			return
		}
		nb.path = bin
	})
	if nb.err != nil {
		t.Fatal(nb.err)
	}
	return nb.path
}

var replayObjects sync.Map // flags -> *nativeBin

// tempDirs are removed by TestMain when the tests are done.
var tempDirs struct {
	sync.Mutex
	dirs []string
}

func TestMain(m *testing.M) {
	checkRepairs = true
	code := m.Run()
	for _, d := range tempDirs.dirs {
		os.RemoveAll(d)
	}
	os.Exit(code)
}

// replayObject compiles the replay runtime once per set of flags.
func replayObject(clang string, flags []string) (string, error) {
	v, _ := replayObjects.LoadOrStore(strings.Join(flags, " "), &nativeBin{})
	nb := v.(*nativeBin)
	nb.once.Do(func() {
		dir, err := os.MkdirTemp("", "symx-replay-")
		if err != nil {
			nb.err = err
			return
		}
		tempDirs.Lock()
		tempDirs.dirs = append(tempDirs.dirs, dir)
		tempDirs.Unlock()
		obj := filepath.Join(dir, "replay.o")
		out, err := exec.Command(clang, append(flags, "-c", "testdata/native/replay.c", "-o", obj)...).CombinedOutput()
		if err != nil {
			nb.err = fmt.Errorf("compiling the replay runtime: %v\n%s", err, out)
			return
		}
		nb.path = obj
	})
	return nb.path, nb.err
}

func nativeEnv() []string {
	return append(os.Environ(), "ASAN_OPTIONS=exitcode=205:detect_leaks=0:symbolize=0", "UBSAN_OPTIONS=exitcode=205:symbolize=0")
}

// runNative runs bin once on input and returns its exit code (1000+signal
// for a signal) and output.
func runNative(t *testing.T, bin string, args []string, input []byte) (int, string) {
	f := filepath.Join(t.TempDir(), "input")
	if err := os.WriteFile(f, input, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := testutil.Command(t, bin, args...)
	cmd.Env = append(nativeEnv(), "SYMX_INPUT="+f)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	err := cmd.Run()
	if err == nil {
		return 0, stdout.String()
	}
	if ee, ok := err.(*exec.ExitError); ok {
		if ee.ExitCode() >= 0 {
			return ee.ExitCode(), stdout.String()
		}
		return 1000, stdout.String()
	}
	t.Fatal(err)
	return 0, ""
}

func checkNative(t *testing.T, sp *spec, r *result) {
	bin := buildNative(t, sp)
	var symxCodes []int
	inputBytes := -1
	for _, tm := range r.terms {
		want := nativeCode(tm)
		if want < 0 {
			continue
		}
		symxCodes = append(symxCodes, want)
		var in []byte
		for _, o := range tm.Inputs {
			in = append(in, o.Bytes...)
		}
		inputBytes = len(in)
		if !sp.native && !sp.stdoutNative {
			continue
		}
		got, out := runNative(t, bin, sp.args, in)
		if got != want {
			t.Errorf("native run on %x exits %d; symx says %v (code %d, %v)", in, got, tm.Outcome, want, tm.Bug)
		}
		if sp.stdoutNative && out != r.stdout {
			t.Errorf("native stdout %q, symx stdout %q", out, r.stdout)
		}
	}
	if !sp.exhaustive {
		return
	}
	if inputBytes < 0 || inputBytes > 2 {
		t.Fatalf("exhaustive comparison needs at most 2 input bytes, have %d", inputBytes)
	}
	cmd := testutil.Command(t, bin, sp.args...)
	cmd.Env = append(nativeEnv(), "SYMX_EXHAUSTIVE="+strconv.Itoa(inputBytes))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("exhaustive native run: %v", err)
	}
	var native []int
	for _, f := range strings.Fields(string(out)) {
		n, _ := strconv.Atoi(f)
		if n != codeInfeasible && n != codeSilent {
			native = append(native, n)
		}
	}
	var mine []int
	for _, c := range symxCodes {
		if c != codeInfeasible {
			mine = append(mine, c)
		}
	}
	if fmt.Sprint(set(native)) != fmt.Sprint(set(mine)) {
		t.Errorf("outcomes over all inputs: native %v, symx %v", set(native), set(mine))
	}
}
