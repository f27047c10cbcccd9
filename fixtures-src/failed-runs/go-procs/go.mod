module example.com/procs

go 1.19
