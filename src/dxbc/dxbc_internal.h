/* Shared by the SM 4/5 lowering files only (src/dxbc/dxbc_*.c).
 *
 * The lowering walks the decoded program once, in order, and builds the
 * same IR the DXIL reader produces for DXC's output: an entry function (and
 * a patch-constant function for hull shaders) whose D3D operations are
 * dx.op calls built by name from the op table (src/dxil/dxil_build.h), a
 * dxil_module_info with the entry point's signatures, resources and
 * properties, and nothing that says which bytecode it came from.
 *
 * Registers. DXBC's temporaries are untyped 32-bit components. Each
 * component r#.c is an SSA variable of type i32 (dxbc_ssa.c builds SSA form
 * directly while the structured control flow is lowered, after Braun et
 * al., "Simple and Efficient Construction of Static Single Assignment
 * Form"), so drivers see ordinary values, never one memory round trip per
 * instruction. A float result is stored as the bitcast of its bits and read
 * back through the inverse bitcast, which the lowering folds away where it
 * can: reinterpretation is exact (denormals, NaN payloads, -0.0).
 * Indexable temporaries (x#[]) are arrays in function memory, as DXC makes
 * for local arrays.
 */
#ifndef D2S_DXBC_INTERNAL_H
#define D2S_DXBC_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "container/container.h"
#include "dxbc/dxbc.h"
#include "dxbc/dxbc_decode.h"
#include "dxil/dxil.h"
#include "dxil/dxil_build.h"
#include "dxil/dxil_opcodes.h"
#include "ir/ir_build.h"

typedef struct dxbc_lower dxbc_lower;

/* ---- SSA variables (dxbc_ssa.c) ---------------------------------------- */

typedef struct dxbc_ssa dxbc_ssa;

dxbc_ssa *dxbc_ssa_create(dxbc_lower *lc, uint32_t num_vars);
/* A block whose predecessors are not all known yet (loop headers, merges);
 * dxbc_ssa_seal() once they are. Blocks made by dxbc_new_block() start
 * unsealed. */
void dxbc_ssa_add_pred(dxbc_lower *lc, ir_block *b, ir_block *pred);
void dxbc_ssa_seal(dxbc_lower *lc, ir_block *b);
void dxbc_ssa_write(dxbc_lower *lc, uint32_t var, ir_block *b, ir_value *v);
ir_value *dxbc_ssa_read(dxbc_lower *lc, uint32_t var, ir_block *b);
/* Puts the phis at the head of their blocks, drops trivial phis (all
 * operands one value) and unreachable blocks, then dead pure instructions;
 * computes the CFG. One call per function, after its last instruction. */
void dxbc_ssa_finish(dxbc_lower *lc, ir_function *f);

/* ---- the lowering context ------------------------------------------------ */

/* A resource declared by dcl_* (one per register range). */
typedef struct dxbc_res_decl {
    uint32_t res_class;        /* dxil_resource_class */
    uint32_t id;               /* the operand's first index: register (SM 5.0) or range ID (SM 5.1) */
    uint32_t index;            /* position in the entry point's list of its class */
    uint32_t lower, upper, space;
    uint32_t kind;             /* DXIL ResourceKind */
    uint8_t ret_type[4];       /* dxbc_return_type per component (typed resources) */
    uint32_t stride;           /* structured */
    uint32_t flags;            /* UAVs: the declaration's controls (coherence, ROV, counter) */
    uint32_t sample_count;     /* multisampled textures */
    bool indexed;              /* SM 5.1 range: handles made at each use */
    ir_value *handle;          /* non-indexed: made once in the entry block of handle_fn */
    ir_function *handle_fn;
} dxbc_res_decl;

/* Thread-group shared memory g#: an i32 array in groupshared memory. */
typedef struct dxbc_tgsm {
    uint32_t id;
    uint32_t stride;           /* 0 = raw */
    uint32_t dwords;
    ir_global *var;
} dxbc_tgsm;

