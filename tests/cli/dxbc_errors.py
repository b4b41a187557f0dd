#!/usr/bin/env python3
"""SM 4/5 inputs the translator must refuse: every tests/corpus/own/dxbc/errors/NAME.dxbc (assembled from
NAME.tpf by tests/corpus/own/dxbc/tools/tpf_asm.py) must make dxil2spv exit with status 1 and print the
message its source's first line names ("// expect: TEXT"), with the stage and, for an instruction, its
token offset and opcode.

    dxbc_errors.py --dxil2spv PATH ERRORS_DIR

Last line: "dxbc-errors: N passed, M failed".
"""
import argparse
import os
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('dir')
    args = ap.parse_args()
    passed = failed = 0
    names = sorted(n[:-4] for n in os.listdir(args.dir) if n.endswith('.tpf'))
    if not names:
        print('FAIL no .tpf inputs in %s' % args.dir)
        failed += 1
    for name in names:
        src = os.path.join(args.dir, name + '.tpf')
        with open(src) as f:
            first = f.readline()
        m = re.match(r'^// expect: (.*)$', first.rstrip('\n'))
        if not m:
            print('FAIL %s: the first line must be "// expect: TEXT"' % src)
            failed += 1
            continue
        r = subprocess.run([args.dxil2spv, os.path.join(args.dir, name + '.dxbc'), '-o', os.devnull],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
        err = r.stderr.decode('utf-8', 'replace').strip()
        stage = re.search(r'(pixel|vertex|geometry|hull|domain|compute) shader', err)
        if r.returncode == 1 and m.group(1) in err and stage:
            passed += 1
        else:
            failed += 1
            print('FAIL %s: exit %d, message %r; expected exit 1, the stage and %r' % (name, r.returncode, err,
                                                                                       m.group(1)))
    print('dxbc-errors: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
