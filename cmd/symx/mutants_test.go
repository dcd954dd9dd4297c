package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/symx/symx/internal/testutil"
	"github.com/symx/symx/mutants"
)

// TestMutantsExample explores examples/pse_fig1.c with symx run and
// measures two suites on its mutants: all the tests, and the first test
// alone, which kills a subset of what all kill.
func TestMutantsExample(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	tmp := t.TempDir()
	prog := filepath.Join(tmp, "pse_fig1.c")
	src, err := os.ReadFile("../../examples/pse_fig1.c")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(prog, src, 0o644); err != nil {
		t.Fatal(err)
	}
	all, one := filepath.Join(tmp, "all"), filepath.Join(tmp, "one")
	var stdout, stderr bytes.Buffer
	env := &cmdEnv{Stdout: &stdout, Stderr: &stderr}
	if code := runMain(env, []string{"run", "--quiet", "--workers=1", "--output-dir=" + all, prog}); code != 0 {
		t.Fatalf("symx run: exit %d\n%s", code, stderr.String())
	}
	tests, err := filepath.Glob(filepath.Join(all, "test000001.*"))
	if err != nil || len(tests) == 0 {
		t.Fatalf("symx run wrote no test000001: %v", err)
	}
	if err := os.Mkdir(one, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range tests {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(one, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	stdout.Reset()
	stderr.Reset()
	if code := runMain(env, []string{"mutants", "--json", "--quiet", prog, all, one}); code != 0 {
		t.Fatalf("symx mutants --json: exit %d\n%s", code, stderr.String())
	}
	var rep struct {
		Made    map[string]int
		Suites  []mutants.SuiteReport
		Mutants []struct {
			ID      int
			Invalid string
			Kills   []*mutants.Kill
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil {
		t.Fatalf("%v\n%s", err, stdout.String())
	}
	// Three comparisons (ROR: 5 each), four additions and subtractions
	// (AOR: 2 each) and five constants (CR: 2 each: 0, 10, 10, 1, 0).
	if rep.Made["ROR"] != 15 || rep.Made["AOR"] != 8 || rep.Made["CR"] != 10 || len(rep.Mutants) != 33 {
		t.Errorf("made %v, %d measured; want ROR 15, AOR 8, CR 10, all 33 measured", rep.Made, len(rep.Mutants))
	}
	if len(rep.Suites) != 2 || rep.Suites[1].Tests != 1 || rep.Suites[1].Used != 1 || rep.Suites[0].Used != rep.Suites[0].Tests {
		t.Fatalf("suites %+v: want all tests used, one test in the second", rep.Suites)
	}
	killed := [2]int{}
	for _, m := range rep.Mutants {
		if m.Invalid != "" {
			t.Errorf("mutant %d invalid: %s", m.ID, m.Invalid)
		}
		for i, k := range m.Kills {
			if k != nil {
				killed[i]++
			}
		}
		if m.Kills[1] != nil && m.Kills[0] == nil {
			t.Errorf("mutant %d killed by the first test alone but not by all tests", m.ID)
		}
	}
	if killed[1] == 0 || killed[1] >= killed[0] {
		t.Errorf("killed: %d by all tests, %d by the first; want 0 < first < all", killed[0], killed[1])
	}

	// The table, with a column per directory.
	stdout.Reset()
	if code := runMain(env, []string{"mutants", "--quiet", "-j", "1", "--max-mutants", "4", prog, all, one}); code != 0 {
		t.Fatalf("symx mutants: exit %d\n%s", code, stderr.String())
	}
	out := stdout.String()
	for _, want := range []string{"33 mutants, a sample of 4 measured (--seed 1)", "operator  made  measured  invalid  " + all + "  " + one,
		"\n         all    33         4        0", "\n       score", "\n     reached", "\n  tests used"} {
		if !strings.Contains(out, want) {
			t.Errorf("table does not have %q:\n%s", want, out)
		}
	}
}

func TestMutantsErrors(t *testing.T) {
	testutil.NeedTool(t, "clang-14")
	dir := t.TempDir()
	t.Chdir(dir)
	for name, text := range map[string]string{
		"prog.c":   "int main(void) { return 0; }\n",
		"broken.c": "int main(void) { return }\n",
		"prog.txt": "",
	} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir("tests", 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"mutants"}, 2, "symx mutants: no program given\nRun 'symx help mutants' for details."},
		{[]string{"mutants", "prog.txt"}, 2, "prog.txt: want a .c, .i, .ll or .bc file"},
		{[]string{"mutants", "--max-mutants=-1", "prog.c"}, 2, "cannot be negative"},
		{[]string{"mutants", "--no-such-flag", "prog.c"}, 2, "flag provided but not defined"},
		{[]string{"mutants", "missing.c", "tests"}, 2, "symx: missing.c: no such file"},
		{[]string{"mutants", "prog.c"}, 1, "no tests given and no symx-last here; run 'symx run prog.c' first"},
		{[]string{"mutants", "prog.c", "no-such-dir"}, 1, "symx: mutants: stat no-such-dir: no such file or directory"},
		{[]string{"mutants", "broken.c", "tests"}, 1, "symx: mutants: broken.c does not compile"},
		{[]string{"mutants", "--cc=no-such-cc", "prog.c", "tests"}, 1, "compiler no-such-cc"},
	} {
		var stdout, stderr bytes.Buffer
		code := runMain(&cmdEnv{Stdout: &stdout, Stderr: &stderr}, c.args)
		if code != c.code || !strings.Contains(stderr.String(), c.want) {
			t.Errorf("symx %q: exit %d, stderr %q; want exit %d and %q", c.args, code, stderr.String(), c.code, c.want)
		}
	}
	// No tests: no mutant killed, and a score of 0.
	var stdout, stderr bytes.Buffer
	if code := runMain(&cmdEnv{Stdout: &stdout, Stderr: &stderr}, []string{"mutants", "prog.c", "tests"}); code != 0 {
		t.Fatalf("symx mutants prog.c tests: exit %d\n%s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "prog.c: 2 mutants, 2 valid") || !strings.Contains(stdout.String(), "0.0%") {
		t.Errorf("an empty suite:\n%s", stdout.String())
	}
}
