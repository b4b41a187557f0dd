/* The normalized op graph: what the readers produce and every later stage
 * consumes.
 *
 * It is an SSA graph close to the LLVM 3.7 module DXC writes (so that the
 * reader is a direct mapping and nothing is lost), with two normalizations:
 *   - calls of dx.op.* declarations become IR_OP_DXOP instructions keyed by
 *     the DXIL opcode, whose operands (opcode argument removed) have been
 *     checked against the generated op table (src/dxil/dxil_ops.h);
 *   - basic blocks carry explicit successor and predecessor lists.
 * All memory is owned by the translation's arena (src/util/ctx.h).
 *
 * Values use the "embedded base" idiom: ir_const, ir_global, ir_function,
 * ir_arg and ir_instr all begin with an ir_value, so an ir_value* can be
 * cast to the concrete kind after checking ir_value.kind.
 */
#ifndef D2S_IR_H
#define D2S_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "util/ctx.h"

struct dxil_op_info;
struct dxil_module_info;

/* ---- types ------------------------------------------------------------ */

typedef enum ir_type_kind {
    IR_TYPE_VOID,
    IR_TYPE_INT,      /* width: 1, 8, 16, 32, 64 (other widths are rejected) */
    IR_TYPE_HALF,
    IR_TYPE_FLOAT,
    IR_TYPE_DOUBLE,
    IR_TYPE_POINTER,  /* elem = pointee, addrspace */
    IR_TYPE_ARRAY,    /* elem, count */
    IR_TYPE_VECTOR,   /* elem, count */
    IR_TYPE_STRUCT,   /* members, name (NULL for literal structs), packed */
    IR_TYPE_FUNCTION, /* elem = return type, members = params, vararg */
    IR_TYPE_LABEL,
    IR_TYPE_METADATA,
    IR_TYPE_OPAQUE,   /* named opaque struct */
} ir_type_kind;

typedef struct ir_type {
    uint8_t kind;          /* ir_type_kind */
    bool packed;
    bool vararg;
    uint32_t id;           /* index in ir_module.types */
    uint32_t width;        /* IR_TYPE_INT bit width */
    uint32_t addrspace;    /* IR_TYPE_POINTER */
    uint64_t count;        /* IR_TYPE_ARRAY / IR_TYPE_VECTOR element count */
    struct ir_type *elem;  /* pointee / element / return type */
    struct ir_type **members;
    uint32_t member_count;
    const char *name;      /* named structs, e.g. "dx.types.Handle" */
} ir_type;

/* LLVM address spaces as DXIL uses them. */
enum { IR_ADDRSPACE_DEFAULT = 0, IR_ADDRSPACE_DEVICE = 1, IR_ADDRSPACE_CBUFFER = 2,
       IR_ADDRSPACE_GROUPSHARED = 3 };

/* ---- values ----------------------------------------------------------- */

typedef enum ir_value_kind {
    IR_VAL_CONST_INT,      /* ir_const.u.i */
    IR_VAL_CONST_FLOAT,    /* ir_const.u.bits: raw IEEE bits of the type's width */
    IR_VAL_CONST_NULL,     /* zeroinitializer / null pointer */
    IR_VAL_CONST_UNDEF,
    IR_VAL_CONST_AGGREGATE,/* ir_const.u.agg (arrays, structs, vectors; also DATA records) */
    IR_VAL_CONST_STRING,   /* ir_const.u.str (CST_CODE_STRING / CSTRING; CSTRING has the NUL appended) */
    IR_VAL_CONST_EXPR,     /* ir_const.u.expr: cast, binop, GEP on constants */
    IR_VAL_GLOBAL,         /* ir_global */
    IR_VAL_FUNCTION,       /* ir_function */
    IR_VAL_ARG,            /* ir_arg */
    IR_VAL_INSTR,          /* ir_instr (only those producing a value are referenced) */
} ir_value_kind;

typedef struct ir_value {
    uint8_t kind;          /* ir_value_kind */
    uint32_t id;           /* instructions/args: function-local number; others: module value index */
    ir_type *type;
    const char *name;      /* from the value symbol table, or NULL */
} ir_value;

