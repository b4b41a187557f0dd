"""The SM 4/5 (DXBC) execution tests: registry, build and sidecar writer.

Each test is either HLSL compiled by vkd3d-compiler (`.hlsl`) or assembly
for ../dxbc/tools/tpf_asm.py (`.tpf`, the syntax vkd3d-compiler's
disassembler prints; the same assembler as the render and error tests'),
with a run block in the DXIL corpus's sidecar format (README.md, "Sidecar
format") whose expected values are computed here in Python. Everything of a
test lives in dxbc/<area>/: the source, the sidecar (.json), the binary
(.dxbc) and vkd3d-compiler's disassembly of it (.asm, for readers); they are
run by `compute_run --dxbc`.

Every binary, compiled or assembled, is disassembled by vkd3d-compiler and
that listing assembled again by tpf_asm.py: for the assembled tests the
two containers must be identical (this checks the assembler against an
independent decoder); for the compiled ones, vkd3d-compiler must list the
reassembled program as it listed the binary (the listing says what the
binary does).
"""
import json
import math
import os
import subprocess
import sys

from common import ROOT, _fmt_json, res

sys.path.insert(0, os.path.join(ROOT, 'dxbc', 'tools'))
import tpf_asm  # noqa: E402  (the one DXBC assembler of the test corpus)

DXBC_REGISTRY = []
VKD3D = os.environ.get('VKD3D_COMPILER', os.path.join(ROOT, '..', '..', '..', '..', 'shared', 'tools',
                                                      'vkd3d-compiler', 'bin', 'vkd3d-compiler'))
ASM_PRODUCER = ('tpf_asm.py (tests/corpus/own/dxbc/tools, this repository), checked against vkd3d-compiler 1.17\'s '
                'disassembler')


# ---- helpers of the test modules (dxbc_area_*.py) ---------------------------------------------

def raw(reg, fmt='u32', **kw):
    """A raw buffer resource: ByteAddressBuffer (t#) or RWByteAddressBuffer (u#)."""
    kind = 'RWByteAddressBuffer' if reg.startswith('u') else 'ByteAddressBuffer'
    return res(reg, kind, fmt, **kw)


def to_int_sat(x, is_signed):
    """D3D's ftoi/ftou/dtoi/dtou of a float value: truncation, NaN gives 0,
    out-of-range values the bound."""
    if math.isnan(x):
        return 0
    if is_signed:
        if x >= 2147483648.0:
            return 0x7FFFFFFF
        if x < -2147483648.0:
            return 0x80000000
        return int(x) & 0xFFFFFFFF
    if x >= 4294967296.0:
        return 0xFFFFFFFF
    return 0 if x <= 0 else int(x)


def nan_min_max(a, b, is_max):
    """D3D's min/max (and dmin/dmax): a NaN operand loses to the other."""
    if math.isnan(a):
        return b
    if math.isnan(b):
        return a
    return max(a, b) if is_max else min(a, b)


def saturate(x):
    """_sat: clamp to [0, 1], NaN gives 0."""
    return 0.0 if math.isnan(x) else min(max(x, 0.0), 1.0)


def dxbc_shader(area, name, src, lang, classes, run, profile='cs_5_0'):
    """lang: 'hlsl' (vkd3d-compiler) or 'tpf' (tpf_asm.py); classes: the
    SM 4/5 instruction classes the test covers."""
    assert lang in ('hlsl', 'tpf'), lang
    src = src.strip('\n') + '\n'
    assert src.startswith('// '), (area, name, 'first line must be a comment saying what it tests')
    for r in run['resources']:
        n = len(r['data']) if 'data' in r else r['count']
        if r['expect'] is not None:
            assert len(r['expect']) == n, (area, name, r['register'], len(r['expect']), n)
    DXBC_REGISTRY.append(dict(area=area, name=name, src=src, lang=lang, classes=list(classes), run=run,
                              profile=profile))