/* Indexable temporary x#[size]: components per element and its array. */
typedef struct dxbc_itemp {
    uint32_t id, size, comps;
    int32_t phase_id;          /* hull shaders: the phase that declared it (its instruction index), else -1 */
    ir_value *var;             /* alloca [size * 4 x i32] in the entry block of fn */
    ir_function *fn;
} dxbc_itemp;

/* Where a register component of a signature lives: the element and its
 * column, for loadInput/storeOutput (-1 = no element). */
typedef struct dxbc_sig_map {
    uint32_t num_regs;         /* registers covered */
    int32_t *elem;             /* [reg * 4 + comp] -> element id, -1 */
    uint8_t *col;              /* [reg * 4 + comp] -> column within the element */
    uint8_t *row;              /* [reg * 4 + comp] -> row within the element (merged tess factors) */
} dxbc_sig_map;

enum { DXBC_SIG_IN, DXBC_SIG_OUT, DXBC_SIG_PC, DXBC_SIG_COUNT };
#define DXBC_MAX_STREAMS 4u

/* dcl_indexRange: registers [first, first + count) of a register file may
 * be indexed relatively. */
typedef struct dxbc_index_range {
    uint32_t type;             /* dxbc_operand_type: INPUT, OUTPUT, ... */
    uint32_t first, count;
    int32_t phase_id;          /* hull shaders: the phase that declared it, -1 = every phase */
} dxbc_index_range;

/* Control-flow nesting (if / loop / switch). */
typedef struct dxbc_cf {
    uint8_t kind;              /* DXBC_CF_* */
    ir_block *merge;           /* if: after endif; loop: after endloop; switch: after endswitch */
    ir_block *header;          /* loop: the continue target */
    ir_block *else_block;      /* if: taken when the condition fails, until `else` */
    ir_instr *sw;              /* switch: the instruction, cases appended as they come */
    ir_block *sw_block;        /* switch: its block */
    bool has_default;
    D2S_VEC(ir_value *) case_values;
    D2S_VEC(ir_block *) case_targets;
} dxbc_cf;
enum { DXBC_CF_IF, DXBC_CF_LOOP, DXBC_CF_SWITCH };

/* A relative index's sum (register + immediate) already computed in a
 * block (dxbc_index_value). */
typedef struct dxbc_index_sum {
    ir_block *block;
    ir_value *base, *sum;
    uint32_t imm;
} dxbc_index_sum;
#define DXBC_INDEX_MEMO 4

/* Hull-shader phases (dxbc_hull.c). */
enum { DXBC_PHASE_NONE, DXBC_PHASE_CONTROL_POINT, DXBC_PHASE_FORK, DXBC_PHASE_JOIN };

/* SSA variables besides the temporaries r#.c (0 .. 4 * 4096): the values
 * written to patch-constant register components (o#.c of fork and join
 * phases, read back as vpc#.c by later phases; dxbc_io.c), then the
 * instance counter of an instanced fork or join phase (dxbc_hull.c). */
#define DXBC_MAX_SIG_REGS 64u /* D3D has at most 32 registers per signature */
#define DXBC_VAR_SHADOW_BASE (4096u * 4u)
#define DXBC_VAR_PHASE_INSTANCE (DXBC_VAR_SHADOW_BASE + DXBC_MAX_SIG_REGS * 4u)

struct dxbc_lower {
    d2s_ctx *ctx;
    ir_module *m;
    dxil_op_builder *ob;
    const d2s_container *container;
    const dxbc_program *prog;
    const dxbc_instr *in;      /* the instruction being lowered, for messages */
    dxil_module_info *info;
    dxil_entry_point *ep;
    uint32_t shader_kind;      /* dxil_shader_kind */
    bool sm51;

    /* The function being built and its current block. A block that ended
     * (after ret, break, ...) is followed by a fresh block without
     * predecessors until the next label of the structure. */
    ir_function *fn;
    ir_block *bb;
    ir_block *exit;            /* where `ret` goes in the current function/phase */
    dxbc_ssa *ssa;
    D2S_VEC(dxbc_cf) cf;
    bool precise;              /* the component being computed is precise (see dxbc_binop) */