typedef enum ir_op {
    IR_OP_INVALID = 0,
    /* binary (LLVM BINOP); int and float share LLVM codes, we split them */
    IR_OP_ADD, IR_OP_SUB, IR_OP_MUL, IR_OP_UDIV, IR_OP_SDIV, IR_OP_UREM, IR_OP_SREM,
    IR_OP_SHL, IR_OP_LSHR, IR_OP_ASHR, IR_OP_AND, IR_OP_OR, IR_OP_XOR,
    IR_OP_FADD, IR_OP_FSUB, IR_OP_FMUL, IR_OP_FDIV, IR_OP_FREM,
    /* casts (LLVM CAST) */
    IR_OP_TRUNC, IR_OP_ZEXT, IR_OP_SEXT, IR_OP_FPTOUI, IR_OP_FPTOSI, IR_OP_UITOFP,
    IR_OP_SITOFP, IR_OP_FPTRUNC, IR_OP_FPEXT, IR_OP_PTRTOINT, IR_OP_INTTOPTR,
    IR_OP_BITCAST, IR_OP_ADDRSPACECAST,
    /* others */
    IR_OP_ICMP, IR_OP_FCMP,     /* aux = LLVM predicate (CmpInst::Predicate numbering) */
    IR_OP_SELECT,               /* ops: cond, true, false */
    IR_OP_PHI,                  /* ops[i] comes from targets[i] */
    IR_OP_BR,                   /* 1 target: unconditional; 2 targets + ops[0] cond: [true, false] */
    IR_OP_SWITCH,               /* ops[0] = cond, ops[1..] = case values; targets[0] = default, targets[1..] cases */
    IR_OP_RET,                  /* 0 or 1 op */
    IR_OP_UNREACHABLE,
    IR_OP_CALL,                 /* callee = ir_function; ops = arguments */
    IR_OP_DXOP,                 /* aux = DXIL opcode, dxop = table entry; ops = args without the opcode */
    IR_OP_LOAD,                 /* ops: ptr; align_log2 */
    IR_OP_STORE,                /* ops: ptr, value */
    IR_OP_ALLOCA,               /* alloc_type; ops: element count */
    IR_OP_GEP,                  /* ops: base, indices...; source_type; flag INBOUNDS */
    IR_OP_EXTRACTVALUE,         /* ops: aggregate; indices */
    IR_OP_INSERTVALUE,          /* ops: aggregate, value; indices */
    IR_OP_EXTRACTELEMENT,       /* ops: vector, index */
    IR_OP_INSERTELEMENT,        /* ops: vector, element, index */
    IR_OP_SHUFFLEVECTOR,        /* ops: v1, v2, mask */
    IR_OP_ATOMICRMW,            /* ops: ptr, value; aux = LLVM RMW op; aux2 = ordering */
    IR_OP_CMPXCHG,              /* ops: ptr, cmp, new; aux = success ordering, aux2 = failure ordering */
    IR_OP_FENCE,                /* aux = ordering, aux2 = synch scope */
    IR_OP_COUNT
} ir_op;

/* ir_instr.flags */
enum {
    IR_FLAG_NUW = 1u << 0, IR_FLAG_NSW = 1u << 1, IR_FLAG_EXACT = 1u << 2,
    IR_FLAG_INBOUNDS = 1u << 3, IR_FLAG_VOLATILE = 1u << 4, IR_FLAG_TAIL = 1u << 5,
    IR_FLAG_FAST_MATH = 1u << 6,   /* any LLVM fast-math flag was set (fmf bits in aux2) */
    IR_FLAG_WEAK = 1u << 7,        /* cmpxchg weak */
    IR_FLAG_PRECISE = 1u << 8,     /* !dx.precise attachment */
    IR_FLAG_NONUNIFORM = 1u << 9,  /* NonUniformResourceIndex marking */
};

