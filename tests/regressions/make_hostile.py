#!/usr/bin/env python3
"""Writes the hand-made hostile inputs of tests/regressions/hostile/.

Each input claims a size, count or depth far beyond what its few bytes
hold: part sizes and counts of a DXBC container, program header sizes,
signature/PSV0/RTS0/RDAT counts, and inside LLVM bitcode type counts, array
lengths, operand counts, DECLAREBLOCKS, metadata IDs and counts, block
lengths and block nesting. run_regressions checks each is refused with the
status listed in expect.txt, under a 4 MiB memory limit, without reaching
that limit.

The container cases patch a real shader from tests/corpus/own; the bitcode
cases are written from scratch as raw bitcode (the API accepts a bare
module), field by field, unabbreviated; the SM 4/5 (DXBC) cases are programs
assembled with tpf_asm.py and patched (tests/tools/dxbc_tokens.py): nesting deeper than
limits.max_nesting, unbalanced control flow, declarations over D3D's limits
(temporaries, indexable temporaries, immediate constant buffer, group-shared
memory), lengths past the program and relative indices nested too deep.

Usage: make_hostile.py [OUT_DIR]   (default: the hostile/ folder beside this script)
The outputs are committed; rerun after changing this script.
"""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BASE_SHADER = os.path.join(ROOT, "tests", "corpus", "own", "dxil", "stages", "vs_passthrough_minimal.dxil")
# A library with an RDAT part (shared corpus; the RDAT case is skipped without it).
RDAT_SHADER = os.path.join(ROOT, "..", "shared", "corpus", "vkd3d-proton", "rt", "dummy_raygen_code_dxil.dxil")

# ---- bit writer (LLVM bitstream: fields packed LSB first) -------------------


class Bits:
    def __init__(self):
        self.bits = []

    def fixed(self, v, n):
        for i in range(n):
            self.bits.append((v >> i) & 1)

    def vbr(self, v, n):
        hi = 1 << (n - 1)
        while v >= hi:
            self.fixed((v & (hi - 1)) | hi, n)
            v >>= n - 1
        self.fixed(v, n)

    def align32(self):
        while len(self.bits) % 32:
            self.bits.append(0)

    def tobytes(self):
        self.align32()
        out = bytearray()
        for i in range(0, len(self.bits), 8):
            b = 0
            for k in range(8):
                b |= self.bits[i + k] << k
            out.append(b)
        return bytes(out)


class Writer:
    """Blocks and unabbreviated records, abbreviation width 4 everywhere."""

    W = 4

    def __init__(self):
        self.b = Bits()
        for c in b"BC\xc0\xde":
            self.b.fixed(c, 8)
        self.width = 2
        self.stack = []

    def enter(self, block_id, length_words=None):
        self.b.fixed(1, self.width)  # ENTER_SUBBLOCK
        self.b.vbr(block_id, 8)
        self.b.vbr(self.W, 4)
        self.b.align32()
        at = len(self.b.bits)
        self.b.fixed(0, 32)
        self.stack.append((at, self.width, length_words))
        self.width = self.W

    def end(self):
        self.b.fixed(0, self.width)  # END_BLOCK
        self.b.align32()
        at, width, forced = self.stack.pop()
        words = (len(self.b.bits) - at - 32) // 32 if forced is None else forced
        for i in range(32):
            self.b.bits[at + i] = (words >> i) & 1
        self.width = width

    def record(self, code, ops, claimed_numops=None):
        self.b.fixed(3, self.width)  # UNABBREV_RECORD
        self.b.vbr(code, 6)
        self.b.vbr(len(ops) if claimed_numops is None else claimed_numops, 6)
        for v in ops:
            self.b.vbr(v, 6)

    def define_abbrev(self, ops):
        """ops: ('lit', v) | ('fixed', w) | ('vbr', w) | ('array',) | ('char6',) | ('blob',)"""
        self.b.fixed(2, self.width)
        self.b.vbr(len(ops), 5)
        enc = {"fixed": 1, "vbr": 2, "array": 3, "char6": 4, "blob": 5}
        for op in ops:
            if op[0] == "lit":
                self.b.fixed(1, 1)
                self.b.vbr(op[1], 8)
            else:
                self.b.fixed(0, 1)
                self.b.fixed(enc[op[0]], 3)
                if op[0] in ("fixed", "vbr"):
                    self.b.vbr(op[1], 5)

    def abbrev_id(self, n):
        self.b.fixed(n, self.width)

    def data(self):
        while self.stack:
            self.end()
        return self.b.tobytes()


