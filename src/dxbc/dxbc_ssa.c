/* SSA construction for DXBC registers (see dxbc_internal.h), and the
 * clean-up of a lowered function.
 *
 * The algorithm is Braun et al.'s: a variable's value in a block is its
 * last write there, else (sealed block, one predecessor) the value in that
 * predecessor, else a phi whose operands are the values in each
 * predecessor; in a block whose predecessors are not all known yet (a loop
 * header before its back edges) the phi is left incomplete and filled when
 * the block is sealed. Reads are iterative (an explicit stack): a shader of
 * thousands of sequential branches must not exhaust a runtime thread's
 * stack.
 *
 * Cost: one hash probe per (variable, block) visited; each phi is made once.
 */
#include <string.h>

#include "dxbc/dxbc_internal.h"
#include "dxil/dxil_ops.h"

typedef struct incomplete_phi {
    uint32_t var;
    ir_instr *phi;
} incomplete_phi;

typedef struct block_info {
    bool sealed;
    D2S_VEC(ir_block *) preds;
    D2S_VEC(incomplete_phi) incomplete;
    D2S_VEC(ir_instr *) phis;  /* made for this block, put at its head by dxbc_ssa_finish */
} block_info;

typedef struct def_slot {
    uint64_t key;              /* (var << 32 | block id) + 1; 0 = empty */
    ir_value *value;
} def_slot;

typedef struct read_frame {
    ir_block *b;
    ir_instr *phi;             /* PHI state: the phi being filled */
    uint32_t i;                /* PHI state: the predecessor being read */
    uint8_t state;
} read_frame;
enum { RF_START, RF_SINGLE, RF_PHI };

struct dxbc_ssa {
    uint32_t num_vars;
    D2S_VEC(block_info) blocks; /* by block id */
    def_slot *defs;
    uint32_t mask, count;
    D2S_VEC(read_frame) stack;
};

dxbc_ssa *dxbc_ssa_create(dxbc_lower *lc, uint32_t num_vars)
{
    dxbc_ssa *s = d2s_zalloc(lc->ctx, sizeof(*s));
    s->num_vars = num_vars;
    s->mask = 255;
    s->defs = d2s_zalloc_array(lc->ctx, s->mask + 1, sizeof(*s->defs));
    return s;
}

static block_info *info_of(dxbc_lower *lc, ir_block *b)
{
    dxbc_ssa *s = lc->ssa;
    if (b->id >= s->blocks.count) {
        d2s_vec_reserve(lc->ctx, &s->blocks, b->id + 1);
        memset(s->blocks.data + s->blocks.count, 0, (b->id + 1 - s->blocks.count) * sizeof(*s->blocks.data));
        s->blocks.count = b->id + 1;
    }
    return &s->blocks.data[b->id];
}

static uint32_t key_hash(uint64_t k)
{
    k ^= k >> 33;
    k *= UINT64_C(0xff51afd7ed558ccd);
    k ^= k >> 33;
    return (uint32_t)k;
}

static def_slot *find_def(dxbc_ssa *s, uint64_t key)
{
    for (uint32_t h = key_hash(key) & s->mask;; h = (h + 1) & s->mask) {
        def_slot *d = &s->defs[h];
        if (!d->key || d->key == key)
            return d;
    }
}

static uint64_t def_key(uint32_t var, const ir_block *b)
{
    return ((uint64_t)var << 32 | b->id) + 1;
}

static ir_value *lookup(dxbc_ssa *s, uint32_t var, const ir_block *b)
{
    return find_def(s, def_key(var, b))->value;
}

void dxbc_ssa_write(dxbc_lower *lc, uint32_t var, ir_block *b, ir_value *v)
{
    dxbc_ssa *s = lc->ssa;
    def_slot *d = find_def(s, def_key(var, b));
    if (!d->key) {
        if (++s->count * 2 > s->mask) {
            def_slot *old = s->defs;
            uint32_t n = s->mask + 1;
            s->mask = 2 * n - 1;
            s->defs = d2s_zalloc_array(lc->ctx, 2 * n, sizeof(*s->defs));
            for (uint32_t i = 0; i < n; i++)
                if (old[i].key)
                    *find_def(s, old[i].key) = old[i];
            d = find_def(s, def_key(var, b));
        }
        d->key = def_key(var, b);
    }
    d->value = v;
}

