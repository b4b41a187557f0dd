#!/usr/bin/env python3
"""Every assembled shader of the DXBC corpus matches its source: for each NAME.tpf under the given
directories, tpf_asm.py's output must be the committed NAME.dxbc byte for byte (or, in a render test
directory, the .dxbc its test.json names for that source).

    check_sources.py DIR...

Last line: "dxbc-sources: N passed, M failed".
"""
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tpf_asm  # noqa: E402


def pairs(root):
    for d, _, names in sorted(os.walk(root)):
        names = set(names)
        outputs = {}
        if 'test.json' in names:
            with open(os.path.join(d, 'test.json')) as f:
                for st in json.load(f)['stages'].values():
                    outputs[st['source']] = st['file']
        for n in sorted(names):
            if n.endswith('.tpf'):
                yield os.path.join(d, n), os.path.join(d, outputs.get(n, n[:-4] + '.dxbc'))


def main(argv):
    passed = failed = 0
    for root in argv[1:]:
        for src, out in pairs(root):
            try:
                with open(src) as f:
                    want = tpf_asm.assemble(f.read())
                with open(out, 'rb') as f:
                    got = f.read()
            except (OSError, tpf_asm.AsmError) as e:
                print('FAIL %s: %s' % (src, e))
                failed += 1
                continue
            if want == got:
                passed += 1
            else:
                print('FAIL %s: %s differs from the assembled source' % (src, out))
                failed += 1
    if not passed + failed:
        print('FAIL no .tpf sources under %s' % ' '.join(argv[1:]))
        failed += 1
    print('dxbc-sources: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
