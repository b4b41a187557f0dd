/* SSA fix-ups after the structurizer's CFG rewrites (docs/structurizer.md).
 *
 * The rewrites keep the dynamic sequence of original blocks: new blocks only
 * move the selector and branch. Two static properties can still break:
 *   - a phi whose incoming edges now arrive through new blocks;
 *   - a value used where its definition no longer dominates (a loop exit
 *     dispatch joins paths).
 * Both are fixed as if through a variable: for a phi, "store v_p at the end
 * of each incoming block p, load where the phi was" (the last original block
 * executed before the phi's block is one of its incoming blocks, so the load
 * sees the value of the edge taken); for a value, "store right after the
 * definition, load at each broken use" (the last execution of the definition
 * before the use is the one SSA semantics refers to).
 *
 * The variable is then promoted right away by SSA reconstruction: the value
 * at the start of a block is the phi of its predecessors' values at their
 * ends (a block with one predecessor inherits it, the entry has undef), the
 * value at the end of a block is its store or the value at its start. Walks
 * are iterative and memoized per block; trivial phis are removed. This keeps
 * handle and pointer values (which the emitter cannot put in variables) in
 * SSA form. Plain scalar and vector values fall back to a real variable
 * (alloca at the entry, stores and loads) once a work budget proportional to
 * the function is spent, which keeps the pass linear.
 */
#include "cfg/cfg_internal.h"

#include "ir/ir_build.h"

#include <stdlib.h>
#include <string.h>

static bool storable(const ir_type *t)
{
    if (t->kind == IR_TYPE_VECTOR)
        t = t->elem;
    return t && (t->kind == IR_TYPE_INT || t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT ||
                 t->kind == IR_TYPE_DOUBLE);
}

/* ---- batched insertion -------------------------------------------------- */

/* An instruction to insert into `block`: before the instruction at `index`
 * (key 2*index) or after it (key 2*index+1). */
typedef struct pending {
    uint32_t block, key, seq;
    ir_instr *in;
} pending;

typedef D2S_VEC(pending) pending_vec;

static void add_pending(cfg_state *st, pending_vec *pd, const ir_block *b, uint32_t key, ir_instr *in)
{
    pending p = {b->id, key, pd->count, in};
    d2s_vec_push(st->ctx, pd, p);
}

