package run

import (
	"os"

	"golang.org/x/sys/unix"
)

// preallocate takes n bytes of disk for f past its end, keeping its size.
func preallocate(f *os.File, n int64) error {
	return unix.Fallocate(int(f.Fd()), unix.FALLOC_FL_KEEP_SIZE, 0, n)
}
