// Command jsonparse measures symx on a real C library the way issue 16
// found its solver stall: cJSON (Debian's cjson source package, fetched
// with apt-get source into the user cache directory, never committed)
// driven by testdata/harness.c, a symbolic buffer through parse, print and delete.
// Each symx binary given runs the harness for the budget; the table gives
// the instructions executed, paths, solver timeouts and the native branch
// coverage of the tests (symx cov: gcc --coverage and gcov).
//
// Usage (from the repository root):
//
//	go run ./bench/jsonparse [-budget 60s] [-n 10] [OLD-SYMX-BINARY...]
//
// The symx of the working tree is always measured last ("now"); older
// binaries (e.g. built from an earlier commit) give the "before" rows, in
// the same session.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "jsonparse:", err)
		os.Exit(1)
	}
}

func run() error {
	cacheDir, _ := os.UserCacheDir()
	budget := flag.Duration("budget", 60*time.Second, "--max-time of each run")
	n := flag.Int("n", 10, "bytes of symbolic JSON text")
	cache := flag.String("cache", filepath.Join(cacheDir, "symx", "jsonparse"), "where the source and outputs go")
	flag.Parse()
	ctx := context.Background()
	src, err := fetch(ctx, *cache)
	if err != nil {
		return err
	}
	work := filepath.Join(*cache, "work")
	os.RemoveAll(work)
	if err := os.MkdirAll(work, 0o755); err != nil {
		return err
	}
	harness, err := os.ReadFile(filepath.Join("bench", "jsonparse", "testdata", "harness.c"))
	if err != nil {
		return fmt.Errorf("%w (run from the repository root)", err)
	}
	harness = []byte(fmt.Sprintf("#define N %d\n%s", *n, harness))
	for name, data := range map[string][]byte{"harness.c": harness} {
		if err := os.WriteFile(filepath.Join(work, name), data, 0o644); err != nil {
			return err
		}
	}
	for _, f := range []string{"cJSON.c", "cJSON.h"} {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(work, f), b, 0o644); err != nil {
			return err
		}
	}
	now := filepath.Join(work, "symx-now")
	if out, err := exec.Command("go", "build", "-o", now, "./cmd/symx").CombinedOutput(); err != nil {
		return fmt.Errorf("building symx: %v\n%s", err, out)
	}
	bins := append(flag.Args(), now)
	fmt.Printf("Command: `go run ./bench/jsonparse -budget %s -n %d [OLD-SYMX...]`, %s; cJSON from %s.\n\n",
		*budget, *n, time.Now().Format("2006-01-02"), filepath.Base(src))
	fmt.Println("| symx | instructions | completed | partial | tests | solver timeouts | wall s | lines % | branches % |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|")
	for i, bin := range bins {
		out := filepath.Join(work, fmt.Sprintf("out%d", i))
		start := time.Now()
		c := exec.CommandContext(ctx, bin, "run", "--max-time="+budget.String(), "--output-dir="+out, "harness.c")
		c.Dir = work
		var log bytes.Buffer
		c.Stdout, c.Stderr = &log, &log
		c.Run() // a bug-finding run exits non-zero; the info file tells
		wall := time.Since(start)
		info, _ := os.ReadFile(filepath.Join(out, "info"))
		cv := exec.CommandContext(ctx, now, "cov", "harness.c", out)
		cv.Dir = work
		covOut, _ := cv.Output()
		lines, branches := totals(string(covOut))
		name := "now"
		if bin != now {
			name = filepath.Base(bin)
		}
		fmt.Printf("| %s | %d | %d | %d | %d | %d | %.0f | %s | %s |\n", name,
			after(string(info), "total instructions = "), after(string(info), "completed paths = "),
			after(string(info), "partially completed paths = "), after(string(info), "generated tests = "),
			after(string(info), "solver timeouts: "), wall.Seconds(), lines, branches)
	}
	return nil
}

// fetch returns the unpacked cjson source, running apt-get source once.
func fetch(ctx context.Context, cache string) (string, error) {
	dir := filepath.Join(cache, "src")
	find := func() string {
		m, _ := filepath.Glob(filepath.Join(dir, "cjson-*", "cJSON.c"))
		if len(m) == 0 {
			return ""
		}
		return filepath.Dir(m[0])
	}
	if d := find(); d != "" {
		return d, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	c := exec.CommandContext(ctx, "apt-get", "source", "-qq", "cjson")
	c.Dir = dir
	if out, err := c.CombinedOutput(); err != nil {
		return "", fmt.Errorf("apt-get source cjson: %v (a deb-src entry is needed)\n%s", err, out)
	}
	if d := find(); d != "" {
		return d, nil
	}
	return "", fmt.Errorf("apt-get source cjson left no cJSON.c in %s", dir)
}

var totalRe = regexp.MustCompile(`(?m)^Total\s+([0-9.]+%) \([0-9/]+\)\s+([0-9.]+%) \([0-9/]+\)`)

// totals reads the Total row of symx cov's table.
func totals(s string) (lines, branches string) {
	m := totalRe.FindStringSubmatch(s)
	if m == nil {
		return "-", "-"
	}
	return strings.TrimSuffix(m[1], "%"), strings.TrimSuffix(m[2], "%")
}

// after returns the integer following prefix in s (-1 when absent).
func after(s, prefix string) int64 {
	i := strings.LastIndex(s, prefix)
	if i < 0 {
		return -1
	}
	rest := s[i+len(prefix):]
	j := 0
	for j < len(rest) && rest[j] >= '0' && rest[j] <= '9' {
		j++
	}
	v, _ := strconv.ParseInt(rest[:j], 10, 64)
	return v
}
