//go:build !linux

package testgen

// writeLinked is Linux's; elsewhere files are written through a rename.
func writeLinked(dir, path string, data []byte) error { return errNoTmpFile }
