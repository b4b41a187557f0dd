#!/usr/bin/env python3
"""Translates every shader (.dxil and .dxbc) under the given folders to SPIR-V and validates it.

Both bytecodes go through the same command (`dxil2spv IN -o OUT`, which
detects DXIL or SM 4/5 DXBC itself). Each shader must translate and pass
`spirv-val --target-env ENV --scalar-block-layout`, unless it is listed in
expected-unsupported.txt: then it must be refused with exit 1, an
"unsupported feature" message and the listed text. Vendor-extension shaders
(names with ags, wmma, nvapi, float8) are outside the acceptance bars: they
are reported but never fail the test. A table gives the counts per bytecode
and stage (the stage read from the program header of the container's
DXIL/SHDR/SHEX part, independently of dxil2spv). Last line:
"corpus_spirv: N passed, M failed, K skipped".
"""
import argparse
import concurrent.futures as cf
import os
import struct
import subprocess
import sys
import tempfile

VENDOR = ("ags", "wmma", "nvapi", "float8")
EXTENSIONS = (".dxil", ".dxbc")
# D3D10_SB_TOKENIZED_PROGRAM_TYPE / DXIL::ShaderKind: the high half of the
# program version token of SHDR/SHEX and DXIL parts alike.
STAGES = ("pixel", "vertex", "geometry", "hull", "domain", "compute", "library", "raygeneration",
          "intersection", "anyhit", "closesthit", "miss", "callable", "mesh", "amplification", "node")


def load_expected(path):
    entries = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = [p.strip() for p in line.split("|")]
            if len(parts) != 3:
                sys.exit("corpus_spirv: bad line in %s: %s" % (path, line))
            entries.append(parts)
    return entries


def program_kind(path):
    """(bytecode, stage) from the container: DXBC for SHDR/SHEX, DXIL for a
    DXIL part (or a bare DXIL part); the stage from the program version."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return ("?", "?")
    progs = []
    if data[:4] == b"DXBC" and len(data) >= 32:
        n = struct.unpack_from("<I", data, 28)[0]
        for i in range(min(n, 64)):
            if 32 + 4 * i + 4 > len(data):
                break
            off = struct.unpack_from("<I", data, 32 + 4 * i)[0]
            if off + 12 <= len(data):
                progs.append((data[off:off + 4], off + 8))
    elif data[:4] == b"DXIL":
        progs.append((b"DXIL", 0))
    for fourcc, at in progs:
        if fourcc in (b"SHDR", b"SHEX", b"DXIL"):
            version = struct.unpack_from("<I", data, at)[0]
            kind = version >> 16
            stage = STAGES[kind] if kind < len(STAGES) else "kind %d" % kind
            return ("DXIL" if fourcc == b"DXIL" else "DXBC", stage)
    return ("?", "?")


def check(args, path, tmp):
    out = os.path.join(tmp, "%08x.spv" % (abs(hash(path)) & 0xFFFFFFFF))
    p = subprocess.run([args.dxil2spv, path, "-o", out, "--target-env", args.target_env],
                       capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        return ("translate", p.returncode, (p.stderr or p.stdout).strip())
    v = subprocess.run([args.spirv_val, "--target-env", args.target_env, "--scalar-block-layout", out],
                       capture_output=True, text=True, timeout=60)
    os.unlink(out)
    if v.returncode != 0:
        return ("validate", v.returncode, (v.stderr or v.stdout).strip())
    return None


def print_table(counts):
    """counts[(bytecode, stage)] = [passed, failed, skipped]."""
    if not counts:
        return
    print("%-6s %-14s %7s %7s %7s" % ("bytes", "stage", "passed", "failed", "skipped"))
    for bytecode in sorted({k[0] for k in counts}):
        total = [0, 0, 0]
        keys = sorted((k for k in counts if k[0] == bytecode),
                      key=lambda k: (STAGES.index(k[1]) if k[1] in STAGES else len(STAGES), k[1]))
        for k in keys:
            c = counts[k]
            total = [a + b for a, b in zip(total, c)]
            print("%-6s %-14s %7d %7d %7d" % (bytecode, k[1], c[0], c[1], c[2]))
        print("%-6s %-14s %7d %7d %7d" % (bytecode, "all", total[0], total[1], total[2]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dxil2spv", required=True)
    ap.add_argument("--spirv-val", default="spirv-val")
    ap.add_argument("--target-env", default="vulkan1.3")
    ap.add_argument("--expected", default=os.path.join(os.path.dirname(__file__), "expected-unsupported.txt"))
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    expected = load_expected(args.expected)

    files, skipped = [], 0
    for d in args.dirs:
        if not os.path.isdir(d):
            print("SKIP %s: folder not present" % d)
            skipped += 1
            continue
        for root, subdirs, names in os.walk(d):
            # errors/ folders hold inputs that must be refused (meson test dxbc-errors)
            subdirs[:] = [s for s in subdirs if s != "errors"]
            files += [os.path.join(root, n) for n in names if n.endswith(EXTENSIONS)]
    files.sort()

    passed = failed = 0
    counts = {}
    with tempfile.TemporaryDirectory() as tmp, cf.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda f: check(args, f, tmp), files))
    for path, res in zip(files, results):
        c = counts.setdefault(program_kind(path), [0, 0, 0])
        vendor = any(v in os.path.basename(path) for v in VENDOR)
        if res is None:
            entry = next((e for e in expected if e[0] != "*" and e[0] in path), None)
            if entry:
                print("FAIL %s: translates now but is listed as unsupported (%s): update %s" %
                      (path, entry[2], os.path.basename(args.expected)))
                failed += 1
                c[1] += 1
            else:
                passed += 1
                c[0] += 1
            continue
        stage, rc, msg = res
        first = msg.splitlines()[0] if msg else ""
        entry = next((e for e in expected if (e[0] == "*" or e[0] in path) and e[1] in msg), None)
        if entry and stage == "translate" and rc == 1 and "unsupported feature" in msg and entry[1] in msg:
            print("SKIP %s: %s" % (path, entry[2]))
            skipped += 1
            c[2] += 1
        elif vendor:
            print("SKIP %s: vendor extension (outside the acceptance bars): %s" % (path, first[:200]))
            skipped += 1
            c[2] += 1
        else:
            print("FAIL %s: %s: %s" % (path, stage, first[:400]))
            failed += 1
            c[1] += 1
    print_table(counts)
    print("corpus_spirv: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
