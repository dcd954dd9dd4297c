package cover

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

// gcovFile is one source file as gcov reports it: its lines in the order
// gcov lists them, possibly more than one entry per line number.
type gcovFile struct {
	path  string
	lines []Line
}

// runGcov runs the toolchain's gcov in dir on the notes files (names
// relative to dir) and returns the files it reports, a relative path
// (llvm-cov's) taken as relative to base.
func runGcov(ctx context.Context, tc toolchain, dir, base string, notes []string) ([]gcovFile, error) {
	var args []string
	if tc.text {
		args = append(args, "-b", "-c", "-t")
	} else {
		args = append(args, "--json-format", "--stdout", "-b")
	}
	args = append(append(append([]string{}, tc.gcov[1:]...), args...), notes...)
	cmd := exec.CommandContext(ctx, tc.gcov[0], args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("cover: gcov: %w", ctx.Err())
		}
		return nil, fmt.Errorf("cover: %s %s: %w\n%s", filepath.Base(tc.gcov[0]), strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	var files []gcovFile
	var err error
	if tc.text {
		files, err = parseGcovText(stdout.Bytes())
	} else {
		files, err = parseGcovJSON(stdout.Bytes())
	}
	if err != nil {
		return nil, fmt.Errorf("cover: reading %s output: %w", filepath.Base(tc.gcov[0]), err)
	}
	if len(files) == 0 {
		msg := strings.TrimSpace(stderr.String())
		if msg != "" {
			msg = ":\n" + msg
		}
		return nil, fmt.Errorf("cover: %s reported no source files (is it the gcov of %s?)%s",
			strings.Join(tc.gcov, " "), filepath.Base(tc.cc), msg)
	}
	for i := range files {
		if !filepath.IsAbs(files[i].path) {
			files[i].path = filepath.Join(base, files[i].path)
		}
		files[i].path = filepath.Clean(files[i].path)
	}
	return files, nil
}

// gcovJSON is the part of gcov's JSON intermediate format (gcc 9 and
// later) that is read.
type gcovJSON struct {
	FormatVersion string `json:"format_version"`
	CWD           string `json:"current_working_directory"`
	Files         []struct {
		File  string `json:"file"`
		Lines []struct {
			LineNumber int    `json:"line_number"`
			Count      uint64 `json:"count"`
			Branches   []struct {
				Count uint64 `json:"count"`
			} `json:"branches"`
		} `json:"lines"`
	} `json:"files"`
}

// parseGcovJSON reads the output of gcov --json-format --stdout: one JSON
// document per input file.
func parseGcovJSON(b []byte) ([]gcovFile, error) {
	var files []gcovFile
	dec := json.NewDecoder(bytes.NewReader(b))
	for dec.More() {
		var doc gcovJSON
		if err := dec.Decode(&doc); err != nil {
			return nil, err
		}
		for _, f := range doc.Files {
			gf := gcovFile{path: f.File}
			if !filepath.IsAbs(gf.path) && doc.CWD != "" {
				gf.path = filepath.Join(doc.CWD, gf.path)
			}
			for _, l := range f.Lines {
				if l.LineNumber <= 0 {
					return nil, fmt.Errorf("%s: line number %d", f.File, l.LineNumber)
				}
				line := Line{Number: l.LineNumber, Count: l.Count}
				for _, br := range l.Branches {
					line.Branches = append(line.Branches, br.Count)
				}
				gf.lines = append(gf.lines, line)
			}
			files = append(files, gf)
		}
	}
	return files, nil
}

// parseGcovText reads gcov's text format as llvm-cov gcov -b -c -t prints
// it: per source file a "-: 0:Source:path" header, then one
// "count:line:text" row per source line ("-" for lines without code,
// "#####" or "=====" for lines never executed, a trailing "*" when some
// block of the line was not), each followed by its "branch N taken C" or
// "branch N never executed" rows.
func parseGcovText(b []byte) ([]gcovFile, error) {
	var files []gcovFile
	var cur *gcovFile
	var last *Line // the line branch rows belong to
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	for n := 1; sc.Scan(); n++ {
		row := sc.Text()
		if rest, ok := strings.CutPrefix(row, "branch "); ok {
			if last == nil {
				continue // a branch of line 0 or of a line without code
			}
			f := strings.Fields(rest)
			switch {
			case len(f) >= 3 && f[1] == "never" && f[2] == "executed":
				last.Branches = append(last.Branches, 0)
			case len(f) >= 3 && f[1] == "taken":
				c, err := strconv.ParseUint(strings.TrimSuffix(f[2], "%"), 10, 64)
				if err != nil || strings.HasSuffix(f[2], "%") {
					return nil, fmt.Errorf("line %d: want a branch count (gcov -c), got %q", n, row)
				}
				last.Branches = append(last.Branches, c)
			default:
				return nil, fmt.Errorf("line %d: unrecognized branch row %q", n, row)
			}
			continue
		}
		count, rest, ok := strings.Cut(row, ":")
		if !ok {
			last = nil // call, function, separator rows
			continue
		}
		num, text, ok := strings.Cut(rest, ":")
		if !ok {
			last = nil
			continue
		}
		count, num = strings.TrimSpace(count), strings.TrimSpace(num)
		ln, err := strconv.Atoi(num)
		if err != nil {
			last = nil
			continue
		}
		if ln == 0 {
			if src, ok := strings.CutPrefix(text, "Source:"); ok {
				files = append(files, gcovFile{path: src})
				cur = &files[len(files)-1]
			}
			last = nil
			continue
		}
		if cur == nil {
			return nil, fmt.Errorf("line %d: source row before any Source header", n)
		}
		var c uint64
		switch count = strings.TrimSuffix(count, "*"); count {
		case "-":
			last = nil
			continue
		case "#####", "=====":
		default:
			if c, err = strconv.ParseUint(count, 10, 64); err != nil {
				return nil, fmt.Errorf("line %d: bad execution count %q", n, count)
			}
		}
		cur.lines = append(cur.lines, Line{Number: ln, Count: c})
		last = &cur.lines[len(cur.lines)-1]
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return files, nil
}
