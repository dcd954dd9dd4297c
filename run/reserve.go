package run

import (
	"os"
)

// reserved is a file of the output directory written at the end of the
// run (info, coverage.json) whose disk space is taken when the run
// starts, so that it can still be written when the tests have filled the
// disk. Where space cannot be reserved it is written as any file.
type reserved struct {
	path string
	f    *os.File // nil: nothing reserved
}

// reserve creates path with room for n bytes beyond its (empty) end.
func reserve(path string, n int64) *reserved {
	f, err := os.Create(path)
	if err != nil {
		return &reserved{path: path}
	}
	if err := preallocate(f, n); err != nil {
		f.Close()
		return &reserved{path: path}
	}
	return &reserved{path: path, f: f}
}

// write writes data as the whole file, into the reserved space.
func (r *reserved) write(data []byte) error {
	if r.f == nil {
		return os.WriteFile(r.path, data, 0o644)
	}
	f := r.f
	r.f = nil
	_, err := f.WriteAt(data, 0)
	if err == nil {
		err = f.Truncate(int64(len(data))) // gives back what was not used
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// close gives the space back if the file was never written.
func (r *reserved) close() {
	if r != nil && r.f != nil {
		r.f.Truncate(0)
		r.f.Close()
		r.f = nil
	}
}
