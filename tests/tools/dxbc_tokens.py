"""SM 4/5 programs inside DXBC containers, for tests that make malformed
inputs from real ones (tests/cli/test_cli.py, tests/regressions/make_hostile.py).

Independent of dxil2spv's decoder: it only walks instruction lengths (the
opcode token's bits 24-30, or customdata's second dword) as the D3D token
format defines them, and patches dwords in place. The container's digest is
left as it was (dxil2spv does not check it).
"""
import struct

OPCODES = {
    'break': 0x02, 'case': 0x06, 'continue': 0x07, 'default': 0x0a, 'else': 0x12, 'endif': 0x15,
    'endloop': 0x16, 'endswitch': 0x17, 'if': 0x1f, 'label': 0x2c, 'loop': 0x30, 'customdata': 0x35,
    'mov': 0x36, 'nop': 0x3a, 'ret': 0x3e, 'switch': 0x4c, 'dcl_temps': 0x68, 'dcl_indexable_temp': 0x69,
    'dcl_tgsm_raw': 0x9f, 'dcl_thread_group': 0x9b,
}


class Program:
    """The SHDR/SHEX part of a container: `tokens` (a list of dwords),
    `instrs` [(token offset, opcode, length)], and the container bytes
    rebuilt around edited tokens by `container()`."""

    def __init__(self, data):
        self.data = bytearray(data)
        if self.data[:4] != b'DXBC':
            raise ValueError('not a DXBC container')
        n = struct.unpack_from('<I', self.data, 28)[0]
        self.part = None
        for i in range(n):
            off = struct.unpack_from('<I', self.data, 32 + 4 * i)[0]
            if self.data[off:off + 4] in (b'SHDR', b'SHEX'):
                self.part_index, self.part = i, off
                self.fourcc = self.data[off:off + 4].decode()
        if self.part is None:
            raise ValueError('no SHDR/SHEX part')
        size = struct.unpack_from('<I', self.data, self.part + 4)[0]
        self.tokens = list(struct.unpack_from('<%dI' % (size // 4), self.data, self.part + 8))
        self.program_type = self.tokens[0] >> 16
        self.instrs = []
        pos = 2
        while pos < min(self.tokens[1], len(self.tokens)):
            tok = self.tokens[pos]
            op = tok & 0x7FF
            length = self.tokens[pos + 1] if op == OPCODES['customdata'] else (tok >> 24) & 0x7F
            if length == 0:
                break
            self.instrs.append((pos, op, length))
            pos += length

    def find(self, name, nth=0):
        """Token offset of the nth instruction with this opcode name."""
        hits = [i for i in self.instrs if i[1] == OPCODES[name]]
        return hits[nth][0]

    def set_opcode(self, at, opcode):
        """Keeps the instruction's length and controls, changes its opcode."""
        self.tokens[at] = (self.tokens[at] & ~0x7FF) | opcode

    def container(self, tokens=None, part_size=None):
        """The container bytes with `tokens` (default: self.tokens) as the
        part's data; part_size overrides the part's size field."""
        tokens = self.tokens if tokens is None else tokens
        out = bytearray(self.data)
        body = struct.pack('<%dI' % len(tokens), *tokens)
        old = struct.unpack_from('<I', out, self.part + 4)[0]
        if len(body) != old:
            out[self.part + 8:self.part + 8 + old] = body
            delta = len(body) - old
            n = struct.unpack_from('<I', out, 28)[0]
            for i in range(n):
                off = struct.unpack_from('<I', out, 32 + 4 * i)[0]
                if off > self.part:
                    struct.pack_into('<I', out, 32 + 4 * i, off + delta)
            struct.pack_into('<I', out, 24, len(out))
        else:
            out[self.part + 8:self.part + 8 + old] = body
        struct.pack_into('<I', out, self.part + 4, len(body) if part_size is None else part_size)
        return bytes(out)


# ---- assembling programs from scratch ----------------------------------------

def instr(opcode, *words, controls=0):
    """One instruction: the opcode token (length in bits 24-30) and its words."""
    n = 1 + len(words)
    assert n < 128
    return [opcode | (controls << 11) | (n << 24)] + list(words)


def reg_select(rtype, index, comp=0):
    """A source operand: register rtype[index].comp (select-1, one immediate index)."""
    return [2 | (2 << 2) | (comp << 4) | (rtype << 12) | (1 << 20), index]


def reg_mask(rtype, index, mask=1):
    """A destination operand: register rtype[index] with a write mask."""
    return [2 | (mask << 4) | (rtype << 12) | (1 << 20), index]


def imm32(value):
    """A one-component immediate l(value)."""
    return [1 | (4 << 12), value]


R, O, X, TGSM = 0, 2, 3, 31


def program(program_type, body, major=5, minor=0):
    """The tokens of a whole program: version, length, body."""
    return [(program_type << 16) | (major << 4) | minor, 2 + len(body)] + body


def container(tokens, fourcc='SHEX'):
    """A DXBC container holding empty ISGN/OSGN parts and the program."""
    parts = [('ISGN', struct.pack('<II', 0, 8)), ('OSGN', struct.pack('<II', 0, 8)),
             (fourcc, struct.pack('<%dI' % len(tokens), *tokens))]
    head = 32 + 4 * len(parts)
    offs, body = [], b''
    for name, payload in parts:
        offs.append(head + len(body))
        body += name.encode() + struct.pack('<I', len(payload)) + payload
    return b'DXBC' + bytes(16) + struct.pack('<HHII', 1, 0, head + len(body), len(parts)) + \
        struct.pack('<%dI' % len(parts), *offs) + body


def compute(body, temps=1, decls=()):
    """A cs_5_0 program: dcl_thread_group 1,1,1, dcl_temps, decls, body, ret."""
    head = instr(OPCODES['dcl_thread_group'], 1, 1, 1) + instr(OPCODES['dcl_temps'], temps)
    for d in decls:
        head += d
    return program(5, head + body + instr(OPCODES['ret']))


def if_nz(rindex=0, comp=0):
    return instr(OPCODES['if'], *reg_select(R, rindex, comp), controls=1 << 7)  # bit 18: _nz


def mov_imm(rindex, comp, value):
    return instr(OPCODES['mov'], *reg_mask(R, rindex, 1 << comp), *imm32(value))
