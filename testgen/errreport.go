package testgen

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// An error file (testNNNNNN.<suffix>.err) follows KLEE's layout:
//
//	Error: <message>
//	File: <file>
//	Line: <line>
//	assembly.ll line: <n>          (only when known)
//	Stack:
//		#000000000 in main () at prog.c:12
//		#100000000 in __user_main () at prog.c:3
//	Info:                          (only when there is extra detail)
//	<info lines>
//
// A frame line is a tab, '#', the frame index, the assembly line padded to
// eight digits, " in ", the function name and "()", then " at file:line"
// when the file is known.

// oneLine flattens s to a single line so it cannot break the layout.
func oneLine(s string) string {
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }), " ")
}

// MarshalErrorReport returns the text of r's error file.
func MarshalErrorReport(r *ErrorReport) ([]byte, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Error: %s\n", oneLine(r.Message))
	fmt.Fprintf(&b, "File: %s\n", oneLine(r.File))
	fmt.Fprintf(&b, "Line: %d\n", r.Line)
	if r.AssemblyLine > 0 {
		fmt.Fprintf(&b, "assembly.ll line: %d\n", r.AssemblyLine)
	}
	b.WriteString("Stack:\n")
	for i, f := range r.Stack {
		fmt.Fprintf(&b, "\t#%d%08d in %s ()", i, f.AssemblyLine, oneLine(f.Func))
		if f.File != "" {
			fmt.Fprintf(&b, " at %s:%d", oneLine(f.File), f.Line)
		}
		b.WriteByte('\n')
	}
	if r.Info != "" {
		b.WriteString("Info:\n")
		b.WriteString(r.Info)
		if !strings.HasSuffix(r.Info, "\n") {
			b.WriteByte('\n')
		}
	}
	return []byte(b.String()), nil
}

// WriteErrorReport writes r to w in KLEE's .err layout.
func WriteErrorReport(w io.Writer, r *ErrorReport) error {
	b, err := MarshalErrorReport(r)
	if err != nil {
		return err
	}
	if _, err := w.Write(b); err != nil {
		return fmt.Errorf("testgen: writing error report: %w", err)
	}
	return nil
}

// ErrMalformedErrorReport is wrapped by the errors of ReadErrorReport.
var ErrMalformedErrorReport = errors.New("malformed error report")

var frameRE = regexp.MustCompile(`^#(\d+) in (.*?) ?\((.*)\)(?: at (.*):(\d+))?$`)

// ReadErrorReport parses an error file written by WriteErrorReport or by
// KLEE. The kind is not part of the file's text: it comes from the file's
// name (see ParseFileName), so the returned report has KindNone; set Kind
// (and Suffix) from the name. Unknown header lines are ignored, as are
// frame arguments KLEE prints between the parentheses.
func ReadErrorReport(r io.Reader) (*ErrorReport, error) {
	sc := bufio.NewScanner(io.LimitReader(r, 64<<20))
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	rep := &ErrorReport{}
	section := "header"
	var info []string
	sawError := false
	lineNo := 0
	bad := func(format string, args ...any) error {
		return fmt.Errorf("testgen: %w: line %d: %s", ErrMalformedErrorReport, lineNo, fmt.Sprintf(format, args...))
	}
	for sc.Scan() {
		line := sc.Text()
		lineNo++
		if section == "info" {
			info = append(info, line)
			continue
		}
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "Stack:":
			section = "stack"
		case trimmed == "Info:":
			section = "info"
		case section == "stack" && strings.HasPrefix(trimmed, "#"):
			m := frameRE.FindStringSubmatch(trimmed)
			if m == nil {
				return nil, bad("bad stack frame %q", trimmed)
			}
			f := Frame{Func: m[2], File: m[4]}
			// The index and the padded assembly line share one number:
			// its last eight digits are the assembly line.
			if len(m[1]) > 8 {
				f.AssemblyLine, _ = strconv.Atoi(m[1][len(m[1])-8:])
			}
			if m[5] != "" {
				n, err := strconv.Atoi(m[5])
				if err != nil {
					return nil, bad("bad line number in frame %q", trimmed)
				}
				f.Line = n
			}
			rep.Stack = append(rep.Stack, f)
		case section == "header":
			key, val, ok := strings.Cut(line, ": ")
			if !ok {
				key, val, ok = strings.Cut(strings.TrimRight(line, " "), ":")
			}
			if !ok {
				return nil, bad("expected \"key: value\", got %q", line)
			}
			switch key {
			case "Error":
				rep.Message, sawError = val, true
			case "File":
				rep.File = val
			case "Line":
				n, err := strconv.Atoi(strings.TrimSpace(val))
				if err != nil {
					return nil, bad("bad line number %q", val)
				}
				rep.Line = n
			case "assembly.ll line":
				n, err := strconv.Atoi(strings.TrimSpace(val))
				if err != nil {
					return nil, bad("bad assembly line %q", val)
				}
				rep.AssemblyLine = n
			}
		default:
			// Stack section lines that are not frames (KLEE prints none).
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("testgen: reading error report: %w", err)
	}
	if !sawError {
		return nil, fmt.Errorf("testgen: %w: no \"Error:\" line", ErrMalformedErrorReport)
	}
	if len(info) > 0 {
		rep.Info = strings.Join(info, "\n") + "\n"
	}
	return rep, nil
}

var fileNameRE = regexp.MustCompile(`^test(\d{6,})\.(?:([A-Za-z0-9_-]+)\.)?([a-z]+)$`)

// ParseFileName splits a test file's base name such as
// "test000012.div.err" into its id (12), its error-file suffix ("div"; empty
// for other files) and its extension without the dot ("err", "ktest",
// "json", "early").
func ParseFileName(name string) (id int, suffix, ext string, ok bool) {
	m := fileNameRE.FindStringSubmatch(name)
	if m == nil {
		return 0, "", "", false
	}
	id, err := strconv.Atoi(m[1])
	if err != nil {
		return 0, "", "", false
	}
	if (m[2] != "") != (m[3] == "err") {
		return 0, "", "", false
	}
	return id, m[2], m[3], true
}

// KindForSuffix returns the kind and, for suffixes that are not a kind's
// (klee_report_error may choose any), the suffix to keep in
// ErrorReport.Suffix with KindUser.
func KindForSuffix(suffix string) (Kind, string) {
	if k, err := ParseKind(suffix); err == nil && k != KindNone {
		return k, ""
	}
	return KindUser, suffix
}
