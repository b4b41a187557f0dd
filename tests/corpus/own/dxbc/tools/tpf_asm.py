#!/usr/bin/env python3
"""A small assembler for SM 4.0-5.1 tokenized programs (DXBC containers).

It is the one assembler of the DXBC test corpus (compute areas through
tests/corpus/own/gen/gen_dxbc.py, render tests through render/tools/build.sh,
error tests, and tests/regressions/make_hostile.py): vkd3d-compiler 1.17, the
only HLSL to SM 4/5 compiler that runs here, cannot emit several constructs
the translator must handle (SV_ClipDistance, SV_Coverage, SV_DepthGreaterEqual,
`sample` interpolation, eval_*, lod, sample_pos, GS instancing, structured
buffers, UAV counters, switch fallthrough, swapc, doubles' d() immediates...).
Those shaders are written in assembly text and assembled by this script.

The text is the d3d-asm listing vkd3d-compiler prints (`-b d3d-asm
--formatting=+signatures`) for the subset the tests use, so that
`vkd3d-compiler -x dxbc-tpf -b d3d-asm` of the output reads back as the
source (the corpus keeps that listing beside each assembled shader as an
independent check):

    ps_5_0
    .input
    .param SV_Position.xyzw, v0.xyzw, float, POS
    .param TEXCOORD1.xy, v1.xy, float            (semantic index from the name's trailing digits)
    .output
    .param SV_Target.xyzw, o0.xyzw, float, TARGET
    .param SV_Depth, oDepth, float, DEPTH        (no register)
    .text
    dcl_input_ps linear centroid v1.xy
    sample_indexable(texture2d)(float,float,float,float) r0.xyzw, v1.xyxx, t0.xyzw, s0
    mov_sat o0.xyzw, -|r0.xyzw|
    ret

The second mask of a `.param` is the components the shader uses: read for
inputs, written for outputs (D3D stores the components never written). A
program without signatures (compute) may start its code at once, without
`.text`. Comments start with `//` or `;`. Everything checked: an unknown name
or a malformed operand is an error naming the line.

Encodings follow FXC's where the text allows a choice: a source `.x` is a
one-component select and `.xxxx` a swizzle (vkd3d lists both as `.x`);
`l(a, b, c, d)` and `d(a, b)` are four-component immediates without a
swizzle.

usage: tpf_asm.py IN.tpf OUT.dxbc
"""
import re
import struct
import sys

