#!/usr/bin/env python3
"""The CLI's --reflect JSON against the module it describes.

    reflect_json_check.py --dxil2spv PATH [--spirv-dis PATH] DIR...

For every .dxil and .dxbc under the folders that translates: the JSON
parses, its "capabilities" / "extensions" equal the OpCapability /
OpExtension lines spirv-dis prints (names from SPIRV-Tools' own grammar
tables, independent of our generated name table), in order, and its
"bytecode" and "shader_model" are what the container holds (read here: an
SHDR/SHEX part is DXBC, a DXIL part DXIL; the model from the part's program
version token); every UAV counter's "counter_descriptor_type" is what the
variable at its set/binding is in the module (a storage buffer block or an
R32ui texel buffer image), for the default translation and, for shaders
with counters, again with --counter-texel-buffers. Last line:
"reflect_json_check: N passed, M failed".
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

CAP_RE = re.compile(r'^\s*OpCapability (\S+)\s*$')
EXT_RE = re.compile(r'^\s*OpExtension "([^"]*)"\s*$')


def shader_files(root):
    for d, _, names in sorted(os.walk(root)):
        for n in sorted(names):
            if n.endswith(('.dxil', '.dxbc')):
                yield os.path.join(d, n)


def container_source(path):
    """('DXIL' | 'DXBC', major, minor) from the program part of a DXBC
    container, or None when the file holds no container (bare bitcode)."""
    data = open(path, 'rb').read()
    if data[:4] != b'DXBC' or len(data) < 32:
        return None
    for i in range(struct.unpack_from('<I', data, 28)[0]):
        off = struct.unpack_from('<I', data, 32 + 4 * i)[0]
        fourcc = data[off:off + 4]
        if fourcc in (b'DXIL', b'SHDR', b'SHEX'):
            version = struct.unpack_from('<I', data, off + 8)[0]
            return ('DXIL' if fourcc == b'DXIL' else 'DXBC', (version >> 4) & 0xF, version & 0xF)
    return None


def counter_types(dis_text):
    """{(set, binding): 'storage_buffer' | 'storage_texel_buffer' | other} of
    the module's resource variables, from spirv-dis --raw-id text."""
    deco, types, var_type = {}, {}, {}
    for line in dis_text.splitlines():
        f = line.split()
        if len(f) >= 4 and f[0] == 'OpDecorate' and f[2] in ('DescriptorSet', 'Binding'):
            deco.setdefault(f[1], {})[f[2]] = int(f[3])
        elif len(f) >= 3 and f[1] == '=':
            if f[2] == 'OpVariable':
                var_type[f[0]] = f[3]
            elif f[2].startswith('OpType'):
                types[f[0]] = f[2:]

    def kind(t, depth=0):
        d = types.get(t)
        if not d or depth > 8:
            return 'unknown'
        if d[0] == 'OpTypePointer':
            return kind(d[2], depth + 1)
        if d[0] in ('OpTypeArray', 'OpTypeRuntimeArray'):
            return kind(d[1], depth + 1)
        if d[0] == 'OpTypeImage':
            return 'storage_texel_buffer' if d[2] == 'Buffer' and d[-1] == 'R32ui' else 'image ' + ' '.join(d[1:])
        if d[0] == 'OpTypeStruct':
            return 'storage_buffer'
        return d[0]
    out = {}
    for v, t in var_type.items():
        dv = deco.get(v, {})
        if 'DescriptorSet' in dv and 'Binding' in dv:
            out.setdefault((dv['DescriptorSet'], dv['Binding']), set()).add(kind(t))
    return out


def check_counters(refl, dis_text, required=None):
    """'' when every counter's reflected type is the module's (and the
    required one, when given)."""
    found = counter_types(dis_text)
    for res in refl.get('resources', []):
        if 'counter_binding' not in res:
            continue
        want = res.get('counter_descriptor_type')
        got = found.get((res['counter_set'], res['counter_binding']), set())
        if want not in ('storage_buffer', 'storage_texel_buffer') or (got and got != {want}) or \
                (required and want != required):
            return 'counter of u%d space %d: reflected %r, module %r' % (res['register'], res['space'], want,
                                                                        sorted(got))
    return ''


def check(args, path, tmp, extra=()):
    spv = os.path.join(tmp, 'out.spv')
    r = subprocess.run([args.dxil2spv, path, '-o', spv, '--reflect', '-'] + list(extra), capture_output=True, text=True)
    if r.returncode == 1:
        return None  # refused or invalid: tests/spirv covers why
    if r.returncode != 0:
        return 'exit %d: %s' % (r.returncode, r.stderr.strip()[:300])
    try:
        refl = json.loads(r.stdout)
    except ValueError as e:
        return 'JSON does not parse: %s' % e
    dis = subprocess.run([args.spirv_dis, '--raw-id', spv], capture_output=True, text=True)
    if dis.returncode != 0:
        return 'spirv-dis failed: %s' % dis.stderr.strip()[:300]
    caps, exts = [], []
    for line in dis.stdout.splitlines():
        m = CAP_RE.match(line)
        if m:
            caps.append(m.group(1))
        m = EXT_RE.match(line)
        if m:
            exts.append(m.group(1))
    if refl.get('capabilities') != caps:
        return 'capabilities %r, module %r' % (refl.get('capabilities'), caps)
    if refl.get('extensions') != exts:
        return 'extensions %r, module %r' % (refl.get('extensions'), exts)
    src = container_source(path)
    if src is not None:
        got = (refl.get('bytecode'), refl.get('shader_model', {}).get('major'), refl.get('shader_model', {}).get('minor'))
        if got != src:
            return 'bytecode/shader model %r, container %r' % (got, src)
        if refl.get('bytecode_id') != {'DXIL': 1, 'DXBC': 2}[src[0]]:
            return 'bytecode_id %r for %s' % (refl.get('bytecode_id'), src[0])
    # Enumerated values are names (known ones), with their numbers beside.
    for res in refl.get('resources', []):
        if not isinstance(res.get('kind'), str) or res['kind'] == 'unknown' or 'kind_id' not in res:
            return 'resource kind %r is not a known name' % res.get('kind')
    for io in refl.get('interface', []):
        for field in ('system_value', 'component_type', 'interpolation') + (('builtin',) if 'builtin' in io else ()):
            if not isinstance(io.get(field), str) or io[field] == 'unknown' or field + '_id' not in io:
                return 'interface %s %r is not a known name' % (field, io.get(field))
    err = check_counters(refl, dis.stdout, 'storage_texel_buffer' if extra else None)
    if err:
        return err
    if not extra and any('counter_binding' in res for res in refl.get('resources', [])):
        err = check(args, path, tmp, ('--counter-texel-buffers',))
        if err is None:
            return '--counter-texel-buffers: refused'
        if err:
            return '--counter-texel-buffers: ' + err
    return ''


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('--spirv-dis', default='spirv-dis')
    ap.add_argument('dirs', nargs='+')
    args = ap.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for root in args.dirs:
            if not os.path.isdir(root):
                print('note: %s does not exist; skipped' % root)
                continue
            for path in shader_files(root):
                err = check(args, path, tmp)
                if err is None:
                    continue
                if err:
                    failed += 1
                    print('FAIL %s: %s' % (path, err))
                else:
                    passed += 1
    if passed == 0:
        failed += 1
        print('no shader translated: nothing was compared')
    print('reflect_json_check: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
