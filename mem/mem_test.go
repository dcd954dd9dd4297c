package mem

import (
	"testing"

	"github.com/symx/symx/expr"
)

func TestAllocateLookup(t *testing.T) {
	as := NewAddressSpace()
	var objs []*Object
	for i := 0; i < 200; i++ {
		o, os := as.Allocate(uint64(i%7+1), 0, Heap, "o", false)
		if o.Addr < FirstAddr {
			t.Fatalf("object in null page: %#x", o.Addr)
		}
		os.Write(0, 1, uint64(i))
		objs = append(objs, o)
	}
	for i, o := range objs {
		for off := uint64(0); off < o.Size; off++ {
			got, gos, ok := as.Lookup(o.Addr + off)
			if !ok || got != o {
				t.Fatalf("lookup %d+%d: got %v ok=%v", i, off, got, ok)
			}
			if v, _ := gos.Read(0, 1); v != uint64(i)&0xff {
				t.Fatalf("object %d holds %d", i, v)
			}
		}
		if _, _, ok := as.Lookup(o.End()); ok {
			t.Fatalf("address just past object %d resolves", i)
		}
		if i > 0 && objs[i-1].End()+RedZone > o.Addr {
			t.Fatalf("objects %d and %d too close", i-1, i)
		}
	}
	if _, _, ok := as.Lookup(0); ok {
		t.Fatal("null resolves")
	}
	if as.Len() != 200 {
		t.Fatalf("Len = %d", as.Len())
	}
	// Unbind every other object; lookups of the rest still work.
	for i := 0; i < 200; i += 2 {
		as.Unbind(objs[i])
	}
	for i, o := range objs {
		_, _, ok := as.Lookup(o.Addr)
		if ok != (i%2 == 1) {
			t.Fatalf("after unbind, object %d found=%v", i, ok)
		}
	}
	if as.Len() != 100 {
		t.Fatalf("Len = %d", as.Len())
	}
}

func TestCopyOnWrite(t *testing.T) {
	a := NewAddressSpace()
	o, os := a.Allocate(8, 0, Stack, "x", false)
	os.Write(0, 8, 0x1122334455667788)
	b := a.Fork()
	// Both see the value; a write in b is invisible to a and vice versa.
	_, bos, _ := b.Lookup(o.Addr)
	w := b.Writable(o, bos)
	if w == bos {
		t.Fatal("shared state handed out writable")
	}
	w.Write(0, 4, 0xdeadbeef)
	_, aos, _ := a.Lookup(o.Addr)
	if v, _ := aos.Read(0, 8); v != 0x1122334455667788 {
		t.Fatalf("parent sees child's write: %#x", v)
	}
	_, bos, _ = b.Lookup(o.Addr)
	if v, _ := bos.Read(0, 8); v != 0x11223344deadbeef {
		t.Fatalf("child lost its write: %#x", v)
	}
	// A second write in b reuses its copy.
	if b.Writable(o, bos) != bos {
		t.Fatal("owned state copied again")
	}
	aw := a.Writable(o, aos)
	aw.Write(7, 1, 0)
	_, bos, _ = b.Lookup(o.Addr)
	if v, _ := bos.Read(0, 8); v != 0x11223344deadbeef {
		t.Fatalf("child sees parent's write: %#x", v)
	}
	// Allocations after the fork are private and deterministic.
	o1, _ := a.Allocate(4, 0, Heap, "h", false)
	o2, _ := b.Allocate(4, 0, Heap, "h", false)
	if o1.Addr != o2.Addr {
		t.Fatalf("forked allocators diverge: %#x vs %#x", o1.Addr, o2.Addr)
	}
	if _, _, ok := b.Lookup(o1.Addr); !ok {
		t.Fatal("b's own allocation missing")
	}
	a.Free(o1)
	if _, _, ok := a.Lookup(o1.Addr); ok {
		t.Fatal("freed object still live")
	}
	if fo, fos := a.Floor(o1.Addr); fo != o1 || fos != nil {
		t.Fatal("freed object not recorded as dead")
	}
	if _, _, ok := b.Lookup(o2.Addr); !ok {
		t.Fatal("free in a affected b")
	}
}

func TestForkManyGenerations(t *testing.T) {
	// A chain of forks, each writing its own generation number into a
	// shared object: every space keeps its own value.
	spaces := []*AddressSpace{NewAddressSpace()}
	o, _ := spaces[0].Allocate(1, 0, Global, "g", false)
	for g := 1; g < 50; g++ {
		s := spaces[g-1].Fork()
		_, os, _ := s.Lookup(o.Addr)
		s.Writable(o, os).Write(0, 1, uint64(g))
		s.Allocate(3, 0, Heap, "h", false)
		spaces = append(spaces, s)
	}
	for g, s := range spaces {
		_, os, _ := s.Lookup(o.Addr)
		if v, _ := os.Read(0, 1); v != uint64(g) {
			t.Fatalf("generation %d reads %d", g, v)
		}
		if s.Len() != 1+g {
			t.Fatalf("generation %d has %d objects", g, s.Len())
		}
	}
}

