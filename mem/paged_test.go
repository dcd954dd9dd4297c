package mem

import (
	"maps"
	"math/rand"
	"runtime"
	"slices"
	"testing"

	"github.com/symx/symx/expr"
)

// TestPagedMatchesFlat drives a paged state (PagedMin bytes and more) and
// a flat one of the same size through the same random reads, writes,
// symbolic bytes, copies and forks: every read must agree, and a fork's
// writes must not show through on the other side.
func TestPagedMatchesFlat(t *testing.T) {
	// One directory of pages, and several (2 MiB each).
	for _, size := range []uint64{PagedMin, PagedMin + 3, 1<<20 + 5, 5<<20 + 3} {
		rng := rand.New(rand.NewSource(int64(size)))
		pa, fa := NewAddressSpace(), NewAddressSpace()
		pobj, _ := pa.Allocate(size, 0, Heap, "big", false)
		fobj, fos := fa.Allocate(size, 0, Heap, "big", false)
		// The flat twin: the same bytes in one slice.
		fos.conc, fos.pages = make([]byte, size), nil
		if _, pos, _ := pa.Lookup(pobj.Addr); pos.pages == nil || pos.conc != nil {
			t.Fatalf("size %d: not paged", size)
		}
		arr := expr.NewArray("in", 16)
		// Offsets near page boundaries and the ends, where paging splits.
		offset := func(n int) uint64 {
			switch rng.Intn(3) {
			case 0:
				return uint64(rng.Intn(int(size) - n + 1))
			case 1:
				if rng.Intn(2) == 0 && size > dirPages*pageSize {
					dirs := int(size / (dirPages * pageSize))
					return uint64(rng.Intn(dirs)+1)*dirPages*pageSize - uint64(rng.Intn(n+1))
				}
				return min(uint64(rng.Intn(4)+1)*pageSize-uint64(rng.Intn(n+1)), size-uint64(n))
			}
			return size - uint64(n) - uint64(rng.Intn(8))
		}
		type side struct {
			as  *AddressSpace
			obj *Object
		}
		var forks [][2]side // earlier versions, checked unchanged at the end
		var want [][2]uint64
		for step := 0; step < 4000; step++ {
			ps, fs := side{pa, pobj}, side{fa, fobj}
			_, pos, _ := pa.Lookup(pobj.Addr)
			_, fos, _ := fa.Lookup(fobj.Addr)
			n := []int{1, 2, 4, 8, 3}[rng.Intn(5)]
			off := offset(n)
			switch op := rng.Intn(10); {
			case op < 4:
				v := rng.Uint64()
				if rng.Intn(3) == 0 {
					v = 0
				}
				pa.Writable(pobj, pos).Write(off, n, v)
				fa.Writable(fobj, fos).Write(off, n, v)
			case op < 5:
				e := expr.Read(expr.UpdateList{Root: arr}, expr.Const(uint64(rng.Intn(16)), expr.Int32))
				pa.Writable(pobj, pos).SetByte(off, 0, e)
				fa.Writable(fobj, fos).SetByte(off, 0, e)
			case op < 6:
				m := uint64(rng.Intn(3 * pageSize))
				from, to := offset(1)%(size-m), offset(1)%(size-m)
				pw := pa.Writable(pobj, pos)
				pw.CopyFrom(to, pw, from, m)
				fw := fa.Writable(fobj, fos)
				fw.CopyFrom(to, fw, from, m)
			case op < 7 && len(forks) < 12:
				// Fork: keep the old side, whose contents must not change.
				forks = append(forks, [2]side{{pa.Fork(), pobj}, {fa.Fork(), fobj}})
				w := make([]uint64, 2)
				for i, s := range forks[len(forks)-1] {
					_, os, _ := s.as.Lookup(s.obj.Addr)
					w[i] = checksum(os)
				}
				want = append(want, [2]uint64{w[0], w[1]})
			default:
				_, pos, _ = ps.as.Lookup(ps.obj.Addr)
				_, fos, _ = fs.as.Lookup(fs.obj.Addr)
				pv, pe := pos.Read(off, n)
				fv, fe := fos.Read(off, n)
				if pv != fv || (pe == nil) != (fe == nil) || pe != nil && pe.String() != fe.String() {
					t.Fatalf("size %d step %d: read %d@%d: paged %#x %v, flat %#x %v", size, step, n, off, pv, pe, fv, fe)
				}
				if rv, ok := pos.ReadConcrete(off, n); ok && rv != pv {
					t.Fatalf("size %d step %d: ReadConcrete %#x, Read %#x", size, step, rv, pv)
				}
			}
		}
		for i, f := range forks {
			_, pos, _ := f[0].as.Lookup(f[0].obj.Addr)
			_, fos, _ := f[1].as.Lookup(f[1].obj.Addr)
			if p, q := checksum(pos), checksum(fos); p != want[i][0] || q != want[i][1] || p != q {
				t.Fatalf("size %d: fork %d changed: paged %x (was %x), flat %x (was %x)", size, i, p, want[i][0], q, want[i][1])
			}
		}
	}
}

