/* usehelper: calls helper, defined in helper.c (--link-llvm-lib). */
int helper(int v);

int main(void) { return helper(4); }