func TestSymbolicBytes(t *testing.T) {
	as := NewAddressSpace()
	o, os := as.Allocate(8, 0, Stack, "buf", false)
	arr := expr.NewArray("x", 4)
	os.MakeSymbolic(2, arr)
	os.Write(0, 2, 0xabcd)
	if v, e := os.Read(0, 2); e != nil || v != 0xabcd {
		t.Fatalf("concrete part: %#x %v", v, e)
	}
	_, e := os.Read(2, 4)
	if e == nil || e.Width() != 32 {
		t.Fatalf("symbolic part: %v", e)
	}
	want := expr.ReadLE(expr.UpdateList{Root: arr}, expr.Const(0, expr.Int32), 4)
	if e != want {
		t.Fatalf("read %v, want %v", e, want)
	}
	// Overwriting a symbolic byte concretely makes it concrete again.
	os.Write(2, 4, 7)
	if !os.IsConcrete() {
		t.Fatal("state still symbolic after overwrite")
	}
	_ = o
}

// brute finds every value of the one-byte array v under which all of cs
// hold: a solver for tests.
func brute(v *expr.Array, cs ...expr.Expr) []byte {
	var out []byte
	m := expr.NewAssignment()
	for x := 0; x < 256; x++ {
		m.Set(v, []byte{byte(x)})
		ok := true
		for _, c := range cs {
			if expr.Eval(c, m) != 1 {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, byte(x))
		}
	}
	return out
}

func TestSymbolicOffsets(t *testing.T) {
	as := NewAddressSpace()
	_, os := as.Allocate(4, 0, Global, "t", false)
	os.Write(0, 4, 0x04030201)
	i := expr.NewArray("i", 1)
	idx := expr.ZExt(expr.Read(expr.UpdateList{Root: i}, expr.Const(0, expr.Int32)), expr.Int64)
	r := os.ReadAt(idx, 1)
	m := expr.NewAssignment()
	for x := 0; x < 4; x++ {
		m.Set(i, []byte{byte(x)})
		if got := expr.Eval(r, m); got != uint64(x+1) {
			t.Fatalf("t[%d] = %d", x, got)
		}
	}
	// Symbolic write t[i] = 9, then concrete reads see it where i points.
	os.WriteAt(idx, 1, expr.Const(9, expr.Int8))
	for x := 0; x < 4; x++ {
		m.Set(i, []byte{byte(x)})
		for j := uint64(0); j < 4; j++ {
			_, e := os.Read(j, 1)
			want := j + 1
			if int(j) == x {
				want = 9
			}
			if e == nil {
				t.Fatalf("byte %d concrete after symbolic write", j)
			}
			if got := expr.Eval(e, m); got != want {
				t.Fatalf("i=%d: t[%d] = %d, want %d", x, j, got, want)
			}
		}
	}
	// A concrete write on top wins.
	os.Write(1, 1, 5)
	m.Set(i, []byte{1})
	if v, e := os.Read(1, 1); !(e == nil && v == 5) && expr.Eval(e, m) != 5 {
		t.Fatalf("concrete write after symbolic one lost")
	}
}

func TestResolve(t *testing.T) {
	as := NewAddressSpace()
	a, _ := as.Allocate(4, 0, Global, "a", false)
	b, _ := as.Allocate(4, 0, Global, "b", false)
	c, _ := as.Allocate(4, 0, Global, "c", false)
	as.Free(b)
	v := expr.NewArray("v", 1)
	off := expr.ZExt(expr.Read(expr.UpdateList{Root: v}, expr.Const(0, expr.Int32)), expr.Int64)
	// addr = a.Addr + v: can reach a, (freed) b and c.
	addr := expr.Add(expr.Const(a.Addr, expr.Int64), off)
	may := func(cond expr.Expr) (bool, error) { return len(brute(v, cond)) > 0, nil }
	res, complete, err := as.Resolve(addr, a.Addr+1, may, 0)
	if err != nil || !complete {
		t.Fatal(err, complete)
	}
	got := map[*Object]bool{}
	for _, r := range res {
		got[r.Obj] = true
	}
	if len(res) != 2 || !got[a] || !got[c] {
		t.Fatalf("resolutions %v", res)
	}
	// Constrained to v < 4 only a remains; the walk stops early.
	n := 0
	may2 := func(cond expr.Expr) (bool, error) {
		n++
		return len(brute(v, cond, expr.Ult(off, expr.Const(4, expr.Int64)))) > 0, nil
	}
	res, _, _ = as.Resolve(addr, a.Addr, may2, 0)
	if len(res) != 1 || res[0].Obj != a {
		t.Fatalf("resolutions %v", res)
	}
	if n > 2 {
		t.Fatalf("%d queries for a single-object resolution", n)
	}
	// Bounded walk.
	_, complete, _ = as.Resolve(addr, a.Addr, may, 1)
	if complete {
		t.Fatal("bound not reported")
	}
	if !InBounds(a, expr.Const(a.Addr+3, expr.Int64), 1).IsTrue() || !InBounds(a, expr.Const(a.Addr+3, expr.Int64), 2).IsFalse() {
		t.Fatal("InBounds on constants")
	}
}

