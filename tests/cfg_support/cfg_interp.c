/* Host interpreter for differential CFG tests (see cfg_interp.h). */
#include "cfg_support/cfg_interp.h"

#include <string.h>

typedef struct ival {
    uint64_t bits;
    bool defined;
} ival;

typedef struct interp {
    d2s_ctx *ctx;
    const ir_function *f;
    const uint64_t *args;
    ival *vals;               /* by value number */
    D2S_VEC(ival) cells;      /* alloca memory: pointer value = cell index + 1 */
    const char *error;
} interp;

static uint64_t mask(const ir_type *t, uint64_t v)
{
    if (t && t->kind == IR_TYPE_INT && t->width < 64)
        return v & ((1ull << t->width) - 1);
    return v;
}

static int64_t sext(const ir_type *t, uint64_t v)
{
    if (t && t->kind == IR_TYPE_INT && t->width < 64 && t->width > 0) {
        uint64_t sign = 1ull << (t->width - 1);
        v = mask(t, v);
        return (int64_t)((v ^ sign) - sign);
    }
    return (int64_t)v;
}

static bool fail(interp *ip, const char *what, const ir_instr *in)
{
    if (!ip->error) {
        if (in)
            ip->error = d2s_sprintf(ip->ctx, "%s in block %u, instruction %u: %s", ir_op_name((ir_op)in->op),
                                    in->block ? in->block->id : 0, in->index_in_block, what);
        else
            ip->error = d2s_sprintf(ip->ctx, "%s", what);
    }
    return false;
}

static bool get(interp *ip, const ir_value *v, ival *out, const ir_instr *user)
{
    switch (v->kind) {
    case IR_VAL_CONST_INT:
        out->bits = mask(v->type, ((const ir_const *)v)->u.i);
        out->defined = true;
        return true;
    case IR_VAL_CONST_NULL:
        out->bits = 0;
        out->defined = true;
        return true;
    case IR_VAL_CONST_UNDEF:
        out->bits = 0;
        out->defined = false;
        return true;
    case IR_VAL_ARG:
        out->bits = ip->args[((const ir_arg *)v)->index];
        out->defined = true;
        return true;
    case IR_VAL_INSTR:
        if (v->id >= ip->f->num_values)
            return fail(ip, "operand numbered past the function's values", user);
        *out = ip->vals[v->id];
        return true;
    default:
        return fail(ip, "unsupported operand kind", user);
    }
}

static bool set(interp *ip, const ir_instr *in, ival v)
{
    if (in->v.id >= ip->f->num_values)
        return fail(ip, "result numbered past the function's values", in);
    v.bits = mask(in->v.type, v.bits);
    ip->vals[in->v.id] = v;
    return true;
}

static bool icmp(uint32_t pred, const ir_type *t, uint64_t a, uint64_t b, bool *out)
{
    int64_t sa = sext(t, a), sb = sext(t, b);
    switch (pred) {
    case IR_ICMP_EQ: *out = a == b; return true;
    case IR_ICMP_NE: *out = a != b; return true;
    case IR_ICMP_UGT: *out = a > b; return true;
    case IR_ICMP_UGE: *out = a >= b; return true;
    case IR_ICMP_ULT: *out = a < b; return true;
    case IR_ICMP_ULE: *out = a <= b; return true;
    case IR_ICMP_SGT: *out = sa > sb; return true;
    case IR_ICMP_SGE: *out = sa >= sb; return true;
    case IR_ICMP_SLT: *out = sa < sb; return true;
    case IR_ICMP_SLE: *out = sa <= sb; return true;
    default: return false;
    }
}

/* Non-terminator instructions other than phis. */
static bool step(interp *ip, const ir_instr *in, const cfg_interp_host *host, bool *stop)
{
    ival a = {0}, b = {0}, c = {0}, r = {0, true};
    if (in->op != IR_OP_CALL && in->op != IR_OP_ALLOCA) {
        if ((in->num_ops > 0 && !get(ip, in->ops[0], &a, in)) || (in->num_ops > 1 && !get(ip, in->ops[1], &b, in)) ||
            (in->num_ops > 2 && !get(ip, in->ops[2], &c, in)))
            return false;
    }
    switch (in->op) {
    case IR_OP_ADD: r.bits = a.bits + b.bits; r.defined = a.defined && b.defined; break;
    case IR_OP_SUB: r.bits = a.bits - b.bits; r.defined = a.defined && b.defined; break;
    case IR_OP_MUL: r.bits = a.bits * b.bits; r.defined = a.defined && b.defined; break;
    case IR_OP_AND: r.bits = a.bits & b.bits; r.defined = a.defined && b.defined; break;
    case IR_OP_OR: r.bits = a.bits | b.bits; r.defined = a.defined && b.defined; break;
    case IR_OP_XOR: r.bits = a.bits ^ b.bits; r.defined = a.defined && b.defined; break;
    case IR_OP_SHL: r.bits = a.bits << (b.bits & 63); r.defined = a.defined && b.defined; break;
    case IR_OP_LSHR: r.bits = mask(in->v.type, a.bits) >> (b.bits & 63); r.defined = a.defined && b.defined; break;
    case IR_OP_ZEXT:
    case IR_OP_TRUNC: r = a; break;
    case IR_OP_SEXT: r.bits = (uint64_t)sext(in->ops[0]->type, a.bits); r.defined = a.defined; break;
    case IR_OP_ICMP: {
        bool v;
        if (!icmp(in->aux, in->ops[0]->type, mask(in->ops[0]->type, a.bits), mask(in->ops[0]->type, b.bits), &v))
            return fail(ip, "unsupported predicate", in);
        r.bits = v;
        r.defined = a.defined && b.defined;
        break;
    }
    case IR_OP_SELECT:
        if (!a.defined)
            r.defined = false;
        else
            r = (a.bits & 1) ? b : c;
        break;
    case IR_OP_ALLOCA: {
        ival cell = {0, false};
        d2s_vec_push(ip->ctx, &ip->cells, cell);
        r.bits = ip->cells.count;
        break;
    }
    case IR_OP_LOAD:
        if (!a.defined || a.bits == 0 || a.bits > ip->cells.count)
            return fail(ip, "load through a bad pointer", in);
        r = ip->cells.data[a.bits - 1];
        break;
    case IR_OP_STORE:
        if (!a.defined || a.bits == 0 || a.bits > ip->cells.count)
            return fail(ip, "store through a bad pointer", in);
        ip->cells.data[a.bits - 1] = b;
        return true;
    case IR_OP_CALL: {
        uint64_t *args = d2s_alloc_array(ip->ctx, in->num_ops ? in->num_ops : 1, sizeof(uint64_t));
        for (uint32_t i = 0; i < in->num_ops; i++) {
            ival v;
            if (!get(ip, in->ops[i], &v, in))
                return false;
            if (!v.defined)
                return fail(ip, "undefined value passed to a call", in);
            args[i] = v.bits;
        }
        r.bits = host->call(host->user, in, args, in->num_ops, stop);
        break;
    }
    default:
        return fail(ip, "not supported by the interpreter", in);
    }
    if (in->v.type && in->v.type->kind != IR_TYPE_VOID)
        return set(ip, in, r);
    return true;
}

