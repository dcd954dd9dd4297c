//go:build !linux

package testgen

// writeLinked is Linux's; elsewhere files are written through a rename.
func writeLinked(dir, path string, data []byte) error { return errNoTmpFile }

func writeUnnamed(dir string, data []byte) (int, error) { return -1, errNoTmpFile }

func linkUnnamed(fd int, path string) error { return errNoTmpFile }

func closeFD(fd int) {}
