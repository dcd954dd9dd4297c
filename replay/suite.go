package replay

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"

	"github.com/symx/symx/testgen"
)

// SuiteOptions configures ReplaySuite.
type SuiteOptions struct {
	Build BuildOptions // ASan and Output are set per binary
	Run   RunOptions
	// Progress, if set, is called after each test file with the number
	// done and the total (a suite of thousands takes minutes).
	Progress func(done, total int)
	// Prebuilt, when set, are the native executables to replay on (a
	// symx build's), instead of building src: Build is then unused.
	Prebuilt *Prebuilt
}

// Prebuilt are native executables linked with the replay runtime, as
// symx build makes them (package projbuild).
type Prebuilt struct {
	// Plain runs every test ASan does not.
	Plain string
	// ASan, built with AddressSanitizer, runs the tests of memory errors
	// and user errors. Without it they run on Plain: memory errors under
	// valgrind's memcheck when valgrind is installed (or when
	// Run.Memcheck), else natively, where an out-of-bounds read rarely
	// crashes.
	ASan string
}

// ReplaySuite builds src natively and replays every test file: the plain
// build for most tests, an AddressSanitizer build for memory-error tests
// (natively an out-of-bounds read or a use after free rarely crashes) and
// user-error tests (the runtime's whole-object check of
// klee_make_symbolic needs ASan).
// Paths may be test files or output directories. Binaries are removed
// afterwards. Each test is replayed with the data model its output
// directory records (testgen.DataModel), else opts.Build.M32. A test file that cannot be read (empty, truncated, not a
// test) is skipped: its result has Err set and the others are replayed.
// With opts.Prebuilt, nothing is built: its executables run the tests
// (64-bit, whatever the data model), and a coverage build's .gcda data
// goes to a scratch directory (GCOV_PREFIX) removed afterwards. Run as
// root (and opts.Run.User nil), a test of the POSIX runtime runs as the
// model's user (ModelUser) in a PID namespace of its own, as the model
// says an ordinary user's program does: as root, chmod and chown of
// others' files succeed, and the test's files keep neither its owners
// nor its modes.
func ReplaySuite(ctx context.Context, src string, paths []string, opts SuiteOptions) ([]FileResult, error) {
	files, err := expandTests(paths)
	if err != nil {
		return nil, err
	}
	// As root, a POSIX test runs as the model's user: the binaries and
	// the coverage data's directory must be that user's to reach.
	asModel := os.Geteuid() == 0 && opts.Run.User == nil
	base := ""
	if asModel {
		base = TempDir()
	}
	tmp, err := os.MkdirTemp(base, "symx-replay-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	gcda := filepath.Join(tmp, "gcda")
	if asModel {
		if err := ShareWith(ModelUser, tmp, gcda); err != nil {
			return nil, err
		}
	}
	type variant struct{ asan, m32 bool }
	bins := map[variant]string{}
	copies := map[string]string{} // prebuilt executables copied into tmp
	binary := func(v variant) (string, error) {
		if pb := opts.Prebuilt; pb != nil {
			b := pb.Plain
			if v.asan && pb.ASan != "" {
				b = pb.ASan
			}
			if !asModel {
				return b, nil
			}
			if c, ok := copies[b]; ok {
				return c, nil
			}
			c := filepath.Join(tmp, fmt.Sprintf("prebuilt-%d-%s", len(copies), filepath.Base(b)))
			if err := CopyExecutable(b, c); err != nil {
				return "", err
			}
			copies[b] = c
			return c, nil
		}
		if b, ok := bins[v]; ok {
			return b, nil
		}
		bo := opts.Build
		bo.ASan, bo.M32 = v.asan, v.m32
		bo.Output = filepath.Join(tmp, fmt.Sprintf("prog-asan-%v-m32-%v", v.asan, v.m32))
		b, err := Build(ctx, src, bo)
		if err != nil {
			return "", err
		}
		bins[v] = b
		return b, nil
	}
	var results []FileResult
	for i, f := range files {
		if opts.Progress != nil && i > 0 {
			opts.Progress(i, len(files))
		}
		t, err := testgen.LoadTest(f)
		if err != nil {
			results = append(results, FileResult{Path: f, Err: err})
			continue
		}
		k := t.Outcome.Kind()
		// The data model the tests were made with, as their output
		// directory records it, wins over opts.Build.M32.
		m32 := opts.Build.M32
		switch testgen.DataModel(filepath.Dir(f)) {
		case testgen.DataModelILP32:
			m32 = true
		case testgen.DataModelLP64:
			m32 = false
		}
		// User errors too: under ASan the runtime checks that
		// klee_make_symbolic covers a whole object, as the engine does.
		// With Run.Memcheck, memory errors run under valgrind instead
		// (which cannot run an ASan binary), and the other tests natively.
		memory := k == testgen.KindPtr || k == testgen.KindFree
		run := opts.Run
		run.POSIXAsModelUser = asModel
		if pb := opts.Prebuilt; pb != nil && pb.ASan == "" && !run.Memcheck {
			run.Memcheck = HaveValgrind()
		}
		run.Memcheck = run.Memcheck && memory
		if opts.Prebuilt != nil {
			// A coverage build's data goes to a scratch directory, not
			// into the build's tree.
			run.Env = append(append([]string(nil), run.Env...), "GCOV_PREFIX="+gcda, "GCOV_PREFIX_STRIP=0")
		}
		bin, err := binary(variant{asan: (memory && !run.Memcheck) || k == testgen.KindUser, m32: m32})
		if err != nil {
			return results, err
		}
		r, err := ReplayFile(ctx, bin, f, run)
		if err != nil {
			return results, err
		}
		results = append(results, r)
	}
	if opts.Progress != nil && len(files) > 0 {
		opts.Progress(len(files), len(files))
	}
	return results, nil
}

// HaveValgrind reports whether valgrind, which RunOptions.Memcheck runs,
// is on the PATH (looked up once).
var HaveValgrind = sync.OnceValue(func() bool {
	_, err := exec.LookPath("valgrind")
	return err == nil
})

func expandTests(paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("replay: %w", err)
		}
		if !st.IsDir() {
			files = append(files, p)
			continue
		}
		fs, err := testgen.ListTests(p)
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
	}
	return files, nil
}

// ShareWith gives the replays run as user u what they need of tmp, the
// caller's fresh directory: to search it (the binaries in it), and to
// write in each of dirs inside it (made when missing; an existing one's
// whole tree becomes u's): a coverage build's objects or its data.
func ShareWith(u *syscall.Credential, tmp string, dirs ...string) error {
	err := os.Chmod(tmp, 0o755)
	for _, d := range dirs {
		if err == nil {
			err = os.MkdirAll(d, 0o755)
		}
		if err == nil {
			err = filepath.WalkDir(d, func(p string, _ fs.DirEntry, err error) error {
				if err == nil {
					err = os.Lchown(p, int(u.Uid), int(u.Gid))
				}
				return err
			})
		}
	}
	if err != nil {
		return fmt.Errorf("replay: preparing to run as uid %d: %w", u.Uid, err)
	}
	return nil
}

// CopyExecutable copies the executable from to to, which any user may
// run: the original may sit where only its owner can reach it (root's
// home).
func CopyExecutable(from, to string) error {
	b, err := os.ReadFile(from)
	if err == nil {
		err = os.WriteFile(to, b, 0o755)
	}
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	return nil
}
