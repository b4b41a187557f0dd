"""SM 4/5 programs inside DXBC containers, read and patched at the token
level, for tests that make malformed or very large inputs from assembled
ones (tests/cli/test_cli.py, tests/regressions/make_hostile.py and
dxbc_scale.py). Assembly itself is tests/corpus/own/dxbc/tools/tpf_asm.py's,
the test corpus's one assembler; this module only walks, copies and changes
tokens, for what no assembler writes (lengths past the program, a program
cut inside an instruction, unknown opcodes) or would write slowly (100,000
copies of one instruction).

Independent of dxil2spv's decoder: it only walks instruction lengths (the
opcode token's bits 24-30, or customdata's second dword) as the D3D token
format defines them. The container's digest is left as it was (dxil2spv
does not check it).
"""
import struct

# The opcodes the tests find or patch by name (D3D10_SB_OPCODE_TYPE values).
OPCODES = {
    'endif': 0x15, 'endloop': 0x16, 'if': 0x1f, 'loop': 0x30, 'customdata': 0x35, 'mov': 0x36, 'nop': 0x3a,
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

    def instruction(self, k):
        """The tokens of the k-th instruction."""
        at, _, length = self.instrs[k]
        return self.tokens[at:at + length]

    def rebuilt(self, body):
        """The container with `body` (instruction tokens) as its program:
        the version token kept, the length token recomputed."""
        return self.container([self.tokens[0], 2 + len(body)] + body)
