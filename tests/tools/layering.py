#!/usr/bin/env python3
"""Checks the one-way arrows between the parts of the sources.

Reads every #include "..." of src/, spirv/ and tests/cfg_support/ and fails
on an include that goes against the arrows written down in
docs/architecture.md ("Rooms and arrows"):

  - top-level parts (src/util, src/ir, src/dxil, spirv/, ...) may include only
    the parts listed for them in PART_ARROWS (src/ir never includes src/dxil;
    spirv/ knows nothing of DXIL);
  - the rooms of src/emit/ (core, types, resources, dxop, stages) may include
    the emitter's hall (src/emit/*.h) and the rooms listed for them in
    ROOM_ARROWS; the hall includes no room.

It also fails where a dx.op opcode is written as a number instead of its
generated name (src/dxil/dxil_opcodes.h, DXOP_<Name>): in src/, a private
enum or macro of opcodes, an opcode variable (aux, opcode) compared with an
integer literal, a case label with a literal in a switch on one, a handler
table indexed by a literal, a literal passed to emit_each_dxop or
dxil_op_lookup; in tests/, a literal passed as the opcode of a hand-built
dx.op call or compared with an instruction's aux.

Usage: layering.py [SOURCE_ROOT]. Prints one line per wrong arrow and a last
line "layering: N passed, M failed".
"""
import os
import re
import sys

# Which part may include which (besides itself). "public" is include/dxil2spv.h.
PART_ARROWS = {
    'util': set(),
    'public': set(),
    'spirv': {'util'},
    'container': {'util', 'public'},
    'ir': {'util', 'public'},
    'bitcode': {'ir', 'util', 'public'},
    'dxil': {'container', 'ir', 'util', 'public'},
    # The SM 4/5 front end: tokens and registers, lowered to the IR through
    # the DXIL layer's op builder (it never reaches below the IR).
    'dxbc': {'dxil', 'container', 'ir', 'util', 'public'},
    'cfg': {'ir', 'util', 'public'},
    'emit': {'dxil', 'container', 'ir', 'cfg', 'spirv', 'util', 'public'},
    'api': {'emit', 'dxbc', 'dxil', 'container', 'bitcode', 'cfg', 'ir', 'spirv', 'util', 'public'},
    'cli': {'spirv', 'util', 'public'},
    # test support built as its own library (tests/cfg_support)
    'cfg_support': {'cfg', 'ir', 'util', 'public'},
}

# Rooms of src/emit/: which room may include which (besides itself and the
# hall, src/emit/emit.h and src/emit/emit_internal.h). The order is
# core > dxop > types > stages > resources: an arrow only points down.
ROOM_ARROWS = {
    'core': {'types', 'dxop', 'stages', 'resources'},
    'dxop': {'types', 'stages', 'resources'},
    'types': {'stages', 'resources'},
    'stages': {'resources'},
    'resources': set(),
    'hall': set(),
}

# Wrong arrows that exist and are being removed: listed ones are reported,
# not failed; a listed arrow that no longer exists fails, so the list only
# shrinks. Empty: src/ir no longer includes src/dxil (issue 16).
KNOWN_WRONG = set()

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def part_of(path):
    """The part a repository-relative path belongs to (None: not checked)."""
    p = path.split('/')
    if p[0] == 'include':
        return 'public'
    if p[0] == 'spirv':
        return 'spirv'
    if p[0] == 'src' and len(p) > 2:
        return p[1]
    if p[0] == 'tests' and len(p) > 2 and p[1] == 'cfg_support':
        return 'cfg_support'
    return None


def room_of(path):
    p = path.split('/')
    if p[:2] != ['src', 'emit']:
        return None
    return p[2] if len(p) > 3 else 'hall'


def resolve(root, including, name):
    """Repository-relative path of an include, searched as the build does:
    next to the including file, then include/, src/, the root, tests/."""
    for base in (os.path.dirname(including), 'include', 'src', '.', 'tests'):
        cand = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(os.path.join(root, cand)):
            return cand
    return None


def sources(root):
    for top in ('src', 'spirv', 'include', os.path.join('tests', 'cfg_support')):
        for dirpath, _, files in os.walk(os.path.join(root, top)):
            for f in sorted(files):
                if f.endswith(('.c', '.h')):
                    yield os.path.relpath(os.path.join(dirpath, f), root)


