package run

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
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
	// InstBits and BranchDirs are the coverage itself, which symx merge
	// unions: the covered-instruction bitmap (exec.Coverage.Insts, 64-bit
	// little-endian words) and each branch's taken directions
	// (exec.Coverage.Branches, one uvarint per branch), in base64.
	InstBits   string `json:"covered_instruction_bits,omitempty"`
	BranchDirs string `json:"covered_branch_directions,omitempty"`
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
	rep.InstBits, rep.BranchDirs = encodeCoverage(cov)
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
				if in.Op == ir.OpCondBr || in.Op == ir.OpSwitch {
					rep.BranchEdges += in.Directions()
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

func writeCoverage(f *reserved, prog *ir.Program, cov *exec.Coverage) error {
	b, err := json.MarshalIndent(buildCoverage(prog, cov), "", "  ")
	if err != nil {
		return err
	}
	return f.write(append(b, '\n'))
}

// encodeCoverage gives coverage.json's InstBits and BranchDirs.
func encodeCoverage(cov *exec.Coverage) (insts, branches string) {
	b := make([]byte, 0, 8*len(cov.Insts))
	for _, w := range cov.Insts {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	d := make([]byte, 0, len(cov.Branches))
	for _, w := range cov.Branches {
		d = binary.AppendUvarint(d, w)
	}
	return base64.StdEncoding.EncodeToString(b), base64.StdEncoding.EncodeToString(d)
}

// decodeCoverage reads InstBits and BranchDirs back.
func decodeCoverage(rep *CoverageReport) (*exec.Coverage, error) {
	b, err := base64.StdEncoding.DecodeString(rep.InstBits)
	if err != nil || len(b)%8 != 0 || len(b) != 8*((rep.Instructions+63)/64) {
		return nil, fmt.Errorf("covered_instruction_bits: not a bitmap of %d instructions", rep.Instructions)
	}
	cov := &exec.Coverage{NumInsts: rep.Instructions, Insts: make([]uint64, len(b)/8)}
	for i := range cov.Insts {
		cov.Insts[i] = binary.LittleEndian.Uint64(b[8*i:])
	}
	d, err := base64.StdEncoding.DecodeString(rep.BranchDirs)
	if err != nil {
		return nil, fmt.Errorf("covered_branch_directions: %v", err)
	}
	for len(d) > 0 {
		v, n := binary.Uvarint(d)
		if n <= 0 {
			return nil, fmt.Errorf("covered_branch_directions: malformed")
		}
		cov.Branches = append(cov.Branches, v)
		d = d[n:]
	}
	return cov, nil
}