# LLVM 3.7 codes used below.
MODULE, PARAMATTR, CONSTANTS, FUNCTION, VST, METADATA, TYPE = 8, 9, 11, 12, 14, 15, 17
MOD_VERSION, MOD_GLOBALVAR, MOD_FUNCTION = 1, 7, 8
T_NUMENTRY, T_VOID, T_FLOAT, T_INTEGER, T_POINTER = 1, 2, 3, 7, 8
T_ARRAY, T_VECTOR, T_STRUCT_ANON, T_FUNCTION = 11, 12, 18, 21
C_SETTYPE, C_NULL, C_INTEGER, C_AGGREGATE, C_DATA = 1, 2, 4, 7, 22
F_DECLAREBLOCKS, F_RET, F_PHI = 1, 10, 16
MD_STRING, MD_NODE, MD_NAME, MD_KIND, MD_NAMED_NODE = 1, 3, 4, 6, 10


def module_prefix(w, types):
    """MODULE block with VERSION 1 and a TYPE block holding `types` records."""
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(TYPE)
    w.record(T_NUMENTRY, [len(types)])
    for code, ops in types:
        w.record(code, ops)
    w.end()


# Types of a module with one `void main()` definition: 0 void, 1 void(), 2 void()*.
MAIN_TYPES = [(T_VOID, []), (T_FUNCTION, [0, 0]), (T_POINTER, [1, 0])]


def module_with_main(w, extra_types=()):
    module_prefix(w, MAIN_TYPES + list(extra_types))
    w.record(MOD_FUNCTION, [1, 0, 0, 0])  # type, callingconv, isproto = 0 (a definition), linkage


