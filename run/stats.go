package run

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/tick"
	"github.com/symx/symx/statsfile"
	"github.com/symx/symx/technique"
)

// run.stats is a tab-separated time series, one row per sample, with the
// columns KLEE's klee-stats shows. covered_insts and covered_branches
// count all the code run, the modeled C library's included; the program_
// columns count the program's own (programCode). Memory has four
// columns: memory_mb (what --max-memory acts on, exec.ProcessMemory),
// rss_mb (the OS's count), live_heap_mb (the heap the last garbage
// collection found live, exec.HeapLive: what the run needs) and
// bytes_per_state (live heap over live states, 0 with none alive).
// The techniques' columns (technique.Columns, PSE's pse_*) come before
// live_states, the statsSplit-th core column.
const statsCore = "time_s\tinstructions\tcompleted\tpartial\tstates\tqueries\tquery_time_s\tcovered_insts\ttotal_insts\tcovered_branches\ttotal_branches\tsolver_timeouts\texternal_calls\tlive_states\tmemory_mb\trss_mb\tprogram_covered_insts\tprogram_insts\tprogram_covered_branches\tprogram_branches\tlive_heap_mb\tbytes_per_state"

const statsSplit = 13

// sampleStats writes a run.stats row every StatsInterval (every tenth of
// it during the first) until stop is called; it also refreshes the
// progress display.
func (r *runner) sampleStats() (stop func()) {
	every := r.cfg.StatsInterval
	if every <= 0 {
		every = time.Second
	}
	// During the first interval rows come ten times as often, so that a
	// run of under a second still has a curve to plot (symx stats
	// --plot), not a line from the origin to its last row.
	fine := every / 10
	if fine < 10*time.Millisecond {
		fine = every
	}
	var lastRow time.Duration
	stopTick := tick.Every(fine, func() {
		el := time.Since(r.start)
		if el > every && el-lastRow < every-fine/2 {
			return
		}
		lastRow = el
		r.mu.Lock()
		x, prev := r.exec, r.prev
		r.mu.Unlock()
		if x == nil {
			return
		}
		st := x.Stats()
		if st.Coverage == nil {
			return // not published yet
		}
		// Earlier phases' counts and coverage plus this one's.
		st = exec.AddStats(prev, st)
		r.writeStatsRow(st)
		r.mu.Lock()
		snap := r.snapshot()
		r.mu.Unlock()
		snap.States = st.States
		snap.Instructions = st.Instructions
		if st.Coverage != nil {
			snap.CoveredInsts = st.Coverage.CoveredInsts()
		}
		r.cfg.Progress.Update(snap)
	})
	return func() { stopTick(); r.cfg.Progress.Done() }
}

func (r *runner) writeStatsRow(st exec.Stats) {
	r.mu.Lock()
	defer r.mu.Unlock()
	covI, covB, progI, progB := 0, 0, 0, 0
	if r.progCode == nil {
		r.progCode = newProgramCode(r.prog)
	}
	if st.Coverage != nil {
		covI, covB = st.Coverage.CoveredInsts(), st.Coverage.CoveredEdges()
		progI, progB = r.progCode.covered(st.Coverage)
	}
	r.each(func(i technique.Instance) {
		if sm, ok := i.(technique.Sampler); ok {
			sm.Sample(st.States, covB)
		}
	})
	row := []string{fmt.Sprintf("%.3f", time.Since(r.start).Seconds())}
	row = appendInts(row, st.Instructions, r.completed, r.partial, uint64(st.MaxStates), st.Queries)
	row = append(row, fmt.Sprintf("%.3f", st.QueryTime.Seconds()))
	row = appendInts(row, uint64(covI), uint64(r.prog.NumInsts), uint64(covB), 2*uint64(r.prog.NumBranches),
		st.SolverTimeouts, st.ExternalCalls)
	row = append(row, r.techniqueRow()...)
	live := exec.HeapLive()
	perState := r.memory.sample(live, st.States)
	row = appendInts(row, uint64(st.States), exec.ProcessMemory()>>20, residentMB(),
		uint64(progI), uint64(r.progCode.insts), uint64(progB), uint64(r.progCode.edges),
		live>>20, perState)
	fmt.Fprintln(r.stats, strings.Join(row, "\t"))
}

// appendInts appends the numbers in decimal.
func appendInts(row []string, ns ...uint64) []string {
	for _, n := range ns {
		row = append(row, strconv.FormatUint(n, 10))
	}
	return row
}

// residentMB is the process's resident set in MB, as the OS counts it
// (Linux's /proc/self/statm; 0 where there is none): what --max-memory is
// judged by from outside, next to memory_mb, the Go runtime's count that
// the cap acts on (exec.ProcessMemory).
func residentMB() uint64 {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0
	}
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0
	}
	return pages * uint64(os.Getpagesize()) >> 20
}

// memoryPeak follows the live heap over run.stats' rows, for info's
// memory line.
type memoryPeak struct {
	live   uint64 // the most live heap a row saw
	states int    // live states at that row
}

// sample records a row's live heap and live states, and returns the live
// heap per live state (0 with none alive).
func (m *memoryPeak) sample(live uint64, states int) (perState uint64) {
	if live > m.live {
		m.live, m.states = live, states
	}
	if states <= 0 {
		return 0
	}
	return live / uint64(states)
}

// infoLine is info's memory line: the process's peak resident set
// (peakRSS MB, 0 where the OS does not say), the live heap's peak over
// run.stats' rows, the live states then and the live heap per state
// then. The peak is the row where the states weigh most; the per-state
// figure counts the program, caches and solvers as if the states held
// them, so it is an upper bound, close when states are many.
func (m *memoryPeak) infoLine(peakRSS uint64) string {
	l := statsfile.Memory{PeakRSSMB: peakRSS, PeakLiveHeapMB: m.live >> 20, LiveStates: uint64(m.states)}
	if m.states > 0 {
		l.BytesPerState = m.live / uint64(m.states)
	}
	return l.InfoLine()
}

// peakResidentMB is the most the process's resident set has been, in MB
// (Linux's VmHWM in /proc/self/status; 0 where there is none): the
// figure /usr/bin/time reports, for the whole process, so a process that
// runs several runs (tests, a restart loop's phases share one) counts
// them all.
func peakResidentMB() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				return 0
			}
			return kb >> 10
		}
	}
	return 0
}