# ---------------------------------------------------------------- opcodes
# D3D10_SB_OPCODE_TYPE / D3D11_SB_OPCODE_TYPE values by assembly name.
OPCODES = {
    'add': 0x00, 'and': 0x01, 'break': 0x02, 'breakc': 0x03, 'call': 0x04, 'callc': 0x05, 'case': 0x06,
    'continue': 0x07, 'continuec': 0x08, 'cut': 0x09, 'default': 0x0a, 'deriv_rtx': 0x0b, 'deriv_rty': 0x0c,
    'discard': 0x0d, 'div': 0x0e, 'dp2': 0x0f, 'dp3': 0x10, 'dp4': 0x11, 'else': 0x12, 'emit': 0x13,
    'emitthencut': 0x14, 'endif': 0x15, 'endloop': 0x16, 'endswitch': 0x17, 'eq': 0x18, 'exp': 0x19,
    'frc': 0x1a, 'ftoi': 0x1b, 'ftou': 0x1c, 'ge': 0x1d, 'iadd': 0x1e, 'if': 0x1f, 'ieq': 0x20, 'ige': 0x21,
    'ilt': 0x22, 'imad': 0x23, 'imax': 0x24, 'imin': 0x25, 'imul': 0x26, 'ine': 0x27, 'ineg': 0x28,
    'ishl': 0x29, 'ishr': 0x2a, 'itof': 0x2b, 'label': 0x2c, 'ld': 0x2d, 'ld_ms': 0x2e, 'log': 0x2f,
    'loop': 0x30, 'lt': 0x31, 'mad': 0x32, 'min': 0x33, 'max': 0x34, 'customdata': 0x35, 'mov': 0x36,
    'movc': 0x37, 'mul': 0x38, 'ne': 0x39, 'nop': 0x3a, 'not': 0x3b, 'or': 0x3c, 'resinfo': 0x3d, 'ret': 0x3e,
    'retc': 0x3f, 'round_ne': 0x40, 'round_ni': 0x41, 'round_pi': 0x42, 'round_z': 0x43, 'rsq': 0x44,
    'sample': 0x45, 'sample_c': 0x46, 'sample_c_lz': 0x47, 'sample_l': 0x48, 'sample_d': 0x49,
    'sample_b': 0x4a, 'sqrt': 0x4b, 'switch': 0x4c, 'sincos': 0x4d, 'udiv': 0x4e, 'ult': 0x4f, 'uge': 0x50,
    'umul': 0x51, 'umad': 0x52, 'umax': 0x53, 'umin': 0x54, 'ushr': 0x55, 'utof': 0x56, 'xor': 0x57,
    'dcl_resource': 0x58, 'dcl_constantbuffer': 0x59, 'dcl_sampler': 0x5a, 'dcl_index_range': 0x5b,
    'dcl_outputtopology': 0x5c, 'dcl_inputprimitive': 0x5d, 'dcl_maxout': 0x5e, 'dcl_input': 0x5f,
    'dcl_input_sgv': 0x60, 'dcl_input_siv': 0x61, 'dcl_input_ps': 0x62, 'dcl_input_ps_sgv': 0x63,
    'dcl_input_ps_siv': 0x64, 'dcl_output': 0x65, 'dcl_output_sgv': 0x66, 'dcl_output_siv': 0x67,
    'dcl_temps': 0x68, 'dcl_indexabletemp': 0x69, 'dcl_globalflags': 0x6a,
    'lod': 0x6c, 'gather4': 0x6d, 'sample_pos': 0x6e, 'sample_info': 0x6f,
    'emit_stream': 0x75, 'cut_stream': 0x76, 'emitthencut_stream': 0x77, 'bufinfo': 0x79,
    'deriv_rtx_coarse': 0x7a, 'deriv_rtx_fine': 0x7b, 'deriv_rty_coarse': 0x7c, 'deriv_rty_fine': 0x7d,
    'gather4_c': 0x7e, 'gather4_po': 0x7f, 'gather4_po_c': 0x80, 'rcp': 0x81, 'f32tof16': 0x82,
    'f16tof32': 0x83, 'countbits': 0x86, 'firstbit_hi': 0x87, 'firstbit_lo': 0x88, 'firstbit_shi': 0x89,
    'ubfe': 0x8a, 'ibfe': 0x8b, 'bfi': 0x8c, 'bfrev': 0x8d, 'swapc': 0x8e, 'dcl_stream': 0x8f,
    'dcl_thread_group': 0x9b, 'dcl_uav_typed': 0x9c, 'dcl_uav_raw': 0x9d, 'dcl_uav_structured': 0x9e,
    'dcl_resource_raw': 0xa1, 'dcl_resource_structured': 0xa2, 'ld_uav_typed': 0xa3, 'store_uav_typed': 0xa4,
    'ld_raw': 0xa5, 'store_raw': 0xa6, 'ld_structured': 0xa7, 'store_structured': 0xa8, 'sync': 0xbe,
    'eval_snapped': 0xcb, 'eval_sample_index': 0xcc, 'eval_centroid': 0xcd, 'dcl_gs_instances': 0xce,
    'gather4_s': 0xdb, 'gather4_c_s': 0xdc, 'gather4_po_s': 0xdd, 'gather4_po_c_s': 0xde, 'ld_s': 0xdf,
    'ld_ms_s': 0xe0, 'ld_uav_typed_s': 0xe1, 'ld_raw_s': 0xe2, 'ld_structured_s': 0xe3, 'sample_l_s': 0xe4,
    'sample_c_lz_s': 0xe5, 'sample_cl_s': 0xe6, 'sample_b_cl_s': 0xe7, 'sample_d_cl_s': 0xe8,
    'sample_c_cl_s': 0xe9, 'check_access_fully_mapped': 0xea,
    'hs_decls': 0x71, 'hs_control_point_phase': 0x72, 'hs_fork_phase': 0x73, 'hs_join_phase': 0x74,
    'uaddc': 0x84, 'usubb': 0x85, 'dcl_input_control_point_count': 0x93, 'dcl_output_control_point_count': 0x94,
    'dcl_tessellator_domain': 0x95, 'dcl_tessellator_partitioning': 0x96,
    'dcl_tessellator_output_primitive': 0x97, 'dcl_hs_max_tessfactor': 0x98,
    'dcl_hs_fork_phase_instance_count': 0x99, 'dcl_hs_join_phase_instance_count': 0x9a,
    'dcl_tgsm_raw': 0x9f, 'dcl_tgsm_structured': 0xa0,
    'atomic_and': 0xa9, 'atomic_or': 0xaa, 'atomic_xor': 0xab, 'atomic_cmp_store': 0xac, 'atomic_iadd': 0xad,
    'atomic_imax': 0xae, 'atomic_imin': 0xaf, 'atomic_umax': 0xb0, 'atomic_umin': 0xb1,
    'imm_atomic_alloc': 0xb2, 'imm_atomic_consume': 0xb3, 'imm_atomic_iadd': 0xb4, 'imm_atomic_and': 0xb5,
    'imm_atomic_or': 0xb6, 'imm_atomic_xor': 0xb7, 'imm_atomic_exch': 0xb8, 'imm_atomic_cmp_exch': 0xb9,
    'imm_atomic_imax': 0xba, 'imm_atomic_imin': 0xbb, 'imm_atomic_umax': 0xbc, 'imm_atomic_umin': 0xbd,
    'msad': 0xd5,
    # doubles (SM 5.0; the _11_1 ones need enable11_1DoubleExtensions)
    'dadd': 0xbf, 'dmax': 0xc0, 'dmin': 0xc1, 'dmul': 0xc2, 'deq': 0xc3, 'dge': 0xc4, 'dlt': 0xc5, 'dne': 0xc6,
    'dmov': 0xc7, 'dmovc': 0xc8, 'dtof': 0xc9, 'ftod': 0xca, 'ddiv': 0xd2, 'dfma': 0xd3, 'drcp': 0xd4,
    'dtoi': 0xd6, 'dtou': 0xd7, 'itod': 0xd8, 'utod': 0xd9,
}
# vkd3d's spellings of a few.
ALIASES = {'dsx': 'deriv_rtx', 'dsy': 'deriv_rty', 'dsx_coarse': 'deriv_rtx_coarse', 'dsx_fine': 'deriv_rtx_fine',
           'dsy_coarse': 'deriv_rty_coarse', 'dsy_fine': 'deriv_rty_fine', 'ld2dms': 'ld_ms', 'ld2dms_s': 'ld_ms_s', 'breakp': 'breakc', 'continuep': 'continuec',
           'retp': 'retc', 'dcl_indexrange': 'dcl_index_range'}
# Conditional instructions: _nz / _z (opcode token bit 18).
TESTS = {'breakc', 'continuec', 'retc', 'if', 'discard'}

RESOURCE_DIMS = {'buffer': 1, 'texture1d': 2, 'texture2d': 3, 'texture2dms': 4, 'texture3d': 5,
                 'texturecube': 6, 'texture1darray': 7, 'texture2darray': 8, 'texture2dmsarray': 9,
                 'texturecubearray': 10, 'raw_buffer': 11, 'structured_buffer': 12}
RETURN_TYPES = {'unorm': 1, 'snorm': 2, 'sint': 3, 'int': 3, 'uint': 4, 'float': 5, 'mixed': 6, 'double': 7}
INTERP = {'constant': 1, 'linear': 2, 'linear centroid': 3, 'linear noperspective': 4,
          'linear noperspective centroid': 5, 'linear sample': 6, 'linear noperspective sample': 7}