def _vkd3d(args, what):
    r = subprocess.run([VKD3D] + args, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit('%s: vkd3d-compiler failed:\n%s' % (what, r.stderr or r.stdout))
    return r.stdout


def _version():
    out = subprocess.run([VKD3D, '--version'], capture_output=True, text=True).stdout.strip()
    return out.replace('vkd3d shader compiler version ', 'vkd3d-compiler ')


def build_all(only=()):
    version = _version()
    seen = set()
    for s in DXBC_REGISTRY:
        key = (s['area'], s['name'])
        assert key not in seen, key
        seen.add(key)
        if only and s['name'] not in only and s['area'] not in only:
            continue
        d = os.path.join(ROOT, 'dxbc', s['area'])
        os.makedirs(d, exist_ok=True)
        base = os.path.join(d, s['name'])
        what = '%s/%s' % key
        src_name = s['name'] + '.' + s['lang']
        with open(base + '.' + s['lang'], 'w') as f:
            f.write(s['src'])
        if s['lang'] == 'hlsl':
            _vkd3d(['-x', 'hlsl', '-b', 'dxbc-tpf', '-p', s['profile'], '-o', base + '.dxbc', base + '.hlsl'], what)
            producer = '%s: vkd3d-compiler -x hlsl -b dxbc-tpf -p %s' % (version, s['profile'])
        else:
            try:
                blob = tpf_asm.assemble(s['src'])
            except tpf_asm.AsmError as e:
                raise SystemExit('%s: %s' % (what, e))
            with open(base + '.dxbc', 'wb') as f:
                f.write(blob)
            producer = ASM_PRODUCER
        blob = open(base + '.dxbc', 'rb').read()
        unknown = s['lang'] == 'tpf' and _vkd3d_unknown(s['src'])
        if unknown:
            # vkd3d 1.17 does not decode these opcodes: check the program
            # with each of them replaced by nop (its operands are encoded
            # like every other instruction's), and keep no listing.
            checked = _without(s['src'], unknown)
            blob_checked = tpf_asm.assemble(checked)
            listing = _vkd3d_listing(blob_checked, what)
            if tpf_asm.assemble(listing) != blob_checked:
                raise SystemExit('%s: vkd3d-compiler reads the assembled binary differently:\n%s' % (what, listing))
            producer += ('; listing check with %s as nop (vkd3d-compiler 1.17 does not decode them)'
                         % ', '.join(sorted(unknown)))
            if os.path.exists(base + '.asm'):
                os.remove(base + '.asm')
        else:
            listing = _vkd3d(['-x', 'dxbc-tpf', '-b', 'd3d-asm', base + '.dxbc'], what)
        try:
            again = tpf_asm.assemble(listing)
        except tpf_asm.AsmError as e:
            raise SystemExit('%s: tpf_asm.py cannot assemble vkd3d-compiler\'s listing: %s' % (what, e))
        if s['lang'] == 'tpf' and not unknown and again != blob:
            raise SystemExit('%s: vkd3d-compiler reads the assembled binary differently:\n%s' % (what, listing))
        if s['lang'] == 'hlsl':
            # The compiled binary's own listing must assemble to a program
            # vkd3d disassembles identically.
            relisted = _vkd3d_listing(again, what)
            if relisted != listing:
                raise SystemExit('%s: the listing does not round-trip through tpf_asm.py' % what)
        if not unknown:
            with open(base + '.asm', 'w') as f:
                f.write(listing)
        side = {'profile': s['profile'], 'producer': producer, 'source': src_name, 'classes': s['classes'],
                'run': s['run']}
        txt = _fmt_json(side) + '\n'
        json.loads(txt)
        with open(base + '.json', 'w') as f:
            f.write(txt)
    return len(seen)


def _vkd3d_listing(blob, what):
    tmp = os.path.join(ROOT, 'dxbc', '.roundtrip.dxbc')
    with open(tmp, 'wb') as f:
        f.write(blob)
    try:
        return _vkd3d(['-x', 'dxbc-tpf', '-b', 'd3d-asm', tmp], what)
    finally:
        os.remove(tmp)


# Opcodes vkd3d-compiler 1.17's DXBC reader does not know.
VKD3D_UNDECODED = ('umad', 'uaddc', 'usubb')


def _opname(line):
    return line.split('//')[0].strip().split(' ')[0].split('_sat')[0]


def _vkd3d_unknown(src):
    return {_opname(ln) for ln in src.splitlines()} & set(VKD3D_UNDECODED)


def _without(src, names):
    return '\n'.join('nop' if _opname(ln) in names else ln for ln in src.splitlines()) + '\n'
