"""A small SM 5.0 assembler for the DXBC render tests: the text vkd3d-compiler's
disassembler writes (`vkd3d-compiler -x dxbc-tpf -b d3d-asm`), for the subset of
instructions and declarations the hand-written shaders use, to the tokens of an
`SHEX` part, and the DXBC container around it with its input, output and
patch-constant signatures and its checksum.

Written from the token format (Microsoft's d3d11TokenizedProgramFormat.hpp, as
documented) for the shaders no compiler at hand makes: vkd3d-compiler 1.17 writes
one fork phase per hull shader, never an instanced fork phase, a join phase or a
hull shader without a control-point phase. `selfcheck()` assembles the disassembly
of FXC's hull and domain shaders in ../shared/corpus/vkd3d-proton-dxbc and compares
the tokens with FXC's; gen.py also disassembles every shader it assembles with
vkd3d-compiler and compares the text with the source.
"""
import re
import struct

# ---------------------------------------------------------------- opcodes
# name -> (opcode, number of destination operands or None for declarations)
ALU = {
    'add': 0x00, 'and': 0x01, 'div': 0x0e, 'dp2': 0x0f, 'dp3': 0x10, 'dp4': 0x11, 'eq': 0x18, 'ftoi': 0x1b,
    'ftou': 0x1c, 'ge': 0x1d, 'iadd': 0x1e, 'ieq': 0x20, 'ige': 0x21, 'ilt': 0x22, 'imad': 0x23, 'ine': 0x27,
    'ishl': 0x29, 'itof': 0x2b, 'lt': 0x31, 'mad': 0x32, 'min': 0x33, 'max': 0x34, 'mov': 0x36, 'movc': 0x37,
    'mul': 0x38, 'ne': 0x39, 'or': 0x3c, 'ult': 0x4f, 'uge': 0x50, 'ushr': 0x55, 'utof': 0x56, 'xor': 0x57,
}
FLOW = {'ret': 0x3e, 'retc': 0x3f, 'loop': 0x30, 'endloop': 0x16, 'if': 0x1f, 'else': 0x12, 'endif': 0x15, 'breakc': 0x03,
        'break': 0x02}
PHASES = {'hs_decls': 0x71, 'hs_control_point_phase': 0x72, 'hs_fork_phase': 0x73, 'hs_join_phase': 0x74}

OP_DCL_INDEX_RANGE = 0x5b
OP_DCL_INPUT, OP_DCL_INPUT_SGV, OP_DCL_INPUT_SIV = 0x5f, 0x60, 0x61
OP_DCL_OUTPUT, OP_DCL_OUTPUT_SGV, OP_DCL_OUTPUT_SIV = 0x65, 0x66, 0x67
OP_DCL_TEMPS, OP_DCL_GLOBAL_FLAGS = 0x68, 0x6a
OP_DCL_CONSTANT_BUFFER, OP_CUSTOMDATA, OP_DCL_INDEXABLE_TEMP = 0x59, 0x35, 0x69
COUNT_CONTROLS = {'dcl_input_control_point_count': 0x93, 'dcl_output_control_point_count': 0x94}
ENUM_CONTROLS = {
    'dcl_tessellator_domain': (0x95, {'domain_isoline': 1, 'domain_tri': 2, 'domain_quad': 3}),
    'dcl_tessellator_partitioning': (0x96, {'partitioning_integer': 1, 'partitioning_pow2': 2,
                                            'partitioning_fractional_odd': 3, 'partitioning_fractional_even': 4}),
    'dcl_tessellator_output_primitive': (0x97, {'output_point': 1, 'output_line': 2, 'output_triangle_cw': 3,
                                                'output_triangle_ccw': 4}),
}
DWORD_DCLS = {'dcl_temps': OP_DCL_TEMPS, 'dcl_hs_fork_phase_instance_count': 0x99,
              'dcl_hs_join_phase_instance_count': 0x9a}
OP_DCL_HS_MAX_TESSFACTOR = 0x98

