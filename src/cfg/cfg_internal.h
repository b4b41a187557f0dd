/* State shared by the structurizer's passes (src/cfg/structurize.c drives
 * them): loop normalization (cfg_loops.c), layout and construct assignment
 * (cfg_layout.c), and the SSA fix-ups (cfg_ssa.c). The small IR editing
 * helpers they all use live in cfg_edit.c.
 *
 * Block ids stay equal to positions in f->blocks from the end of the first
 * pass until the very end: new blocks are only appended. That lets every
 * pass index per-block arrays by id, and lets the selector value that
 * stands for "continue at block t" simply be t->id.
 */
#ifndef D2S_CFG_INTERNAL_H
#define D2S_CFG_INTERNAL_H

#include "cfg/structurize.h"
#include "ir/ir_analysis.h"

#define CFG_NONE UINT32_MAX

enum {
    CFG_BF_PRESTORED = 1u << 0, /* a loop-exit dispatch: the selector already names each target */
    CFG_BF_SYNTH = 1u << 1,     /* created by the structurizer */
    CFG_BF_FORWARDER = 1u << 2, /* synthetic merge that only branches on (may be contracted) */
    CFG_BF_DROPPED = 1u << 3,   /* contracted away; not in the output */
};

typedef struct cfg_binfo {
    uint32_t loop;         /* loop whose body (construct) holds the block, CFG_NONE at top level */
    uint32_t header_of;    /* loop index if the block is that loop's header */
    uint32_t latch_of;     /* loop index if the block is that loop's continue target */
    uint32_t merge_of;     /* loop index if the block is that loop's merge */
    uint32_t *selreq;      /* per terminator target: selector value to store on that edge */
    uint32_t selreq_n;
    uint8_t flags;
    uint8_t hdr;           /* cfg_header_kind */
    ir_block *merge, *cont;
    ir_block **after;      /* blocks to emit right after this one (switch edge blocks) */
    uint32_t num_after;
} cfg_binfo;

typedef struct cfg_loop {
    ir_block *header, *latch, *merge;
    uint32_t parent;
    uint32_t pre, post;    /* loop-tree interval numbering, for containment */
    D2S_VEC(ir_block *) blocks; /* blocks whose `loop` is this one */
} cfg_loop;

typedef struct cfg_state {
    d2s_ctx *ctx;
    ir_module *m;
    ir_function *f;
    const char *fname;
    ir_type *t_i1, *t_i32;
    D2S_VEC(cfg_binfo) bi;
    uint32_t num_loops;
    cfg_loop *loops;
    ir_instr *selvar;                 /* alloca i32, created on first use */
    D2S_VEC(ir_instr *) allocas;      /* placed at the start of the entry block at the end */
    D2S_VEC(ir_block *) order;        /* emission order, built by the layout pass */
    uint32_t max_depth;               /* deepest construct nesting seen by the layout */
    /* scratch maps indexed by block id (see cfg_scratch) */
    uint32_t *mark, *mark2;
    ir_value **mark_val, **mark_val2;
    uint32_t mark_cap, stamp;
} cfg_state;

/* ---- cfg_edit.c ---------------------------------------------------------- */
/* Makes the scratch maps cover every block id and returns a fresh stamp. */
uint32_t cfg_scratch(cfg_state *st);
const char *cfg_block_label(const ir_block *b);  /* for messages: name or "" */
static inline ir_instr *cfg_term(const ir_block *b)
{
    return b->num_instrs ? b->instrs[b->num_instrs - 1] : NULL;
}
ir_block *cfg_new_block(cfg_state *st, const char *name);
/* Creates an instruction and gives it a value number (no block yet). */
ir_instr *cfg_new_instr(cfg_state *st, ir_op op, ir_type *type, ir_value *const *ops, uint32_t nops,
                        ir_block *const *targets, uint32_t ntargets);
void cfg_append(cfg_state *st, ir_block *b, ir_instr *in);
void cfg_insert_before_term(cfg_state *st, ir_block *b, ir_instr *in);
/* Replaces b's terminator by `in` (the old one is dropped). */
void cfg_replace_term(cfg_state *st, ir_block *b, ir_instr *in);
ir_value *cfg_const_i32(cfg_state *st, uint32_t v);
ir_value *cfg_undef(cfg_state *st, ir_type *t);
ir_instr *cfg_br(cfg_state *st, ir_block *b, ir_block *target);
ir_instr *cfg_selector(cfg_state *st);
/* A new variable of type t, placed in the entry block at the end. */
ir_instr *cfg_new_var(cfg_state *st, ir_type *t);
void cfg_store_sel_before_term(cfg_state *st, ir_block *b, ir_value *v);
/* Selector requirement of edge i of b (CFG_NONE if none); setting it. */
uint32_t cfg_selreq(cfg_state *st, const ir_block *b, uint32_t i);
void cfg_set_selreq(cfg_state *st, ir_block *b, uint32_t i, uint32_t v);
/* Number of leading phis of b. */
static inline uint32_t cfg_num_phis(const ir_block *b)
{
    uint32_t k = 0;
    while (k < b->num_instrs && b->instrs[k]->op == IR_OP_PHI)
        k++;
    return k;
}
/* b now branches to t once: its repeated entries in t's phis (one per
 * edge, as for switch cases) shrink to one. */
void cfg_single_edge_phis(ir_block *t, const ir_block *b);
/* In every phi of t, incoming block `from` becomes `to`. */
void cfg_rename_phi_incoming(ir_block *t, const ir_block *from, ir_block *to);
/* `nb` is a new block whose predecessors are preds[0..n) (distinct); the
 * edges from those blocks to t now pass through nb. Each phi of t gets a phi
 * in nb (undef for a predecessor that had no edge to t) and its entries for
 * those blocks are replaced by one entry from nb. */
void cfg_split_phis(cfg_state *st, ir_block *t, ir_block *nb, ir_block *const *preds, uint32_t n);
/* Sets every target of b's terminator equal to `from` to `to`; returns how many. */
uint32_t cfg_retarget(ir_block *b, const ir_block *from, ir_block *to);
bool cfg_loop_contains(const cfg_state *st, uint32_t outer, uint32_t inner);
bool cfg_in_loop(const cfg_state *st, const ir_block *b, uint32_t l);
/* Moves instructions [from, num_instrs) of b to the end of nb (empty). */
void cfg_move_tail(cfg_state *st, ir_block *b, uint32_t from, ir_block *nb);

/* ---- passes ---------------------------------------------------------------- */
void cfg_normalize_loops(cfg_state *st, const ir_cfg_info *ci);   /* cfg_loops.c */
void cfg_layout(cfg_state *st, const ir_cfg_info *ci);            /* cfg_layout.c */
void cfg_contract_forwarders(cfg_state *st);                      /* cfg_layout.c */
void cfg_lower_broken_phis(cfg_state *st);                        /* cfg_ssa.c */
void cfg_place_allocas(cfg_state *st);                            /* cfg_ssa.c */
/* ci: the analysis of the current CFG if the caller has one, else NULL. */
void cfg_repair_ssa(cfg_state *st, const ir_cfg_info *ci);        /* cfg_ssa.c */

#endif
