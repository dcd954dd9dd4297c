package libc

import _ "embed"

//go:generate go run ./internal/irgen/mkir

//go:embed libc.ll
var ir64 []byte

//go:embed libc32.ll
var ir32 []byte

// IR returns the runtime's LLVM 14 module (textual IR, typed pointers):
// for i386 programs (clang -m32) if m32, else for x86-64. The engine links
// it with the program; the program's own definitions win over the
// runtime's.
func IR(m32 bool) []byte {
	if m32 {
		return ir32
	}
	return ir64
}
