"""SM 4/5 execution tests, control-flow: if/else, loops with break and
continue, switch with fallthrough, the conditional forms (breakc, continuec,
retc), early returns and nesting."""
from common import *
from dxbc_common import dxbc_shader, raw, to_int_sat, nan_min_max, saturate

A = 'control-flow'



# ---- if/else chains (vkd3d-compiler) -------------------------------------------------------------

vals = [0, 5, 10, 15, 20, 99, 100, 101, 7, 3, 50, 64, 1000, 2, 31, 32]
src = r'''
// if/else-if chains and nested ifs on runtime values (if_nz/if_z, else, endif), results merged through registers.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(16, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint v = In.Load(tid.x * 4);
    uint r;
    if (v < 5)
        r = 1;
    else if (v < 20)
        r = 2;
    else if (v == 99)
        r = 3;
    else
        r = 4;
    uint q = 0;
    if ((v & 1) != 0) {
        if (v > 10)
            q = v * 3;
        else
            q = v + 7;
    } else {
        q = v >> 1;
        if (q == 0)
            q = 0xABC;
    }
    Out.Store2(tid.x * 8, uint2(r, q));
}
'''
exp = []
for v in vals:
    r = 1 if v < 5 else 2 if v < 20 else 3 if v == 99 else 4
    if v & 1:
        q = v * 3 if v > 10 else v + 7
    else:
        q = v >> 1 or 0xABC
    exp += [r, q]
dxbc_shader(A, 'if_else_chain', src, 'hlsl', ['if', 'else', 'nested-if'],
            run([1, 1, 1], [raw('t0', data=vals), raw('u0', count=len(exp), expect=exp)]))

# ---- nested loops with break and continue (vkd3d-compiler) ---------------------------------------------

src = r'''
// Nested loops with break and continue at both levels and data-dependent trip counts.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint n = In.Load(tid.x * 4);
    uint acc = 0, iters = 0;
    for (uint i = 0; i < n; i++) {
        if (i == 3)
            continue;
        if (acc > 400)
            break;
        for (uint j = 0; j < 10; j++) {
            iters++;
            if (j > i)
                break;
            if ((j & 1) != 0)
                continue;
            acc += i * j + 1;
        }
    }
    Out.Store2(tid.x * 8, uint2(acc, iters));
}
'''
ns = [0, 1, 2, 4, 6, 9, 13, 40]
exp = []
for n in ns:
    acc = iters = 0
    for i in range(n):
        if i == 3:
            continue
        if acc > 400:
            break
        for j in range(10):
            iters += 1
            if j > i:
                break
            if j & 1:
                continue
            acc = u32(acc + i * j + 1)
    exp += [acc, iters]
dxbc_shader(A, 'nested_loop_break_continue', src, 'hlsl', ['loop', 'break', 'continue', 'nested-loop'],
            run([1, 1, 1], [raw('t0', data=ns), raw('u0', count=len(exp), expect=exp)]))

# ---- data-dependent while loops and early returns (vkd3d-compiler) ---------------------------------------

