package testgen

import (
	"os"
	"strconv"
	"syscall"

	"golang.org/x/sys/unix"
)

// writeLinked writes data to an unnamed file in dir and links it as path.
// It returns errNoTmpFile when dir's file system has no unnamed files.
func writeLinked(dir, path string, data []byte) error {
	fd, err := syscall.Open(dir, unix.O_TMPFILE|syscall.O_WRONLY|syscall.O_CLOEXEC, 0o644)
	switch err {
	case nil:
	case syscall.EOPNOTSUPP, syscall.EISDIR, syscall.EINVAL:
		return errNoTmpFile
	default:
		return &os.PathError{Op: "open", Path: dir, Err: err}
	}
	err = writeAll(fd, data)
	if err == nil {
		// linkat(fd, "", ..., AT_EMPTY_PATH) needs CAP_DAC_READ_SEARCH;
		// the /proc link does not.
		err = unix.Linkat(unix.AT_FDCWD, "/proc/self/fd/"+strconv.Itoa(fd), unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
		if err == syscall.ENOENT {
			if _, serr := os.Stat("/proc/self/fd"); serr != nil {
				syscall.Close(fd)
				return errNoTmpFile // no /proc
			}
		}
	}
	if cerr := syscall.Close(fd); err == nil {
		err = cerr
	}
	if err != nil {
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	return nil
}
