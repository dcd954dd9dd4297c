package statsfile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// File names in an output directory.
const (
	StatsFile = "run.stats"
	InfoFile  = "info"
)

// Sample is one row of run.stats.
type Sample struct {
	Time            time.Duration // since the run started
	Instructions    uint64
	Completed       uint64 // paths completed
	Partial         uint64 // paths stopped early
	States          uint64 // states alive (symx records the most so far)
	Queries         uint64
	QueryTime       time.Duration
	CoveredInsts    uint64
	TotalInsts      uint64
	CoveredBranches uint64
	TotalBranches   uint64
	SolverTimeouts  uint64 // queries abandoned at --max-solver-time
	ExternalCalls   uint64 // calls to functions neither defined nor modeled
	LiveStates      uint64 // states alive at the sample (States is the most so far)
	// The program's own code, without the modeled C library (run.stats'
	// program_ columns; zero in older files and merged directories).
	ProgCoveredInsts    uint64
	ProgInsts           uint64
	ProgCoveredBranches uint64
	ProgBranches        uint64
	// Memory, in MB: what --max-memory acts on (memory_mb), the resident
	// set (rss_mb) and the heap the last garbage collection found live
	// (live_heap_mb); and the live heap over the live states, in bytes
	// (bytes_per_state, 0 with none alive). Zero in older files.
	MemoryMB, RSSMB, LiveHeapMB uint64
	BytesPerState               uint64
}

// HasProgram reports whether the sample counts the program's own code
// apart.
func (s *Sample) HasProgram() bool { return s.ProgInsts > 0 }

// Code says which code coverage figures count.
type Code int

const (
	// ProgramCode is the program's own functions, as klee-stats counts
	// the user's module: a small program pulls in many times its size of
	// the modeled C library, mostly never run. It falls back to AllCode
	// for runs that did not record it.
	ProgramCode Code = iota
	// AllCode is all the code the run executes, the library's included.
	AllCode
)

func (c Code) String() string {
	if c == AllCode {
		return "all"
	}
	return "program"
}

// Coverage returns the covered and total instructions and branches of
// code c, and the code they are of (AllCode when the sample has no
// program figures).
func (s *Sample) Coverage(c Code) (insts, totalInsts, branches, totalBranches uint64, of Code) {
	if c == ProgramCode && s.HasProgram() {
		return s.ProgCoveredInsts, s.ProgInsts, s.ProgCoveredBranches, s.ProgBranches, ProgramCode
	}
	return s.CoveredInsts, s.TotalInsts, s.CoveredBranches, s.TotalBranches, AllCode
}

// column binds a run.stats column name to the field it fills.
type column struct {
	name string
	set  func(s *Sample, v string) error
}

func uintCol(name string, field func(*Sample) *uint64) column {
	return column{name, func(s *Sample, v string) error {
		n, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return fmt.Errorf("%s: %q is not a count", name, v)
		}
		*field(s) = n
		return nil
	}}
}

func secondsCol(name string, field func(*Sample) *time.Duration) column {
	return column{name, func(s *Sample, v string) error {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f < 0 || f > 1e9 {
			return fmt.Errorf("%s: %q is not a number of seconds", name, v)
		}
		*field(s) = time.Duration(f * float64(time.Second))
		return nil
	}}
}

// columns are the run.stats columns read, by header name.
var columns = []column{
	secondsCol("time_s", func(s *Sample) *time.Duration { return &s.Time }),
	uintCol("instructions", func(s *Sample) *uint64 { return &s.Instructions }),
	uintCol("completed", func(s *Sample) *uint64 { return &s.Completed }),
	uintCol("partial", func(s *Sample) *uint64 { return &s.Partial }),
	uintCol("states", func(s *Sample) *uint64 { return &s.States }),
	uintCol("queries", func(s *Sample) *uint64 { return &s.Queries }),
	secondsCol("query_time_s", func(s *Sample) *time.Duration { return &s.QueryTime }),
	uintCol("covered_insts", func(s *Sample) *uint64 { return &s.CoveredInsts }),
	uintCol("total_insts", func(s *Sample) *uint64 { return &s.TotalInsts }),
	uintCol("covered_branches", func(s *Sample) *uint64 { return &s.CoveredBranches }),
	uintCol("total_branches", func(s *Sample) *uint64 { return &s.TotalBranches }),
	uintCol("solver_timeouts", func(s *Sample) *uint64 { return &s.SolverTimeouts }),
	uintCol("external_calls", func(s *Sample) *uint64 { return &s.ExternalCalls }),
	uintCol("live_states", func(s *Sample) *uint64 { return &s.LiveStates }),
	uintCol("program_covered_insts", func(s *Sample) *uint64 { return &s.ProgCoveredInsts }),
	uintCol("program_insts", func(s *Sample) *uint64 { return &s.ProgInsts }),
	uintCol("program_covered_branches", func(s *Sample) *uint64 { return &s.ProgCoveredBranches }),
	uintCol("program_branches", func(s *Sample) *uint64 { return &s.ProgBranches }),
	uintCol("memory_mb", func(s *Sample) *uint64 { return &s.MemoryMB }),
	uintCol("rss_mb", func(s *Sample) *uint64 { return &s.RSSMB }),
	uintCol("live_heap_mb", func(s *Sample) *uint64 { return &s.LiveHeapMB }),
	uintCol("bytes_per_state", func(s *Sample) *uint64 { return &s.BytesPerState }),
}

