package testutil

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/symx/symx/internal/i386"
)

// InCI reports whether the tests run under CI, where every tool the tests
// use is installed.
func InCI() bool { return os.Getenv("CI") != "" }

// SkipMissing skips the test because a tool it needs is missing (the
// message says which); under CI it fails the test instead.
func SkipMissing(t testing.TB, format string, args ...any) {
	t.Helper()
	if InCI() {
		t.Fatalf("in CI (CI is set, every tool should be installed): "+format, args...)
		return
	}
	t.Skipf(format, args...)
}

// NeedTool returns the path of the program name, skipping the test
// without it (SkipMissing).
func NeedTool(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		SkipMissing(t, "%s not installed: %v", name, err)
	}
	return path
}

// NeedI386 skips the test when this machine cannot run i386 programs,
// natively or under qemu-i386 (i386.Probe), also under CI: that is the
// kernel, not a package CI installs.
func NeedI386(t testing.TB) {
	t.Helper()
	if _, err := i386.Probe(); err != nil {
		t.Skip(err)
	}
}

// Command is exec.Command for a program the test built, run under
// qemu-i386 when it is an i386 program this kernel cannot run itself; the
// test skips when it cannot run at all (NeedI386).
func Command(t testing.TB, path string, args ...string) *exec.Cmd {
	t.Helper()
	cmd, err := i386.Command(path, args...)
	if err != nil {
		t.Skip(err)
	}
	return cmd
}

// m32Builds caches, per compiler, the error of linking a trivial -m32
// program (nil: it links).
var m32Builds sync.Map // compiler path -> func() error

// NeedM32 skips the test unless the C compiler cc links a trivial -m32
// program (without the i386 C library, gcc-multilib, a missing tool:
// SkipMissing) and this machine runs i386 programs (NeedI386). Any other
// -m32 build error is then the test's to report.
func NeedM32(t testing.TB, cc string) {
	t.Helper()
	f, _ := m32Builds.LoadOrStore(cc, sync.OnceValue(func() error { return linkM32(cc) }))
	if err := f.(func() error)(); err != nil {
		SkipMissing(t, "%s cannot build -m32 programs (gcc-multilib missing?): %v", cc, err)
	}
	NeedI386(t)
}

func linkM32(cc string) error {
	dir, err := os.MkdirTemp("", "symx-m32-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "m32.c")
	if err := os.WriteFile(src, []byte("#include <stdio.h>\nint main(void){puts(\"\");return 0;}\n"), 0o644); err != nil {
		return err
	}
	if out, err := exec.Command(cc, "-m32", "-o", filepath.Join(dir, "m32"), src).CombinedOutput(); err != nil {
		return fmt.Errorf("%v: %s", err, out)
	}
	return nil
}
