# sourced by the run scripts on the GPU machine: the binary, the clock, the GPU's name
set -u
T0=${T0:-$(date +%s)}; BUDGET=${BUDGET:-565}
left() { echo $(( BUDGET - ($(date +%s) - T0) )); }
[ -x /tmp/fpsig ] || xz -dc .device/bin/fpsig.xz > /tmp/fpsig && chmod +x /tmp/fpsig
F=/tmp/fpsig
nvidia-smi --query-gpu=name,uuid,driver_version --format=csv,noheader > $OUT/gpu.txt 2>&1
nproc >> $OUT/gpu.txt
