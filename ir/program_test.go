package ir

import "testing"

// TestDirections: a switch reports one direction per distinct target
// (cases sharing a block, or the default's, are one), a CondBr two.
func TestDirections(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   Inst
		want int
	}{
		{"condbr", Inst{Op: OpCondBr, Succ: []int{1, 2}}, 2},
		{"switch distinct", Inst{Op: OpSwitch, Ints: []int64{1, 2}, Succ: []int{0, 1, 2}}, 3},
		{"cases share", Inst{Op: OpSwitch, Ints: []int64{1, 2, 3}, Succ: []int{0, 1, 1, 2}}, 3},
		{"case shares the default's", Inst{Op: OpSwitch, Ints: []int64{1, 2}, Succ: []int{0, 1, 0}}, 2},
		{"all one", Inst{Op: OpSwitch, Ints: []int64{1, 2}, Succ: []int{4, 4, 4}}, 1},
	} {
		if got := tc.in.Directions(); got != tc.want {
			t.Errorf("%s: %d directions, want %d", tc.name, got, tc.want)
		}
		if tc.in.Op != OpSwitch {
			continue
		}
		// The table the loader makes gives what scanning gives.
		tabled := tc.in
		tabled.Sub = switchDirs(tc.in.Succ)
		for d := range tc.in.Succ {
			if a, b := tc.in.SwitchDir(d), tabled.SwitchDir(d); a != b {
				t.Errorf("%s: direction %d: scanned %d, tabled %d", tc.name, d, a, b)
			}
		}
	}
}
