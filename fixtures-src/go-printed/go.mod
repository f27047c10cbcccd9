module example.com/noisy
go 1.20
