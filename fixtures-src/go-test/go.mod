module example.com/benchfixture

go 1.19