GLOBAL_FLAGS = {'refactoringAllowed': 1, 'enableDoublePrecisionFloatOps': 2, 'forceEarlyDepthStencil': 4,
                'enableRawAndStructuredBuffers': 8, 'skipOptimization': 16, 'enableMinimumPrecision': 32,
                'enable11_1DoubleExtensions': 64, 'enable11_1ShaderExtensions': 128}
INPUT_PRIMITIVES = {'point': 1, 'pointlist': 1, 'line': 2, 'linelist': 2, 'triangle': 3, 'trianglelist': 3,
                    'lineadj': 6, 'linelist_adj': 6, 'triangleadj': 7, 'trianglelist_adj': 7}
OUTPUT_TOPOLOGIES = {'pointlist': 1, 'linelist': 2, 'linestrip': 3, 'trianglelist': 4, 'trianglestrip': 5}
# D3D10_SB_NAME of dcl_*_siv / dcl_*_sgv.
SB_NAMES = {'position': 1, 'clip_distance': 2, 'cull_distance': 3, 'render_target_array_index': 4,
            'viewport_array_index': 5, 'vertex_id': 6, 'primitive_id': 7, 'instance_id': 8,
            'is_front_face': 9, 'sample_index': 10,
            'finalQuadUeq0EdgeTessFactor': 11, 'finalQuadVeq0EdgeTessFactor': 12,
            'finalQuadUeq1EdgeTessFactor': 13, 'finalQuadVeq1EdgeTessFactor': 14,
            'finalQuadUInsideTessFactor': 15, 'finalQuadVInsideTessFactor': 16,
            'finalTriUeq0EdgeTessFactor': 17, 'finalTriVeq0EdgeTessFactor': 18, 'finalTriWeq0EdgeTessFactor': 19,
            'finalTriInsideTessFactor': 20, 'finalLineDetailTessFactor': 21, 'finalLineDensityTessFactor': 22}
SYNC_FLAGS = {'t': 1, 'g': 2, 'ugroup': 4, 'uglobal': 8}
# Instructions without destination operands, and with two.
NO_DST = {n: 0 for n in ('if', 'discard', 'breakc', 'continuec', 'retc', 'case', 'switch', 'emit_stream',
                         'cut_stream', 'emitthencut_stream', 'ret', 'else', 'endif', 'loop', 'endloop', 'break',
                         'continue', 'default', 'endswitch', 'emit', 'cut', 'emitthencut', 'nop', 'sync',
                         'label', 'call', 'callc')}
# atomics without a result write their UAV / g# like a destination
NO_DST.update({n: 0 for n in ('hs_decls', 'hs_control_point_phase', 'hs_fork_phase', 'hs_join_phase')})
TWO_DST = {'imul', 'umul', 'udiv', 'sincos', 'swapc', 'uaddc', 'usubb', 'imm_atomic_iadd', 'imm_atomic_and',
           'imm_atomic_or', 'imm_atomic_xor', 'imm_atomic_exch', 'imm_atomic_cmp_exch', 'imm_atomic_imax',
           'imm_atomic_imin', 'imm_atomic_umax', 'imm_atomic_umin'}
TESS_DOMAINS = {'domain_isoline': 1, 'domain_tri': 2, 'domain_quad': 3}
TESS_PARTITIONINGS = {'partitioning_integer': 1, 'partitioning_pow2': 2, 'partitioning_fractional_odd': 3,
                      'partitioning_fractional_even': 4}
TESS_OUTPUTS = {'output_point': 1, 'output_line': 2, 'output_triangle_cw': 3, 'output_triangle_ccw': 4}
UAV_FLAGS = {'glc': 1 << 5, 'rov': 1 << 6, 'opc': 1 << 12}  # opcode-token bits 16, 17 and 23, as controls

# Operand types (D3D10_SB_OPERAND_TYPE) by register prefix.
REG_INDEXED = {'r': 0, 'v': 1, 'o': 2, 'x': 3, 's': 6, 't': 7, 'cb': 8, 'icb': 9, 'm': 16, 'u': 30, 'g': 31,
               'vicp': 25, 'vocp': 26, 'vpc': 27}
REG_SPECIAL = {'primID': 11, 'vPrim': 11, 'oDepth': 12, 'null': 13, 'rasterizer': 14, 'oMask': 15,
               'vOutputControlPointID': 22, 'vForkInstanceId': 23, 'vJoinInstanceId': 24, 'vDomainLocation': 28,
               'vThreadID': 32, 'vThreadGroupID': 33, 'vThreadIDInGroup': 34, 'vCoverage': 35,
               'vThreadIDInGroupFlattened': 36, 'vGSInstanceID': 37, 'oDepthGE': 38, 'oDepthLE': 39,
               'oStencilRef': 41, 'vInnerCoverage': 42}
# Registers with no components, or one (as the decoder and D3D's runtime expect them).
NO_COMPONENTS = {6, 7, 13, 14, 16, 30, 31}
ONE_COMPONENT = {11, 12, 15, 22, 23, 24, 35, 36, 37, 38, 39, 41, 42}

# Signature parts.
COMPONENT_TYPES = {'uint': 1, 'int': 2, 'float': 3}
SIG_SYSVALS = {'NONE': 0, 'POS': 1, 'CLIPDST': 2, 'CULLDST': 3, 'RTINDEX': 4, 'VPINDEX': 5, 'VERTID': 6,
               'PRIMID': 7, 'INSTID': 8, 'FFACE': 9, 'SAMPLE': 10, 'QUADEDGE': 11, 'QUADINT': 12, 'TRIEDGE': 13,
               'TRIINT': 14, 'LINEDET': 15, 'LINEDEN': 16,
               # pixel-shader outputs: D3D stores 0 and names them by semantic
               'TARGET': 0, 'DEPTH': 0, 'COVERAGE': 0, 'DEPTHGE': 0, 'DEPTHLE': 0, 'STENCILREF': 0}
PROGRAM_TYPES = {'ps': 0, 'vs': 1, 'gs': 2, 'hs': 3, 'ds': 4, 'cs': 5}
MASK_RE = re.compile(r'^[xyzw]{1,4}$')


