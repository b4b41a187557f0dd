#!/usr/bin/env python3
"""The CLI's root-signature options: --root-signature FILE (a DXBC container
with an RTS0 part, as D3D12SerializeVersionedRootSignature writes it, and a
bare RTS0 part), --root-signature embedded, --binding-model,
--push-constant-budget, --local-root-signature FILE|none (a DXR library
entry's shader record), and the pipeline_layout / shader_record /
placement fields of --reflect. Blobs are serialized here from the documented RTS0 layout.

Last line: "rootsig_cli: N passed, M failed".
"""
import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile


def rts0(version, params, samplers=(), flags=0):
    """params: ('table', vis, [(type, n, base, space, flags, offset)]) or
    ('constants', vis, reg, space, n) or ('cbv'|'srv'|'uav', vis, reg, space)."""
    kinds = {'table': 0, 'constants': 1, 'cbv': 2, 'srv': 3, 'uav': 4}
    head = 24
    entries = head
    payload_at = entries + 12 * len(params)
    payloads = b''
    table = b''
    for p in params:
        off = payload_at + len(payloads)
        if p[0] == 'table':
            ranges = b''
            for r in p[2]:
                t, n, base, space, rflags, offset = r
                ranges += struct.pack("<5I", t, n, base, space, rflags) if version != 1 else struct.pack('<4I', t, n, base, space)
                ranges += struct.pack('<I', offset)
            payloads += struct.pack('<II', len(p[2]), off + 8) + ranges
        elif p[0] == 'constants':
            payloads += struct.pack('<3I', p[2], p[3], p[4])
        else:
            payloads += struct.pack('<2I', p[2], p[3]) + (struct.pack('<I', 0) if version != 1 else b'')
        table += struct.pack('<3I', kinds[p[0]], p[1], off)
    samplers_at = payload_at + len(payloads)
    smp = b''.join(struct.pack('<4If3I2f3I', *s) + (struct.pack('<I', 0) if version == 3 else b'') for s in samplers)
    hdr = struct.pack('<6I', version, len(params), entries, len(samplers), samplers_at, flags)
    return hdr + table + payloads + smp


def dxbc(part):
    body = struct.pack('<I', 32 + 4) + b'RTS0' + struct.pack('<I', len(part)) + part
    size = 32 + len(body)
    return b'DXBC' + bytes(16) + struct.pack('<HHII', 1, 0, size, 1) + body


