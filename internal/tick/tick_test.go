package tick

import (
	"sync/atomic"
	"testing"
	"time"
)

func TestEvery(t *testing.T) {
	var n atomic.Int64
	stop := Every(time.Millisecond, func() { n.Add(1) })
	deadline := time.Now().Add(5 * time.Second)
	for n.Load() < 3 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	stop()
	after := n.Load()
	if after < 3 {
		t.Fatalf("f ran %d times in 5 s, want at least 3", after)
	}
	time.Sleep(10 * time.Millisecond)
	if n.Load() != after {
		t.Errorf("f ran after stop returned: %d calls, then %d", after, n.Load())
	}
}
