package cow

import "testing"

// TestWritable: a page is written in place by its owner only; a fork's
// write copies it and leaves the other table's page as it was.
func TestWritable(t *testing.T) {
	parent := NewOwner()
	p := Writable[[4]int](nil, parent)
	p.Data[0] = 1
	if q := Writable(p, parent); q != p {
		t.Fatal("the owner's write copied its own page")
	}
	// Fork: both tables get new owners and share p.
	a := parent
	b := a.Fork()
	if a == parent || b == parent || a == b {
		t.Fatalf("owners after a fork: %d, %d (was %d)", a, b, parent)
	}
	pa, pb := p, p
	pa = Writable(pa, a)
	pa.Data[0] = 2
	if pa == p || p.Data[0] != 1 {
		t.Fatalf("a's write changed the shared page: %v", p.Data)
	}
	if again := Writable(pa, a); again != pa {
		t.Fatal("a copied its own copy again")
	}
	pb = Writable(pb, b)
	pb.Data[1] = 3
	if pb.Data != [4]int{1, 3, 0, 0} || pa.Data != [4]int{2, 0, 0, 0} {
		t.Fatalf("pages a %v, b %v", pa.Data, pb.Data)
	}
}
