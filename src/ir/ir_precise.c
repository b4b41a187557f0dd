/* Backward propagation of `precise` (ir_precise.h). */
#include "ir/ir_precise.h"

#include "util/ctx.h"

bool ir_float_op_is_strict(const ir_instr *in)
{
    switch (in->op) {
    case IR_OP_FADD: case IR_OP_FSUB: case IR_OP_FMUL: case IR_OP_FDIV: case IR_OP_FREM: case IR_OP_FCMP:
        break;
    default:
        return false;
    }
    /* fast-math bit 0 is LLVM 3.7's UnsafeAlgebra, DXC's `fast` */
    return !((in->flags & IR_FLAG_FAST_MATH) && (in->aux2 & 1u));
}

static ir_instr *as_instr(ir_value *v)
{
    return v && v->kind == IR_VAL_INSTR ? (ir_instr *)v : NULL;
}

/* The alloca a pointer is derived from (through GEPs and bitcasts), or
 * NULL. DXC derives a local array element with one GEP; the walk gives up
 * after a few steps so that hostile chains keep the pass linear. */
enum { ALLOCA_CHAIN_MAX = 8 };

static ir_instr *alloca_base(ir_value *p)
{
    for (uint32_t n = 0; n <= ALLOCA_CHAIN_MAX; n++) {
        ir_instr *d = as_instr(p);
        if (!d)
            return NULL;
        if (d->op == IR_OP_ALLOCA)
            return d;
        if ((d->op != IR_OP_GEP && d->op != IR_OP_BITCAST) || d->num_ops == 0)
            return NULL;
        p = d->ops[0];
    }
    return NULL;
}

typedef struct precise_walk {
    ir_instr **stack;
    uint32_t top;
    uint32_t *first_store;  /* by alloca value id: index + 1 into stores, 0 = none */
    uint32_t *next_store;   /* by store index: index + 1 of the next store into the same alloca */
    ir_instr **stores;
} precise_walk;

static void mark(precise_walk *w, ir_value *v)
{
    ir_instr *d = as_instr(v);
    if (!d || (d->flags & IR_FLAG_PRECISE))
        return;
    d->flags |= IR_FLAG_PRECISE;
    w->stack[w->top++] = d;
}

void ir_propagate_precise(d2s_ctx *ctx, ir_function *f)
{
    if (f->is_declaration)
        return;
    uint32_t total = 0, nstores = 0;
    for (uint32_t bi = 0; bi < f->num_blocks; bi++)
        for (uint32_t ii = 0; ii < f->blocks[bi]->num_instrs; ii++) {
            ir_instr *in = f->blocks[bi]->instrs[ii];
            total++;
            if (in->op == IR_OP_STORE && in->num_ops == 2)
                nstores++;
        }
    precise_walk w = {0};
    /* every instruction enters the stack at most once: flagged on entry */
    w.stack = d2s_alloc_array(ctx, total ? total : 1, sizeof(*w.stack));
    w.stores = d2s_alloc_array(ctx, nstores ? nstores : 1, sizeof(*w.stores));
    w.next_store = d2s_zalloc_array(ctx, nstores ? nstores : 1, sizeof(*w.next_store));
    w.first_store = d2s_zalloc_array(ctx, f->num_values ? f->num_values : 1, sizeof(*w.first_store));
    uint32_t si = 0;
    for (uint32_t bi = 0; bi < f->num_blocks; bi++)
        for (uint32_t ii = 0; ii < f->blocks[bi]->num_instrs; ii++) {
            ir_instr *in = f->blocks[bi]->instrs[ii];
            if (in->op == IR_OP_STORE && in->num_ops == 2) {
                ir_instr *a = alloca_base(in->ops[0]);
                if (a && a->v.id < f->num_values) {
                    w.stores[si] = in;
                    w.next_store[si] = w.first_store[a->v.id];
                    w.first_store[a->v.id] = ++si;
                }
            }
            if (ir_float_op_is_strict(in))
                in->flags |= IR_FLAG_PRECISE;
            if (in->flags & IR_FLAG_PRECISE)
                w.stack[w.top++] = in;
        }
    while (w.top) {
        ir_instr *in = w.stack[--w.top];
        if (in->op == IR_OP_LOAD && in->num_ops >= 1) {
            /* a precise value read back from a local array: the values
             * stored there contribute to it */
            ir_instr *a = alloca_base(in->ops[0]);
            if (a && a->v.id < f->num_values)
                for (uint32_t s = w.first_store[a->v.id]; s; s = w.next_store[s - 1])
                    mark(&w, w.stores[s - 1]->ops[1]);
            continue;
        }
        if (in->op == IR_OP_STORE || in->op == IR_OP_ALLOCA)
            continue;
        for (uint32_t k = 0; k < in->num_ops; k++)
            mark(&w, in->ops[k]);
    }
}
