package ir

import (
	"testing"

	"github.com/llir/llvm/ir/types"
)

func TestDataLayoutParse(t *testing.T) {
	x64, err := parseDataLayout(layoutX8664)
	if err != nil {
		t.Fatal(err)
	}
	i386, err := parseDataLayout(layoutI386)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		dl        *dataLayout
		ptr       uint64
		i64, f64  uint64
		i24, i128 uint64
	}{
		{"x86-64", x64, 8, 8, 8, 4, 8},
		{"i386", i386, 4, 4, 4, 4, 4},
	}
	for _, tt := range tests {
		dl := tt.dl
		if dl.ptrBytes != tt.ptr || dl.intAlignOf(64) != tt.i64 || dl.fltAlign[64] != tt.f64 ||
			dl.intAlignOf(24) != tt.i24 || dl.intAlignOf(128) != tt.i128 {
			t.Errorf("%s: ptr %d i64 %d f64 %d i24 %d i128 %d", tt.name, dl.ptrBytes,
				dl.intAlignOf(64), dl.fltAlign[64], dl.intAlignOf(24), dl.intAlignOf(128))
		}
	}
	if _, err := parseDataLayout("E-p:32:32"); err == nil {
		t.Error("big-endian layout accepted")
	}
	if _, err := parseDataLayout("e-p:x:32"); err == nil {
		t.Error("malformed pointer spec accepted")
	}
}

func TestTypeLayouts(t *testing.T) {
	x64, _ := parseDataLayout(layoutX8664)
	i386, _ := parseDataLayout(layoutI386)
	ptr := types.NewPointer(types.I8)
	padded := types.NewStruct(types.I8, types.I32, types.I16, types.Double, ptr)
	packed := &types.StructType{Packed: true, Fields: []types.Type{types.I8, types.I32, types.I16}}
	arr := types.NewArray(3, types.NewStruct(types.I32, types.I8))
	nested := types.NewStruct(types.I8, types.NewStruct(types.I8, types.I64), types.I1)
	vec := types.NewVector(4, types.Float)
	vec3 := types.NewVector(3, types.I32)
	odd := types.NewStruct(types.I8, types.NewInt(24), types.I8)

	type want struct {
		size, align uint64
		offs        []uint32
	}
	tests := []struct {
		name string
		t    types.Type
		x64  want
		i386 want
	}{
		{"padded", padded, want{32, 8, []uint32{0, 4, 8, 16, 24}}, want{24, 4, []uint32{0, 4, 8, 12, 20}}},
		{"packed", packed, want{7, 1, []uint32{0, 1, 5}}, want{7, 1, []uint32{0, 1, 5}}},
		{"array of structs", arr, want{24, 4, []uint32{0, 4, 8, 12, 16, 20}}, want{24, 4, []uint32{0, 4, 8, 12, 16, 20}}},
		{"nested", nested, want{32, 8, []uint32{0, 8, 16, 24}}, want{20, 4, []uint32{0, 4, 8, 16}}},
		{"<4 x float>", vec, want{16, 16, []uint32{0, 4, 8, 12}}, want{16, 16, []uint32{0, 4, 8, 12}}},
		{"<3 x i32>", vec3, want{16, 16, []uint32{0, 4, 8}}, want{16, 16, []uint32{0, 4, 8}}},
		{"i24 field", odd, want{12, 4, []uint32{0, 4, 8}}, want{12, 4, []uint32{0, 4, 8}}},
		{"double", types.Double, want{8, 8, []uint32{0}}, want{8, 4, []uint32{0}}},
		{"i64", types.I64, want{8, 8, []uint32{0}}, want{8, 4, []uint32{0}}},
	}
	for _, tt := range tests {
		for _, c := range []struct {
			dl *dataLayout
			w  want
		}{{x64, tt.x64}, {i386, tt.i386}} {
			tc := newTypeCache(c.dl)
			size, align, err := tc.sizeAlign(tt.t)
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			lay, err := tc.layout(tt.t)
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			if size != c.w.size || align != c.w.align || lay.Size != size {
				t.Errorf("%s (ptr %d): size %d align %d, want %d %d", tt.name, c.dl.ptrBytes, size, align, c.w.size, c.w.align)
			}
			if len(lay.Scalars) != len(c.w.offs) {
				t.Fatalf("%s: %d scalars, want %d", tt.name, len(lay.Scalars), len(c.w.offs))
			}
			for i, s := range lay.Scalars {
				if s.Offset != c.w.offs[i] {
					t.Errorf("%s (ptr %d): scalar %d at %d, want %d", tt.name, c.dl.ptrBytes, i, s.Offset, c.w.offs[i])
				}
			}
		}
	}
}

func TestShapes(t *testing.T) {
	dl, _ := parseDataLayout(layoutX8664)
	tc := newTypeCache(dl)
	tests := []struct {
		t     types.Type
		slots int
		err   bool
	}{
		{types.I1, 1, false},
		{types.NewVector(16, types.I1), 16, false},
		{types.NewStruct(types.I32, types.NewArray(2, types.Double)), 3, false},
		{types.NewStruct(types.I64, types.I1), 2, false},
		{types.Void, 0, false},
		{types.I128, 0, true},
		{types.X86_FP80, 1, false}, // computed as double
		{types.FP128, 0, true},
		{types.NewArray(1<<21, types.I8), 0, true},
		{&types.StructType{TypeName: "opaque", Opaque: true}, 0, true},
	}
	for _, tt := range tests {
		n, err := tc.slots(tt.t)
		if (err != nil) != tt.err || (!tt.err && n != tt.slots) {
			t.Errorf("%s: %d slots, err %v; want %d, err %v", tt.t, n, err, tt.slots, tt.err)
		}
	}
	// Bit-packed vectors have a register form but no byte layout.
	if _, err := tc.layout(types.NewVector(16, types.I1)); err == nil {
		t.Errorf("<16 x i1> has a memory layout")
	}
	off, n, err := tc.aggregateSlotOffset(types.NewStruct(types.I8, types.NewArray(3, types.NewStruct(types.I16, types.I32)), types.I64), []uint64{1, 2, 1})
	if err != nil || off != 1+2*2+1 || n != 1 {
		t.Errorf("aggregate slot offset %d,%d,%v; want 6,1", off, n, err)
	}
}
