/* SSA fix-ups after the structurizer's CFG rewrites (docs/structurizer.md).
 *
 * The rewrites keep the dynamic sequence of original blocks: new blocks only
 * move the selector and branch. Two static properties can still break:
 *   - a phi whose incoming edges now arrive through new blocks: it is
 *     lowered to a variable (store at the end of each incoming block, load
 *     where the phi was). The last original block executed before the phi's
 *     block is always one of its incoming blocks, so the load sees the
 *     value of the edge taken;
 *   - a value used where its definition no longer dominates (a loop exit
 *     dispatch joins paths): it goes through a variable stored right after
 *     the definition and loaded at the use. The last execution of the
 *     definition before the use is the one SSA semantics refers to, since
 *     the original block sequence is unchanged.
 * Both are linear: one pass over the instructions, and each touched block is
 * rebuilt once.
 */
#include "cfg/cfg_internal.h"

#include "ir/ir_build.h"

#include <stdlib.h>
#include <string.h>

static bool phis_consistent(cfg_state *st, const ir_block *t, uint32_t np)
{
    uint32_t preds = cfg_scratch(st);
    for (uint32_t k = 0; k < t->num_preds; k++)
        st->mark[t->preds[k]->id] = preds;
    for (uint32_t p = 0; p < np; p++) {
        const ir_instr *phi = t->instrs[p];
        uint32_t seen = cfg_scratch(st), covered = 0;
        for (uint32_t i = 0; i < phi->num_targets; i++) {
            uint32_t b = phi->targets[i]->id;
            if (st->mark[b] != preds)
                return false;
            if (st->mark2[b] != seen) {
                st->mark2[b] = seen;
                covered++;
            }
        }
        if (covered != t->num_preds)
            return false;
    }
    return true;
}

static ir_instr *new_load(cfg_state *st, ir_instr *var)
{
    ir_value *p = &var->v;
    ir_instr *ld = cfg_new_instr(st, IR_OP_LOAD, var->aux_type, &p, 1, NULL, 0);
    ld->aux_type = var->aux_type;
    return ld;
}

static ir_instr *new_store(cfg_state *st, ir_instr *var, ir_value *v)
{
    ir_value *ops[2] = {&var->v, v};
    return cfg_new_instr(st, IR_OP_STORE, NULL, ops, 2, NULL, 0);
}

void cfg_lower_broken_phis(cfg_state *st)
{
    d2s_ctx *ctx = st->ctx;
    ir_function *f = st->f;
    uint32_t nvals = f->num_values;
    ir_value **repl = NULL;
    for (uint32_t id = 0; id < f->num_blocks; id++) {
        ir_block *t = f->blocks[id];
        uint32_t np = cfg_num_phis(t);
        if (!np || phis_consistent(st, t, np))
            continue;
        if (!repl)
            repl = d2s_zalloc_array(ctx, nvals ? nvals : 1, sizeof(*repl));
        ir_instr **loads = d2s_alloc_array(ctx, np, sizeof(*loads));
        for (uint32_t p = 0; p < np; p++) {
            ir_instr *phi = t->instrs[p];
            ir_instr *var = cfg_new_var(st, phi->v.type);
            uint32_t done = cfg_scratch(st);
            for (uint32_t i = 0; i < phi->num_targets; i++) {
                ir_block *from = phi->targets[i];
                if (st->mark[from->id] == done)
                    continue;
                st->mark[from->id] = done;
                cfg_insert_before_term(st, from, new_store(st, var, phi->ops[i]));
            }
            loads[p] = new_load(st, var);
            if (phi->v.id < nvals)
                repl[phi->v.id] = &loads[p]->v;
            phi->block = NULL;
        }
        /* the loads take the phis' place at the top of the block */
        for (uint32_t p = 0; p < np; p++) {
            t->instrs[p] = loads[p];
            loads[p]->block = t;
            loads[p]->index_in_block = p;
        }
        f->num_instrs -= np;
    }
    if (!repl)
        return;
    for (uint32_t id = 0; id < f->num_blocks; id++) {
        ir_block *b = f->blocks[id];
        for (uint32_t k = 0; k < b->num_instrs; k++) {
            ir_instr *in = b->instrs[k];
            for (uint32_t o = 0; o < in->num_ops; o++) {
                ir_value *v = in->ops[o];
                if (v && v->kind == IR_VAL_INSTR && v->id < nvals && repl[v->id] &&
                    ((ir_instr *)v)->op == IR_OP_PHI && !((ir_instr *)v)->block)
                    in->ops[o] = repl[v->id];
            }
        }
    }
}

