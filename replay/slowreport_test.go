package replay

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

const (
	asanUAF = `=================================================================
==14623==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000011 at pc 0x55f5052e9f03
READ of size 1 at 0x602000000011 thread T0
    #0 0x55f5052e9f02 in main /tmp/t.c:3:44
SUMMARY: AddressSanitizer: heap-use-after-free /tmp/t.c:3:44 in main
Shadow bytes around the buggy address:
==14623==ABORTING
`
	memcheckUAF = `==14638== Invalid read of size 1
==14638==    at 0x109173: main (v.c:2)
==14638==  Address 0x4a41041 is 1 bytes inside a block of size 4 free'd
==14638== 
==14638== Exit program on first error (--exit-on-first-error=yes)
`
)

// TestCompleteReport: a sanitizer report counts once it is whole, from
// the first line to ASan's ABORTING or valgrind's end, of one process.
func TestCompleteReport(t *testing.T) {
	for _, c := range []struct {
		name   string
		stderr string
		fault  Fault
		ok     bool
	}{
		{"asan", asanUAF, FaultMemory, true},
		{"asan after output", "partial line" + asanUAF, FaultMemory, true},
		{"asan double free", strings.ReplaceAll(asanUAF, "heap-use-after-free", "double-free"), FaultFree, true},
		{"asan cut short", asanUAF[:strings.Index(asanUAF, "SUMMARY")], FaultNone, false},
		{"asan no ABORTING", strings.TrimSuffix(asanUAF, "==14623==ABORTING\n"), FaultNone, false},
		{"asan ABORTING of another process", strings.ReplaceAll(asanUAF, "==14623==ABORTING", "==99==ABORTING"), FaultNone, false},
		{"memcheck", memcheckUAF, FaultMemory, true},
		{"memcheck summary", strings.ReplaceAll(memcheckUAF, "Exit program on first error (--exit-on-first-error=yes)", "ERROR SUMMARY: 1 errors from 1 contexts (suppressed: 0 from 0)"), FaultMemory, true},
		{"memcheck cut short", memcheckUAF[:strings.Index(memcheckUAF, "==14638== \n")], FaultNone, false},
		{"memcheck no errors", "==1== ERROR SUMMARY: 0 errors from 0 contexts\n", FaultNone, false},
		{"nothing", "hello\n", FaultNone, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, detail, ok := completeReport(c.stderr)
			if ok != c.ok || f != c.fault {
				t.Errorf("got %v %q %v, want %v %v", f, detail, ok, c.fault, c.ok)
			}
		})
	}
}

// TestSlowReportIsReproduction: a program that has printed a whole ASan
// report but is still alive when the time limit strikes (ASan dying slowly
// on a loaded machine) crashed with that memory error; it did not time
// out. One whose report is unfinished timed out.
func TestSlowReportIsReproduction(t *testing.T) {
	ccs := compilers()
	if len(ccs) == 0 {
		t.Skip("no C compiler")
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name   string
		report string
		want   Status
	}{
		{"whole", asanUAF, Crashed},
		{"unfinished", asanUAF[:strings.Index(asanUAF, "SUMMARY")], TimedOut},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := filepath.Join(dir, c.name+".c")
			prog := "#include <stdio.h>\n#include <unistd.h>\nint main(void) {\n  fputs(" + cString(c.report) + ", stderr);\n  fflush(stderr);\n  sleep(60);\n  return 0;\n}\n"
			if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
				t.Fatal(err)
			}
			bin := filepath.Join(dir, c.name)
			if out, err := exec.Command(ccs[0], "-o", bin, src).CombinedOutput(); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			kt := writeKTest(t, dir, nil)
			got, err := Run(context.Background(), bin, kt, nil, RunOptions{Timeout: 500 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			if got.Status != c.want || (c.want == Crashed && (got.Fault != FaultMemory || got.Detail != "heap-use-after-free")) {
				t.Errorf("got %v (%v), want %v", got, got.Status, c.want)
			}
		})
	}
}

// cString is s as a C string literal.
func cString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}