    /* Types. */
    ir_type *t_void, *t_i1, *t_i8, *t_i32, *t_i64, *t_f32, *t_f64, *t_handle;
    ir_type *t_i32_ptr, *t_i32_ptr_gs; /* i32*, i32 addrspace(3)* */
    ir_type *t_cmpxchg;        /* { i32, i1 } */

    /* Declarations. */
    uint32_t num_temps;        /* dcl_temps */
    D2S_VEC(dxbc_res_decl) res[4];
    struct dxbc_res_map *res_map; /* (class, id) -> index in res[class] (dxbc_decls.c) */
    D2S_VEC(dxbc_tgsm) tgsm;
    D2S_VEC(dxbc_itemp) itemps;
    uint32_t itemp_lo, itemp_hi; /* the run of itemps declared for the current function or phase, sorted by id */
    uint32_t itemp_hs_lo, itemp_hs_hi; /* hull phases: the run declared in hs_decls (every phase has its own copy) */
    const uint32_t *icb;       /* immediate constant buffer dwords */
    uint32_t icb_count;
    ir_global *icb_var;
    dxbc_sig_map sigmap[DXBC_SIG_COUNT];
    /* The output registers of each geometry-shader stream (other stages:
     * [0]); sigmap[DXBC_SIG_OUT] is the one o# writes resolve through. */
    dxbc_sig_map out_stream_map[DXBC_MAX_STREAMS];
    /* A geometry shader with several streams: o# writes go to SSA shadows
     * and each emit stores the registers its stream declares (dxbc_io.c). */
    bool gs_deferred_outputs;
    D2S_VEC(dxbc_index_range) index_ranges;
    uint8_t input_interp[256]; /* PS: interpolation mode per input register + 1 (0 = undeclared) */
    uint32_t global_flags;

    /* Hull shaders. */
    uint32_t phase;            /* DXBC_PHASE_* of the code being lowered */
    int32_t cur_phase_id;      /* its phase instruction's index, -1 outside hull phases */
    int32_t decl_phase_id;     /* the same while declarations are read */
    ir_function *pc_fn;        /* the patch-constant function */
    ir_value *phase_instance;  /* fork/join: the instance counter of the current phase */
    bool *temp_written;        /* [r# * 4 + c]: written since the current phase began (NULL outside hull shaders) */
    D2S_VEC(uint32_t) temps_written; /* those components, to reset where the next phase begins */

    struct dxbc_call_slot *call_cache; /* dxbc_op_once: open-addressed table */
    uint32_t call_cache_mask, call_cache_count;
    dxbc_index_sum index_memo[DXBC_INDEX_MEMO]; /* dxbc_index_value */
    uint32_t index_memo_next;
};

/* ---- helpers every lowering file uses (dxbc_lower.c) -------------------- */

D2S_NORETURN void dxbc_fail(dxbc_lower *lc, d2s_status st, const char *fmt, ...) D2S_PRINTF(3, 4);
#define dxbc_unsupported(lc, ...) dxbc_fail((lc), D2S_ERR_UNSUPPORTED, __VA_ARGS__)
#define dxbc_invalid(lc, ...) dxbc_fail((lc), D2S_ERR_INVALID, __VA_ARGS__)

ir_value *dxbc_u32(dxbc_lower *lc, uint32_t v);
ir_value *dxbc_i8(dxbc_lower *lc, uint32_t v);
ir_value *dxbc_i1(dxbc_lower *lc, bool v);
ir_value *dxbc_f32(dxbc_lower *lc, float v);
ir_value *dxbc_f32_bits(dxbc_lower *lc, uint32_t bits);
ir_value *dxbc_undef(dxbc_lower *lc, ir_type *t);