def bitcode_cases():
    cases = {}

    w = Writer()
    w.enter(MODULE)
    w.enter(TYPE)
    w.record(T_NUMENTRY, [0xFFFFFFFF])
    cases["bc-type-numentry-huge"] = (w.data(), "invalid", "NUMENTRY")

    w = Writer()
    w.enter(MODULE)
    w.enter(TYPE)
    w.record(T_NUMENTRY, [1 << 40])
    cases["bc-type-numentry-64bit"] = (w.data(), "invalid", "NUMENTRY")

    # A type record claiming a billion operands (struct members) in a few bytes.
    w = Writer()
    w.enter(MODULE)
    w.enter(TYPE)
    w.record(T_NUMENTRY, [2])
    w.record(T_INTEGER, [32])
    w.record(T_STRUCT_ANON, [0, 0, 0], claimed_numops=1 << 30)
    cases["bc-struct-members-huge"] = (w.data(), "invalid", "operand")

    # A function type with 2^32-1 parameters claimed.
    w = Writer()
    w.enter(MODULE)
    w.enter(TYPE)
    w.record(T_NUMENTRY, [2])
    w.record(T_VOID, [])
    w.record(T_FUNCTION, [0, 0] + [0] * 4, claimed_numops=0xFFFFFFFF)
    cases["bc-function-params-huge"] = (w.data(), "invalid", "operand")

    # Arrays and vectors whose element counts dwarf memory: types only, so
    # they may be accepted, but nothing may be allocated per element. The
    # module is otherwise empty, which the DXIL layer refuses.
    w = Writer()
    module_prefix(w, [(T_INTEGER, [32]), (T_ARRAY, [(1 << 62), 0]), (T_ARRAY, [0xFFFFFFFF, 1]),
                      (T_POINTER, [2, 0])])
    w.record(MOD_GLOBALVAR, [3, 0, 0, 0])  # a global of [2^32-1 x [2^62 x i32]], no initializer
    cases["bc-array-length-huge"] = (w.data(), "invalid", "")

    w = Writer()
    module_prefix(w, [(T_FLOAT, []), (T_VECTOR, [1 << 32, 0])])
    cases["bc-vector-length-huge"] = (w.data(), "invalid", "vector")

    # A constant aggregate of a huge array type: CST_CODE_AGGREGATE claims
    # 2^30 operands; CST_CODE_DATA claims as many.
    w = Writer()
    module_prefix(w, [(T_INTEGER, [32]), (T_ARRAY, [1 << 30, 0])])
    w.enter(CONSTANTS)
    w.record(C_SETTYPE, [1])
    w.record(C_AGGREGATE, [0, 0], claimed_numops=1 << 30)
    cases["bc-constant-aggregate-huge"] = (w.data(), "invalid", "operand")

    w = Writer()
    module_prefix(w, [(T_INTEGER, [32]), (T_ARRAY, [1 << 30, 0])])
    w.enter(CONSTANTS)
    w.record(C_SETTYPE, [1])
    w.record(C_DATA, [1, 2, 3])  # 3 elements for a [2^30 x i32]
    cases["bc-constant-data-short"] = (w.data(), "invalid", "")

    # A zeroinitializer of [2^62 x i32] is legal LLVM and tiny on disk: it
    # must stay one node, not be expanded.
    w = Writer()
    module_prefix(w, [(T_INTEGER, [32]), (T_ARRAY, [1 << 62, 0])])
    w.enter(CONSTANTS)
    w.record(C_SETTYPE, [1])
    w.record(C_NULL, [])
    cases["bc-zeroinitializer-huge-array"] = (w.data(), "invalid", "")

    # DECLAREBLOCKS far beyond the block's bits, and just beyond max_blocks.
    for name, n in (("bc-declareblocks-huge", 0xFFFFFFFF), ("bc-declareblocks-64bit", 1 << 50)):
        w = Writer()
        module_with_main(w)
        w.enter(FUNCTION)
        w.record(F_DECLAREBLOCKS, [n])
        w.record(F_RET, [])
        cases[name] = (w.data(), "invalid", "DECLAREBLOCKS")

    # A phi claiming 2^31 incoming pairs.
    w = Writer()
    module_with_main(w, [(T_INTEGER, [32])])
    w.enter(FUNCTION)
    w.record(F_DECLAREBLOCKS, [1])
    w.record(F_PHI, [3, 0, 0], claimed_numops=1 << 31)
    cases["bc-phi-incoming-huge"] = (w.data(), "invalid", "operand")

    # A function body whose block length word claims 4 GiB.
    w = Writer()
    module_with_main(w)
    w.enter(FUNCTION, length_words=0xFFFFFFFF)
    w.record(F_DECLAREBLOCKS, [1])
    w.record(F_RET, [])
    cases["bc-block-length-huge"] = (w.data(), "invalid", "")

    # Metadata: a node naming ID 2^32-2 (forward reference far past the end),
    # a named node listing a billion operands, a string claiming a billion
    # characters, and a kind ID of 2^40.
    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(METADATA)
    w.record(MD_NODE, [0xFFFFFFFF])
    cases["bc-metadata-forward-ref-huge"] = (w.data(), "invalid", "metadata")

    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(METADATA)
    w.record(MD_NAME, [ord(c) for c in "dx.x"])
    w.record(MD_NAMED_NODE, [0, 0], claimed_numops=1 << 30)
    cases["bc-metadata-named-node-huge"] = (w.data(), "invalid", "operand")

    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(METADATA)
    w.record(MD_STRING, [ord("a")] * 3, claimed_numops=1 << 30)
    cases["bc-metadata-string-huge"] = (w.data(), "invalid", "operand")

    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(METADATA)
    w.record(MD_KIND, [1 << 40, ord("k")])
    cases["bc-metadata-kind-huge"] = (w.data(), "invalid", "kind")

    # Metadata strings through an abbreviation with an array claiming 2^40
    # characters, and a blob claiming 2^32 bytes.
    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(METADATA)
    w.define_abbrev([("lit", MD_STRING), ("array",), ("fixed", 8)])
    w.abbrev_id(4)
    w.b.vbr(1 << 40, 6)
    cases["bc-abbrev-array-huge"] = (w.data(), "invalid", "")

    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(METADATA)
    w.define_abbrev([("lit", MD_STRING), ("blob",)])
    w.abbrev_id(4)
    w.b.vbr(0xFFFFFFFF, 6)
    cases["bc-abbrev-blob-huge"] = (w.data(), "invalid", "")

    # An abbreviation definition claiming 2^30 operands.
    w = Writer()
    w.enter(MODULE)
    w.b.fixed(2, w.width)
    w.b.vbr(1 << 30, 5)
    cases["bc-abbrev-definition-huge"] = (w.data(), "invalid", "")

    # Blocks nested 5000 deep (the default max_nesting is 256). The reader
    # skips blocks it does not expect by their length word instead of
    # descending, so this is an empty module, refused by the DXIL layer.
    w = Writer()
    for _ in range(5000):
        w.enter(MODULE)
    cases["bc-blocks-nested-deep"] = (w.data(), "invalid", "-")

    # 5000 nested pointer types: pointer of pointer of ... (type nesting).
    w = Writer()
    n = 5000
    module_prefix(w, [(T_INTEGER, [32])] + [(T_POINTER, [i, 0]) for i in range(n)])
    cases["bc-types-nested-deep"] = (w.data(), "limit", "max_nesting")

    # A global whose initializer is value 2^32-1.
    w = Writer()
    module_prefix(w, [(T_INTEGER, [32]), (T_POINTER, [0, 0])])
    w.record(MOD_GLOBALVAR, [1, 0, 0xFFFFFFFF, 0])
    cases["bc-global-initializer-huge"] = (w.data(), "invalid", "initializer")

    # A value symbol table entry for value 2^32-1.
    w = Writer()
    w.enter(MODULE)
    w.record(MOD_VERSION, [1])
    w.enter(VST)
    w.record(1, [0xFFFFFFFF, ord("x")])
    cases["bc-symbol-value-huge"] = (w.data(), "invalid", "symbol")

    return cases


