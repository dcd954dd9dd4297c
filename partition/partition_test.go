package partition

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Spec
		err  string
	}{
		{in: "0/4", want: Spec{Index: 0, Count: 4}},
		{in: " 3/4", want: Spec{Index: 3, Count: 4}},
		{in: "0/1", want: Spec{Index: 0, Count: 1}},
		{in: "4/4", err: "the index must be 0 to 3"},
		{in: "-1/4", err: "the index must be 0 to 3"},
		{in: "0/0", err: "the count must be at least 1"},
		{in: "1", err: "want INDEX/COUNT"},
		{in: "a/b", err: "want INDEX/COUNT"},
		{in: "", err: "want INDEX/COUNT"},
	} {
		got, err := Parse(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("Parse(%q) = %v, %v; want error with %q", tc.in, got, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	if err := (Spec{Index: 0, Count: 2, Depth: MaxDepth + 1}).Validate(); err == nil {
		t.Errorf("depth %d accepted", MaxDepth+1)
	}
}

// TestDefaultDepth: the least d with 2^d ≥ 1024N.
func TestDefaultDepth(t *testing.T) {
	for n := 2; n <= 1000; n++ {
		d := DefaultDepth(n)
		if 1<<d < 1024*n || 1<<(d-1) >= 1024*n {
			t.Fatalf("DefaultDepth(%d) = %d", n, d)
		}
	}
}

// TestOwnerSpread: the prefixes at the split are spread evenly, whatever
// the directions (exhaustive over all prefixes of binary forks).
func TestOwnerSpread(t *testing.T) {
	for _, n := range []int{2, 3, 4, 7} {
		p, err := New(Spec{Index: 0, Count: n})
		if err != nil {
			t.Fatal(err)
		}
		count := make([]int, n)
		var walk func(key uint64, depth int)
		walk = func(key uint64, depth int) {
			if depth == p.depth {
				count[p.owner(key)]++
				return
			}
			for dir := 0; dir < 2; dir++ {
				walk(extend(key, dir), depth+1)
			}
		}
		walk(fnvOffset, 0)
		for i, c := range count {
			if c == 0 || c*n > 2<<p.depth {
				t.Errorf("N=%d depth %d: partition %d owns %d of %d subtrees (%v)", n, p.depth, i, c, 1<<p.depth, count)
			}
		}
	}
}
