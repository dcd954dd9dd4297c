/* Enumerator for programs/maze.c.
 *
 * Reduction: a move byte moves[i] is used only as the switch operand
 * (line 27), whose targets are 'w', 's', 'a', 'd' and default; so five
 * representatives {w, s, a, d, x} cover every byte value (one fork per
 * feasible switch target). Everything else (x, y, the maze contents,
 * including the 'X' marks written at line 43) is concrete on every path,
 * so the other branches never fork and all maze reads/writes are at
 * concrete in-bounds offsets. Bytes after the one that ends a run are never
 * read, so the odometer skips them; the enumeration is the full decision
 * tree of the program.
 * The assertion klee_assert(0) at line 35 is a direct call of
 * __assert_fail (kind assert).
 */
#include "sig.h"

#define H 7
#define W 11
#define STEPS 28

static const char maze0[H][W + 1] = {
    "+-+---+---+",
    "| |     |#|",
    "| | --+ | |",
    "| |   | | |",
    "| +-- | | |",
    "|     |   |",
    "+-----+---+",
};
static char maze[H][W + 1];
static char moves[STEPS];
static int maxread;

static int target(char c) {
  switch (c) {
  case 'w': return 0;
  case 's': return 1;
  case 'a': return 2;
  case 'd': return 3;
  default: return 4;
  }
}

static int prog(void) {
  int x = 1, y = 1;
  memcpy(maze, maze0, sizeof maze);
  maze[y][x] = 'X';
  for (int i = 0; B(1, i < STEPS); i++) {
    int ox = x, oy = y;
    if (i > maxread)
      maxread = i;
    switch (sig_rec(2, target(moves[i]))) {
    case 0: y--; break;
    case 1: y++; break;
    case 2: x--; break;
    case 3: x++; break;
    default: return 1; /* wrong command */
    }
    if (y < 0 || y >= H || x < 0 || x >= W) {
      fprintf(stderr, "maze: out of bounds\n");
      exit(3);
    }
    if (B(3, maze[y][x] == '#'))
      sig_bug("assert", 35); /* won */
    if (B(4, maze[y][x] != ' ') &&
        !(B(5, y == 2) && B(6, maze[y][x] == '|') && B(7, x > 0) && B(8, x < W - 1))) {
      x = ox; /* wall: give up */
      y = oy;
      return 2;
    }
    if (B(9, ox == x) && B(10, oy == y))
      return 3;
    maze[y][x] = 'X';
  }
  return 0;
}

int main(void) {
  static const char reps[] = {'w', 's', 'a', 'd', 'x'};
  int digit[STEPS] = {0};
  for (;;) {
    for (int k = 0; k < STEPS; k++)
      moves[k] = reps[digit[k]];
    maxread = -1;
    sig_run(prog);
    int k = maxread;
    for (int j = k + 1; j < STEPS; j++)
      digit[j] = 0;
    while (k >= 0 && ++digit[k] == 5)
      digit[k--] = 0;
    if (k < 0)
      break;
  }
  sig_print("maze.c");
  return 0;
}
