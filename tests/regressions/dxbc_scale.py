#!/usr/bin/env python3
"""SM 4/5 programs at the scale of the limits, assembled here (nothing committed):

    dxbc_scale.py --dxil2spv PATH --spirv-val PATH

Each is translated by the CLI; the outcome (exit status, the message naming
the instruction and the limit, or SPIR-V that passes spirv-val) is checked,
never the time: a run longer than the hang timeout (default 300 s, far above
what a linear translation of these needs even under sanitizers) fails as a
hang. Cases: 100,000 nested ifs and loops (refused at limits.max_nesting),
100,000 sequential if/endif and loop/break/endloop pairs (translated; 4,000
of each also validated), 16,000 declared t# each loaded once (translated
and validated), 16,383 switch cases (validated) and 20,000 (refused: SPIR-V's
limit for one OpSwitch), and 4096 indexable temporaries plus one temporary
register (refused).
Last line: "dxbc_scale: N passed, M failed".
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'tools'))
import dxbc_tokens as t  # noqa: E402

OP = t.OPCODES
T_REG, U_REG = 7, 30


def t_src(i):
    """t#.xxxx as a source (swizzle form)."""
    return [2 | (1 << 2) | (T_REG << 12) | (1 << 20), i]


def cases():
    n = 100000
    endif, loop, endloop, brk = (t.instr(OP[k]) for k in ('endif', 'loop', 'endloop', 'break'))
    yield ('100000 nested ifs', t.compute(t.if_nz() * n + endif * n), 1, ['limits.max_nesting', '(if)'])
    yield ('100000 nested loops', t.compute(loop * n + endloop * n), 1, ['limits.max_nesting', '(loop)'])
    # spirv-val's own time grows faster than linearly with the blocks: the
    # 100k forms are translated, the 4k forms also validated.
    for k, validate in ((n, False), (4000, True)):
        yield ('%d sequential ifs' % k, t.compute((t.if_nz() + t.mov_imm(0, 1, 2) + endif) * k), 0, validate)
        yield ('%d sequential loops' % k, t.compute((loop + t.mov_imm(0, 1, 2) + brk + endloop) * k), 0, validate)
    for cases_n, want in ((16383, 0), (20000, 1)):
        body = t.instr(OP['switch'], *t.reg_select(t.R, 0))
        for i in range(cases_n):
            body += t.instr(OP['case'], *t.imm32(i)) + t.mov_imm(0, 1, i) + brk
        body += t.instr(OP['default']) + brk + t.instr(OP['endswitch'])
        # SPIR-V's universal limit: 16383 cases in one OpSwitch; more is refused by name
        yield ('%d switch cases' % cases_n, t.compute(body), want, True if want == 0 else ['16383', 'switch'])
    m = 16000
    decls = [t.instr(0xa1, *t.reg_mask(T_REG, i, 0)) for i in range(m)]  # dcl_resource_raw t#
    decls += [t.instr(0x9d, *t.reg_mask(U_REG, 0, 0))]                   # dcl_uav_raw u0
    body = t.mov_imm(1, 0, 0)
    for i in range(m):
        body += t.instr(0xa5, *t.reg_mask(t.R, 0, 1), *t.imm32(0), *t_src(m - 1 - i))  # ld_raw r0.x
        body += t.instr(0x1e, *t.reg_mask(t.R, 1, 1), *t.reg_select(t.R, 1), *t.reg_select(t.R, 0))  # iadd
    body += t.instr(0xa6, *t.reg_mask(U_REG, 0, 1), *t.imm32(0), *t.reg_select(t.R, 1))  # store_raw u0.x
    yield ('16000 t# loaded once each', t.compute(body, temps=2, decls=decls), 0, True)
    itemps = [t.instr(OP['dcl_indexable_temp'], i, 1, 1) for i in range(4096)]
    yield ('4096 x#[1] and r0', t.compute([], decls=itemps), 1, ['dcl_indexableTemp', 'D3D allows 4096'])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('--spirv-val', default='spirv-val')
    ap.add_argument('--hang-timeout', type=int, default=300)
    args = ap.parse_args()
    passed = failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        src, spv = os.path.join(tmp, 'in.dxbc'), os.path.join(tmp, 'out.spv')
        for name, tokens, want_rc, check in cases():
            with open(src, 'wb') as f:
                f.write(t.container(tokens))
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
