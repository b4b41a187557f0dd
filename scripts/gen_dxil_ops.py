#!/usr/bin/env python3
"""Generates src/dxil/dxil_ops_table.c (the dx.op table) and
src/dxil/dxil_opcodes.h (one name per dx.op) from dxil-ops.json.

    python3 scripts/gen_dxil_ops.py [--json PATH] [--output PATH]
                                    [--header-output PATH] [--check]

The json (default: ../shared/reference/dxil-ops.json relative to the repo
root) is produced from DXC's hctdb.py; see its README. The output is
committed, so it must be deterministic: same json, same bytes. --check
regenerates in memory and exits 1 when the committed file differs.

What the generator decides, so that the C side stays simple:
  * every hctdb type token becomes a dxil_param_type (unknown token: error);
  * overload letters become DXIL_OVL_* masks per overload dimension, with
    vector overloads ('<' in the spec) in a separate element mask;
  * overload_from becomes a source per dimension (DXIL_OVLSRC_*);
  * ops sharing a function class and the exact operand types get the same
    sig_id, so the lowering checks a declaration's type once per signature
    instead of once per call;
  * function classes are emitted sorted for a binary search by name;
  * every op gets a name, DXOP_<table name> (DXOP_CreateHandle = 57): the
    sources refer to dx.ops by these names, never by number.
Standard library only.
"""
import argparse
import json
import os
import sys

from genutil import write_or_check

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_JSON = os.path.join('..', 'shared', 'reference', 'dxil-ops.json')
DEFAULT_OUT = os.path.join('src', 'dxil', 'dxil_ops_table.c')
DEFAULT_HEADER = os.path.join('src', 'dxil', 'dxil_opcodes.h')

CORE_TABLE_ID = 0
EXPERIMENTAL_TABLE_ID = 0x8000

SCALAR_TOKENS = {
    'v': 'DXIL_PT_VOID',
    'i1': 'DXIL_PT_I1', 'i8': 'DXIL_PT_I8', 'i16': 'DXIL_PT_I16', 'i32': 'DXIL_PT_I32',
    'i64': 'DXIL_PT_I64', 'u8': 'DXIL_PT_I8', 'u32': 'DXIL_PT_I32', 'u64': 'DXIL_PT_I64',
    'h': 'DXIL_PT_HALF', 'f': 'DXIL_PT_FLOAT', 'd': 'DXIL_PT_DOUBLE',
    'pf32': 'DXIL_PT_PTR_FLOAT',
    '$o': 'DXIL_PT_OVERLOAD', '$udt': 'DXIL_PT_OVERLOAD', '$obj': 'DXIL_PT_OVERLOAD',
    '$o_i1': 'DXIL_PT_OVERLOAD_I1', '$o_i32': 'DXIL_PT_OVERLOAD_I32',
    '$elt': 'DXIL_PT_OVERLOAD_ELT',
    '$r': 'DXIL_PT_RESRET', '$cb': 'DXIL_PT_CBUFRET', '$vec4': 'DXIL_PT_FOUR',
}

# Tokens naming one %dx.types.* struct.
STRUCT_TOKENS = {
    'res': 'dx.types.Handle',
    'dims': 'dx.types.Dimensions',
    'SamplePos': 'dx.types.SamplePos',
    'splitdouble': 'dx.types.splitdouble',
    'twoi32': 'dx.types.twoi32',
    'i32c': 'dx.types.i32c',
    'fouri32': 'dx.types.fouri32',
    'resproperty': 'dx.types.ResourceProperties',
    'resbind': 'dx.types.ResBind',
    'nodehandle': 'dx.types.NodeHandle',
    'noderecordhandle': 'dx.types.NodeRecordHandle',
    'nodeproperty': 'dx.types.NodeInfo',
    'noderecordproperty': 'dx.types.NodeRecordInfo',
    'hit_object': 'dx.types.HitObject',
}

