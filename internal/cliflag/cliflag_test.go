package cliflag

import (
	"flag"
	"testing"
	"time"
)

// TestValues: each value parses what the command line gives into the
// option's meaning (for bounds: 0 on the command line is "none", a
// negative option), shows the default the zero option stands for, and
// refuses what it cannot mean.
func TestValues(t *testing.T) {
	var n int
	var d time.Duration
	var b bool
	for _, tc := range []struct {
		name string
		v    flag.Value
		in   string
		ok   bool
		got  func() any
		want any
		show string // String before the Set
	}{
		{"bound", Bound{&n, 200}, "5", true, func() any { return n }, 5, "200"},
		{"bound none", Bound{&n, 200}, "0", true, func() any { return n }, -1, "200"},
		{"bound negative", Bound{&n, 200}, "-2", false, nil, nil, "200"},
		{"timeout", Timeout{&d, 10 * time.Millisecond}, "1.5", true, func() any { return d }, 1500 * time.Millisecond, "10ms"},
		{"timeout none", Timeout{&d, 10 * time.Millisecond}, "0", true, func() any { return d }, time.Duration(-1), "10ms"},
		{"timeout KLEE minutes", Timeout{&d, time.Second}, "2min", true, func() any { return d }, 2 * time.Minute, "1s"},
		{"not", Not{&b}, "false", true, func() any { return b }, true, "true"},
		{"not bad", Not{&b}, "maybe", false, nil, nil, "true"},
		{"duration", Duration{&d}, "30", true, func() any { return d }, 30 * time.Second, ""},
		{"duration negative", Duration{&d}, "-1s", false, nil, nil, ""},
		{"nat", Nat{&n}, "-5", false, nil, nil, "0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, d, b = 0, 0, false
			if s := tc.v.String(); s != tc.show {
				t.Errorf("String %q before Set, want %q", s, tc.show)
			}
			err := tc.v.Set(tc.in)
			if (err == nil) != tc.ok {
				t.Fatalf("Set(%q): %v", tc.in, err)
			}
			if tc.ok && tc.got() != tc.want {
				t.Errorf("Set(%q) gave %v, want %v", tc.in, tc.got(), tc.want)
			}
		})
	}
}

// TestOr: an option with Bound's zero meaning resolved for the package
// that takes it.
func TestOr(t *testing.T) {
	for _, tc := range []struct{ v, def, want int }{{0, 200, 200}, {-1, 200, 0}, {7, 200, 7}} {
		if got := Or(tc.v, tc.def); got != tc.want {
			t.Errorf("Or(%d, %d) = %d, want %d", tc.v, tc.def, got, tc.want)
		}
	}
}
