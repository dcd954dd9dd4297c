package run

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/internal/tick"
	"github.com/symx/symx/pse"
)

// run.stats is a tab-separated time series, one row per sample, with the
// columns KLEE's klee-stats shows. covered_insts and covered_branches
// count all the code run, the modeled C library's included; the program_
// columns count the program's own (programCode).
const statsHeader = "time_s\tinstructions\tcompleted\tpartial\tstates\tqueries\tquery_time_s\tcovered_insts\ttotal_insts\tcovered_branches\ttotal_branches\tsolver_timeouts\texternal_calls\tpse_cuts\tpse_pruned\tpse_checks\tpse_check_time_s\tpse_check_timeouts\tpse_wp_time_s\tpse_disjuncts\tlive_states\tmemory_mb\trss_mb\tprogram_covered_insts\tprogram_insts\tprogram_covered_branches\tprogram_branches"

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
	ps := r.pseStats()
	if r.homi != nil {
		r.homi.sample(st.States, covB)
	}
	fmt.Fprintf(r.stats, "%.3f\t%d\t%d\t%d\t%d\t%d\t%.3f\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%.3f\t%d\t%.3f\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n",
		time.Since(r.start).Seconds(), st.Instructions, r.completed, r.partial, st.MaxStates,
		st.Queries, st.QueryTime.Seconds(), covI, r.prog.NumInsts, covB, 2*r.prog.NumBranches,
		st.SolverTimeouts, st.ExternalCalls, ps.Cuts, ps.Pruned, ps.Checks, ps.CheckTime.Seconds(), ps.CheckTimeouts, ps.WPTime.Seconds(), ps.Disjuncts, st.States,
		exec.ProcessMemory()>>20, residentMB(), progI, r.progCode.insts, progB, r.progCode.edges)
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

// pseStats are PSE's counters (zero without --pse). r.mu is held.
func (r *runner) pseStats() pse.Stats {
	if r.pse == nil {
		return pse.Stats{}
	}
	return r.pse.Stats()
}
