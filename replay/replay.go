package replay

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/symx/symx/testgen"
)

// FileResult is the replay of one test file.
type FileResult struct {
	Path    string        // the test file
	Test    *testgen.Test // the test, with the outcome read from its files
	Outcome Outcome       // how the native run ended
	NotRun  bool          // nothing was run (Outcome unset): see ReplayFile
	Verdict Verdict
	// Err is why the test file could not be read (ReplaySuite skips it);
	// the other fields are then unset.
	Err error
}

// ReplayFile replays the test at path (a .ktest or .json file, completed
// from its sibling files as testgen.LoadTest does) on binary: it runs the
// program with the test's Args[1:] as arguments and compares the run with
// the test's outcome. A .json test is converted to a temporary .ktest for
// the runtime. A test of the POSIX runtime (see posix.go) gets its argv,
// stdin and files from its environment objects, which the runtime does not
// see; one whose path was stopped before the runtime had made the whole
// command line is not run (NotRun, its Verdict Unchecked).
func ReplayFile(ctx context.Context, binary, path string, opts RunOptions) (FileResult, error) {
	res := FileResult{Path: path}
	t, err := testgen.LoadTest(path)
	if err != nil {
		return res, fmt.Errorf("replay: %w", err)
	}
	res.Test = t
	var args []string
	if len(t.Args) > 1 {
		args = t.Args[1:]
	}
	ktest := path
	kt := t
	if isPOSIXTest(t) {
		if opts.POSIXAsModelUser && opts.User == nil {
			opts.User, opts.IsolatePIDs = ModelUser, true
		}
		// Feed the environment's objects natively (see posix.go) and give
		// the runtime only the program's own objects.
		in, err := splitPOSIX(t)
		if err != nil && t.Outcome.Status == testgen.StatusEarly && !hasObject(t, "model_version") {
			// The path was stopped (at a limit, its state dumped) while
			// the runtime was still making the command line: it never
			// reached main, and its inputs are not a whole command line.
			res.Verdict = Verdict{Unchecked, "the path was stopped inside the POSIX runtime's setup, before main (" + t.Outcome.Reason + "): nothing to run natively"}
			res.NotRun = true
			return res, nil
		}
		if err != nil {
			return res, fmt.Errorf("%s: %w", path, err)
		}
		args = in.Args
		opts.Stdin = in.Stdin
		opts.StdinOwner, opts.StdoutOwner = owner(in.StdinStat, opts.User), owner(in.StdoutStat, opts.User)
		// Always a fresh directory, even without files: the model's
		// current directory holds exactly the symbolic files
		// (runtime/libc, dir.c). Its parent is fresh too, root's with
		// mode 01777 as the model's ".." (a Debian /tmp): the machine's
		// /tmp may be otherwise (0755 here: touch .. failed natively), and
		// what a test makes in ".." is removed with it.
		parent, err := filesDir()
		if err != nil {
			return res, fmt.Errorf("replay: %w", err)
		}
		defer os.RemoveAll(parent)
		dir := filepath.Join(parent, "cwd")
		// os.ModeSticky, not 0o1000: os.Chmod maps Go's mode bits and
		// dropped the raw one, which left ".." 0777 (`[ -k .. ]`).
		if err := os.Chmod(parent, 0o777|os.ModeSticky); err != nil {
			return res, fmt.Errorf("replay: %w", err)
		}
		if err := os.Mkdir(dir, 0o700); err != nil {
			return res, fmt.Errorf("replay: %w", err)
		}
		if err := in.writeFiles(dir, opts.User); err != nil {
			return res, err
		}
		if binary, err = filepath.Abs(binary); err != nil {
			return res, fmt.Errorf("replay: %w", err)
		}
		opts.Dir = dir
		c := *t
		c.Objects = in.Rest
		kt = &c
		ktest = ""
	}
	if ktest == "" || filepath.Ext(path) != ".ktest" {
		f, err := os.CreateTemp("", "symx-replay-*.ktest")
		if err != nil {
			return res, fmt.Errorf("replay: %w", err)
		}
		ktest = f.Name()
		defer os.Remove(ktest)
		werr := testgen.WriteKTest(f, kt)
		if cerr := f.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			return res, fmt.Errorf("replay: %s: %w", path, werr)
		}
	}
	o, err := Run(ctx, binary, ktest, args, opts)
	if err != nil {
		return res, err
	}
	res.Outcome = o
	res.Verdict = verdict(t, path, o)
	return res, nil
}

// verdict is Compare's, except for a symx test whose .ktest has no .json
// (a run killed while writing it): nothing says how it should end, so it
// is unchecked, where a KLEE .ktest alone is a normal exit.
func verdict(t *testgen.Test, path string, o Outcome) Verdict {
	if t.Outcome.Status == testgen.StatusUnknown && filepath.Ext(path) == ".ktest" && testgen.WrittenBySymx(filepath.Dir(path)) {
		return Verdict{Unchecked, "the test has no .json (its run was killed while writing it); replay: " + o.String()}
	}
	return Compare(t.Outcome, o)
}

// TempDir is where a directory the model's user must reach goes: /tmp,
// which every user may search, whatever TMPDIR says (a test's or a
// user's own may be private); os.TempDir where there is no /tmp.
func TempDir() string {
	if fi, err := os.Stat("/tmp"); err == nil && fi.IsDir() {
		return "/tmp"
	}
	return os.TempDir()
}

// filesDir makes the fresh parent of a test's directory: in /tmp (the
// machine's temporary directory when there is none), named
// symx-replay-files- and ten digits, so that the path getcwd answers
// natively is as long as the model's (SYMX_HOME_PATH in runtime/libc's
// symx_libc.h).
func filesDir() (string, error) {
	tmp := TempDir()
	for {
		p := filepath.Join(tmp, fmt.Sprintf("symx-replay-files-%010d", rand.Uint32()))
		err := os.Mkdir(p, 0o700)
		if !errors.Is(err, fs.ErrExist) {
			return p, err
		}
	}
}