// checksum hashes a state's bytes, symbolic ones by their text.
func checksum(os *ObjectState) uint64 {
	h := uint64(14695981039346656037)
	for _, b := range os.ConcreteBytes() { // 0 where symbolic
		h = (h ^ uint64(b)) * 1099511628211
	}
	var syms []uint64
	for i, e := range os.sym {
		if e != nil {
			syms = append(syms, uint64(i))
		}
	}
	syms = append(syms, slices.Sorted(maps.Keys(os.psym))...)
	for _, i := range syms {
		_, e := os.ByteAt(i)
		h = (h ^ i) * 1099511628211
		for _, c := range e.String() {
			h = (h ^ uint64(c)) * 1099511628211
		}
	}
	return h
}

// TestLargeZeroObjectIsFree: a 1 GiB zero object, forked and written on
// both sides, holds a few pages, not gigabytes.
func TestLargeZeroObjectIsFree(t *testing.T) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	as := NewAddressSpace()
	obj, os := as.Allocate(1<<30, 0, Global, "big", false)
	os.SetBytes(0, make([]byte, 1<<20)) // a zero initializer allocates nothing
	children := []*AddressSpace{as}
	for i := 0; i < 8; i++ {
		c := children[len(children)-1].Fork()
		_, cos, _ := c.Lookup(obj.Addr)
		c.Writable(obj, cos).Write(uint64(i)<<20, 8, uint64(i)+1)
		children = append(children, c)
	}
	runtime.ReadMemStats(&after)
	if grew := after.HeapAlloc - min(after.HeapAlloc, before.HeapAlloc); grew > 64<<20 {
		t.Fatalf("a 1 GiB zero object and 8 forks took %d MB of heap", grew>>20)
	}
	for i, c := range children[1:] {
		_, cos, _ := c.Lookup(obj.Addr)
		if v, _ := cos.Read(uint64(i)<<20, 8); v != uint64(i)+1 {
			t.Fatalf("fork %d reads %d", i, v)
		}
		if fp := cos.Footprint(); fp > 16<<20 {
			t.Fatalf("fork %d footprint %d", i, fp)
		}
	}
}

// TestForkedBufferWithSymbolicBytes: a 128 KiB buffer holding a few
// symbolic bytes (xargs' line buffer), written once after each of 64
// forks, costs the forks a page each, not a copy of the buffer and of a
// slot for every byte (over 1 MiB a fork when flat).
func TestForkedBufferWithSymbolicBytes(t *testing.T) {
	const size, forks = 128 << 10, 64
	as := NewAddressSpace()
	obj, os := as.Allocate(size, 0, Heap, "linebuf", false)
	os.MakeSymbolic(100, expr.NewArray("stdin", 8))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	spaces := []*AddressSpace{as}
	for i := range forks {
		c := spaces[len(spaces)-1].Fork()
		_, cos, _ := c.Lookup(obj.Addr)
		c.Writable(obj, cos).Write(uint64(i)*1999%size, 1, uint64(i))
		spaces = append(spaces, c)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grew := after.HeapAlloc - min(after.HeapAlloc, before.HeapAlloc); grew > 4<<20 {
		t.Errorf("%d forks of a %d KiB buffer with 8 symbolic bytes took %d KiB of heap", forks, size>>10, grew>>10)
	}
	for i, c := range spaces[1:] {
		_, cos, _ := c.Lookup(obj.Addr)
		if v, _ := cos.Read(uint64(i)*1999%size, 1); v != uint64(i)&0xff {
			t.Fatalf("fork %d reads %d", i, v)
		}
		if _, e := cos.Read(100, 8); e == nil {
			t.Fatalf("fork %d lost the symbolic bytes", i)
		}
	}
	runtime.KeepAlive(spaces)
}
