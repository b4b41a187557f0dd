#!/usr/bin/env python3
"""The dxil2spv command-line tool: options, exit codes, output.

    test_cli.py --dxil2spv PATH --spirv-val PATH --spirv-dis PATH
                --source-root DIR OWN_CORPUS [VKD3D_CORPUS]

Each option is checked for its effect on the output (SPIR-V assembly,
--reflect JSON, dumps), every argument error for exit status 2 and a message
naming the option, input errors for exit status 1 naming what is wrong.
The exit-status contract is the one in README.md ("The command-line tool")
and src/cli/main.c: 0 success, 1 invalid/unsupported/over-limit input,
2 usage error / option that does not fit / unreadable or unwritable file,
3 internal error. --help must mention every option main.c accepts (read
from main.c's source), and README.md's tool section every long option.
DXBC (SM 4/5) input: the own seeds in every mode, and malformed programs
(truncated part, program ending inside an instruction, bad operand, unknown
opcode, unbalanced if/loop) refused with exit 1 naming stage, token offset
and opcode. Checks needing the vkd3d-proton corpus are skipped without it.
Last line: "cli: N passed, M failed, K skipped".
"""
import argparse
import json
import os
import re
import struct
import subprocess
import sys
import tempfile

SPIRV_MAGIC = 0x07230203