class AsmError(Exception):
    pass


def mask_bits(s):
    m = 0
    for c in s:
        m |= 1 << 'xyzw'.index(c)
    return m


def f32_bits(text):
    return struct.unpack('<I', struct.pack('<f', float(text)))[0]


def literal(text):
    """An immediate: a float (has '.', 'e' or is inf/nan), hex (0x...) or a decimal integer."""
    t = text.strip()
    if re.match(r'^-?0x[0-9a-fA-F]+$', t):
        v = int(t, 16)
    elif re.match(r'^-?\d+$', t):
        v = int(t)
    elif re.match(r'^-?(\d+\.?\d*(e[+-]?\d+)?|inf|nan)$', t, re.I):
        return f32_bits(t)
    else:
        raise AsmError('bad immediate %r' % text)
    if not -(1 << 31) <= v < (1 << 32):
        raise AsmError('immediate %r does not fit 32 bits' % text)
    return v & 0xFFFFFFFF


def literal64(text):
    """A d() immediate: a double as vkd3d prints it (1.000000e+00l) or its bits in hex."""
    t = text.strip()
    if t.endswith('l'):
        t = t[:-1]
    if re.match(r'^-?0x[0-9a-fA-F]+$', t):
        v = int(t, 16)
        if not -(1 << 63) <= v < (1 << 64):
            raise AsmError('immediate %r does not fit 64 bits' % text)
        return v & 0xFFFFFFFFFFFFFFFF
    if not re.match(r'^-?(\d+\.?\d*(e[+-]?\d+)?|inf|nan)$', t, re.I):
        raise AsmError('bad double immediate %r' % text)
    return struct.unpack('<Q', struct.pack('<d', float(t)))[0]


def split_top(text, sep=','):
    """Splits at `sep` outside brackets and parentheses."""
    out, depth, cur = [], 0, ''
    for ch in text:
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


# ---------------------------------------------------------------- operands
class Assembler:
    def __init__(self, sm51):
        self.sm51 = sm51

    def index(self, text):
        """One register index: '3', 'r0.x + 2', 'r1.y'. Returns (representation, tokens)."""
        t = text.strip()
        if re.match(r'^\d+$', t):
            return 0, [int(t)]
        m = re.match(r'^(.*?)\s*\+\s*(\d+)$', t)
        rel, imm = (m.group(1), int(m.group(2))) if m else (t, None)
        rel_tokens = self.operand(rel, is_dst=False, relative=True)
        if imm is None:
            return 2, rel_tokens
        return 3, [imm] + rel_tokens

    def operand(self, text, is_dst, relative=False):
        t = text.strip()
        nonuniform = False
        if t.endswith('{nonuniform}'):
            nonuniform = True
            t = t[:-len('{nonuniform}')].strip()
        mod = 0
        if t.startswith('-|') and t.endswith('|'):
            mod, t = 3, t[2:-1]
        elif t.startswith('|') and t.endswith('|'):
            mod, t = 2, t[1:-1]
        elif t.startswith('-'):
            mod, t = 1, t[1:]
        if t.startswith('l(') or t.startswith('d('):
            if mod or is_dst:
                raise AsmError('a modified or written immediate: %r' % text)
            if t.startswith('d('):
                # two dwords per double (low first); two doubles fill the four components
                doubles = [literal64(x) for x in split_top(t[2:-1])]
                if len(doubles) not in (1, 2):
                    raise AsmError('a double immediate has 1 or 2 values: %r' % text)
                vals = [w for q in doubles for w in (q & 0xFFFFFFFF, q >> 32)]
                otype = 5
            else:
                vals = [literal(x) for x in split_top(t[2:-1])]
                if len(vals) not in (1, 4):
                    raise AsmError('an immediate has 1 or 4 components: %r' % text)
                otype = 4
            # four components in mask mode with an empty mask, as FXC writes them
            tok = (1 if len(vals) <= 2 else 2) | (otype << 12)
            return [tok] + vals
        # register, its indices and the component selection after the last ']' or the name
        m = re.match(r'^([A-Za-z]+)(\d*)((?:\[[^\[\]]*(?:\[[^\[\]]*\][^\[\]]*)*\])*)(?:\.([xyzw]+))?$', t)
        if not m:
            raise AsmError('bad operand %r' % text)
        name, num, brackets, sel = m.group(1), m.group(2), m.group(3), m.group(4)
        indices = []
        if num:
            indices.append(num)
        for b in re.findall(r'\[((?:[^\[\]]|\[[^\[\]]*\])*)\]', brackets):
            indices.append(b)
        lname = name
        if name in REG_SPECIAL and not num and not brackets:
            otype = REG_SPECIAL[name]
        elif name in REG_INDEXED or name in ('CB', 'T', 'S', 'U'):
            otype = REG_INDEXED[name.lower() if name in ('CB', 'T', 'S', 'U') else name]
        else:
            raise AsmError('unknown register %r in %r' % (lname, text))
        if otype in (13, 16) and sel:
            raise AsmError('%r takes no component selection' % text)
        # Components as written: a selection means four (mask, swizzle or select-1); without one,
        # one-component registers have one, the others none (samplers, resources and UAVs named
        # whole) or, for data registers, all four.
        if sel:
            ncomp = 2
        elif otype in ONE_COMPONENT:
            ncomp = 1
        elif otype in NO_COMPONENTS or otype == 14:
            ncomp = 0
        else:
            ncomp = 2
        tok = (otype << 12)
        if ncomp == 2:
            tok |= 2
            if is_dst:
                s = sel or 'xyzw'
                if not MASK_RE.match(s) or ''.join(sorted(s, key='xyzw'.index)) != s or len(set(s)) != len(s):
                    raise AsmError('bad write mask .%s in %r' % (s, text))
                tok |= 0 << 2 | mask_bits(s) << 4
            elif relative or (sel and len(sel) == 1):
                # one component: select-1 mode (`.x`; a swizzle would print as `.xxxx`)
                if not sel or len(sel) != 1:
                    raise AsmError('a relative index selects one component: %r' % text)
                tok |= 2 << 2 | 'xyzw'.index(sel) << 4
            else:
                s = sel or 'xyzw'
                if len(s) != 4:
                    raise AsmError('a source swizzle has 1 or 4 components: %r' % text)
                sw = 0
                for i, c in enumerate(s):
                    sw |= 'xyzw'.index(c) << (2 * i)
                tok |= 1 << 2 | sw << 4
        elif ncomp == 1:
            tok |= 1
        if len(indices) > 3:
            raise AsmError('more than 3 indices: %r' % text)
        tok |= len(indices) << 20
        extra = []
        for i, ix in enumerate(indices):
            rep, toks = self.index(ix)
            tok |= rep << (22 + 3 * i)
            extra += toks
        ext = []
        if mod or nonuniform:
            tok |= 1 << 31
            ext = [1 | mod << 6 | (1 << 17 if nonuniform else 0)]
        return [tok] + ext + extra


