package main

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/symx/symx/testgen"
)

// lastNotLink reports whether dir/symx-last exists as something other
// than the symlink symx run keeps pointing at its latest output
// directory: a real directory (say, copied or unpacked from an archive)
// that symx run leaves alone, so that it does not follow later runs.
func lastNotLink(dir string) bool {
	fi, err := os.Lstat(filepath.Join(dir, testgen.LastLinkName))
	return err == nil && fi.Mode()&fs.ModeSymlink == 0
}

// warnLastNotLink tells, after a run that wrote into a new symx-out-N,
// that symx-last does not point there.
func warnLastNotLink(w io.Writer, outDir string) {
	if lastNotLink(filepath.Dir(outDir)) {
		fmt.Fprintf(w, "symx: warning: %s is not a link but a real directory or file, so it was left alone: it does not hold this run's tests (%s), and replay and cov without test arguments would read it; remove or rename it\n",
			filepath.Join(filepath.Dir(outDir), testgen.LastLinkName), outDir)
	}
}

// checkProgram checks, before anything else, that the program named on
// the command line exists.
func checkProgram(src string) error {
	if _, err := os.Stat(src); err != nil {
		if os.IsNotExist(err) {
			return exitError{code: 2, err: fmt.Errorf("%s: no such file", src)}
		}
		return exitError{code: 2, err: err}
	}
	return nil
}

// defaultTests is the tests of replay and cov without test arguments:
// symx-last, with a warning when it is not symx run's link.
func defaultTests(w io.Writer, cmd, src string) ([]string, error) {
	if _, err := os.Stat(testgen.LastLinkName); err != nil {
		return nil, exitError{code: 1, err: fmt.Errorf("no tests given and no %s here; run 'symx run %s' first or name output directories", testgen.LastLinkName, src)}
	}
	if lastNotLink(".") {
		fmt.Fprintf(w, "symx: warning: %s is a real directory, not the link symx run points at its latest output directory (symx-out-N): its tests may be of an older run; name the output directory to %s instead\n", testgen.LastLinkName, cmd)
	}
	return []string{testgen.LastLinkName}, nil
}
