/* Resource variables in memory: dx.types.Handle values stored into and
 * loaded from local arrays and static globals.
 *
 * D3D lets HLSL keep resources in variables: `static` resource variables,
 * local arrays of resources indexed at run time. DXC resolves most of them
 * to the resource itself, but SM 6.6 handles are plain values, so a local or
 * static array of ResourceDescriptorHeap handles indexed at run time stays
 * memory of %dx.types.Handle (an alloca or internal global, stores of
 * createHandleFromHeap results, loads before annotateHandle).
 *
 * A handle is never a SPIR-V value here (emit_handle: a resource plus an
 * index into its descriptor array), so handle memory holds the index: each
 * dx.types.Handle in a variable's type becomes a u32 (emit_mem_type), a
 * store writes the stored handle's array index (0 for a single resource),
 * and a load makes a handle of the variable's resource at the index read.
 * That needs one resource per variable: every handle stored into it must
 * name the same resource (the same heap array, or the same descriptor
 * array); a variable given handles of different resources is refused by
 * name, as a phi or select between resources is. The resource is known
 * before the first load is translated: on the first handle access in a
 * function, its stores are read once for the resources their handles name
 * without translating them (emit_handle_static_resource), and each store
 * translated later is checked again. A load reads NonUniform when a handle
 * stored into the variable was, as D3D marks it (NonUniformResourceIndex),
 * or when the load itself is marked.
 */
#include "emit/emit_internal.h"

typedef struct hmem_var {
    emit_resource *res;        /* the resource every handle stored here names, NULL before the first */
    bool nonuniform;           /* a stored handle was NonUniform */
} hmem_var;

struct emit_handle_mem_state {
    hmem_var **global;         /* [m->num_globals] static globals */
    ir_function *fn;           /* the function `local` belongs to (scanned on first use) */
    hmem_var **local;          /* [fn->num_values] allocas */
};

bool emit_type_holds_handle(const ir_type *t)
{
    for (uint32_t guard = 0; t && guard < 64; guard++) {
        if (emit_type_is_handle(t))
            return true;
        if (t->kind != IR_TYPE_ARRAY)
            return false;
        t = t->elem;
    }
    return false;
}

spv_id emit_mem_type(emit_ctx *ec, ir_type *t)
{
    if (!emit_type_holds_handle(t))
        return emit_type(ec, t);
    if (emit_type_is_handle(t))
        return ec->t_u32;
    if (t->count == 0 || t->count > UINT32_MAX)
        emit_unsupported(ec, "array type of %llu elements", (unsigned long long)t->count);
    return spv_type_array_n(ec->b, emit_mem_type(ec, t->elem), (uint32_t)t->count, 0);
}

static struct emit_handle_mem_state *state(emit_ctx *ec)
{
    struct emit_handle_mem_state *st = ec->handle_mem;
    if (!st) {
        st = d2s_zalloc(ec->ctx, sizeof(*st));
        st->global = d2s_zalloc_array(ec->ctx, ec->m->num_globals ? ec->m->num_globals : 1, sizeof(*st->global));
        ec->handle_mem = st;
    }
    return st;
}

/* The record of variable v (a global or an alloca of the current
 * function), made on first sight; NULL for anything else. */
static hmem_var *var_of(emit_ctx *ec, struct emit_handle_mem_state *st, const ir_value *v)
{
    hmem_var **slot = NULL;
    if (v->kind == IR_VAL_GLOBAL) {
        uint32_t i = emit_ptrmap_get(&ec->global_index, v);
        if (i != EMIT_NONE)
            slot = &st->global[i];
    } else if (v->kind == IR_VAL_INSTR && ((const ir_instr *)v)->op == IR_OP_ALLOCA && v->id < ec->fn->num_values) {
        slot = &st->local[v->id];
    }
    if (!slot)
        return NULL;
    if (!*slot)
        *slot = d2s_zalloc(ec->ctx, sizeof(**slot));
    return *slot;
}

static const char *var_name(const ir_value *v)
{
    if (v->kind == IR_VAL_GLOBAL)
        return v->name ? v->name : "a static global";
    return "a local variable";
}

static void give(emit_ctx *ec, const ir_value *root, hmem_var *hv, emit_resource *res, bool nonuniform)
{
    if (hv->res && hv->res != res)
        emit_unsupported(ec, "resource variable in memory (%s) given handles of different resources (%s and %s): a "
                             "handle in memory is an index into one resource's descriptors",
                         var_name(root), emit_resource_desc(ec, hv->res), emit_resource_desc(ec, res));
    hv->res = res;
    hv->nonuniform |= nonuniform;
}

/* Once per function, before its first handle access is translated: the
 * resources its stores of handles name, where known without translating
 * them (a handle through a phi is checked when its store is translated). */
static struct emit_handle_mem_state *scanned(emit_ctx *ec)
{
    struct emit_handle_mem_state *st = state(ec);
    if (st->fn == ec->fn)
        return st;
    st->fn = ec->fn;
    st->local = d2s_zalloc_array(ec->ctx, ec->fn->num_values ? ec->fn->num_values : 1, sizeof(*st->local));
    for (uint32_t b = 0; b < ec->fn->num_blocks; b++) {
        const ir_block *blk = ec->fn->blocks[b];
        for (uint32_t i = 0; i < blk->num_instrs; i++) {
            const ir_instr *in = blk->instrs[i];
            if (in->op != IR_OP_STORE || in->num_ops < 2 || !emit_type_is_handle(in->ops[1]->type) ||
                emit_is_undef(in->ops[1]))
                continue;
            const ir_value *root = ir_pointer_root(in->ops[0]);
            hmem_var *hv = var_of(ec, st, root);
            bool nonuniform = false;
            emit_resource *res = hv ? emit_handle_static_resource(ec, in->ops[1], &nonuniform) : NULL;
            if (res)
                give(ec, root, hv, res, nonuniform);
        }
    }
    return st;
}

static hmem_var *var_at(emit_ctx *ec, ir_value *ptr, const ir_value **root)
{
    struct emit_handle_mem_state *st = scanned(ec);
    *root = ir_pointer_root(ptr);
    hmem_var *hv = var_of(ec, st, *root);
    if (!hv)
        emit_unsupported(ec, "a resource handle in memory that is not a local or static variable");
    return hv;
}

void emit_handle_store(emit_ctx *ec, ir_instr *in, spv_id ptr)
{
    if (emit_is_undef(in->ops[1]))
        return; /* an uninitialized resource variable */
    const ir_value *root;
    hmem_var *hv = var_at(ec, in->ops[0], &root);
    const emit_handle *h = emit_get_handle(ec, in->ops[1]);
    give(ec, root, hv, h->res, h->nonuniform);
    spv_store(ec->b, ptr, h->res->is_array ? h->array_index : emit_u32(ec, 0));
}

void emit_handle_load(emit_ctx *ec, ir_instr *in, spv_id ptr)
{
    const ir_value *root;
    hmem_var *hv = var_at(ec, in->ops[0], &root);
    if (!hv->res)
        emit_unsupported(ec, "a resource handle loaded from %s, which no store gives a resource", var_name(root));
    emit_handle h = {hv->res, 0, hv->nonuniform || (in->flags & IR_FLAG_NONUNIFORM)};
    if (hv->res->is_array) /* a single resource's handle needs no index */
        h.array_index = spv_load(ec->b, ec->t_u32, ptr);
    emit_set_handle(ec, in, &h);
}
