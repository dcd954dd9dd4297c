// C++ exceptions are not supported: the path that reaches the invoke
// (line 10) ends with an exec error; the other exits. Compiled to
// invoke.ll by TestInvoke's comment.
extern "C" void klee_make_symbolic(void *, unsigned long, const char *);
void thrower(int x) { if (x == 3) throw 1; }
int main() {
  int x;
  klee_make_symbolic(&x, sizeof x, "x");
  if (x < 0) return 0;
  try { thrower(x); } catch (int) { return 2; }
  return 1;
}
