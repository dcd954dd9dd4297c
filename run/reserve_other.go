//go:build !linux

package run

import (
	"errors"
	"os"
)

func preallocate(f *os.File, n int64) error { return errors.New("not supported") }
