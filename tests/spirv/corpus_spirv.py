#!/usr/bin/env python3
"""Translates every .dxil under the given folders to SPIR-V and validates it.

Each shader must translate (`dxil2spv IN -o OUT`) and pass
`spirv-val --target-env ENV --scalar-block-layout`, unless it is listed in
expected-unsupported.txt: then it must be refused with exit 1, an
"unsupported feature" message and the listed text. Vendor-extension shaders
(names with ags, wmma, nvapi, float8) are outside the acceptance bars: they
are reported but never fail the test. Last line:
"corpus_spirv: N passed, M failed, K skipped".
"""
import argparse
import concurrent.futures as cf
import os
import subprocess
import sys
import tempfile

VENDOR = ("ags", "wmma", "nvapi", "float8")


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
        for root, _, names in os.walk(d):
            files += [os.path.join(root, n) for n in names if n.endswith(".dxil")]
    files.sort()

    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp, cf.ThreadPoolExecutor(args.jobs) as ex:
        results = list(ex.map(lambda f: check(args, f, tmp), files))
    for path, res in zip(files, results):
        vendor = any(v in os.path.basename(path) for v in VENDOR)
        if res is None:
            entry = next((e for e in expected if e[0] != "*" and e[0] in path), None)
            if entry:
                print("FAIL %s: translates now but is listed as unsupported (%s): update %s" %
                      (path, entry[2], os.path.basename(args.expected)))
                failed += 1
            else:
                passed += 1
            continue
        stage, rc, msg = res
        first = msg.splitlines()[0] if msg else ""
        entry = next((e for e in expected if (e[0] == "*" or e[0] in path) and e[1] in msg), None)
        if entry and stage == "translate" and rc == 1 and "unsupported feature" in msg and entry[1] in msg:
            print("SKIP %s: %s" % (path, entry[2]))
            skipped += 1
        elif vendor:
            print("SKIP %s: vendor extension (outside the acceptance bars): %s" % (path, first[:200]))
            skipped += 1
        else:
            print("FAIL %s: %s: %s" % (path, stage, first[:400]))
            failed += 1
    print("corpus_spirv: %d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
