/* vec.c: loops the O2 vectorizer turns into vector code. */
int a[64], b[64];
unsigned char bytes[64];
int vsum(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}
int vmax(void) {
  int m = a[0];
  for (int i = 0; i < 64; i++) m = a[i] > m ? a[i] : m;
  return m;
}
void vcopy(int n, int k) {
  for (int i = 0; i < n; i++) a[i] = b[i] + k;
}
int vcount(void) {
  int c = 0;
  for (int i = 0; i < 64; i++) c += bytes[i] == 'a';
  return c;
}
unsigned vxor(void) {
  unsigned x = 0;
  for (int i = 0; i < 64; i++) x ^= (unsigned)a[i] << 1;
  return x;
}
int main(void) { vcopy(8, 3); return vsum(64) + vmax() + vcount() + (int)vxor(); }
