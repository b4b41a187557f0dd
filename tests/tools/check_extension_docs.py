#!/usr/bin/env python3
"""Every SPIR-V extension the sources can emit is documented.

    check_extension_docs.py REPO_ROOT

Collects the "SPV_*" string literals of src/ and spirv/ (the names passed
to spv_extension) and fails for each one docs/extensions.md does not name
in its text. Last line: "check_extension_docs: N passed, M failed".
"""
import os
import re
import sys

LITERAL = re.compile(r'"(SPV_[A-Za-z0-9_]+)"')


def main():
    if len(sys.argv) != 2:
        print('usage: check_extension_docs.py REPO_ROOT', file=sys.stderr)
        return 2
    root = sys.argv[1]
    names = set()
    for top in ('src', 'spirv'):
        for d, _, files in os.walk(os.path.join(root, top)):
            for f in files:
                if f.endswith(('.c', '.h')):
                    with open(os.path.join(d, f), encoding='utf-8', errors='replace') as fh:
                        names.update(LITERAL.findall(fh.read()))
    with open(os.path.join(root, 'docs', 'extensions.md'), encoding='utf-8') as fh:
        doc = fh.read()
    documented = set(re.findall(r'`(SPV_[A-Za-z0-9_]+)`', doc))
    passed = failed = 0
    for n in sorted(names):
        if n in documented:
            passed += 1
        else:
            failed += 1
            print('FAIL %s is emitted by the sources but not documented in docs/extensions.md' % n)
    if not names:
        failed += 1
        print('FAIL no extension names found in the sources')
    print('check_extension_docs: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
