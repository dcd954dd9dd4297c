package cover

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/symx/symx/replay"
)

// MeasureBinary is Measure on a program built beforehand with --coverage
// and linked with the replay runtime, as symx build's coverage build makes
// it (package projbuild): it runs every test on bin and reads the notes
// (.gcno) the build left beside its objects. Each test's data goes to a
// new scratch directory (GCOV_PREFIX), where the notes of the objects it
// names are copied for gcov, so a measurement starts from zero and
// writes nothing into the build's tree. opts.Compiler names the compiler
// that built bin (gcc, clang-14), to find its gcov; ExtraSources,
// ExtraFlags and M32 do not apply. The report covers the source files of
// every object linked into bin that has coverage instrumentation (the
// project's libraries too), except symx's and the system's headers. With
// no test run to its end there is no data, and an error. A build tree
// moved since bin was compiled is found through opts.BuiltIn and MovedTo.
func MeasureBinary(ctx context.Context, bin string, tests []string, opts Options) (*Report, error) {
	bin, err := filepath.Abs(bin)
	if err == nil {
		_, err = os.Stat(bin)
	}
	if err != nil {
		return nil, fmt.Errorf("cover: %w", err)
	}
	tc, files, inc, tmp, err := prepare(ctx, tests, opts)
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	prefix := filepath.Join(tmp, "gcda")
	if asRoot() {
		// The tests of the POSIX runtime run as the model's user: a copy
		// of bin it reaches, the data in its own directory.
		if err := replay.ShareWith(replay.ModelUser, tmp, prefix); err != nil {
			return nil, err
		}
		c := filepath.Join(tmp, filepath.Base(bin))
		if err := replay.CopyExecutable(bin, c); err != nil {
			return nil, err
		}
		bin = c
	}
	// gcc's coverage builds by symx build dump the counters on SIGABRT.
	lost, mism, err := runTests(ctx, bin, files, opts, []string{"GCOV_PREFIX=" + prefix, "GCOV_PREFIX_STRIP=0"}, !tc.clang)
	if err != nil {
		return nil, err
	}

	// The data, by directory, each with its notes beside it.
	byDir := map[string][]string{}
	err = filepath.WalkDir(prefix, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".gcda") {
			return err
		}
		stem := strings.TrimSuffix(p, ".gcda")
		notes := opts.moved(strings.TrimPrefix(stem, prefix) + ".gcno")
		b, err := os.ReadFile(notes)
		if err != nil {
			return fmt.Errorf("the notes of %s: %w", strings.TrimPrefix(p, prefix), err)
		}
		if err := os.WriteFile(stem+".gcno", b, 0o644); err != nil {
			return err
		}
		byDir[filepath.Dir(p)] = append(byDir[filepath.Dir(p)], filepath.Base(stem)+".gcno")
		return nil
	})
	if os.IsNotExist(err) || (err == nil && len(byDir) == 0) {
		return nil, fmt.Errorf("cover: no coverage data from %s: no test ran to its end (%d tests, %d lost)", bin, len(files), len(lost))
	}
	if err != nil {
		return nil, fmt.Errorf("cover: %w", err)
	}
	dirs := make([]string, 0, len(byDir))
	for d := range byDir {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	var gfiles []gcovFile
	for _, d := range dirs {
		notes := byDir[d]
		sort.Strings(notes)
		g, err := runGcov(ctx, tc, d, strings.TrimPrefix(d, prefix), notes)
		if err != nil {
			return nil, err
		}
		gfiles = append(gfiles, g...)
	}
	for i := range gfiles {
		gfiles[i].path = opts.moved(gfiles[i].path)
	}
	return newReport(bin, tc, files, lost, mism, gfiles, func(p string) bool {
		return !systemFile(p, inc, tmp)
	})
}
