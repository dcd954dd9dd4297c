package main

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// An engine's memory is not always in the process the harness starts.
// KLEE's --watchdog forks: the parent only watches, the child explores,
// and when the child outlives the budget by its grace periods the parent
// kills it and exits without reaping it, so the kernel's peak RSS of the
// started process (wait4's rusage) is the watchdog's own, about 55 MB,
// whatever the explorer held. KLEE's forked solver (--use-forked-solver,
// on by default) runs each query in another child. treeSampler therefore
// samples the whole process tree: the proportional set size (PSS, so that
// pages a fork shares copy-on-write are counted once) summed over the
// started process and all its descendants, every sampleEvery.

const sampleEvery = 250 * time.Millisecond

// treeSampler records the peak memory of a process tree until stopped.
type treeSampler struct {
	stop chan struct{}
	done chan struct{}
	mu   sync.Mutex
	peak int64 // kB
}

// sampleTree starts sampling the tree rooted at pid.
func sampleTree(pid int) *treeSampler {
	s := &treeSampler{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		t := time.NewTicker(sampleEvery)
		defer t.Stop()
		for {
			s.sample(pid)
			select {
			case <-s.stop:
				return
			case <-t.C:
			}
		}
	}()
	return s
}

func (s *treeSampler) sample(root int) {
	var kb int64
	for _, pid := range descendants(root) {
		kb += memKB(pid)
	}
	s.mu.Lock()
	s.peak = max(s.peak, kb)
	s.mu.Unlock()
}

// Stop ends sampling and returns the peak in kB.
func (s *treeSampler) Stop() int64 {
	close(s.stop)
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.peak
}

// descendants returns root and every process below it, from the parent
// links in /proc/PID/stat. A process orphaned by its parent's exit is
// reparented away and no longer found: the sampler has seen it before
// (as long as it lived while its parent did, for one sample).
func descendants(root int) []int {
	children := map[int][]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, ok := parentOf(pid); ok {
			children[ppid] = append(children[ppid], pid)
		}
	}
	tree := []int{root}
	for i := 0; i < len(tree); i++ {
		tree = append(tree, children[tree[i]]...)
	}
	return tree
}

// parentOf reads the parent pid from /proc/PID/stat ("pid (comm) state
// ppid ..."; comm may hold spaces and parentheses, so parse after the
// last ')').
func parentOf(pid int) (int, bool) {
	b, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "stat"))
	if err != nil {
		return 0, false
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(f[1])
	return ppid, err == nil
}

// memKB is a process's PSS in kB (smaps_rollup), or its RSS (status's
// VmRSS) where smaps_rollup cannot be read; 0 for a process gone.
func memKB(pid int) int64 {
	dir := filepath.Join("/proc", strconv.Itoa(pid))
	if kb, ok := fieldKB(filepath.Join(dir, "smaps_rollup"), "Pss:"); ok {
		return kb
	}
	kb, _ := fieldKB(filepath.Join(dir, "status"), "VmRSS:")
	return kb
}

// fieldKB reads the first line of path starting with key ("Key:  123 kB").
func fieldKB(path, key string) (int64, bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), key); ok {
			if fs := strings.Fields(rest); len(fs) > 0 {
				n, err := strconv.ParseInt(fs[0], 10, 64)
				return n, err == nil
			}
		}
	}
	return 0, false
}
