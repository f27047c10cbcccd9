module example.com/bt
go 1.20
