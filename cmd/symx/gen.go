package main

// README's first command runs a shipped example from checked-in IR.
//go:generate go run ../../internal/tools/genll -C ../../examples pse_fig1.c heap_list.c