# System-value names of dcl_*_siv / _sgv (D3D10_SB_NAME).
SB_NAMES = {
    'position': 1, 'clip_distance': 2, 'cull_distance': 3, 'vertex_id': 6, 'primitive_id': 7, 'instance_id': 8,
    'finalQuadUeq0EdgeTessFactor': 11, 'finalQuadVeq0EdgeTessFactor': 12, 'finalQuadUeq1EdgeTessFactor': 13,
    'finalQuadVeq1EdgeTessFactor': 14, 'finalQuadUInsideTessFactor': 15, 'finalQuadVInsideTessFactor': 16,
    'finalTriUeq0EdgeTessFactor': 17, 'finalTriVeq0EdgeTessFactor': 18, 'finalTriWeq0EdgeTessFactor': 19,
    'finalTriInsideTessFactor': 20, 'finalLineDetailTessFactor': 21, 'finalLineDensityTessFactor': 22,
}

# ---------------------------------------------------------------- operands
T_TEMP, T_INPUT, T_OUTPUT, T_INDEXABLE_TEMP, T_IMM32, T_ICB = 0, 1, 2, 3, 4, 9
# register prefix -> operand type (longest names first when matching)
REG_TYPES = [
    ('vForkInstanceId', 23), ('vJoinInstanceId', 24), ('vOutputControlPointID', 22), ('vDomainLocation', 28),
    ('primID', 11), ('vicp', 25), ('vocp', 26), ('vpc', 27), ('icb', T_ICB), ('cb', 8), ('r', T_TEMP),
    ('v', T_INPUT), ('o', T_OUTPUT), ('x', T_INDEXABLE_TEMP),
]
COMP = {'x': 0, 'y': 1, 'z': 2, 'w': 3}
MOD_NEG = 1


class AsmError(Exception):
    pass


def f32_bits(text):
    return struct.unpack('<I', struct.pack('<f', float(text)))[0]


def imm_bits(text):
    text = text.strip()
    if re.fullmatch(r'[-+]?0x[0-9a-fA-F]+', text):
        return int(text, 16) & 0xFFFFFFFF
    if re.fullmatch(r'[-+]?\d+', text):
        return int(text) & 0xFFFFFFFF
    return f32_bits(text)


def split_top(text, sep=','):
    """Splits at `sep` outside parentheses and brackets."""
    out, depth, cur = [], 0, ''
    for ch in text:
        if ch in '([':
            depth += 1
        elif ch in ')]':
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def index_tokens(text):
    """One index: `N` (immediate), `rK.c + N` (relative, plus an offset)."""
    m = re.fullmatch(r'\s*(\d+)\s*', text)
    if m:
        return 0, [int(m.group(1))]
    m = re.fullmatch(r'\s*(r\d+\.[xyzw])\s*(?:\+\s*(\d+))?\s*', text)
    if not m:
        raise AsmError('index %r' % text)
    rel = operand_tokens(m.group(1), 'src')
    off = int(m.group(2) or 0)
    # FXC writes a relative index without offset as RELATIVE, else IMMEDIATE32_PLUS_RELATIVE.
    return (2, rel) if off == 0 else (3, [off] + rel)


def operand_tokens(text, role):
    """role: 'dst', 'src' or 'dcl' (declaration operand)."""
    text = text.strip()
    mod = 0
    if text.startswith('-'):
        mod, text = MOD_NEG, text[1:]
    if text.startswith('l('):
        vals = [imm_bits(v) for v in split_top(text[2:-1])]
        if len(vals) not in (1, 4):
            raise AsmError('immediate %r' % text)
        tok = (T_IMM32 << 12) | (1 if len(vals) == 1 else 2)
        return [tok] + vals
    for name, typ in REG_TYPES:
        if text.startswith(name):
            rest = text[len(name):]
            break
    else:
        raise AsmError('operand %r' % text)
    suffix = ''
    m = re.search(r'\.([xyzw]{1,4})$', rest)
    if m:
        suffix, rest = m.group(1), rest[:m.start()]
    idx = []
    m = re.fullmatch(r'(\d+)((?:\[[^\]]*\])*)', rest)
    if m:
        idx.append(m.group(1))
        rest = m.group(2)
    idx += re.findall(r'\[([^\]]*)\]', rest)
    if ''.join('[%s]' % i for i in idx[1 if m else 0:]) != rest:
        raise AsmError('operand %r' % text)
    # component selection
    if suffix:
        comps = 2
        if role == 'src' and len(suffix) == 1:
            sel = (2 << 2) | (COMP[suffix] << 4)
        elif role == 'src':
            if len(suffix) != 4:
                raise AsmError('source swizzle %r needs 1 or 4 components' % text)
            sel = (1 << 2) | sum(COMP[c] << (4 + 2 * i) for i, c in enumerate(suffix))
        else:
            mask = sum(1 << COMP[c] for c in suffix)
            sel = mask << 4
    else:
        comps, sel = (0 if role == 'dcl' else 1), 0
    tok = comps | sel | (typ << 12) | (len(idx) << 20)
    extra = []
    for i, ix in enumerate(idx):
        rep, words = index_tokens(ix)
        tok |= rep << (22 + 3 * i)
        extra += words
    if mod:
        tok |= 1 << 31
        return [tok, 1 | (mod << 6)] + extra
    return [tok] + extra


