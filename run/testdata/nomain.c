/* No main: a run must fail before creating its output directory. */
int f(int x) { return x + 1; }
