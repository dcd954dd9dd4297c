package exec

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"testing"
	"time"
)

func TestGCPercentFor(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		live, cap uint64
		want      int
	}{
		{0, 1700 * mb, maxGCPercent},       // nothing live yet
		{3 * mb, 1700 * mb, maxGCPercent},  // tiny: four times the live heap
		{32 * mb, 1700 * mb, maxGCPercent}, // 4 × 32 MB is the headroom
		{33 * mb, 1700 * mb, 387},          // then the headroom: 33 + 128 MB
		{64 * mb, 1700 * mb, 200},          // 64 + 128 MB
		{100 * mb, 1700 * mb, 128},         // 100 + 128 MB
		{128 * mb, 1700 * mb, gcSlack},     // the headroom is the slack
		{200 * mb, 1700 * mb, gcSlack},     // the run: 400 MB, not 850
		{1500 * mb, 1700 * mb, gcSlack},    // a goal over the cap: the memory limit bounds it
		{10 * mb, 80 * mb, 200},            // a small cap: headroom 20 MB
		{5 * mb, 20 * mb, gcSlack},         // headroom 5 MB: the slack
		{10 * mb, 0, maxGCPercent},         // no cap
		{64 * mb, 1 << 60, 200},            // a huge cap changes nothing
		{1 << 40, 1 << 41, gcSlack},        // no overflow
	} {
		got := gcPercentFor(c.live, c.cap)
		if got != c.want {
			t.Errorf("gcPercentFor(%d MB, %d MB) = %d, want %d", c.live/mb, c.cap/mb, got, c.want)
		}
		// Whatever the live heap, the heap goal is within the headroom
		// rule: at most max(4 × live, live + gcHeadroom, (1 + slack) × live).
		goal := c.live + c.live*uint64(got)/100
		if limit := max(4*c.live, c.live+gcHeadroom, c.live+c.live*gcSlack/100); c.live > 0 && goal > limit+c.live/100 {
			t.Errorf("live %d MB: heap goal %d MB over %d MB", c.live/mb, goal/mb, limit/mb)
		}
	}
}

// TestPaceGCFollowsLiveHeap: a run whose live heap is 200 MB gets a heap
// goal near 400 MB under a 1700 MB cap (the default --max-memory's soft
// cap), not the 850 MB it had when pacing aimed at half the cap; and
// stopping the pacing restores Go's default.
func TestPaceGCFollowsLiveHeap(t *testing.T) {
	t.Setenv("GOGC", "")
	const mb = 1 << 20
	ballast := make([][]byte, 200)
	for i := range ballast {
		ballast[i] = make([]byte, mb)
	}
	runtime.GC()
	live := HeapLive()
	stop := PaceGC(1700 * mb)
	goal := readGoal()
	stop()
	runtime.KeepAlive(ballast)
	if live < 200*mb {
		t.Fatalf("live heap %d MB with 200 MB held", live/mb)
	}
	if want := 2 * live; goal > want+want/20 || goal < live+gcHeadroom {
		t.Errorf("live %d MB: heap goal %d MB, want about %d MB", live/mb, goal/mb, want/mb)
	}
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("after stop: GC percent %d, want 100", got)
	}
	t.Logf("live %d MB, heap goal %d MB", live/mb, goal/mb)
}

// readGoal is the runtime's current heap goal.
func readGoal() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}}
	return readUint(s)
}

func TestPaceGC(t *testing.T) {
	t.Setenv("GOGC", "")
	runtime.GC()
	want := gcPercentFor(HeapLive(), 1<<40)
	stop := PaceGC(1 << 40)
	if got := debug.SetGCPercent(100); got != want {
		t.Errorf("while pacing: GC percent %d, want %d", got, want)
	}
	stop()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("after stop: GC percent %d, want 100", got)
	}
	t.Setenv("GOGC", "100")
	PaceGC(1 << 40)() // the user's GOGC: no pacing
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set: GC percent %d, want 100", got)
	}
}

// TestPaceLoad: while a program loads the collector runs at
// loadGCPercent, nested loads included; after the last one the pacing
// follows the live heap again; without pacing PaceLoad does nothing.
func TestPaceLoad(t *testing.T) {
	t.Setenv("GOGC", "")
	runtime.GC()
	stop := sync.OnceFunc(PaceGC(1 << 40))
	defer stop()
	outer := PaceLoad()
	inner := PaceLoad()
	inner()
	if got := readPercent(); got != loadGCPercent {
		t.Errorf("while loading: GC percent %d, want %d", got, loadGCPercent)
	}
	outer()
	deadline := time.Now().Add(2 * time.Second)
	for readPercent() == loadGCPercent {
		if time.Now().After(deadline) {
			t.Fatalf("after loading: GC percent still %d", loadGCPercent)
		}
		time.Sleep(memWatchEvery)
	}
	if got, want := readPercent(), gcPercentFor(HeapLive(), 1<<40); got != want {
		t.Errorf("after loading: GC percent %d, want %d", got, want)
	}
	stop()
	PaceLoad()() // no pacing: nothing changes
	if got := readPercent(); got != 100 {
		t.Errorf("without pacing: GC percent %d, want 100", got)
	}
}

// readPercent is the collector's current GC percent.
func readPercent() int {
	return int(readUint([]metrics.Sample{{Name: "/gc/gogc:percent"}}))
}
