# the GPU legs of the checks above 2^12 not run in session 46 (.device/checks.list: one
# tmd-check's arguments a line), while the time left allows; stdout per function
source .device/common.sh
while read -r f args; do
  [ $(left) -ge 40 ] || { echo "# not run, $(left) s left: $f $args" >> $OUT/check-$f-cuda.txt; continue; }
  echo "#   fpsig tmd-check --function $f $args --backend cuda" >> $OUT/check-$f-cuda.txt
  $F tmd-check --function $f $args --backend cuda >> $OUT/check-$f-cuda.txt 2>> $OUT/checks-stderr.txt
  echo "# exit $?" >> $OUT/check-$f-cuda.txt
done < .device/checks.list
