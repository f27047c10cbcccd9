module example.com/dash
go 1.20
