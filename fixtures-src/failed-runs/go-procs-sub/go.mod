module example.com/sizes

go 1.19
