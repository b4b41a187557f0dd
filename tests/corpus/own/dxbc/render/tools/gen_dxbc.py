#!/usr/bin/env python3
"""DXBC render-test generator.

Writes, for every test NAME, dxbc/render/NAME/NAME.<stage>.hlsl (compiled by
vkd3d-compiler) or NAME.<stage>.tpf (assembled by ../../tools/tpf_asm.py) and
NAME/test.json. Two kinds of tests:

* mirrors of the DXIL render corpus (tests/corpus/own/render): the same HLSL
  (or, where vkd3d-compiler 1.17 cannot compile it, an equivalent shader) and
  the same expected pixels, which that corpus's generator computes by
  modelling each shader in Python (render/tools/gen.py, genlib.py);
* DXBC-only tests (dxbc_tests.py; the multisampling, clip / cull, geometry-shader
  and layered ones in dxbc_msaa_geometry_tests.py, the tessellation ones in
  dxbc_tess_tests.py), modelled the same way.

The bytecode is made separately by build.sh (no test needs the tools).

usage: python3 gen_dxbc.py OUTDIR
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', '..', '..', 'render', 'tools'))

import gen as dxil_gen  # noqa: E402  (the DXIL render corpus's generator and models)
from genlib import to_json  # noqa: E402

import dxbc_msaa_geometry_tests  # noqa: E402
import dxbc_tess_tests  # noqa: E402
import dxbc_tests  # noqa: E402

PRODUCERS = {'hlsl': 'vkd3d-compiler 1.17 (vkd3d-shader 1.17)',
             'tpf': 'tpf_asm.py (tests/corpus/own/dxbc/tools), checked against vkd3d-compiler 1.17 d3d-asm'}
PROFILES = {'vs': 'vs_5_0', 'ps': 'ps_5_0', 'gs': 'gs_5_0', 'hs': 'hs_5_0', 'ds': 'ds_5_0'}
STAGE_ORDER = ['vs', 'hs', 'ds', 'gs', 'ps']

# DXIL render tests drawn again from DXBC. Value: per-stage replacements of the
# HLSL ('hlsl') or an assembly source ('tpf'), SM 5.1 profiles ('profiles'),
# sidecar edits ('resources'), and why.
MIRRORS = {
    'const_color': {}, 'fullscreen_tri_uv': {}, 'sv_position': {}, 'sv_position_w': {},
    'interp_perspective': {}, 'interp_flat': {}, 'signature_packing': {}, 'instance_id': {},
    'vb_position_color': {}, 'vb_two_buffers': {}, 'vb_instanced': {}, 'discard_half': {}, 'front_face': {},
    'cbuffer_packing': {},
    # register spaces exist from SM 5.1 on (vkd3d-compiler ignores them in 5.0)
    'cbuffer_dyn_index': {'profiles': {'ps': 'ps_5_1'}},
    'vs_matrix_column_major': {'profiles': {'vs': 'vs_5_1'}},
    'tex2d_load': {}, 'tex2d_sample_point': {}, 'tex2d_sample_linear': {}, 'tex2d_samplelevel_mip': {},
    'tex2d_sample_implicit_lod': {}, 'tex2d_gather': {}, 'control_flow': {}, 'ps_derivatives': {},
    'ps_primitive_id': {}, 'points_basic': {}, 'target_unorm8': {}, 'stage_register_alias': {},
    'ps_min_precision': {}, 'gs_point_to_quad': {}, 'gs_tri_primcolor': {}, 'gs_restart_strip': {},
    'vs_matrix_row_major': {},
    'ps_sample_freq_centre': {},
    'tex2darray': {'hlsl': {'ps': dxbc_tests.TEX2DARRAY_PS}},
    'gs_instance': {'tpf': {'gs': dxbc_tests.GS_INSTANCE_GS}},
    'vs_clip_distance': {'tpf': {'vs': dxbc_tests.VS_CLIP_DISTANCE_VS}},
    'vs_vertex_pulling': {'tpf': {'vs': dxbc_tests.VS_VERTEX_PULLING_VS}},
    # hull and domain shaders (more in dxbc_tess_tests.py)
    'tess_quad_affine': {}, 'tess_quad_grid': {}, 'tess_tri': {},
    # vkd3d-compiler drops [maxtessfactor]: the hull shader is its listing with the declaration added
    'tess_factor_raw_max': {'tpf': {'hs': dxbc_tess_tests.RAW_MAX_HS}}, 'tess_factor_raw_pow2': {},
}


def mirrored_tests():
    dxil_gen.build_all()
    by_name = {t['name']: t for t in dxil_gen.TESTS}
    out = []
    for name, ov in MIRRORS.items():
        t = dict(by_name[name])
        sources = {}
        for st, hlsl in t['shaders'].items():
            if st in ov.get('tpf', {}):
                sources[st] = ('tpf', ov['tpf'][st])
            else:
                sources[st] = ('hlsl', ov.get('hlsl', {}).get(st, hlsl))
        t['sources'] = sources
        t['profiles'] = ov.get('profiles', {})
        t['mirror'] = 'render/' + name
        out.append(t)
    return out


def write(outdir, tests):
    for t in tests:
        name = t['name']
        d = os.path.join(outdir, name)
        os.makedirs(d, exist_ok=True)
        stages = {}
        for st in STAGE_ORDER:
            if st not in t['sources']:
                continue
            kind, src = t['sources'][st]
            fname = '%s.%s.%s' % (name, st, kind)
            if not src.splitlines()[0].startswith('// %s.%s.' % (name, st)):
                src = '// %s.%s.%s\n' % (name, st, kind) + src
            with open(os.path.join(d, fname), 'w') as f:
                f.write(src)
            stages[st] = {'file': '%s.%s.dxbc' % (name, st), 'source': fname,
                          'profile': t['profiles'].get(st, PROFILES[st]), 'entry': 'main',
                          'producer': PRODUCERS[kind]}
        j = {'name': name, 'description': t['description'], 'checks': t['checks']}
        if t.get('mirror'):
            j['mirrors'] = t['mirror']
        j['stages'] = stages
        j['target'] = t['target']
        if t.get('depth'):
            j['depth'] = t['depth']
        j['draw'] = t['draw']
        if t.get('vertex_buffers'):
            j['vertex_buffers'] = t['vertex_buffers']
        if t.get('resources'):
            j['resources'] = t['resources']
        j['expect'] = {'tolerance': t['tolerance'], 'pixels': t['pixels']}
        if t.get('depth_pixels'):
            j['expect']['depth_tolerance'] = t['depth_tolerance']
            j['expect']['depth'] = t['depth_pixels']
        if t.get('stencil_pixels'):
            j['expect']['stencil'] = t['stencil_pixels']
        if t.get('notes'):
            j['notes'] = t['notes']
        with open(os.path.join(d, 'test.json'), 'w') as f:
            f.write(to_json(j) + '\n')


if __name__ == '__main__':
    tests = mirrored_tests() + dxbc_tests.build() + dxbc_msaa_geometry_tests.build() + dxbc_tess_tests.build()
    write(sys.argv[1], tests)
    for t in tests:
        W, H = t['target']['width'], t['target']['height']
        print('%-28s %2dx%-2d checked %3d  %s' % (t['name'], W, H, len(t['pixels']), ' '.join(sorted(t['sources']))))
    print(len(tests), 'tests')
