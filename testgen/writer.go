package testgen

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
	"syscall"
)

// WriterOptions selects what a Writer writes. The zero value selects no
// format and is rejected by NewWriter unless NoTests is set: start from
// DefaultWriterOptions.
type WriterOptions struct {
	// NoTests makes the writer count tests without writing any file (as
	// KLEE's --write-no-tests).
	NoTests bool
	// JSON writes testNNNNNN.json.
	JSON bool
	// KTest writes testNNNNNN.ktest.
	KTest bool
	// WriteFile, if set, replaces the writing of one file (path in dir)
	// so that tests can inject failures such as a full disk. It must
	// create the file whole or not at all.
	WriteFile func(dir, path string, data []byte) error
}

// DefaultWriterOptions returns the default options: .ktest and .json files.
func DefaultWriterOptions() WriterOptions {
	return WriterOptions{JSON: true, KTest: true}
}

// Writer writes numbered tests into an output directory. It is safe for
// concurrent use.
type Writer struct {
	dir       string
	opts      WriterOptions
	writeFile func(dir, path string, data []byte) error

	mu     sync.Mutex
	next   int // id of the next test
	tests  int // tests written (or counted under NoTests)
	bugs   int // of which bugs
	failed int // Write calls that failed
}

// WriterStats counts what a Writer has written.
type WriterStats struct {
	Tests  int // tests written successfully (counted, under NoTests)
	Bugs   int // of which ended in a bug
	Failed int // tests whose files could not be written
}

// NewWriter returns a writer for dir, which must exist (see NewOutputDir).
// Test ids start at 1.
func NewWriter(dir string, opts WriterOptions) (*Writer, error) {
	if !opts.NoTests && !opts.JSON && !opts.KTest {
		return nil, errors.New("testgen: writer options select no test format (start from DefaultWriterOptions)")
	}
	if !opts.NoTests {
		fi, err := os.Stat(dir)
		if err != nil {
			return nil, fmt.Errorf("testgen: output directory: %w", err)
		}
		if !fi.IsDir() {
			return nil, fmt.Errorf("testgen: output directory %s is not a directory", dir)
		}
	}
	w := &Writer{dir: dir, opts: opts, next: 1, writeFile: opts.WriteFile}
	if w.writeFile == nil {
		w.writeFile = writeFile
	}
	return w, nil
}

// Stats returns the writer's counters.
func (w *Writer) Stats() WriterStats {
	w.mu.Lock()
	defer w.mu.Unlock()
	return WriterStats{Tests: w.tests, Bugs: w.bugs, Failed: w.failed}
}

// Count returns the number of tests written so far.
func (w *Writer) Count() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.tests
}

// Path returns the path of test id's file with the given extension
// ("ktest", "json", "early", or "<suffix>.err").
func (w *Writer) Path(id int, ext string) string {
	return filepath.Join(w.dir, Name(id)+"."+ext)
}

// Write validates t, gives it the next id and writes its files: .ktest and
// .json as selected, <suffix>.err for a bug and .early for an early stop.
// If any file cannot be written, the
// test's other files are removed and the error returned; its id is not
// reused. Under NoTests nothing is written but the test is counted.
func (w *Writer) Write(t *Test) (int, error) {
	id, err := w.Reserve(t)
	if err != nil {
		return 0, err
	}
	return id, w.WriteReserved(id, t)
}

