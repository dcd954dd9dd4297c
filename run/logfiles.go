package run

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// logFile appends timestamped lines to a file of the output directory
// (messages, warnings). Each write is flushed at once, so an interrupted
// run keeps what it logged. Repeated warnings are written once.
type logFile struct {
	mu    sync.Mutex
	f     *os.File
	start time.Time
	seen  map[string]bool
}

func openLog(dir, name string, start time.Time) (*logFile, error) {
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		return nil, err
	}
	return &logFile{f: f, start: start, seen: map[string]bool{}}, nil
}

// Printf writes one line; once drops a line already written.
func (l *logFile) Printf(once bool, format string, args ...any) {
	if l == nil {
		return
	}
	msg := fmt.Sprintf(format, args...)
	l.mu.Lock()
	defer l.mu.Unlock()
	if once {
		if l.seen[msg] {
			return
		}
		l.seen[msg] = true
	}
	fmt.Fprintf(l.f, "[%8.3fs] %s\n", time.Since(l.start).Seconds(), msg)
}

func (l *logFile) Close() error {
	if l == nil {
		return nil
	}
	return l.f.Close()
}
