/* Shared state of the LLVM 3.7 bitcode module reader (private to
 * src/bitcode). One bc_reader lives in the arena per translation.
 *
 * Numbering, as LLVM 3.7 assigns it:
 *   - types: record order in the TYPE block (rd->types by bitcode type ID);
 *     ir_type.id is the index in ir_module.types instead, which lists the
 *     distinct (interned) types in creation order, derived ones included;
 *   - values: one absolute list: globals and functions in record order,
 *     module constants, then per function its arguments, its constants and
 *     its value-producing instructions (reset after each function);
 *   - metadata: module metadata records in order, continued by each
 *     function's metadata block (reset after each function).
 *
 * Forward references (a value or metadata ID not yet defined) get a
 * placeholder stored at that ID; defining the ID checks the placeholder's
 * type and takes its slot, and a linear pass at the end of the enclosing
 * block replaces every placeholder operand. Metadata placeholders are the
 * final ir_md objects filled in place, so they need no patching.
 *
 * The IDs and normalizations written into the IR are listed in
 * bitcode_reader.h.
 */
#ifndef D2S_BC_INTERNAL_H
#define D2S_BC_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "bitcode/bitcode_reader.h"
#include "bitcode/bitstream.h"
#include "ir/ir.h"

/* bitc::BlockIDs (plus METADATA_KIND from later LLVM, accepted too). */
enum {
    BC_BLOCK_MODULE = 8, BC_BLOCK_PARAMATTR = 9, BC_BLOCK_PARAMATTR_GROUP = 10, BC_BLOCK_CONSTANTS = 11,
    BC_BLOCK_FUNCTION = 12, BC_BLOCK_VALUE_SYMTAB = 14, BC_BLOCK_METADATA = 15,
    BC_BLOCK_METADATA_ATTACHMENT = 16, BC_BLOCK_TYPE = 17, BC_BLOCK_USELIST = 18, BC_BLOCK_METADATA_KIND = 22,
};

/* ir_value.kind of an unresolved forward reference; never leaves the reader. */
#define BC_VAL_PLACEHOLDER 0xFFu
/* ir_md.kind of metadata referenced before its record; never leaves the reader. */
#define BC_MD_PLACEHOLDER 0xFFu

typedef struct bc_reader {
    d2s_ctx *ctx;
    bs_reader bs;
    ir_module *m;

    /* Error context (see bc_describe). */
    ir_function *fn;            /* function whose block is being read */
    bool fn_end;                /* finishing the function after its END_BLOCK */

    /* Types. */
    ir_type **types;            /* by type ID; the TYPE block's NUMENTRY slots */
    uint32_t num_types;         /* NUMENTRY */
    uint32_t num_defined_types; /* records read so far */
    D2S_VEC(ir_type *) all_types; /* distinct types in creation order = ir_module.types */
    ir_type **thash;            /* open-addressing intern table of structural types */
    uint32_t thash_cap, thash_count;
    ir_type *t_void, *t_i1;     /* cached: terminators and compares ask for them often */

    /* Values. */
    ir_value **vals;            /* by absolute ID; [nvals, vhigh) holds placeholders or NULL */
    uint32_t nvals, vhigh, vcap;
    uint32_t num_module_values;
    uint32_t open_placeholders; /* placeholders created and not yet defined */
    bool module_done;           /* module-level values are final (first function body seen) */
    uint64_t fwd_end_bit;       /* end of the block whose records may define forward references */

    /* Metadata. */
    ir_md **mds;                /* by ID; [nmds, mdhigh) holds placeholders or NULL */
    uint32_t nmds, mdhigh, mdcap;
    uint32_t num_module_mds;
    D2S_VEC(ir_named_md) named;
    D2S_VEC(const char *) kinds;

    /* Module. */
    uint64_t version;
    bool seen_version;
    uint32_t num_attr_lists;    /* PARAMATTR entries (valid paramattr fields are 0..n) */
    /* Floating-point denormal modes (IR_FP_DENORM_* per width, packed as in
     * ir_function.fp_denorm) of function attribute groups, by group id, and
     * of PARAMATTR lists, by index. */
    D2S_VEC(uint8_t) attr_group_fp;
    D2S_VEC(uint8_t) attr_list_fp;
    D2S_VEC(ir_global *) globals;
    D2S_VEC(uint64_t) global_inits; /* per global: initializer value ID + 1, 0 = none */
    D2S_VEC(ir_function *) functions;
    D2S_VEC(ir_function *) bodies;  /* definitions in record order: FUNCTION blocks match them in order */
    uint32_t next_body;

    /* Current function. */
    D2S_VEC(ir_instr *) instrs; /* every instruction record in order (NULL: dropped llvm.dbg call) */
    ir_block **blocks;
    uint32_t num_blocks;
    uint32_t cur_block;         /* block receiving instructions */
    uint32_t block_start;       /* index in instrs of cur_block's first instruction */
    bool fn_forward;            /* a placeholder was used in this function */
    D2S_VEC(uint32_t) scratch;  /* per-block marks and counts for the CFG */
    D2S_VEC(ir_value *) tmp_vals;
} bc_reader;

/* ---- errors (bc_module.c) ---------------------------------------------- */

