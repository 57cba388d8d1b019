# puts them back from HEAD
git reset -q -- snapshots results && git checkout -- snapshots results/nvidia-h100-80gb-hbm3 results/tmd-exp2-binary64-domain results/tmd-exp-binary64-domain && git status --short | head