# ---- container cases (patch a real shader) ------------------------------------


def parts_of(data):
    count = struct.unpack_from("<I", data, 28)[0]
    offs = struct.unpack_from("<%dI" % count, data, 32)
    return [(data[o:o + 4].decode("latin-1"), o) for o in offs]


def part_list(data):
    """[(fourcc, payload)] of a container."""
    out = []
    for name, o in parts_of(data):
        size = struct.unpack_from("<I", data, o + 4)[0]
        out.append((name, data[o + 8:o + 8 + size]))
    return out


def container(parts):
    """A DXBC container of the given parts (zero hash: dxil2spv does not check it)."""
    head = 32 + 4 * len(parts)
    offs, body = [], b""
    for name, payload in parts:
        offs.append(head + len(body))
        body += name.encode("latin-1") + struct.pack("<I", len(payload)) + payload
    total = head + len(body)
    return b"DXBC" + bytes(16) + struct.pack("<HHII", 1, 0, total, len(parts)) + \
        struct.pack("<%dI" % len(parts), *offs) + body


def patch32(data, at, value):
    d = bytearray(data)
    struct.pack_into("<I", d, at, value)
    return bytes(d)


def container_cases():
    with open(BASE_SHADER, "rb") as f:
        base = f.read()
    parts = dict(parts_of(base))
    cases = {}
    cases["dxbc-part-count-huge"] = (patch32(base, 28, 0x10000000), "invalid", "PartCount")
    cases["dxbc-container-size-huge"] = (patch32(base, 24, 0xFFFFFFF0), "invalid", "ContainerSizeInBytes")
    cases["dxbc-part-offset-past-end"] = (patch32(base, 32, 0xFFFFFF00), "invalid", "part")
    dxil = parts["DXIL"]
    cases["dxbc-part-size-huge"] = (patch32(base, dxil + 4, 0xFFFFFFF0), "invalid", "DXIL")
    hdr = dxil + 8  # program header, after the part's fourcc and size
    cases["dxil-program-size-huge"] = (patch32(base, hdr + 4, 0x3FFFFFFF), "invalid", "SizeInUint32")
    cases["dxil-bitcode-size-huge"] = (patch32(base, hdr + 20, 0xFFFFFFF0), "invalid", "bitcode")
    cases["dxil-bitcode-offset-huge"] = (patch32(base, hdr + 16, 0xFFFFFFF0), "invalid", "bitcode")
    for sig in ("ISG1", "OSG1"):
        cases["sig-%s-count-huge" % sig.lower()] = (patch32(base, parts[sig] + 8, 0x0FFFFFFF), "invalid", sig)
    psv = parts["PSV0"] + 8
    info_size = struct.unpack_from("<I", base, psv)[0]
    cases["psv0-info-size-huge"] = (patch32(base, psv, 0xFFFFFFF0), "invalid", "PSV0")
    cases["psv0-resource-count-huge"] = (patch32(base, psv + 4 + info_size, 0x0FFFFFFF), "invalid", "PSV0")
    # A bare DXIL program part claiming more than the input.
    part_size = struct.unpack_from("<I", base, dxil + 4)[0]
    prog = base[dxil + 8:dxil + 8 + part_size]
    cases["bare-program-size-huge"] = (patch32(prog, 4, 0x3FFFFFFF), "invalid", "SizeInUint32")
    # Root signatures (none in the corpus): version 1.1 headers claiming
    # 2^28 parameters or static samplers at offset 24.
    for what, at in (("params", 4), ("samplers", 12)):
        rts = bytearray(struct.pack("<6I", 2, 0, 24, 0, 24, 0))
        struct.pack_into("<I", rts, at, 0x10000000)
        cases["rts0-%s-count-huge" % what] = (container(part_list(base) + [("RTS0", bytes(rts))]), "invalid", "RTS0")
    # Containers with 0x0FFFFFFF empty parts claimed, a part table of 4 parts
    # whose sizes add past 4 GiB.
    many = [("PRIV", b"")] * 4
    c = bytearray(container(many))
    for i in range(4):
        o = struct.unpack_from("<I", c, 32 + 4 * i)[0]
        struct.pack_into("<I", c, o + 4, 0x7FFFFFFF)
    cases["dxbc-part-sizes-overflow"] = (bytes(c), "invalid", "part")
    # A real shader plus 1000 duplicate HASH parts: one warning each, which
    # must cost linear memory (the warning text once grew by copying).
    cases["dxbc-duplicate-parts-many"] = (container(part_list(base) + [("HASH", bytes(20))] * 1000), "ok", "-")
    if os.path.exists(RDAT_SHADER):
        with open(RDAT_SHADER, "rb") as f:
            lib = f.read()
        rd = dict(parts_of(lib))["RDAT"] + 8
        cases["rdat-part-count-huge"] = (patch32(lib, rd + 4, 0x0FFFFFFF), "invalid", "RDAT")
        first = rd + struct.unpack_from("<I", lib, rd + 8)[0]
        cases["rdat-subpart-size-huge"] = (patch32(lib, first + 4, 0xFFFFFFF0), "invalid", "RDAT")
        # the first table-like subpart: its record count
        n = struct.unpack_from("<I", lib, rd + 4)[0]
        for i in range(n):
            sub = rd + struct.unpack_from("<I", lib, rd + 8 + 4 * i)[0]
            if struct.unpack_from("<I", lib, sub)[0] in (3, 4, 6):
                cases["rdat-record-count-huge"] = (patch32(lib, sub + 8, 0x0FFFFFFF), "invalid", "RDAT")
                break
    return cases