static int pending_cmp(const void *a, const void *b)
{
    const pending *x = a, *y = b;
    if (x->block != y->block)
        return x->block < y->block ? -1 : 1;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    /* new phis open the block, before loads put at its top */
    bool px = x->in->op == IR_OP_PHI, py = y->in->op == IR_OP_PHI;
    if (px != py)
        return px ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static void apply_pending(cfg_state *st, pending_vec *pv)
{
    pending *pd = pv->data;
    uint32_t n = pv->count;
    if (!n)
        return;
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
    pv->count = 0;
}

/* ---- SSA reconstruction ---------------------------------------------------- */

typedef struct rec {
    cfg_state *st;
    ir_type *type;
    ir_value *undef;
    uint32_t def_stamp, memo_stamp; /* mark/mark_val: stores; mark2/mark_val2: value at block start */
    uint32_t base_id;               /* value number of the first phi created */
    D2S_VEC(ir_instr *) phis;
    D2S_VEC(ir_block *) phi_block;
    D2S_VEC(ir_value *) rep;        /* per phi: its replacement once found trivial */
    D2S_VEC(ir_block *) work;       /* blocks whose phi still needs operands */
    D2S_VEC(ir_block *) chain;
    uint64_t visits, cap;
    bool aborted;
} rec;

static void rec_begin(rec *r, cfg_state *st, ir_type *type, uint64_t cap)
{
    r->st = st;
    r->type = type;
    r->undef = cfg_undef(st, type);
    r->def_stamp = cfg_scratch(st);
    r->memo_stamp = cfg_scratch(st);
    r->base_id = st->f->num_values;
    r->phis.count = r->phi_block.count = r->rep.count = r->work.count = 0;
    r->visits = 0;
    r->cap = cap;
    r->aborted = false;
}

static void rec_store(rec *r, const ir_block *b, ir_value *v)
{
    r->st->mark[b->id] = r->def_stamp;
    r->st->mark_val[b->id] = v;
}

static void memo(rec *r, const ir_block *b, ir_value *v)
{
    r->st->mark2[b->id] = r->memo_stamp;
    r->st->mark_val2[b->id] = v;
}

static ir_value *rec_start(rec *r, ir_block *b)
{
    cfg_state *st = r->st;
    r->chain.count = 0;
    ir_value *val;
    ir_block *cur = b;
    for (;;) {
        if (++r->visits > r->cap) {
            r->aborted = true;
            val = r->undef;
            break;
        }
        if (st->mark2[cur->id] == r->memo_stamp) {
            val = st->mark_val2[cur->id];
            break;
        }
        if (cur == st->f->blocks[0] || !cur->num_preds) {
            val = r->undef;
            memo(r, cur, val);
            break;
        }
        if (cur->num_preds >= 2) {
            /* a phi costs its operands: charge them before allocating */
            r->visits += cur->num_preds;
            if (r->visits > r->cap) {
                r->aborted = true;
                val = r->undef;
                break;
            }
            ir_instr *phi = cfg_new_instr(st, IR_OP_PHI, r->type, NULL, cur->num_preds, cur->preds, cur->num_preds);
            d2s_vec_push(st->ctx, &r->phis, phi);
            d2s_vec_push(st->ctx, &r->phi_block, cur);
            d2s_vec_push(st->ctx, &r->rep, NULL);
            d2s_vec_push(st->ctx, &r->work, cur);
            val = &phi->v;
            memo(r, cur, val);
            break;
        }
        d2s_vec_push(st->ctx, &r->chain, cur);
        ir_block *q = cur->preds[0];
        if (st->mark[q->id] == r->def_stamp) {
            val = st->mark_val[q->id];
            break;
        }
        cur = q;
    }
    for (uint32_t i = 0; i < r->chain.count; i++)
        memo(r, r->chain.data[i], val);
    return val;
}

static ir_value *rec_end(rec *r, ir_block *b)
{
    if (r->st->mark[b->id] == r->def_stamp)
        return r->st->mark_val[b->id];
    return rec_start(r, b);
}

static void rec_run(rec *r)
{
    while (r->work.count && !r->aborted) {
        ir_block *b = r->work.data[--r->work.count];
        ir_instr *phi = (ir_instr *)r->st->mark_val2[b->id];
        for (uint32_t i = 0; i < b->num_preds && !r->aborted; i++)
            phi->ops[i] = rec_end(r, b->preds[i]);
    }
}

static uint32_t phi_index(const rec *r, const ir_value *v)
{
    if (!v || v->kind != IR_VAL_INSTR || v->id < r->base_id || v->id - r->base_id >= r->phis.count)
        return CFG_NONE;
    uint32_t i = v->id - r->base_id;
    return &r->phis.data[i]->v == v ? i : CFG_NONE;
}

static ir_value *resolve(const rec *r, ir_value *v)
{
    uint32_t i;
    while ((i = phi_index(r, v)) != CFG_NONE && r->rep.data[i])
        v = r->rep.data[i];
    return v;
}

/* Drops phis whose operands are all one value (or the phi itself). */
static void rec_simplify(rec *r)
{
    d2s_ctx *ctx = r->st->ctx;
    uint32_t k = r->phis.count;
    if (!k)
        return;
    uint32_t *ustart = d2s_zalloc_array(ctx, (size_t)k + 1, sizeof(uint32_t));
    for (uint32_t i = 0; i < k; i++) {
        const ir_instr *phi = r->phis.data[i];
        for (uint32_t o = 0; o < phi->num_ops; o++) {
            uint32_t j = phi_index(r, phi->ops[o]);
            if (j != CFG_NONE)
                ustart[j + 1]++;
        }
    }
    for (uint32_t i = 0; i < k; i++)
        ustart[i + 1] += ustart[i];
    uint32_t *users = d2s_alloc_array(ctx, ustart[k] ? ustart[k] : 1, sizeof(uint32_t));
    uint32_t *fill = d2s_alloc_array(ctx, k, sizeof(uint32_t));
    memcpy(fill, ustart, (size_t)k * sizeof(uint32_t));
    for (uint32_t i = 0; i < k; i++) {
        const ir_instr *phi = r->phis.data[i];
        for (uint32_t o = 0; o < phi->num_ops; o++) {
            uint32_t j = phi_index(r, phi->ops[o]);
            if (j != CFG_NONE)
                users[fill[j]++] = i;
        }
    }
    D2S_VEC(uint32_t) wl = {0};
    for (uint32_t i = k; i-- > 0;)
        d2s_vec_push(ctx, &wl, i);
    while (wl.count) {
        uint32_t i = wl.data[--wl.count];
        if (r->rep.data[i])
            continue;
        ir_instr *phi = r->phis.data[i];
        ir_value *u = NULL;
        bool trivial = true;
        for (uint32_t o = 0; o < phi->num_ops && trivial; o++) {
            ir_value *v = resolve(r, phi->ops[o]);
            if (v == &phi->v || v == u)
                continue;
            if (u)
                trivial = false;
            u = v;
        }
        if (!trivial)
            continue;
        r->rep.data[i] = u ? u : r->undef;
        for (uint32_t x = ustart[i]; x < ustart[i + 1]; x++)
            d2s_vec_push(ctx, &wl, users[x]);
    }
    for (uint32_t i = 0; i < k; i++) {
        ir_instr *phi = r->phis.data[i];
        for (uint32_t o = 0; !r->rep.data[i] && o < phi->num_ops; o++)
            phi->ops[o] = resolve(r, phi->ops[o]);
    }
}

/* The surviving phis go to the top of their blocks. */
static void rec_place(rec *r, pending_vec *pd)
{
    for (uint32_t i = 0; i < r->phis.count; i++) {
        if (!r->rep.data[i])
            add_pending(r->st, pd, r->phi_block.data[i], 0, r->phis.data[i]);
        else
            r->st->f->num_instrs--;
    }
}

static void rec_discard(rec *r)
{
    r->st->f->num_instrs -= r->phis.count;
    r->phis.count = 0;
}

/* ---- variables ---------------------------------------------------------------- */

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

/* Reconstruction work allowed for storable values before falling back to
 * variables: a few passes over the function in all, and for one value an
 * amount proportional to its incoming edges or uses (the routing between
 * them and the phi is normally short; a long one is better a variable). */
static uint64_t initial_budget(const cfg_state *st)
{
    return 4096 + 4 * ((uint64_t)st->f->num_blocks + st->f->num_instrs);
}

static uint64_t value_cap(uint64_t budget, uint64_t refs)
{
    uint64_t cap = 256 + 16 * refs;
    return cap < budget ? cap : budget;
}

/* ---- broken phis --------------------------------------------------------------- */

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

static ir_value *lower_phi_by_reconstruction(cfg_state *st, rec *r, ir_block *t, ir_instr *phi, uint64_t *budget,
                                             pending_vec *pd)
{
    bool st_ok = storable(phi->v.type);
    if (st_ok && !*budget)
        return NULL;
    rec_begin(r, st, phi->v.type, st_ok ? value_cap(*budget, phi->num_targets) : UINT64_MAX);
    for (uint32_t i = 0; i < phi->num_targets; i++) {
        if (st->mark[phi->targets[i]->id] != r->def_stamp)
            rec_store(r, phi->targets[i], phi->ops[i]);
    }
    ir_value *v = rec_start(r, t);
    rec_run(r);
    if (r->aborted) {
        rec_discard(r);
        *budget = r->visits < *budget ? *budget - r->visits : 0;
        return NULL;
    }
    *budget = r->visits < *budget ? *budget - r->visits : 0;
    rec_simplify(r);
    v = resolve(r, v);
    uint32_t i = phi_index(r, v);
    if (i != CFG_NONE && r->phi_block.data[i] == t) {
        /* the same phi, rebuilt: keep what was attached to it */
        ir_instr *np = r->phis.data[i];
        np->v.name = phi->v.name;
        np->flags = phi->flags;
        np->num_md = phi->num_md;
        np->md = phi->md;
    }
    rec_place(r, pd);
    return v;
}

static ir_value *lower_phi_to_variable(cfg_state *st, ir_instr *phi, ir_block *t, pending_vec *pd)
{
    ir_instr *var = cfg_new_var(st, phi->v.type);
    uint32_t done = cfg_scratch(st);
    for (uint32_t i = 0; i < phi->num_targets; i++) {
        ir_block *from = phi->targets[i];
        if (st->mark[from->id] == done)
            continue;
        st->mark[from->id] = done;
        cfg_insert_before_term(st, from, new_store(st, var, phi->ops[i]));
    }
    ir_instr *ld = new_load(st, var);
    add_pending(st, pd, t, 0, ld);
    return &ld->v;
}

void cfg_lower_broken_phis(cfg_state *st)
{
    d2s_ctx *ctx = st->ctx;
    ir_function *f = st->f;
    uint32_t nvals = f->num_values;
    ir_value **repl = NULL;
    pending_vec pd = {0};
    rec r = {0};
    uint64_t budget = initial_budget(st);
    for (uint32_t id = 0; id < f->num_blocks; id++) {
        ir_block *t = f->blocks[id];
        uint32_t np = cfg_num_phis(t);
        if (!np || phis_consistent(st, t, np))
            continue;
        if (!repl)
            repl = d2s_zalloc_array(ctx, nvals ? nvals : 1, sizeof(*repl));
        for (uint32_t p = 0; p < np; p++) {
            ir_instr *phi = t->instrs[p];
            ir_value *nv = lower_phi_by_reconstruction(st, &r, t, phi, &budget, &pd);
            if (!nv)
                nv = lower_phi_to_variable(st, phi, t, &pd);
            repl[phi->v.id] = nv;
        }
        for (uint32_t p = 0; p < np; p++)
            t->instrs[p]->block = NULL;
        memmove(t->instrs, t->instrs + np, (size_t)(t->num_instrs - np) * sizeof(*t->instrs));
        t->num_instrs -= np;
        for (uint32_t k = 0; k < t->num_instrs; k++)
            t->instrs[k]->index_in_block = k;
        f->num_instrs -= np;
    }
    if (!repl)
        return;
    /* uses of the removed phis (chains: a phi's replacement may be another removed phi) */
    for (uint32_t pass = 0; pass < 2; pass++) {
        for (uint32_t id = 0; id < (pass ? pd.count : f->num_blocks); id++) {
            ir_instr **list = pass ? &pd.data[id].in : f->blocks[id]->instrs;
            uint32_t cnt = pass ? 1 : f->blocks[id]->num_instrs;
            for (uint32_t k = 0; k < cnt; k++) {
                ir_instr *in = list[k];
                for (uint32_t o = 0; o < in->num_ops; o++) {
                    ir_value *v = in->ops[o];
                    for (uint32_t guard = 0; v && v->kind == IR_VAL_INSTR && v->id < nvals && repl[v->id] &&
                                             ((ir_instr *)v)->op == IR_OP_PHI && !((ir_instr *)v)->block;
                         guard++) {
                        if (guard > nvals)
                            d2s_fail(ctx, D2S_ERR_INTERNAL, "structurizer, function '%s': phi replacement cycle",
                                     st->fname);
                        v = repl[v->id];
                    }
                    in->ops[o] = v;
                }
            }
        }
    }
    apply_pending(st, &pd);
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

/* ---- broken dominance ----------------------------------------------------------- */

typedef struct broken_use {
    ir_instr *user;
    uint32_t op;
    uint32_t next;     /* next use of the same definition */
} broken_use;

void cfg_repair_ssa(cfg_state *st, const ir_cfg_info *ci)
{
    d2s_ctx *ctx = st->ctx;
    ir_function *f = st->f;
    if (!ci)
        ci = ir_cfg_analyze(ctx, f);
    uint32_t nvals = f->num_values;
    uint32_t *first = NULL;          /* per def value number: first broken use */
    D2S_VEC(broken_use) uses = {0};
    D2S_VEC(ir_instr *) defs = {0};
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
                    continue; /* a variable not placed yet */
                bool ok;
                if (in->op == IR_OP_PHI) {
                    ir_block *at = in->targets[o];
                    ok = db == at || ir_cfg_dominates(ci, db->id, at->id);
                } else {
                    ok = db == b ? d->index_in_block < k : ir_cfg_dominates(ci, db->id, b->id);
                }
                if (ok)
                    continue;
                if (!first) {
                    first = d2s_alloc_array(ctx, nvals, sizeof(uint32_t));
                    for (uint32_t i = 0; i < nvals; i++)
                        first[i] = CFG_NONE;
                }
                if (first[d->v.id] == CFG_NONE)
                    d2s_vec_push(ctx, &defs, d);
                broken_use u = {in, o, first[d->v.id]};
                first[d->v.id] = uses.count;
                d2s_vec_push(ctx, &uses, u);
            }
        }
    }
    if (!defs.count)
        return;
    pending_vec pd = {0};
    rec r = {0};
    uint64_t budget = initial_budget(st);
    D2S_VEC(ir_value *) vals = {0};
    for (uint32_t k = 0; k < defs.count; k++) {
        ir_instr *d = defs.data[k];
        bool st_ok = storable(d->v.type);
        bool done = false;
        if (!st_ok || budget) {
            uint32_t nuses = 0;
            for (uint32_t u = first[d->v.id]; u != CFG_NONE; u = uses.data[u].next)
                nuses++;
            rec_begin(&r, st, d->v.type, st_ok ? value_cap(budget, nuses) : UINT64_MAX);
            rec_store(&r, d->block, &d->v);
            vals.count = 0;
            for (uint32_t u = first[d->v.id]; u != CFG_NONE && !r.aborted; u = uses.data[u].next) {
                const broken_use *bu = &uses.data[u];
                ir_value *v = bu->user->op == IR_OP_PHI ? rec_end(&r, bu->user->targets[bu->op])
                                                       : rec_start(&r, bu->user->block);
                d2s_vec_push(ctx, &vals, v);
            }
            rec_run(&r);
            if (r.aborted) {
                rec_discard(&r);
                budget = r.visits < budget ? budget - r.visits : 0;
            } else {
                budget = r.visits < budget ? budget - r.visits : 0;
                rec_simplify(&r);
                uint32_t i = 0;
                for (uint32_t u = first[d->v.id]; u != CFG_NONE; u = uses.data[u].next)
                    uses.data[u].user->ops[uses.data[u].op] = resolve(&r, vals.data[i++]);
                rec_place(&r, &pd);
                done = true;
            }
        }
        if (done)
            continue;
        /* a variable: stored right after the definition, loaded at each use */
        ir_instr *var = cfg_new_var(st, d->v.type);
        ir_block *db = d->block;
        uint32_t after = d->op == IR_OP_PHI ? cfg_num_phis(db) - 1 : d->index_in_block;
        add_pending(st, &pd, db, 2 * after + 1, new_store(st, var, &d->v));
        for (uint32_t u = first[d->v.id]; u != CFG_NONE; u = uses.data[u].next) {
            broken_use *bu = &uses.data[u];
            ir_instr *ld = new_load(st, var);
            if (bu->user->op == IR_OP_PHI) {
                ir_block *at = bu->user->targets[bu->op];
                add_pending(st, &pd, at, 2 * (at->num_instrs - 1), ld);
            } else {
                add_pending(st, &pd, bu->user->block, 2 * bu->user->index_in_block, ld);
            }
            bu->user->ops[bu->op] = &ld->v;
        }
    }
    apply_pending(st, &pd);
}