OVL_BITS = {
    'v': 'DXIL_OVL_VOID', 'h': 'DXIL_OVL_HALF', 'f': 'DXIL_OVL_FLOAT', 'd': 'DXIL_OVL_DOUBLE',
    '1': 'DXIL_OVL_I1', '8': 'DXIL_OVL_I8', 'w': 'DXIL_OVL_I16', 'i': 'DXIL_OVL_I32',
    'l': 'DXIL_OVL_I64', 'u': 'DXIL_OVL_UDT', 'o': 'DXIL_OVL_OBJ',
}
# Canonical order for readable masks.
OVL_ORDER = 'vhfd18wiluo'

OVLSRC = {
    'return': 'DXIL_OVLSRC_RETURN',
    'param': 'DXIL_OVLSRC_PARAM',
    'param_pointee': 'DXIL_OVLSRC_PARAM_POINTEE',
    'return_struct_element0': 'DXIL_OVLSRC_RETURN_STRUCT_ELEM0',
    'return_vector_element': 'DXIL_OVLSRC_RETURN_VECTOR_ELEM',
    'fixed': 'DXIL_OVLSRC_FIXED',
}

# hctdb stage names in DXIL::ShaderKind order (dxil_shader_kind in dxil.h).
STAGES = ['pixel', 'vertex', 'geometry', 'hull', 'domain', 'compute', 'library',
          'raygeneration', 'intersection', 'anyhit', 'closesthit', 'miss', 'callable',
          'mesh', 'amplification', 'node']

FN_ATTR_FLAGS = {
    '': [], 'rn': ['DXIL_OPF_READNONE'], 'ro': ['DXIL_OPF_READONLY'],
    'nd': ['DXIL_OPF_NODUPLICATE'], 'nr': ['DXIL_OPF_NORETURN'], 'amo': ['DXIL_OPF_ARGMEMONLY'],
}
BOOL_FLAGS = [
    ('is_wave', 'DXIL_OPF_WAVE'), ('is_gradient', 'DXIL_OPF_GRADIENT'),
    ('is_deriv', 'DXIL_OPF_DERIV'), ('is_feedback', 'DXIL_OPF_FEEDBACK'),
    ('is_barrier', 'DXIL_OPF_BARRIER'), ('is_convergent', 'DXIL_OPF_CONVERGENT'),
    ('reserved', 'DXIL_OPF_RESERVED'),
]


class GenError(Exception):
    pass


def c_string(s):
    out = []
    for ch in s:
        if ch in '\\"':
            out.append('\\' + ch)
        elif 32 <= ord(ch) < 127:
            out.append(ch)
        else:
            raise GenError('non-ASCII character in %r' % s)
    return '"' + ''.join(out) + '"'


def param_init(op, p):
    """C initializer of one dxil_op_param."""
    tok = p['type']
    vec_len = 0
    dim = 0
    struct_name = None
    if tok in SCALAR_TOKENS:
        kind = SCALAR_TOKENS[tok]
    elif tok in STRUCT_TOKENS:
        kind = 'DXIL_PT_STRUCT'
        struct_name = STRUCT_TOKENS[tok]
    elif tok in ('$vec2', '$vec9'):
        kind = 'DXIL_PT_OVERLOAD_VEC'
        vec_len = int(tok[4:])
    elif tok == 'int2':
        kind = 'DXIL_PT_INT_VEC'
        vec_len = 2
    elif tok.startswith('$x_gs') and tok[5:].isdigit():
        kind = 'DXIL_PT_OVERLOAD_DIM_GS_PTR'
        dim = int(tok[5:])
    elif tok.startswith('$x') and tok[2:].isdigit():
        kind = 'DXIL_PT_OVERLOAD_DIM'
        dim = int(tok[2:])
    else:
        raise GenError('%s: unknown type token %r of parameter %r' % (op['name'], tok, p['name']))
    # Designated fields, defaults left out, keep the table readable.
    fields = ['.name = %s' % c_string(p['name']), '.type = %s' % kind]
    if p.get('is_const'):
        fields.append('.is_const = true')
    if struct_name:
        fields.append('.struct_name = %s' % c_string(struct_name))
    if vec_len:
        fields.append('.vec_len = %d' % vec_len)
    if dim:
        fields.append('.dim = %d' % dim)
    return '{' + ', '.join(fields) + '}', (kind, struct_name, vec_len, dim)


