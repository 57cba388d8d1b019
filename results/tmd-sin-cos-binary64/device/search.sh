# resumes cos [2^11, 2^12) in st-cos until BUDGET s from T0 (NOUNTAR=1: the state the last
# call left in /tmp/w on this machine), then packs the state and the search's stderr
source .device/common.sh
W=/tmp/w
if [ "${NOUNTAR:-0}" != 1 ] || [ ! -d $W/st-cos ]; then
  rm -rf $W; mkdir -p $W; tar xJf results/tmd-sin-cos-binary64/st-cos.tar.xz -C $W
fi
l=$(left); echo "== cos +2^11, $l s left" > $OUT/search.txt
( time timeout -s KILL $l $F tmd --function cos --format binary64 --all --by-slice --slice +2^11 \
    --backend cuda:all --keep-run 40 --state $W/st-cos ) > $W/out.txt 2> $W/err.txt
rc=$?
{ echo "exit $rc"; cat $W/out.txt; grep -v '^progress:' $W/err.txt; echo "last progress: $(grep '^progress:' $W/err.txt | tail -1)"; } >> $OUT/search.txt
tar cJf $OUT/st-cos.tar.xz -C $W st-cos
grep -q "== cos" $OUT/search.txt
