package testgen

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Output directory naming, as KLEE's klee-out-N and klee-last.
const (
	OutDirPrefix = "symx-out-"
	LastLinkName = "symx-last"
)

// NewOutputDir creates the directory tests are written to and returns its
// path.
//
// When explicit is set, that directory is used: it is created if missing,
// and it is an error for it to exist non-empty (or as a file). Otherwise a
// new directory base/symx-out-N is created, N being one more than the
// largest existing, and the symlink base/symx-last is pointed at it. The
// link is a convenience: it is not replaced if something other than a
// symlink has that name, and failing to update it is not an error.
func NewOutputDir(base, explicit string) (string, error) {
	if explicit != "" {
		return explicitDir(explicit)
	}
	if base == "" {
		base = "."
	}
	ents, err := os.ReadDir(base)
	if err != nil {
		return "", fmt.Errorf("testgen: output directory base: %w", err)
	}
	n := 0
	for _, e := range ents {
		if s, ok := strings.CutPrefix(e.Name(), OutDirPrefix); ok {
			if v, err := strconv.Atoi(s); err == nil && v >= n && v < 1<<30 {
				n = v + 1
			}
		}
	}
	// Mkdir fails on an existing name, so concurrent runs pick distinct
	// directories.
	for tries := 0; ; tries++ {
		name := OutDirPrefix + strconv.Itoa(n)
		dir := filepath.Join(base, name)
		err := os.Mkdir(dir, 0o755)
		if err == nil {
			updateLastLink(base, name)
			return dir, nil
		}
		if !errors.Is(err, fs.ErrExist) || tries > 1000 {
			return "", fmt.Errorf("testgen: creating output directory: %w", err)
		}
		n++
	}
}

func explicitDir(dir string) (string, error) {
	fi, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", fmt.Errorf("testgen: creating output directory: %w", err)
		}
		return dir, nil
	case err != nil:
		return "", fmt.Errorf("testgen: output directory: %w", err)
	case !fi.IsDir():
		return "", fmt.Errorf("testgen: output directory %s exists and is not a directory", dir)
	}
	f, err := os.Open(dir)
	if err != nil {
		return "", fmt.Errorf("testgen: output directory: %w", err)
	}
	defer f.Close()
	if _, err := f.Readdirnames(1); err != io.EOF {
		if err != nil {
			return "", fmt.Errorf("testgen: output directory: %w", err)
		}
		return "", fmt.Errorf("testgen: output directory %s already exists and is not empty", dir)
	}
	return dir, nil
}

// The data model of an output directory's tests, recorded in its info
// file (written by package run) so that replay builds the program the way
// the tests were made: an int or a long is 4 or 8 bytes.
const (
	infoFile        = "info"
	dataModelPrefix = "data model: "
	DataModelILP32  = "ILP32" // -m32: 4-byte long and pointer
	DataModelLP64   = "LP64"
)

// DataModelLine is info's line for a program whose pointers have
// ptrBytes bytes.
func DataModelLine(ptrBytes int) string {
	if ptrBytes == 4 {
		return dataModelPrefix + DataModelILP32
	}
	return dataModelPrefix + DataModelLP64
}

// DataModel returns the data model dir's info records, or "" (no info, or
// one from before symx recorded it, or from KLEE).
func DataModel(dir string) string {
	b, err := os.ReadFile(filepath.Join(dir, infoFile))
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(b), "\n") {
		if m, ok := strings.CutPrefix(line, dataModelPrefix); ok {
			return strings.TrimSpace(m)
		}
	}
	return ""
}

// updateLastLink points base/symx-last at target (relative to base),
// replacing an existing symlink atomically.
func updateLastLink(base, target string) {
	link := filepath.Join(base, LastLinkName)
	if fi, err := os.Lstat(link); err == nil && fi.Mode()&fs.ModeSymlink == 0 {
		return
	}
	tmp := filepath.Join(base, fmt.Sprintf(".%s.tmp%d", LastLinkName, os.Getpid()))
	os.Remove(tmp)
	if err := os.Symlink(target, tmp); err != nil {
		return
	}
	if err := os.Rename(tmp, link); err != nil {
		os.Remove(tmp)
	}
}

// The log files of an output directory: KLEE's names, which symx writes,
// and the names symx wrote before (still read).
const (
	MessagesFile    = "messages.txt"
	WarningsFile    = "warnings.txt"
	OldMessagesFile = "messages"
	OldWarningsFile = "warnings"
)

// WrittenBySymx reports whether symx wrote the output directory dir (its
// messages log names symx), where every test has a .json: a .ktest
// without one there is a test cut short (a run killed while writing it),
// not one of KLEE's normal exits, which have no other file.
func WrittenBySymx(dir string) bool {
	for _, name := range []string{MessagesFile, OldMessagesFile} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			continue
		}
		var b [128]byte
		n, _ := io.ReadFull(f, b[:])
		f.Close()
		// "[   0.012s] symx 0.1.0: exploring prog.c (...)"
		if _, rest, ok := strings.Cut(string(b[:n]), "] "); ok && strings.HasPrefix(rest, "symx ") {
			return true
		}
	}
	return false
}