// Reserve checks t and assigns it the next test number without writing
// it: a caller writing tests on several goroutines reserves numbers in
// the order the tests were found, so the numbering is deterministic.
func (w *Writer) Reserve(t *Test) (int, error) {
	if err := t.Validate(); err != nil {
		return 0, err
	}
	if t.Outcome.Status == StatusUnknown {
		return 0, errors.New("testgen: cannot write a test whose outcome is unknown")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	id := w.next
	w.next++
	return id, nil
}

// WriteReserved writes t's files under the number Reserve gave it.
func (w *Writer) WriteReserved(id int, t *Test) error {
	err := w.writeFiles(id, t)
	w.mu.Lock()
	defer w.mu.Unlock()
	if err != nil {
		w.failed++
		return err
	}
	w.tests++
	if t.Outcome.IsBug() {
		w.bugs++
	}
	return nil
}

type fileContent struct {
	ext  string
	data func() ([]byte, error)
}

// files lists t's files in the order they are written: the .ktest, which
// lists a test (ListTests), comes last and the .json, which lists it when
// there is no .ktest, just before, so that a test cut short (SIGKILL, a
// full disk) is not listed or is listed with its whole outcome, never as
// a .ktest without its .json.
func (w *Writer) files(t *Test) []fileContent {
	var files []fileContent
	switch t.Outcome.Status {
	case StatusBug:
		r := t.Outcome.Error
		files = append(files, fileContent{r.FileSuffix() + ".err", func() ([]byte, error) { return MarshalErrorReport(r) }})
	case StatusEarly:
		files = append(files, fileContent{"early", func() ([]byte, error) {
			return []byte(oneLine(t.Outcome.Reason) + "\n"), nil
		}})
	}
	if w.opts.JSON {
		files = append(files, fileContent{"json", func() ([]byte, error) { return MarshalJSONTest(t) }})
	}
	if w.opts.KTest {
		files = append(files, fileContent{"ktest", func() ([]byte, error) { return MarshalKTest(t) }})
	}
	return files
}

// Pending is a test whose files are written but not yet named (Prepare):
// several goroutines can write tests at once while one order, the
// caller's, numbers them, and a test gets its number only once its files
// are whole (Commit), so a failed write leaves no hole in the numbering.
type Pending struct {
	w     *Writer
	t     *Test
	files []pendingFile
}

type pendingFile struct {
	ext  string
	fd   int    // an unnamed file holding the data; -1: none
	data []byte // the data, when there is no unnamed file
}

// Prepare checks t and writes its files without names (on Linux, unnamed
// files in the directory; elsewhere, or with WriterOptions.WriteFile, it
// only encodes them). Commit names them, Discard drops them.
func (w *Writer) Prepare(t *Test) (*Pending, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	if t.Outcome.Status == StatusUnknown {
		return nil, errors.New("testgen: cannot write a test whose outcome is unknown")
	}
	p := &Pending{w: w, t: t}
	if w.opts.NoTests {
		return p, nil
	}
	for _, f := range w.files(t) {
		data, err := f.data()
		if err != nil {
			p.Discard()
			return nil, fmt.Errorf("testgen: encoding %s: %w", f.ext, err)
		}
		pf := pendingFile{ext: f.ext, fd: -1, data: data}
		if w.opts.WriteFile == nil {
			fd, err := writeUnnamed(w.dir, data)
			switch {
			case err == nil:
				pf.fd, pf.data = fd, nil
			case err != errNoTmpFile:
				p.Discard()
				return nil, fmt.Errorf("testgen: writing a .%s file: %w", f.ext, err)
			}
		}
		p.files = append(p.files, pf)
	}
	return p, nil
}

// Commit gives the test the writer's next number and names its files. If
// a file cannot be named (or written), the test's named files are
// removed, the number is not taken and the error is returned. A Pending
// is committed or discarded once.
func (p *Pending) Commit() (int, error) {
	w := p.w
	w.mu.Lock()
	defer w.mu.Unlock()
	id := w.next
	var named []string
	for i, f := range p.files {
		path := w.Path(id, f.ext)
		var err error
		if f.fd >= 0 {
			err = linkUnnamed(f.fd, path)
		} else {
			err = w.writeFile(w.dir, path, f.data)
		}
		if err != nil {
			for _, n := range named {
				os.Remove(n)
			}
			p.files = p.files[i+1:] // file i has no descriptor left
			p.Discard()
			w.failed++
			return 0, fmt.Errorf("testgen: writing %s.%s: %w", Name(id), f.ext, err)
		}
		named = append(named, path)
	}
	p.files = nil
	p.Discard()
	w.next++
	w.tests++
	if p.t.Outcome.IsBug() {
		w.bugs++
	}
	return id, nil
}

// Discard drops a prepared test's files.
func (p *Pending) Discard() {
	for _, f := range p.files {
		if f.fd >= 0 {
			closeFD(f.fd)
		}
	}
	p.files = nil
}

func (w *Writer) writeFiles(id int, t *Test) error {
	if w.opts.NoTests {
		return nil
	}
	var written []string
	files := w.files(t)
	for _, f := range files {
		data, err := f.data()
		if err == nil {
			path := w.Path(id, f.ext)
			if err = w.writeFile(w.dir, path, data); err == nil {
				written = append(written, path)
				continue
			}
		}
		for _, p := range written {
			os.Remove(p)
		}
		return fmt.Errorf("testgen: writing %s.%s: %w", Name(id), f.ext, err)
	}
	return nil
}

// writeFile writes one test file so that it appears whole or not at all:
// a run killed by SIGKILL (or a full disk) must not leave a truncated or
// empty test that replay would trip over. The data goes to an unnamed file
// in dir (O_TMPFILE), which is given its name only once written, by a
// link; where the file system does not support unnamed files, to a
// temporary name and a rename. See docs/bench-log/2026-11-22-executor.md
// ("Whole test files") for the cost of each.
//
// It calls open/write/close directly: os.File would also register each
// file with the runtime's poller, a fourth system call per file.
func writeFile(dir, path string, data []byte) error {
	if err := writeLinked(dir, path, data); err != errNoTmpFile {
		return err
	}
	return writeRenamed(path, data)
}

// errNoTmpFile says that the file system cannot create unnamed files.
var errNoTmpFile = errors.New("testgen: O_TMPFILE not supported")

// writeRenamed writes data to a temporary name beside path and renames it.
func writeRenamed(path string, data []byte) error {
	tmp := path + ".tmp"
	fd, err := syscall.Open(tmp, syscall.O_WRONLY|syscall.O_CREAT|syscall.O_TRUNC|syscall.O_CLOEXEC, 0o644)
	if err != nil {
		return &os.PathError{Op: "open", Path: tmp, Err: err}
	}
	err = writeAll(fd, data)
	if cerr := syscall.Close(fd); err == nil {
		err = cerr
	}
	if err == nil {
		err = syscall.Rename(tmp, path)
	}
	if err != nil {
		syscall.Unlink(tmp)
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	return nil
}

// writeAll writes data to fd. A failed write returns n = -1, which must
// not reach the slice expression.
func writeAll(fd int, data []byte) error {
	for len(data) > 0 {
		n, err := syscall.Write(fd, data)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return err
		case n == 0:
			return io.ErrShortWrite
		}
		data = data[n:]
	}
	return nil
}