# ---------------------------------------------------------------- instructions
def parse_mnemonic(word):
    """'sample_indexable(texture2d)(float,float,float,float)' -> base, [groups]."""
    word = re.sub(r',\s+', ',', word)
    m = re.match(r'^([A-Za-z_0-9]+)((?:\([^()]*\))*)$', word)
    if not m:
        raise AsmError('bad instruction name %r' % word)
    return m.group(1), re.findall(r'\(([^()]*)\)', m.group(2))


def assemble_instruction(asm, line, sm):
    # '[precise(xy)]' after the name
    precise = 0
    pm = re.search(r'\s*\[precise(?:\(([xyzw]+)\))?\]', line)
    if pm:
        precise = mask_bits(pm.group(1) or 'xyzw')
        line = line[:pm.start()] + line[pm.end():]
    line = re.sub(r'\(([^()]*)\)', lambda m: '(' + re.sub(r',\s+', ',', m.group(1)) + ')', line, count=0) \
        if re.match(r'^[A-Za-z_0-9]+\(', line) else line
    mm = re.match(r'^([A-Za-z_0-9]+(?:\([^()]*\))*)\s*(.*)$', line)
    parts = [mm.group(1), mm.group(2)] if mm.group(2) else [mm.group(1)]
    base, groups = parse_mnemonic(parts[0])
    rest = parts[1] if len(parts) > 1 else ''
    lname = base.lower()
    controls = 0
    if lname.endswith('_sat'):
        controls |= 1 << 2  # bit 13 of the token
        lname = lname[:-4]
    indexable = False
    if lname.endswith('_indexable'):
        indexable = True
        lname = lname[:-len('_indexable')]
    test = None
    for suffix, nz in (('_nz', 1), ('_z', 0)):
        if lname.endswith(suffix) and ALIASES.get(lname[:-len(suffix)], lname[:-len(suffix)]) in TESTS:
            test, lname = nz, lname[:-len(suffix)]
    lname = ALIASES.get(lname, lname)
    resinfo_mode = None
    if lname.startswith('resinfo'):
        resinfo_mode = {'resinfo': 0, 'resinfo_rcpfloat': 1, 'resinfo_uint': 2}.get(lname)
        if resinfo_mode is None:
            raise AsmError('bad resinfo form %r' % base)
        lname = 'resinfo'
    info_uint = False
    if lname == 'sample_info_uint':
        info_uint, lname = True, 'sample_info'
    sync = 0
    if lname.startswith('sync_'):
        for f in lname[5:].split('_'):
            if f not in SYNC_FLAGS:
                raise AsmError('bad sync flag %r' % f)
            sync |= SYNC_FLAGS[f]
        lname = 'sync'
    if lname not in OPCODES:
        raise AsmError('unknown instruction %r' % base)
    op = OPCODES[lname]
    if lname in TESTS and test is None:
        raise AsmError('%s needs _nz or _z' % lname)
    token = op
    if controls:
        token |= controls << 11
    if test:
        token |= 1 << 18
    if resinfo_mode:
        token |= resinfo_mode << 11
    if info_uint:
        token |= 1 << 11
    if sync:
        token |= sync << 11
    if precise:
        token |= precise << 19
    # extended opcode tokens: texel offsets, resource dimension, return types
    ext = []
    for g in groups:
        items = [x.strip() for x in g.split(',')]
        if all(re.match(r'^-?\d+$', x) for x in items):
            if len(items) != 3:
                raise AsmError('texel offsets are (u,v,w): %r' % g)
            u, v, w = (int(x) & 0xF for x in items)
            ext.append(1 | u << 9 | v << 13 | w << 17)
        elif items[0] in RESOURCE_DIMS:
            stride = 0
            for x in items[1:]:
                sm_ = re.match(r'^stride=(\d+|0x[0-9a-f]+)$', x)
                if not sm_:
                    raise AsmError('bad resource dimension group %r' % g)
                stride = int(sm_.group(1), 0)
            ext.append(2 | RESOURCE_DIMS[items[0]] << 6 | stride << 11)
        elif all(x in RETURN_TYPES for x in items) and len(items) == 4:
            t = 3
            for i, x in enumerate(items):
                t |= RETURN_TYPES[x] << (6 + 4 * i)
            ext.append(t)
        else:
            raise AsmError('bad instruction group (%s)' % g)
    if indexable and not any((e & 0x3F) == 2 for e in ext):
        raise AsmError('_indexable without a resource dimension')
    for i in range(len(ext) - 1):
        ext[i] |= 1 << 31
    if ext:
        token |= 1 << 31
    body = []
    ops = split_top(rest) if rest else []
    ndst = NO_DST.get(lname, 1) if lname not in TWO_DST and not (0xdb <= op <= 0xe9) else 2
    for i, o in enumerate(ops):
        body += asm.operand(o, is_dst=i < ndst)
    return [token] + ext + body


