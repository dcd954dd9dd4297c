package ir

import (
	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// Source locations come from the `!dbg` attachments clang -g emits:
// DILocation on instructions, DISubprogram on functions and
// DIGlobalVariableExpression on globals. The file of a DILocation is the
// one of its innermost scope that names a file.

// dbgAttachment returns the !dbg node of an attachment list, or nil.
func dbgAttachment(mds []*metadata.Attachment) metadata.MDNode {
	for _, md := range mds {
		if md.Name == "dbg" {
			return md.Node
		}
	}
	return nil
}

func (lw *lowerer) locOf(file *metadata.DIFile, line, col int64) Loc {
	if line <= 0 {
		return Loc{}
	}
	l := Loc{Line: int32(line), Col: int32(col)}
	if file != nil {
		l.File = lw.fileID(file.Directory, file.Filename)
	} else {
		l.File = lw.fileID("", "")
	}
	return l
}

// scopeFile walks a scope chain up to the first scope that names a file.
func scopeFile(s metadata.Field) *metadata.DIFile {
	for depth := 0; s != nil && depth < 100; depth++ {
		switch sc := s.(type) {
		case *metadata.DIFile:
			return sc
		case *metadata.DISubprogram:
			if sc.File != nil {
				return sc.File
			}
			s = sc.Scope
		case *metadata.DILexicalBlock:
			if sc.File != nil {
				return sc.File
			}
			s = sc.Scope
		case *metadata.DILexicalBlockFile:
			if sc.File != nil {
				return sc.File
			}
			s = sc.Scope
		default:
			return nil
		}
	}
	return nil
}

// instLoc returns the location of an instruction's !dbg DILocation.
func (lw *lowerer) instLoc(mds []*metadata.Attachment) Loc {
	dl, ok := dbgAttachment(mds).(*metadata.DILocation)
	if !ok || dl == nil {
		return Loc{}
	}
	return lw.locOf(scopeFile(dl.Scope), dl.Line, dl.Column)
}

func (lw *lowerer) funcLoc(f *llir.Func) Loc {
	sp, ok := dbgAttachment(f.Metadata).(*metadata.DISubprogram)
	if !ok || sp == nil {
		return Loc{}
	}
	file := sp.File
	if file == nil {
		file = scopeFile(sp.Scope)
	}
	return lw.locOf(file, sp.Line, 0)
}

func (lw *lowerer) globalLoc(g *llir.Global) Loc {
	ge, ok := dbgAttachment(g.Metadata).(*metadata.DIGlobalVariableExpression)
	if !ok || ge == nil || ge.Var == nil {
		return Loc{}
	}
	file := ge.Var.File
	if file == nil {
		file = scopeFile(ge.Var.Scope)
	}
	return lw.locOf(file, ge.Var.Line, 0)
}
