package expr

import (
	"runtime"
	"sync"
	"testing"
	"time"
)

// liveNodes collects until the count of live expressions settles.
func liveNodes() int {
	prev := -1
	for i := 0; i < 10; i++ {
		runtime.GC()
		n := NumNodes()
		if n == prev {
			return n
		}
		prev = n
	}
	return prev
}

// TestDeadNodesFreed: expressions nobody references are collected, with
// their table entries, in one go however deep; referenced ones keep their
// identity across collections.
func TestDeadNodesFreed(t *testing.T) {
	// The small constants are kept for good (Const); build them first.
	expDAG(200)
	base := liveNodes()
	kept := expDAG(30)
	withKept := liveNodes()
	func() {
		var junk []Expr
		for i := 0; i < 50; i++ {
			junk = append(junk, expDAG(200))
		}
		if liveNodes() < withKept+50*200 {
			t.Fatalf("built terms not counted: %d live", NumNodes())
		}
		runtime.KeepAlive(junk)
	}()
	if got := liveNodes(); got != withKept {
		t.Fatalf("%d live expressions after dropping the junk, want %d", got, withKept)
	}
	// Rebuilt while referenced: the same node.
	if again := expDAGNamed(kept, 30); again != kept {
		t.Fatal("a live expression rebuilt is a new node")
	}
	runtime.KeepAlive(kept)
	kept = nil
	if got := liveNodes(); got != base {
		t.Fatalf("%d live expressions at the end, want %d", got, base)
	}
}

// expDAGNamed rebuilds expDAG(depth) over the array kept reads.
func expDAGNamed(kept Expr, depth int) Expr {
	var a *Array
	for n := range Walk(kept) {
		if n.Kind() == KindRead {
			a = n.Array()
		}
	}
	e := ZExt(Read(UpdateList{Root: a}, Const(0, 32)), 32)
	ul := UpdateList{Root: a}
	for i := 0; i < depth; i++ {
		ul = ul.Write(Const(uint64(i%4), 32), Extract(e, 0, 8))
		r := ZExt(Read(ul, e), 32)
		e = Xor(Add(e, Const(uint64(i)+1, 32)), Mul(r, e))
	}
	return e
}

// TestInternConcurrent: goroutines building the same terms at once get
// the same nodes (run with -race to check the tables' locking).
func TestInternConcurrent(t *testing.T) {
	const workers = 8
	a := NewArray("conc", 8)
	build := func(g int) []Expr {
		var out []Expr
		ul := UpdateList{Root: a}
		for i := 0; i < 300; i++ {
			// Each goroutine starts at a different place, so first
			// constructions race.
			j := (i + g*37) % 300
			x := ZExt(Read(ul, Const(uint64(j%8), 32)), 32)
			out = append(out, Ult(Add(x, Const(uint64(j), 32)), Mul(x, Const(uint64(j)+3, 32))))
			if j%50 == 0 {
				ul = ul.Write(Const(uint64(j%8), 32), Const(uint64(j), 8))
			}
		}
		return out
	}
	res := make([][]Expr, workers)
	var wg sync.WaitGroup
	for g := 0; g < workers; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[g] = build(g)
		}()
	}
	wg.Wait()
	index := map[string]Expr{}
	for g := range res {
		for _, e := range res[g] {
			s := e.String()
			if prev, ok := index[s]; ok && prev != e {
				t.Fatalf("two nodes for %s", s)
			}
			index[s] = e
		}
	}
}

// TestOrderIndependentOfCreation: commutative operands are ordered by
// structure, so the same term built by a later run (over a new array of
// the same name) in another order comes out the same; ordering by
// allocation, as ids are, would not.
func TestOrderIndependentOfCreation(t *testing.T) {
	build := func(first int) string {
		a := NewArray("ord", 4)
		var r [4]Expr
		for k := 0; k < 4; k++ {
			i := (first + k) % 4
			r[i] = ZExt(Read(UpdateList{Root: a}, Const(uint64(i), 32)), 32)
		}
		return And(Eq(Add(r[0], r[1]), Mul(r[2], r[3])), Ult(Xor(r[3], r[0]), Or(r[1], r[2]))).String()
	}
	want := build(0)
	for first := 1; first < 4; first++ {
		if got := build(first); got != want {
			t.Fatalf("built from read %d: %s\nfrom read 0: %s", first, got, want)
		}
	}
}

// heapAfterGC collects, lets the table sweep that the collection
// triggers run (it runs after it, on the cleanup goroutine), and returns
// the heap in use.
func heapAfterGC() uint64 {
	runtime.GC()
	time.Sleep(10 * time.Millisecond)
	runtime.GC() // what the sweep let go
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// TestTableShrinks: after a burst of expressions dies, the table gives its
// memory back (Go maps keep their size after deletions, so the sweep
// rebuilds them).
func TestTableShrinks(t *testing.T) {
	expDAG(200) // the cached small constants
	before := heapAfterGC()
	func() {
		var junk []Expr
		for i := 0; i < 100; i++ {
			junk = append(junk, expDAG(300))
		}
		runtime.KeepAlive(junk)
	}()
	// On a loaded machine the sweep of ≈200,000 entries may take a while.
	after := heapAfterGC()
	for deadline := time.Now().Add(10 * time.Second); after > before+1<<20 && time.Now().Before(deadline); {
		after = heapAfterGC()
	}
	t.Logf("heap %d B before the burst, %d B after", before, after)
	if after > before+1<<20 {
		t.Errorf("heap grew from %d B to %d B after the expressions died", before, after)
	}
}