class T:
    def __init__(self, args, tmp):
        self.args, self.tmp = args, tmp
        self.passed = self.failed = 0

    def check(self, cond, what, detail=''):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print('FAIL %s %s' % (what, detail))

    def run(self, *argv):
        return subprocess.run([self.args.dxil2spv] + [str(a) for a in argv], capture_output=True, text=True,
                              timeout=120)

    def blob(self, name, data):
        path = os.path.join(self.tmp, name)
        with open(path, 'wb') as f:
            f.write(data)
        return path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('own_dir')
    args = ap.parse_args()
    shader = os.path.join(args.own_dir, 'resources', 'register_spaces.dxil')
    with tempfile.TemporaryDirectory() as tmp:
        t = T(args, tmp)
        # register_spaces: t0 space0, t0 space1, u0 space2, b0 space3 (8 bytes)
        params = [('table', 0, [(0, 1, 0, 1, 0, 0xFFFFFFFF)]), ('constants', 0, 0, 3, 2),
                  ('srv', 0, 0, 0), ('uav', 0, 0, 2)]
        sampler = (0x15, 1, 1, 1, 0.0, 1, 8, 0, 0.0, 1000.0, 0, 0, 0)
        for version in (1, 2, 3):
            part = rts0(version, params, [sampler])
            for form, data in (('part', part), ('dxbc', dxbc(part))):
                path = t.blob('rs%d.%s' % (version, form), data)
                r = t.run(shader, '--root-signature', path, '--validate', '--reflect', '-')
                what = 'version %d %s' % (version, form)
                t.check(r.returncode == 0, what, r.stderr)
                if r.returncode:
                    continue
                j = json.loads(r.stdout)
                pl = j.get('pipeline_layout', {})
                t.check(pl.get('push_constant_size') == 28, what + ': push_constant_size', str(pl))
                t.check([p['type'] for p in pl.get('parameters', [])] == ['table', 'constants', 'srv', 'uav'],
                        what + ': parameter types')
                t.check([p['offset'] for p in pl.get('parameters', [])] == [24, 16, 0, 8], what + ': offsets')
                t.check(len(pl.get('static_samplers', [])) == 1 and pl['static_samplers'][0]['set'] == 6,
                        what + ': static sampler')
                places = sorted(res['placement'] for res in j['resources'])
                t.check(places == ['root_constants', 'root_descriptor', 'root_descriptor', 'table'],
                        what + ': placements', str(places))
        good = t.blob('good.rts0', rts0(2, params))
        # Errors: each names what and where and exits 1 (input) or 2 (usage).
        r = t.run(shader, '--root-signature', 'embedded', '--validate')
        t.check(r.returncode == 1 and 'no RTS0 part' in r.stderr, 'embedded without RTS0', r.stderr)
        r = t.run(shader, '--root-signature', t.blob('trunc', rts0(2, params)[:30]), '--validate')
        t.check(r.returncode == 1 and 'past the part end' in r.stderr, 'truncated blob', r.stderr)
        r = t.run(shader, '--root-signature', t.blob('v9', struct.pack('<I', 9) + rts0(2, params)[4:]), '--validate')
        t.check(r.returncode == 1 and 'version 9' in r.stderr, 'unknown version', r.stderr)
        r = t.run(shader, '--root-signature', t.blob('uncovered', rts0(2, params[:3])), '--validate')
        t.check(r.returncode == 1 and "(u0, space 2) of the compute shader" in r.stderr, 'uncovered UAV', r.stderr)
        r = t.run(shader, '--root-signature', good, '--binding-model', 'bogus', '--validate')
        t.check(r.returncode == 2 and 'unknown --binding-model' in r.stderr, 'bad --binding-model', r.stderr)
        r = t.run(shader, '--root-signature', good, '--binding-model', 'sets', '--validate', '--reflect', '-')
        t.check(r.returncode == 0, 'sets model', r.stderr)
        if r.returncode == 0:
            pl = json.loads(r.stdout)['pipeline_layout']
            t.check(pl['binding_model'] == 'sets' and pl['push_constant_size'] == 24 and
                    pl['parameters'][0].get('set') == 0, 'sets: table 0 is set 0, no push word', str(pl))
        r = t.run(shader, '--root-signature', good, '--push-constant-budget', '16', '--validate', '--reflect', '-')
        t.check(r.returncode == 0, 'budget 16', r.stderr)
        if r.returncode == 0:
            pl = json.loads(r.stdout)['pipeline_layout']
            t.check(pl['push_constant_size'] == 16 and pl.get('root_argument_buffer', {}).get('size') == 32,
                    'budget 16: 16 bytes pushed, a 32-byte root argument buffer', str(pl))
        r = t.run(shader, '--root-signature', good, '--push-constant-budget', 'x', '--validate')
        t.check(r.returncode == 2, 'bad budget', r.stderr)
        r = t.run(shader, '--root-signature', os.path.join(tmp, 'missing'), '--validate')
        t.check(r.returncode == 2 and 'cannot read' in r.stderr, 'missing file', r.stderr)
        # Local root signatures: full_pipeline_library's Hit reads cbuffer Local b1.
        lib = os.path.join(args.own_dir, 'raytracing', 'full_pipeline_library.dxil')
        r = t.run(lib, '--entry', 'Hit', '--validate', '--reflect', '-')
        t.check(r.returncode == 0, 'Hit: the RDAT association', r.stderr)
        if r.returncode == 0:
            j = json.loads(r.stdout)
            sr = j.get('shader_record', {})
            t.check(sr.get('size') == 16 and sr.get('subobject') == 'lrs' and
                    sr['parameters'] == [{'type': 'constants', 'offset': 0, 'size': 16, 'used': True}],
                    'Hit: shader_record from lrs', str(sr))
            local = [res for res in j['resources'] if res.get('local_root')]
            t.check(len(local) == 1 and local[0]['placement'] == 'root_constants' and
                    local[0]['descriptor_type'] == 'shader_record', 'Hit: Local in the shader record', str(local))
        r = t.run(lib, '--entry', 'Hit', '--local-root-signature', 'none', '--validate', '--reflect', '-')
        t.check(r.returncode == 0 and 'shader_record' not in json.loads(r.stdout), '--local-root-signature none',
                r.stderr)
        lrs = t.blob('local.rts0', dxbc(rts0(2, [('constants', 0, 3, 9, 1), ('cbv', 0, 1, 0)], flags=0x80)))
        r = t.run(lib, '--entry', 'Hit', '--local-root-signature', lrs, '--validate', '--reflect', '-')
        t.check(r.returncode == 0, '--local-root-signature FILE', r.stderr)
        if r.returncode == 0:
            sr = json.loads(r.stdout).get('shader_record', {})
            t.check(sr.get('size') == 16 and 'subobject' not in sr and
                    [(p['type'], p['offset'], p['size'], p['used']) for p in sr.get('parameters', [])] ==
                    [('constants', 0, 4, False), ('cbv', 8, 8, True)], 'explicit local layout', str(sr))
        r = t.run(lib, '--entry', 'Hit', '--local-root-signature', t.blob('ltrunc', rts0(2, params)[:30]), '--validate')
        t.check(r.returncode == 1 and 'past the part end' in r.stderr, 'truncated local blob', r.stderr)
        r = t.run(lib, '--entry', 'Hit', '--local-root-signature', t.blob('noflag', rts0(2, [('cbv', 0, 1, 0)])), '--validate')
        t.check(r.returncode == 1 and 'lack LOCAL_ROOT_SIGNATURE' in r.stderr, 'local blob without the flag',
                r.stderr)
        r = t.run(shader, '--local-root-signature', lrs, '--validate')
        t.check(r.returncode == 2 and 'only for ray-tracing stages' in r.stderr, 'local for compute', r.stderr)
        print('rootsig_cli: %d passed, %d failed' % (t.passed, t.failed))
        return 1 if t.failed else 0


if __name__ == '__main__':
    sys.exit(main())
