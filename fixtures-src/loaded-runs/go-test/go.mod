module example.com/loadedruns

go 1.19
