#!/usr/bin/env python3
"""Checks of the DXBC render corpus and of the hull-shader lowering that need no Vulkan
device (test dxbc-render-check):

1. every assembled stage (source NAME.<stage>.tpf) assembles with tools/tpf_asm.py to
   exactly the committed container, and every container's checksum, vkd3d-compiler's
   included, is the one the assembler computes;
2. every stage of every test translates and validates (dxil2spv --validate), and its
   reflection names semantics its container holds (the CLI frees the input before it
   writes the reflection: a name left pointing into the input reads freed memory);
3. malformed hull shaders, assembled here, are refused with exit status 1 and a
   message naming the hull shader and the fault (never a crash or a silent default).

    dxbc_render_check.py --dxil2spv BIN DXBC_CORPUS_DIR      (tests/corpus/own/dxbc)
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


def stages(render):
    """(test, stage, test dir, stage entry of test.json) for every stage of the corpus."""
    for name in sorted(os.listdir(render)):
        tj = os.path.join(render, name, 'test.json')
        if os.path.isfile(tj):
            for st, s in json.load(open(tj))['stages'].items():
                yield name, st, os.path.join(render, name), s


def check_sources(asm, render):
    for name, st, d, s in stages(render):
        blob = open(os.path.join(d, s['file']), 'rb').read()
        check('%s.%s checksum' % (name, st), asm.dxbc_checksum(blob) == blob[4:20],
              'the container checksum is not what tpf_asm.py computes')
        if s['source'].endswith('.tpf'):
            try:
                again = asm.assemble(open(os.path.join(d, s['source'])).read())
            except asm.AsmError as e:
                again = str(e)
            check('%s.%s assembled' % (name, st), again == blob,
                  '%s does not assemble to the committed %s (run tools/build.sh)' % (s['source'], s['file']))


def translate(dxil2spv, path, tmp, extra=()):
    return subprocess.run([dxil2spv, path, '-o', os.path.join(tmp, 'out.spv'), '--validate'] + list(extra),
                          capture_output=True, text=True)


def check_translations(dxil2spv, render, tmp):
    for name, st, d, s in stages(render):
        path = os.path.join(d, s['file'])
        r = translate(dxil2spv, path, tmp, ['--reflect', os.path.join(tmp, 'refl.json')])
        check('%s.%s translates' % (name, st), r.returncode == 0, r.stderr.strip())
        if r.returncode:
            continue
        try:
            refl = json.load(open(os.path.join(tmp, 'refl.json'), encoding='utf-8'))
        except ValueError as e:  # UnicodeDecodeError and JSONDecodeError alike
            check('%s.%s reflected semantics' % (name, st), False, 'the reflection is not JSON: %s' % e)
            continue
        blob = open(path, 'rb').read()
        bad = [io['semantic'] for io in refl['interface'] if (io['semantic'].encode() + b'\0') not in blob]
        check('%s.%s reflected semantics' % (name, st), not bad and refl['interface'],
              'semantics %r are not names of the container' % bad if bad else 'no signature elements reflected')


# ---------------------------------------------------------------- malformed hull shaders
SIGNATURES = """.input
.param CPPOS.xyz, v0.xyz, float
.output
.param CPPOS.xyz, o0.xyz, float
%s.patch_constant
.param SV_TessFactor.x, o0.x, float, TRIEDGE
.param SV_TessFactor1.x, o1.x, float, TRIEDGE
.param SV_TessFactor2.x, o2.x, float, TRIEDGE
.param SV_InsideTessFactor.x, o3.x, float, TRIINT
.text
"""
DECLS = """hs_decls
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
mov o0.x, l(1.0)
mov o1.x, l(1.0)
mov o2.x, l(1.0)
mov o3.x, l(1.0)
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
mov o3.x, l(2.0)
ret
"""


def hull(body, output_cps=3, extra_output=''):
    return 'hs_5_0\n' + SIGNATURES % extra_output + DECLS % output_cps + body


# (name, program, expected words of the message)
MALFORMED = [
    ('code before the first phase', hull('dcl_temps 1\nmov r0.x, l(0)\n' + FACTORS),
     "code before the hull shader's first phase"),
    ('fork phase after a join phase', hull(JOIN + FACTORS), 'a fork phase after a join phase'),
    ('second control-point phase', hull(CP_PHASE + CP_PHASE + FACTORS), 'a second control-point phase'),
    ('control-point phase after a fork phase', hull(FACTORS + CP_PHASE),
     'the control-point phase after a fork phase'),
    ('no instances', hull(FACTORS.replace('hs_fork_phase\n', 'hs_fork_phase\ndcl_hs_fork_phase_instance_count 0\n')),
     '0 instances of a fork phase'),
    ('fork count in a join phase', hull(FACTORS + JOIN.replace(
        'hs_join_phase\n', 'hs_join_phase\ndcl_hs_fork_phase_instance_count 2\n')),
     'a fork phase instance count outside a fork phase'),
    ('pass-through of more control points', hull(FACTORS, output_cps=4),
     'passes its 3 input control points through, but declares 4 output control points'),
    ('pass-through of an output without input', hull(FACTORS, extra_output='.param EXTRA.x, o1.x, float\n'),
     'output o1.x has no input v1.x'),
    ('unclosed loop in a phase', hull(FACTORS.replace('ret\n', 'loop\nret\n') + JOIN),
     'the fork phase ends inside an unclosed loop'),
    ('vpc outside the patch constants', hull(FACTORS + JOIN.replace('mov o3.x, l(2.0)', 'mov o3.x, vpc5.x')),
     'is not in the patch constant signature'),
    ('vForkInstanceID in the control-point phase', hull(CP_PHASE.replace(
        'mov r0.x, vOutputControlPointID', 'mov r0.x, vForkInstanceId.x') + FACTORS),
     "outside a hull shader's fork or join phase"),
    ('index range past the registers', hull(FACTORS.replace(
        'dcl_output_siv o3.x, finalTriInsideTessFactor\n',
        'dcl_output_siv o3.x, finalTriInsideTessFactor\ndcl_index_range o60.x 8\n')),
     'signature registers end at 63'),
]


VS_WITH_PHASE = """vs_5_0
.input
.param POSITION.xyzw, v0.xyzw, float
.output
.param SV_Position.xyzw, o0.xyzw, float, POS
.text
dcl_input v0.xyzw
dcl_output_siv o0.xyzw, position
hs_fork_phase
mov o0.xyzw, v0.xyzw
ret
"""
MALFORMED.append(('a hull-shader phase in a vertex shader', VS_WITH_PHASE, 'a hull-shader phase in a vertex shader'))


def check_malformed(asm, dxil2spv, tmp):
    for name, text, want in MALFORMED:
        path = os.path.join(tmp, 'bad.dxbc')
        try:
            open(path, 'wb').write(asm.assemble(text))
        except asm.AsmError as e:
            check('refused: ' + name, False, 'the test shader does not assemble: %s' % e)
            continue
        r = translate(dxil2spv, path, tmp)
        ok = r.returncode == 1 and want in r.stderr and ('hull shader' in r.stderr or 'vertex shader' in r.stderr)
        check('refused: ' + name, ok, 'exit %d, %r (expected exit 1 naming the hull shader and %r)' %
              (r.returncode, r.stderr.strip(), want))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('root', help='tests/corpus/own/dxbc')
    a = ap.parse_args()
    sys.path.insert(0, os.path.join(a.root, 'tools'))
    import tpf_asm
    render = os.path.join(a.root, 'render')
    with tempfile.TemporaryDirectory() as tmp:
        check_sources(tpf_asm, render)
        check_translations(a.dxil2spv, render, tmp)
        check_malformed(tpf_asm, a.dxil2spv, tmp)
    print('dxbc-render-check: %d passed, %d failed' % (len(PASSED), len(FAILED)))
    return 1 if FAILED else 0


if __name__ == '__main__':
    sys.exit(main())