// ReadStats parses a run.stats time series. The header must name the
// time_s column; other known columns are optional (zero when absent) and
// unknown ones are skipped. A final row without its newline, which an
// interrupted run may leave, is dropped if it does not parse.
func ReadStats(r io.Reader) ([]Sample, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return nil, errors.New("empty file (want a header line)")
	}
	complete := data[len(data)-1] == '\n'
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	if !sc.Scan() {
		if err := sc.Err(); err != nil {
			return nil, err
		}
		return nil, errors.New("empty file (want a header line)")
	}
	header := strings.Split(strings.TrimRight(sc.Text(), "\r"), "\t")
	byCol := make([]*column, len(header))
	haveTime := false
	for i, h := range header {
		for k := range columns {
			if columns[k].name == h {
				byCol[i] = &columns[k]
				haveTime = haveTime || h == "time_s"
			}
		}
	}
	if !haveTime {
		return nil, fmt.Errorf("line 1: header %q has no time_s column", sc.Text())
	}
	var samples []Sample
	for n := 2; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if line == "" {
			continue
		}
		s, err := parseRow(line, header, byCol)
		if err != nil {
			if !complete && !moreLines(sc) {
				break // the truncated last row of an interrupted run
			}
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		samples = append(samples, s)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return samples, nil
}

// moreLines reports whether sc has another line; it is only asked after an
// error, which ends the reading either way.
func moreLines(sc *bufio.Scanner) bool { return sc.Scan() }

func parseRow(line string, header []string, byCol []*column) (Sample, error) {
	var s Sample
	fields := strings.Split(line, "\t")
	if len(fields) != len(header) {
		return s, fmt.Errorf("%d fields, header has %d", len(fields), len(header))
	}
	for i, f := range fields {
		if c := byCol[i]; c != nil {
			if err := c.set(&s, f); err != nil {
				return s, err
			}
		}
	}
	return s, nil
}

// Info is what the info file says of a run.
type Info struct {
	Command string
	Input   string
	Elapsed time.Duration
	Halted  string
	Bugs    int // "bug:" lines
	// Done is set when KLEE's closing lines are present (a run that ended
	// normally); the four totals come from them.
	Done         bool
	Instructions uint64
	Completed    uint64
	Partial      uint64
	Tests        uint64
	// Workers is the "workers:" line of a run on several (0 otherwise):
	// how many, and how many times states were handed over, how many.
	Workers           int
	Handovers, Handed uint64
	// External is KLEE's closing "unmodeled external calls" count;
	// ExternalCalls the "external calls:" line, by function.
	External      uint64
	ExternalCalls map[string]uint64
	// SolverTimeouts is the "solver timeouts:" line; Killed the "killed:
	// N states: REASON" lines, by reason.
	SolverTimeouts uint64
	Killed         map[string]int
	// BugLines are the "bug:" lines, in order.
	BugLines []BugLine
	// Memory is the "memory:" line (zero in older files).
	Memory Memory
	// Lines are all of the file's lines, for the lines a caller knows and
	// this package does not (partition lines).
	Lines []string
}

// BugLine is one "bug: KIND at FILE:LINE (N paths, testNNNNNN): MSG"
// line of info: one bug location, how many paths reached it, and the
// test written for it.
type BugLine struct {
	Kind, File string
	Line       int
	Paths      int
	Test       int
	Msg        string
}

