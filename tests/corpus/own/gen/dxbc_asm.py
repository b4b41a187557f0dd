"""A small SM 4/5 (DXBC) assembler for the test corpus.

Turns D3D shader assembly, written in the syntax vkd3d-compiler's disassembler
prints (`-x dxbc-tpf -b d3d-asm`), into a DXBC container (ISGN, OSGN and SHEX
parts, with the container checksum D3D runtimes and vkd3d verify). It exists
for the constructs no HLSL compiler on this machine emits (vkd3d-compiler 1.17
has no structured buffers, raw-buffer atomics, UAV counters, switch
fallthrough, swapc, bit-field instructions, immediate constant buffers...).

Written from the token format of D3D's d3d11TokenizedProgramFormat (opcode
token, operand tokens with component selection, index representations and
extended modifier tokens). The generator checks every binary it writes by
disassembling it with vkd3d-compiler and assembling that listing again: the
two token streams must be equal, so an independent decoder reads the binary
as the source says.

Only compute-shader forms are supported (no signatures).
"""
import re
import struct

# ---- opcodes: name -> (opcode, destinations, sources) ------------------------------------

_OPS = {}
def _op(code, name, ndst=0, nsrc=0):
    _OPS[name] = (code, ndst, nsrc)

for _c, _n, _d, _s in [
    (0, 'add', 1, 2), (1, 'and', 1, 2), (2, 'break', 0, 0), (3, 'breakc', 0, 1), (6, 'case', 0, 1),
    (7, 'continue', 0, 0), (8, 'continuec', 0, 1), (10, 'default', 0, 0), (14, 'div', 1, 2), (15, 'dp2', 1, 2),
    (16, 'dp3', 1, 2), (17, 'dp4', 1, 2), (18, 'else', 0, 0), (21, 'endif', 0, 0), (22, 'endloop', 0, 0),
    (23, 'endswitch', 0, 0), (24, 'eq', 1, 2), (25, 'exp', 1, 1), (26, 'frc', 1, 1), (27, 'ftoi', 1, 1),
    (28, 'ftou', 1, 1), (29, 'ge', 1, 2), (30, 'iadd', 1, 2), (31, 'if', 0, 1), (32, 'ieq', 1, 2),
    (33, 'ige', 1, 2), (34, 'ilt', 1, 2), (35, 'imad', 1, 3), (36, 'imax', 1, 2), (37, 'imin', 1, 2),
    (38, 'imul', 2, 2), (39, 'ine', 1, 2), (40, 'ineg', 1, 1), (41, 'ishl', 1, 2), (42, 'ishr', 1, 2),
    (43, 'itof', 1, 1), (45, 'ld', 1, 2), (47, 'log', 1, 1), (48, 'loop', 0, 0), (49, 'lt', 1, 2),
    (50, 'mad', 1, 3), (51, 'min', 1, 2), (52, 'max', 1, 2), (54, 'mov', 1, 1), (55, 'movc', 1, 3),
    (56, 'mul', 1, 2), (57, 'ne', 1, 2), (58, 'nop', 0, 0), (59, 'not', 1, 1), (60, 'or', 1, 2),
    (61, 'resinfo', 1, 2), (62, 'ret', 0, 0), (63, 'retc', 0, 1), (64, 'round_ne', 1, 1), (65, 'round_ni', 1, 1),
    (66, 'round_pi', 1, 1), (67, 'round_z', 1, 1), (68, 'rsq', 1, 1), (75, 'sqrt', 1, 1), (76, 'switch', 0, 1),
    (77, 'sincos', 2, 1), (78, 'udiv', 2, 2), (79, 'ult', 1, 2), (80, 'uge', 1, 2), (81, 'umul', 2, 2),
    (82, 'umad', 1, 3), (83, 'umax', 1, 2), (84, 'umin', 1, 2), (85, 'ushr', 1, 2), (86, 'utof', 1, 1),
    (87, 'xor', 1, 2), (121, 'bufinfo', 1, 1), (129, 'rcp', 1, 1), (130, 'f32tof16', 1, 1),
    (131, 'f16tof32', 1, 1), (132, 'uaddc', 2, 2), (133, 'usubb', 2, 2), (134, 'countbits', 1, 1),
    (135, 'firstbit_hi', 1, 1), (136, 'firstbit_lo', 1, 1), (137, 'firstbit_shi', 1, 1), (138, 'ubfe', 1, 3),
    (139, 'ibfe', 1, 3), (140, 'bfi', 1, 4), (141, 'bfrev', 1, 1), (142, 'swapc', 2, 3), (163, 'ld_uav_typed', 1, 2),
    (164, 'store_uav_typed', 1, 2), (165, 'ld_raw', 1, 2), (166, 'store_raw', 1, 2), (167, 'ld_structured', 1, 3),
    (168, 'store_structured', 1, 3), (169, 'atomic_and', 1, 2), (170, 'atomic_or', 1, 2), (171, 'atomic_xor', 1, 2),
    (172, 'atomic_cmp_store', 1, 3), (173, 'atomic_iadd', 1, 2), (174, 'atomic_imax', 1, 2),
    (175, 'atomic_imin', 1, 2), (176, 'atomic_umax', 1, 2), (177, 'atomic_umin', 1, 2),
    (178, 'imm_atomic_alloc', 1, 1), (179, 'imm_atomic_consume', 1, 1), (180, 'imm_atomic_iadd', 2, 2),
    (181, 'imm_atomic_and', 2, 2), (182, 'imm_atomic_or', 2, 2), (183, 'imm_atomic_xor', 2, 2),
    (184, 'imm_atomic_exch', 2, 2), (185, 'imm_atomic_cmp_exch', 2, 3), (186, 'imm_atomic_imax', 2, 2),
    (187, 'imm_atomic_imin', 2, 2), (188, 'imm_atomic_umax', 2, 2), (189, 'imm_atomic_umin', 2, 2),
    (190, 'sync', 0, 0), (191, 'dadd', 1, 2), (192, 'dmax', 1, 2), (193, 'dmin', 1, 2), (194, 'dmul', 1, 2),
    (195, 'deq', 1, 2), (196, 'dge', 1, 2), (197, 'dlt', 1, 2), (198, 'dne', 1, 2), (199, 'dmov', 1, 1),
    (200, 'dmovc', 1, 3), (201, 'dtof', 1, 1), (202, 'ftod', 1, 1), (210, 'ddiv', 1, 2), (211, 'dfma', 1, 3),
    (212, 'drcp', 1, 1), (213, 'msad', 1, 3), (214, 'dtoi', 1, 1), (215, 'dtou', 1, 1), (216, 'itod', 1, 1),
    (217, 'utod', 1, 1)]:
    _op(_c, _n, _d, _s)