src = r'''
// A while loop with a data-dependent trip count (Collatz steps) and returns from inside nested loops.
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
    uint n = In.Load(tid.x * 4);
    uint steps = 0;
    uint x = n;
    while (x > 1 && steps < 500) {
        x = (x & 1) != 0 ? x * 3 + 1 : x >> 1;
        steps++;
    }
    Out.Store(tid.x * 8, steps);
    for (uint i = 0; i < 8; i++) {
        for (uint j = 0; j < 8; j++) {
            if (i * 8 + j == (n & 63)) {
                Out.Store(tid.x * 8 + 4, i * 100 + j);
                return;
            }
        }
    }
    Out.Store(tid.x * 8 + 4, 0xDEAD);
}
'''
ns = [1, 7, 27, 97, 64, 1000, 255, 6]
exp = []
for n in ns:
    steps, x = 0, n
    while x > 1 and steps < 500:
        x = x * 3 + 1 if x & 1 else x >> 1
        steps += 1
    m = n & 63
    exp += [steps, (m // 8) * 100 + m % 8]
dxbc_shader(A, 'while_collatz_early_return', src, 'hlsl', ['loop', 'breakc', 'ret-in-loop'],
            run([1, 1, 1], [raw('t0', data=ns), raw('u0', count=len(exp), expect=exp)]))

# ---- switch with fallthrough, shared labels, default in the middle (assembled) -------------------------------

src = r'''
// switch: case bodies falling through into the next label, several labels on one body, default between cases, a switch nested in a case, and switch inside a loop with continue and break.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
mov r1.x, l(0)
switch r0.y
    case l(0)
    iadd r1.x, r1.x, l(1)
    case l(1)
    iadd r1.x, r1.x, l(10)
    case l(2)
    case l(3)
    iadd r1.x, r1.x, l(100)
    break
    default
    iadd r1.x, r1.x, l(1000)
    case l(7)
    iadd r1.x, r1.x, l(10000)
    break
    case l(-1)
    mov r1.x, l(5)
    switch r0.y
        case l(0)
        mov r1.x, l(6)
        break
        default
        iadd r1.x, r1.x, l(2)
        break
    endswitch
    iadd r1.x, r1.x, l(3)
    break
    case l(9)
    break
endswitch
mov r1.y, l(0)
mov r1.z, l(0)
loop
    uge r2.x, r1.z, l(12)
    breakc_nz r2.x
    iadd r1.z, r1.z, l(1)
    iadd r2.y, r1.z, r0.y
    and r2.y, r2.y, l(3)
    switch r2.y
        case l(0)
        iadd r1.y, r1.y, l(1)
        continue
        case l(1)
        iadd r1.y, r1.y, l(16)
        break
        case l(2)
        uge r2.z, r1.y, l(200)
        if_nz r2.z
            break
        endif
        iadd r1.y, r1.y, l(256)
        default
        iadd r1.y, r1.y, l(4096)
        break
    endswitch
    uge r2.w, r1.y, l(30000)
    breakc_nz r2.w
endloop
ishl r3.x, vThreadID.x, l(3)
store_raw u0.xy, r3.x, r1.xyxx
ret
'''
sels = [0, 1, 2, 3, 4, 7, 0xFFFFFFFF, 9, 100, 5, 6, 8, 0x80000000, 11, 12, 13]


def switch_model(s):
    r = 0
    si = i32(s)
    # body order: [0] -> [1] -> [2,3] break; default -> [7] break; [-1] ...; [9] break
    if si in (0, 1, 2, 3):
        if si == 0:
            r += 1
        if si in (0, 1):
            r += 10
        r += 100
    elif si == -1:
        r = 5
        r = 6 if si == 0 else r + 2
        r += 3
    elif si == 9:
        pass
    else:
        if si != 7:
            r += 1000
        r += 10000
    y = 0
    z = 0
    while True:
        if z >= 12:
            break
        z += 1
        k = (z + s) & 3
        if k == 0:
            y += 1
            continue
        elif k == 1:
            y += 16
        elif k == 2:
            if y >= 200:
                pass  # the break inside the if leaves the switch
            else:
                y += 256
                y += 4096  # falls into default
        else:
            y += 4096
        if y >= 30000:
            break
    return [u32(r), y]


exp = []
for s in sels:
    exp += switch_model(s)
dxbc_shader(A, 'switch_fallthrough_nested', src, 'tpf', ['switch', 'case-fallthrough', 'default', 'nested-switch',
                                                         'switch-in-loop', 'continue', 'breakc'],
            run([1, 1, 1], [raw('t0', data=sels), raw('u0', count=len(exp), expect=exp)]))

# ---- conditional forms: breakc/continuec/retc with _z and _nz, if_z (assembled) ------------------------------

src = r'''
// breakc_z/_nz, continuec_z/_nz, retc_z/_nz and if_z on runtime conditions, with stores before and after a conditional return.
cs_5_0
dcl_globalFlags refactoringAllowed
dcl_resource_raw t0
dcl_uav_raw u0
dcl_input vThreadID.x
dcl_temps 4
dcl_thread_group 16, 1, 1
ishl r0.x, vThreadID.x, l(2)
ld_raw r0.y, r0.x, t0.x
mov r1.xy, l(0, 0, 0, 0)
loop
    iadd r1.x, r1.x, l(1)
    and r2.x, r1.x, l(1)
    continuec_nz r2.x
    ult r2.y, r1.x, r0.y
    breakc_z r2.y
    iadd r1.y, r1.y, r1.x
    and r2.z, r1.x, l(7)
    continuec_z r2.z
    iadd r1.y, r1.y, l(1000)
    uge r2.w, r1.x, l(40)
    breakc_nz r2.w
endloop
and r2.x, r0.y, l(1)
if_z r2.x
    iadd r1.y, r1.y, l(0x10000)
endif
ishl r3.x, vThreadID.x, l(3)
store_raw u0.xy, r3.x, r1.xyxx
ult r2.y, r0.y, l(10)
retc_nz r2.y
iadd r3.y, r3.x, l(128)
store_raw u0.x, r3.y, l(0xaaaa)
and r2.z, r0.y, l(2)
retc_z r2.z
store_raw u0.x, r3.y, l(0xbbbb)
ret
'''
ns = [0, 1, 2, 9, 10, 11, 14, 17, 25, 33, 40, 41, 50, 7, 18, 100]
exp_a = []
exp_b = []
for n in ns:
    x = y = 0
    while True:
        x += 1
        if x & 1:
            continue
        if not (x < n):
            break
        y += x
        if (x & 7) == 0:
            continue
        y += 1000
        if x >= 40:
            break
    if not (n & 1):
        y += 0x10000
    exp_a += [x, y]
    b = 0
    if not n < 10:
        b = 0xAAAA
        if n & 2:
            b = 0xBBBB
    exp_b += [b, None]
# The second region holds one dword per thread at 128 + 8 * t: interleave.
exp = exp_a[:32] + [v for pair in zip(exp_b[0::2], [None] * 16) for v in pair]
dxbc_shader(A, 'conditional_forms', src, 'tpf', ['breakc', 'continuec', 'retc', 'if_z', 'loop'],
            run([1, 1, 1], [raw('t0', data=ns), raw('u0', count=len(exp), expect=exp)]))