void cfg_place_allocas(cfg_state *st)
{
    uint32_t na = st->allocas.count;
    if (!na)
        return;
    ir_block *e = st->f->blocks[0];
    uint32_t n = e->num_instrs + na;
    ir_instr **instrs = d2s_alloc_array(st->ctx, n, sizeof(*instrs));
    memcpy(instrs, st->allocas.data, (size_t)na * sizeof(*instrs));
    memcpy(instrs + na, e->instrs, (size_t)e->num_instrs * sizeof(*instrs));
    e->instrs = instrs;
    e->num_instrs = n;
    e->instrs_cap = n;
    for (uint32_t k = 0; k < n; k++) {
        instrs[k]->block = e;
        instrs[k]->index_in_block = k;
    }
    st->allocas.count = 0;
}

/* An instruction to insert into `b`: before the instruction at `index`
 * (key 2*index) or after it (key 2*index+1). */
typedef struct pending {
    uint32_t block, key, seq;
    ir_instr *in;
} pending;

static int pending_cmp(const void *a, const void *b)
{
    const pending *x = a, *y = b;
    if (x->block != y->block)
        return x->block < y->block ? -1 : 1;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void apply_pending(cfg_state *st, pending *pd, uint32_t n)
{
    qsort(pd, n, sizeof(*pd), pending_cmp);
    for (uint32_t a = 0; a < n;) {
        uint32_t c = a;
        while (c < n && pd[c].block == pd[a].block)
            c++;
        ir_block *b = st->f->blocks[pd[a].block];
        uint32_t total = b->num_instrs + (c - a);
        ir_instr **instrs = d2s_alloc_array(st->ctx, total, sizeof(*instrs));
        uint32_t j = 0, q = a;
        for (uint32_t k = 0; k < b->num_instrs; k++) {
            while (q < c && pd[q].key == 2 * k)
                instrs[j++] = pd[q++].in;
            instrs[j++] = b->instrs[k];
            while (q < c && pd[q].key == 2 * k + 1)
                instrs[j++] = pd[q++].in;
        }
        if (j != total)
            d2s_fail(st->ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': misplaced SSA repair in block %u",
                     st->fname, b->id);
        b->instrs = instrs;
        b->num_instrs = total;
        b->instrs_cap = total;
        for (uint32_t k = 0; k < total; k++) {
            instrs[k]->block = b;
            instrs[k]->index_in_block = k;
        }
        a = c;
    }
}

void cfg_repair_ssa(cfg_state *st)
{
    d2s_ctx *ctx = st->ctx;
    ir_function *f = st->f;
    ir_cfg_info *ci = ir_cfg_analyze(ctx, f);
    uint32_t nvals = f->num_values;
    ir_instr **var_of = NULL;
    D2S_VEC(pending) pd = {0};
    for (uint32_t r = 0; r < ci->num_reachable; r++) {
        ir_block *b = f->blocks[ci->rpo[r]];
        for (uint32_t k = 0; k < b->num_instrs; k++) {
            ir_instr *in = b->instrs[k];
            for (uint32_t o = 0; o < in->num_ops; o++) {
                ir_value *v = in->ops[o];
                if (!v || v->kind != IR_VAL_INSTR)
                    continue;
                ir_instr *d = (ir_instr *)v;
                ir_block *db = d->block;
                if (!db || d->v.id >= nvals)
                    continue; /* not placed yet (a new variable) or created by this pass */
                bool ok;
                ir_block *at = b;
                uint32_t key = 2 * k;
                if (in->op == IR_OP_PHI) {
                    at = in->targets[o];
                    key = 2 * (at->num_instrs - 1);
                    ok = db == at || ir_cfg_dominates(ci, db->id, at->id);
                } else {
                    ok = db == b ? d->index_in_block < k : ir_cfg_dominates(ci, db->id, b->id);
                }
                if (ok)
                    continue;
                if (!var_of)
                    var_of = d2s_zalloc_array(ctx, nvals, sizeof(*var_of));
                ir_instr *var = var_of[d->v.id];
                if (!var) {
                    var = var_of[d->v.id] = cfg_new_var(st, d->v.type);
                    uint32_t after = d->op == IR_OP_PHI ? cfg_num_phis(db) - 1 : d->index_in_block;
                    pending s = {db->id, 2 * after + 1, pd.count, new_store(st, var, &d->v)};
                    d2s_vec_push(ctx, &pd, s);
                }
                ir_instr *ld = new_load(st, var);
                pending l = {at->id, key, pd.count, ld};
                d2s_vec_push(ctx, &pd, l);
                in->ops[o] = &ld->v;
            }
        }
    }
    if (pd.count)
        apply_pending(st, pd.data, pd.count);
}