# ---------------------------------------------------------------- instructions
def opcode_token(op, length, controls=0):
    if length > 127:
        raise AsmError('instruction of %d dwords' % length)
    return op | (controls << 11) | (length << 24)


def assemble_line(line):
    head, _, args = line.strip().partition(' ')
    args = args.strip()
    if head in PHASES:
        return [opcode_token(PHASES[head], 1)]
    if head in COUNT_CONTROLS:
        return [opcode_token(COUNT_CONTROLS[head], 1, int(args))]
    if head in ENUM_CONTROLS:
        op, names = ENUM_CONTROLS[head]
        return [opcode_token(op, 1, names[args])]
    if head in DWORD_DCLS:
        return [opcode_token(DWORD_DCLS[head], 2), int(args)]
    if head == 'dcl_hs_max_tessfactor':
        m = re.fullmatch(r'l\((.*)\)', args)
        return [opcode_token(OP_DCL_HS_MAX_TESSFACTOR, 2), f32_bits(m.group(1))]
    if head == 'dcl_constantBuffer':
        reg, access = split_top(args)
        op = operand_tokens(reg, 'dcl')
        op[0] = (op[0] & ~0xFF3) | (2 << 0) | (1 << 2) | (0xE4 << 4)  # a 4-component xyzw swizzle, as FXC writes
        ctl = {'immediateIndexed': 0, 'dynamicIndexed': 1}[access]
        return [opcode_token(OP_DCL_CONSTANT_BUFFER, 1 + len(op), ctl)] + op
    if head == 'dcl_immediateConstantBuffer':
        vals = [imm_bits(v) for v in re.findall(r'[-+0-9a-fA-Fx.e]+', args.replace('{', ' ').replace('}', ' '))]
        # customdata, class 3 (immediate constant buffer): the length in the second dword
        return [OP_CUSTOMDATA | (3 << 11), 2 + len(vals)] + vals
    if head == 'dcl_globalFlags':
        flags = {'refactoringAllowed': 1}
        return [opcode_token(OP_DCL_GLOBAL_FLAGS, 1, sum(flags[f.strip()] for f in args.split('|')))]
    if head == 'dcl_indexableTemp':
        m = re.fullmatch(r'x(\d+)\[(\d+)\],\s*(\d+)', args)
        return [opcode_token(OP_DCL_INDEXABLE_TEMP, 4)] + [int(g) for g in m.groups()]
    if head == 'dcl_index_range':
        reg, count = args.rsplit(' ', 1)
        op = operand_tokens(reg, 'dcl')
        return [opcode_token(OP_DCL_INDEX_RANGE, 2 + len(op))] + op + [int(count)]
    if head in ('dcl_input', 'dcl_output'):
        op = operand_tokens(args, 'dcl')
        return [opcode_token(OP_DCL_INPUT if head == 'dcl_input' else OP_DCL_OUTPUT, 1 + len(op))] + op
    if head in ('dcl_input_siv', 'dcl_input_sgv', 'dcl_output_siv', 'dcl_output_sgv'):
        reg, name = split_top(args)
        op = operand_tokens(reg, 'dcl')
        code = {'dcl_input_siv': OP_DCL_INPUT_SIV, 'dcl_input_sgv': OP_DCL_INPUT_SGV,
                'dcl_output_siv': OP_DCL_OUTPUT_SIV, 'dcl_output_sgv': OP_DCL_OUTPUT_SGV}[head]
        return [opcode_token(code, 2 + len(op))] + op + [SB_NAMES[name]]
    base, controls = head, 0
    if base.endswith('_sat'):
        base, controls = base[:-4], controls | 4
    if base.endswith('_nz') or base.endswith('_z'):
        nz = base.endswith('_nz')
        base = base[:-3] if nz else base[:-2]
        controls |= (1 << 7) if nz else 0
    ops = split_top(args) if args else []
    if base in FLOW:
        words = sum((operand_tokens(o, 'src') for o in ops), [])
        return [opcode_token(FLOW[base], 1 + len(words), controls)] + words
    if base not in ALU:
        raise AsmError('instruction %r' % head)
    words = operand_tokens(ops[0], 'dst')
    for o in ops[1:]:
        words += operand_tokens(o, 'src')
    return [opcode_token(ALU[base], 1 + len(words), controls)] + words


