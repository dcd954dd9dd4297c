package statsfile

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

const header = "time_s\tinstructions\tcompleted\tpartial\tstates\tqueries\tquery_time_s\tcovered_insts\ttotal_insts\tcovered_branches\ttotal_branches\n"

// Two synthetic runs, as symx run writes them.
var (
	// A counts its program's own code apart (the program_ columns).
	statsA = strings.TrimSuffix(header, "\n") + "\tprogram_covered_insts\tprogram_insts\tprogram_covered_branches\tprogram_branches\n" +
		"1.001\t1000\t1\t0\t3\t10\t0.050\t40\t200\t10\t60\t20\t50\t4\t12\n" +
		"2.002\t5000\t4\t0\t7\t55\t0.300\t120\t200\t31\t60\t45\t50\t10\t12\n" +
		"2.500\t7000\t6\t1\t7\t70\t0.410\t150\t200\t42\t60\t50\t50\t12\t12\n"
	infoA = `symx 0.1 (go1.26.8, linux/amd64)
command: symx run --max-time=10s prog.c
input: prog.c
started: 2025-01-01T00:00:00Z
elapsed: 2.61s
solver timeouts: 2
killed: 3 states: memory limit exceeded
external calls: foo 2, bar 1
bug: division by zero at prog.c:7 (1 paths, test000003): divide by zero
KLEE: done: total instructions = 7123
KLEE: done: completed paths = 6
KLEE: done: partially completed paths = 1
KLEE: done: generated tests = 7
KLEE: done: unmodeled external calls = 3
`
	// B was interrupted: no info, and a half-written last row.
	statsB = header +
		"1.000\t800\t0\t0\t12\t30\t0.200\t30\t200\t8\t60\n" +
		"2.000\t3000\t2\t0\t20\t90\t1.100\t90\t200\t20\t60\n" +
		"3.000\t61"
)

func writeDir(t *testing.T, name, stats, info string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if stats != "" {
		os.WriteFile(filepath.Join(dir, StatsFile), []byte(stats), 0o644)
	}
	if info != "" {
		os.WriteFile(filepath.Join(dir, InfoFile), []byte(info), 0o644)
	}
	return dir
}

// readRuns reads the two synthetic runs, renamed symx-out-0 and symx-out-1
// so that output does not depend on the temporary directory.
func readRuns(t *testing.T) []*Run {
	t.Helper()
	var runs []*Run
	for i, d := range []string{writeDir(t, "a", statsA, infoA), writeDir(t, "b", statsB, "")} {
		r, err := Read(d)
		if err != nil {
			t.Fatal(err)
		}
		r.Dir = []string{"symx-out-0", "symx-out-1"}[i]
		runs = append(runs, r)
	}
	return runs
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs:\ngot\n%s\nwant\n%s", name, got, want)
	}
}

