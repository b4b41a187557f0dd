/* Small IR editing helpers for the structurizer passes (cfg_internal.h).
 *
 * The IR builder (ir_build.h) appends; the structurizer also needs to insert
 * before terminators, replace terminators and move phi entries between
 * blocks, always in time proportional to what changes (never a scan of the
 * function per edit), so that the passes stay linear.
 */
#include "cfg/cfg_internal.h"

#include "ir/ir_build.h"

#include <string.h>

const char *cfg_block_label(const ir_block *b)
{
    return b && b->name ? b->name : "";
}

/* mark[] and mark2[] share one stamp counter, so a stamp taken for one
 * never matches stale entries of the other. */
uint32_t cfg_scratch(cfg_state *st)
{
    uint32_t n = st->f->num_blocks;
    if (n > st->mark_cap) {
        uint32_t cap = n < 16 ? 16 : n * 2; /* most functions have a handful of blocks */
        st->mark = d2s_zalloc_array(st->ctx, cap, sizeof(uint32_t));
        st->mark2 = d2s_zalloc_array(st->ctx, cap, sizeof(uint32_t));
        st->mark_val = d2s_zalloc_array(st->ctx, cap, sizeof(ir_value *));
        st->mark_val2 = d2s_zalloc_array(st->ctx, cap, sizeof(ir_value *));
        st->mark_cap = cap;
        st->stamp = 0;
    }
    if (st->stamp == UINT32_MAX - 1) {
        memset(st->mark, 0, (size_t)st->mark_cap * sizeof(uint32_t));
        memset(st->mark2, 0, (size_t)st->mark_cap * sizeof(uint32_t));
        st->stamp = 0;
    }
    return ++st->stamp;
}

ir_block *cfg_new_block(cfg_state *st, const char *name)
{
    ir_block *b = ir_block_create(st->m, st->f, name);
    if (b->id != st->bi.count)
        d2s_fail(st->ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': block numbering out of step (%u vs %u)",
                 st->fname, b->id, st->bi.count);
    cfg_binfo info = {.loop = CFG_NONE, .header_of = CFG_NONE, .latch_of = CFG_NONE, .merge_of = CFG_NONE,
                      .flags = CFG_BF_SYNTH};
    d2s_vec_push(st->ctx, &st->bi, info);
    return b;
}

ir_instr *cfg_new_instr(cfg_state *st, ir_op op, ir_type *type, ir_value *const *ops, uint32_t nops,
                        ir_block *const *targets, uint32_t ntargets)
{
    ir_instr *in = ir_instr_create(st->m, op, type, ops, nops, targets, ntargets);
    if (in->v.type && in->v.type->kind != IR_TYPE_VOID)
        in->v.id = st->f->num_values++;
    st->f->num_instrs++;
    return in;
}

/* Room for one more instruction; instrs_cap 0 means "exactly num_instrs"
 * (arrays the reader sized), which are copied once on the first growth. */
static void reserve_one(cfg_state *st, ir_block *b)
{
    uint32_t have = b->instrs_cap >= b->num_instrs ? b->instrs_cap : b->num_instrs;
    if (b->num_instrs < have)
        return;
    if (b->num_instrs >= UINT32_MAX / 4)
        d2s_fail(st->ctx, D2S_ERR_LIMIT, "structurizer, function '%s': block %u has too many instructions",
                 st->fname, b->id);
    uint32_t cap = b->num_instrs < 4 ? 8 : b->num_instrs * 2;
    ir_instr **p = d2s_alloc_array(st->ctx, cap, sizeof(*p));
    if (b->num_instrs)
        memcpy(p, b->instrs, (size_t)b->num_instrs * sizeof(*p));
    b->instrs = p;
    b->instrs_cap = cap;
}

void cfg_append(cfg_state *st, ir_block *b, ir_instr *in)
{
    reserve_one(st, b);
    in->block = b;
    in->index_in_block = b->num_instrs;
    b->instrs[b->num_instrs++] = in;
}

