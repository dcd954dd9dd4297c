package exec

import (
	"runtime/debug"
	"testing"
)

func TestGCPercentFor(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		live, cap uint64
		want      int
	}{
		{0, 2000 * mb, maxGCPercent},         // nothing live yet
		{10 * mb, 2000 * mb, maxGCPercent},   // goal 50 MB: far under 1000 MB
		{200 * mb, 2000 * mb, maxGCPercent},  // goal exactly half the cap
		{250 * mb, 2000 * mb, 300},           // 250 × 4 = 1000
		{400 * mb, 2000 * mb, 150},           // 400 × 2.5 = 1000
		{500 * mb, 2000 * mb, minGCPercent},  // at the default's goal
		{1500 * mb, 2000 * mb, minGCPercent}, // never below Go's default
	} {
		if got := gcPercentFor(c.live, c.cap); got != c.want {
			t.Errorf("gcPercentFor(%d MB, %d MB) = %d, want %d", c.live/mb, c.cap/mb, got, c.want)
		}
	}
}

func TestPaceGC(t *testing.T) {
	t.Setenv("GOGC", "")
	stop := PaceGC(1 << 40) // a tiny live heap next to 1 TB
	if got := debug.SetGCPercent(minGCPercent); got != maxGCPercent {
		t.Errorf("while pacing: GC percent %d, want %d", got, maxGCPercent)
	}
	stop()
	if got := debug.SetGCPercent(minGCPercent); got != minGCPercent {
		t.Errorf("after stop: GC percent %d, want %d", got, minGCPercent)
	}
	t.Setenv("GOGC", "100")
	PaceGC(1 << 40)() // the user's GOGC: no pacing
	if got := debug.SetGCPercent(minGCPercent); got != minGCPercent {
		t.Errorf("with GOGC set: GC percent %d, want %d", got, minGCPercent)
	}
}