# Operand types.
T_TEMP, T_INPUT, T_OUTPUT, T_ITEMP, T_IMM32, T_IMM64 = 0, 1, 2, 3, 4, 5
T_RESOURCE, T_CB, T_ICB, T_NULL, T_UAV, T_TGSM = 7, 8, 9, 13, 30, 31
SPECIAL = {'vThreadID': 32, 'vThreadGroupID': 33, 'vThreadIDInGroup': 34, 'vThreadIDInGroupFlattened': 36}
REGFILE = {'r': T_TEMP, 'x': T_ITEMP, 'cb': T_CB, 'icb': T_ICB, 't': T_RESOURCE, 'u': T_UAV, 'g': T_TGSM}

RET_TYPES = {'unorm': 1, 'snorm': 2, 'sint': 3, 'int': 3, 'uint': 4, 'float': 5, 'mixed': 6, 'double': 7}
GLOBAL_FLAGS = {'refactoringAllowed': 1, 'enableDoublePrecisionFloatOps': 2, 'forceEarlyDepthStencil': 4,
                'enableRawAndStructuredBuffers': 8, 'skipOptimization': 16, 'enableMinimumPrecision': 32,
                'enable11_1DoubleExtensions': 64, 'enable11_1ShaderExtensions': 128}
SYNC_FLAGS = {'t': 1, 'g': 2, 'ugroup': 4, 'uglobal': 8}
RESINFO = {'': 0, 'rcpFloat': 1, 'uint': 2}
DIMS = {'buffer': 1}


class AsmError(Exception):
    pass


# ---- lexing helpers ----------------------------------------------------------------------

def _split_top(s, sep=','):
    """Splits at `sep` outside parentheses, brackets and braces."""
    out, depth, cur = [], 0, ''
    for ch in s:
        if ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _f32_bits(x):
    return struct.unpack('<I', struct.pack('<f', x))[0]


def _literal32(text):
    t = text.strip()
    if re.fullmatch(r'-?0x[0-9a-fA-F]+', t):
        v = int(t, 16)
    elif re.fullmatch(r'-?\d+', t):
        v = int(t)
    else:
        return _f32_bits(float(t))
    if not -(1 << 31) <= v < (1 << 32):
        raise AsmError('literal %s does not fit 32 bits' % t)
    return v & 0xFFFFFFFF


