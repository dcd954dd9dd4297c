int helper(int v) { return v * 3 + 1; }