def assemble_declaration(asm, line, sm):
    parts = line.split(None, 1)
    word = parts[0]
    rest = parts[1] if len(parts) > 1 else ''
    base, groups = parse_mnemonic(word)
    lname = base.lower()
    lname = ALIASES.get(lname, lname)

    def tok(op, controls=0, extra=None):
        return [op | controls << 11] + (extra or [])

    flags = 0
    while True:
        m = re.match(r'^(dcl_uav_.*)_(glc|rov|opc)$', lname)
        if not m:
            break
        flags |= UAV_FLAGS[m.group(2)]
        lname = m.group(1)
    if lname == 'dcl_thread_group':
        return tok(0x9b, 0, [int(x) for x in split_top(rest)])
    if lname in ('dcl_input_control_point_count', 'dcl_output_control_point_count'):
        return tok(OPCODES[lname], int(rest))
    if lname == 'dcl_tessellator_domain':
        return tok(0x95, TESS_DOMAINS[rest.strip()])
    if lname == 'dcl_tessellator_partitioning':
        return tok(0x96, TESS_PARTITIONINGS[rest.strip()])
    if lname == 'dcl_tessellator_output_primitive':
        return tok(0x97, TESS_OUTPUTS[rest.strip()])
    if lname == 'dcl_hs_max_tessfactor':
        m = re.match(r'^l\((.*)\)$', rest.strip())
        return tok(0x98, 0, [literal(m.group(1) if m else rest)])
    if lname in ('dcl_hs_fork_phase_instance_count', 'dcl_hs_join_phase_instance_count'):
        return tok(OPCODES[lname], 0, [int(rest)])
    if lname == 'dcl_tgsm_raw':
        reg, size = split_top(rest)
        return tok(0x9f, 0, range_operand(Assembler(False), reg, 31) + [int(size, 0)])
    if lname == 'dcl_tgsm_structured':
        reg, stride, count = split_top(rest)
        return tok(0xa0, 0, range_operand(Assembler(False), reg, 31) + [int(stride, 0), int(count, 0)])
    if lname in ('dcl_uav_structured', 'dcl_resource_structured'):
        ops = split_top(rest)
        otype = 30 if lname == 'dcl_uav_structured' else 7
        return tok(OPCODES[lname], flags, range_operand(asm, ops[0], otype) + [int(ops[1], 0)] +
                   space_of(asm, ops[2:]))
    if lname == 'dcl_immediateconstantbuffer':
        rows = re.findall(r'\{([^{}]*)\}', rest)
        data = []
        for r in rows:
            vals = [literal(x) for x in split_top(r)]
            if len(vals) != 4:
                raise AsmError('an immediate constant buffer row has 4 values')
            data += vals
        return [0x35 | 3 << 11, len(data) + 2] + data
    if lname == 'dcl_globalflags':
        flags = 0
        for f in [x.strip() for x in rest.split('|')]:
            if f not in GLOBAL_FLAGS:
                raise AsmError('bad global flag %r' % f)
            flags |= GLOBAL_FLAGS[f]
        return tok(0x6a, flags)
    if lname == 'dcl_temps':
        return tok(0x68, 0, [int(rest)])
    if lname == 'dcl_maxout':
        return tok(0x5e, 0, [int(rest)])
    if lname == 'dcl_gs_instances':
        return tok(0xce, 0, [int(rest)])
    if lname == 'dcl_inputprimitive':
        return tok(0x5d, INPUT_PRIMITIVES[rest.strip()])
    if lname == 'dcl_outputtopology':
        return tok(0x5c, OUTPUT_TOPOLOGIES[rest.strip()])
    if lname == 'dcl_stream':
        return tok(0x8f, 0, asm.operand(rest, is_dst=True))
    if lname == 'dcl_indexabletemp':
        m = re.match(r'^x(\d+)\[(\d+)\],\s*(\d+)$', rest.strip())
        if not m:
            raise AsmError('dcl_indexableTemp x#[size], components')
        return tok(0x69, 0, [int(m.group(1)), int(m.group(2)), int(m.group(3))])
    if lname == 'dcl_index_range':
        reg, count = rest.replace(',', ' ').rsplit(None, 1)
        return tok(0x5b, 0, asm.operand(reg, is_dst=True) + [int(count)])
    if lname in ('dcl_input', 'dcl_output'):
        return tok(OPCODES[lname], 0, asm.operand(rest, is_dst=True))
    if lname in ('dcl_input_sgv', 'dcl_input_siv', 'dcl_output_sgv', 'dcl_output_siv'):
        reg, name = split_top(rest)
        return tok(OPCODES[lname], 0, asm.operand(reg, is_dst=True) + [SB_NAMES[name]])
    if lname in ('dcl_input_ps', 'dcl_input_ps_sgv', 'dcl_input_ps_siv'):
        ops = split_top(rest)
        words = ops[0].split()
        mode, reg = ' '.join(words[:-1]), words[-1]
        if reg.startswith('{'):  # '{min16f}' style annotations are not encoded here
            raise AsmError('minimum-precision annotations are not supported')
        if not mode and lname != 'dcl_input_ps':
            return tok(OPCODES[lname], 0, asm.operand(reg, is_dst=True) + [SB_NAMES[ops[1]]])
        if mode not in INTERP:
            raise AsmError('bad interpolation mode %r' % mode)
        extra = asm.operand(reg, is_dst=True)
        if lname != 'dcl_input_ps':
            extra.append(SB_NAMES[ops[1]])
        return tok(OPCODES[lname], INTERP[mode], extra)
    if lname == 'dcl_constantbuffer':
        ops = split_top(rest)
        access = {'immediateIndexed': 0, 'dynamicIndexed': 1}[ops[1]]
        m = re.match(r'^cb(\d+)\[(\d+)\]$', ops[0])
        if asm.sm51:
            m51 = re.match(r'^(?:CB|cb)(\d+)\[(\d+):(\d+|\*)\]\[(\d+)\]$', ops[0])
            if not m51:
                raise AsmError('SM 5.1: dcl_constantBuffer CB#[lower:upper][size], access, space=N')
            space = int(ops[2].split('=')[1]) if len(ops) > 2 else 0
            upper = 0xFFFFFFFF if m51.group(3) == '*' else int(m51.group(3))
            opnd = [2 | 0xe4 << 4 | 1 << 2 | 8 << 12 | 3 << 20, int(m51.group(1)), int(m51.group(2)), upper]
            return tok(0x59, access, opnd + [int(m51.group(4)), space])
        if not m:
            raise AsmError('dcl_constantBuffer cb#[size], access')
        opnd = [2 | 0xe4 << 4 | 1 << 2 | 8 << 12 | 2 << 20, int(m.group(1)), int(m.group(2))]
        return tok(0x59, access, opnd)
    if lname == 'dcl_sampler':
        ops = split_top(rest)
        rest_ops = ops[1:]
        mode = 0
        if rest_ops and rest_ops[0] in ('mode_default', 'comparisonMode', 'mode_comparison', 'mode_mono'):
            mode = {'mode_default': 0, 'comparisonMode': 1, 'mode_comparison': 1, 'mode_mono': 2}[rest_ops[0]]
            rest_ops = rest_ops[1:]
        return tok(0x5a, mode, range_operand(asm, ops[0], 6) + space_of(asm, rest_ops))
    if lname.startswith('dcl_resource_') and lname not in ('dcl_resource_raw', 'dcl_resource_structured'):
        dim = lname[len('dcl_resource_'):]
        samples = 0
        if groups:
            samples = int(groups[0])
        if dim not in RESOURCE_DIMS:
            raise AsmError('bad resource dimension %r' % dim)
        m = re.match(r'^\(([^()]*)\)\s+(.*)$', rest.strip())
        if not m:
            raise AsmError('dcl_resource_<dim> (types) t#')
        types = [x.strip() for x in m.group(1).split(',')]
        rt = 0
        for i, x in enumerate(types):
            rt |= RETURN_TYPES[x] << (4 * i)
        ops = split_top(m.group(2))
        return tok(0x58, RESOURCE_DIMS[dim] | samples << 5, range_operand(asm, ops[0], 7) + [rt] +
                   space_of(asm, ops[1:]))
    if lname.startswith('dcl_uav_typed_'):
        dim = lname[len('dcl_uav_typed_'):]
        m = re.match(r'^\(([^()]*)\)\s+(.*)$', rest.strip())
        types = [x.strip() for x in m.group(1).split(',')]
        rt = 0
        for i, x in enumerate(types):
            rt |= RETURN_TYPES[x] << (4 * i)
        ops = split_top(m.group(2))
        return tok(0x9c, RESOURCE_DIMS[dim] | flags, range_operand(asm, ops[0], 30) + [rt] + space_of(asm, ops[1:]))
    if lname in ('dcl_resource_raw', 'dcl_uav_raw'):
        ops = split_top(rest)
        otype = 7 if lname == 'dcl_resource_raw' else 30
        return tok(OPCODES[lname], flags, range_operand(asm, ops[0], otype) + space_of(asm, ops[1:]))
    raise AsmError('unknown declaration %r' % word)


