package main

import (
	"strings"
	"testing"
	"time"
)

// TestCounter: off a terminal one line every counterEvery, none for a
// short run; on a terminal a redrawn line, cleared at the end.
func TestCounter(t *testing.T) {
	type step struct {
		at        time.Duration // since the start
		done, all int
	}
	tests := []struct {
		name  string
		tty   bool
		steps []step
		want  string
	}{
		{"short, not a terminal", false, []step{{time.Second, 1, 3}, {2 * time.Second, 2, 3}, {3 * time.Second, 3, 3}}, ""},
		{"long, not a terminal", false,
			[]step{{time.Second, 1, 9}, {5 * time.Second, 2, 9}, {6 * time.Second, 3, 9}, {9 * time.Second, 4, 9}, {10 * time.Second, 5, 9}, {70 * time.Second, 9, 9}},
			"symx: replay: 2 of 9 tests (5s)\nsymx: replay: 5 of 9 tests (10s)\nsymx: replay: 9 of 9 tests (1m10s)\n"},
		{"terminal", true,
			[]step{{time.Second, 1, 12}, {time.Second + 10*time.Millisecond, 2, 12}, {2 * time.Second, 10, 12}, {2 * time.Second, 12, 12}},
			"\rreplay: 1 of 12 tests\rreplay: 10 of 12 tests\rreplay: 12 of 12 tests\r                      \r"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			start := time.Unix(1000, 0)
			now := start
			c := &counter{w: &b, what: "replay", tty: tt.tty, now: func() time.Time { return now }, start: start, last: start}
			for _, s := range tt.steps {
				now = start.Add(s.at)
				c.update(s.done, s.all)
			}
			c.stop()
			if got := b.String(); got != tt.want {
				t.Errorf("output %q, want %q", got, tt.want)
			}
		})
	}
	var c *counter // quiet
	c.update(1, 2)
	c.stop()
}