func TestCopyFromKeepsSymbolicBytes(t *testing.T) {
	as := NewAddressSpace()
	_, src := as.Allocate(4, 0, Heap, "src", false)
	_, dst := as.Allocate(6, 0, Heap, "dst", false)
	arr := expr.NewArray("s", 2)
	src.Write(0, 4, 0x44332211)
	src.MakeSymbolic(1, arr)
	dst.CopyFrom(1, src, 0, 4)
	if b, e := dst.ByteAt(1); e != nil || b != 0x11 {
		t.Fatalf("byte 1: %#x %v", b, e)
	}
	if _, e := dst.ByteAt(2); e == nil || e != expr.Read(expr.UpdateList{Root: arr}, expr.Const(0, expr.Int32)) {
		t.Fatalf("byte 2: %v", e)
	}
	if b, e := dst.ByteAt(4); e != nil || b != 0x44 {
		t.Fatalf("byte 4: %#x %v", b, e)
	}
	// Overlapping copy within one object behaves like memmove.
	dst.Write(0, 6, 0x060504030201)
	dst.CopyFrom(1, dst, 0, 5)
	if v, e := dst.Read(0, 6); e != nil || v != 0x050403020101 {
		t.Fatalf("memmove: %#x %v", v, e)
	}
}

func TestFreedAndUnboundDiagnosis(t *testing.T) {
	as := NewAddressSpace()
	a, _ := as.Allocate(8, 0, Heap, "a", false)
	b, _ := as.Allocate(8, 0, Stack, "b", false)
	as.Free(a)
	as.Unbind(b)
	if o, os := as.Floor(a.Addr + 3); o != a || os != nil {
		t.Fatal("freed heap object not found as dead")
	}
	if o, _ := as.Find(b.Addr); o != nil {
		t.Fatal("unbound stack object still bound")
	}
	if o, _ := as.Ceil(a.Addr); o != nil {
		t.Fatalf("ceil past the last object: %v", o)
	}
	// Addresses are never reused.
	c, _ := as.Allocate(8, 0, Heap, "c", false)
	if c.Addr <= b.Addr {
		t.Fatalf("address %#x reused", c.Addr)
	}
}

// TestAllocateTooLarge: an object beyond MaxObject is refused before any
// byte is allocated (a 1 TiB request used to kill the process), and the
// address space is left as it was.
func TestAllocateTooLarge(t *testing.T) {
	as := NewAddressSpace()
	for _, size := range []uint64{1 << 40, MaxObject + 1} {
		if o, os := as.Allocate(size, 0, Stack, "big", false); o != nil || os != nil {
			t.Errorf("Allocate(%d) = %v", size, o)
		}
	}
	if o, _ := as.Allocate(16, 0, Stack, "small", false); o == nil || o.Addr != FirstAddr {
		t.Errorf("allocation after refusals: %v", o)
	}
}

// TestAllocateStackAllOrNothing checks that a frame's objects that do not
// all fit (too large, past the limit, or wrapping around) are refused
// whole, and that the objects of one that fits lie where one Allocate
// after another puts them.
func TestAllocateStackAllOrNothing(t *testing.T) {
	as := NewAddressSpaceLimit(FirstAddr + 1024)
	for _, sizes := range [][]uint64{{16, MaxObject + 1}, {1 << 40}, {500, 500}, {^uint64(0) - 8}} {
		if objs, ok := as.AllocateStack(sizes, "f", nil); ok || len(objs) != 0 || as.Len() != 0 || as.NextAddr() != FirstAddr {
			t.Errorf("AllocateStack(%v) = %v %v (%d bound, next %#x)", sizes, objs, ok, as.Len(), as.NextAddr())
		}
	}
	objs, ok := as.AllocateStack([]uint64{4, 40, 0}, "f", nil)
	ref := NewAddressSpaceLimit(FirstAddr + 1024)
	for i, size := range []uint64{4, 40, 0} {
		o, _ := ref.Allocate(size, 0, Stack, "f", false)
		if !ok || len(objs) != 3 || objs[i].Addr != o.Addr || objs[i].Size != size {
			t.Fatalf("AllocateStack gave %v %v, Allocate gives %v", objs, ok, o)
		}
	}
}
