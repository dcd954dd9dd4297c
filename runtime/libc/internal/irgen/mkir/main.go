// Command mkir regenerates runtime/libc/libc.ll and libc32.ll from the C
// sources in runtime/libc/csrc. It runs from runtime/libc (go generate):
//
//	go run ./internal/irgen/mkir
//
// and needs clang-14 and llvm-link-14 on PATH.
package main

import (
	"fmt"
	"os"

	"github.com/symx/symx/runtime/libc/internal/irgen"
)

func main() {
	if err := irgen.Generate("csrc", "../include", "."); err != nil {
		fmt.Fprintln(os.Stderr, "mkir:", err)
		os.Exit(1)
	}
}
