package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/run"
)

// TestProgramOutputClearsLine: under the terminal's progress line, the
// program's output starts on a cleared line, never after the line's text;
// without the line it goes straight through.
func TestProgramOutputClearsLine(t *testing.T) {
	var term bytes.Buffer // stdout and stderr on one terminal
	cfg := run.Config{Progress: &run.LineProgress{W: &term}}
	programOutput(&cfg, &term, &term)
	cfg.Progress.Update(run.Snapshot{Elapsed: time.Second, States: 3})
	fmt.Fprintf(cfg.ProgramStdout, "hello\n")
	fmt.Fprintf(cfg.ProgramStderr, "oops\n")
	cfg.Progress.Done()
	out := term.String()
	line, _, _ := strings.Cut(strings.TrimPrefix(out, "\r"), "\r")
	if !strings.Contains(line, "states 3") {
		t.Fatalf("no progress line drawn: %q", out)
	}
	want := "\r" + line + "\r" + strings.Repeat(" ", len(line)) + "\rhello\noops\n"
	if out != want {
		t.Errorf("terminal got %q, want %q", out, want)
	}

	var stdout, stderr bytes.Buffer
	cfg = run.Config{Progress: &run.IntervalProgress{W: &stderr}}
	programOutput(&cfg, &stdout, &stderr)
	fmt.Fprintf(cfg.ProgramStdout, "hello\n")
	fmt.Fprintf(cfg.ProgramStderr, "oops\n")
	if stdout.String() != "hello\n" || stderr.String() != "oops\n" {
		t.Errorf("without a progress line: stdout %q, stderr %q", stdout.String(), stderr.String())
	}
}
