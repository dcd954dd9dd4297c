package testcomp

import (
	"context"
	osexec "os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/symx/symx/exec"
)

func needTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"clang-14", "gcc", "gcov"} {
		if _, err := osexec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
}

// TestTasks runs real sv-benchmarks tasks (testdata/testcomp) with a short
// budget: on a verdict-false task symx must write a coversError test that
// the native validation confirms; on a verdict-true task it must not claim
// one. muse_longloop.c (written for symx) has its error behind a loop of
// 20,000 iterations that a forking search does not get through; concolic
// mode's random seeds, screened, do.
func TestTasks(t *testing.T) {
	needTools(t)
	if testing.Short() {
		t.Skip("runs symx and gcc on real tasks")
	}
	tasks := []struct {
		path     string // from the repository's root
		m32      bool
		verdict  bool // reach_error reachable
		concolic bool // --concolic --random-seeds=4 --screen-seeds
	}{
		{"testdata/testcomp/loops/sum01-1.i", true, true, false},
		{"testdata/testcomp/recursive/McCarthy91-1.c", true, true, false},
		{"testdata/testcomp/loops/count_up_down-1.c", true, false, false},
		{"testdata/testcomp/recursive-simple/id_b2_o3.c", true, false, false},
		{"run/testdata/muse_longloop.c", true, true, true},
	}
	for _, tc := range tasks {
		t.Run(strings.ReplaceAll(filepath.Base(tc.path), ".", "_"), func(t *testing.T) {
			t.Parallel()
			task := filepath.Join("..", tc.path)
			o := Options{Task: task, Property: CoverageError, M32: tc.m32,
				OutputDir: filepath.Join(t.TempDir(), "out"), MaxTime: 5 * time.Second}
			if tc.concolic {
				o.Concolic, o.RandomSeeds, o.ScreenSeeds = true, 4, true
			}
			res, err := Generate(context.Background(), o)
			if err != nil {
				t.Fatal(err)
			}
			if res.FoundError() != tc.verdict {
				t.Fatalf("symx claims a reach_error test: %v, want %v", res.FoundError(), tc.verdict)
			}
			if !tc.verdict {
				return
			}
			v, err := Validate(context.Background(), task, res.SuiteDir, ValidateOptions{M32: tc.m32})
			if err != nil {
				t.Fatal(err)
			}
			confirmed := false
			for _, tr := range v.Tests {
				if tr.CoversError && tr.ReachError {
					confirmed = true
				}
			}
			if !confirmed || !v.ReachError {
				t.Errorf("no coversError test reaches reach_error natively: %s", v.Summary())
			}
		})
	}
}

func TestParseProperty(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Property
	}{
		{"coverage-error", CoverageError},
		{"coverage-branches", CoverageBranches},
		{"COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )", CoverageError},
		{"COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )", CoverageBranches},
		{"../testdata/testcomp/properties/coverage-branches.prp", CoverageBranches},
		{"../testdata/testcomp/properties/coverage-unreach-call.prp", CoverageError},
	} {
		got, _, err := ParseProperty(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseProperty(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	if _, _, err := ParseProperty("COVER( init(main()), FQL(COVER EDGES(@BASICBLOCKENTRY)) )"); err == nil {
		t.Error("unknown property accepted")
	}
}

func TestLiteral(t *testing.T) {
	for _, c := range []struct {
		v    exec.NondetValue
		want string
	}{
		{exec.NondetValue{Func: "__VERIFIER_nondet_int", Bits: 32, Value: 0xfffffffb}, "-5"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_uint", Bits: 32, Value: 0xfffffffb}, "4294967291"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_char", Bits: 8, Value: 0x80}, "-128"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_uchar", Bits: 8, Value: 0x80}, "128"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_bool", Bits: 1, Value: 1}, "1"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_long", Bits: 64, Value: 1 << 63}, "-9223372036854775808"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_double", Bits: 64, Value: 0x3ff8000000000000}, "0x1.8p+00"},
		{exec.NondetValue{Func: "__VERIFIER_nondet_float", Bits: 32, Value: 0x7fc00000}, "NAN"},
	} {
		if got := Literal(c.v); got != c.want {
			t.Errorf("Literal(%+v) = %q, want %q", c.v, got, c.want)
		}
	}
}
