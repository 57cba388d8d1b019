# bench tmd-cost per binade: the expected work's point price against smaller ones (larger N),
# sin and cos, 2^43 inputs at the foot of each binade, while the time left allows
source .device/common.sh
one() { local f=$1 e=$2 name=k-binades.txt
  [ $(left) -ge 60 ] || { echo "$f 2^$e: not run, $(left) s left" >> $OUT/$name; return; }
  local w=$((e - 9))
  echo "# fpsig bench tmd-cost --backend cuda --function $f --from 2^$e --to 2^$e+2^$w --log2-ns 20 --point-prices 0.03125,0.006,0.0015" >> $OUT/$name
  ( time $F bench tmd-cost --backend cuda --function $f --from 2^$e --to 2^$e+2^$w --log2-ns 20 --point-prices 0.03125,0.006,0.0015 ) >> $OUT/$name 2>&1
  echo >> $OUT/$name; }
for fe in "sin 11" "cos 11" "sin 10" "sin 8" "sin 5" "cos 5" "sin 2" "sin 0"; do one $fe; done