func TestRead(t *testing.T) {
	runs := readRuns(t)
	a, b := runs[0], runs[1]
	if len(a.Samples) != 3 || len(b.Samples) != 2 {
		t.Fatalf("samples: %d and %d, want 3 and 2 (B's truncated row dropped)", len(a.Samples), len(b.Samples))
	}
	wantA := Sample{Time: 2500 * time.Millisecond, Instructions: 7000, Completed: 6, Partial: 1, States: 7,
		Queries: 70, QueryTime: 410 * time.Millisecond, CoveredInsts: 150, TotalInsts: 200, CoveredBranches: 42, TotalBranches: 60,
		ProgCoveredInsts: 50, ProgInsts: 50, ProgCoveredBranches: 12, ProgBranches: 12}
	if a.Samples[2] != wantA {
		t.Errorf("last sample of A = %+v\nwant %+v", a.Samples[2], wantA)
	}
	wantInfo := Info{Command: "symx run --max-time=10s prog.c", Input: "prog.c", Elapsed: 2610 * time.Millisecond,
		Bugs: 1, Done: true, Instructions: 7123, Completed: 6, Partial: 1, Tests: 7,
		External: 3, ExternalCalls: map[string]uint64{"foo": 2, "bar": 1},
		SolverTimeouts: 2, Killed: map[string]int{"memory limit exceeded": 3},
		BugLines: []BugLine{{Kind: "division by zero", File: "prog.c", Line: 7, Paths: 1, Test: 3, Msg: "divide by zero"}},
		Lines:    strings.Split(strings.TrimSuffix(infoA, "\n"), "\n")}
	if !a.HasInfo || !reflect.DeepEqual(a.Info, wantInfo) {
		t.Errorf("info = %+v\nwant %+v", a.Info, wantInfo)
	}
	if b.HasInfo {
		t.Errorf("B has info")
	}
	sa := a.SummaryOf(AllCode)
	if sa.Instructions != 7123 || sa.Time != 2500*time.Millisecond || sa.ICov != 75 || sa.BCov != 70 {
		t.Errorf("summary of A = %+v (want info's instruction total, last row's time, 75%% and 70%%)", sa)
	}
	sb := b.Summary()
	if sb.Instructions != 3000 || sb.Completed != 2 || sb.ICov != 45 {
		t.Errorf("summary of B = %+v", sb)
	}

	// info alone: a summary from the closing lines and elapsed time.
	r, err := Read(writeDir(t, "c", "", infoA))
	if err != nil {
		t.Fatal(err)
	}
	if s := r.Summary(); s.Time != 2610*time.Millisecond || s.Completed != 6 || s.ICov != 0 {
		t.Errorf("info-only summary = %+v", s)
	}
}