def _literal64(text):
    t = text.strip()
    if t.endswith('l'):
        t = t[:-1]
    if re.fullmatch(r'-?0x[0-9a-fA-F]+', t):
        return int(t, 16) & 0xFFFFFFFFFFFFFFFF
    return struct.unpack('<Q', struct.pack('<d', float(t)))[0]


COMP = {'x': 0, 'y': 1, 'z': 2, 'w': 3}


# ---- operands ----------------------------------------------------------------------------

class Operand:
    """One operand: type, indices (imm, rel operand or None), components."""
    def __init__(self, type_):
        self.type = type_
        self.indices = []       # (imm, rel Operand or None)
        self.ncomp = 4          # 0, 1 or 4
        self.sel = None         # ('mask', m) | ('swizzle', [c0..c3]) | ('select1', c)
        self.modifier = 0
        self.nonuniform = False
        self.values = []        # immediates

    def encode(self):
        tok = {0: 0, 1: 1, 4: 2}[self.ncomp]
        if self.ncomp == 4:
            kind, v = self.sel
            if kind == 'mask':
                tok |= v << 4
            elif kind == 'swizzle':
                tok |= 1 << 2
                for i, c in enumerate(v):
                    tok |= c << (4 + 2 * i)
            else:
                tok |= 2 << 2 | v << 4
        tok |= self.type << 12
        tok |= len(self.indices) << 20
        words = []
        ext = []
        if self.modifier or self.nonuniform:
            ext.append(1 | self.modifier << 6 | (1 << 17 if self.nonuniform else 0))
        idx_words = []
        for i, (imm, rel) in enumerate(self.indices):
            rep = 0 if rel is None else 3
            tok |= rep << (22 + 3 * i)
            idx_words.append(imm & 0xFFFFFFFF)
            if rel is not None:
                idx_words += rel.encode()
        if ext:
            tok |= 1 << 31
        words.append(tok)
        words += ext
        words += self.values
        words += idx_words
        return words


def _parse_components(text, is_dst):
    if not re.fullmatch(r'[xyzw]{1,4}', text):
        raise AsmError('bad component selection .%s' % text)
    if is_dst:
        m = 0
        last = -1
        for ch in text:
            c = COMP[ch]
            if c <= last:
                raise AsmError('write mask .%s is not in order' % text)
            last = c
            m |= 1 << c
        return ('mask', m)
    if len(text) == 1 or len(set(text)) == 1 and len(text) == 4:
        return ('select1', COMP[text[0]])
    if len(text) != 4:
        raise AsmError('source swizzle .%s needs 1 or 4 components' % text)
    return ('swizzle', [COMP[ch] for ch in text])


def _parse_index(text):
    """'3' -> (3, None); 'r0.x + 2' -> (2, operand r0.x)."""
    t = text.strip()
    if re.fullmatch(r'\d+', t):
        return (int(t), None)
    m = re.fullmatch(r'(.+?)\s*\+\s*(\d+)', t)
    if m:
        return (int(m.group(2)), parse_operand(m.group(1), False))
    return (0, parse_operand(t, False))


def parse_operand(text, is_dst, nocomp=False):
    """An operand as vkd3d prints it: [-][|]reg[index...][.comps][|] [{nonuniform}];
    SM 5.1 declarations name a range: t0[lower:upper] (upper * = unbounded)."""
    t = text.strip()
    nonuniform = False
    if t.endswith('{nonuniform}'):
        nonuniform = True
        t = t[:-len('{nonuniform}')].strip()
    op = _parse_operand(t, is_dst, nocomp)
    op.nonuniform = nonuniform
    return op