PROGRAM_TYPES = {'ps': 0, 'vs': 1, 'gs': 2, 'hs': 3, 'ds': 4, 'cs': 5}


def assemble(text):
    """SM 5 assembly text -> the SHEX part's dwords."""
    lines = [l.split('//')[0].rstrip() for l in text.splitlines()]
    lines = [l for l in lines if l.strip()]
    # a multi-line immediate constant buffer becomes one line
    joined = []
    for l in lines:
        if joined and joined[-1].count('{') > joined[-1].count('}'):
            joined[-1] += ' ' + l.strip()
        else:
            joined.append(l)
    lines = joined
    m = re.fullmatch(r'(ps|vs|gs|hs|ds|cs)_(\d)_(\d)', lines[0].strip())
    if not m:
        raise AsmError('program header %r' % lines[0])
    body = []
    for l in lines[1:]:
        try:
            body += assemble_line(l)
        except (AsmError, KeyError, ValueError, AttributeError) as e:
            raise AsmError('%s: %s' % (l.strip(), e))
    version = (PROGRAM_TYPES[m.group(1)] << 16) | (int(m.group(2)) << 4) | int(m.group(3))
    return [version, len(body) + 2] + body


# ---------------------------------------------------------------- container
# D3D_NAME values of signature elements (not the D3D10_SB_NAME of dcl_*_siv).
SIG_NAMES = {'undefined': 0, 'position': 1, 'primitive_id': 7, 'quad_edge': 11, 'quad_inside': 12, 'tri_edge': 13,
             'tri_inside': 14, 'line_detail': 15, 'line_density': 16, 'target': 64}
COMPONENT_TYPES = {'uint': 1, 'int': 2, 'float': 3}


def signature(elements, is_output):
    """elements: (semantic, index, system value name, component type, register, mask).
    Inputs mark their mask as read; outputs mark the register's other components as
    never written, as FXC does."""
    names, name_off, data = [], {}, b''
    n = len(elements)
    strings_at = 8 + 24 * n
    table = b''
    for (sem, idx, sv, ct, reg, mask) in elements:
        if sem not in name_off:
            name_off[sem] = strings_at + len(table)
            table += sem.encode() + b'\0'
        rw = (~mask & 0xF) if is_output else mask
        data += struct.pack('<IIIIIBBH', name_off[sem], idx, SIG_NAMES[sv], COMPONENT_TYPES[ct], reg, mask, rw, 0)
    while len(table) % 4:
        table += b'\xab'
    return struct.pack('<II', n, 8) + data + table


def parse_signature(data):
    """A signature part's elements as signature() takes them (the read/write
    masks, which compilers fill differently, are left out)."""
    n = struct.unpack_from('<I', data, 0)[0]
    names = {v: k for k, v in SIG_NAMES.items()}
    types = {v: k for k, v in COMPONENT_TYPES.items()}
    out = []
    for i in range(n):
        name_off, idx, sv, ct, reg, mask = struct.unpack_from('<IIIIIB', data, 8 + 24 * i)
        name = data[name_off:data.index(b'\0', name_off)].decode()
        out.append((name, idx, names.get(sv, sv), types.get(ct, ct), reg, mask))
    return out


