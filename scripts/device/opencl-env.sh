# Sourced by the device drivers (go.sh, gpu-times.sh) on a host without a JDK: unpacks the bundle in $D, exports
# AIWC and AIWC_CACHE, and makes NVIDIA's OpenCL reachable: the carried Debian ICD loader where the host has none, and
# an ICD file for libnvidia-opencl where /etc/OpenCL/vendors lacks one. Notes go to $OUT/env.txt.
eval "$(bash "$D/unpack.sh" "$D/bundle.tar.xz" /tmp/aiwc)"
export AIWC AIWC_CACHE=$D/cache
if ! ldconfig -p | grep -q 'libOpenCL.so.1 '; then
  dpkg -x "$D"/ocl-icd-libopencl1_*.deb /tmp/ocl; L=/tmp/ocl/usr/lib/x86_64-linux-gnu; ln -sf libOpenCL.so.1 $L/libOpenCL.so
  export LD_LIBRARY_PATH=$L${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}; echo "carried ICD loader" >> "$OUT/env.txt"
fi
if [ ! -e /etc/OpenCL/vendors/nvidia.icd ]; then
  lib=$(ldconfig -p | awk '/libnvidia-opencl.so.1 /{print $NF; exit}')
  [ -z "$lib" ] && lib=$(find / -name 'libnvidia-opencl.so.1' 2>/dev/null | head -1)
  mkdir -p /tmp/icd; echo "$lib" > /tmp/icd/nvidia.icd; export OCL_ICD_VENDORS=/tmp/icd; echo "made ICD for $lib" >> "$OUT/env.txt"
fi
