package projbuild

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// ReadManifest reads the manifest a Build wrote in dir (dir/build.json).
func ReadManifest(dir string) (*Result, error) {
	b, err := os.ReadFile(filepath.Join(dir, ManifestName))
	if err != nil {
		return nil, err
	}
	var r Result
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Join(dir, ManifestName), err)
	}
	if abs, err := filepath.Abs(dir); err == nil && r.Out != "" && !sameDir(r.Out, abs) {
		r.relocate(abs)
	}
	return &r, nil
}

// relocate moves the paths inside r.Out to the directory to, where the
// build now is (copied or moved since: the manifest names the directory
// it was built in), and keeps the old one in BuiltIn. Paths outside Out
// (the source tree, its linked executables) stay as they are.
func (r *Result) relocate(to string) {
	from := r.Out
	move := func(p *string) {
		if *p == from || strings.HasPrefix(*p, from+string(filepath.Separator)) {
			*p = to + (*p)[len(from):]
		}
	}
	for _, p := range []*string{&r.Out, &r.CoverageTree, &r.ASanTree} {
		move(p)
	}
	for i := range r.Programs {
		q := &r.Programs[i]
		for _, p := range []*string{&q.Bitcode, &q.Linked, &q.Coverage, &q.ASan} {
			move(p)
		}
	}
	r.BuiltIn = from
}

// sameDir: a and b name one directory (through symbolic links too).
func sameDir(a, b string) bool {
	if a == b {
		return true
	}
	x, err1 := os.Stat(a)
	y, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(x, y)
}

// Program returns the program named name (its name, NAME.bc, or its
// bitcode's path), or nil.
func (r *Result) Program(name string) *Program {
	abs, _ := filepath.Abs(name)
	for i, p := range r.Programs {
		if p.Name == name || p.Name+".bc" == name || p.Bitcode == abs {
			return &r.Programs[i]
		}
	}
	return nil
}

// ErrNotBuilt is returned by Lookup for a file with no build.json beside
// it: not a symx build's bitcode.
var ErrNotBuilt = errors.New("not in a symx build directory")

// Lookup finds the symx build of a program: path is its bitcode in a
// build directory (DIR/NAME.bc, with DIR/build.json), or, with dir set,
// a program of the build in dir by name (NAME or NAME.bc). A path with no
// build.json beside it is ErrNotBuilt.
func Lookup(dir, path string) (*Result, *Program, error) {
	explicit := dir != ""
	if !explicit {
		dir = filepath.Dir(path)
	}
	res, err := ReadManifest(dir)
	if errors.Is(err, fs.ErrNotExist) {
		if explicit {
			return nil, nil, fmt.Errorf("%s: no %s: not a symx build directory (symx build -o %s -- ...)", dir, ManifestName, dir)
		}
		return nil, nil, fmt.Errorf("%s: %w", path, ErrNotBuilt)
	}
	if err != nil {
		return nil, nil, err
	}
	p := res.Program(path)
	if p == nil && explicit {
		p = res.Program(filepath.Join(dir, filepath.Base(path)))
	}
	if p == nil {
		names := make([]string, len(res.Programs))
		for i, q := range res.Programs {
			names[i] = q.Name
		}
		return nil, nil, fmt.Errorf("%s: not a program of the symx build in %s (its programs: %s)", path, dir, strings.Join(names, ", "))
	}
	return res, p, nil
}
