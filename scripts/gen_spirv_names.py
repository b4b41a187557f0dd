#!/usr/bin/env python3
"""Generates src/cli/spirv_capability_names.c (SpvCapability and SpvBuiltIn value -> name).

    python3 scripts/gen_spirv_names.py [--grammar PATH] [--output PATH] [--check]

The grammar (default: Debian's spirv-headers,
/usr/include/spirv/unified1/spirv.core.grammar.json) is the machine-readable
SPIR-V registry. The CLI prints the reflection's capabilities and built-ins
by name with these tables. The output is committed, so it must be deterministic: same
grammar, same bytes. --check regenerates in memory and exits 1 when the
committed file differs (it prints "gen_spirv_names: N passed, M failed" as
its last line, like the test programs).

Several names can share a value (e.g. ShaderNonUniform and
ShaderNonUniformEXT): the first one the grammar lists wins, which is the one
spirv-dis prints. Standard library only.
"""
import argparse
import json
import os
import sys

from genutil import write_or_check

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_GRAMMAR = '/usr/include/spirv/unified1/spirv.core.grammar.json'
DEFAULT_OUT = os.path.join('src', 'cli', 'spirv_capability_names.c')


class GenError(Exception):
    pass


def enumerant_names(grammar, kind_name):
    kinds = [k for k in grammar.get('operand_kinds', []) if k.get('kind') == kind_name]
    if len(kinds) != 1:
        raise GenError('grammar has %d %s operand kinds, expected 1' % (len(kinds), kind_name))
    names = {}
    for e in kinds[0]['enumerants']:
        value = e['value']
        if isinstance(value, str):
            value = int(value, 0)
        if not isinstance(value, int) or value < 0 or value > 0xFFFFFFFF:
            raise GenError('%s %r has a bad value %r' % (kind_name, e.get('enumerant'), e['value']))
        name = e['enumerant']
        if not name.isidentifier():
            raise GenError('%s name %r is not an identifier' % (kind_name, name))
        names.setdefault(value, name)
    return names


TABLES = (('Capability', 'capability_names', 'spirv_capability_name'),
          ('BuiltIn', 'builtin_names', 'spirv_builtin_name'))


def generate(grammar, label):
    tables = [(kind, table, fn, enumerant_names(grammar, kind)) for kind, table, fn in TABLES]
    version = '%s.%s revision %s' % (grammar['major_version'], grammar['minor_version'],
                                     grammar['revision'])
    out = []
    w = out.append
    w('/* GENERATED FILE - do not edit.\n')
    w(' *\n')
    w(' * Written by scripts/gen_spirv_names.py from %s\n' % label)
    w(' * (SPIR-V %s, the Khronos SPIR-V registry\'s grammar).\n' % version)
    w(' * Regenerate: python3 scripts/gen_spirv_names.py; verify: --check.\n')
    w(' * %d capability values, %d built-in values.\n' % (len(tables[0][3]), len(tables[1][3])))
    w(' */\n')
    w('#include "cli/spirv_capability_names.h"\n')
    w('\n')
    w('#include <stddef.h>\n')
    w('\n')
    w('typedef struct value_name {\n')
    w('    uint32_t value;\n')
    w('    const char *name;\n')
    w('} value_name;\n')
    for kind, table, fn, names in tables:
        w('\nstatic const value_name %s[] = {\n' % table)
        for value in sorted(names):
            w('    {%du, "%s"},\n' % (value, names[value]))
        w('};\n')
    w('''
/* Binary search of a table sorted by value. */
static const char *find(const value_name *t, size_t n, uint32_t value)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (t[mid].value == value)
            return t[mid].name;
        if (t[mid].value < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}
''')
    for kind, table, fn, names in tables:
        w('\nconst char *%s(uint32_t value)\n{\n' % fn)
        w('    return find(%s, sizeof(%s) / sizeof(%s[0]), value);\n}\n' % (table, table, table))
    return ''.join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--grammar', default=DEFAULT_GRAMMAR, help='spirv.core.grammar.json (default: %s)' % DEFAULT_GRAMMAR)
    ap.add_argument('--output', default=None, help='output C file (default: %s)' % DEFAULT_OUT)
    ap.add_argument('--check', action='store_true', help='exit 1 if the output file is not up to date')
    args = ap.parse_args()
    out_path = args.output or os.path.join(REPO, DEFAULT_OUT)
    grammar_path = os.path.abspath(args.grammar)
    # The label must not depend on where the script runs from.
    label = grammar_path
    if os.path.commonpath([grammar_path, REPO]) == REPO:
        label = os.path.relpath(grammar_path, REPO).replace(os.sep, '/')
    try:
        with open(grammar_path, encoding='utf-8') as f:
            grammar = json.load(f)
        text = generate(grammar, label)
    except (OSError, ValueError, KeyError, GenError) as e:
        print('gen_spirv_names: %s' % e, file=sys.stderr)
        return 2
    return write_or_check('gen_spirv_names', text, out_path, REPO, args.check, summary=True)


if __name__ == '__main__':
    sys.exit(main())
