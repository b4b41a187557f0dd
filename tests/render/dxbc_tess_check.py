#!/usr/bin/env python3
"""Checks of the DXBC tessellation render corpus and of the hull-shader lowering that
need no Vulkan device (test dxbc-tess-check):

1. every hand-assembled stage (producer tools/dxbc_asm.py) assembles from its committed
   source to exactly the committed container, and every container's checksum is the
   one the assembler computes (the vkd3d-compiler ones check the checksum code);
2. every stage of every test translates and validates (dxil2spv --validate), and its
   reflection names its signatures' semantics;
3. malformed hull shaders, assembled here, are refused with exit status 1 and a
   message naming the fault (never a crash or a silent default).

    dxbc_tess_check.py --dxil2spv BIN RENDER_DXBC_DIR
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # nothing written into the source tree

PASSED, FAILED = [], []


def check(name, ok, why=''):
    (PASSED if ok else FAILED).append(name)
    if not ok:
        print('FAIL %s: %s' % (name, why))


def parts_of(blob):
    n = int.from_bytes(blob[28:32], 'little')
    out = {}
    for i in range(n):
        off = int.from_bytes(blob[32 + 4 * i:36 + 4 * i], 'little')
        size = int.from_bytes(blob[off + 4:off + 8], 'little')
        out[blob[off:off + 4].decode()] = blob[off + 8:off + 8 + size]
    return out


def check_sources(asm, root):
    for name in sorted(os.listdir(root)):
        tj = os.path.join(root, name, 'test.json')
        if not os.path.isfile(tj):
            continue
        doc = json.load(open(tj))
        for st, s in doc['stages'].items():
            path = os.path.join(root, name, s['file'])
            blob = open(path, 'rb').read()
            check('%s.%s checksum' % (name, st), asm.dxbc_checksum(blob[20:]) == blob[4:20],
                  'the container checksum is not what tools/dxbc_asm.py computes')
            if not s.get('producer', '').startswith('tools/dxbc_asm.py'):
                continue
            p = parts_of(blob)
            sig = [asm.parse_signature(p[k]) if k in p else None for k in ('ISGN', 'OSGN', 'PCSG')]
            text = open(os.path.join(root, name, s['source'])).read()
            check('%s.%s assembled' % (name, st), asm.shader(text, *sig) == blob,
                  '%s does not assemble to the committed %s (run tools/gen.py)' % (s['source'], s['file']))


def translate(dxil2spv, path, tmp, extra=()):
    return subprocess.run([dxil2spv, path, '-o', os.path.join(tmp, 'out.spv'), '--validate'] + list(extra),
                          capture_output=True, text=True)


def check_translations(asm, dxil2spv, root, tmp):
    """Every stage translates and validates; its reflection names the semantics of its
    signature parts (the CLI frees the input before writing the reflection, so a name
    left pointing into the input reads freed memory)."""
    for name in sorted(os.listdir(root)):
        tj = os.path.join(root, name, 'test.json')
        if not os.path.isfile(tj):
            continue
        for st, s in json.load(open(tj))['stages'].items():
            path = os.path.join(root, name, s['file'])
            r = translate(dxil2spv, path, tmp, ['--reflect', os.path.join(tmp, 'refl.json')])
            check('%s.%s translates' % (name, st), r.returncode == 0, r.stderr.strip())
            if r.returncode:
                continue
            parts = parts_of(open(path, 'rb').read())
            want = sorted({e[0] for k in ('ISGN', 'OSGN', 'PCSG') if k in parts
                           for e in asm.parse_signature(parts[k])})
            try:
                refl = json.load(open(os.path.join(tmp, 'refl.json'), encoding='utf-8'))
            except ValueError as e:  # UnicodeDecodeError and JSONDecodeError alike
                check('%s.%s reflected semantics' % (name, st), False, 'the reflection is not JSON: %s' % e)
                continue
            got = sorted({io['semantic'] for io in refl['interface']})
            check('%s.%s reflected semantics' % (name, st), got == want, 'got %r, expected %r' % (got, want))


# ---------------------------------------------------------------- malformed hull shaders
CP = [('CPPOS', 0, 'undefined', 'float', 0, 0x7)]
TRI_PC = [('SV_TessFactor', i, 'tri_edge', 'float', i, 0x1) for i in range(3)] + \
         [('SV_InsideTessFactor', 0, 'tri_inside', 'float', 3, 0x1)]
DECLS = """hs_5_0
hs_decls
dcl_input_control_point_count 3
dcl_output_control_point_count %d
dcl_tessellator_domain domain_tri
dcl_tessellator_partitioning partitioning_integer
dcl_tessellator_output_primitive output_triangle_cw
"""
FACTORS = """hs_fork_phase
dcl_output_siv o0.x, finalTriUeq0EdgeTessFactor
dcl_output_siv o1.x, finalTriVeq0EdgeTessFactor
dcl_output_siv o2.x, finalTriWeq0EdgeTessFactor
dcl_output_siv o3.x, finalTriInsideTessFactor
mov o0.x, l(1.00000000e+00)
mov o1.x, l(1.00000000e+00)
mov o2.x, l(1.00000000e+00)
mov o3.x, l(1.00000000e+00)
ret
"""
CP_PHASE = """hs_control_point_phase
dcl_input vOutputControlPointID
dcl_input v[3][0].xyz
dcl_output o0.xyz
dcl_temps 1
mov r0.x, vOutputControlPointID
mov o0.xyz, v[r0.x + 0][0].xyzx
ret
"""
JOIN = """hs_join_phase
dcl_output_siv o3.x, finalTriInsideTessFactor
mov o3.x, l(2.00000000e+00)
ret
"""
# (name, program, output signature, expected words of the message)
MALFORMED = [
    ('code before the first phase', DECLS % 3 + 'dcl_temps 1\nmov r0.x, l(0)\n' + FACTORS, CP,
     "code before the hull shader's first phase"),
    ('fork phase after a join phase', DECLS % 3 + JOIN + FACTORS, CP, 'a fork phase after a join phase'),
    ('second control-point phase', DECLS % 3 + CP_PHASE + CP_PHASE + FACTORS, CP, 'a second control-point phase'),
    ('control-point phase after a fork phase', DECLS % 3 + FACTORS + CP_PHASE, CP,
     'the control-point phase after a fork phase'),
    ('no instances', DECLS % 3 + FACTORS.replace('hs_fork_phase\n', 'hs_fork_phase\n'
                                                  'dcl_hs_fork_phase_instance_count 0\n'), CP,
     '0 instances of a fork phase'),
    ('fork count in a join phase', DECLS % 3 + FACTORS + JOIN.replace(
        'hs_join_phase\n', 'hs_join_phase\ndcl_hs_fork_phase_instance_count 2\n'), CP,
     'a fork phase instance count outside a fork phase'),
    ('pass-through of more control points', DECLS % 4 + FACTORS, CP,
     'passes its 3 input control points through, but declares 4 output control points'),
    ('pass-through of an output without input', DECLS % 3 + FACTORS,
     CP + [('EXTRA', 0, 'undefined', 'float', 1, 0x1)], 'output o1.x has no input v1.x'),
    ('unclosed loop in a phase', DECLS % 3 + FACTORS.replace('ret\n', 'loop\nret\n') + JOIN, CP,
     'the fork phase ends inside an unclosed loop'),
    ('vpc outside the patch constants', DECLS % 3 + FACTORS + JOIN.replace(
        'mov o3.x, l(2.00000000e+00)', 'mov o3.x, vpc5.x'), CP, 'is not in the patch constant signature'),
    ('vForkInstanceID in the control-point phase', DECLS % 3 + CP_PHASE.replace(
        'mov r0.x, vOutputControlPointID', 'mov r0.x, vForkInstanceId.x') + FACTORS, CP,
     "outside a hull shader's fork or join phase"),
    ('index range past the registers', DECLS % 3 + FACTORS.replace(
        'dcl_output_siv o3.x, finalTriInsideTessFactor\n',
        'dcl_output_siv o3.x, finalTriInsideTessFactor\ndcl_index_range o60.x 8\n'), CP,
     'signature registers end at 63'),
]


def check_malformed(asm, dxil2spv, tmp):
    for name, text, outputs, want in MALFORMED:
        path = os.path.join(tmp, 'bad.dxbc')
        open(path, 'wb').write(asm.shader(text, CP, outputs, TRI_PC))
        r = translate(dxil2spv, path, tmp)
        ok = r.returncode == 1 and want in r.stderr and 'hull shader' in r.stderr
        check('refused: ' + name, ok, 'exit %d, %r (expected exit 1 naming the hull shader and %r)' %
              (r.returncode, r.stderr.strip(), want))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('root')
    a = ap.parse_args()
    sys.path.insert(0, os.path.join(a.root, 'tools'))
    import dxbc_asm
    with tempfile.TemporaryDirectory() as tmp:
        check_sources(dxbc_asm, a.root)
        check_translations(dxbc_asm, a.dxil2spv, a.root, tmp)
        check_malformed(dxbc_asm, a.dxil2spv, tmp)
    print('dxbc-tess-check: %d passed, %d failed' % (len(PASSED), len(FAILED)))
    return 1 if FAILED else 0


if __name__ == '__main__':
    sys.exit(main())
