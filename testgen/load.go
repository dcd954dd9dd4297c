package testgen

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// LoadTest reads the test at path, a .ktest or .json file, completing it
// from the sibling files of the same test:
//
//   - from a .ktest file, the objects and arguments come from the file and
//     the outcome from testNNNNNN.json if present, else from a
//     testNNNNNN.<suffix>.err (a bug) or testNNNNNN.early file; with none of
//     them (KLEE writes nothing for a normal exit) it is StatusUnknown;
//   - from a .json file, everything comes from that file.
func LoadTest(path string) (*Test, error) {
	switch filepath.Ext(path) {
	case ".json":
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("testgen: %w", err)
		}
		t, err := UnmarshalJSONTest(b)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		return t, nil
	case ".ktest":
	default:
		return nil, fmt.Errorf("testgen: %s: not a .ktest or .json test file", path)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("testgen: %w", err)
	}
	t, err := UnmarshalKTest(b)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	o, err := LoadOutcome(strings.TrimSuffix(path, ".ktest"))
	if err != nil {
		return nil, err
	}
	t.Outcome = o
	return t, nil
}

// LoadOutcome reads how the test whose files start with stem (a path
// without extension, such as out/test000003) ended, from stem.json, a
// stem.<suffix>.err or stem.early, in that order of preference. It returns
// StatusUnknown if none exists.
func LoadOutcome(stem string) (Outcome, error) {
	if b, err := os.ReadFile(stem + ".json"); err == nil {
		t, err := UnmarshalJSONTest(b)
		if err != nil {
			return Outcome{}, fmt.Errorf("%s.json: %w", stem, err)
		}
		if t.Outcome.Status != StatusUnknown {
			return t.Outcome, nil
		}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return Outcome{}, fmt.Errorf("testgen: %w", err)
	}
	errs, err := filepath.Glob(globEscape(stem) + ".*.err")
	if err != nil {
		return Outcome{}, fmt.Errorf("testgen: %w", err)
	}
	sort.Strings(errs)
	for _, p := range errs {
		_, suffix, ext, ok := ParseFileName(filepath.Base(p))
		if !ok || ext != "err" || filepath.Join(filepath.Dir(p), testStem(p)) != filepath.Clean(stem) {
			continue
		}
		f, err := os.Open(p)
		if err != nil {
			return Outcome{}, fmt.Errorf("testgen: %w", err)
		}
		r, err := ReadErrorReport(f)
		f.Close()
		if err != nil {
			return Outcome{}, fmt.Errorf("%s: %w", p, err)
		}
		r.Kind, r.Suffix = KindForSuffix(suffix)
		return Bug(r), nil
	}
	if b, err := os.ReadFile(stem + ".early"); err == nil {
		return Early(strings.TrimSpace(string(b))), nil
	}
	return Outcome{Status: StatusUnknown}, nil
}

// testStem returns the testNNNNNN part of a test file's path.
func testStem(path string) string {
	base := filepath.Base(path)
	if i := strings.IndexByte(base, '.'); i >= 0 {
		return base[:i]
	}
	return base
}

// globEscape quotes the glob metacharacters of s.
func globEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// ListTests returns the test files of an output directory in id order:
// each test's .ktest file, or its .json file when it has no .ktest.
func ListTests(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("testgen: %w", err)
	}
	type entry struct {
		id   int
		path string
	}
	byID := map[int]string{}
	for _, e := range ents {
		id, _, ext, ok := ParseFileName(e.Name())
		if !ok || e.IsDir() {
			continue
		}
		switch {
		case ext == "ktest":
			byID[id] = filepath.Join(dir, e.Name())
		case ext == "json" && byID[id] == "":
			byID[id] = filepath.Join(dir, e.Name())
		}
	}
	list := make([]entry, 0, len(byID))
	for id, p := range byID {
		list = append(list, entry{id, p})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].id < list[j].id })
	paths := make([]string, len(list))
	for i, e := range list {
		paths[i] = e.path
	}
	return paths, nil
}