void dxbc_ssa_add_pred(dxbc_lower *lc, ir_block *b, ir_block *pred)
{
    block_info *bi = info_of(lc, b);
    for (uint32_t i = 0; i < bi->preds.count; i++)
        if (bi->preds.data[i] == pred)
            return;
    if (bi->sealed)
        d2s_fail(lc->ctx, D2S_ERR_INTERNAL, "DXBC lowering: an edge into sealed block %u", b->id);
    d2s_vec_push(lc->ctx, &bi->preds, pred);
}

/* A phi of b with no operands yet; it gets its value number now and its
 * place at the head of b in dxbc_ssa_finish. */
static ir_instr *new_phi(dxbc_lower *lc, ir_block *b)
{
    ir_instr *phi = ir_instr_create(lc->m, IR_OP_PHI, lc->t_i32, NULL, 0, NULL, 0);
    phi->block = b;
    phi->v.id = lc->fn->num_values++;
    d2s_vec_push(lc->ctx, &info_of(lc, b)->phis, phi);
    return phi;
}

static void phi_alloc(dxbc_lower *lc, ir_instr *phi, uint32_t n)
{
    phi->num_ops = phi->num_targets = n;
    phi->ops = d2s_zalloc_array(lc->ctx, n ? n : 1, sizeof(*phi->ops));
    phi->targets = d2s_zalloc_array(lc->ctx, n ? n : 1, sizeof(*phi->targets));
}

static void push_frame(dxbc_lower *lc, ir_block *b)
{
    read_frame f = {b, NULL, 0, RF_START};
    d2s_vec_push(lc->ctx, &lc->ssa->stack, f);
}

ir_value *dxbc_ssa_read(dxbc_lower *lc, uint32_t var, ir_block *b0)
{
    dxbc_ssa *s = lc->ssa;
    ir_value *v = lookup(s, var, b0);
    if (v)
        return v;
    uint32_t base = s->stack.count;
    ir_value *ret = NULL;
    push_frame(lc, b0);
    while (s->stack.count > base) {
        read_frame *f = &s->stack.data[s->stack.count - 1];
        ir_block *b = f->b;
        if (f->state == RF_START) {
            v = lookup(s, var, b);
            if (v) {
                ret = v;
                s->stack.count--;
                continue;
            }
            block_info *bi = info_of(lc, b);
            if (!bi->sealed) {
                ir_instr *phi = new_phi(lc, b);
                incomplete_phi ip = {var, phi};
                d2s_vec_push(lc->ctx, &bi->incomplete, ip);
                dxbc_ssa_write(lc, var, b, &phi->v);
                ret = &phi->v;
                s->stack.count--;
                continue;
            }
            if (bi->preds.count == 0) {
                /* The entry block (a register read before any write is
                 * undefined in D3D) or dead code. */
                ret = dxbc_undef(lc, lc->t_i32);
                dxbc_ssa_write(lc, var, b, ret);
                s->stack.count--;
                continue;
            }
            if (bi->preds.count == 1) {
                f->state = RF_SINGLE;
                push_frame(lc, bi->preds.data[0]);
                continue;
            }
            ir_instr *phi = new_phi(lc, b);
            phi_alloc(lc, phi, bi->preds.count);
            dxbc_ssa_write(lc, var, b, &phi->v);
            f->phi = phi;
            f->i = 0;
            f->state = RF_PHI;
            push_frame(lc, bi->preds.data[0]);
            continue;
        }
        if (f->state == RF_SINGLE) {
            dxbc_ssa_write(lc, var, b, ret);
            s->stack.count--;
            continue;
        }
        /* RF_PHI: `ret` is the value in predecessor f->i */
        block_info *bi = info_of(lc, b);
        f->phi->ops[f->i] = ret;
        f->phi->targets[f->i] = bi->preds.data[f->i];
        if (++f->i < bi->preds.count) {
            ir_block *p = bi->preds.data[f->i];
            push_frame(lc, p);
            continue;
        }
        ret = &f->phi->v;
        s->stack.count--;
    }
    return ret;
}

