package mutants

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/replay"
	"github.com/symx/symx/testgen"
)

// writeSuite writes one .ktest per value of x (testdata/gt.c's input)
// into a new directory.
func writeSuite(t *testing.T, xs ...int32) string {
	t.Helper()
	var tests []*testgen.Test
	for _, x := range xs {
		b := binary.LittleEndian.AppendUint32(nil, uint32(x))
		tests = append(tests, &testgen.Test{Args: []string{"gt"}, Objects: []testgen.Object{{Name: "x", Bytes: b}}})
	}
	return writeTests(t, tests...)
}

// writeTests writes the tests as .ktest files into a new directory.
func writeTests(t *testing.T, tests ...*testgen.Test) string {
	t.Helper()
	dir := t.TempDir()
	for i, tc := range tests {
		f, err := os.Create(filepath.Join(dir, testgen.Name(i+1)+".ktest"))
		if err != nil {
			t.Fatal(err)
		}
		err = testgen.WriteKTest(f, tc)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestMutantsMeasure measures testdata/gt.c's 24 mutants with three
// suites whose kills are worked out by hand: x > 10 tested at 20 alone
// does not tell > from >= or !=; at 10 as well it tells > from >=; at 2,
// x+x from x*x is not told. The program prints its own path, which
// differs between the binaries and must not kill. No test enters rare.
func TestMutantsMeasure(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	x20, x10, x2 := writeSuite(t, 20), writeSuite(t, 10, 20), writeSuite(t, 2)
	// A file that is not a test: dropped, the others used.
	if err := os.WriteFile(filepath.Join(x2, testgen.Name(9)+".ktest"), []byte("junk"), 0o644); err != nil {
		t.Fatal(err)
	}
	suites := []Suite{{"x20", []string{x20}}, {"x10", []string{x10}}, {"x2", []string{x2}}}
	rep, err := Measure(context.Background(), "testdata/gt.c", suites, Options{Compiler: "clang-14", Jobs: 2})
	if err != nil {
		t.Fatal(err)
	}
	// Killed by each suite ("-": alive).
	want := map[string]string{
		"twice:6: AOR add nsw -> sub": "x20 x10 x2",
		"twice:6: AOR add nsw -> mul": "x20 x10 -",
		"rare:8: AOR mul nsw -> add":  "- - -",
		"rare:8: AOR mul nsw -> sub":  "- - -",
		"rare:8: CR 3 -> 2":           "- - -",
		"rare:8: CR 3 -> 4":           "- - -",
		"main:14: ROR sgt -> eq":      "x20 x10 -",
		"main:14: ROR sgt -> ne":      "- - x2",
		"main:14: ROR sgt -> sge":     "- x10 -",
		"main:14: ROR sgt -> slt":     "x20 x10 x2",
		"main:14: ROR sgt -> sle":     "x20 x10 x2",
		"main:14: CR 10 -> 9":         "- x10 -",
		"main:14: CR 10 -> 11":        "- - -",
		"main:15: CR 1 -> 0":          "x20 x10 -",
		"main:15: CR 1 -> 2":          "x20 x10 -",
		"main:16: ROR eq -> ne":       "- x10 x2",
		"main:16: ROR eq -> sgt":      "- x10 x2",
		"main:16: ROR eq -> sge":      "- x10 x2",
		"main:16: ROR eq -> slt":      "- - -",
		"main:16: ROR eq -> sle":      "- - -",
		"main:16: CR -5 -> -6":        "- - -",
		"main:16: CR -5 -> -4":        "- - -",
		"main:18: CR 0 -> -1":         "- x10 x2",
		"main:18: CR 0 -> 1":          "- x10 x2",
	}
	// Which suites run each line's basic block.
	all, none := []bool{true, true, true}, []bool{false, false, false}
	reached := map[string][]bool{
		"twice:6": all, "rare:8": none, "main:14": all,
		"main:15": {true, true, false}, "main:16": {false, true, true}, "main:18": {false, true, true},
	}
	got := map[string]string{}
	for _, m := range rep.Mutants {
		if m.Invalid != "" {
			t.Errorf("%s invalid: %s", m.Mutant, m.Invalid)
		}
		var k []string
		for i, kill := range m.Kills {
			if kill == nil {
				k = append(k, "-")
				continue
			}
			k = append(k, suites[i].Name)
			if kill.How == "" || !strings.HasPrefix(kill.Test, suites[i].Paths[0]) {
				t.Errorf("%s: kill %+v of suite %s", m.Mutant, kill, suites[i].Name)
			}
		}
		got[m.Mutant.String()] = strings.Join(k, " ")
		// No test enters rare: its mutants are not built.
		if w := reached[fmt.Sprintf("%s:%d", m.Func, m.Line)]; !reflect.DeepEqual(m.Reached, w) {
			t.Errorf("%s: reached by %v, want %v", m.Mutant, m.Reached, w)
		}
	}
	if !reflect.DeepEqual(got, want) {
		var keys []string
		for k := range want {
			keys = append(keys, k)
		}
		for k := range got {
			if _, ok := want[k]; !ok {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			if got[k] != want[k] {
				t.Errorf("%s: killed by %q, want %q", k, got[k], want[k])
			}
		}
	}
	if rep.Made[ROR] != 10 || rep.Made[AOR] != 4 || rep.Made[CR] != 10 || rep.Sampled {
		t.Errorf("made %v, sampled %v; want ROR 10, AOR 4, CR 10, not sampled", rep.Made, rep.Sampled)
	}
	for i, w := range []struct{ tests, used, killed int }{{1, 1, 7}, {2, 2, 14}, {2, 1, 9}} {
		s := rep.Suites[i]
		_, _, k := rep.Count(-1, i)
		if s.Tests != w.tests || s.Used != w.used || k != w.killed {
			t.Errorf("suite %s: %d tests, %d used, %d killed; want %d, %d, %d", s.Name, s.Tests, s.Used, k, w.tests, w.used, w.killed)
		}
	}
	if d := rep.Suites[2].Dropped; len(d) != 1 || !strings.HasSuffix(d[0].Test, "test000009.ktest") {
		t.Errorf("x2 dropped %+v, want its junk test", d)
	}
	if s := rep.Score(1); s != 14.0/24 {
		t.Errorf("x10's score %v, want 14/24", s)
	}

	// A sample: the same mutants for the same seed.
	rep2, err := Measure(context.Background(), "testdata/gt.c", suites[:1], Options{Compiler: "clang-14", MaxMutants: 3, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	var ids []int
	for _, m := range rep2.Mutants {
		ids = append(ids, m.ID)
		if g, w := m.Kills[0] != nil, got[m.Mutant.String()][:1] != "-"; g != w {
			t.Errorf("sampled %s: killed %v, want %v", m.Mutant, g, w)
		}
	}
	ms := make([]Mutant, 24)
	var wantIDs []int
	for i := range ms {
		ms[i].ID = i
	}
	for _, m := range sample(ms, 3, 7) {
		wantIDs = append(wantIDs, m.ID)
	}
	if !rep2.Sampled || !reflect.DeepEqual(ids, wantIDs) {
		t.Errorf("sample of 3 with seed 7: %v (sampled %v), want %v", ids, rep2.Sampled, wantIDs)
	}
}

func TestMutantsMeasureErrors(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	dir := writeSuite(t, 1)
	broken := filepath.Join(t.TempDir(), "broken.c")
	if err := os.WriteFile(broken, []byte("int main(void) { return }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	badLL := filepath.Join(t.TempDir(), "bad.ll")
	if err := os.WriteFile(badLL, []byte("define i32 @main() {\n  ret i32 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		prog  string
		paths []string
		want  string
	}{
		{"testdata/gt.c", []string{"no-such-dir"}, "stat no-such-dir"},
		{"testdata/gt.h", []string{dir}, `unknown input kind ".h"`},
		{broken, []string{dir}, "broken.c does not compile"},
		{badLL, []string{dir}, "bad.ll: end of input inside the body of @main"},
	} {
		_, err := Measure(context.Background(), c.prog, []Suite{{"s", c.paths}}, Options{Compiler: "clang-14"})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Measure(%s, %v): %v, want an error with %q", c.prog, c.paths, err, c.want)
		}
	}
}

func TestMutantsDiffer(t *testing.T) {
	exit := func(c int, out string) replay.Outcome {
		return replay.Outcome{Status: replay.Exited, ExitCode: c, Stdout: []byte(out)}
	}
	for _, c := range []struct {
		a, b replay.Outcome
		want string
	}{
		{exit(0, "a"), exit(0, "a"), ""},
		{exit(0, "a"), exit(1, "a"), "exit 1 (original: exit 0)"},
		{exit(0, "a"), exit(0, "b"), "stdout differs from byte 0"},
		{exit(0, "abc"), exit(0, "ab"), "stdout differs from byte 2"},
		{exit(0, ""), replay.Outcome{Status: replay.TimedOut, ExitCode: -1}, "timeout (original: exit 0)"},
		{exit(0, ""), replay.Outcome{Status: replay.Crashed, ExitCode: -1, Signal: syscall.SIGSEGV, Fault: replay.FaultMemory, Detail: "x"},
			"memory error (SIGSEGV) (original: exit 0)"},
		// Stderr and durations are not compared.
		{exit(0, ""), replay.Outcome{Status: replay.Exited, Stderr: []byte("e"), Duration: 5}, ""},
	} {
		if got := differ(c.a, c.b); got != c.want {
			t.Errorf("differ(%v, %v) = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}

// TestMutantsTimeout: a mutant that runs past the time limit where the
// original ends is killed; mutants no input can tell apart (i < 5 for
// i != 5, a loop from 1 or from -1) stay alive. i != 5 on an unsigned i
// takes the signed orderings: the IR does not say that i is unsigned.
func TestMutantsTimeout(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	dir := writeTests(t, &testgen.Test{Args: []string{"loop"}})
	rep, err := Measure(context.Background(), "testdata/loop.c", []Suite{{"s", []string{dir}}},
		Options{Compiler: "clang-14", Timeout: 500 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"main:4: ROR ne -> eq":   "exit 0 (original: exit 5)",
		"main:4: ROR ne -> sgt":  "exit 0 (original: exit 5)",
		"main:4: ROR ne -> sge":  "exit 0 (original: exit 5)",
		"main:4: ROR ne -> slt":  "",
		"main:4: ROR ne -> sle":  "exit 6 (original: exit 5)",
		"main:4: CR 5 -> 4":      "exit 4 (original: exit 5)",
		"main:4: CR 5 -> 6":      "exit 6 (original: exit 5)",
		"main:4: CR 0 -> -1":     "",
		"main:4: CR 0 -> 1":      "",
		"main:4: AOR add -> sub": "timeout (original: exit 5)",
		"main:4: AOR add -> mul": "timeout (original: exit 5)",
		"main:4: CR 1 -> 0":      "timeout (original: exit 5)",
		"main:4: CR 1 -> 2":      "timeout (original: exit 5)",
	}
	got := map[string]string{}
	for _, m := range rep.Mutants {
		got[m.Mutant.String()] = ""
		if k := m.Kills[0]; k != nil {
			got[m.Mutant.String()] = k.How
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("kills:\n%q\nwant:\n%q", got, want)
	}
}
