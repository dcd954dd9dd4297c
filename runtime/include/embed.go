package include

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
)

//go:embed klee/klee.h symx.h
var headers embed.FS

// Files returns the relative paths (slash-separated) of the embedded
// headers, sorted.
func Files() []string {
	var names []string
	// The embedded tree is fixed at build time; walking it cannot fail.
	_ = fs.WalkDir(headers, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, p)
		}
		return err
	})
	sort.Strings(names)
	return names
}

// Content returns the contents of the embedded header at the relative path
// name (for example "klee/klee.h").
func Content(name string) ([]byte, error) {
	b, err := headers.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("include: no embedded header %q", name)
	}
	return b, nil
}

// Hash returns a short hex digest of the names and contents of all embedded
// headers. It names the cache directory used by Dir.
func Hash() string {
	h := sha256.New()
	for _, name := range Files() {
		b, _ := headers.ReadFile(name)
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// WriteTo writes the headers into dir, creating dir and its klee/
// subdirectory as needed and overwriting existing files of the same names.
// Afterwards dir is suitable as a compiler include directory (-I dir).
func WriteTo(dir string) error {
	for _, name := range Files() {
		b, _ := headers.ReadFile(name)
		dst := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return fmt.Errorf("include: %w", err)
		}
		if err := writeFileAtomic(dst, b); err != nil {
			return fmt.Errorf("include: writing %s: %w", dst, err)
		}
	}
	return nil
}

// writeFileAtomic writes b to path through a temporary file in the same
// directory and a rename, so readers never see a partial header.
func writeFileAtomic(path string, b []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(b); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Chmod(0o644); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// upToDate reports whether dir holds every embedded header with the
// embedded contents.
func upToDate(dir string) bool {
	for _, name := range Files() {
		want, _ := headers.ReadFile(name)
		got, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil || string(got) != string(want) {
			return false
		}
	}
	return true
}

var (
	dirOnce sync.Once
	dirPath string
	dirErr  error
)

// Dir returns a directory holding the headers, writing them on first use in
// this process. The directory is <user cache dir>/symx/include-<Hash()>,
// shared between runs; if the cache directory is unusable, the headers are
// written to a fresh temporary directory instead (left for the OS to clean).
func Dir() (string, error) {
	dirOnce.Do(func() {
		dirPath, dirErr = materialize()
	})
	return dirPath, dirErr
}

func materialize() (string, error) {
	if cache, err := os.UserCacheDir(); err == nil {
		if dir, err := cacheDir(filepath.Join(cache, "symx")); err == nil {
			return dir, nil
		}
	}
	tmp, err := os.MkdirTemp("", "symx-include-")
	if err != nil {
		return "", fmt.Errorf("include: creating temporary include dir: %w", err)
	}
	if err := WriteTo(tmp); err != nil {
		return "", err
	}
	return tmp, nil
}

// cacheDir materializes the headers under parent/include-<hash>. A complete
// copy is built in a temporary sibling and renamed into place, so a
// concurrent symx process either sees no directory or a complete one.
func cacheDir(parent string) (string, error) {
	dir := filepath.Join(parent, "include-"+Hash())
	if upToDate(dir) {
		return dir, nil
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(parent, ".include-tmp-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp) // no-op once renamed
	if err := WriteTo(tmp); err != nil {
		return "", err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, dir); err != nil {
		// Another process may have won the race, or a damaged copy is in
		// the way: repair it in place.
		if upToDate(dir) {
			return dir, nil
		}
		if err := WriteTo(dir); err != nil {
			return "", errors.Join(fmt.Errorf("include: populating %s", dir), err)
		}
	}
	if !upToDate(dir) {
		return "", fmt.Errorf("include: %s does not hold the expected headers", dir)
	}
	return dir, nil
}