void dxbc_ssa_seal(dxbc_lower *lc, ir_block *b)
{
    block_info *bi = info_of(lc, b);
    if (bi->sealed)
        return;
    bi->sealed = true;
    for (uint32_t k = 0; k < bi->incomplete.count; k++) {
        incomplete_phi ip = bi->incomplete.data[k];
        bi = info_of(lc, b); /* reads below may grow the block table */
        uint32_t n = bi->preds.count;
        phi_alloc(lc, ip.phi, n);
        for (uint32_t i = 0; i < n; i++) {
            ir_block *p = info_of(lc, b)->preds.data[i];
            ip.phi->ops[i] = dxbc_ssa_read(lc, ip.var, p);
            ip.phi->targets[i] = p;
        }
    }
    info_of(lc, b)->incomplete.count = 0;
}

/* ---- finishing a function ---------------------------------------------------- */

static bool is_pure_call(const ir_instr *in)
{
    uint64_t opcode;
    if (in->num_ops < 1 || !ir_value_const_u64(in->ops[0], &opcode))
        return false;
    const dxil_op_info *info = dxil_op_lookup((uint32_t)opcode);
    return info && (info->flags & (DXIL_OPF_READNONE | DXIL_OPF_READONLY));
}

static bool is_pure(const ir_instr *in)
{
    switch (in->op) {
    case IR_OP_CALL:
        return is_pure_call(in);
    case IR_OP_STORE: case IR_OP_ATOMICRMW: case IR_OP_CMPXCHG: case IR_OP_FENCE:
    case IR_OP_BR: case IR_OP_SWITCH: case IR_OP_RET: case IR_OP_UNREACHABLE:
        return false;
    default:
        return true;
    }
}

/* The value v stands for after trivial phis are replaced. */
static ir_value *resolve(ir_value **repl, ir_value *v)
{
    while (v && v->kind == IR_VAL_INSTR && repl[v->id])
        v = repl[v->id];
    return v;
}

