module example.com/zeros

go 1.19
