package ir

import (
	"strings"
	"testing"
)

const dumpSrc = `
%struct.P = type { i32, i8* }
@msg = private constant [3 x i8] c"ok\00"
@p = global %struct.P { i32 3, i8* getelementptr ([3 x i8], [3 x i8]* @msg, i64 0, i64 1) }

define i32 @max(i32 %a, i32 %b) {
entry:
  %c = icmp sgt i32 %a, %b
  br i1 %c, label %l, label %r
l:
  br label %done
r:
  br label %done
done:
  %m = phi i32 [ %a, %l ], [ %b, %r ]
  %q = getelementptr %struct.P, %struct.P* @p, i64 0, i32 1
  %s = load i8*, i8** %q
  call void @puts(i8* %s)
  ret i32 %m
}

declare void @puts(i8*)
`

const dumpWant = `; 2 funcs, 2 globals, 1 consts, 1 branches, 8 insts, 8-byte pointers
global @msg size 3 align 1 readonly
  init 6f6b00
global @p size 16 align 8
  init 03000000000000000000000000000000
  reloc +8 = @msg+1
define @max(s0:i32, s1:i32) ret 1×i32 slots 6
 b0 %entry:
    s2 = icmp sgt i32 s0, s1
    condbr i1 s2 -> b1 b2 #0
 b1 %l:
    br -> b3
 b2 %r:
    br -> b3
 b3 %done:
    s3 = phi [b1: s0], [b2: s1]
    s4 = getelementptr i64 @p aux=8
    s5 = load i64 s4 lay=1/8
    call @puts s5 sub=[1]
    ret i32 s3 aux2=1
declare @puts(s0:i64)
`

// TestDump pins the listing format (other tests and debugging sessions
// read it).
func TestDump(t *testing.T) {
	p := load(t, dumpSrc)
	got := dumpString(p)
	if got != dumpWant {
		t.Errorf("Dump:\n%s\nwant:\n%s", got, dumpWant)
	}
	// InstString of a constant operand shows its value.
	f := fn(t, p, "max")
	if s := p.InstString(&f.Blocks[3].Insts[0]); !strings.Contains(s, "@p") {
		t.Errorf("InstString = %q", s)
	}
}
