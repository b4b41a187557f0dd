/* The absolute value list and forward-reference placeholders.
 *
 * Bitcode refers to values by position in one list that grows as records
 * define values. A reference past the end (a PHI operand from a later
 * block, a constant aggregate naming a later constant) creates a typed
 * placeholder at that ID; the defining record must have the same type and
 * takes over the slot, and users are patched by a pass at the end of the
 * enclosing block (bc_resolve). Forward IDs are bounded by what the rest of
 * the block could still define, so a hostile ID cannot make the table huge.
 */
#include <string.h>

#include "bitcode/bc_internal.h"

static void grow(bc_reader *rd, uint32_t need)
{
    if (need <= rd->vcap)
        return;
    uint32_t cap = rd->vcap ? rd->vcap : 256;
    while (cap < need)
        cap = cap > UINT32_MAX / 2 ? UINT32_MAX : cap * 2;
    ir_value **v = d2s_alloc_array(rd->ctx, cap, sizeof(*v));
    if (rd->vcap)
        memcpy(v, rd->vals, rd->vcap * sizeof(*v));
    memset(v + rd->vcap, 0, (size_t)(cap - rd->vcap) * sizeof(*v));
    rd->vals = v;
    rd->vcap = cap;
}

static void fail_type(bc_reader *rd, uint32_t id, const ir_type *want, const ir_type *have, bool forward)
    D2S_NORETURN;
static void fail_type(bc_reader *rd, uint32_t id, const ir_type *want, const ir_type *have, bool forward)
{
    char a[96], b[96];
    bc_type_name(want, a, sizeof(a));
    bc_type_name(have, b, sizeof(b));
    if (forward)
        bc_fail(rd, "value %u was forward-referenced with type %s but is defined with type %s", id, a, b);
    bc_fail(rd, "value %u has type %s, expected %s", id, b, a);
}

void bc_define_value(bc_reader *rd, ir_value *v)
{
    uint32_t id = rd->nvals;
    if (D2S_UNLIKELY(id >= rd->ctx->limits.max_values))
        bc_limit(rd, "more than %u values (limits.max_values)", rd->ctx->limits.max_values);
    if (id >= rd->vcap)
        grow(rd, id + 1);
    ir_value *old = rd->vals[id];
    if (D2S_UNLIKELY(old != NULL)) {
        /* A placeholder waits here. */
        if (old->type != v->type)
            fail_type(rd, id, old->type, v->type, true);
        rd->open_placeholders--;
    }
    rd->vals[id] = v;
    rd->nvals = id + 1;
    if (rd->vhigh < rd->nvals)
        rd->vhigh = rd->nvals;
}

static ir_value *forward_ref(bc_reader *rd, uint64_t id, ir_type *type)
{
    if (!type)
        bc_fail(rd, "value %llu is referenced before it is defined (%u values so far)", (unsigned long long)id,
                rd->nvals);
    /* Each later definition needs at least a few bits of this block; a
     * reference further ahead than that can never be satisfied. */
    uint64_t ahead = id - rd->nvals, pos = bs_bit_pos(&rd->bs);
    uint64_t room = rd->fwd_end_bit > pos ? rd->fwd_end_bit - pos : 0;
    if (ahead > room / 2 || id >= rd->ctx->limits.max_values)
        bc_fail(rd, "forward reference to value %llu is out of range (%u values so far)", (unsigned long long)id,
                rd->nvals);
    if (!bc_type_is_value(type)) {
        char n[96];
        bc_type_name(type, n, sizeof(n));
        bc_fail(rd, "forward reference to value %llu with type %s", (unsigned long long)id, n);
    }
    grow(rd, (uint32_t)id + 1);
    ir_value *p = rd->vals[id];
    if (p) {
        if (p->type != type)
            fail_type(rd, (uint32_t)id, p->type, type, true);
        return p;
    }
    p = d2s_zalloc(rd->ctx, sizeof(*p));
    p->kind = BC_VAL_PLACEHOLDER;
    p->id = (uint32_t)id;
    p->type = type;
    rd->vals[id] = p;
    if (rd->vhigh <= id)
        rd->vhigh = (uint32_t)id + 1;
    rd->open_placeholders++;
    rd->fn_forward = true;
    return p;
}

ir_value *bc_value(bc_reader *rd, uint64_t id, ir_type *type)
{
    if (D2S_LIKELY(id < rd->nvals)) {
        ir_value *v = rd->vals[id];
        if (D2S_UNLIKELY(type && v->type != type))
            fail_type(rd, (uint32_t)id, type, v->type, false);
        return v;
    }
    return forward_ref(rd, id, type);
}

ir_value *bc_resolve(bc_reader *rd, ir_value *v)
{
    if (v->kind != BC_VAL_PLACEHOLDER)
        return v;
    ir_value *r = v->id < rd->nvals ? rd->vals[v->id] : NULL;
    if (!r || r->kind == BC_VAL_PLACEHOLDER)
        bc_fail(rd, "value %u is referenced but never defined", v->id);
    return r;
}

void bc_values_truncate(bc_reader *rd, uint32_t n)
{
    if (rd->vhigh > n)
        memset(rd->vals + n, 0, (size_t)(rd->vhigh - n) * sizeof(*rd->vals));
    rd->nvals = n;
    rd->vhigh = n;
    rd->open_placeholders = 0;
}