// Memory is info's "memory: peak rss N MB, peak live heap N MB, N live
// states then, N bytes per live state" line: the process's peak resident
// set, the most live heap a run.stats row saw, and the live states and
// live heap per live state at that row.
type Memory struct {
	PeakRSSMB, PeakLiveHeapMB uint64
	LiveStates, BytesPerState uint64
}

// memoryFormat is the memory line after its "memory: ".
const memoryFormat = "peak rss %d MB, peak live heap %d MB, %d live states then, %d bytes per live state"

// InfoLine is m as info's memory line (without its newline), as ReadInfo
// reads it.
func (m Memory) InfoLine() string {
	return "memory: " + fmt.Sprintf(memoryFormat, m.PeakRSSMB, m.PeakLiveHeapMB, m.LiveStates, m.BytesPerState)
}

var bugLineRE = regexp.MustCompile(`^bug: (.+?) at (.*):(\d+) \((\d+) paths, test(\d+)\): (.*)$`)

// closing are KLEE's closing lines of info, and the fields they set.
var closing = []struct {
	prefix string
	field  func(*Info) *uint64
}{
	{"KLEE: done: total instructions = ", func(i *Info) *uint64 { return &i.Instructions }},
	{"KLEE: done: completed paths = ", func(i *Info) *uint64 { return &i.Completed }},
	{"KLEE: done: partially completed paths = ", func(i *Info) *uint64 { return &i.Partial }},
	{"KLEE: done: generated tests = ", func(i *Info) *uint64 { return &i.Tests }},
	{"KLEE: done: unmodeled external calls = ", func(i *Info) *uint64 { return &i.External }},
}

// ReadInfo parses an info file: the command, input, elapsed and halted
// lines, workers, memory, solver timeouts, kills, external calls, bug
// lines, and KLEE's closing lines. Other lines are only kept in Lines.
func ReadInfo(r io.Reader) (Info, error) {
	info := Info{Killed: map[string]int{}, ExternalCalls: map[string]uint64{}}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 16<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		info.Lines = append(info.Lines, line)
		if v, ok := strings.CutPrefix(line, "command: "); ok {
			info.Command = v
		} else if v, ok := strings.CutPrefix(line, "input: "); ok {
			info.Input = v
		} else if v, ok := strings.CutPrefix(line, "halted: "); ok {
			info.Halted = v
		} else if v, ok := strings.CutPrefix(line, "workers: "); ok {
			if _, err := fmt.Sscanf(v, "%d (%d hand-overs of %d states)", &info.Workers, &info.Handovers, &info.Handed); err != nil {
				return info, fmt.Errorf("line %d: workers: %w", n, err)
			}
		} else if v, ok := strings.CutPrefix(line, "memory: "); ok {
			m := &info.Memory
			if _, err := fmt.Sscanf(v, memoryFormat, &m.PeakRSSMB, &m.PeakLiveHeapMB, &m.LiveStates, &m.BytesPerState); err != nil {
				return info, fmt.Errorf("line %d: memory: %w", n, err)
			}
		} else if strings.HasPrefix(line, "bug: ") {
			info.Bugs++
			if m := bugLineRE.FindStringSubmatch(line); m != nil {
				b := BugLine{Kind: m[1], File: m[2], Msg: m[6]}
				b.Line, _ = strconv.Atoi(m[3])
				b.Paths, _ = strconv.Atoi(m[4])
				b.Test, _ = strconv.Atoi(m[5])
				info.BugLines = append(info.BugLines, b)
			}
		} else if v, ok := strings.CutPrefix(line, "solver timeouts: "); ok {
			info.SolverTimeouts, _ = strconv.ParseUint(v, 10, 64)
		} else if v, ok := strings.CutPrefix(line, "killed: "); ok {
			if k, reason, ok := strings.Cut(v, " states: "); ok {
				c, _ := strconv.Atoi(k)
				info.Killed[reason] += c
			}
		} else if v, ok := strings.CutPrefix(line, "external calls: "); ok {
			for _, e := range strings.Split(v, ",") {
				if name, k, ok := strings.Cut(strings.TrimSpace(e), " "); ok {
					c, _ := strconv.ParseUint(k, 10, 64)
					info.ExternalCalls[name] += c
				}
			}
		} else if v, ok := strings.CutPrefix(line, "elapsed: "); ok {
			d, err := time.ParseDuration(v)
			if err != nil {
				return info, fmt.Errorf("line %d: elapsed: %w", n, err)
			}
			info.Elapsed = d
		} else {
			for _, c := range closing {
				if v, ok := strings.CutPrefix(line, c.prefix); ok {
					x, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
					if err != nil {
						return info, fmt.Errorf("line %d: %q is not a count", n, v)
					}
					*c.field(&info) = x
					info.Done = true
				}
			}
		}
	}
	return info, sc.Err()
}

