static int twice(int v) {
  if (v > 10)
    return v;
  return 2 * v;
}
