#!/usr/bin/env python3
"""Every entry point of every ray-tracing library translates and validates.

For each .dxil under the given folders whose `dxil2spv --list-entries` names
at least one ray-tracing stage, every listed entry is translated with
`--entry NAME` and must pass `spirv-val --target-env vulkan1.3
--scalar-block-layout`; its OpEntryPoint must carry the execution model of
the listed stage and the export name. Folders that do not exist are
skipped (the shared corpus is read from ../shared at test time). Last line:
"raytracing_entries: N passed, M failed[, K skipped]".
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

MODELS = {
    "raygeneration": "RayGenerationKHR", "intersection": "IntersectionKHR", "anyhit": "AnyHitKHR",
    "closesthit": "ClosestHitKHR", "miss": "MissKHR", "callable": "CallableKHR",
    "compute": "GLCompute",
}
# spirv-dis of Debian 12 prints the NV spellings of the shared enumerants.
NV = {"RayGenerationKHR": "RayGenerationNV", "IntersectionKHR": "IntersectionNV", "AnyHitKHR": "AnyHitNV",
      "ClosestHitKHR": "ClosestHitNV", "MissKHR": "MissNV", "CallableKHR": "CallableNV"}


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=60)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dxil2spv", required=True)
    ap.add_argument("--spirv-val", default="spirv-val")
    ap.add_argument("--spirv-dis", default="spirv-dis")
    ap.add_argument("dirs", nargs="+")
    args = ap.parse_args()
    passed = failed = skipped = 0
    libraries = 0
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "entry.spv")
        for d in args.dirs:
            if not os.path.isdir(d):
                print("skip: %s is absent" % d)
                skipped += 1
                continue
            for name in sorted(os.listdir(d)):
                if not name.endswith(".dxil"):
                    continue
                path = os.path.join(d, name)
                p = run([args.dxil2spv, "--list-entries", path])
                if p.returncode != 0:
                    print("FAIL %s: --list-entries: %s" % (path, p.stderr.strip()))
                    failed += 1
                    continue
                entries = [l.split() for l in p.stdout.splitlines() if l.strip()]
                if not any(len(e) == 2 and e[1] in MODELS and e[1] != "compute" for e in entries):
                    continue
                libraries += 1
                for e in entries:
                    if len(e) != 2:
                        print("FAIL %s: bad --list-entries line %r" % (path, e))
                        failed += 1
                        continue
                    entry, stage = e
                    what = "%s --entry %s (%s)" % (path, entry, stage)
                    t = run([args.dxil2spv, path, "--entry", entry, "-o", out])
                    if t.returncode != 0:
                        print("FAIL %s: %s" % (what, t.stderr.strip()))
                        failed += 1
                        continue
                    v = run([args.spirv_val, "--target-env", "vulkan1.3", "--scalar-block-layout", out])
                    if v.returncode != 0:
                        print("FAIL %s: spirv-val: %s" % (what, (v.stderr or v.stdout).strip()[:2000]))
                        failed += 1
                        continue
                    dis = run([args.spirv_dis, out]).stdout
                    m = re.search(r'OpEntryPoint (\w+) %\S+ "([^"]*)"', dis)
                    want = MODELS.get(stage)
                    if not m or m.group(1) not in (want, NV.get(want)) or m.group(2) != entry:
                        print("FAIL %s: OpEntryPoint is %s, expected %s \"%s\"" %
                              (what, m.group(0) if m else "missing", want, entry))
                        failed += 1
                        continue
                    print("ok %s" % what)
                    passed += 1
    if libraries == 0 and skipped == 0:
        print("FAIL: no ray-tracing library found under %s" % " ".join(args.dirs))
        failed += 1
    line = "raytracing_entries: %d passed, %d failed" % (passed, failed)
    if skipped:
        line += ", %d skipped" % skipped
    print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
