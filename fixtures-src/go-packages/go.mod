module example.com/packages

go 1.19