def mask_expr(letters):
    for ch in letters:
        if ch not in OVL_BITS:
            raise GenError('unknown overload letter %r' % ch)
    bits = [OVL_BITS[ch] for ch in OVL_ORDER if ch in letters]
    return ' | '.join(bits) if bits else '0'


def split_spec(spec):
    """'hf<hf' -> ('hf', 'hf'); '<18wil' -> ('', '18wil')."""
    if '<' in spec:
        scalar, vector = spec.split('<', 1)
        if '<' in vector:
            raise GenError('overload spec %r has two "<"' % spec)
        return scalar, vector
    return spec, ''


def overload_dims(op):
    """List of (source, index, scalar_mask, vector_mask) C expressions."""
    spec = op['overload_spec']
    frm = op['overload_from']
    kind = frm['kind']
    if kind == 'none':
        if spec != 'v':
            raise GenError('%s: overload_from none but spec %r' % (op['name'], spec))
        return []
    if kind == 'extended':
        parts = spec.split(',')
        sources = frm['dims']
    else:
        parts = [spec]
        sources = [frm]
    if len(parts) != len(sources) or len(parts) > 4:
        raise GenError('%s: %d overload dims in %r, %d sources' %
                       (op['name'], len(parts), spec, len(sources)))
    dims = []
    for part, src in zip(parts, sources):
        skind = src['kind']
        if skind not in OVLSRC:
            raise GenError('%s: unknown overload_from kind %r' % (op['name'], skind))
        if skind == 'fixed':
            tok = src['type']
            if tok not in SCALAR_TOKENS:
                raise GenError('%s: fixed overload type %r' % (op['name'], tok))
            index = SCALAR_TOKENS[tok]
        elif skind in ('param', 'param_pointee'):
            index = str(int(src['index']))
            if not 1 <= int(src['index']) < len(op['params']) - 1:
                raise GenError('%s: overload param index %s out of range' % (op['name'], index))
        else:
            index = '0'
        scalar, vector = split_spec(part)
        dims.append((OVLSRC[skind], index, mask_expr(scalar), mask_expr(vector)))
    return dims


def op_flags(op):
    if op['fn_attr'] not in FN_ATTR_FLAGS:
        raise GenError('%s: unknown fn_attr %r' % (op['name'], op['fn_attr']))
    flags = list(FN_ATTR_FLAGS[op['fn_attr']])
    for key, flag in BOOL_FLAGS:
        if op[key]:
            flags.append(flag)
    if op['table'] != 'CoreOps':
        flags.append('DXIL_OPF_EXPERIMENTAL')
    return ' | '.join(flags) if flags else '0'


def stage_mask(op):
    """(hex mask, comment) or None when the op is not restricted."""
    mask = 0
    for st in op['shader_stages']:
        if st not in STAGES:
            raise GenError('%s: unknown shader stage %r' % (op['name'], st))
        mask |= 1 << STAGES.index(st)
    if not mask:
        return None
    names = [st for i, st in enumerate(STAGES) if mask >> i & 1]
    return '0x%04X' % mask, ' '.join(names)


def shader_model(op):
    parts = op['shader_model'].split('.')
    if len(parts) != 2 or not all(x.isdigit() for x in parts):
        raise GenError('%s: shader model %r' % (op['name'], op['shader_model']))
    return int(parts[0]), int(parts[1])


