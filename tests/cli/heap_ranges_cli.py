#!/usr/bin/env python3
"""--heap-buffer-ranges and --heap-counter-addresses (dxil2spv_options
.heap_buffer_ranges / .heap_counter_addresses) on DXC shaders: SM 6.6
ResourceDescriptorHeap raw and typed buffers, and a root-signature
descriptor table (HEAP binding model) holding a structured UAV with a
counter. Each output must pass spirv-val and read the range / address
buffer at the given set and binding; without the options nothing changes.
vkd3d-proton shaders are skipped when that corpus is absent.

Last line: "heap_ranges_cli: N passed, M failed[, K skipped]".
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rootsig_cli import rts0  # noqa: E402  (serializes RTS0 blobs from the documented layout)


class T:
    def __init__(self, args, tmp):
        self.args, self.tmp = args, tmp
        self.passed = self.failed = self.skipped = 0

    def check(self, cond, what, detail=''):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print('FAIL %s %s' % (what, detail))

    def translate(self, name, shader, *opts):
        """Translates, validates and disassembles; returns (asm, reflection) or (None, None)."""
        spv = os.path.join(self.tmp, name + '.spv')
        refl = os.path.join(self.tmp, name + '.json')
        r = subprocess.run([self.args.dxil2spv, shader, '-o', spv, '--reflect', refl] + [str(o) for o in opts],
                           capture_output=True, text=True, timeout=120)
        if r.returncode != 0:
            self.check(False, name + ': translates', r.stderr)
            return None, None
        v = subprocess.run([self.args.spirv_val, '--target-env', 'vulkan1.3', '--scalar-block-layout', spv],
                           capture_output=True, text=True, timeout=120)
        self.check(v.returncode == 0, name + ': spirv-val', v.stdout + v.stderr)
        d = subprocess.run([self.args.spirv_dis, '--raw-id', spv], capture_output=True, text=True, timeout=120)
        with open(refl) as f:
            return d.stdout, json.load(f)


def var_at(asm, set_, binding):
    """Ids decorated with DescriptorSet set_ and Binding binding."""
    sets = set(re.findall(r'OpDecorate (%\d+) DescriptorSet ' + str(set_) + r'\b', asm))
    binds = set(re.findall(r'OpDecorate (%\d+) Binding ' + str(binding) + r'\b', asm))
    return sets & binds


def count(asm, pattern):
    return len(re.findall(pattern, asm))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('--spirv-val', required=True)
    ap.add_argument('--spirv-dis', required=True)
    ap.add_argument('own')
    ap.add_argument('vkd3d')
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        t = T(args, tmp)

        # Raw buffers from ResourceDescriptorHeap: 2 rawBufferLoad + 1 rawBufferStore.
        heap_raw = os.path.join(args.own, 'resources', 'descriptor_heap_sm66.dxil')
        plain, prefl = t.translate('raw-off', heap_raw)
        asm, refl = t.translate('raw', heap_raw, '--heap-buffer-ranges', '5:3')
        if asm:
            t.check(len(var_at(asm, 5, 3)) == 1, 'raw: one buffer at set 5 binding 3')
            t.check(refl.get('heap_buffer_ranges_used') is True, 'raw: reflection heap_buffer_ranges_used')
            # every 32-bit element access is rebased: bytes >> 2, a compare, a select to 1073741820
            t.check(count(asm, r'OpSelect %\d+ %\d+ %\d+ %\d+') >= 3 and
                    re.search(r'OpConstant %\d+ 1073741820\b', asm) is not None,
                'raw: 3 accesses select the out-of-range word 0x3FFFFFFC')
            t.check(count(asm, r'OpULessThan') >= 3 and count(asm, r'OpShiftRightLogical') >= 6,
                    'raw: count and offset in words for each access')
        if plain:
            t.check(not prefl.get('heap_buffer_ranges_used') and 'OpULessThan' not in plain,
                    'raw: without the option, no range reads')
        # Typed buffer (Buffer<float>) from the heap, stride 2, typed entry 1.
        typed = os.path.join(args.vkd3d, 'descriptors', 'undefined_descriptor_heap_mismatch_types_srv_typed_code_dxil.dxil')
        if not os.path.exists(typed):
            t.skipped += 1
            print('SKIP typed heap buffer: vkd3d-proton corpus absent (%s)' % typed)
        else:
            asm, refl = t.translate('typed', typed, '--heap-buffer-ranges', '2:7:2:0:1')
            if asm:
                t.check(len(var_at(asm, 2, 7)) == 1 and refl.get('heap_buffer_ranges_used') is True,
                        'typed: range buffer at set 2 binding 7, reflected')
                fetch = re.search(r'OpImageFetch %\d+ %\d+ (%\d+)', asm)
                sel = re.search(r'(%\d+) = OpSelect %\d+ %\d+ %\d+ (%\d+)', asm)
                t.check(fetch is not None and sel is not None and fetch.group(1) == sel.group(1),
                        'typed: the fetch coordinate is the rebased index')
                t.check(re.search(r'OpIMul %\d+ %\d+ %\d+', asm) is not None and count(asm, r'OpIAdd') >= 2,
                        'typed: entry e * 2 + 1')

        # Descriptor table in the HEAP model: u0 (structured, counter) and u1.
        ctr = os.path.join(args.own, 'memory', 'structured_increment_counter.dxil')
        rs = os.path.join(tmp, 'rs.bin')
        with open(rs, 'wb') as f:
            f.write(rts0(2, [('table', 0, [(1, 2, 0, 0, 0, 0)])]))
        base, brefl = t.translate('table-off', ctr, '--root-signature', rs)
        asm, refl = t.translate('table', ctr, '--root-signature', rs, '--heap-counter-addresses', '4:1',
                                '--heap-buffer-ranges', '4:0')
        if asm:
            t.check(refl.get('heap_counter_addresses_used') is True and len(var_at(asm, 4, 1)) == 1,
                    'counter: address table at set 4 binding 1, reflected')
            psb = re.search(r'(%\d+) = OpTypePointer PhysicalStorageBuffer', asm)
            ptr = psb and re.search(r'(%\d+) = Op(?:Bitcast|ConvertUToPtr) ' + psb.group(1) + r' ', asm)
            t.check(ptr is not None and re.search(r'OpAtomicIAdd %\d+ ' + ptr.group(1) + r' ', asm) is not None,
                    'counter: IncrementCounter is an atomic add through the address made a pointer')
            t.check(not var_at(asm, 7, 7), 'counter: no UAV-counter heap array (set 7 binding 7)')
            t.check(refl.get('heap_buffer_ranges_used') is True and count(asm, 'OpULessThan') >= 1,
                    'table: structured buffer rebased through its range')
        if base:
            t.check(var_at(base, 7, 7) and 'PhysicalStorageBuffer' not in base,
                    'counter: without the option, the UAV-counter heap array')
        # SETS model: counters are not in the heap, the option does not apply.
        asm, refl = t.translate('sets', ctr, '--root-signature', rs, '--binding-model', 'sets',
                                '--heap-counter-addresses', '4:1')
        if asm:
            t.check(not refl.get('heap_counter_addresses_used') and 'PhysicalStorageBuffer' not in asm,
                    'sets: counters stay descriptors')

        # Bad arguments: exit 2, the option named.
        for bad in (['--heap-buffer-ranges', 'raw:1:2'], ['--heap-buffer-ranges', '1'],
                    ['--heap-buffer-ranges', '1:2:3'], ['--heap-counter-addresses', '1'],
                    ['--heap-counter-addresses', '1:2x']):
            r = subprocess.run([args.dxil2spv, heap_raw, '-o', os.path.join(tmp, 'x.spv')] + bad,
                               capture_output=True, text=True, timeout=60)
            t.check(r.returncode == 2 and bad[0] in r.stderr, 'bad %s' % ' '.join(bad), r.stderr)

        print('heap_ranges_cli: %d passed, %d failed%s' % (t.passed, t.failed,
                                                            ', %d skipped' % t.skipped if t.skipped else ''))
        return 1 if t.failed else 0


if __name__ == '__main__':
    sys.exit(main())
