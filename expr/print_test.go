package expr

import (
	"strings"
	"testing"
	"time"
)

// TestStringBounded: a DAG whose tree doubles at each level (x, then
// x*x+x ... sixty times: 2^60 leaves as a tree) prints in bounded time,
// cut at MaxPrint bytes with "…"; a small term prints whole.
func TestStringBounded(t *testing.T) {
	x := Read(UpdateList{Root: NewArray("x", 4)}, Const(0, 32))
	e := ZExt(x, 64)
	for range 60 {
		e = Add(Mul(e, e), Xor(e, Const(3, 64)))
	}
	start := time.Now()
	s := e.String()
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("String took %v", d)
	}
	if len(s) != MaxPrint+len("…") || !strings.HasSuffix(s, "…") {
		t.Errorf("String: %d bytes ending %q, want %d and …", len(s), s[max(0, len(s)-10):], MaxPrint)
	}
	if small := Add(ZExt(x, 64), Const(1, 64)).String(); strings.Contains(small, "…") || !strings.Contains(small, "read x") {
		t.Errorf("a small term: %q", small)
	}
}
