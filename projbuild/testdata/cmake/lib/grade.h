int grade(int score);