/* "bitcode: <where>, bit <n>: <message>" with D2S_ERR_INVALID / UNSUPPORTED / LIMIT. */
D2S_NORETURN void bc_fail(bc_reader *rd, const char *fmt, ...) D2S_PRINTF(2, 3);
D2S_NORETURN void bc_unsupported(bc_reader *rd, const char *fmt, ...) D2S_PRINTF(2, 3);
D2S_NORETURN void bc_limit(bc_reader *rd, const char *fmt, ...) D2S_PRINTF(2, 3);
/* Fails unless the current record has at least n operands. */
static inline void bc_need_ops(bc_reader *rd, uint32_t n, const char *what)
{
    if (D2S_UNLIKELY(rd->bs.num_ops < n))
        bc_fail(rd, "%s record has %u operands, needs at least %u", what, rd->bs.num_ops, n);
}
/* The record's operands from `first` on as a NUL-terminated arena string
 * (or its blob when it has one); each operand must be a byte. */
const char *bc_record_string(bc_reader *rd, uint32_t first, uint32_t *len);
/* Type spelled for messages, e.g. "[4 x float]*". */
void bc_type_name(const ir_type *t, char *buf, size_t cap);

/* Arena array of n elements of `size` bytes (at least one byte). Counts
 * here are bounded by 32-bit record fields, so the product fits in 64
 * bits; this skips the generic overflow division on the hot path. */
static inline void *bc_alloc_n(bc_reader *rd, uint32_t n, size_t size)
{
    uint64_t bytes = (uint64_t)n * size;
    if (D2S_UNLIKELY(bytes > SIZE_MAX / 4))
        d2s_fail(rd->ctx, D2S_ERR_LIMIT, "bitcode: array of %u elements is too large", n);
    return d2s_alloc(rd->ctx, bytes ? (size_t)bytes : 1);
}

/* Record names for messages (NULL if unknown). */
const char *bc_function_code_name(uint32_t code);      /* bc_function.c */
bool bc_function_code_is_instruction(uint32_t code);  /* bc_function.c */
const char *bc_constant_code_name(uint32_t code);      /* bc_constants.c */

/* ---- types (bc_types.c) ------------------------------------------------ */

void bc_parse_type_block(bc_reader *rd);
ir_type *bc_get_type(bc_reader *rd, uint64_t id);
/* Structural types, interned: equal structure gives the same pointer. */
ir_type *bc_type_int(bc_reader *rd, uint32_t width);
ir_type *bc_type_pointer(bc_reader *rd, ir_type *elem, uint32_t addrspace);
ir_type *bc_type_vector(bc_reader *rd, ir_type *elem, uint64_t count);
ir_type *bc_type_struct_anon(bc_reader *rd, ir_type **members, uint32_t n, bool packed);
ir_type *bc_type_make_void(bc_reader *rd);
static inline ir_type *bc_type_void(bc_reader *rd)
{
    return rd->t_void ? rd->t_void : (rd->t_void = bc_type_make_void(rd));
}
static inline ir_type *bc_type_i1(bc_reader *rd)
{
    return rd->t_i1 ? rd->t_i1 : (rd->t_i1 = bc_type_int(rd, 1));
}

static inline bool bc_type_is_fp(const ir_type *t)
{
    return t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT || t->kind == IR_TYPE_DOUBLE;
}
/* The element type of a vector, else the type itself. */
static inline const ir_type *bc_scalar(const ir_type *t)
{
    return t->kind == IR_TYPE_VECTOR ? t->elem : t;
}
/* Types a value can have (what LLVM calls first-class, minus label/metadata). */
static inline bool bc_type_is_value(const ir_type *t)
{
    return t->kind != IR_TYPE_VOID && t->kind != IR_TYPE_LABEL && t->kind != IR_TYPE_METADATA &&
           t->kind != IR_TYPE_FUNCTION && t->kind != IR_TYPE_OPAQUE;
}

/* ---- values (bc_values.c) ---------------------------------------------- */

/* Appends v at the next absolute ID, taking over a placeholder there. */
void bc_define_value(bc_reader *rd, ir_value *v);
/* The value with absolute ID id. A forward reference (id >= nvals) needs
 * `type` and yields a placeholder; a defined value must have `type` when
 * one is given. */
ir_value *bc_value(bc_reader *rd, uint64_t id, ir_type *type);
/* Drops function-local values and placeholders (end of a function). */
void bc_values_truncate(bc_reader *rd, uint32_t n);
/* Replaces a placeholder by the value defined at its ID; fails if none was. */
ir_value *bc_resolve(bc_reader *rd, ir_value *v);

/* ---- constants (bc_constants.c) ---------------------------------------- */

void bc_parse_constants(bc_reader *rd);
/* bitc::BinaryOpcodes / CastOpcodes to ir_op (IR_OP_INVALID if bad). */
ir_op bc_binop(uint64_t code, bool fp);
ir_op bc_castop(uint64_t code);
/* Whether a cast from `from` to `to` is well-typed. */
bool bc_cast_ok(ir_op op, const ir_type *from, const ir_type *to);

/* ---- metadata (bc_metadata.c) ------------------------------------------ */

void bc_parse_metadata(bc_reader *rd);
void bc_parse_metadata_kinds(bc_reader *rd);
void bc_parse_md_attachments(bc_reader *rd);
/* End of a function: resolve function-local metadata values, drop them. */
void bc_metadata_end_function(bc_reader *rd);

/* ---- functions (bc_function.c) ----------------------------------------- */

void bc_parse_function_block(bc_reader *rd);

#endif
