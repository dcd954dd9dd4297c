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

// writeUnnamed writes data to an unnamed file in dir and returns its
// descriptor, for linkUnnamed; errNoTmpFile when dir's file system has no
// unnamed files (or there is no /proc to link them through).
func writeUnnamed(dir string, data []byte) (int, error) {
	if _, err := os.Stat("/proc/self/fd"); err != nil {
		return -1, errNoTmpFile
	}
	fd, err := syscall.Open(dir, unix.O_TMPFILE|syscall.O_WRONLY|syscall.O_CLOEXEC, 0o644)
	switch err {
	case nil:
	case syscall.EOPNOTSUPP, syscall.EISDIR, syscall.EINVAL:
		return -1, errNoTmpFile
	default:
		return -1, &os.PathError{Op: "open", Path: dir, Err: err}
	}
	if err := writeAll(fd, data); err != nil {
		syscall.Close(fd)
		return -1, &os.PathError{Op: "write", Path: dir, Err: err}
	}
	return fd, nil
}

// linkUnnamed names the unnamed file fd path and closes it.
func linkUnnamed(fd int, path string) error {
	err := unix.Linkat(unix.AT_FDCWD, "/proc/self/fd/"+strconv.Itoa(fd), unix.AT_FDCWD, path, unix.AT_SYMLINK_FOLLOW)
	if cerr := syscall.Close(fd); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(path)
		return &os.PathError{Op: "write", Path: path, Err: err}
	}
	return nil
}

func closeFD(fd int) { syscall.Close(fd) }