def range_operand(asm, text, otype):
    """t0 (SM 5.0) or T0[lower:upper] / t0[lower:upper] (SM 5.1) of a declaration."""
    t = text.strip()
    comps = 0
    if t.endswith('.xyzw'):
        comps, t = 2 | 0xF << 4, t[:-5]
    if asm.sm51:
        m = re.match(r'^[A-Za-z]+(\d+)\[(\d+):(\d+|\*)\]$', t)
        if not m:
            raise AsmError('SM 5.1 declarations name a range: %r' % text)
        upper = 0xFFFFFFFF if m.group(3) == '*' else int(m.group(3))
        return [comps | otype << 12 | 3 << 20, int(m.group(1)), int(m.group(2)), upper]
    m = re.match(r'^[A-Za-z]+(\d+)$', t)
    if not m:
        raise AsmError('bad register %r' % text)
    return [comps | otype << 12 | 1 << 20, int(m.group(1))]


def space_of(asm, rest):
    if not asm.sm51:
        if rest:
            raise AsmError('register spaces are SM 5.1')
        return []
    space = 0
    for r in rest:
        m = re.match(r'^space=(\d+)$', r.strip())
        if not m:
            raise AsmError('bad declaration suffix %r' % r)
        space = int(m.group(1))
    return [space]


# ---------------------------------------------------------------- signatures and the container
def parse_param(line, output):
    fields = split_top(line[len('.param'):])
    m = re.match(r'^([A-Za-z_]+?)(\d*)(?:\.([xyzw]+))?$', fields[0])
    if not m:
        raise AsmError('bad semantic %r' % fields[0])
    name, index, mask = m.group(1), int(m.group(2) or 0), m.group(3)
    rm = re.match(r'^([a-z]+)(\d+)(?:\.([xyzw]+))?$', fields[1])
    if rm:
        reg, rw = int(rm.group(2)), rm.group(3)
        mask_v = mask_bits(mask or 'x')
        rw_v = mask_bits(rw) if rw else 0
        if output:
            rw_v ^= 0xF  # D3D stores the components an output never writes
    else:
        if fields[1].split('.')[0] not in REG_SPECIAL:
            raise AsmError('bad signature register %r' % fields[1])
        reg = 0xFFFFFFFF
        mask_v = mask_bits(mask or 'x')
        rw_v = 0xF ^ mask_v if output else mask_v
    ctype = COMPONENT_TYPES[fields[2]] if len(fields) > 2 else 0
    sysval = SIG_SYSVALS[fields[3]] if len(fields) > 3 else 0
    minprec = {'NONE': 0, 'FLOAT_16': 1, 'FIXED_8_2': 2, 'INT_16': 4, 'UINT_16': 5}[fields[4]] if len(fields) > 4 \
        else 0
    stream = int(fields[5][1:]) if len(fields) > 5 else 0
    return dict(name=name, index=index, sysval=sysval, ctype=ctype, reg=reg, mask=mask_v, rw=rw_v,
                minprec=minprec, stream=stream)


