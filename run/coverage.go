package run

import (
	"encoding/json"
	"os"
	"sort"

	"github.com/symx/symx/exec"
	"github.com/symx/symx/ir"
)

// CoverageReport is coverage.json: LLVM-level instruction and branch-edge
// coverage, and the source lines they map to through debug info.
type CoverageReport struct {
	Instructions  int            `json:"instructions"`
	CoveredInsts  int            `json:"covered_instructions"`
	BranchEdges   int            `json:"branch_edges"`
	CoveredEdges  int            `json:"covered_branch_edges"`
	Files         []FileCoverage `json:"files"`
	UncoveredFunc []string       `json:"uncovered_functions,omitempty"`
}

// FileCoverage lists, for one source file, the lines that carry
// instructions and those executed.
type FileCoverage struct {
	File     string  `json:"file"`
	Lines    []int   `json:"lines"`
	Covered  []int   `json:"covered"`
	LinesPct float64 `json:"lines_percent"`
}

func buildCoverage(prog *ir.Program, cov *exec.Coverage) *CoverageReport {
	rep := &CoverageReport{Instructions: prog.NumInsts}
	if cov == nil {
		return rep
	}
	rep.CoveredInsts = cov.CoveredInsts()
	rep.CoveredEdges = cov.CoveredEdges()
	lines := map[int32]map[int32]bool{} // file -> line -> covered
	i := 0                              // exec numbers instructions in this same order
	for _, f := range prog.Funcs {
		ran := false
		for _, b := range f.Blocks {
			for k := range b.Insts {
				in := &b.Insts[k]
				c := cov.Covered(i)
				ran = ran || c
				i++
				switch in.Op {
				case ir.OpCondBr:
					rep.BranchEdges += 2
				case ir.OpSwitch:
					rep.BranchEdges += len(in.Succ)
				}
				if in.Loc.Line == 0 {
					continue
				}
				m := lines[in.Loc.File]
				if m == nil {
					m = map[int32]bool{}
					lines[in.Loc.File] = m
				}
				m[in.Loc.Line] = m[in.Loc.Line] || c
			}
		}
		if !ran && !f.IsDecl() {
			rep.UncoveredFunc = append(rep.UncoveredFunc, f.Name)
		}
	}
	for file, m := range lines {
		fc := FileCoverage{File: prog.FileOf(ir.Loc{File: file, Line: 1})}
		for l, c := range m {
			fc.Lines = append(fc.Lines, int(l))
			if c {
				fc.Covered = append(fc.Covered, int(l))
			}
		}
		sort.Ints(fc.Lines)
		sort.Ints(fc.Covered)
		if len(fc.Lines) > 0 {
			fc.LinesPct = 100 * float64(len(fc.Covered)) / float64(len(fc.Lines))
		}
		rep.Files = append(rep.Files, fc)
	}
	sort.Slice(rep.Files, func(a, b int) bool { return rep.Files[a].File < rep.Files[b].File })
	return rep
}

func writeCoverage(path string, prog *ir.Program, cov *exec.Coverage) error {
	b, err := json.MarshalIndent(buildCoverage(prog, cov), "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
