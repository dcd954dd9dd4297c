package exec

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/symx/symx/ir"
)

// symbolicPlaceholder is what output functions print for a symbolic value.
const symbolicPlaceholder = "<symbolic>"

// stream returns the writer behind a FILE pointer (nil: discarded).
func (x *Executor) stream(p Value) io.Writer {
	if p.E != nil {
		return nil
	}
	switch p.C {
	case x.stdoutFile:
		return x.cfg.Stdout
	case x.stderrFile:
		return x.cfg.Stderr
	}
	return nil
}

func (x *Executor) emit(w io.Writer, s string) {
	if w != nil && s != "" {
		io.WriteString(w, s)
	}
}

func printfFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	out := x.format(s, arg(a, 0), a[min(1, len(a)):])
	x.emit(x.cfg.Stdout, out)
	return x.result(s, in, Value{C: uint64(len(out))})
}

func fprintfFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	out := x.format(s, arg(a, 1), a[min(2, len(a)):])
	x.emit(x.stream(arg(a, 0)), out)
	return x.result(s, in, Value{C: uint64(len(out))})
}

func putsFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	str := x.stringArg(s, arg(a, 0), "(null)")
	x.emit(x.cfg.Stdout, str+"\n")
	return x.result(s, in, Value{C: 1})
}

func fputsFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	x.emit(x.stream(arg(a, 1)), x.stringArg(s, arg(a, 0), "(null)"))
	return x.result(s, in, Value{C: 1})
}

func putcharFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return x.putc(s, in, arg(a, 0), x.cfg.Stdout)
}

func fputcFn(x *Executor, s *State, in *ir.Inst, a []Value) action {
	return x.putc(s, in, arg(a, 0), x.stream(arg(a, 1)))
}

func (x *Executor) putc(s *State, in *ir.Inst, c Value, w io.Writer) action {
	if c.E != nil {
		x.emit(w, symbolicPlaceholder)
		return x.result(s, in, c)
	}
	x.emit(w, string([]byte{byte(c.C)}))
	return x.result(s, in, Value{C: c.C & 0xff})
}

// format renders a printf format with its arguments (first slot of each
// variadic argument, as passed). Symbolic arguments print a placeholder.
func (x *Executor) format(s *State, fv Value, args []Value) string {
	f := x.stringArg(s, fv, "")
	var b strings.Builder
	next := func() (Value, bool) {
		if len(args) == 0 {
			return Value{}, false
		}
		v := args[0]
		args = args[1:]
		return v, true
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		i++
		if i >= len(f) {
			b.WriteByte('%')
			break
		}
		if f[i] == '%' {
			b.WriteByte('%')
			continue
		}
		// %[flags][width][.precision][length]conversion
		var spec strings.Builder
		spec.WriteByte('%')
		for i < len(f) && strings.IndexByte("-+ #0", f[i]) >= 0 {
			spec.WriteByte(f[i])
			i++
		}
		readNum := func() {
			if i < len(f) && f[i] == '*' {
				v, _ := next()
				fmt.Fprintf(&spec, "%d", int32(v.C))
				i++
				return
			}
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				spec.WriteByte(f[i])
				i++
			}
		}
		readNum()
		hasPrec := false
		if i < len(f) && f[i] == '.' {
			hasPrec = true
			spec.WriteByte('.')
			i++
			readNum()
		}
		length := ""
		for i < len(f) && strings.IndexByte("hlLqjzt", f[i]) >= 0 {
			length += string(f[i])
			i++
		}
		if i >= len(f) {
			break
		}
		conv := f[i]
		v, ok := next()
		if !ok {
			b.WriteString("<missing>")
			continue
		}
		if v.E != nil && conv != 's' {
			b.WriteString(symbolicPlaceholder)
			continue
		}
		bits := uint16(32)
		switch length {
		case "hh":
			bits = 8
		case "h":
			bits = 16
		case "l", "ll", "q", "j", "z", "t", "L":
			bits = 64
		}
		sp := spec.String()
		switch conv {
		case 'd', 'i':
			fmt.Fprintf(&b, sp+"d", sext(v.C, bits))
		case 'u':
			fmt.Fprintf(&b, sp+"d", v.C&mask(bits))
		case 'o', 'x', 'X':
			fmt.Fprintf(&b, sp+string(conv), v.C&mask(bits))
		case 'c':
			b.WriteByte(byte(v.C))
		case 'p':
			if v.C == 0 {
				b.WriteString("(nil)")
			} else {
				fmt.Fprintf(&b, "%#x", v.C)
			}
		case 's':
			if v.E != nil {
				b.WriteString(symbolicPlaceholder)
				continue
			}
			if v.C == 0 {
				b.WriteString("(null)")
				continue
			}
			str, _, _ := x.readCString(s, v.C, 1<<16)
			fmt.Fprintf(&b, sp+"s", str)
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			fl := math.Float64frombits(v.C)
			switch {
			case math.IsNaN(fl):
				b.WriteString(caseOf(conv, "nan"))
				continue
			case math.IsInf(fl, 1):
				b.WriteString(caseOf(conv, "inf"))
				continue
			case math.IsInf(fl, -1):
				b.WriteString(caseOf(conv, "-inf"))
				continue
			}
			verb := string(conv)
			if conv == 'F' {
				verb = "f"
			}
			if conv == 'a' || conv == 'A' {
				verb = "x"
				if conv == 'A' {
					verb = "X"
				}
			}
			if !hasPrec && (conv == 'g' || conv == 'G') {
				sp += ".6"
			}
			fmt.Fprintf(&b, sp+verb, fl)
		case 'n':
			// Writing through %n is not modelled.
		default:
			b.WriteByte('%')
			b.WriteByte(conv)
		}
	}
	return b.String()
}

func caseOf(conv byte, s string) string {
	if conv >= 'A' && conv <= 'Z' {
		return strings.ToUpper(s)
	}
	return s
}

// symxWrite implements the modeled C library's output primitive
//
//	int __symx_write(int fd, const void *buf, unsigned long n);
//
// Bytes for fd 1 go to Config.Stdout, for fd 2 to Config.Stderr, others are
// dropped; it returns n. A symbolic length is concretized (constrained, as
// the library does with klee_get_value_i64 before calling); symbolic bytes
// are written as a value the path allows, with a warning, without adding a
// constraint (output never steers the path).
func symxWrite(x *Executor, s *State, in *ir.Inst, a []Value) action {
	n, ok := x.concreteArg(s, arg(a, 2), in.Loc, "symbolic write length")
	if !ok {
		return actStop
	}
	var w io.Writer
	if fd := arg(a, 0); fd.E == nil {
		switch uint32(fd.C) {
		case 1:
			w = x.cfg.Stdout
		case 2:
			w = x.cfg.Stderr
		}
	}
	if n == 0 || w == nil {
		return x.result(s, in, Value{C: n})
	}
	p, ok := x.concreteArg(s, arg(a, 1), in.Loc, "symbolic write buffer")
	if !ok {
		return actStop
	}
	obj, os, off, ok := x.span(s, p, n, false)
	if !ok {
		return actStop
	}
	_ = obj
	buf := make([]byte, n)
	for i := range buf {
		c, e := os.ByteAt(off + uint64(i))
		if e != nil {
			v, err := x.value(s, e)
			if err != nil {
				x.solverFailed(s, err)
				return actStop
			}
			x.warn(in.Loc, "symbolic output byte concretized")
			c = byte(v)
		}
		buf[i] = c
	}
	w.Write(buf)
	return x.result(s, in, Value{C: n})
}
