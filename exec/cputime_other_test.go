//go:build !unix

package exec

import "time"

// cpuTime is not measured on this system.
func cpuTime() time.Duration { return 0 }