// Run is the statistics of one output directory.
type Run struct {
	Dir     string   // as given to Read
	Samples []Sample // run.stats, oldest first
	Info    Info
	HasInfo bool
}

// Read reads run.stats and info from an output directory. Either may be
// missing (a run still going has no info yet), not both.
func Read(dir string) (*Run, error) {
	if st, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("statsfile: %w", err)
	} else if !st.IsDir() {
		return nil, fmt.Errorf("statsfile: %s is not a directory", dir)
	}
	r := &Run{Dir: dir}
	haveStats := false
	if f, err := os.Open(filepath.Join(dir, StatsFile)); err == nil {
		r.Samples, err = ReadStats(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, StatsFile), err)
		}
		haveStats = true
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("statsfile: %w", err)
	}
	if f, err := os.Open(filepath.Join(dir, InfoFile)); err == nil {
		r.Info, err = ReadInfo(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(dir, InfoFile), err)
		}
		r.HasInfo = true
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("statsfile: %w", err)
	}
	if !haveStats && !r.HasInfo {
		return nil, fmt.Errorf("statsfile: %s is not a symx output directory (no %s or %s)", dir, StatsFile, InfoFile)
	}
	return r, nil
}

// Summary is a run's final figures, the row klee-stats prints.
type Summary struct {
	Path string
	Sample
	// Code is the code ICov and BCov count, and so Covered/TotalInsts and
	// Covered/TotalBranches of MarshalJSON and WriteCSV.
	Code Code
	ICov float64 // covered/total instructions, in percent
	BCov float64 // covered/total branches, in percent
}

// MarshalJSON writes the summary as a flat object, times in seconds.
func (s Summary) MarshalJSON() ([]byte, error) {
	ci, ti, cb, tb, _ := s.Coverage(s.Code)
	return json.Marshal(struct {
		Path            string  `json:"path"`
		Time            float64 `json:"time_s"`
		Instructions    uint64  `json:"instructions"`
		Completed       uint64  `json:"completed"`
		Partial         uint64  `json:"partial"`
		States          uint64  `json:"states"`
		Queries         uint64  `json:"queries"`
		QueryTime       float64 `json:"query_time_s"`
		CoveredInsts    uint64  `json:"covered_insts"`
		TotalInsts      uint64  `json:"total_insts"`
		CoveredBranches uint64  `json:"covered_branches"`
		TotalBranches   uint64  `json:"total_branches"`
		ICov            float64 `json:"icov_percent"`
		BCov            float64 `json:"bcov_percent"`
		Code            string  `json:"coverage_of"`
	}{s.Path, s.Time.Seconds(), s.Instructions, s.Completed, s.Partial, s.States, s.Queries,
		s.QueryTime.Seconds(), ci, ti, cb, tb, round2(s.ICov), round2(s.BCov), s.Code.String()})
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

// Summary returns the run's final figures: the last sample of run.stats,
// with the totals of info's closing lines (instructions, completed and
// partial paths) when the run finished; the time is info's elapsed time
// when there are no samples. Its coverage is of the program's own code
// when the run recorded it (SummaryOf).
func (r *Run) Summary() Summary { return r.SummaryOf(ProgramCode) }

// SummaryOf is Summary with the coverage of code c.
func (r *Run) SummaryOf(c Code) Summary {
	s := Summary{Path: r.Dir}
	if n := len(r.Samples); n > 0 {
		s.Sample = r.Samples[n-1]
	} else {
		s.Time = r.Info.Elapsed
	}
	if r.Info.Done {
		s.Instructions = r.Info.Instructions
		s.Completed = r.Info.Completed
		s.Partial = r.Info.Partial
	}
	ci, ti, cb, tb, of := s.Coverage(c)
	s.Code = of
	s.ICov = percent(ci, ti)
	s.BCov = percent(cb, tb)
	return s
}

func percent(a, b uint64) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
