//go:build unix

package testutil

import (
	"syscall"
	"time"
)

// CPUTime is the CPU time the process has used (user + system): on a
// machine shared with other jobs it measures the work, where wall time
// also counts the waiting.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