/* Instruction builders appending to the current block. */
ir_value *dxbc_binop(dxbc_lower *lc, ir_op op, ir_value *a, ir_value *b);
ir_value *dxbc_cast(dxbc_lower *lc, ir_op op, ir_value *a, ir_type *to);
ir_value *dxbc_icmp(dxbc_lower *lc, uint32_t pred, ir_value *a, ir_value *b);
ir_value *dxbc_fcmp(dxbc_lower *lc, uint32_t pred, ir_value *a, ir_value *b);
ir_value *dxbc_select(dxbc_lower *lc, ir_value *c, ir_value *t, ir_value *e);
ir_value *dxbc_extract(dxbc_lower *lc, ir_value *agg, uint32_t index);
/* A dx.op call (DXOP_<Name>) in the current block. */
ir_value *dxbc_op(dxbc_lower *lc, uint32_t opcode, ir_type *overload, ir_value *const *args, uint32_t n);
/* A read-only dx.op call made once: per block (the current one), or per
 * function in its entry block when `in_entry` (every argument must then
 * be a constant or a value of the entry block). At most 4 arguments. */
ir_value *dxbc_op_once(dxbc_lower *lc, uint32_t opcode, ir_type *overload, ir_value *const *args, uint32_t n,
                       bool in_entry);
/* Appending to the current function's entry block before its terminator:
 * dxbc_entry_begin makes it current, dxbc_entry_end restores the block. */
typedef struct dxbc_entry_state {
    ir_block *save;
    ir_instr *term;
} dxbc_entry_state;
void dxbc_entry_begin(dxbc_lower *lc, dxbc_entry_state *st);
void dxbc_entry_end(dxbc_lower *lc, dxbc_entry_state *st);
/* D3D's boolean: 0xFFFFFFFF for true, 0 for false. */
ir_value *dxbc_bool_to_mask(dxbc_lower *lc, ir_value *cond);
/* i32 != 0. */
ir_value *dxbc_nonzero(dxbc_lower *lc, ir_value *v);
/* ftoi/ftou/dtoi/dtou: an f32 or f64 to i32 with D3D's saturation. */
ir_value *dxbc_ftoi(dxbc_lower *lc, ir_value *x, bool is_signed);
/* Bit reinterpretations that fold a bitcast of a bitcast. */
ir_value *dxbc_as_i32(dxbc_lower *lc, ir_value *v);
ir_value *dxbc_as_f32(dxbc_lower *lc, ir_value *v);

/* Blocks: a new (unsealed) block; an edge from the current block. */
ir_block *dxbc_new_block(dxbc_lower *lc);
void dxbc_br(dxbc_lower *lc, ir_block *to);
void dxbc_condbr(dxbc_lower *lc, ir_value *cond, ir_block *t, ir_block *e);
/* Continues in `b` (sealing it when all its predecessors are known). */
void dxbc_set_block(dxbc_lower *lc, ir_block *b);
/* After a terminator: a fresh block without predecessors (dead code until
 * the next structure label). */
void dxbc_start_dead_block(dxbc_lower *lc);

/* ---- operands (dxbc_operands.c) --------------------------------------- */

/* Value of source lane `lane` (0-3) as i32 bits, with the operand's
 * modifier applied as an integer (neg) or float (abs/neg) operation when
 * `as_float`. Registers, immediates, constant buffers, inputs, system
 * values. */
ir_value *dxbc_src(dxbc_lower *lc, const dxbc_operand *op, uint32_t lane, bool as_float);
ir_value *dxbc_src_f32(dxbc_lower *lc, const dxbc_operand *op, uint32_t lane);
ir_value *dxbc_src_i32(dxbc_lower *lc, const dxbc_operand *op, uint32_t lane);
/* A relative or immediate index of an operand as an i32. */
ir_value *dxbc_index_value(dxbc_lower *lc, const dxbc_index *ix);
/* Writes i32 bits `v` to component `comp` (0-3) of a destination; a float
 * with the instruction's _sat applies Saturate first (dxbc_dst_f32). */