def generate(data, json_label):
    ops = data['ops']
    tables = {t['name']: t for t in data['op_tables']}
    for name in ('CoreOps', 'ExperimentalOps'):
        if name not in tables:
            raise GenError('op table %s missing' % name)
    if tables['CoreOps']['id'] != CORE_TABLE_ID or tables['ExperimentalOps']['id'] != EXPERIMENTAL_TABLE_ID:
        raise GenError('unexpected op table ids')

    core = [o for o in ops if o['table'] == 'CoreOps']
    exp = [o for o in ops if o['table'] == 'ExperimentalOps']
    if len(core) + len(exp) != len(ops):
        raise GenError('ops outside the two known tables')
    for table, lst, tid in (('CoreOps', core, CORE_TABLE_ID), ('ExperimentalOps', exp, EXPERIMENTAL_TABLE_ID)):
        lst.sort(key=lambda o: o['table_index'])
        for i, o in enumerate(lst):
            if o['table_index'] != i or o['opcode'] != (tid << 16) | i:
                raise GenError('%s: opcode %d is not dense at index %d of %s' % (o['name'], o['opcode'], i, table))
        if len(lst) != tables[table]['op_count']:
            raise GenError('%s: op_count mismatch' % table)

    all_ops = core + exp

    # Function classes, sorted by name for the binary search.
    classes = {}
    for o in all_ops:
        classes.setdefault(o['op_class'], []).append(o)
    class_names = sorted(classes)
    class_id = {n: i for i, n in enumerate(class_names)}

    # Parameter arrays, deduplicated by content; signatures by (class, types, overload source).
    param_arrays = {}   # initializer tuple -> C name
    param_order = []
    sig_ids = {}
    op_rows = []
    for o in all_ops:
        params = o['params']
        if len(params) < 2 or params[0]['role'] != 'return' or params[1]['role'] != 'opcode' \
                or params[1]['type'] != 'i32':
            raise GenError('%s: params do not start with return, i32 opcode' % o['name'])
        for p in params[2:]:
            if p['role'] != 'arg':
                raise GenError('%s: unexpected param role %r' % (o['name'], p['role']))
        ret_init, ret_key = param_init(o, params[0])
        arg_inits = []
        arg_keys = []
        for p in params[2:]:
            init, key = param_init(o, p)
            arg_inits.append(init)
            arg_keys.append(key)
        args_name = 'NULL'
        if arg_inits:
            key = tuple(arg_inits)
            if key not in param_arrays:
                cname = 'args_%s' % o['name']
                param_arrays[key] = cname
                param_order.append((cname, arg_inits, o['name']))
            args_name = param_arrays[key]
        dims = overload_dims(o)
        sig_key = (o['op_class'], ret_key, tuple(arg_keys), tuple(dims))
        if sig_key not in sig_ids:
            sig_ids[sig_key] = len(sig_ids)
        smaj, smin = shader_model(o)
        op_rows.append({
            'op': o, 'ret': ret_init, 'args': args_name, 'nargs': len(arg_inits),
            'dims': dims, 'sig': sig_ids[sig_key], 'sm': (smaj, smin),
        })
        if smaj > 255 or smin > 255:
            raise GenError('%s: shader model out of range' % o['name'])
    if len(sig_ids) > 0xFFFF or len(class_names) > 0xFFFF:
        raise GenError('too many classes or signatures')

    out = []
    w = out.append
    w('/* GENERATED FILE - do not edit.\n')
    w(' *\n')
    w(' * Written by scripts/gen_dxil_ops.py from %s\n' % json_label)
    w(' * (DXC commit %s).\n' % data['dxc_commit'])
    w(' * Regenerate: python3 scripts/gen_dxil_ops.py; verify: --check.\n')
    w(' *\n')
    w(' * %d ops: %d core (opcodes 0-%d), %d experimental ((0x8000 << 16) | 0-%d);\n' %
      (len(all_ops), len(core), len(core) - 1, len(exp), len(exp) - 1))
    w(' * %d function classes, %d operand signatures.\n' % (len(class_names), len(sig_ids)))
    w(' */\n')
    w('#include "dxil/dxil.h"\n')
    w('#include "dxil/dxil_ops.h"\n\n')
    w('#include <string.h>\n\n')
    w('/* Operand lists; ops with identical operands share one, named after the first. */\n')
    for cname, inits, _ in param_order:
        w('static const dxil_op_param %s[] = {\n' % cname)
        for init in inits:
            w('    %s,\n' % init)
        w('};\n')
    w('\n')

    def emit_ops(arr_name, rows):
        w('static const dxil_op_info %s[%d] = {\n' % (arr_name, len(rows)))
        for r in rows:
            o = r['op']
            dims = r['dims']
            if dims:
                mask0 = dims[0][2]
                if dims[0][3] != '0':
                    mask0 = 'DXIL_OVL_VECTOR' if mask0 == '0' else mask0 + ' | DXIL_OVL_VECTOR'
            else:
                mask0 = 'DXIL_OVL_VOID'
            code = ('0x%08X' % o['opcode']) if o['opcode'] >= 0x80000000 else str(o['opcode'])
            w('    { /* %s */ .opcode = %uu, .name = %s, .op_class = %s, .class_id = %d, .sig_id = %d,\n' %
              (code, o['opcode'], c_string(o['name']), c_string(o['op_class']), class_id[o['op_class']],
               r['sig']))
            w('      .ret = %s, .num_args = %d, .args = %s,\n' % (r['ret'], r['nargs'], r['args']))
            line = '      .sm_major = %d, .sm_minor = %d, .flags = %s' % (r['sm'] + (op_flags(o),))
            sm = stage_mask(o)
            if sm:
                line += ',\n      .stage_mask = %s, /* %s */' % sm
            else:
                line += ','
            w(line + '\n')
            w('      .overload_mask = %s, .num_overload_dims = %d' % (mask0, len(dims)))
            if dims:
                w(',\n      .overload = {%s}' % ',\n                   '.join('{%s, %s, %s, %s}' % d for d in dims))
            w('},\n')
        w('};\n\n')

    emit_ops('core_ops', op_rows[:len(core)])
    emit_ops('experimental_ops', op_rows[len(core):])

    w('const dxil_op_class dxil_op_classes[] = {\n')
    for n in class_names:
        lst = classes[n]
        w('    {%s, %uu, %d},\n' % (c_string(n), min(o['opcode'] for o in lst), len(lst)))
    w('};\n')
    w('const uint32_t dxil_op_class_count = %d;\n\n' % len(class_names))
    w('const uint32_t dxil_op_slot_count = %d;\n\n' % len(all_ops))

    w('''/* Core opcodes index the array directly; the experimental table is the
 * only other one, at table id 0x%X in the opcode's high half. */
const dxil_op_info *dxil_op_lookup(uint32_t opcode)
{
    uint32_t table = opcode >> 16, index = opcode & 0xFFFFu;
    if (table == %d)
        return index < %d ? &core_ops[index] : NULL;
    if (table == 0x%X)
        return index < %d ? &experimental_ops[index] : NULL;
    return NULL;
}

uint32_t dxil_op_slot(const dxil_op_info *info)
{
    if (info >= core_ops && info < core_ops + %d)
        return (uint32_t)(info - core_ops);
    return %d + (uint32_t)(info - experimental_ops);
}

int32_t dxil_op_class_find(const char *name, size_t len)
{
    uint32_t lo = 0, hi = %d;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        const char *c = dxil_op_classes[mid].name;
        int cmp = strncmp(c, name, len);
        if (cmp == 0)
            cmp = c[len] ? 1 : 0; /* a longer class name sorts after the prefix */
        if (cmp == 0)
            return (int32_t)mid;
        if (cmp < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}
''' % (EXPERIMENTAL_TABLE_ID, CORE_TABLE_ID, len(core), EXPERIMENTAL_TABLE_ID, len(exp),
       len(core), len(core), len(class_names)))
    return ''.join(out)