def check(root):
    passed, failed, known = 0, [], set()
    for path in sorted(sources(root)):
        src_part = part_of(path)
        with open(os.path.join(root, path), encoding='utf-8', errors='replace') as fh:
            for lineno, line in enumerate(fh, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                target = resolve(root, path, m.group(1))
                if target is None:
                    failed.append(f'{path}:{lineno}: #include "{m.group(1)}" names no file of the sources')
                    continue
                dst_part = part_of(target)
                if dst_part is None:
                    failed.append(f'{path}:{lineno}: includes {target}, outside the checked parts')
                    continue
                if dst_part != src_part and dst_part not in PART_ARROWS.get(src_part, set()):
                    if (path, target) in KNOWN_WRONG:
                        print(f'{path}:{lineno}: known wrong arrow {src_part} -> {dst_part} ({target})')
                        known.add((path, target))
                        continue
                    failed.append(f'{path}:{lineno}: {src_part} -> {dst_part} ({target}) is not an arrow')
                    continue
                src_room, dst_room = room_of(path), room_of(target)
                if src_room and dst_room and dst_room != src_room and dst_room != 'hall' \
                        and dst_room not in ROOM_ARROWS.get(src_room, set()):
                    failed.append(f'{path}:{lineno}: emit/{src_room} -> emit/{dst_room} ({target}) '
                                  'is not an arrow')
                    continue
                passed += 1
    for path, target in sorted(KNOWN_WRONG - known):
        failed.append(f'{path}: the known wrong arrow to {target} is gone: remove it from KNOWN_WRONG')
    return passed, failed


# ---- dx.op opcodes by name ------------------------------------------------

LIT = r'(?:0[xX][0-9a-fA-F]+|[0-9]+)[uU]?'
OPVAR = r'(?:\w+(?:->|\.))*(?:aux|opcode)\b'
SRC_OPCODE_RULES = [
    ('private opcode constant', re.compile(r'\b(?:DXOP|[A-Z]?OP)_[A-Z0-9_]*[A-Z0-9]\s*=\s*' + LIT + r'\b')),
    ('private opcode macro', re.compile(r'#\s*define\s+(?:DXOP|[A-Z]?OP)_\w+\s+' + LIT + r'\b')),
    ('opcode compared with a literal',
     re.compile(OPVAR + r'\s*(?:==|!=|<=|>=|<|>)\s*' + LIT + r'\b|\b' + LIT + r'\s*(?:==|!=|<=|>=|<|>)\s*' + OPVAR)),
    ('handler table indexed by a literal', re.compile(r'\btable\s*\[\s*' + LIT + r'\s*\]')),
    ('literal opcode argument', re.compile(r'\b(?:emit_each_dxop|dxil_op_lookup)\s*\(\s*(?:\w+\s*,\s*)?' + LIT + r'\b')),
]
TEST_OPCODE_RULES = [
    ('literal opcode of a hand-built dx.op',
     re.compile(r'\b(?:hand_dxop|dxop)\s*\([^;]*?,[^;]*?,[^;]*?,\s*' + LIT + r'\s*,')),
    ('aux compared with a literal', re.compile(r'->aux\s*(?:==|!=)\s*' + LIT + r'\b')),
]
SWITCH = re.compile(r'\bswitch\s*\(([^)]*)\)\s*\{')
CASE_LIT = re.compile(r'\bcase\s+' + LIT + r'\s*:')
GENERATED_OPCODES = 'src/dxil/dxil_opcodes.h'
GENERATED_TABLE = 'src/dxil/dxil_ops_table.c'


def strip_c_comments(text):
    """Comments and string literals blanked, newlines kept (line numbers)."""
    def blank(m):
        return re.sub(r'[^\n]', ' ', m.group(0))
    return re.sub(r'/\*.*?\*/|//[^\n]*|"(?:\\.|[^"\\\n])*"', blank, text, flags=re.S)


def opcode_literals(root):
    """(file:line: what) for every dx.op opcode written as a number."""
    found = []
    files = [p for p in sources(root) if p.startswith('src/') and p not in (GENERATED_OPCODES, GENERATED_TABLE)]
    for dirpath, _, names in os.walk(os.path.join(root, 'tests')):
        for f in sorted(names):
            if f.endswith('.c'):
                files.append(os.path.relpath(os.path.join(dirpath, f), root))
    for path in sorted(files):
        with open(os.path.join(root, path), encoding='utf-8', errors='replace') as fh:
            text = strip_c_comments(fh.read())
        rules = SRC_OPCODE_RULES if path.startswith('src/') else TEST_OPCODE_RULES
        for what, rx in rules:
            if what.startswith('handler table') and not path.startswith('src/emit/'):
                continue  # the handler tables live in src/emit
            for m in rx.finditer(text):
                line = text.count('\n', 0, m.start()) + 1
                found.append(f'{path}:{line}: {what}: {m.group(0).strip()}')
        if not path.startswith('src/'):
            continue
        # case labels with literals in a switch on an opcode
        for m in SWITCH.finditer(text):
            if not re.search(r'\b(?:aux|opcode)\b', m.group(1)):
                continue
            depth, i = 1, m.end()
            while i < len(text) and depth:
                depth += {'{': 1, '}': -1}.get(text[i], 0)
                i += 1
            for c in CASE_LIT.finditer(text, m.end(), i):
                line = text.count('\n', 0, c.start()) + 1
                found.append(f'{path}:{line}: literal case in a switch on {m.group(1).strip()}: {c.group(0)}')
    return found


def self_test():
    """The checker itself: a tree with one wrong arrow of each kind fails."""
    import tempfile
    with tempfile.TemporaryDirectory() as t:
        files = {
            'src/ir/a.c': '#include "dxil/b.h"\n',            # ir -> dxil
            'src/dxil/b.h': '',
            'spirv/c.c': '#include "dxil/b.h"\n',             # spirv -> dxil
            'src/emit/stages/d.c': '#include "emit/dxop/e.h"\n',  # stages -> dxop
            'src/emit/dxop/e.h': '#include "emit/stages/f.h"\n',  # dxop -> stages: right
            'src/emit/stages/f.h': '#include "emit/emit_internal.h"\n',
            'src/emit/emit_internal.h': '#include "emit/core/g.h"\n',  # hall -> core
            'src/emit/core/g.h': '',
        }
        for name, text in files.items():
            os.makedirs(os.path.join(t, os.path.dirname(name)), exist_ok=True)
            with open(os.path.join(t, name), 'w') as fh:
                fh.write(text)
        _, failed = check(t)
        wrong = sorted(f.split(':')[0] for f in failed if 'is not an arrow' in f)
        want = ['spirv/c.c', 'src/emit/emit_internal.h', 'src/emit/stages/d.c', 'src/ir/a.c']
        if wrong != want:
            return False, wrong
        # each opcode rule catches its case, and the named spelling passes
        probes = {
            'src/emit/dxop/p1.c': 'enum { OP_SAMPLE = 60 };',
            'src/emit/dxop/p2.c': 'int f(ir_instr *in) { return in->aux == 82; }',
            'src/emit/dxop/p3.c': 'int f(unsigned opcode) { switch (opcode) { case 303: return 1; } return 0; }',
            'src/emit/dxop/p4.c': 'void r(emit_dxop_fn *table) { table[57] = 0; }',
            'src/emit/dxop/p5.c': 'void v(emit_ctx *ec) { emit_each_dxop(ec, 173, 0, 0); }',
            'tests/unit/p6.c': 'void t(void) { hand_dxop(e, b, d, 93, a, 1); }',
            'src/emit/dxop/ok.c': 'int f(ir_instr *in) { switch (in->aux) { case DXOP_Sample: return in->aux == DXOP_Discard; } '
                                  'return 0; } /* in->aux == 82 in a comment */ int g(int n) { switch (n) { case 3: return 1; } return 0; }',
        }
        for name, text in probes.items():
            os.makedirs(os.path.join(t, os.path.dirname(name)), exist_ok=True)
            with open(os.path.join(t, name), 'w') as fh:
                fh.write(text + '\n')
        hits = sorted({f.split(':')[0] for f in opcode_literals(t)})
        want = ['src/emit/dxop/p%d.c' % i for i in range(1, 6)] + ['tests/unit/p6.c']
        return hits == want, hits


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                           os.path.join(os.path.dirname(__file__), '..', '..'))
    ok, wrong = self_test()
    if not ok:
        print(f'layering: the checker missed wrong arrows in its self-test (found {wrong})')
        print('layering: 0 passed, 1 failed')
        return 1
    unknown = [p for p in sorted(sources(root)) if part_of(p) not in PART_ARROWS]
    passed, failed = check(root)
    for p in unknown:
        failed.append(f'{p}: part "{part_of(p)}" has no arrows in layering.py')
    literals = opcode_literals(root)
    failed += literals
    if not literals:
        passed += 1
    for f in failed:
        print(f)
    print(f'layering: {passed} passed, {len(failed)} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
