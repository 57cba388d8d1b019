# bench tmd-cost on sin at 2^11, three ways, each only where the time left allows
source .device/common.sh
B="$F bench tmd-cost --backend cuda --function sin --from 2^11"
run() { local name=$1 need=$2; shift 2
  [ $(left) -ge $need ] || { echo "$name: not run, $(left) s left" >> $OUT/cost-skipped.txt; return; }
  { echo "# fpsig bench tmd-cost --backend cuda --function sin --from 2^11 $*"; ( time $B "$@" ) 2>&1; } > $OUT/$name.txt; }
run k-cost1 70 --to 2^11+1 --log2-ns 20,8,7 --runs 2 --streams 1
run k-prices 110 --to 2^11+4 --log2-ns 20 --failing-j-prices 4,8 --point-prices 0.006,0.03125 --conditional-phase-2
run k-cost3 60 --to 2^11+1 --log2-ns 20,8,7 --runs 2