def _parse_operand(t, is_dst, nocomp):
    mod = 0
    if t.startswith('-'):
        mod = 1
        t = t[1:].strip()
    if t.startswith('|') and t.endswith('|'):
        mod = 3 if mod else 2
        t = t[1:-1].strip()
    if t == 'null':
        op = Operand(T_NULL)
        op.ncomp = 0
        return op
    m = re.fullmatch(r'([ld])\((.*)\)', t)
    if m:
        vals = [v for v in _split_top(m.group(2))]
        if m.group(1) == 'l':
            op = Operand(T_IMM32)
            op.values = [_literal32(v) for v in vals]
            if len(vals) not in (1, 4):
                raise AsmError('l() with %d values' % len(vals))
            op.ncomp = len(vals)
            if op.ncomp == 4:
                op.sel = ('swizzle', [0, 1, 2, 3])
        else:
            op = Operand(T_IMM64)
            words = []
            for v in vals:
                q = _literal64(v)
                words += [q & 0xFFFFFFFF, q >> 32]
            if len(vals) not in (1, 2):
                raise AsmError('d() with %d values' % len(vals))
            op.values = words
            op.ncomp = 1 if len(vals) == 1 else 4
            if op.ncomp == 4:
                op.sel = ('swizzle', [0, 1, 2, 3])
        op.modifier = mod
        return op
    m = re.fullmatch(r'([A-Za-z]+?)(\d*)((?:\[[^\]]*\])*)(?:\.([xyzw]+))?', t)
    if not m:
        raise AsmError('cannot parse operand %r' % text)
    name, num, subs, comps = m.groups()
    if name + num in SPECIAL:
        op = Operand(SPECIAL[name + num])
    elif name in REGFILE:
        op = Operand(REGFILE[name])
        if name != 'icb':
            if not num:
                raise AsmError('%s without a register number' % name)
            op.indices.append((int(num), None))
    else:
        raise AsmError('unknown register %r' % text)
    for sub in re.findall(r'\[([^\]]*)\]', subs):
        rng = re.fullmatch(r'\s*(\d+)\s*:\s*(\d+|\*)\s*', sub)
        if rng:
            op.indices.append((int(rng.group(1)), None))
            op.indices.append((0xFFFFFFFF if rng.group(2) == '*' else int(rng.group(2)), None))
        else:
            op.indices.append(_parse_index(sub))
    op.modifier = mod
    if nocomp or comps is None and op.type in (T_UAV, T_TGSM, T_RESOURCE):
        op.ncomp = 0
    elif comps is None:
        op.sel = ('mask', 0xF) if is_dst else ('swizzle', [0, 1, 2, 3])
    else:
        op.sel = _parse_components(comps, is_dst)
    return op


# ---- instructions --------------------------------------------------------------------------

def _opcode_token(code, length, controls=0, sat=False, nz=False, precise=0):
    return code | controls << 11 | (1 << 13 if sat else 0) | (1 << 18 if nz else 0) | precise << 19 | length << 24


def _instr(code, operands, controls=0, extra=(), **kw):
    body = []
    for o in operands:
        body += o.encode()
    body += list(extra)
    n = 1 + len(body)
    if n > 127:
        raise AsmError('instruction of %d dwords' % n)
    return [_opcode_token(code, n, controls, **kw)] + body


def _ret_type(text):
    parts = [p.strip() for p in text.strip('()').split(',')]
    if len(parts) != 4:
        raise AsmError('return type %s needs four components' % text)
    v = 0
    for i, p in enumerate(parts):
        v |= RET_TYPES[p] << (4 * i)
    return v