/* Parallel phi assignment on entering `to` from `from`. */
static bool enter(interp *ip, const ir_block *to, const ir_block *from, ival *tmp)
{
    uint32_t np = 0;
    while (np < to->num_instrs && to->instrs[np]->op == IR_OP_PHI)
        np++;
    for (uint32_t p = 0; p < np; p++) {
        const ir_instr *phi = to->instrs[p];
        uint32_t i = 0;
        while (i < phi->num_targets && phi->targets[i] != from)
            i++;
        if (i == phi->num_targets)
            return fail(ip, "no entry for the incoming block", phi);
        if (!get(ip, phi->ops[i], &tmp[p], phi))
            return false;
    }
    for (uint32_t p = 0; p < np; p++) {
        if (!set(ip, to->instrs[p], tmp[p]))
            return false;
    }
    return true;
}

cfg_run_status cfg_interp_run(d2s_ctx *ctx, const ir_function *f, const uint64_t *args, const cfg_interp_host *host,
                              uint64_t max_steps, const char **error)
{
    interp ip = {.ctx = ctx, .f = f, .args = args};
    *error = NULL;
    if (f->is_declaration || !f->num_blocks) {
        *error = "nothing to run";
        return CFG_RUN_ERROR;
    }
    ip.vals = d2s_zalloc_array(ctx, f->num_values ? f->num_values : 1, sizeof(ival));
    uint32_t maxinstr = 1;
    for (uint32_t b = 0; b < f->num_blocks; b++)
        maxinstr = f->blocks[b]->num_instrs > maxinstr ? f->blocks[b]->num_instrs : maxinstr;
    ival *tmp = d2s_alloc_array(ctx, maxinstr, sizeof(ival));
    const ir_block *b = f->blocks[0], *prev = NULL;
    uint64_t steps = 0;
    for (;;) {
        if (prev && !enter(&ip, b, prev, tmp))
            break;
        uint32_t k = 0;
        while (k < b->num_instrs && b->instrs[k]->op == IR_OP_PHI)
            k++;
        const ir_block *next = NULL;
        for (; k < b->num_instrs; k++) {
            const ir_instr *in = b->instrs[k];
            if (++steps > max_steps)
                return CFG_RUN_STEP_LIMIT;
            bool stop = false;
            switch (in->op) {
            case IR_OP_RET:
                return CFG_RUN_RETURNED;
            case IR_OP_UNREACHABLE:
                return CFG_RUN_UNREACHABLE;
            case IR_OP_BR:
                if (in->num_targets == 1) {
                    next = in->targets[0];
                } else {
                    ival c;
                    if (!get(&ip, in->ops[0], &c, in))
                        goto out;
                    if (!c.defined) {
                        fail(&ip, "branch on an undefined condition", in);
                        goto out;
                    }
                    next = in->targets[(c.bits & 1) ? 0 : 1];
                }
                break;
            case IR_OP_SWITCH: {
                ival c;
                if (!get(&ip, in->ops[0], &c, in))
                    goto out;
                if (!c.defined) {
                    fail(&ip, "switch on an undefined value", in);
                    goto out;
                }
                next = in->targets[0];
                for (uint32_t i = 1; i < in->num_ops; i++) {
                    ival cv;
                    if (!get(&ip, in->ops[i], &cv, in))
                        goto out;
                    if (mask(in->ops[0]->type, cv.bits) == mask(in->ops[0]->type, c.bits)) {
                        next = in->targets[i];
                        break;
                    }
                }
                break;
            }
            default:
                if (!step(&ip, in, host, &stop))
                    goto out;
                if (stop)
                    return CFG_RUN_STOPPED;
            }
        }
        if (!next) {
            fail(&ip, "a block falls off its end", b->num_instrs ? b->instrs[b->num_instrs - 1] : NULL);
            break;
        }
        prev = b;
        b = next;
    }
out:
    *error = ip.error ? ip.error : "interpreter error";
    return CFG_RUN_ERROR;
}
