package ir

import "testing"

// TestPromoteLocals: a scalar local is promoted only when its address is
// used as nothing but the address of loads and stores of exactly its type;
// every other use (passed, stored, offset, cast, compared, a phi, an access
// of another type) keeps it in memory. Promotion keeps every instruction,
// moves the promoted allocas behind the others, and the result passes the
// program's invariant check.
func TestPromoteLocals(t *testing.T) {
	for _, tc := range []struct {
		name string
		body string // uses of %x (i32*) and %y (i32*, always promotable)
		want int    // locals promoted (of x and y)
	}{
		{"loads and stores", "store i32 1, i32* %x\n  %v = load i32, i32* %x", 2},
		{"passed to a call", "call void @use(i32* %x)", 1},
		{"stored", "store i32* %x, i32** @g", 1},
		{"offset", "%q = getelementptr i32, i32* %x, i64 1\n  store i32 0, i32* %q", 1},
		{"cast", "%c = bitcast i32* %x to i8*\n  store i8 0, i8* %c", 1},
		{"compared", "%e = icmp eq i32* %x, %y", 0},
		{"ptrtoint", "%i = ptrtoint i32* %x to i64", 1},
		{"other width", "%w = bitcast i32* %x to i16*\n  %v = load i16, i16* %w", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := load(t, `@g = global i32* null
declare void @use(i32*)
define i32 @f() {
entry:
  %x = alloca i32
  %arr = alloca [4 x i32]
  %y = alloca i32
  store i32 7, i32* %y
  `+tc.body+`
  %r = load i32, i32* %y
  ret i32 %r
}
`)
			f := fn(t, p, "f")
			before := len(f.Blocks[0].Insts)
			if got := PromoteLocals(p); got != tc.want {
				t.Errorf("promoted %d locals, want %d\n%s", got, tc.want, dumpString(p))
			}
			if err := p.Check(); err != nil {
				t.Fatalf("Check: %v\n%s", err, dumpString(p))
			}
			if after := len(f.Blocks[0].Insts); after != before {
				t.Errorf("%d instructions, want %d", after, before)
			}
			// The allocas left lead the entry block.
			insts := f.Blocks[0].Insts
			allocas := len(ops(f, OpAlloca))
			for i := 0; i < allocas; i++ {
				if insts[i].Op != OpAlloca {
					t.Errorf("instruction %d is %s, want the allocas first\n%s", i, insts[i].Op, dumpString(p))
				}
			}
			if allocas != 3-tc.want {
				t.Errorf("%d allocas left\n%s", allocas, dumpString(p))
			}
		})
	}
}
