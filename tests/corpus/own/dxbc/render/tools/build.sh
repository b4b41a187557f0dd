#!/bin/bash
# build.sh RENDER_DIR [VKD3D_COMPILER]: makes every NAME.<stage>.dxbc listed in a test.json of
# RENDER_DIR from its source:
#   NAME.<stage>.hlsl  vkd3d-compiler -x hlsl -b dxbc-tpf -p PROFILE -e ENTRY
#   NAME.<stage>.tpf   ../../tools/tpf_asm.py
# and writes vkd3d-compiler's disassembly of it beside it (NAME.<stage>.asm). For an assembled
# shader that listing, assembled again, must give the same bytes: vkd3d's reading of the
# container (checksum included) is the check that the bytes say what the source says.
set -u
ROOT=${1:?render dir}
VC=${2:-$(dirname "$0")/../../../../../../../shared/tools/vkd3d-compiler/bin/vkd3d-compiler}
ASM=$(cd "$(dirname "$0")/../../tools" && pwd)/tpf_asm.py
LOG=$(mktemp -d)
fail=0
for tj in "$ROOT"/*/test.json; do
  d=$(dirname "$tj")
  python3 - "$tj" <<'PY' > "$LOG/stages.txt"
import json, sys
j = json.load(open(sys.argv[1]))
for st, s in j['stages'].items():
    print(s['source'], s['file'], s['profile'], s['entry'])
PY
  while read -r src out prof entry; do
    case "$src" in
    *.hlsl)
      if ! (cd "$d" && "$VC" -x hlsl -b dxbc-tpf -p "$prof" -e "$entry" -o "$out" "$src" > "$LOG/log" 2>&1); then
        echo "FAIL $d/$src"; cat "$LOG/log"; fail=1; continue
      fi
      if grep -q -i warning "$LOG/log"; then echo "WARN $d/$src"; cat "$LOG/log"; fi ;;
    *.tpf)
      if ! (cd "$d" && python3 "$ASM" "$src" "$out" > "$LOG/log" 2>&1); then
        echo "FAIL $d/$src"; cat "$LOG/log"; fail=1; continue
      fi ;;
    *) echo "FAIL $d/$src: unknown source kind"; fail=1; continue ;;
    esac
    listing="${out%.dxbc}.asm"
    if ! (cd "$d" && "$VC" -x dxbc-tpf -b d3d-asm --formatting=+signatures,-colour "$out" -o "$listing" \
          > "$LOG/dis" 2>&1); then
      # vkd3d-compiler 1.17 reads no eval_snapped (opcode 0xcb): such a shader keeps its source alone.
      if [ "${src##*.}" = tpf ] && grep -q "Unrecognized opcode 0xcb" "$LOG/dis"; then
        echo "// vkd3d-compiler 1.17 cannot disassemble this shader: it reads no eval_snapped (opcode 0xcb)." \
          > "$d/$listing"
        echo "NOTE $d/$out: not checked through vkd3d-compiler (eval_snapped)"
        continue
      fi
      echo "DISASSEMBLY FAIL $d/$out"; cat "$LOG/dis"; fail=1; continue
    fi
    if [ "${src##*.}" = tpf ]; then
      (cd "$d" && python3 "$ASM" "$listing" "$LOG/again.dxbc" > "$LOG/log" 2>&1) || { echo "RE-ASSEMBLY FAIL $d/$listing"; cat "$LOG/log"; fail=1; continue; }
      cmp -s "$d/$out" "$LOG/again.dxbc" || { echo "MISMATCH $d/$out: vkd3d's listing assembles to other bytes"; fail=1; }
    fi
  done < "$LOG/stages.txt"
done
rm -rf "$LOG"
exit $fail