void dxbc_dst(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, ir_value *v);
void dxbc_dst_f32(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, ir_value *v);
/* The n-th set component of a write mask, or -1. */
int dxbc_mask_nth(uint32_t mask, uint32_t n);

/* ---- instruction families ----------------------------------------------- */

/* Each returns false when the opcode is not its family. */
bool dxbc_lower_alu(dxbc_lower *lc, const dxbc_instr *in);        /* dxbc_alu.c */
bool dxbc_lower_double(dxbc_lower *lc, const dxbc_instr *in);     /* dxbc_double.c */
bool dxbc_lower_resource(dxbc_lower *lc, const dxbc_instr *in);   /* dxbc_resource.c */
bool dxbc_lower_io(dxbc_lower *lc, const dxbc_instr *in);         /* dxbc_io.c */

/* Declarations (dxbc_decls.c): every dcl_*, before any code is lowered. */
void dxbc_declare(dxbc_lower *lc, const dxbc_instr *in);
/* The entry point's resource lists from the declarations. */
void dxbc_finish_resources(dxbc_lower *lc);
/* The indexable temporaries of a phase (-1: outside hull phases) as
 * arrays in the current function's entry block. */
void dxbc_declare_locals(dxbc_lower *lc, int32_t phase_id);
/* The declared resource an operand names (t#, u#, s#, cb#): fails naming
 * the register when none is declared. */
dxbc_res_decl *dxbc_find_res(dxbc_lower *lc, uint32_t cls, const dxbc_operand *op);
/* A handle for the operand (made at the use for indexed ranges). */
ir_value *dxbc_handle(dxbc_lower *lc, uint32_t cls, const dxbc_operand *op);

/* Functions and code ranges (dxbc_lower.c): a function's entry and exit
 * blocks and SSA state; the code instructions in [first, end) of the
 * program; the function's close (the exit block returns). */
void dxbc_begin_function(dxbc_lower *lc, ir_function *f);
void dxbc_lower_range(dxbc_lower *lc, uint32_t first, uint32_t end);
void dxbc_end_function(dxbc_lower *lc);
/* Hull shaders: the control-point function and the patch-constant function
 * from the phases (dxbc_hull.c). */
void dxbc_lower_hull(dxbc_lower *lc, ir_function *main_fn);

/* Signature registers as operands (dxbc_io.c): v#, vicp, vocp, vpc, o#
 * (outputs read back in hull phases) and the output registers. */
ir_value *dxbc_read_signature_reg(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp);
void dxbc_write_signature_reg(dxbc_lower *lc, const dxbc_operand *op, uint32_t comp, ir_value *v);
/* A hull shader without a control-point phase: the output control point
 * (OutputControlPointID) is a copy of the input control point of that
 * index, register component by register component. */
void dxbc_copy_control_point(dxbc_lower *lc);

/* Signatures (dxbc_sig.c). */
void dxbc_read_signatures(dxbc_lower *lc);
/* Element id and column of register component (reg, comp) of a signature,
 * failing with the register's name when no element covers it. */
int32_t dxbc_sig_element(dxbc_lower *lc, uint32_t sig, uint32_t reg, uint32_t comp, uint32_t *row, uint32_t *col);
/* The overload loadInput/storeOutput use for an element (f32 or i32). */
ir_type *dxbc_sig_overload(dxbc_lower *lc, uint32_t sig, int32_t elem);
/* The element of an unallocated system value (SV_Depth...), or -1. */
int32_t dxbc_sig_find_sysval(dxbc_lower *lc, uint32_t sig, uint32_t kind);
/* dcl_input_ps: the interpolation mode of the elements of a register. */
void dxbc_sig_set_interpolation(dxbc_lower *lc, uint32_t reg, uint32_t mode);
/* Geometry shaders: the stream whose output registers o# writes resolve
 * through (the only declared one), and the register map of any stream. */
void dxbc_sig_select_stream(dxbc_lower *lc, uint32_t stream);
const dxbc_sig_map *dxbc_sig_stream_map(dxbc_lower *lc, uint32_t stream);

#endif
