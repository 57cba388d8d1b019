# takes the big tracked folders out of the index and the tree for a device call (under 64 MiB)
set -e
for d in snapshots results/nvidia-h100-80gb-hbm3 results/tmd-exp2-binary64-domain results/tmd-exp-binary64-domain; do
  git diff --quiet HEAD -- $d || { echo "uncommitted changes in $d"; exit 1; }
  git rm -r -q $d
done
