# sin on [2048, 2056) with this build: the state-4 counts and the kept lines of run >= 40
# that st-sin holds there (searched by earlier builds); exits 1 where they differ
source .device/common.sh
W=/tmp/k; rm -rf $W; mkdir -p $W
( time $F tmd --function sin --format binary64 --from 0x1p11 --to 0x1.01p11 --backend cuda --out $W/k.txt ) > $OUT/k-check.txt 2>&1
tar xJf results/tmd-sin-cos-binary64/st-sin.tar.xz -C $W st-sin/kept/+2^11.txt.xz
xz -dc "$W/st-sin/kept/+2^11.txt.xz" | awk '$1 < "0x1.01" {print $1, $3}' > $W/kept.txt
awk '$1 ~ /^0x/ && $3 >= 40 {print $1, $3}' $W/k.txt > $W/new.txt
want='phase 1: 34359738485 intervals J; phase 2: 2033264636 J failed; phase 3: 29975689 K failed; 8144 candidates; 8123 hard-to-round cases'
ok=1
{
grep -qF "$want" $OUT/k-check.txt && echo "counts: state 4's (tmd-state4-ab-sin-2048.txt)" || { echo "counts differ from state 4's (tmd-state4-ab-sin-2048.txt)"; ok=0; }
if [ -s $W/new.txt ] && cmp -s $W/kept.txt $W/new.txt; then echo "kept lines of run >= 40: $(wc -l < $W/new.txt), equal to st-sin's in [2048, 2056)"; else echo "kept lines differ: $(wc -l < $W/new.txt) against st-sin's $(wc -l < $W/kept.txt)"; ok=0; fi
echo "lines $(grep -c '^0x' $W/k.txt), sha256 of the lines $(grep '^0x' $W/k.txt | sha256sum | cut -c1-64)"
} >> $OUT/k-check.txt 2>&1
xz -c $W/k.txt > $OUT/k-lines.txt.xz
[ $ok = 1 ]