def _md5_block(state, block):
    import math
    s = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
    k = [int(abs(math.sin(i + 1)) * 2 ** 32) & 0xFFFFFFFF for i in range(64)]
    m = struct.unpack('<16I', block)
    a, b, c, d = state
    for i in range(64):
        if i < 16:
            f, g = (b & c) | (~b & d), i
        elif i < 32:
            f, g = (d & b) | (~d & c), (5 * i + 1) % 16
        elif i < 48:
            f, g = b ^ c ^ d, (3 * i + 5) % 16
        else:
            f, g = c ^ (b | ~d), (7 * i) % 16
        f = (f + a + k[i] + m[g]) & 0xFFFFFFFF
        a, d, c = d, c, b
        b = (b + ((f << s[i]) | (f >> (32 - s[i])))) & 0xFFFFFFFF
    return [(x + y) & 0xFFFFFFFF for x, y in zip(state, (a, b, c, d))]


def dxbc_checksum(data):
    """The container checksum over everything after the 20-byte magic + checksum:
    MD5's compression function with DXBC's own final block, which carries the bit
    length first and (byte length * 2) | 1 last."""
    state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
    full = len(data) // 64 * 64
    for i in range(0, full, 64):
        state = _md5_block(state, data[i:i + 64])
    rest = data[full:]
    bits = struct.pack('<I', (len(data) * 8) & 0xFFFFFFFF)
    tail = struct.pack('<I', (len(data) * 2 | 1) & 0xFFFFFFFF)
    if len(rest) < 56:
        block = bits + rest + b'\x80'
        block += b'\0' * (60 - len(block)) + tail
        state = _md5_block(state, block)
    else:
        block = rest + b'\x80'
        state = _md5_block(state, block + b'\0' * (64 - len(block)))
        state = _md5_block(state, bits + b'\0' * 56 + tail)
    return struct.pack('<4I', *state)


def container(parts):
    """parts: [(fourcc, bytes)] -> a DXBC container with its checksum."""
    header = 4 + 16 + 4 + 4 + 4 + 4 * len(parts)
    offsets, body = [], b''
    for tag, data in parts:
        offsets.append(header + len(body))
        body += tag.encode() + struct.pack('<I', len(data)) + data
    rest = struct.pack('<III', 1, header + len(body), len(parts)) + struct.pack('<%dI' % len(parts), *offsets) + body
    return b'DXBC' + dxbc_checksum(rest) + rest


def shader(text, inputs, outputs, patch=None):
    parts = [('ISGN', signature(inputs, False)), ('OSGN', signature(outputs, True))]
    if patch is not None:
        parts.append(('PCSG', signature(patch, True)))
    tokens = assemble(text)
    parts.append(('SHEX', struct.pack('<%dI' % len(tokens), *tokens)))
    return container(parts)


# ---------------------------------------------------------------- self-check
def shex_tokens(blob):
    n = struct.unpack_from('<I', blob, 28)[0]
    for i in range(n):
        off = struct.unpack_from('<I', blob, 32 + 4 * i)[0]
        if blob[off:off + 4] in (b'SHEX', b'SHDR'):
            size = struct.unpack_from('<I', blob, off + 4)[0]
            return list(struct.unpack_from('<%dI' % (size // 4), blob, off + 8))
    raise AsmError('no SHEX part')


def selfcheck(corpus_files, disassemble):
    """Assembles the disassembly of real FXC containers and compares the tokens and
    the checksum with theirs. Returns a list of failures (file, reason)."""
    bad = []
    for path in corpus_files:
        blob = open(path, 'rb').read()
        if dxbc_checksum(blob[20:]) != blob[4:20]:
            bad.append((path, 'checksum differs'))
        try:
            mine = assemble(disassemble(path))
        except AsmError as e:
            bad.append((path, 'not assembled: %s' % e))
            continue
        if [_select1(t) for t in mine] != [_select1(t) for t in shex_tokens(blob)]:
            bad.append((path, 'tokens differ'))
    return bad


def _select1(tok):
    """The disassembler prints a replicated swizzle (.yyyy) and a one-component
    selection alike (.y): both are compared as the latter."""
    if tok & 3 == 2 and (tok >> 2) & 3 == 1:
        sw = (tok >> 4) & 0xFF
        c = sw & 3
        if sw == c * 0x55:
            return (tok & ~0xFFC) | (2 << 2) | (c << 4)
    return tok
