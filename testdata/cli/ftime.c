/* ftime: the times of file A decide the exit code. Run under
 * --sym-files: a native file holds only times ext4 can store (seconds
 * from -2^31 to 2^34 - 2^31 - 1, nanoseconds below 10^9), so no path may
 * see others (3, 4, 5), and every path must replay. Past 10^10 seconds
 * (year 2286) gives 1, before the epoch 2. */
#include <sys/stat.h>

int main(void) {
  struct stat st;
  if (stat("A", &st) != 0)
    return 6;
  if (st.st_mtim.tv_sec > 15032385535LL || st.st_atim.tv_sec > 15032385535LL)
    return 3;
  if (st.st_mtim.tv_sec < -2147483648LL || st.st_atim.tv_sec < -2147483648LL)
    return 4;
  if (st.st_mtim.tv_nsec < 0 || st.st_mtim.tv_nsec >= 1000000000)
    return 5;
  if (st.st_mtim.tv_sec > 10000000000LL)
    return 1;
  if (st.st_mtim.tv_sec < 0)
    return 2;
  return 0;
}