/* LLVM CmpInst::Predicate values (aux of ICMP/FCMP). */
enum {
    IR_FCMP_FALSE = 0, IR_FCMP_OEQ, IR_FCMP_OGT, IR_FCMP_OGE, IR_FCMP_OLT, IR_FCMP_OLE,
    IR_FCMP_ONE, IR_FCMP_ORD, IR_FCMP_UNO, IR_FCMP_UEQ, IR_FCMP_UGT, IR_FCMP_UGE,
    IR_FCMP_ULT, IR_FCMP_ULE, IR_FCMP_UNE, IR_FCMP_TRUE,
    IR_ICMP_EQ = 32, IR_ICMP_NE, IR_ICMP_UGT, IR_ICMP_UGE, IR_ICMP_ULT, IR_ICMP_ULE,
    IR_ICMP_SGT, IR_ICMP_SGE, IR_ICMP_SLT, IR_ICMP_SLE,
};

struct ir_block;
struct ir_function;
struct ir_md;

typedef struct ir_const {
    ir_value v;
    union {
        uint64_t i;       /* integer, zero-extended from its width (sign via type width) */
        uint64_t bits;    /* float bits */
        struct { ir_value **elems; uint32_t count; } agg;
        struct { const char *data; uint32_t len; } str;
        struct { uint16_t op; uint16_t flags; ir_type *source_type; ir_value **ops; uint32_t count; } expr;
    } u;
} ir_const;

typedef struct ir_global {
    ir_value v;               /* type is the pointer type */
    ir_type *value_type;      /* pointee */
    uint32_t addrspace;
    bool is_const;
    uint32_t linkage;
    uint32_t align_log2p1;    /* LLVM encoding: log2(align)+1, 0 = unspecified */
    ir_value *init;           /* NULL if none */
} ir_global;

typedef struct ir_arg {
    ir_value v;
    struct ir_function *func;
    uint32_t index;
} ir_arg;

typedef struct ir_md_attachment {
    uint32_t kind;            /* index into ir_module.md_kinds */
    struct ir_md *md;
} ir_md_attachment;

/* The most numerous structure of a translation (a third of its memory):
 * the scalars are packed ahead of the pointers, with op and alignment in a
 * byte each (IR_OP_COUNT < 256; the reader refuses alignments above 2^30),
 * so that it takes 120 bytes instead of 128 with padding. */
typedef struct ir_instr {
    ir_value v;               /* result; v.type is void for instructions without one */
    uint8_t op;               /* ir_op */
    uint8_t align_log2p1;     /* load/store/alloca */
    uint16_t flags;
    uint32_t aux;             /* predicate, RMW op, DXIL opcode, ordering... */
    uint32_t aux2;
    uint32_t num_ops;
    uint32_t num_targets;
    uint32_t num_indices;
    uint32_t index_in_block;
    uint32_t num_md;
    ir_value **ops;
    struct ir_block **targets;   /* branch/switch targets, phi incoming blocks */
    uint32_t *indices;           /* extractvalue/insertvalue */
    ir_type *aux_type;           /* alloca: allocated type; gep: source element type; load: loaded type */
    struct ir_function *callee;  /* IR_OP_CALL (and the dx.op declaration for IR_OP_DXOP) */
    const struct dxil_op_info *dxop; /* IR_OP_DXOP */
    struct ir_block *block;
    ir_md_attachment *md;
} ir_instr;
_Static_assert(IR_OP_COUNT <= 256, "ir_instr.op is one byte");

typedef struct ir_block {
    uint32_t id;                 /* index in ir_function.blocks; blocks[0] is the entry */
    const char *name;
    uint32_t num_instrs;
    ir_instr **instrs;           /* the last one is the terminator */
    uint32_t num_succs, num_preds;
    struct ir_block **succs;     /* distinct successors in terminator order */
    struct ir_block **preds;     /* distinct predecessors, in block order */
    uint32_t instrs_cap;         /* builder (ir_build.h): allocated slots of instrs; 0 = exactly num_instrs */
} ir_block;

