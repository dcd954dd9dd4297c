package mem

import (
	"fmt"
	"math/rand"
	"slices"
	"testing"

	"github.com/symx/symx/expr"
)

// modelObj is a binding in the reference model of an address space.
type modelObj struct {
	obj        *Object
	addr, size uint64
	kind       Kind
	alive      bool
	b0         byte // the first byte's value (objects of size > 0)
	sym        bool // the first byte is symbolic
}

// model is a brute-force address space: a list of bindings.
type model struct {
	as   *AddressSpace
	objs map[uint64]*modelObj
	gone []*modelObj // released and unbound objects: nothing is there
}

// remove unbinds o in the model.
func (m *model) remove(o *modelObj) {
	delete(m.objs, o.addr)
	m.gone = append(m.gone, o)
}

func (m *model) fork() *model {
	c := &model{as: m.as.Fork(), objs: map[uint64]*modelObj{}, gone: slices.Clip(m.gone)}
	for a, o := range m.objs {
		cp := *o
		c.objs[a] = &cp
	}
	return c
}

func (m *model) sorted() []*modelObj {
	var l []*modelObj
	for _, o := range m.objs {
		l = append(l, o)
	}
	slices.SortFunc(l, func(a, b *modelObj) int { return int(a.addr>>4) - int(b.addr>>4) })
	return l
}

// TestSpaceAgainstModel runs random allocations (one by one and a
// frame's at once), writes, releases, unbinds, frees and forks on address
// spaces and compares every query with a brute-force model: stack objects
// live in their own segment and are recycled on Release (kept as spares
// or pooled), come back all zero, and neither may change what any other
// address space (a fork) sees. Several seeds: a stale lookup-cache entry
// of a recycled object took one (5) to show.
func TestSpaceAgainstModel(t *testing.T) {
	for seed := int64(1); seed <= 8; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) { spaceAgainstModel(t, seed, 5000) })
	}
}

func spaceAgainstModel(t *testing.T, seed int64, steps int) {
	rng := rand.New(rand.NewSource(seed))
	spaces := []*model{{as: NewAddressSpace(), objs: map[uint64]*modelObj{}}}
	kinds := []Kind{Heap, Stack, Stack, Stack, VarArgs, Global}
	pick := func(m *model, want func(*modelObj) bool) *modelObj {
		var l []*modelObj
		for _, o := range m.sorted() {
			if want(o) {
				l = append(l, o)
			}
		}
		if len(l) == 0 {
			return nil
		}
		if rng.Intn(2) == 0 {
			return l[len(l)-1] // the newest: LIFO release
		}
		return l[rng.Intn(len(l))]
	}
	sym := expr.Read(expr.UpdateList{Root: expr.NewArray("s", 1)}, expr.Const(0, expr.Int32))
	for step := 0; step < steps; step++ {
		m := spaces[rng.Intn(len(spaces))]
		switch op := rng.Intn(13); {
		case op == 10:
			// A frame: zeroed objects at the addresses Allocate would give.
			sizes := make([]uint64, 1+rng.Intn(4))
			for i := range sizes {
				sizes[i] = uint64(rng.Intn(40))
			}
			next := m.as.NextAddr()
			objs, ok := m.as.AllocateStack(sizes, "f", nil)
			if !ok || len(objs) != len(sizes) {
				t.Fatalf("step %d: AllocateStack(%v) = %v %v", step, sizes, objs, ok)
			}
			for i, obj := range objs {
				if want := alignUp(next, MinAlign); obj.Addr != want || obj.Size != sizes[i] || obj.Kind != Stack {
					t.Fatalf("step %d: AllocateStack gave %v, want at %#x", step, obj, want)
				}
				next = obj.End() + RedZone
				if _, dup := m.objs[obj.Addr]; dup {
					t.Fatalf("step %d: address %#x reused", step, obj.Addr)
				}
				m.objs[obj.Addr] = &modelObj{obj: obj, addr: obj.Addr, size: sizes[i], kind: Stack, alive: true}
			}
		case op == 11:
			// A frame returns: its newest stack objects, in one step.
			var top []*Object
			for _, o := range m.sorted() {
				if onStack(o.kind) {
					top = append(top, o.obj)
				}
			}
			top = top[max(0, len(top)-1-rng.Intn(4)):]
			m.as.ReleaseStack(top)
			for _, o := range top {
				m.remove(m.objs[o.Addr])
			}
		case op == 12:
			o := pick(m, func(o *modelObj) bool { return o.alive && o.size > 0 })
			if o == nil {
				continue
			}
			obj, os, _ := m.as.Lookup(o.addr)
			m.as.Writable(obj, os).SetByte(0, 0, sym)
			o.b0, o.sym = 0, true
		case op < 4:
			k := kinds[rng.Intn(len(kinds))]
			size := uint64(rng.Intn(40))
			obj, os := m.as.Allocate(size, 0, k, "o", false)
			mo := &modelObj{obj: obj, addr: obj.Addr, size: size, kind: k, alive: true}
			if size > 0 {
				mo.b0 = byte(rng.Intn(256))
				os.Write(0, 1, uint64(mo.b0))
			}
			if _, dup := m.objs[obj.Addr]; dup {
				t.Fatalf("step %d: address %#x reused", step, obj.Addr)
			}
			m.objs[obj.Addr] = mo
		case op < 6:
			o := pick(m, func(o *modelObj) bool { return o.alive && o.size > 0 })
			if o == nil {
				continue
			}
			obj, os, ok := m.as.Lookup(o.addr)
			if !ok || obj != o.obj {
				t.Fatalf("step %d: lookup of live %v failed", step, o.obj)
			}
			o.b0, o.sym = byte(rng.Intn(256)), false
			m.as.Writable(obj, os).Write(0, 1, uint64(o.b0))
		case op < 8:
			o := pick(m, func(o *modelObj) bool { return onStack(o.kind) })
			if o == nil {
				continue
			}
			m.as.Release(o.obj)
			m.remove(o)
		case op == 8:
			switch o := pick(m, func(o *modelObj) bool { return true }); {
			case o == nil:
			case o.kind == Heap && o.alive && rng.Intn(2) == 0:
				m.as.Free(o.obj)
				o.alive = false
			default:
				m.as.Unbind(o.obj)
				m.remove(o)
			}
		default:
			if len(spaces) < 8 {
				spaces = append(spaces, m.fork())
			} else {
				spaces[rng.Intn(len(spaces))] = m.fork()
			}
		}
		checkModel(t, step, m, rng)
		if step%64 == 0 {
			for _, m := range spaces {
				checkModel(t, step, m, rng)
			}
		}
	}
}