def _decl(line, sm51=False):
    """Declarations; returns token words or None when `line` is not one.
    SM 5.1 resource declarations end in `, space=N` (a dword after the
    others) and name register ranges."""
    word, _, rest = line.partition(' ')
    rest = rest.strip()
    space = []
    m = re.fullmatch(r'(.*),\s*space=(\d+)', rest)
    if m:
        rest, space = m.group(1).strip(), [int(m.group(2))]
    elif sm51 and word.startswith(('dcl_resource', 'dcl_uav', 'dcl_constantBuffer', 'dcl_sampler')):
        space = [0]
    if word == 'dcl_temps':
        return [_opcode_token(104, 2), int(rest)]
    if word == 'dcl_thread_group':
        xyz = [int(v) for v in _split_top(rest)]
        return [_opcode_token(155, 4)] + xyz
    if word == 'dcl_globalFlags':
        f = 0
        for name in rest.split('|'):
            f |= GLOBAL_FLAGS[name.strip()]
        return [_opcode_token(106, 1, f)]
    if word == 'dcl_input':
        op = parse_operand(rest, True)
        return _instr(95, [op])
    m = re.fullmatch(r'dcl_(resource|uav)_raw(_glc)?', word)
    if m:
        code = 161 if m.group(1) == 'resource' else 157
        return _instr(code, [parse_operand(rest, True, nocomp=True)], (0x20 if m.group(2) else 0), space)
    m = re.fullmatch(r'dcl_(resource|uav)_structured(_glc)?(_opc)?', word)
    if m:
        reg, stride = _split_top(rest)
        code = 162 if m.group(1) == 'resource' else 158
        ctl = (0x20 if m.group(2) else 0) | (0x1000 if m.group(3) else 0)
        return _instr(code, [parse_operand(reg, True, nocomp=True)], ctl, [int(stride)] + space)
    m = re.fullmatch(r'dcl_(resource|uav_typed)_(buffer)', word)
    if m:
        mm = re.fullmatch(r'(\([^)]*\))\s+(\S+)', rest)
        code = 88 if m.group(1) == 'resource' else 156
        return _instr(code, [parse_operand(mm.group(2), True, nocomp=True)], DIMS[m.group(2)],
                      [_ret_type(mm.group(1))] + space)
    if word == 'dcl_constantBuffer':
        reg, access = _split_top(rest)
        op = Operand(T_CB)
        op.sel = ('swizzle', [0, 1, 2, 3])
        ctl = 1 if access == 'dynamicIndexed' else 0
        mm = re.fullmatch(r'cb(\d+)\[(\d+)\]', reg)
        if mm:
            op.indices = [(int(mm.group(1)), None), (int(mm.group(2)), None)]
            return _instr(89, [op], ctl)
        # SM 5.1: cb#[lower:upper][rows], the rows and the space as dwords
        mm = re.fullmatch(r'cb(\d+)\[(\d+):(\d+|\*)\]\[(\d+)\]', reg)
        upper = 0xFFFFFFFF if mm.group(3) == '*' else int(mm.group(3))
        op.indices = [(int(mm.group(1)), None), (int(mm.group(2)), None), (upper, None)]
        return _instr(89, [op], ctl, [int(mm.group(4))] + space)
    if word == 'dcl_tgsm_raw':
        reg, size = _split_top(rest)
        return _instr(159, [parse_operand(reg, True, nocomp=True)], 0, [int(size)])
    if word == 'dcl_tgsm_structured':
        reg, stride, count = _split_top(rest)
        return _instr(160, [parse_operand(reg, True, nocomp=True)], 0, [int(stride), int(count)])
    if word == 'dcl_indexableTemp':
        mm = re.fullmatch(r'x(\d+)\[(\d+)\],\s*(\d+)', rest)
        return [_opcode_token(105, 4), int(mm.group(1)), int(mm.group(2)), int(mm.group(3))]
    return None


def _instruction(line):
    precise = 0
    m = re.search(r'\s*\[precise(?:\(([xyzw]+)\))?\]', line)
    if m:
        precise = 0xF if not m.group(1) else sum(1 << COMP[c] for c in m.group(1))
        line = line[:m.start()] + line[m.end():]
    word, _, rest = line.partition(' ')
    sat = nz = False
    controls = 0
    base = word
    if base.endswith('_sat'):
        sat, base = True, base[:-4]
    if base.startswith('sync'):
        for f in base.split('_')[1:]:
            controls |= SYNC_FLAGS[f]
        base = 'sync'
    elif base.startswith('resinfo'):
        controls = RESINFO[base[len('resinfo_'):] if base != 'resinfo' else '']
        base = 'resinfo'
    elif re.fullmatch(r'(if|breakc|continuec|retc|breakp|retp)_(nz|z)', base):
        base, cond = base.rsplit('_', 1)
        nz = cond == 'nz'
        # vkd3d prints breakc and retc as breakp and retp
        base = {'breakp': 'breakc', 'retp': 'retc'}.get(base, base)
    if base not in _OPS:
        raise AsmError('unknown instruction %r' % word)
    code, ndst, nsrc = _OPS[base]
    texts = _split_top(rest) if rest.strip() else []
    if len(texts) != ndst + nsrc:
        raise AsmError('%s takes %d operands, got %d' % (base, ndst + nsrc, len(texts)))
    ops = []
    for i, t in enumerate(texts):
        is_dst = i < ndst
        ops.append(parse_operand(t, is_dst))
    return _instr(code, ops, controls, sat=sat, nz=nz, precise=precise)


def _icb(lines):
    """dcl_immediateConstantBuffer { {a, b, c, d}, ... } -> customdata words."""
    text = ' '.join(lines)
    vals = [_literal32(v) for v in re.findall(r'-?0x[0-9a-fA-F]+|-?[0-9][0-9.eE+-]*', text.split('{', 1)[1])]
    if len(vals) % 4:
        raise AsmError('immediate constant buffer of %d values (a multiple of 4)' % len(vals))
    return [53 | 3 << 11, 2 + len(vals)] + vals