def signature_part(elems, with_stream):
    n = len(elems)
    esize = 28 if with_stream else 24
    head = struct.pack('<II', n, 8)
    strings = b''
    name_off = {}
    base = 8 + n * esize
    for e in elems:
        if e['name'] not in name_off:
            name_off[e['name']] = base + len(strings)
            strings += e['name'].encode() + b'\0'
    body = b''
    for e in elems:
        if with_stream:
            body += struct.pack('<I', e['stream'])
        body += struct.pack('<IIIIII', name_off[e['name']], e['index'], e['sysval'], e['ctype'], e['reg'],
                            e['mask'] | e['rw'] << 8)
    data = head + body + strings
    while len(data) % 4:
        data += b'\xab'
    return data


def md5_transform(state, block):
    """One MD5 compression of a 64-byte block (RFC 1321)."""
    s = [7, 12, 17, 22] * 4 + [5, 9, 14, 20] * 4 + [4, 11, 16, 23] * 4 + [6, 10, 15, 21] * 4
    k = [int(abs(__import__('math').sin(i + 1)) * 2 ** 32) & 0xFFFFFFFF for i in range(64)]
    x = struct.unpack('<16I', block)
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
        f = (f + a + k[i] + x[g]) & 0xFFFFFFFF
        a, d, c = d, c, b
        b = (b + ((f << s[i]) | (f >> (32 - s[i])))) & 0xFFFFFFFF
    return [(p + q) & 0xFFFFFFFF for p, q in zip(state, (a, b, c, d))]


def dxbc_checksum(data):
    """The container's checksum: MD5 of everything after the 20-byte header with D3D's own final block (the
    bit count first, the bit count / 4 | 1 last)."""
    d = data[20:]
    state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
    full = len(d) // 64 * 64
    for i in range(0, full, 64):
        state = md5_transform(state, d[i:i + 64])
    rem = d[full:]
    bits = len(d) * 8
    tail = rem + b'\x80'
    if 64 - len(tail) < 8:
        state = md5_transform(state, tail + b'\0' * (64 - len(tail)))
        last = struct.pack('<I', bits) + b'\0' * 56 + struct.pack('<I', (bits >> 2) | 1)
    else:
        last = struct.pack('<I', bits) + tail + b'\0' * (60 - 4 - len(tail)) + struct.pack('<I', (bits >> 2) | 1)
    state = md5_transform(state, last)
    return struct.pack('<4I', *state)


def container(parts):
    count = len(parts)
    header = 32 + 4 * count
    offsets, blob = [], b''
    for tag, data in parts:
        offsets.append(header + len(blob))
        blob += tag.encode() + struct.pack('<I', len(data)) + data
    total = header + len(blob)
    out = b'DXBC' + b'\0' * 16 + struct.pack('<III', 1, total, count) + \
        b''.join(struct.pack('<I', o) for o in offsets) + blob
    return out[:4] + dxbc_checksum(out) + out[20:]


def assemble(text):
    lines = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = re.split(r'//|;', raw, 1)[0].strip()
        if not line:
            continue
        if lines and lines[-1][1].startswith('dcl_immediateConstantBuffer') and \
                lines[-1][1].count('{') > lines[-1][1].count('}'):
            lines[-1] = (lines[-1][0], lines[-1][1] + ' ' + line)
        else:
            lines.append((n, line))
    if not lines:
        raise AsmError('empty program')
    n0, ver = lines[0]
    m = re.match(r'^(ps|vs|gs|hs|ds|cs)_([45])_([01])$', ver)
    if not m:
        raise AsmError('line %d: the first line names the profile (ps_5_0, ...)' % n0)
    ptype, major, minor = PROGRAM_TYPES[m.group(1)], int(m.group(2)), int(m.group(3))
    asm = Assembler(major == 5 and minor == 1)
    sigs = {'.input': [], '.output': [], '.patch_constant': []}
    section = None
    tokens = []
    for n, line in lines[1:]:
        try:
            if line in sigs or line == '.text':
                section = line
                continue
            if line.startswith('.param'):
                if section not in sigs:
                    raise AsmError('.param outside .input/.output/.patch_constant')
                sigs[section].append(parse_param(line, section == '.output' or
                                                 (section == '.patch_constant' and ptype == 3)))
                continue
            if section is None and not any(sigs.values()):
                section = '.text'  # no signatures (compute shaders): the code may start at once
            if section != '.text':
                raise AsmError('code before .text')
            if line.lower().startswith('dcl_'):
                tokens.append(assemble_declaration(asm, line, (major, minor)))
            else:
                tokens.append(assemble_instruction(asm, line, (major, minor)))
        except (AsmError, KeyError, ValueError, IndexError) as e:
            raise AsmError('line %d: %s: %s' % (n, line, e))
    words = []
    for t in tokens:
        if (t[0] & 0x7FF) == 0x35:  # customdata: its length is the second dword
            words += t
            continue
        if len(t) > 127:
            raise AsmError('an instruction of %d dwords' % len(t))
        t[0] |= len(t) << 24
        words += t
    shex = struct.pack('<II', ptype << 16 | major << 4 | minor, 2 + len(words)) + \
        b''.join(struct.pack('<I', w) for w in words)
    gs5 = ptype == 2 and major == 5
    parts = [('ISGN', signature_part(sigs['.input'], False)),
             ('OSG5' if gs5 else 'OSGN', signature_part(sigs['.output'], gs5))]
    if sigs['.patch_constant']:
        parts.append(('PCSG', signature_part(sigs['.patch_constant'], False)))
    parts.append(('SHEX' if major == 5 else 'SHDR', shex))
    return container(parts)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write('usage: tpf_asm.py IN.tpf OUT.dxbc\n')
        return 2
    with open(argv[1]) as f:
        text = f.read()
    try:
        out = assemble(text)
    except AsmError as e:
        sys.stderr.write('%s: %s\n' % (argv[1], e))
        return 1
    with open(argv[2], 'wb') as f:
        f.write(out)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