func checkModel(t *testing.T, step int, m *model, rng *rand.Rand) {
	t.Helper()
	want := m.sorted()
	if m.as.Len() != len(want) {
		t.Fatalf("step %d: Len %d, model %d", step, m.as.Len(), len(want))
	}
	for _, o := range want {
		if o.obj.Addr != o.addr || o.obj.Size != o.size || o.obj.Kind != o.kind {
			t.Fatalf("step %d: object %#x changed under a bound space: %v", step, o.addr, o.obj)
		}
		if o.alive && o.size > 0 {
			_, os := m.as.Find(o.addr)
			if v, e := os.Read(0, 1); byte(v) != o.b0 || (e != nil) != o.sym {
				t.Fatalf("step %d: %v holds %d %v, want %d (symbolic %v)", step, o.obj, v, e, o.b0, o.sym)
			}
		}
	}
	var got []*Object
	m.as.Ascend(0, func(obj *Object, _ *ObjectState) bool { got = append(got, obj); return true })
	if len(got) != len(want) {
		t.Fatalf("step %d: Ascend gives %d objects, model %d", step, len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i].obj {
			t.Fatalf("step %d: Ascend[%d] = %v, want %v", step, i, got[i], want[i].obj)
		}
	}
	// Addresses of objects gone (a dangling pointer) lie in no object.
	for q := 0; q < 4 && len(m.gone) > 0; q++ {
		o := m.gone[rng.Intn(len(m.gone))]
		addr := o.addr + uint64(rng.Intn(int(o.size)+1))
		if obj, _, ok := m.as.Lookup(addr); ok {
			t.Fatalf("step %d: Lookup(%#x) of gone %#x+%d found %v", step, addr, o.addr, o.size, obj)
		}
	}
	// Point queries at addresses in, around and between the objects.
	for q := 0; q < 4 && len(want) > 0; q++ {
		o := want[rng.Intn(len(want))]
		addr := o.addr + uint64(rng.Intn(int(o.size)+RedZone+2)) - 1
		var floor, ceil *modelObj
		var inside *modelObj
		for _, w := range want {
			if w.addr <= addr {
				floor = w
			}
			if w.addr > addr && ceil == nil {
				ceil = w
			}
			if w.alive && addr >= w.addr && addr-w.addr < w.size {
				inside = w
			}
		}
		fo, _ := m.as.Floor(addr)
		if (floor == nil) != (fo == nil) || floor != nil && fo != floor.obj {
			t.Fatalf("step %d: Floor(%#x) = %v", step, addr, fo)
		}
		co, _ := m.as.Ceil(addr)
		if (ceil == nil) != (co == nil) || ceil != nil && co != ceil.obj {
			t.Fatalf("step %d: Ceil(%#x) = %v", step, addr, co)
		}
		lo, _, ok := m.as.Lookup(addr)
		if ok != (inside != nil) || ok && lo != inside.obj {
			t.Fatalf("step %d: Lookup(%#x) = %v %v", step, addr, lo, ok)
		}
		var down []*Object
		m.as.Descend(addr, func(obj *Object, _ *ObjectState) bool { down = append(down, obj); return len(down) < 3 })
		var wdown []*Object
		for i := len(want) - 1; i >= 0 && len(wdown) < 3; i-- {
			if want[i].addr <= addr {
				wdown = append(wdown, want[i].obj)
			}
		}
		if !slices.Equal(down, wdown) {
			t.Fatalf("step %d: Descend(%#x) = %v, want %v", step, addr, down, wdown)
		}
		var up []*Object
		m.as.Ascend(addr, func(obj *Object, _ *ObjectState) bool { up = append(up, obj); return len(up) < 3 })
		var wup []*Object
		for _, w := range want {
			if w.addr >= addr && len(wup) < 3 {
				wup = append(wup, w.obj)
			}
		}
		if !slices.Equal(up, wup) {
			t.Fatalf("step %d: Ascend(%#x) = %v, want %v", step, addr, up, wup)
		}
	}
}