def assemble_tokens(text):
    """Program tokens (version, length, instructions) of assembly `text`."""
    lines = [ln.split('//')[0].strip() for ln in text.splitlines()]
    lines = [ln for ln in lines if ln]
    m = re.fullmatch(r'(cs)_(\d)_(\d)', lines[0])
    if not m:
        raise AsmError('the first line must be the profile (cs_5_0), not %r' % lines[0])
    major, minor = int(m.group(2)), int(m.group(3))
    words = []
    i = 1
    while i < len(lines):
        ln = lines[i]
        try:
            if ln.startswith('dcl_immediateConstantBuffer'):
                j = i
                depth = 0
                while True:
                    depth += lines[j].count('{') - lines[j].count('}')
                    if depth == 0 and '{' in ' '.join(lines[i:j + 1]):
                        break
                    j += 1
                words += _icb(lines[i:j + 1])
                i = j + 1
                continue
            w = _decl(ln, (major, minor) >= (5, 1))
            if w is None:
                w = _instruction(ln)
        except (AsmError, KeyError, ValueError, AttributeError, TypeError) as e:
            raise AsmError('line %r: %s' % (ln, e))
        words += w
        i += 1
    version = 5 << 16 | major << 4 | minor  # program type 5 = compute
    return [version, 2 + len(words)] + words


# ---- the container ---------------------------------------------------------------------------

def _md5_compress(state, block):
    """MD5's compression function (RFC 1321) on one 64-byte block."""
    import math
    K = [int(abs(math.sin(i + 1)) * (1 << 32)) & 0xFFFFFFFF for i in range(64)]
    S = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
    X = struct.unpack('<16I', block)
    a, b, c, d = state
    for i in range(64):
        if i < 16:
            f, g = (b & c) | (~b & d), i
        elif i < 32:
            f, g = (d & b) | (~d & c), (5 * i + 1) % 16
        elif i < 48:
            f, g = b ^ c ^ d, (3 * i + 5) % 16
        else:
            f, g = c ^ (b | (~d & 0xFFFFFFFF)), (7 * i) % 16
        f = (f + a + K[i] + X[g]) & 0xFFFFFFFF
        a, d, c = d, c, b
        b = (b + ((f << S[i]) | (f >> (32 - S[i])))) & 0xFFFFFFFF
    return [(x + y) & 0xFFFFFFFF for x, y in zip(state, (a, b, c, d))]


def dxbc_checksum(data):
    """The DXBC container checksum: MD5 over the bytes after the checksum
    field, with D3D's own final block (the bit count first, and
    (bits >> 2) | 1 last)."""
    msg = data[20:]
    bits = (len(msg) * 8) & 0xFFFFFFFF
    state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
    full = len(msg) // 64 * 64
    for o in range(0, full, 64):
        state = _md5_compress(state, msg[o:o + 64])
    rest = msg[full:]
    if len(rest) >= 56:
        state = _md5_compress(state, (rest + b'\x80').ljust(64, b'\0'))
        last = struct.pack('<I', bits) + b'\0' * 56
    else:
        last = (struct.pack('<I', bits) + rest + b'\x80').ljust(60, b'\0')
    last += struct.pack('<I', (bits >> 2) | 1)
    state = _md5_compress(state, last)
    return struct.pack('<4I', *state)


def container(tokens):
    parts = [(b'ISGN', struct.pack('<II', 0, 8)), (b'OSGN', struct.pack('<II', 0, 8)),
             (b'SHEX', struct.pack('<%dI' % len(tokens), *tokens))]
    header = 32 + 4 * len(parts)
    offsets, body = [], b''
    for tag, data in parts:
        offsets.append(header + len(body))
        body += tag + struct.pack('<I', len(data)) + data
    total = header + len(body)
    blob = b'DXBC' + b'\0' * 16 + struct.pack('<III', 1, total, len(parts))
    blob += struct.pack('<%dI' % len(parts), *offsets) + body
    return blob[:4] + dxbc_checksum(blob) + blob[20:]


def assemble(text):
    return container(assemble_tokens(text))


def shader_tokens(blob):
    """The SHEX/SHDR tokens of a container."""
    n = struct.unpack_from('<I', blob, 28)[0]
    for o in struct.unpack_from('<%dI' % n, blob, 32):
        tag, size = blob[o:o + 4], struct.unpack_from('<I', blob, o + 4)[0]
        if tag in (b'SHEX', b'SHDR'):
            return list(struct.unpack_from('<%dI' % (size // 4), blob, o + 8))
    raise AsmError('no SHEX/SHDR part')