typedef struct ir_function {
    ir_value v;                  /* type is the pointer-to-function type */
    ir_type *fn_type;
    bool is_declaration;
    uint32_t linkage;
    uint32_t attr_index;         /* PARAMATTR list index + 1; 0 = none */
    /* Function attributes "fp16-denorm-mode", "fp32-denorm-mode",
     * "fp64-denorm-mode": IR_FP_DENORM_* in bits 2w..2w+1 for w = 0 (16),
     * 1 (32), 2 (64); see ir_fp_denorm(). */
    uint8_t fp_denorm;
    /* "waveops-include-helper-lanes" (SM 6.7): a pixel shader's wave ops
     * include helper lanes, which D3D otherwise leaves out. */
    bool wave_helper_lanes;
    uint32_t num_args;
    ir_arg **args;
    uint32_t num_blocks;
    ir_block **blocks;
    uint32_t num_values;         /* function-local value numbers in use (args + instruction results) */
    uint32_t num_instrs;
    const struct dxil_op_info *dxop_class; /* dx.op.* declarations: NULL until the DXIL layer sets it */
    uint32_t blocks_cap;         /* builder (ir_build.h): allocated slots of blocks; 0 = exactly num_blocks */
} ir_function;

/* ---- metadata --------------------------------------------------------- */

typedef enum ir_md_kind {
    IR_MD_STRING,
    IR_MD_VALUE,              /* a constant or global, LLVM "ValueAsMetadata" */
    IR_MD_NODE,               /* tuple of operands; NULL operands allowed */
    IR_MD_OTHER,              /* debug-info and other records we keep opaque */
} ir_md_kind;

typedef struct ir_md {
    uint8_t kind;             /* ir_md_kind */
    bool distinct;
    uint32_t id;
    union {
        struct { const char *data; uint32_t len; } str;
        ir_value *value;
        struct { struct ir_md **ops; uint32_t count; } node;
    } u;
} ir_md;

typedef struct ir_named_md {
    const char *name;
    ir_md **ops;
    uint32_t count;
} ir_named_md;

/* ---- module ----------------------------------------------------------- */

typedef struct ir_module {
    d2s_ctx *ctx;
    const char *triple;
    const char *datalayout;
    uint32_t num_types;
    ir_type **types;
    uint32_t num_globals;
    ir_global **globals;
    uint32_t num_functions;
    ir_function **functions;    /* module order: declarations and definitions */
    uint32_t num_mds;
    ir_md **mds;                /* module-level metadata by id */
    uint32_t num_named_mds;
    ir_named_md *named_mds;
    uint32_t num_md_kinds;
    const char **md_kinds;      /* attachment kind names by id (e.g. "dx.precise") */
    struct dxil_module_info *dxil; /* filled by src/dxil (entry points, resources...) */
    /* builder (ir_build.h): allocated slots of the arrays above; 0 = exactly the count */
    uint32_t types_cap, globals_cap, functions_cap;
    struct ir_type_index *type_index; /* builder: the types by shape (ir_build.c), made on first use */
} ir_module;

/* Denormal modes of a function attribute "fpNN-denorm-mode". */
enum { IR_FP_DENORM_UNSET = 0, IR_FP_DENORM_ANY = 1, IR_FP_DENORM_FTZ = 2, IR_FP_DENORM_PRESERVE = 3 };
/* The mode of f for float width 16, 32 or 64. */
static inline uint32_t ir_fp_denorm(const struct ir_function *f, uint32_t width)
{
    uint32_t w = width == 16 ? 0 : width == 32 ? 1 : 2;
    return (f->fp_denorm >> (2 * w)) & 3u;
}

/* Helpers (src/ir/ir.c). */
const char *ir_op_name(ir_op op);
static inline bool ir_op_is_terminator(uint16_t op)
{
    return op == IR_OP_BR || op == IR_OP_SWITCH || op == IR_OP_RET || op == IR_OP_UNREACHABLE;
}
const ir_named_md *ir_module_find_named_md(const ir_module *m, const char *name);
/* Typed metadata accessors that return false/NULL instead of failing; the
 * DXIL layer builds its own located errors from these. */
const ir_md *ir_md_node_op(const ir_md *node, uint32_t i);
bool ir_md_as_u64(const ir_md *md, uint64_t *out);    /* IR_MD_VALUE holding a const int */
const char *ir_md_as_string(const ir_md *md);          /* NUL-terminated copy */
/* Integer constant value, sign-extended from its type width. */
int64_t ir_const_sext(const ir_const *c);
bool ir_value_const_u64(const ir_value *v, uint64_t *out);
/* The variable (alloca, global) a pointer points into: GEPs and bitcasts,
 * instructions or constant expressions, stripped (at most 256 deep). */
ir_value *ir_pointer_root(ir_value *p);

#endif