void cfg_insert_before_term(cfg_state *st, ir_block *b, ir_instr *in)
{
    ir_instr *t = cfg_term(b);
    if (!t || !ir_op_is_terminator(t->op))
        d2s_fail(st->ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': block %u has no terminator",
                 st->fname, b->id);
    cfg_append(st, b, in);
    uint32_t k = b->num_instrs - 1;
    b->instrs[k - 1] = in;
    b->instrs[k] = t;
    in->index_in_block = k - 1;
    t->index_in_block = k;
}

void cfg_replace_term(cfg_state *st, ir_block *b, ir_instr *in)
{
    ir_instr *t = cfg_term(b);
    if (!t)
        d2s_fail(st->ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': block %u is empty", st->fname, b->id);
    uint32_t k = b->num_instrs - 1;
    t->block = NULL;
    /* loop hints (llvm.loop) and the like ride on terminators */
    if (!in->num_md) {
        in->num_md = t->num_md;
        in->md = t->md;
    }
    b->instrs[k] = in;
    in->block = b;
    in->index_in_block = k;
    st->f->num_instrs--;
}

ir_value *cfg_const_i32(cfg_state *st, uint32_t v)
{
    return &ir_const_int(st->m, st->t_i32, v)->v;
}

ir_value *cfg_undef(cfg_state *st, ir_type *t)
{
    return &ir_const_undef(st->m, t)->v;
}

ir_instr *cfg_br(cfg_state *st, ir_block *b, ir_block *target)
{
    ir_instr *in = cfg_new_instr(st, IR_OP_BR, NULL, NULL, 0, &target, 1);
    cfg_append(st, b, in);
    return in;
}

ir_instr *cfg_new_var(cfg_state *st, ir_type *t)
{
    ir_value *one = cfg_const_i32(st, 1);
    ir_instr *in = cfg_new_instr(st, IR_OP_ALLOCA, ir_type_pointer(st->m, t, 0), &one, 1, NULL, 0);
    in->aux_type = t;
    d2s_vec_push(st->ctx, &st->allocas, in);
    return in;
}

ir_instr *cfg_selector(cfg_state *st)
{
    if (!st->selvar)
        st->selvar = cfg_new_var(st, st->t_i32);
    return st->selvar;
}

void cfg_store_sel_before_term(cfg_state *st, ir_block *b, ir_value *v)
{
    ir_value *ops[2] = {&cfg_selector(st)->v, v};
    cfg_insert_before_term(st, b, cfg_new_instr(st, IR_OP_STORE, NULL, ops, 2, NULL, 0));
}

uint32_t cfg_selreq(cfg_state *st, const ir_block *b, uint32_t i)
{
    const cfg_binfo *bi = &st->bi.data[b->id];
    return bi->selreq && i < bi->selreq_n ? bi->selreq[i] : CFG_NONE;
}

void cfg_set_selreq(cfg_state *st, ir_block *b, uint32_t i, uint32_t v)
{
    cfg_binfo *bi = &st->bi.data[b->id];
    ir_instr *t = cfg_term(b);
    if (!t || i >= t->num_targets)
        d2s_fail(st->ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': selector for a missing edge of block %u",
                 st->fname, b->id);
    if (!bi->selreq) {
        bi->selreq_n = t->num_targets;
        bi->selreq = d2s_alloc_array(st->ctx, bi->selreq_n, sizeof(uint32_t));
        for (uint32_t k = 0; k < bi->selreq_n; k++)
            bi->selreq[k] = CFG_NONE;
    }
    bi->selreq[i] = v;
}

void cfg_single_edge_phis(ir_block *t, const ir_block *b)
{
    uint32_t np = cfg_num_phis(t);
    for (uint32_t k = 0; k < np; k++) {
        ir_instr *phi = t->instrs[k];
        uint32_t j = 0;
        bool seen = false;
        for (uint32_t i = 0; i < phi->num_targets; i++) {
            if (phi->targets[i] == b) {
                if (seen)
                    continue;
                seen = true;
            }
            phi->ops[j] = phi->ops[i];
            phi->targets[j] = phi->targets[i];
            j++;
        }
        phi->num_ops = phi->num_targets = j;
    }
}

void cfg_rename_phi_incoming(ir_block *t, const ir_block *from, ir_block *to)
{
    uint32_t np = cfg_num_phis(t);
    for (uint32_t k = 0; k < np; k++) {
        ir_instr *phi = t->instrs[k];
        for (uint32_t i = 0; i < phi->num_targets; i++) {
            if (phi->targets[i] == from)
                phi->targets[i] = to;
        }
    }
}

void cfg_split_phis(cfg_state *st, ir_block *t, ir_block *nb, ir_block *const *preds, uint32_t n)
{
    uint32_t np = cfg_num_phis(t);
    if (!np)
        return;
    uint32_t in_set = cfg_scratch(st);
    for (uint32_t i = 0; i < n; i++)
        st->mark[preds[i]->id] = in_set;
    for (uint32_t k = 0; k < np; k++) {
        ir_instr *phi = t->instrs[k];
        uint32_t vals = cfg_scratch(st);
        uint32_t keep = 0;
        for (uint32_t i = 0; i < phi->num_targets; i++) {
            uint32_t p = phi->targets[i]->id;
            if (st->mark[p] == in_set) {
                if (st->mark2[p] != vals) {
                    st->mark2[p] = vals;
                    st->mark_val[p] = phi->ops[i];
                }
            } else {
                keep++;
            }
        }
        ir_instr *nphi = cfg_new_instr(st, IR_OP_PHI, phi->v.type, NULL, n, preds, n);
        for (uint32_t i = 0; i < n; i++) {
            uint32_t p = preds[i]->id;
            nphi->ops[i] = st->mark2[p] == vals ? st->mark_val[p] : cfg_undef(st, phi->v.type);
        }
        cfg_append(st, nb, nphi);
        ir_value **ops = d2s_alloc_array(st->ctx, keep + 1, sizeof(*ops));
        ir_block **tg = d2s_alloc_array(st->ctx, keep + 1, sizeof(*tg));
        uint32_t j = 0;
        for (uint32_t i = 0; i < phi->num_targets; i++) {
            if (st->mark[phi->targets[i]->id] != in_set) {
                ops[j] = phi->ops[i];
                tg[j] = phi->targets[i];
                j++;
            }
        }
        ops[j] = &nphi->v;
        tg[j] = nb;
        phi->ops = ops;
        phi->targets = tg;
        phi->num_ops = phi->num_targets = keep + 1;
    }
}

uint32_t cfg_retarget(ir_block *b, const ir_block *from, ir_block *to)
{
    ir_instr *t = cfg_term(b);
    uint32_t n = 0;
    for (uint32_t i = 0; t && i < t->num_targets; i++) {
        if (t->targets[i] == from) {
            t->targets[i] = to;
            n++;
        }
    }
    return n;
}

bool cfg_loop_contains(const cfg_state *st, uint32_t outer, uint32_t inner)
{
    if (outer == CFG_NONE)
        return true;
    if (inner == CFG_NONE)
        return false;
    return st->loops[outer].pre <= st->loops[inner].pre && st->loops[inner].post <= st->loops[outer].post;
}

bool cfg_in_loop(const cfg_state *st, const ir_block *b, uint32_t l)
{
    uint32_t lb = st->bi.data[b->id].loop;
    return lb != CFG_NONE && cfg_loop_contains(st, l, lb);
}

void cfg_move_tail(cfg_state *st, ir_block *b, uint32_t from, ir_block *nb)
{
    for (uint32_t k = from; k < b->num_instrs; k++)
        cfg_append(st, nb, b->instrs[k]);
    b->num_instrs = from;
}
