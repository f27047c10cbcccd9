#include <stdio.h>
#include <stdlib.h>
#include <valgrind/callgrind.h>
#ifndef SLOWF
#define SLOWF 100
#endif
static long sum(int n){ long s=0; for(int i=0;i<n*SLOWF/100;i++) s+=(long)i*i%7; return s; }
static long sum2(int n){ long s=0; for(int i=0;i<n;i++) s+=(long)i*3%5; return s; }
int main(){ long r=0;
 CALLGRIND_ZERO_STATS; r+=sum(200000); CALLGRIND_DUMP_STATS_AT("bench sum");
 r+=sum2(200000); CALLGRIND_DUMP_STATS_AT("bench sum2");
 printf("%ld\n",r); return 0; }