void dxbc_ssa_finish(dxbc_lower *lc, ir_function *f)
{
    d2s_ctx *ctx = lc->ctx;
    uint32_t nb = f->num_blocks;
    /* 1. Reachability from the entry block. */
    bool *live = d2s_zalloc_array(ctx, nb, sizeof(bool));
    ir_block **work = d2s_alloc_array(ctx, nb ? nb : 1, sizeof(*work));
    uint32_t nw = 0;
    live[0] = true;
    work[nw++] = f->blocks[0];
    while (nw) {
        ir_block *b = work[--nw];
        if (!b->num_instrs)
            continue;
        ir_instr *t = b->instrs[b->num_instrs - 1];
        for (uint32_t i = 0; i < t->num_targets; i++)
            if (!live[t->targets[i]->id]) {
                live[t->targets[i]->id] = true;
                work[nw++] = t->targets[i];
            }
    }

    /* 2. Phi operands from dead predecessors go; trivial phis are
     * replaced (to a fixpoint: a phi of a trivial phi may become trivial). */
    ir_value **repl = d2s_zalloc_array(ctx, f->num_values ? f->num_values : 1, sizeof(*repl));
    bool changed = true;
    for (uint32_t b = 0; b < nb; b++) {
        if (!live[b] || b >= lc->ssa->blocks.count)
            continue;
        block_info *bi = &lc->ssa->blocks.data[b];
        for (uint32_t k = 0; k < bi->phis.count; k++) {
            ir_instr *phi = bi->phis.data[k];
            uint32_t n = 0;
            for (uint32_t i = 0; i < phi->num_ops; i++)
                if (live[phi->targets[i]->id]) {
                    phi->ops[n] = phi->ops[i];
                    phi->targets[n++] = phi->targets[i];
                }
            phi->num_ops = phi->num_targets = n;
        }
    }
    while (changed) {
        changed = false;
        for (uint32_t b = 0; b < nb && b < lc->ssa->blocks.count; b++) {
            if (!live[b])
                continue;
            block_info *bi = &lc->ssa->blocks.data[b];
            for (uint32_t k = 0; k < bi->phis.count; k++) {
                ir_instr *phi = bi->phis.data[k];
                if (repl[phi->v.id])
                    continue;
                ir_value *same = NULL;
                bool trivial = true;
                for (uint32_t i = 0; i < phi->num_ops && trivial; i++) {
                    ir_value *op = resolve(repl, phi->ops[i]);
                    if (op == &phi->v || op == same)
                        continue;
                    if (same)
                        trivial = false;
                    same = op;
                }
                if (trivial) {
                    repl[phi->v.id] = same ? same : dxbc_undef(lc, lc->t_i32);
                    changed = true;
                }
            }
        }
    }

    /* 3. Blocks: the dead ones go; phis that stay go to the head. */
    uint32_t kept = 0;
    for (uint32_t b = 0; b < nb; b++) {
        ir_block *blk = f->blocks[b];
        if (!live[b])
            continue;
        uint32_t nphi = 0;
        block_info *bi = b < lc->ssa->blocks.count ? &lc->ssa->blocks.data[b] : NULL;
        if (bi)
            for (uint32_t k = 0; k < bi->phis.count; k++)
                nphi += !repl[bi->phis.data[k]->v.id];
        if (nphi) {
            ir_instr **ins = d2s_alloc_array(ctx, blk->num_instrs + nphi, sizeof(*ins));
            uint32_t n = 0;
            for (uint32_t k = 0; k < bi->phis.count; k++)
                if (!repl[bi->phis.data[k]->v.id])
                    ins[n++] = bi->phis.data[k];
            memcpy(ins + n, blk->instrs, blk->num_instrs * sizeof(*ins));
            blk->instrs = ins;
            blk->num_instrs += nphi;
            blk->instrs_cap = blk->num_instrs;
            f->num_instrs += nphi;
        }
        f->blocks[kept++] = blk;
    }
    f->num_blocks = kept;

    /* 4. Operands through the replacements. */
    uint32_t nv = f->num_values ? f->num_values : 1;
    ir_instr **by_id = d2s_zalloc_array(ctx, nv, sizeof(*by_id));
    for (uint32_t b = 0; b < f->num_blocks; b++) {
        ir_block *blk = f->blocks[b];
        for (uint32_t i = 0; i < blk->num_instrs; i++) {
            ir_instr *in = blk->instrs[i];
            for (uint32_t k = 0; k < in->num_ops; k++)
                in->ops[k] = resolve(repl, in->ops[k]);
            if (in->v.type->kind != IR_TYPE_VOID)
                by_id[in->v.id] = in;
        }
    }

    /* 5. Dead pure instructions: live are the instructions with effects
     * (stores, calls that write, terminators) and, transitively, what they
     * use; everything else goes, cycles of phis that feed only each other
     * (a register a loop carries but nothing reads after it) included.
     * Each instruction is marked at most once. */
    bool *used = d2s_zalloc_array(ctx, nv, sizeof(bool));
    D2S_VEC(ir_instr *) work_list = {0};
    for (uint32_t b = 0; b < f->num_blocks; b++) {
        ir_block *blk = f->blocks[b];
        for (uint32_t i = 0; i < blk->num_instrs; i++)
            if (!is_pure(blk->instrs[i]) || blk->instrs[i]->v.type->kind == IR_TYPE_VOID)
                d2s_vec_push(ctx, &work_list, blk->instrs[i]);
    }
    while (work_list.count) {
        ir_instr *in = work_list.data[--work_list.count];
        for (uint32_t k = 0; k < in->num_ops; k++) {
            ir_value *op = in->ops[k];
            if (op && op->kind == IR_VAL_INSTR && op->id < nv && !used[op->id] && by_id[op->id]) {
                used[op->id] = true;
                d2s_vec_push(ctx, &work_list, by_id[op->id]);
            }
        }
    }
    for (uint32_t b = 0; b < f->num_blocks; b++) {
        ir_block *blk = f->blocks[b];
        uint32_t n = 0;
        for (uint32_t i = 0; i < blk->num_instrs; i++) {
            ir_instr *in = blk->instrs[i];
            if (in->v.type->kind != IR_TYPE_VOID && is_pure(in) && !used[in->v.id]) {
                f->num_instrs--;
                continue;
            }
            blk->instrs[n++] = in;
        }
        blk->num_instrs = n;
    }
    ir_function_compute_cfg(ctx, f);
}
