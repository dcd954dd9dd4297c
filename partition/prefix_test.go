package partition

import "testing"

// TestPrefixKeys: a prefix's key, made with pathid's step, is the FNV-1a
// of dir+1 per fork that partition has always computed, so every prefix
// keeps its owner (partitions of one exploration run by two versions
// still split it).
func TestPrefixKeys(t *testing.T) {
	// The key as it was computed before package pathid.
	ref := func(dirs []int) uint64 {
		k := uint64(14695981039346656037)
		for _, d := range dirs {
			k = (k ^ uint64(d+1)) * 1099511628211
		}
		return k
	}
	for _, tc := range []struct {
		name string
		dirs []int
		want uint64 // 0: only compared with ref
	}{
		{"empty", nil, 14695981039346656037},
		{"one fork, false side", []int{0}, 0xaf63bc4c8601b62c},
		{"one fork, true side", []int{1}, 0},
		{"a switch's case", []int{5, 0, 1}, 0},
		{"deep", []int{1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k := uint64(fnvOffset)
			for _, d := range tc.dirs {
				k = extend(k, d)
			}
			if r := ref(tc.dirs); k != r {
				t.Errorf("key %016x, was %016x", k, r)
			}
			if tc.want != 0 && k != tc.want {
				t.Errorf("key %016x, want %016x", k, tc.want)
			}
		})
	}
}
