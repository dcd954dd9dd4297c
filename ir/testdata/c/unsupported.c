/* unsupported.c: constructs the loader turns into OpUnsupported. */
__int128 wide(__int128 a, __int128 b) { return a * b; }
long double ext(long double a) { return a * 2; }
int asm_nop(int x) { __asm__ volatile("nop"); return x; }
int computed(int i) {
  static void *t[] = {&&a, &&b};
  goto *t[i & 1];
a:
  return 1;
b:
  return 2;
}
int main(void) { return (int)wide(3, 4) + (int)ext(1.0L) + asm_nop(1) + computed(1); }
