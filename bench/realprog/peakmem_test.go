package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"
)

const peakRole = "REALPROG_PEAKMEM_ROLE"

// TestPeakMemKilledChild mimics KLEE's --watchdog: the started process
// forks an explorer that holds 256 MB, kills it and exits without reaping
// it. The kernel's peak RSS of the started process misses the explorer
// (issue 51: KLEE's column read 55 MB); the tree's sampled peak does not.
func TestPeakMemKilledChild(t *testing.T) {
	c := exec.Command(os.Args[0], "-test.run=^TestPeakMemHelper$")
	c.Env = append(os.Environ(), peakRole+"=watchdog")
	c.Stderr = os.Stderr
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	tree := sampleTree(c.Process.Pid)
	if err := c.Wait(); err != nil {
		t.Fatalf("watchdog: %v", err)
	}
	peakMB := tree.Stop() / 1024
	rusageMB := c.ProcessState.SysUsage().(*syscall.Rusage).Maxrss / 1024
	t.Logf("started process's peak RSS %d MB, tree's peak %d MB", rusageMB, peakMB)
	if rusageMB >= 200 {
		t.Fatalf("the started process's own peak RSS is %d MB: the test no longer shows the unreaped child", rusageMB)
	}
	if peakMB < 256 {
		t.Fatalf("tree's peak %d MB, want at least the explorer's 256 MB", peakMB)
	}
}

// TestPeakMemHelper is the processes of TestPeakMemKilledChild.
func TestPeakMemHelper(t *testing.T) {
	switch os.Getenv(peakRole) {
	case "watchdog":
		c := exec.Command(os.Args[0], "-test.run=^TestPeakMemHelper$")
		c.Env = append(os.Environ(), peakRole+"=explorer")
		out, err := c.StdoutPipe()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		if err := c.Start(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		bufio.NewReader(out).ReadString('\n') // the explorer holds its memory
		time.Sleep(4 * sampleEvery)
		c.Process.Kill()
		os.Exit(0) // as KLEE's watchdog: no wait for the killed child
	case "explorer":
		b := make([]byte, 256<<20)
		for i := range b {
			b[i] = byte(i) | 1 // touched, and not a page of zeros
		}
		fmt.Println("ready")
		time.Sleep(time.Minute)
		fmt.Fprintln(os.Stderr, b[len(b)-1])
		os.Exit(0)
	}
	t.Skip("a process of TestPeakMemKilledChild")
}