func TestReadErrors(t *testing.T) {
	empty := writeDir(t, "empty", "", "")
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	cases := []struct {
		name, dir, want string
	}{
		{"missing", filepath.Join(t.TempDir(), "nope"), "no such file or directory"},
		{"empty dir", empty, "not a symx output directory (no run.stats or info)"},
		{"a file", file, "is not a directory"},
		{"empty stats", writeDir(t, "s0", "\n", ""), "no time_s column"},
		{"no time", writeDir(t, "s1", "instructions\n5\n", ""), `header "instructions" has no time_s column`},
		{"bad count", writeDir(t, "s2", header+"1.0\tx\t0\t0\t0\t0\t0\t0\t0\t0\t0\n", ""), `line 2: instructions: "x" is not a count`},
		{"bad time", writeDir(t, "s3", header+"-1\t0\t0\t0\t0\t0\t0\t0\t0\t0\t0\n", ""), `line 2: time_s: "-1" is not a number of seconds`},
		{"short row", writeDir(t, "s4", header+"1.0\t5\n2.0\t6\n", ""), "line 2: 2 fields, header has 11"},
		{"bad info", writeDir(t, "i1", "", "KLEE: done: completed paths = many\n"), `info: line 1: "many" is not a count`},
		{"bad elapsed", writeDir(t, "i2", "", "elapsed: soon\n"), "info: line 1: elapsed"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Read(c.dir)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestReadStatsColumns(t *testing.T) {
	cases := []struct {
		name, in string
		want     []Sample
	}{
		{"reordered and extra columns", "instructions\tfoo\ttime_s\n5\tbar\t0.5\n",
			[]Sample{{Time: 500 * time.Millisecond, Instructions: 5}}},
		{"header only", header, nil},
		{"blank lines and CRLF", "time_s\r\n\r\n1\r\n", []Sample{{Time: time.Second}}},
		{"complete last row kept", "time_s\tstates\n1\t2\n2\t3", []Sample{{Time: time.Second, States: 2}, {Time: 2 * time.Second, States: 3}}},
		{"memory columns", "time_s\tlive_states\tmemory_mb\trss_mb\tlive_heap_mb\tbytes_per_state\n1\t4\t300\t310\t120\t31457280\n",
			[]Sample{{Time: time.Second, LiveStates: 4, MemoryMB: 300, RSSMB: 310, LiveHeapMB: 120, BytesPerState: 31457280}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := ReadStats(strings.NewReader(c.in))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func summaries(runs []*Run) []Summary {
	var s []Summary
	for _, r := range runs {
		s = append(s, r.Summary())
	}
	return s
}

func TestOutputs(t *testing.T) {
	sums := summaries(readRuns(t))
	for _, c := range []struct {
		golden string
		write  func(io.Writer, []Summary) error
	}{
		{"table.golden", WriteTable},
		{"csv.golden", WriteCSV},
		{"json.golden", func(w io.Writer, s []Summary) error {
			b, err := json.MarshalIndent(s, "", "  ")
			w.Write(append(b, '\n'))
			return err
		}},
	} {
		t.Run(c.golden, func(t *testing.T) {
			var buf bytes.Buffer
			if err := c.write(&buf, sums); err != nil {
				t.Fatal(err)
			}
			golden(t, c.golden, buf.Bytes())
		})
	}
}

// TestCoverageOf: ICov and BCov count the program's own code when the
// run recorded it, all the code with AllCode or when it did not; the
// table's footnote says which, starring the rows of all code in a table
// of both.
func TestCoverageOf(t *testing.T) {
	runs := readRuns(t) // symx-out-0 records its program's code, symx-out-1 does not
	for _, tt := range []struct {
		name       string
		run        int
		code       Code
		icov, bcov float64
		of         Code
	}{
		{"program", 0, ProgramCode, 100, 100, ProgramCode},
		{"all", 0, AllCode, 75, 70, AllCode},
		{"not recorded", 1, ProgramCode, 45, 100.0 * 20 / 60, AllCode},
	} {
		s := runs[tt.run].SummaryOf(tt.code)
		if s.ICov != tt.icov || s.BCov != tt.bcov || s.Code != tt.of {
			t.Errorf("%s: ICov %v BCov %v of %v, want %v %v of %v", tt.name, s.ICov, s.BCov, s.Code, tt.icov, tt.bcov, tt.of)
		}
	}
	for _, tt := range []struct {
		name string
		runs []int
		code Code
		want []string
	}{
		{"program", []int{0}, ProgramCode, []string{"|  100.00 |  100.00 |\n", "\nICov, BCov: the program's own code, without the modeled C library"}},
		{"all", []int{0}, AllCode, []string{"|   75.00 |   70.00 |\n", "\nICov, BCov: all the code run, the modeled C library's included\n"}},
		{"mixed", []int{0, 1}, ProgramCode, []string{"|  100.00 |  100.00 |\n", "|  45.00* |  33.33* |\n", "\n*: all the code run"}},
	} {
		var sums []Summary
		for _, i := range tt.runs {
			sums = append(sums, runs[i].SummaryOf(tt.code))
		}
		var b strings.Builder
		if err := WriteTable(&b, sums); err != nil {
			t.Fatal(err)
		}
		for _, w := range tt.want {
			if !strings.Contains(b.String(), w) {
				t.Errorf("%s: table lacks %q:\n%s", tt.name, w, b.String())
			}
		}
	}
}

func TestPlot(t *testing.T) {
	runs := readRuns(t)
	runs = append(runs, &Run{Dir: "symx-out-empty"}) // no samples: left out
	for _, m := range []string{"branches", "insts"} {
		t.Run(m, func(t *testing.T) {
			metric, err := ParseMetric(m)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Plot(&buf, runs, PlotOptions{Y: metric}); err != nil {
				t.Fatal(err)
			}
			var texts []string
			paths := 0
			d := xml.NewDecoder(&buf)
			root := ""
			for {
				tok, err := d.Token()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatalf("plot is not valid XML: %v", err)
				}
				switch tok := tok.(type) {
				case xml.StartElement:
					if root == "" {
						root = tok.Name.Local
					}
					if tok.Name.Local == "path" {
						paths++
					}
				case xml.CharData:
					if s := strings.TrimSpace(string(tok)); s != "" {
						texts = append(texts, s)
					}
				}
			}
			if root != "svg" {
				t.Errorf("root element %q, want svg", root)
			}
			all := strings.Join(texts, "\n")
			for _, want := range []string{"symx-out-0", "symx-out-1", "Coverage over time", "time (s)", "covered " + map[string]string{"branches": "branches", "insts": "instructions"}[m]} {
				if !strings.Contains(all, want) {
					t.Errorf("plot text lacks %q:\n%s", want, all)
				}
			}
			if strings.Contains(all, "symx-out-empty") {
				t.Errorf("run without samples is in the legend")
			}
		})
	}
	if err := Plot(io.Discard, []*Run{{Dir: "x"}}, PlotOptions{}); err == nil {
		t.Error("plot of runs without samples succeeded")
	}
	if _, err := ParseMetric("paths"); err == nil {
		t.Error("ParseMetric accepted paths")
	}
}

// TestPlotStacked: several metrics give one chart each, live states
// from run.stats' live_states column.
func TestPlotStacked(t *testing.T) {
	samples, err := ReadStats(strings.NewReader("time_s\tcovered_branches\tlive_states\n1\t10\t700\n2\t15\t120\n"))
	if err != nil {
		t.Fatal(err)
	}
	if samples[0].LiveStates != 700 || samples[1].LiveStates != 120 {
		t.Fatalf("live states %+v", samples)
	}
	ms, err := ParseMetrics("branches,states")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := Plot(&buf, []*Run{{Dir: "homi", Samples: samples}}, PlotOptions{Ys: ms}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{">Coverage over time<", ">Live states over time<", ">live states<", ">covered branches (the program&#39;s; *: all code)<", ">homi *<"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("plot lacks %q", want)
		}
	}
}

// TestReadInfoWorkers: the workers line of a run on several workers.
func TestReadInfoWorkers(t *testing.T) {
	for _, tc := range []struct {
		line        string
		n           int
		hand, moved uint64
		bad         bool
	}{
		{"", 0, 0, 0, false},
		{"workers: 2 (13 hand-overs of 24 states)\n", 2, 13, 24, false},
		{"workers: two\n", 0, 0, 0, true},
	} {
		info, err := ReadInfo(strings.NewReader(infoA + tc.line))
		if (err != nil) != tc.bad {
			t.Errorf("%q: error %v", tc.line, err)
			continue
		}
		if !tc.bad && (info.Workers != tc.n || info.Handovers != tc.hand || info.Handed != tc.moved || info.Completed != 6) {
			t.Errorf("%q: %+v", tc.line, info)
		}
	}
}

func TestReadInfoMemory(t *testing.T) {
	for _, tc := range []struct {
		line string
		want Memory
		bad  bool
	}{
		{"", Memory{}, false}, // older files
		{"memory: peak rss 812 MB, peak live heap 190 MB, 3650 live states then, 54580 bytes per live state\n",
			Memory{PeakRSSMB: 812, PeakLiveHeapMB: 190, LiveStates: 3650, BytesPerState: 54580}, false},
		{Memory{PeakRSSMB: 1, PeakLiveHeapMB: 2, LiveStates: 3, BytesPerState: 4}.InfoLine() + "\n",
			Memory{PeakRSSMB: 1, PeakLiveHeapMB: 2, LiveStates: 3, BytesPerState: 4}, false},
		{"memory: lots\n", Memory{}, true},
	} {
		info, err := ReadInfo(strings.NewReader(infoA + tc.line))
		if (err != nil) != tc.bad {
			t.Errorf("%q: error %v", tc.line, err)
			continue
		}
		if !tc.bad && (info.Memory != tc.want || info.Completed != 6) {
			t.Errorf("%q: %+v", tc.line, info)
		}
	}
}