# ---- SM 4/5 programs (assembled from scratch) ---------------------------------


def dxbc_program_cases():
    """SM 4/5 programs whose structure, declarations or lengths claim too
    much: assembled with tpf_asm.py where the text can say it, patched with
    tests/tools/dxbc_tokens.py where no assembler writes it."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "tools"))
    sys.path.insert(0, os.path.join(ROOT, "tests", "corpus", "own", "dxbc", "tools"))
    import dxbc_tokens
    import tpf_asm

    def asm(body, decls="dcl_temps 1\n"):
        return tpf_asm.assemble("cs_5_0\n" + decls + "dcl_thread_group 1, 1, 1\n" + body + "ret\n")

    cases = {}

    def add(name, data, status, needle):
        cases["dxbc-" + name] = (data, status, needle)

    add("if-nested-deep", asm("if_nz r0.x\n" * 300 + "endif\n" * 300), "limit", "max_nesting")
    add("loop-never-closed", asm("loop\nmov r0.x, l(1)\n"), "invalid", "unclosed")
    add("endif-without-if", asm("endif\n"), "invalid", "endif")
    add("endloop-closes-if", asm("if_nz r0.x\nendloop\n"), "invalid", "endloop")
    add("break-outside-loop", asm("break\n"), "invalid", "break")
    add("temps-huge", asm("", "dcl_temps 4294967295\n"), "invalid", "dcl_temps")
    add("itemp-size-huge", asm("", "dcl_temps 1\ndcl_indexableTemp x0[2147483647], 4\n"), "invalid", "temporary")
    add("itemps-many", asm("", "".join("dcl_indexableTemp x%d[1], 1\n" % i for i in range(4097))), "invalid",
        "indexable")
    vec = "{1.0, 1.0, 1.0, 1.0}"
    icb = asm("", "dcl_temps 1\ndcl_immediateConstantBuffer { %s }\n" % ", ".join([vec] * 4097))
    add("icb-too-large", icb, "invalid", "immediate")
    small = dxbc_tokens.Program(asm("", "dcl_temps 1\ndcl_immediateConstantBuffer { %s }\n" % vec))
    at = small.find("customdata")
    tokens = list(small.tokens)
    tokens[at + 1] = 0xFFFFFFF0  # the customdata's length past the program
    add("customdata-length-huge", small.container(tokens), "invalid", "customdata")
    add("tgsm-total-too-large", asm("", "dcl_temps 1\ndcl_tgsm_raw g0, 32768\ndcl_tgsm_raw g1, 32768\n"), "invalid",
        "group-shared")
    # mov r0.x, x0[x0[...x0[r0.x + 0].x...].x + 0].x, relative indices nested
    # 17 deep: the assembled one-level operand's outer part repeated.
    rel = dxbc_tokens.Program(asm("mov r0.x, x0[r0.x + 0].x\n", "dcl_temps 1\ndcl_indexableTemp x0[4], 1\n"))
    # [opcode, dst, dst index, x0 (2 indices: 0, 0 + relative), 0, 0, r0.x, 0]
    mov = rel.instruction(len(rel.instrs) - 2)
    nested = mov[:3] + mov[3:6] * 17 + mov[6:8]
    nested[0] = (nested[0] & ~(0x7F << 24)) | (len(nested) << 24)
    body = [t for k in range(len(rel.instrs)) for t in (nested if k == len(rel.instrs) - 2 else rel.instruction(k))]
    add("relative-index-deep", rel.rebuilt(body), "invalid", "relative")
    p = dxbc_tokens.Program(asm("mov r0.x, l(1)\n"))
    tokens = list(p.tokens)
    tokens[1] = 0x3FFFFFFF  # the program's length token
    add("length-token-huge", p.container(tokens), "invalid", "length")
    return cases


def sm5_cases():
    """SM 4/5 programs the lowering must refuse by name (assembled with the
    test corpus's DXBC assembler, tests/corpus/own/dxbc/tools/tpf_asm.py)."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "corpus", "own", "dxbc", "tools"))
    import tpf_asm

    def prog(body, decls="dcl_temps 2\ndcl_thread_group 1, 1, 1\n"):
        return tpf_asm.assemble("cs_5_0\n" + decls + body + "ret\n")

    return {
        "shex-thread-group-too-many": (prog("", "dcl_thread_group 64, 32, 1\n"), "invalid", "thread group size"),
        "shex-thread-group-z-too-big": (prog("", "dcl_thread_group 1, 1, 65\n"), "invalid", "thread group size"),
        "shex-tgsm-total-too-big": (prog("", "dcl_tgsm_raw g0, 20000\ndcl_tgsm_raw g1, 16000\n"
                                         "dcl_thread_group 1, 1, 1\n"), "invalid", "32 KiB"),
        "shex-double-mask-splits": (prog("dadd r0.yz, r1.xyxy, r1.zwzw\n"), "invalid", "splits a double"),
        "shex-double-narrow-three": (prog("dtof r0.xyz, r1.xyzw\n"), "invalid", "at most two"),
        "shex-case-twice": (prog("switch r0.x\ncase l(1)\nbreak\ncase l(1)\nbreak\nendswitch\n"), "invalid",
                            "twice"),
        "shex-endloop-closes-if": (prog("if_nz r0.x\nendloop\n"), "invalid", "endloop closes"),
        "shex-loop-unclosed": (prog("loop\n"), "invalid", "unclosed loop"),
        "shex-break-outside": (prog("break\n"), "invalid", "outside any loop"),
        "shex-temp-beyond-dcl": (prog("mov r5.x, l(1)\n"), "invalid", "beyond dcl_temps"),
    }


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "hostile")
    os.makedirs(out, exist_ok=True)
    cases = {}
    cases.update(container_cases())
    cases.update(bitcode_cases())
    cases.update(dxbc_program_cases())
    cases.update(sm5_cases())
    lines = ["# file  expected-status  substring-of-the-message (written by make_hostile.py)"]
    for name in sorted(cases):
        data, status, needle = cases[name]
        fname = name + (".bc" if name.startswith("bc-") else ".dxbc")
        with open(os.path.join(out, fname), "wb") as f:
            f.write(data)
        lines.append("%s %s %s" % (fname, status, needle or "-"))
    with open(os.path.join(out, "expect.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("make_hostile: wrote %d inputs to %s" % (len(cases), out))


if __name__ == "__main__":
    main()