// TestReleaseRecycles checks that a call's stack objects are reused by
// the next call without allocating, at new addresses, and that objects a
// fork still sees, or that were retained, are left alone.
func TestReleaseRecycles(t *testing.T) {
	as := NewAddressSpace()
	frame := func() []*Object {
		var objs []*Object
		for i := 0; i < 4; i++ {
			o, os := as.Allocate(4, 0, Stack, "f", false)
			os.Write(0, 4, 0xdeadbeef)
			objs = append(objs, o)
		}
		return objs
	}
	release := func(objs []*Object) {
		for i := len(objs) - 1; i >= 0; i-- {
			as.Release(objs[i])
		}
	}
	first := frame()
	addr := first[0].Addr
	release(first)
	allocs := testing.AllocsPerRun(100, func() { release(frame()[:4:4]) })
	if allocs > 1 { // the slice of the test's own frame()
		t.Errorf("%.0f allocations per frame in steady state", allocs)
	}
	again := frame()
	if again[0] != first[0] || again[0].Addr <= addr {
		t.Errorf("object not recycled at a new address: %p %#x (first %p %#x)", again[0], again[0].Addr, first[0], addr)
	}
	if _, os := as.Find(again[0].Addr); os.IsConcrete() {
		if v, _ := os.Read(0, 4); v != 0xdeadbeef {
			t.Errorf("recycled contents %#x", v)
		}
	}
	// A fork shares the frame: releasing it in the parent recycles nothing.
	child := as.Fork()
	release(again)
	fresh := frame()
	for _, o := range fresh {
		if slices.Contains(again, o) {
			t.Fatalf("object %v shared with a fork was recycled", o)
		}
	}
	for _, o := range again {
		if _, os := child.Find(o.Addr); os == nil {
			t.Fatalf("child lost %v", o)
		}
	}
	// A retained object is not recycled.
	release(fresh)
	kept := frame()
	as.Retain(kept[3])
	k := *kept[3]
	release(kept)
	next := frame()
	if slices.Contains(next, kept[3]) || *kept[3] != k {
		t.Fatal("retained object recycled")
	}
}

// TestSpareLeavesNoStaleEntry checks that a spare's lookup cache entries
// never outlive it: an object kept whole after its release, then handed
// to the pool, may come back paired with other contents, and a lookup
// anywhere in it must find those.
func TestSpareLeavesNoStaleEntry(t *testing.T) {
	// a spans the cache's whole period (cacheSets granules), so its
	// entries are in every set and c, the next object, covers them all.
	const size = cacheSets<<cacheShift - RedZone
	as := NewAddressSpace()
	b, _ := as.Allocate(4, 0, Stack, "b", false)
	as.Retain(b) // b's release is not kept as a spare, so it hands a's to the pool
	a, _ := as.Allocate(size, 0, Stack, "a", false)
	for off := uint64(0); off < size; off += 8 {
		_, os, _ := as.Lookup(a.Addr + off)
		as.Writable(a, os).Write(off, 1, 7)
	}
	as.Release(a)
	as.Release(b)
	c, _ := as.Allocate(size, 0, Heap, "c", false)
	if c != a {
		t.Fatal("the pool did not give back the object") // the test's premise
	}
	_, want := as.Find(c.Addr)
	for off := uint64(0); off < size; off++ {
		obj, os, ok := as.Lookup(c.Addr + off)
		if !ok || obj != c || os != want {
			t.Fatalf("Lookup(c+%d) = %v %p %v, want c's contents %p", off, obj, os, ok, want)
		}
		if v, _ := os.Read(off, 1); v != 0 {
			t.Fatalf("c+%d holds %d", off, v)
		}
	}
}