class Runner:
    def __init__(self, args, tmp):
        self.args = args
        self.tmp = tmp
        self.passed = self.failed = self.skipped = 0
        self.own = args.own
        self.vkd3d = args.vkd3d if args.vkd3d and os.path.isdir(args.vkd3d) else None

    def check(self, cond, what, detail=''):
        if cond:
            self.passed += 1
        else:
            self.failed += 1
            print('FAIL %s%s' % (what, (': ' + detail) if detail else ''))
        return cond

    def skip(self, what):
        self.skipped += 1
        print('skip %s' % what)

    def run(self, *argv, stdin=None):
        """Runs dxil2spv; returns (rc, stdout bytes, stderr text)."""
        r = subprocess.run([self.args.dxil2spv] + [str(a) for a in argv], input=stdin,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        return r.returncode, r.stdout, r.stderr.decode('utf-8', 'replace')

    def own_file(self, rel):
        return os.path.join(self.own, rel)

    def vkd3d_file(self, rel):
        if not self.vkd3d:
            return None
        p = os.path.join(self.vkd3d, rel)
        return p if os.path.isfile(p) else None

    def tmp_path(self, name):
        return os.path.join(self.tmp, name)

    def spirv_val(self, path, env='vulkan1.3'):
        r = subprocess.run([self.args.spirv_val, '--target-env', env, '--scalar-block-layout', path],
                           capture_output=True, text=True)
        return r.returncode == 0, (r.stdout + r.stderr).strip()[:400]

    def asm(self, src, *opts, what=''):
        """--asm -o - text of src with opts, or None (a failure is counted)."""
        rc, out, err = self.run(src, '--asm', '-o', '-', *opts)
        if not self.check(rc == 0, '%s: translates' % (what or os.path.basename(src)),
                          'exit %d: %s' % (rc, err.strip()[:300])):
            return None
        return out.decode()

    def translate_validated(self, src, *opts, what='', env='vulkan1.3'):
        """Binary output of src with opts, validated by spirv-val; the path or None."""
        out = self.tmp_path('v.spv')
        rc, _, err = self.run(src, '-o', out, *opts)
        if not self.check(rc == 0, '%s: translates' % what, 'exit %d: %s' % (rc, err.strip()[:300])):
            return None
        ok, msg = self.spirv_val(out, env)
        self.check(ok, '%s: spirv-val %s' % (what, env), msg)
        return out

    def expect_usage(self, argv, flag, what):
        """Exit 2, nothing on stdout, the message names flag."""
        rc, out, err = self.run(*argv)
        self.check(rc == 2, '%s: exit 2' % what, 'exit %d: %s' % (rc, err.strip()[:300]))
        self.check(flag in err, '%s: message names %s' % (what, flag), repr(err.strip()[:300]))
        self.check(out == b'', '%s: nothing on stdout' % what, repr(out[:100]))


# --- a small reader of spirv-dis / --asm text -------------------------------

class Asm:
    LINE = re.compile(r'^\s*(?:(%\S+)\s*=\s*)?(Op\w+)(.*)$')

    def __init__(self, text):
        self.insts = []  # (result id or None, opcode, operand tokens)
        self.defs = {}
        for line in text.splitlines():
            m = self.LINE.match(line)
            if not m:
                continue
            ops = re.findall(r'"[^"]*"|\S+', m.group(3))
            inst = (m.group(1), m.group(2), ops)
            self.insts.append(inst)
            if m.group(1):
                self.defs[m.group(1)] = inst

    def ops(self, opcode):
        return [i for i in self.insts if i[1] == opcode]

    def count(self, opcode):
        return len(self.ops(opcode))

    def decorations(self, target):
        return [i[2][1:] for i in self.ops('OpDecorate') if i[2] and i[2][0] == target]

    def decorated(self, *dec):
        """Ids decorated with dec (e.g. 'BuiltIn', 'Position')."""
        return [i[2][0] for i in self.ops('OpDecorate') if tuple(i[2][1:1 + len(dec)]) == dec]

    def const_value(self, ident):
        d = self.defs.get(ident)
        if d and d[1] == 'OpConstant':
            return d[2][1]
        return None

    def storage_class(self, var):
        d = self.defs.get(var)
        return d[2][1] if d and d[1] == 'OpVariable' else None

    def named(self, name):
        for i in self.ops('OpName'):
            if i[2][1] == '"%s"' % name:
                return i[2][0]
        return None


def position_y_stores(a):
    """Values stored into component 1 (y) of an output Position built-in."""
    pos = [v for v in a.decorated('BuiltIn', 'Position') if a.storage_class(v) == 'Output']
    chains = {}
    for rid, op, ops in a.insts:
        if op in ('OpAccessChain', 'OpInBoundsAccessChain') and len(ops) >= 3 and ops[1] in pos:
            chains[rid] = [a.const_value(x) for x in ops[2:]]
    vals = []
    for _, _, ops in a.ops('OpStore'):
        idx = chains.get(ops[0])
        if idx is not None and idx[-1] == '1':
            vals.append(ops[1])
    return vals


# --- the checks -----------------------------------------------------------------

def check_help_and_version(t, args):
    rc, out, err = t.run('--help')
    help_text = out.decode()
    t.check(rc == 0 and 'Usage: dxil2spv' in help_text, '--help: exit 0, usage on stdout', 'exit %d' % rc)
    t.check(err == '', '--help: nothing on stderr', err[:200])
    rc2, out2, _ = t.run('-h')
    t.check(rc2 == 0 and out2 == out, '-h: same as --help')

    # Every option main.c accepts, from its source: strcmp(a, "--x") and
    # strncmp(a, "--x=", n), and the register classes of -fvk-?-shift.
    src = open(os.path.join(args.source_root, 'src', 'cli', 'main.c')).read()
    flags = set(re.findall(r'strn?cmp\(a,\s*"(-[^"=]+)=?"', src))
    body = re.search(r'static int parse_shift\(.*?\n}\n', src, re.S)
    classes = re.findall(r"case '(\w)':", body.group(0)) if body else []
    t.check(sorted(classes) == ['b', 's', 't', 'u'], 'main.c: -fvk-?-shift classes read', repr(classes))
    flags |= {'-fvk-%s-shift' % c for c in classes}
    t.check(len(flags) >= 25, 'main.c: option table read', '%d options: %s' % (len(flags), sorted(flags)))
    for f in sorted(flags):
        t.check(re.search(r'(^|[\s,])' + re.escape(f) + r'(?![\w-])', help_text, re.M),
                '--help mentions %s' % f)
    # README's tool section: every long option (-fvk-* are written as a brace set).
    readme = open(os.path.join(args.source_root, 'README.md')).read()
    sec = re.search(r'## The command-line tool\n(.*?)\n## ', readme, re.S)
    if t.check(sec is not None, 'README.md has "The command-line tool"'):
        for f in sorted(x for x in flags if x.startswith('--')):
            t.check(re.search(re.escape(f) + r'(?![\w-])', sec.group(1)), 'README tool section mentions %s' % f)
        t.check('-fvk-{b,t,u,s}-shift' in sec.group(1), 'README tool section mentions -fvk-{b,t,u,s}-shift')

    rc, out, err = t.run('--version')
    t.check(rc == 0 and re.match(rb'^dxil2spv \d+\.\d+\.\d+\n$', out), '--version: "dxil2spv X.Y.Z"',
            'exit %d %r' % (rc, out[:100]))


def check_usage_errors(t):
    ps = t.own_file('dxil/stages/ps_discard_clip.dxil')
    t.expect_usage(['--no-such-option', ps, '-o', '-'], '--no-such-option', 'unknown option')
    t.expect_usage([], 'no input file', 'no input')
    t.expect_usage([ps, ps, '-o', '-'], 'more than one input', 'two inputs')
    t.expect_usage([ps], '-o FILE', 'translation without output')
    t.expect_usage([ps, '--dump-ir', '--asm'], '--asm', '--asm with a dump')
    t.expect_usage([ps, '--check', '--reflect', '-'], '--reflect', '--reflect with --check')
    # Every option with an argument, given none.
    for f in ['-o', '--reflect', '--target-env', '--entry', '--max-memory', '--discard', '--min-precision',
              '--dynamic-offsets', '--sample-count-spec-id', '--counter-shift', '--stream-output', '--so-stride',
              '--rasterized-stream', '--per-primitive-input', '--rov', '--buffer-residency',
              '--rasterizer-sample-count', '--heap-buffer-ranges', '--heap-counter-addresses']:
        t.expect_usage([ps, f], f, '%s without its argument' % f)
    t.expect_usage([ps, '-o', '-', '-fvk-t-shift', '5'], '-fvk-t-shift', '-fvk-t-shift with one argument')
    # Bad values of every option with a value.
    bad = [
        (['--target-env', 'vulkan9'], '--target-env'),
        (['--target-env=opengl'], '--target-env'),
        (['--discard', 'explode'], '--discard'),
        (['--min-precision', 'double'], '--min-precision'),
        (['--dynamic-offsets', 'maybe'], '--dynamic-offsets'),
        (['--rov', 'unordered'], '--rov'),
        (['--buffer-residency', 'ignore'], '--buffer-residency'),
        (['--sample-count-spec-id', '-1'], '--sample-count-spec-id'),
        (['--sample-count-spec-id', '2147483648'], '--sample-count-spec-id'),
        (['--sample-count-spec-id', 'x'], '--sample-count-spec-id'),
        (['--rasterizer-sample-count', '3'], '--rasterizer-sample-count'),
        (['--rasterizer-sample-count', '0'], '--rasterizer-sample-count'),
        (['--heap-buffer-ranges', '7'], '--heap-buffer-ranges'),
        (['--heap-buffer-ranges', '7:20:2:0'], '--heap-buffer-ranges'),
        (['--heap-buffer-ranges', '7:x'], '--heap-buffer-ranges'),
        (['--heap-counter-addresses', '7:21:3'], '--heap-counter-addresses'),
        (['--counter-shift', 'ten'], '--counter-shift'),
        (['--counter-shift', '4294967296'], '--counter-shift'),
        (['--max-memory', '0'], '--max-memory'),
        (['--max-memory', '12k'], '--max-memory'),
        (['-fvk-t-shift', 'x', 'all'], '-fvk-t-shift'),
        (['-fvk-b-shift', '-3', '0'], '-fvk-b-shift'),
        (['-fvk-u-shift', '1', 'everything'], '-fvk-u-shift'),
        (['-fvk-q-shift', '1', 'all'], '-fvk-q-shift'),
        (['--stream-output', 'garbage'], '--stream-output'),
        (['--stream-output', '0:TEXCOORD0.xz:0'], '--stream-output'),
        (['--stream-output', 'a:SV_Position:0'], '--stream-output'),
        (['--so-stride', '4:16'], '--so-stride'),
        (['--so-stride', '16'], '--so-stride'),
        (['--rasterized-stream', '4'], '--rasterized-stream'),
        (['--rasterized-stream', 'all'], '--rasterized-stream'),
        (['--per-primitive-input', '7UP'], '--per-primitive-input'),
        (['--per-primitive-input', 'COLOR.x'], '--per-primitive-input'),
        (['--per-primitive-input', ''], '--per-primitive-input'),
    ]
    for extra, flag in bad:
        t.expect_usage([ps, '-o', '-'] + extra, flag, 'bad value %s' % ' '.join(extra))


def check_io_errors(t):
    ps = t.own_file('dxil/stages/ps_discard_clip.dxil')
    missing = t.tmp_path('no-such-dir/missing.dxil')
    rc, out, err = t.run(missing, '-o', '-')
    t.check(rc == 2 and missing in err, 'missing input: exit 2 naming the path', 'exit %d: %s' % (rc, err.strip()))
    rc, _, err = t.run(os.path.dirname(ps), '-o', '-')
    t.check(rc == 2 and 'Is a directory' in err, 'directory as input: exit 2', 'exit %d: %s' % (rc, err.strip()))
    bad_out = t.tmp_path('no-such-dir/out.spv')
    for extra in ([], ['--asm']):
        rc, _, err = t.run(ps, '-o', bad_out, *extra)
        t.check(rc == 2 and bad_out in err, 'unwritable -o %s: exit 2 naming it' % ' '.join(extra),
                'exit %d: %s' % (rc, err.strip()))
    rc, _, err = t.run(ps, '--reflect', bad_out)
    t.check(rc == 2 and bad_out in err, 'unwritable --reflect: exit 2 naming it', 'exit %d: %s' % (rc, err.strip()))
    # A full stdout is a write error, not success (stdout is buffered).
    if os.path.exists('/dev/full'):
        for extra in (['-o', '-'], ['--reflect', '-'], ['--dump-ir'], ['--asm', '-o', '-']):
            with open('/dev/full', 'wb') as full:
                r = subprocess.run([t.args.dxil2spv, ps] + extra, stdout=full, stderr=subprocess.PIPE)
            t.check(r.returncode == 2, '%s to a full stdout: exit 2' % ' '.join(extra), 'exit %d' % r.returncode)
    else:
        t.skip('/dev/full absent')

    data = open(ps, 'rb').read()
    for name, blob, expect in [('empty', b'', 'neither a DXBC container'),
                               ('truncated to 100 bytes', data[:100], 'truncated'),
                               ('truncated to half', data[:len(data) // 2], 'truncated'),
                               ('not DXIL', b'hello world, not a shader' * 8, 'neither a DXBC container')]:
        p = t.tmp_path('bad.dxil')
        with open(p, 'wb') as f:
            f.write(blob)
        for mode in (['-o', '-'], ['--check'], ['--dump-container']):
            rc, out, err = t.run(p, *mode)
            t.check(rc == 1 and p in err and expect in err,
                    '%s input, %s: exit 1 naming the file and "%s"' % (name, mode[0], expect),
                    'exit %d: %s' % (rc, err.strip()[:300]))
            if mode[0] == '-o':
                t.check(out == b'', '%s input: nothing written' % name)
    # A container whose size field is right but a part offset points outside.
    if data[:4] == b'DXBC':
        hdr = bytearray(data)
        off0 = struct.unpack_from('<I', hdr, 32)[0]
        struct.pack_into('<I', hdr, 32, len(hdr) + 64)
        p = t.tmp_path('badpart.dxil')
        open(p, 'wb').write(bytes(hdr))
        rc, _, err = t.run(p, '--check')
        t.check(rc == 1 and 'part' in err.lower() and ('%d' % (len(hdr) + 64)) in err,
                'part offset outside the container: exit 1 naming the part and offset (was %d)' % off0,
                'exit %d: %s' % (rc, err.strip()[:300]))


def check_outputs(t):
    ps = t.own_file('dxil/stages/ps_discard_clip.dxil')
    out = t.tmp_path('a.spv')
    rc, so, err = t.run(ps, '-o', out)
    if not t.check(rc == 0, 'binary -o FILE', 'exit %d: %s' % (rc, err)):
        return
    binary = open(out, 'rb').read()
    t.check(len(binary) % 4 == 0 and len(binary) > 20 and struct.unpack_from('<I', binary)[0] == SPIRV_MAGIC,
            'binary output starts with the SPIR-V magic')
    t.check(so == b'', '-o FILE: nothing on stdout')
    ok, msg = t.spirv_val(out)
    t.check(ok, 'binary output: spirv-val', msg)
    rc, so, _ = t.run(ps, '-o', '-')
    t.check(rc == 0 and so == binary, '-o - writes the same bytes to stdout')
    rc, so, _ = t.run('-', '-o', '-', stdin=open(ps, 'rb').read())
    t.check(rc == 0 and so == binary, "input '-' reads stdin")
    # Deterministic: the same bytes again, for every output kind.
    for opts in (['-o', '-'], ['--asm', '-o', '-'], ['--reflect', '-'], ['--dump-ir'], ['--dump-container']):
        a = t.run(ps, *opts)
        b = t.run(ps, *opts)
        t.check(a[0] == 0 and a == b and a[1], 'deterministic: %s' % ' '.join(opts))
    # --asm equals spirv-dis of the binary.
    rc, so, _ = t.run(ps, '--asm', '-o', '-')
    dis = subprocess.run([t.args.spirv_dis, out], capture_output=True)
    t.check(rc == 0 and dis.returncode == 0 and so == dis.stdout, '--asm equals spirv-dis of the binary')
    asm_file = t.tmp_path('a.spvasm')
    rc, _, _ = t.run(ps, '--asm', '-o', asm_file)
    t.check(rc == 0 and open(asm_file, 'rb').read() == so, '--asm -o FILE')
    # --validate alone: no output, exit 0.
    rc, so, err = t.run(ps, '--validate')
    t.check(rc == 0 and so == b'' and err == '', '--validate alone', 'exit %d: %s' % (rc, err))
    # --reflect FILE, with and without a binary.
    refl = t.tmp_path('r.json')
    rc, so, _ = t.run(ps, '--reflect', refl)
    try:
        j = json.load(open(refl))
    except (OSError, ValueError) as e:
        j = None
        t.check(False, '--reflect FILE parses', str(e))
    if j is not None:
        t.check(j.get('stage') == 'pixel' and j.get('entry_point') == 'main', '--reflect: stage and entry point',
                repr((j.get('stage'), j.get('entry_point'))))
        classes = sorted(r['class'] for r in j.get('resources', []))
        t.check(classes == ['sampler', 'srv'], '--reflect: resources t0 and s0', repr(classes))
        t.check(so == b'', '--reflect FILE: nothing on stdout')
    rc, so, _ = t.run(ps, '--reflect', '-', '-o', out)
    t.check(rc == 0 and json.loads(so) == j and open(out, 'rb').read() == binary, '--reflect - with -o FILE')
    # --check writes nothing, and ignores -o with a note.
    rc, so, err = t.run(ps, '--check')
    t.check(rc == 0 and so == b'' and err == '', '--check: exit 0, silent', 'exit %d: %s' % (rc, err))
    chk = t.tmp_path('check.out')
    rc, so, err = t.run(ps, '--check', '-o', chk)
    t.check(rc == 0 and not os.path.exists(chk) and '--check writes nothing' in err, '--check -o FILE: nothing written')
    # --dump-container lists the parts the container holds (read here independently).
    data = open(ps, 'rb').read()
    n = struct.unpack_from('<I', data, 28)[0]
    parts = [data[o:o + 4].decode() for o in (struct.unpack_from('<I', data, 32 + 4 * i)[0] for i in range(n))]
    rc, so, _ = t.run(ps, '--dump-container')
    listed = re.findall(r'^\s+\d+\s+(\w{4})\s+\d+\s+\d+\s*$', so.decode(), re.M)
    t.check(rc == 0 and listed == parts, '--dump-container lists the parts', '%r vs %r' % (listed, parts))
    dump_file = t.tmp_path('dump.txt')
    rc, _, _ = t.run(ps, '--dump-container', '-o', dump_file)
    t.check(rc == 0 and open(dump_file, 'rb').read() == so, '--dump-container -o FILE')
    # --dump-ir names the dx.ops DXC's disassembly shows.
    ll = open(ps[:-5] + '.ll').read()
    want = sorted(set(re.findall(r'call .*@dx\.op\.\S+\(i32 \d+.*;\s*(\w+)\(', ll)))
    rc, so, _ = t.run(ps, '--dump-ir')
    got = sorted(set(re.findall(r'dx\.op (\w+)\(', so.decode())))
    t.check(rc == 0 and want and got == want, '--dump-ir lists the dx.ops of the .ll', '%r vs %r' % (got, want))


def check_target_env(t):
    cs = t.own_file('dxil/wave/active_arith_reductions.dxil')
    versions = {'vulkan1.1': 0x10300, 'vulkan1.2': 0x10500, 'vulkan1.3': 0x10600}
    default = t.run(cs, '-o', '-')[1]
    for env, ver in versions.items():
        p = t.translate_validated(cs, '--target-env', env, what='--target-env %s' % env, env=env)
        if p:
            words = open(p, 'rb').read()
            got = struct.unpack_from('<I', words, 4)[0]
            t.check(got == ver, '--target-env %s: SPIR-V version 0x%x' % (env, ver), '0x%x' % got)
            t.check(t.run(cs, '--target-env=' + env, '-o', '-')[1] == words, '--target-env=%s form' % env)
            if env == 'vulkan1.3':
                t.check(words == default, 'vulkan1.3 is the default')


def check_shifts(t):
    rs = t.own_file('dxil/resources/register_spaces.dxil')
    tex = t.own_file('dxil/resources/texture_sample_variants.dxil')

    def refl(path, *opts):
        rc, out, err = t.run(path, '--reflect', '-', *opts)
        if not t.check(rc == 0, 'reflect %s %s' % (os.path.basename(path), ' '.join(opts)), err[:300]):
            return []
        return json.loads(out)['resources']

    base = refl(rs)
    base_tex = refl(tex)
    defaults = {'srv': 1000, 'uav': 2000, 'cbv': 0, 'sampler': 3000}
    for r in base + base_tex:
        t.check(r['binding'] == r['register'] + defaults[r['class']] and r['set'] == r['space'],
                'default binding of %s %d space %d' % (r['class'], r['register'], r['space']), repr(r))
    for cls, letter, path, b in [('srv', 't', rs, base), ('uav', 'u', rs, base), ('cbv', 'b', rs, base),
                                 ('sampler', 's', tex, base_tex)]:
        spaces = sorted({r['space'] for r in b if r['class'] == cls})
        if not t.check(spaces, '%s resources in %s' % (cls, os.path.basename(path))):
            continue
        shifted = refl(path, '-fvk-%s-shift' % letter, '7', 'all')
        for r0, r1 in zip(b, shifted):
            want = r0['register'] + 7 if r0['class'] == cls else r0['binding']
            t.check(r1['binding'] == want, '-fvk-%s-shift 7 all: %s r%d space %d' % (letter, r0['class'], r0['register'],
                                                                                    r0['space']), repr(r1))
        sp = spaces[-1]
        shifted = refl(path, '-fvk-%s-shift' % letter, '9', str(sp))
        for r0, r1 in zip(b, shifted):
            want = r0['register'] + 9 if (r0['class'] == cls and r0['space'] == sp) else r0['binding']
            t.check(r1['binding'] == want, '-fvk-%s-shift 9 %d: %s r%d space %d' % (letter, sp, r0['class'],
                                                                                   r0['register'], r0['space']), repr(r1))
    # The SPIR-V agrees with the reflection.
    a = Asm(t.asm(rs, '-fvk-t-shift', '7', 'all') or '')
    bindings = sorted(int(d[1]) for i in a.ops('OpDecorate') for d in [i[2][1:]] if d[0] == 'Binding')
    t.check(bindings == sorted(r['binding'] for r in refl(rs, '-fvk-t-shift', '7', 'all')),
            '-fvk-t-shift: Binding decorations match the reflection', repr(bindings))
    # --counter-shift moves a UAV counter.
    ctr = t.own_file('dxil/memory/structured_increment_counter.dxil')
    r0 = [r for r in refl(ctr) if 'counter_binding' in r]
    r1 = [r for r in refl(ctr, '--counter-shift', '123') if 'counter_binding' in r]
    if t.check(r0 and len(r0) == len(r1), 'UAV with a counter in structured_increment_counter'):
        t.check(all(r['counter_binding'] == r['register'] + 4000 for r in r0), 'default counter binding', repr(r0))
        t.check(all(r['counter_binding'] == r['register'] + 123 for r in r1), '--counter-shift 123', repr(r1))
        t.check(all(r['counter_descriptor_type'] == 'storage_buffer' for r in r0), 'counters are storage buffers',
                repr(r0))
    # --counter-texel-buffers: the counter is an R32_UINT storage texel buffer at the same binding.
    r2 = [r for r in refl(ctr, '--counter-texel-buffers') if 'counter_binding' in r]
    if t.check(r2 and len(r2) == len(r0), '--counter-texel-buffers keeps the counters'):
        t.check(all(r['counter_descriptor_type'] == 'storage_texel_buffer' and
                    r['counter_binding'] == r['register'] + 4000 for r in r2), '--counter-texel-buffers', repr(r2))
        a = Asm(t.asm(ctr, '--counter-texel-buffers') or '')
        t.check(any(i[2][1:2] == ['Buffer'] and i[2][-1] == 'R32ui' for i in a.ops('OpTypeImage')),
                '--counter-texel-buffers: an R32ui buffer image in the module', repr(a.ops('OpTypeImage')))


def check_entry_and_limits(t):
    ps = t.own_file('dxil/stages/ps_entry_named_psmain.dxil')
    rc, out, err = t.run(ps, '--entry', 'PSMain', '--reflect', '-')
    t.check(rc == 0 and json.loads(out or b'{}').get('entry_point') == 'PSMain', '--entry PSMain', err[:300])
    a = Asm(t.asm(ps, '--entry', 'PSMain') or '')
    t.check(any('"PSMain"' in i[2] for i in a.ops('OpEntryPoint')), '--entry PSMain: OpEntryPoint "PSMain"')
    rc, out, err = t.run(ps, '--entry', 'NoSuchEntry', '-o', '-')
    # An unknown name is refused naming it (exit 1 today; README's "option
    # that does not fit the shader" would make it 2: either is accepted).
    t.check(rc in (1, 2) and "'NoSuchEntry'" in err and out == b'', '--entry NoSuchEntry: refused naming it',
            'exit %d: %s' % (rc, err.strip()[:300]))
    src = t.own_file('dxil/stages/ps_discard_clip.dxil')
    rc, out, err = t.run(src, '--max-memory', '1000', '-o', '-')
    t.check(rc == 1 and 'limits.max_memory_bytes' in err and out == b'',
            '--max-memory 1000: exit 1 naming limits.max_memory_bytes', 'exit %d: %s' % (rc, err.strip()[:300]))
    rc, out, err = t.run(src, '--max-memory', '1000', '--check')
    t.check(rc == 1 and 'limits.max_memory_bytes' in err, '--max-memory 1000 --check: exit 1')
    rc, out, err = t.run(src, '--max-memory', str(64 << 20), '-o', '-')
    t.check(rc == 0 and out == t.run(src, '-o', '-')[1], '--max-memory 64 MiB: same output', err[:300])


def check_graphics(t):
    ps = t.own_file('dxil/stages/ps_discard_clip.dxil')
    want = {None: 'OpDemoteToHelperInvocation', 'demote': 'OpDemoteToHelperInvocation', 'kill': 'OpKill',
            'terminate': 'OpTerminateInvocation'}
    others = set(want.values())
    for mode, op in want.items():
        opts = ['--discard', mode] if mode else []
        what = '--discard %s' % mode if mode else 'discard default'
        a = Asm(t.asm(ps, *opts, what=what) or '')
        t.check(a.count(op) >= 1, '%s: %s' % (what, op))
        for o in others - {op}:
            t.check(a.count(o) == 0, '%s: no %s' % (what, o))
        t.translate_validated(ps, *opts, what=what)

    for rel in ['dxil/stages/vs_passthrough_minimal.dxil', 'dxil/stages/ds_tri.dxil',
                'dxil/stages/gs_point_to_quad.dxil']:
        name = os.path.basename(rel)
        src = t.own_file(rel)
        plain, flipped = Asm(t.asm(src) or ''), Asm(t.asm(src, '--flip-y') or '')
        yp, yf = position_y_stores(plain), position_y_stores(flipped)
        t.check(yp and not any(plain.defs.get(v, (0, ''))[1] == 'OpFNegate' for v in yp),
                '%s: Position.y stored without negation' % name, repr(yp))
        t.check(yf and all(flipped.defs.get(v, (0, ''))[1] == 'OpFNegate' for v in yf),
                '%s --flip-y: an OpFNegate feeds every Position.y store' % name, repr(yf))
        t.translate_validated(src, '--flip-y', what='%s --flip-y' % name)
    # A pixel shader reads SV_Position: --flip-y changes nothing.
    t.check(t.run(ps, '-o', '-', '--flip-y')[1] == t.run(ps, '-o', '-')[1], '--flip-y on a PS: same bytes')

    mrt = t.own_file('dxil/stages/ps_multiple_render_targets.dxil')
    rc, out, err = t.run(mrt, '--dual-source-blending', '-o', '-')
    t.check(rc == 0 and "'SV_Target2'" in err and 'not written' in err and out != b'',
            '--dual-source-blending with a third target: translated, warning naming SV_Target2',
            'exit %d: %s' % (rc, err[:300]))
    dual = t.vkd3d_file('d3d12_shaders/ps_code_dxil.dxil')
    if dual:
        for on in (False, True):
            opts = ['--dual-source-blending'] if on else []
            a = Asm(t.asm(dual, *opts) or '')
            t1 = a.named('out_SV_Target1')
            decs = [d for d in a.decorations(t1)] if t1 else []
            want = [['Location', '0'], ['Index', '1']] if on else [['Location', '1']]
            t.check(t1 and sorted(decs) == sorted(want), 'dual-source %s: SV_Target1 decorations' % on, repr(decs))
            t.translate_validated(dual, *opts, what='ps_code_dxil dual-source %s' % on)
    else:
        t.skip('--dual-source-blending on a two-target PS (needs vkd3d-proton corpus)')

    sc = t.vkd3d_file('d3d12_shaders/ps_code_dxil__test_shader_get_render_target_sample_count.dxil')
    if sc:
        for spec in (None, '5', '2147483647'):
            opts = ['--sample-count-spec-id', spec] if spec else []
            a = Asm(t.asm(sc, *opts) or '')
            ids = [d[1] for i in a.ops('OpDecorate') for d in [i[2][1:]] if d[0] == 'SpecId']
            t.check(ids == [spec or '0'], '--sample-count-spec-id %s: SpecId' % spec, repr(ids))
            rc, out, _ = t.run(sc, '--reflect', '-', *opts)
            t.check(rc == 0 and json.loads(out).get('sample_count_spec_id') == int(spec or 0),
                    '--sample-count-spec-id %s: reflection' % spec)
    else:
        t.skip('--sample-count-spec-id (needs vkd3d-proton corpus)')
    if sc:
        a = Asm(t.asm(sc, '--rasterizer-sample-count', '4') or '')
        t.check(a.count('OpSpecConstant') == 0 and a.count('OpDecorate') >= 0 and
                not [i for i in a.ops('OpDecorate') if i[2][1:2] == ['SpecId']],
                '--rasterizer-sample-count 4: a constant, no spec constant')
        t.translate_validated(sc, '--rasterizer-sample-count', '4', what='--rasterizer-sample-count 4')
    # Heap buffer ranges and counter addresses on SM 6.6 heap buffers.
    heap = t.own_file('dxil/resources/descriptor_heap_sm66.dxil')
    a = Asm(t.asm(heap, '--heap-buffer-ranges', '7:20:2:0:1', '--heap-counter-addresses', '7:21') or '')
    t.check(a.named('heap_buffer_ranges') is not None and a.count('OpSelect') > 0,
            '--heap-buffer-ranges: the ranges buffer is read and accesses selected')
    t.translate_validated(heap, '--heap-buffer-ranges', '7:20', what='--heap-buffer-ranges')
    a = Asm(t.asm(heap) or '')
    t.check(a.named('heap_buffer_ranges') is None, 'no --heap-buffer-ranges: no ranges buffer')
    # A shader that does not ask for the sample count: no spec constant.
    a = Asm(t.asm(ps, '--sample-count-spec-id', '5') or '')
    rc, out, _ = t.run(ps, '--reflect', '-', '--sample-count-spec-id', '5')
    t.check(a.count('OpSpecConstant') == 0 and 'sample_count_spec_id' not in json.loads(out or b'{}'),
            '--sample-count-spec-id on a PS without the query: nothing')


def check_stream_output(t):
    gs = t.own_file('dxil/stages/gs_multiple_streams.dxil')
    plain = Asm(t.asm(gs) or '')
    t.check(plain.count('OpDecorate') and not plain.decorated('XfbBuffer') and
            not [i for i in plain.ops('OpExecutionMode') if 'Xfb' in i[2]], 'GS without --stream-output: no Xfb')
    so = '1:SV_Position:0,1:TEXCOORD0.yz:0'
    for stride_opts, stride in ([], '24'), (['--so-stride', '0:32'], '32'):
        what = '--stream-output %s %s' % (so, ' '.join(stride_opts))
        a = Asm(t.asm(gs, '--stream-output', so, *stride_opts, what=what) or '')
        t.check([i for i in a.ops('OpExecutionMode') if 'Xfb' in i[2]], '%s: Xfb mode' % what)
        caps = {i[2][0] for i in a.ops('OpCapability')}
        t.check({'TransformFeedback', 'GeometryStreams'} <= caps, '%s: capabilities' % what, repr(caps))
        xfb = a.decorated('XfbBuffer')
        offsets = sorted(d[1] for v in xfb for d in a.decorations(v) if d[0] == 'Offset')
        strides = {d[1] for v in xfb for d in a.decorations(v) if d[0] == 'XfbStride'}
        streams = {d[1] for v in xfb for d in a.decorations(v) if d[0] == 'Stream'}
        t.check(len(xfb) == 2 and offsets == ['0', '16'] and strides == {stride} and streams == {'1'},
                '%s: two captures at 0 and 16, stride %s, stream 1' % (what, stride),
                repr((xfb, offsets, strides, streams)))
        emits = [i[2][0] for i in a.ops('OpEmitStreamVertex')]
        t.check('1' in [a.const_value(e) for e in emits], '%s: OpEmitStreamVertex on stream 1' % what)
        t.translate_validated(gs, '--stream-output', so, *stride_opts, what=what)
    # The entries accumulate over repeated options.
    rep = t.run(gs, '--asm', '-o', '-', '--stream-output', '1:SV_Position:0', '--stream-output', '1:TEXCOORD0.yz:0')
    t.check(rep[0] == 0 and rep[1] == t.run(gs, '--asm', '-o', '-', '--stream-output', so)[1],
            'repeated --stream-output appends')
    # --rasterized-stream: 1 makes stream 1's own outputs the captured ones;
    # none leaves no rasterized outputs.
    one = Asm(t.asm(gs, '--stream-output', '1:SV_Position:0', '--rasterized-stream', '1') or '')
    pos_out = [v for v in one.decorated('BuiltIn', 'Position') if one.storage_class(v) == 'Output']
    t.check(len(pos_out) == 1 and ['XfbBuffer', '0'] in one.decorations(pos_out[0]) and
            ['Stream', '1'] in one.decorations(pos_out[0]),
            '--rasterized-stream 1: the Position output is captured, stream 1', repr(pos_out))
    none = Asm(t.asm(gs, '--stream-output', '1:SV_Position:0', '--rasterized-stream', 'none') or '')
    zero = Asm(t.asm(gs, '--stream-output', '1:SV_Position:0', '--rasterized-stream', '0') or '')
    t.check(zero.named('out_TEXCOORD0') and not none.named('out_TEXCOORD0'),
            '--rasterized-stream none: no rasterized TEXCOORD0 output')
    for r in ('1', 'none'):
        t.translate_validated(gs, '--stream-output', '1:SV_Position:0', '--rasterized-stream', r,
                              what='--rasterized-stream %s' % r)
    rc, out, err = t.run(gs, '-o', '-', '--stream-output', '1:NOSUCH0:0')
    t.check(rc in (1, 2) and 'NOSUCH' in err and out == b'', '--stream-output of a missing semantic: refused naming it',
            'exit %d: %s' % (rc, err[:300]))


def check_mesh(t):
    ms = t.own_file('dxil/stages/ms_triangles.dxil')
    a = Asm(t.asm(ms, what='mesh shader') or '')
    t.check(any(i[2][0] == 'MeshEXT' for i in a.ops('OpEntryPoint')), 'mesh shader: MeshEXT entry point')
    t.translate_validated(ms, '--target-env', 'vulkan1.2', what='mesh shader (vulkan1.2)', env='vulkan1.2')
    rc, out, err = t.run(ms, '-o', '-', '--target-env', 'vulkan1.1')
    t.check(rc == 1 and 'SPIR-V 1.4' in err and out == b'', 'mesh shader for vulkan1.1: exit 1 naming SPIR-V 1.4',
            'exit %d: %s' % (rc, err[:200]))
    rj = t.tmp_path('ms.json')
    rc, _, err = t.run(ms, '-o', t.tmp_path('ms.spv'), '--reflect', rj)
    if t.check(rc == 0, 'mesh shader --reflect', err[:200]):
        with open(rj) as f:
            j = json.load(f)
        sigs = {(e['semantic'], e['signature']) for e in j.get('interface', [])}
        t.check(j.get('stage') == 'mesh' and ('TAG', 'primitive') in sigs and ('TEXCOORD', 'output') in sigs,
                'mesh shader --reflect: stage and per-primitive "primitive" signature', repr(sigs))
    # --per-primitive-input: the listed pixel input only, in any case, with or
    # without the index
    ps = t.own_file('dxil/stages/ps_barycentrics.dxil')
    for arg in ('COLOR', 'color0'):
        a = Asm(t.asm(ps, '--per-primitive-input', arg, what='--per-primitive-input %s' % arg) or '')
        marked = a.decorated('PerPrimitiveEXT') + a.decorated('PerPrimitiveNV')
        t.check(len(marked) == 1 and a.named('in_COLOR0') in marked,
                '--per-primitive-input %s: PerPrimitiveEXT on in_COLOR0 only' % arg, repr(marked))
        t.translate_validated(ps, '--per-primitive-input', arg, what='--per-primitive-input %s' % arg)
    a = Asm(t.asm(ps, '--per-primitive-input', 'COLOR1', what='--per-primitive-input COLOR1') or '')
    t.check(not a.decorated('PerPrimitiveEXT') and not a.decorated('PerPrimitiveNV'),
            '--per-primitive-input of an index the shader lacks: no decoration')


def check_min_precision(t):
    ps = t.own_file('render/ps_min_precision/ps_min_precision.ps.dxil')
    for mode in (None, 'widen', 'native'):
        opts = ['--min-precision', mode] if mode else []
        what = '--min-precision %s' % mode
        a = Asm(t.asm(ps, *opts, what=what) or '')
        caps = {i[2][0] for i in a.ops('OpCapability')}
        widths = {i[2][0] for i in a.ops('OpTypeFloat')}
        relaxed = len(a.decorated('RelaxedPrecision'))
        if mode == 'native':
            t.check('Float16' in caps and '16' in widths, '%s: 16-bit floats' % what, repr((caps, widths)))
        else:
            t.check('Float16' not in caps and widths == {'32'} and relaxed > 0,
                    '%s: 32-bit floats, RelaxedPrecision' % what, repr((caps, widths, relaxed)))
        t.translate_validated(ps, *opts, what=what)


def check_dynamic_offsets(t):
    cs = t.vkd3d_file('sm_advanced/cs_dynamic_texture_offset_code_dxil.dxil')
    if not cs:
        t.skip('--dynamic-offsets (needs vkd3d-proton corpus)')
        return
    for mode in (None, 'emulate'):
        opts = ['--dynamic-offsets', mode] if mode else []
        rc, out, err = t.run(cs, '--asm', '-o', '-', *opts)
        a = Asm(out.decode())
        t.check(rc == 0 and a.count('OpImageQuerySizeLod') >= 1 and 'emulated' in err,
                '--dynamic-offsets %s: emulated with a warning' % mode, 'exit %d: %s' % (rc, err[:200]))
        t.translate_validated(cs, *opts, what='--dynamic-offsets %s' % mode)
    rc, out, err = t.run(cs, '--asm', '-o', '-', '--dynamic-offsets', 'native')
    a = Asm(out.decode())
    t.check(rc == 0 and 'ImageGatherExtended' in {i[2][0] for i in a.ops('OpCapability')} and
            a.count('OpImageQuerySizeLod') == 0, '--dynamic-offsets native: Offset operand')
    # --validate runs the same validator as spirv-val. Where that rejects the
    # non-constant Offset (VUID 04663: it predates VK_KHR_maintenance8, which
    # native mode targets), the tool warns and succeeds instead of calling
    # the module a dxil2spv bug.
    p = t.tmp_path('native.spv')
    t.run(cs, '-o', p, '--dynamic-offsets', 'native')
    ok, val_msg = t.spirv_val(p)
    rc, _, err = t.run(cs, '--validate', '--dynamic-offsets', 'native')
    if ok:
        t.check(rc == 0 and 'warning' not in err, '--validate agrees with spirv-val (native offsets)',
                'exit %d: %s' % (rc, err[:200]))
    else:
        t.check(rc == 0 and '04663' in err and 'maintenance8' in err,
                '--validate: native offsets rejected only for VUID 04663, with a warning',
                'exit %d: %s' % (rc, err[:200]))
    rc, out, err = t.run(cs, '-o', '-', '--dynamic-offsets', 'refuse')
    t.check(rc == 1 and 'SampleLevel' in err and out == b'', '--dynamic-offsets refuse: exit 1 naming SampleLevel',
            'exit %d: %s' % (rc, err[:200]))


def check_rov(t):
    ps = t.vkd3d_file('d3d12_rov/ps_code_pixel_dxil.dxil')
    if not ps:
        t.skip('--rov (needs vkd3d-proton corpus)')
        return
    for mode in (None, 'interlock'):
        opts = ['--rov', mode] if mode else []
        rc, out, _ = t.run(ps, '--asm', '-o', '-', *opts)
        a = Asm(out.decode())
        t.check(rc == 0 and a.count('OpBeginInvocationInterlockEXT') == 1 and
                a.count('OpEndInvocationInterlockEXT') == 1, '--rov %s: one interlock pair' % mode)
        t.translate_validated(ps, *opts, what='--rov %s' % mode)
    rc, out, err = t.run(ps, '-o', '-', '--rov', 'refuse')
    t.check(rc == 1 and 'rasterizer-ordered view' in err and out == b'', '--rov refuse: exit 1 naming the view',
            'exit %d: %s' % (rc, err[:200]))


def check_buffer_residency(t):
    cs = t.vkd3d_file('sparse/buffer_feedback_ld_structured_code_dxil.dxil')
    if not cs:
        t.skip('--buffer-residency (needs vkd3d-proton corpus)')
        return
    for mode in (None, 'warn'):
        opts = ['--buffer-residency', mode] if mode else []
        rc, _, err = t.run(cs, '-o', '-', *opts)
        t.check(rc == 0 and 'BufferLoad' in err and 'fully mapped' in err,
                '--buffer-residency %s: a warning naming BufferLoad' % mode, 'exit %d: %s' % (rc, err[:200]))
    rc, out, err = t.run(cs, '-o', '-', '--buffer-residency', 'refuse')
    t.check(rc == 1 and 'BufferLoad' in err and out == b'', '--buffer-residency refuse: exit 1 naming BufferLoad',
            'exit %d: %s' % (rc, err[:200]))


def check_raytracing(t):
    """Ray-tracing libraries: --list-entries, --entry by export or mangled
    name, the stage variables and ops each entry needs."""
    lib = t.own_file('dxil/raytracing/full_pipeline_library.dxil')
    rc, out, err = t.run('--list-entries', lib)
    t.check(rc == 0 and out.decode().splitlines() == ['AnyHitMain anyhit', 'Gen raygeneration', 'Hit closesthit',
                                                       'MissMain miss'],
            '--list-entries: NAME STAGE per entry', 'exit %d: %r %s' % (rc, out[:300], err[:200]))
    by_export = t.run(lib, '--entry', 'Gen', '-o', '-')
    by_mangled = t.run(lib, '--entry', '?Gen@@YAXXZ', '-o', '-')
    t.check(by_export[0] == 0 and by_export[1] == by_mangled[1], '--entry Gen and ?Gen@@YAXXZ: same output',
            by_export[2][:200] + by_mangled[2][:200])
    rc, out, err = t.run(lib, '--entry', 'Gen', '--reflect', '-')
    j = json.loads(out or b'{}') if rc == 0 else {}
    t.check(j.get('stage') == 'raygeneration' and j.get('entry_point') == 'Gen', '--reflect of a raygeneration entry',
            repr((j.get('stage'), j.get('entry_point'), err[:200])))

    def sc_vars(a, *classes):
        return [i for i in a.ops('OpVariable') if len(i[2]) > 1 and i[2][1] in classes]

    a = Asm(t.asm(lib, '--entry', 'Gen', what='raygeneration Gen') or '')
    t.check(a.count('OpTraceRayKHR') + a.count('OpTraceRayNV') == 1 and
            len(sc_vars(a, 'RayPayloadKHR', 'RayPayloadNV')) == 1,
            'Gen: one TraceRay on one RayPayloadKHR variable')
    a = Asm(t.asm(lib, '--entry', 'Hit', what='closesthit Hit') or '')
    t.check(len(sc_vars(a, 'IncomingRayPayloadKHR', 'IncomingRayPayloadNV')) == 1 and
            len(sc_vars(a, 'HitAttributeKHR', 'HitAttributeNV')) == 1 and a.count('OpFunctionParameter') == 0,
            'Hit: payload and attributes are incoming variables, not parameters')
    any_hit = t.own_file('dxil/raytracing/anyhit_ignore_accept.dxil')
    a = Asm(t.asm(any_hit, what='anyhit') or '')
    t.check(a.count('OpIgnoreIntersectionKHR') == 1 and a.count('OpTerminateRayKHR') == 1 and
            a.count('OpFunctionCall') == 2, 'anyhit: IgnoreHit and AcceptHitAndEndSearch as calls of terminator helpers')
    isect = t.own_file('dxil/raytracing/intersection_report_hit.dxil')
    a = Asm(t.asm(isect, what='intersection') or '')
    t.check(a.count('OpReportIntersectionKHR') + a.count('OpReportIntersectionNV') == 1 and
            len(sc_vars(a, 'HitAttributeKHR', 'HitAttributeNV')) == 1, 'intersection: ReportHit with HitAttributeKHR')
    call = t.own_file('dxil/raytracing/callable_shader.dxil')
    a = Asm(t.asm(call, '--entry', 'CallerRayGen', what='CallShader') or '')
    t.check(a.count('OpExecuteCallableKHR') + a.count('OpExecuteCallableNV') == 1 and
            len(sc_vars(a, 'CallableDataKHR', 'CallableDataNV')) == 1, 'CallShader: OpExecuteCallableKHR')
    a = Asm(t.asm(call, '--entry', 'Shade', what='callable Shade') or '')
    t.check(len(sc_vars(a, 'IncomingCallableDataKHR', 'IncomingCallableDataNV')) == 1,
            'callable: IncomingCallableDataKHR')
    # ObjectToWorld3x4(row, col) is column `col`, component `row` of the mat4x3
    ch = t.own_file('dxil/raytracing/closesthit_builtins.dxil')
    a = Asm(t.asm(ch, what='closesthit built-ins') or '')
    o2w = a.named('gl_ObjectToWorldEXT')
    chains = [[a.const_value(x) for x in i[2][2:]] for i in a.ops('OpAccessChain') if i[2][1] == o2w]
    t.check(['0', '0'] in chains and ['1', '0'] in chains and ['2', '0'] in chains,
            'ObjectToWorld(0, c): access chains (c, 0)', repr(chains))
    # RDAT subobjects in --reflect, as the library's .ll lists them
    so = {s.get('name'): s for s in j.get('subobjects', [])}
    t.check(so.get('hitGroup', {}).get('anyhit') == 'AnyHitMain' and so['hitGroup'].get('closesthit') == 'Hit' and
            so['hitGroup'].get('type') == 'triangles' and
            so.get('shaderConfig', {}).get('max_payload_size') == 20 and
            so['shaderConfig'].get('max_attribute_size') == 8 and
            so.get('pipelineConfig', {}).get('max_recursion_depth') == 2 and
            so.get('assoc', {}).get('subobject') == 'lrs' and so['assoc'].get('exports') == ['Hit'] and
            so.get('grs', {}).get('kind') == 'global_root_signature' and so['grs'].get('size') == 92 and
            so.get('lrs', {}).get('size') == 48 and so.get('soConfig', {}).get('flags') == 1 and len(so) == 7,
            '--reflect of a library: its seven RDAT subobjects', repr(so)[:600])
    rc, out, err = t.run(lib, '--entry', 'Gen', '-o', '-', '--target-env', 'vulkan1.1')
    t.check(rc == 1 and 'SPIR-V 1.4' in err and out == b'', 'raygeneration for vulkan1.1: exit 1 naming SPIR-V 1.4',
            'exit %d: %s' % (rc, err[:200]))


def dxbc_parts(data):
    """The part fourccs of a container, read here."""
    n = struct.unpack_from('<I', data, 28)[0]
    return [data[o:o + 4].decode() for o in (struct.unpack_from('<I', data, 32 + 4 * i)[0] for i in range(n))]


def check_dxbc(t):
    """SM 4/5 input (own vkd3d-compiler seeds): every mode of the CLI, and
    malformed programs refused with exit 1 naming the stage, the part, the
    token offset and the opcode."""
    seeds = t.own_file('dxbc/seeds')
    ps = os.path.join(seeds, 'ps_sample_discard.dxbc')
    data = open(ps, 'rb').read()
    a = t.asm(ps, what='DXBC ps')
    if a is not None:
        t.check(re.search(r'OpEntryPoint Fragment %\w+ "main"', a), 'DXBC ps: a Fragment entry point "main"')
    t.translate_validated(ps, what='DXBC ps')
    rc, so, err = t.run('-', '-o', '-', stdin=data)
    rc2, so2, _ = t.run(ps, '-o', '-')
    t.check(rc == 0 and so == so2 and so[:4] == struct.pack('<I', SPIRV_MAGIC), "DXBC ps: input '-' reads stdin")
    rc, so, err = t.run(ps, '--check')
    t.check(rc == 0 and so == b'' and err == '', 'DXBC ps --check: exit 0, silent', 'exit %d: %s' % (rc, err))
    rc, so, _ = t.run(ps, '--list-entries')
    t.check(rc == 0 and so.decode() == 'main pixel\n', 'DXBC ps --list-entries: "main pixel"', repr(so[:100]))
    # --dump-container: the parts read here, the program part and RDEF's names.
    rc, so, _ = t.run(ps, '--dump-container')
    text = so.decode()
    listed = re.findall(r'^\s+\d+\s+(\w{4})\s+\d+\s+\d+\s*$', text, re.M)
    t.check(rc == 0 and listed == dxbc_parts(data), 'DXBC ps --dump-container lists the parts',
            '%r vs %r' % (listed, dxbc_parts(data)))
    t.check('Program (SHDR): pixel shader, shader model 5.0' in text, 'DXBC ps --dump-container: the SHDR program')
    t.check(re.search(r'^\s+tex\s+texture\s', text, re.M) and re.search(r'^\s+smp\s+sampler\s', text, re.M),
            'DXBC ps --dump-container: RDEF bindings tex and smp')
    t.check('Statistics (STAT)' in text and 'not a DXIL program' in text,
            'DXBC ps --dump-container: the SM 4/5 STAT part is not read as a DXIL program')
    # --dump-ir: the lowered IR, with the source program named.
    rc, so, _ = t.run(ps, '--dump-ir')
    text = so.decode()
    t.check(rc == 0 and text.startswith('; lowered from SM 5.0 DXBC (SHDR part'), 'DXBC ps --dump-ir names the source',
            text[:100])
    ops = sorted(set(re.findall(r'dx\.op (\w+)\(', text)))
    t.check(all(o in ops for o in ('Sample', 'Discard', 'LoadInput', 'StoreOutput')),
            'DXBC ps --dump-ir: Sample, Discard, LoadInput, StoreOutput', repr(ops))
    # --reflect: which bytecode, its model, RDEF names and the signature's semantics.
    rc, so, _ = t.run(ps, '--reflect', '-', '-o', t.tmp_path('d.spv'))
    try:
        j = json.loads(so)
    except ValueError as e:
        j = {}
        t.check(False, 'DXBC ps --reflect parses', str(e))
    t.check(j.get('bytecode') == 'DXBC' and j.get('shader_model') == {'major': 5, 'minor': 0} and
            j.get('stage') == 'pixel', 'DXBC ps --reflect: DXBC, shader model 5.0, pixel',
            repr((j.get('bytecode'), j.get('shader_model'), j.get('stage'))))
    t.check(sorted(r.get('name') for r in j.get('resources', [])) == ['smp', 'tex'],
            'DXBC ps --reflect: resource names from RDEF', repr(j.get('resources')))
    t.check([(i.get('signature'), i.get('semantic')) for i in j.get('interface', [])] ==
            [('input', 'SV_Position'), ('input', 'TEXCOORD'), ('input', 'COLOR'), ('output', 'SV_Target'),
             ('output', 'SV_Target')], 'DXBC ps --reflect: the signatures\' semantics',
            repr([i.get('semantic') for i in j.get('interface', [])]))
    # Every seed: the stage its name says, the model and part of its version token.
    stages = {'cs': 'compute', 'vs': 'vertex', 'ps': 'pixel', 'gs': 'geometry', 'ds': 'domain', 'hs': 'hull'}
    for name in sorted(os.listdir(seeds)):
        if not name.endswith('.dxbc'):
            continue
        path = os.path.join(seeds, name)
        raw = open(path, 'rb').read()
        part = [p for p in dxbc_parts(raw) if p in ('SHDR', 'SHEX')]
        off = raw.index(part[0].encode()) + 8 if part else 0
        version = struct.unpack_from('<I', raw, off)[0]
        rc, so, err = t.run(path, '--reflect', '-', '-o', t.tmp_path('s.spv'))
        if not t.check(rc == 0, '%s --reflect' % name, 'exit %d: %s' % (rc, err.strip()[:200])):
            continue
        j = json.loads(so)
        t.check((j.get('stage'), j.get('shader_model')) ==
                (stages[name[:2]], {'major': (version >> 4) & 0xF, 'minor': version & 0xF}),
                '%s: stage and shader model' % name, repr((j.get('stage'), j.get('shader_model'))))
        ok, msg = t.spirv_val(t.tmp_path('s.spv'))
        t.check(ok, '%s: spirv-val' % name, msg)
    sm51 = os.path.join(seeds, 'cs_sm51_spaces.dxbc')
    rc, so, _ = t.run(sm51, '--reflect', '-', '-o', t.tmp_path('s.spv'))
    spaces = sorted((r['class'], r['space'], r['register']) for r in json.loads(so).get('resources', [])) if rc == 0 else []
    t.check(spaces == [('cbv', 1, 0), ('srv', 3, 1), ('uav', 2, 3)], 'SM 5.1 register spaces in --reflect', repr(spaces))

    # Malformed programs made from a real one (tests/tools/dxbc_tokens.py).
    sys.path.insert(0, os.path.join(t.args.source_root, 'tests', 'tools'))
    import dxbc_tokens as dt
    cs = os.path.join(seeds, 'cs_loops_atomics.dxbc')
    p = dt.Program(open(cs, 'rb').read())
    bad = []
    tokens = list(p.tokens)
    bad.append(('truncated SHDR part', p.container(tokens[:len(tokens) // 2]),
                ['SHDR part', 'length token says %d dwords' % len(tokens)]))
    names = {v: k for k, v in dt.OPCODES.items()}
    at, op, _ = next(i for i in p.instrs[len(p.instrs) // 2:] if i[1] in names)  # one whose name we know
    name = names[op]
    tokens = list(p.tokens)
    tokens[1] = at + 1
    bad.append(('program ending inside an instruction', p.container(tokens),
                ['compute shader, SHDR token %d (%s)' % (at, name), 'extends past the program end']))
    mov = p.find('mov')
    tokens = list(p.tokens)
    tokens[mov + 1] = (tokens[mov + 1] & ~(0xFF << 12)) | (0xFA << 12)
    bad.append(('bad operand type', p.container(tokens),
                ['compute shader, SHDR token %d (mov)' % mov, 'operand type 250']))
    tokens = list(p.tokens)
    tokens[mov] = (tokens[mov] & ~0x7FF) | 0x7F0
    bad.append(('unknown opcode', p.container(tokens), ['compute shader, SHDR token %d' % mov, 'unknown opcode',
                                                        '0x7f0']))
    endif, loop = p.find('endif'), p.find('loop')
    tokens = list(p.tokens)
    tokens[endif] = (tokens[endif] & ~0x7FF) | dt.OPCODES['nop']
    bad.append(('if without endif', p.container(tokens), ['compute shader, SHDR token', '(endloop): endloop closes the if']))
    tokens = list(p.tokens)
    tokens[p.find('endloop')] = (tokens[p.find('endloop')] & ~0x7FF) | dt.OPCODES['nop']
    bad.append(('loop without endloop', p.container(tokens),
                ['compute shader, SHDR token %d (loop): an unclosed loop' % loop]))
    for what, blob, needles in bad:
        path = t.tmp_path('bad.dxbc')
        with open(path, 'wb') as f:
            f.write(blob)
        for mode in (['-o', t.tmp_path('bad.spv')], ['--check'], ['--dump-ir']):
            rc, out, err = t.run(path, *mode)
            t.check(rc == 1 and path in err and all(n in err for n in needles) and out == b'',
                    'DXBC %s, %s: exit 1 naming %s' % (what, mode[0], ' / '.join(needles)),
                    'exit %d: %s' % (rc, err.strip()[:300]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dxil2spv', required=True)
    ap.add_argument('--spirv-val', default='spirv-val')
    ap.add_argument('--spirv-dis', default='spirv-dis')
    ap.add_argument('--source-root', required=True)
    ap.add_argument('own')
    ap.add_argument('vkd3d', nargs='?')
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        t = Runner(args, tmp)
        for fn in (check_help_and_version, check_usage_errors, check_io_errors, check_outputs, check_target_env,
                   check_shifts, check_entry_and_limits, check_graphics, check_stream_output, check_mesh,
                   check_min_precision, check_dynamic_offsets, check_rov, check_buffer_residency,
                   check_raytracing, check_dxbc):
            try:
                if fn is check_help_and_version:
                    fn(t, args)
                else:
                    fn(t)
            except Exception as e:  # a crash in one group fails it, not the rest
                t.check(False, '%s raised' % fn.__name__, '%s: %s' % (type(e).__name__, e))
    print('cli: %d passed, %d failed, %d skipped' % (t.passed, t.failed, t.skipped))
    return 1 if t.failed else 0


if __name__ == '__main__':
    sys.exit(main())
