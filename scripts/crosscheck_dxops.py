#!/usr/bin/env python3
"""Cross-checks the dx.op calls dxil2spv reads against DXC's own disassembly.

For every FILE.dxil (under the given folders) that has a FILE.ll beside it,
runs `dxil2spv --dump-ir FILE.dxil` and compares, function by function, the
ordered list of dx.op names in the IR listing with the ordered list of
@dx.op.* calls in the .ll (the name comes from DXC's trailing comment
"; OpName(args)"; a call without one is named through the opcode table, or
Op<N> as the IR dump names opcodes it has no entry for).

A .dxil without a .ll is skipped. Last line:
"crosscheck: N passed, M failed[, K skipped]"; exit status 1 on any failure.
Standard library only.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# --- the .ll side ----------------------------------------------------------

# define <attrs> <ret> @name(  or  @"quoted name"(
LL_DEFINE = re.compile(r'^define\b[^@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\s*\(')
# The callee may be quoted: @"dx.op.createHandleForLib.class.RWTexture2D<...>"(
LL_DXOP_CALL = re.compile(r'\bcall\b.*?@(?:dx\.op\.[-\w.$]+|"dx\.op\.[^"]*")\(\s*i32\s+(-?\d+)')
LL_COMMENT_NAME = re.compile(r';\s*([A-Za-z_]\w*)\(')

# --- the IR listing side ---------------------------------------------------

IR_FUNCTION = re.compile(r'^\s*function\s+("(?:[^"\\]|\\.)*"|@?"(?:[^"\\]|\\.)*"|[^\s(]+)\s*\(')
IR_DXOP = re.compile(r'\bdx\.op\s+([A-Za-z_]\w*)')


def normalize_name(raw):
    """Function names as both sides may spell them: '@', quotes, LLVM's \\XX
    escapes and the leading \\x01 "do not mangle" marker removed."""
    s = raw.strip()
    if s.startswith('@'):
        s = s[1:]
    if len(s) >= 2 and s[0] == '"' and s[-1] == '"':
        s = s[1:-1]

    def unescape(m):
        t = m.group(1)
        if t == '\\':
            return '\\'
        return chr(int(t[-2:], 16))

    s = re.sub(r'\\(\\|x[0-9A-Fa-f]{2}|[0-9A-Fa-f]{2})', unescape, s)
    return s.lstrip('\x01')


def load_opcode_names(table_c, ops_json):
    """opcode -> name, from the generated C table if it can be read, else
    from the reference JSON; empty if neither is there."""
    names = {}
    try:
        with open(table_c, encoding='utf-8', errors='replace') as f:
            text = f.read()
        # Entries start like { /* 68 */ .opcode = 68u, .name = "BufferLoad", ...
        # (designated or positional initializers, with or without the comment).
        for m in re.finditer(r'\{\s*(?:/\*[^*]*\*/\s*)?(?:\.opcode\s*=\s*)?(0x[0-9A-Fa-f]+|\d+)[uU]?'
                             r'\s*,\s*(?:\.name\s*=\s*)?"([A-Za-z_]\w*)"', text):
            names[int(m.group(1), 0)] = m.group(2)
    except OSError:
        pass
    if names:
        return names
    try:
        with open(ops_json, encoding='utf-8') as f:
            for op in json.load(f).get('ops', []):
                names[int(op['opcode'])] = op['name']
    except (OSError, ValueError, KeyError, TypeError):
        pass
    return names


def ll_functions(path, opnames):
    """Ordered {function: [dx.op name, ...]} for every define in a .ll."""
    funcs = {}
    current = None
    with open(path, encoding='utf-8', errors='replace') as f:
        for line in f:
            if current is None:
                m = LL_DEFINE.match(line)
                if m:
                    current = normalize_name(m.group(1))
                    funcs[current] = []
                continue
            if line.startswith('}'):
                current = None
                continue
            m = LL_DXOP_CALL.search(line)
            if not m:
                continue
            c = LL_COMMENT_NAME.search(line, m.end())
            if c:
                funcs[current].append(c.group(1))
            else:
                opcode = int(m.group(1))
                funcs[current].append(opnames.get(opcode, 'Op%d' % opcode))
    return funcs


def ir_functions(text):
    funcs = {}
    current = None
    for line in text.splitlines():
        m = IR_FUNCTION.match(line)
        if m:
            current = normalize_name(m.group(1))
            funcs.setdefault(current, [])
            continue
        for d in IR_DXOP.finditer(line):
            if current is None:
                current = '<outside any function>'
                funcs.setdefault(current, [])
            funcs[current].append(d.group(1))
    return funcs


def first_difference(a, b):
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def show(name):
    return repr(name) if any(ord(c) < 32 for c in name) else name


def compare(ll, ir, unordered):
    """Returns a list of mismatch descriptions (empty: the file passes)."""
    problems = []
    names = list(ll) + [n for n in ir if n not in ll]
    for fn in names:
        a, b = ll.get(fn), ir.get(fn)
        if a is None:
            if b:
                problems.append('%s: in the IR dump (%d dx.op calls) but not defined in the .ll'
                                % (show(fn), len(b)))
            continue
        if b is None:
            if a:
                problems.append('%s: missing from the IR dump (%d dx.op calls in the .ll)'
                                % (show(fn), len(a)))
            continue
        if unordered:
            a, b = sorted(a), sorted(b)
        if a == b:
            continue
        i = first_difference(a, b)
        want = a[i] if i < len(a) else '(end)'
        got = b[i] if i < len(b) else '(end)'
        problems.append('%s: dx.op #%d differs: .ll has %s, IR has %s (%d calls in .ll, %d in IR)'
                        % (show(fn), i, want, got, len(a), len(b)))
    return problems


def check_file(dxil2spv, path, opnames, unordered, timeout):
    ll_path = path[:-len('.dxil')] + '.ll'
    try:
        proc = subprocess.run([dxil2spv, '--dump-ir', path], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        return ['dxil2spv --dump-ir ran longer than %d s' % timeout]
    except OSError as e:
        return ['cannot run %s: %s' % (dxil2spv, e)]
    if proc.returncode != 0:
        err = proc.stderr.decode('utf-8', 'replace').strip().splitlines()
        return ['dxil2spv --dump-ir exited with %d: %s'
                % (proc.returncode, err[0] if err else '(no message)')]
    ir = ir_functions(proc.stdout.decode('utf-8', 'replace'))
    return compare(ll_functions(ll_path, opnames), ir, unordered)


def find_dxil(roots):
    found, missing = [], []
    for root in roots:
        if os.path.isfile(root):
            found.append(root)
            continue
        if not os.path.isdir(root):
            missing.append(root)
            continue
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith('.')]
            found.extend(os.path.join(dirpath, n) for n in filenames if n.endswith('.dxil'))
    return sorted(found), missing


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dxil2spv', required=True, help='path of the dxil2spv command-line tool')
    ap.add_argument('--ops-table', default=os.path.join(REPO, 'src', 'dxil', 'dxil_ops_table.c'))
    ap.add_argument('--ops-json', default=os.path.join(REPO, '..', 'shared', 'reference',
                                                       'dxil-ops.json'))
    ap.add_argument('--unordered', action='store_true',
                    help='compare per-function counts of each op, ignoring order')
    ap.add_argument('--max-report', type=int, default=5,
                    help='mismatches listed per file (default 5)')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    ap.add_argument('--timeout', type=int, default=60, help='seconds per file (default 60)')
    ap.add_argument('dirs', nargs='*', default=[os.path.join(REPO, 'tests', 'corpus', 'own')])
    args = ap.parse_args()

    files, missing = find_dxil(args.dirs)
    skipped = len(missing)
    for m in missing:
        print('note: %s does not exist; skipped' % m)
    opnames = load_opcode_names(args.ops_table, args.ops_json)

    with_ll = []
    for p in files:
        if os.path.isfile(p[:-len('.dxil')] + '.ll'):
            with_ll.append(p)
        else:
            skipped += 1

    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = pool.map(lambda p: check_file(args.dxil2spv, p, opnames, args.unordered,
                                                args.timeout), with_ll)
        for path, problems in zip(with_ll, results):
            if not problems:
                passed += 1
                continue
            failed += 1
            print('FAIL %s' % path)
            for pr in problems[:args.max_report]:
                print('  ' + pr)
            if len(problems) > args.max_report:
                print('  ... %d more' % (len(problems) - args.max_report))

    if skipped:
        print('crosscheck: %d passed, %d failed, %d skipped' % (passed, failed, skipped))
    else:
        print('crosscheck: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