def generate_opcodes(data, json_label):
    """dxil_opcodes.h: the enum of core opcodes and the experimental ones.

    Experimental opcodes ((0x8000 << 16) | i) do not fit an int, which is
    all a C11 enumeration constant may hold, so they are unsigned macros."""
    ops = data['ops']
    core = sorted((o for o in ops if o['table'] == 'CoreOps'), key=lambda o: o['opcode'])
    exp = sorted((o for o in ops if o['table'] != 'CoreOps'), key=lambda o: o['opcode'])
    for o in ops:
        if not o['name'].replace('_', '').isalnum() or not o['name'][0].isalpha():
            raise GenError('op name %r is not a C identifier part' % o['name'])
    out = []
    w = out.append
    w('/* GENERATED FILE - do not edit.\n')
    w(' *\n')
    w(' * Written by scripts/gen_dxil_ops.py from %s\n' % json_label)
    w(' * (DXC commit %s).\n' % data['dxc_commit'])
    w(' * Regenerate: python3 scripts/gen_dxil_ops.py; verify: --check.\n')
    w(' *\n')
    w(' * One name per dx.op, DXOP_<name in the DXIL op table>: the sources\n')
    w(' * refer to dx.op opcodes by these names only (tests/tools/layering.py\n')
    w(' * fails on a numeric literal compared with an opcode).\n')
    w(' */\n')
    w('#ifndef D2S_DXIL_OPCODES_H\n')
    w('#define D2S_DXIL_OPCODES_H\n\n')
    w('typedef enum dxil_opcode {\n')
    for o in core:
        w('    DXOP_%s = %d,\n' % (o['name'], o['opcode']))
    w('    DXOP_CORE_COUNT = %d /* core opcodes are 0 .. DXOP_CORE_COUNT - 1 */\n' % len(core))
    w('} dxil_opcode;\n\n')
    w('/* Experimental ops: table 0x%X in the opcode\'s high half. */\n' % EXPERIMENTAL_TABLE_ID)
    w('#define DXOP_EXPERIMENTAL_FIRST 0x%08Xu\n' % (EXPERIMENTAL_TABLE_ID << 16))
    for o in exp:
        w('#define DXOP_%s 0x%08Xu\n' % (o['name'], o['opcode']))
    w('\n#endif\n')
    return ''.join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--json', default=None, help='dxil-ops.json (default: %s from the repo root)' % DEFAULT_JSON)
    ap.add_argument('--output', default=None, help='output C file (default: %s)' % DEFAULT_OUT)
    ap.add_argument('--header-output', default=None,
                    help='output opcode-name header (default: %s)' % DEFAULT_HEADER)
    ap.add_argument('--check', action='store_true', help='exit 1 if an output file is not up to date')
    ap.add_argument('json_pos', nargs='?', help='same as --json')
    args = ap.parse_args()
    json_arg = args.json or args.json_pos or DEFAULT_JSON
    json_path = json_arg if os.path.isabs(json_arg) else os.path.join(REPO, json_arg)
    out_path = args.output or os.path.join(REPO, DEFAULT_OUT)
    header_path = args.header_output or os.path.join(REPO, DEFAULT_HEADER)
    # The label in the header must not depend on where the script runs from.
    label = os.path.relpath(os.path.abspath(json_path), REPO).replace(os.sep, '/')
    try:
        with open(json_path, encoding='utf-8') as f:
            data = json.load(f)
        text = generate(data, label)
        header = generate_opcodes(data, label)
    except (OSError, ValueError, KeyError, GenError) as e:
        print('gen_dxil_ops: %s' % e, file=sys.stderr)
        return 2
    rc_table = write_or_check('gen_dxil_ops', text, out_path, REPO, args.check)
    rc_header = write_or_check('gen_dxil_ops', header, header_path, REPO, args.check)
    return rc_table or rc_header


if __name__ == '__main__':
    sys.exit(main())
