// Globals with pointer initializers (relocations): pointers to globals,
// string tables, function pointers in a struct.
// want: paths 1
// want: exits 47
// native
// stdout-native
#include <stdio.h>

static int g = 10;
static int *gp = &g;
static const char *names[] = {"zero", "one", "two"};
static int arr[5] = {1, 2, 3, 4, 5};
static int *mid = &arr[2];
static int inc(int x) { return x + 1; }
static struct { int (*f)(int); const char *name; } ops = {inc, "inc"};

int main(void) {
  *gp += 5;
  printf("%s %s %d %d %s\n", names[1], names[2], *mid, mid[-1], ops.name);
  puts(names[0]);
  putchar('!');
  putchar('\n');
  return ops.f(g) + *mid + mid[2] + 23; /* 16 + 3 + 5 + 23 */
}
