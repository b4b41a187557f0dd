#!/usr/bin/env python3
"""SM 4/5 programs at the scale of the limits, made here (nothing committed):

    dxbc_scale.py --dxil2spv PATH --spirv-val PATH

Each is made of copies of the instructions of one program tpf_asm.py
assembles (tests/corpus/own/dxbc/tools), then translated by the CLI; the
outcome (exit status, the message naming the instruction and the limit, or
SPIR-V that passes spirv-val) is checked,
never the time: a run longer than the hang timeout (default 300 s, far above
what a linear translation of these needs even under sanitizers) fails as a
hang. Cases: 100,000 nested ifs and loops (refused at limits.max_nesting),
100,000 sequential if/endif and loop/break/endloop pairs (translated; 4,000
of each also validated), 16,000 declared t# each loaded once (translated
and validated), 16,383 switch cases (validated) and 20,000 (refused: SPIR-V's
limit for one OpSwitch), and 4096 indexable temporaries plus two temporary
registers (refused).
Last line: "dxbc_scale: N passed, M failed".
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, '..', 'tools'))
sys.path.insert(0, os.path.join(HERE, '..', 'corpus', 'own', 'dxbc', 'tools'))
import dxbc_tokens  # noqa: E402
import tpf_asm  # noqa: E402

# One assembled program whose instructions are the units copied below
# (tpf_asm writes each once; copies of their tokens make the large programs
# in a moment, where assembling 300,000 lines of text would take a minute).
UNITS = """cs_5_0
dcl_resource_raw t0
dcl_uav_raw u0
dcl_indexableTemp x0[1], 1
dcl_temps 2
dcl_thread_group 1, 1, 1
if_nz r0.x
mov r0.y, l(2)
endif
loop
mov r0.y, l(2)
break
endloop
switch r0.x
case l(0)
mov r0.y, l(0)
break
default
break
endswitch
mov r1.x, l(0)
ld_raw r0.x, l(0), t0.x
iadd r1.x, r1.x, r0.x
store_raw u0.x, l(0), r1.x
ret
"""


def cases():
    p = dxbc_tokens.Program(tpf_asm.assemble(UNITS))
    u = [p.instruction(k) for k in range(len(p.instrs))]
    (dcl_t, dcl_u, dcl_x, temps, group, if_nz, mov_if, endif, loop, mov_loop, brk, endloop, switch, case, mov_case,
     brk_case, default, brk_default, endswitch, mov_acc, ld_raw, iadd, store_raw, ret) = u

    def prog(*parts):
        body = temps + group
        for part in parts:
            body = body + part
        return p.rebuilt(body + ret)

    def numbered(unit, at, values):
        """Copies of unit with token `at` set to each value (a register or a literal)."""
        out = []
        for v in values:
            c = list(unit)
            c[at] = v
            out += c
        return out

    n = 100000
    yield ('100000 nested ifs', prog(if_nz * n, endif * n), 1, ['limits.max_nesting', '(if)'])
    yield ('100000 nested loops', prog(loop * n, endloop * n), 1, ['limits.max_nesting', '(loop)'])
    # spirv-val's own time grows faster than linearly with the blocks: the
    # 100k forms are translated, the 4k forms also validated.
    for k, validate in ((n, False), (4000, True)):
        yield ('%d sequential ifs' % k, prog((if_nz + mov_if + endif) * k), 0, validate)
        yield ('%d sequential loops' % k, prog((loop + mov_loop + brk + endloop) * k), 0, validate)
    for cases_n, want in ((16383, 0), (20000, 1)):
        body = switch + numbered(case + mov_case + brk_case, 2, range(cases_n)) + default + brk_default + endswitch
        # SPIR-V's universal limit: 16383 cases in one OpSwitch; more is refused by name
        yield ('%d switch cases' % cases_n, prog(body), want, True if want == 0 else ['16383', 'switch'])
    m = 16000
    loads = []
    for i in range(m):
        c = list(ld_raw)
        c[-1] = m - 1 - i  # t# of the load
        loads += c + iadd
    yield ('16000 t# loaded once each', p.rebuilt(numbered(dcl_t, 2, range(m)) + dcl_u + temps + group + mov_acc
                                                   + loads + store_raw + ret), 0, True)
    yield ('4096 x#[1] and r0-r1', p.rebuilt(temps + group + numbered(dcl_x, 1, range(4096)) + ret), 1,
           ['dcl_indexableTemp', 'D3D allows 4096'])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('--spirv-val', default='spirv-val')
    ap.add_argument('--hang-timeout', type=int, default=300)
    args = ap.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        src, spv = os.path.join(tmp, 'in.dxbc'), os.path.join(tmp, 'out.spv')
        for name, container, want_rc, check in cases():
            with open(src, 'wb') as f:
                f.write(container)
            cmd = [args.dxil2spv, src, '-o', spv, '-fvk-u-shift', '500000', 'all']
            try:
                r = subprocess.run(cmd, capture_output=True, text=True, timeout=args.hang_timeout)
            except subprocess.TimeoutExpired:
                print('FAIL %s: no result after %d s (a hang?)' % (name, args.hang_timeout))
                failed += 1
                continue
            err = r.stderr.strip()
            # check: the words the refusal names, or whether to validate the SPIR-V
            ok = r.returncode == want_rc and (want_rc == 0 or all(s in err for s in check))
            why = 'exit %d (want %d): %s' % (r.returncode, want_rc, err[:300])
            if ok and want_rc == 0 and check:
                v = subprocess.run([args.spirv_val, '--target-env', 'vulkan1.3', '--scalar-block-layout', spv],
                                   capture_output=True, text=True)
                ok, why = v.returncode == 0, 'spirv-val: ' + (v.stdout + v.stderr).strip()[:300]
            if ok:
                passed += 1
            else:
                failed += 1
                print('FAIL %s: %s' % (name, why))
    print('dxbc_scale: %d passed, %d failed' % (passed, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
