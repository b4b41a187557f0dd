/* TYPE_BLOCK_ID_NEW and type interning.
 *
 * LLVM uniques every type except identified (named) structs, so two type
 * IDs with the same structure are the same type. The reader keeps that
 * property with a small hash table: structurally equal types share one
 * ir_type, and later stages may compare types by pointer. The same table
 * serves the types the reader derives (pointer to a global's value type,
 * GEP results, <N x i1> compare results, cmpxchg's {T, i1}).
 *
 * Only named structs can be referenced before their record (for example a
 * struct holding a pointer to itself); such references get the struct's
 * ir_type early and its record fills it in place. After the block, a
 * depth-first walk rejects cyclic types and bounds type nesting by
 * limits.max_nesting, so later stages can recurse over types safely.
 */
#include <stdio.h>
#include <string.h>

#include "bitcode/bc_internal.h"

/* bitc::TypeCodes */
enum {
    TYPE_NUMENTRY = 1, TYPE_VOID = 2, TYPE_FLOAT = 3, TYPE_DOUBLE = 4, TYPE_LABEL = 5, TYPE_OPAQUE = 6,
    TYPE_INTEGER = 7, TYPE_POINTER = 8, TYPE_FUNCTION_OLD = 9, TYPE_HALF = 10, TYPE_ARRAY = 11,
    TYPE_VECTOR = 12, TYPE_X86_FP80 = 13, TYPE_FP128 = 14, TYPE_PPC_FP128 = 15, TYPE_METADATA = 16,
    TYPE_X86_MMX = 17, TYPE_STRUCT_ANON = 18, TYPE_STRUCT_NAME = 19, TYPE_STRUCT_NAMED = 20, TYPE_FUNCTION = 21,
};

/* ---- interning ---------------------------------------------------------- */

#define HASH_K 0x9e3779b97f4a7c15ull

static uint64_t type_hash(const ir_type *t)
{
    uint64_t h = (uint64_t)t->kind | (uint64_t)t->packed << 8 | (uint64_t)t->vararg << 9 | (uint64_t)t->width << 10 |
                 (uint64_t)t->addrspace << 24 | (uint64_t)t->member_count << 40;
    h = (h ^ t->count) * HASH_K;
    h = (h ^ (uint64_t)(uintptr_t)t->elem) * HASH_K;
    for (uint32_t i = 0; i < t->member_count; i++)
        h = (h ^ (uint64_t)(uintptr_t)t->members[i]) * HASH_K;
    return h ^ (h >> 29);
}

static bool type_equal(const ir_type *a, const ir_type *b)
{
    if (a->kind != b->kind || a->width != b->width || a->addrspace != b->addrspace || a->count != b->count ||
        a->elem != b->elem || a->packed != b->packed || a->vararg != b->vararg ||
        a->member_count != b->member_count)
        return false;
    for (uint32_t i = 0; i < a->member_count; i++)
        if (a->members[i] != b->members[i])
            return false;
    return true;
}

static void register_type(bc_reader *rd, ir_type *t)
{
    if (rd->all_types.count >= rd->ctx->limits.max_types)
        bc_limit(rd, "more than %u types (limits.max_types)", rd->ctx->limits.max_types);
    t->id = rd->all_types.count;
    d2s_vec_push(rd->ctx, &rd->all_types, t);
}

static void thash_insert(ir_type **tab, uint32_t cap, ir_type *t, uint32_t h)
{
    uint32_t i = h & (cap - 1);
    while (tab[i])
        i = (i + 1) & (cap - 1);
    tab[i] = t;
}

/* Returns the interned type equal to *proto, creating it (members copied)
 * if new. Named structs never come here. */
static ir_type *intern(bc_reader *rd, const ir_type *proto)
{
    uint32_t h = (uint32_t)(type_hash(proto) >> 32);
    if (rd->thash_cap) {
        uint32_t i = h & (rd->thash_cap - 1);
        for (ir_type *e; (e = rd->thash[i]) != NULL; i = (i + 1) & (rd->thash_cap - 1))
            if (type_equal(e, proto))
                return e;
    }
    ir_type *t = d2s_alloc(rd->ctx, sizeof(*t));
    *t = *proto;
    if (proto->member_count) {
        t->members = bc_alloc_n(rd, proto->member_count, sizeof(*t->members));
        memcpy(t->members, proto->members, proto->member_count * sizeof(*t->members));
    } else {
        t->members = NULL;
    }
    register_type(rd, t);
    if ((rd->thash_count + 1) * 2 > rd->thash_cap) {
        uint32_t cap = rd->thash_cap ? rd->thash_cap * 2 : 64;
        ir_type **tab = d2s_zalloc_array(rd->ctx, cap, sizeof(*tab));
        for (uint32_t k = 0; k < rd->thash_cap; k++)
            if (rd->thash[k])
                thash_insert(tab, cap, rd->thash[k], (uint32_t)(type_hash(rd->thash[k]) >> 32));
        rd->thash = tab;
        rd->thash_cap = cap;
    }
    thash_insert(rd->thash, rd->thash_cap, t, h);
    rd->thash_count++;
    return t;
}

static ir_type proto_of(ir_type_kind kind)
{
    ir_type p;
    memset(&p, 0, sizeof(p));
    p.kind = (uint8_t)kind;
    return p;
}

ir_type *bc_type_make_void(bc_reader *rd)
{
    ir_type p = proto_of(IR_TYPE_VOID);
    return intern(rd, &p);
}

ir_type *bc_type_int(bc_reader *rd, uint32_t width)
{
    ir_type p = proto_of(IR_TYPE_INT);
    p.width = width;
    return intern(rd, &p);
}

ir_type *bc_type_pointer(bc_reader *rd, ir_type *elem, uint32_t addrspace)
{
    ir_type p = proto_of(IR_TYPE_POINTER);
    p.elem = elem;
    p.addrspace = addrspace;
    return intern(rd, &p);
}

ir_type *bc_type_vector(bc_reader *rd, ir_type *elem, uint64_t count)
{
    ir_type p = proto_of(IR_TYPE_VECTOR);
    p.elem = elem;
    p.count = count;
    return intern(rd, &p);
}

ir_type *bc_type_struct_anon(bc_reader *rd, ir_type **members, uint32_t n, bool packed)
{
    ir_type p = proto_of(IR_TYPE_STRUCT);
    p.members = members;
    p.member_count = n;
    p.packed = packed;
    return intern(rd, &p);
}

ir_type *bc_get_type(bc_reader *rd, uint64_t id)
{
    if (D2S_UNLIKELY(id >= rd->num_defined_types)) {
        if (!rd->types)
            bc_fail(rd, "type ID %llu used before the TYPE block", (unsigned long long)id);
        bc_fail(rd, "type ID %llu out of range (%u types)", (unsigned long long)id, rd->num_defined_types);
    }
    return rd->types[id];
}

/* ---- names for messages -------------------------------------------------- */

static size_t put(char *buf, size_t cap, size_t at, const char *s)
{
    size_t n = strlen(s);
    if (at < cap) {
        size_t room = cap - at - 1;
        memcpy(buf + at, s, n < room ? n : room);
        buf[at + (n < room ? n : room)] = 0;
    }
    return at + n;
}

static size_t type_name_rec(const ir_type *t, char *buf, size_t cap, size_t at, int depth)
{
    char tmp[48];
    if (!t)
        return put(buf, cap, at, "?");
    if (depth > 4)
        return put(buf, cap, at, "...");
    switch (t->kind) {
    case IR_TYPE_VOID: return put(buf, cap, at, "void");
    case IR_TYPE_INT:
        snprintf(tmp, sizeof(tmp), "i%u", t->width);
        return put(buf, cap, at, tmp);
    case IR_TYPE_HALF: return put(buf, cap, at, "half");
    case IR_TYPE_FLOAT: return put(buf, cap, at, "float");
    case IR_TYPE_DOUBLE: return put(buf, cap, at, "double");
    case IR_TYPE_LABEL: return put(buf, cap, at, "label");
    case IR_TYPE_METADATA: return put(buf, cap, at, "metadata");
    case IR_TYPE_POINTER:
        at = type_name_rec(t->elem, buf, cap, at, depth + 1);
        if (t->addrspace) {
            snprintf(tmp, sizeof(tmp), " addrspace(%u)", t->addrspace);
            at = put(buf, cap, at, tmp);
        }
        return put(buf, cap, at, "*");
    case IR_TYPE_ARRAY:
    case IR_TYPE_VECTOR:
        snprintf(tmp, sizeof(tmp), "%c%llu x ", t->kind == IR_TYPE_ARRAY ? '[' : '<', (unsigned long long)t->count);
        at = put(buf, cap, at, tmp);
        at = type_name_rec(t->elem, buf, cap, at, depth + 1);
        return put(buf, cap, at, t->kind == IR_TYPE_ARRAY ? "]" : ">");
    case IR_TYPE_FUNCTION:
        at = type_name_rec(t->elem, buf, cap, at, depth + 1);
        at = put(buf, cap, at, " (");
        for (uint32_t i = 0; i < t->member_count; i++) {
            if (i)
                at = put(buf, cap, at, ", ");
            at = type_name_rec(t->members[i], buf, cap, at, depth + 1);
        }
        return put(buf, cap, at, t->vararg ? ", ...)" : ")");
    default:
        if (t->name) {
            at = put(buf, cap, at, "%");
            return put(buf, cap, at, t->name);
        }
        at = put(buf, cap, at, t->packed ? "<{" : "{");
        for (uint32_t i = 0; i < t->member_count; i++) {
            if (i)
                at = put(buf, cap, at, ", ");
            at = type_name_rec(t->members[i], buf, cap, at, depth + 1);
        }
        return put(buf, cap, at, t->packed ? "}>" : "}");
    }
}

void bc_type_name(const ir_type *t, char *buf, size_t cap)
{
    if (!cap)
        return;
    buf[0] = 0;
    type_name_rec(t, buf, cap, 0, 0);
}

/* ---- the TYPE block --------------------------------------------------------- */

typedef struct type_block {
    bc_reader *rd;
    bool *fwd;              /* slot holds a named struct referenced before its record */
    uint32_t open_fwd;
    bool any_fwd;           /* some type was referenced before its record */
    D2S_VEC(uint32_t) depth; /* nesting depth by ir_type.id, while no forward reference occurred */
} type_block;

/* A type ID inside the TYPE block: earlier records, or a forward reference
 * that only a named struct may satisfy. */
static ir_type *type_ref(type_block *tb, uint64_t id)
{
    bc_reader *rd = tb->rd;
    if (id >= rd->num_types)
        bc_fail(rd, "type ID %llu out of range (NUMENTRY %u)", (unsigned long long)id, rd->num_types);
    ir_type *t = rd->types[id];
    if (t)
        return t;
    t = d2s_zalloc(rd->ctx, sizeof(*t));
    t->kind = IR_TYPE_STRUCT;
    register_type(rd, t);
    rd->types[id] = t;
    tb->fwd[id] = true;
    tb->open_fwd++;
    tb->any_fwd = true;
    return t;
}

static void type_fail_elem(bc_reader *rd, const char *what, const ir_type *t) D2S_NORETURN;
static void type_fail_elem(bc_reader *rd, const char *what, const ir_type *t)
{
    char n[96];
    bc_type_name(t, n, sizeof(n));
    bc_fail(rd, "%s cannot have type %s", what, n);
}

static bool valid_member(const ir_type *t)
{
    return t->kind != IR_TYPE_VOID && t->kind != IR_TYPE_LABEL && t->kind != IR_TYPE_METADATA &&
           t->kind != IR_TYPE_FUNCTION;
}

/* Reads member/parameter type IDs ops[first..] into a scratch array. */
static ir_type **read_type_list(type_block *tb, uint32_t first, uint32_t *n_out)
{
    bc_reader *rd = tb->rd;
    uint32_t n = rd->bs.num_ops > first ? rd->bs.num_ops - first : 0;
    rd->tmp_vals.count = 0;
    d2s_vec_reserve(rd->ctx, &rd->tmp_vals, n ? n : 1);
    ir_type **list = (ir_type **)(void *)rd->tmp_vals.data; /* same size as ir_value* */
    for (uint32_t i = 0; i < n; i++)
        list[i] = type_ref(tb, rd->bs.ops[first + i]);
    *n_out = n;
    return list;
}

/* Depth of by-value and by-reference nesting; fails on cycles. state: 0 new,
 * 1 on the walk, 2 done (depth in depth[]). */
static uint32_t type_depth(bc_reader *rd, ir_type *t, uint8_t *state, uint32_t *depth, uint32_t level)
{
    if (state[t->id] == 2)
        return depth[t->id];
    if (state[t->id] == 1) {
        char n[96];
        bc_type_name(t, n, sizeof(n));
        bc_unsupported(rd, "recursive type %s", n);
    }
    if (level > rd->ctx->limits.max_nesting)
        bc_limit(rd, "types nested deeper than %u (limits.max_nesting)", rd->ctx->limits.max_nesting);
    state[t->id] = 1;
    uint32_t d = 0, c;
    if (t->elem && (c = type_depth(rd, t->elem, state, depth, level + 1)) > d)
        d = c;
    for (uint32_t i = 0; i < t->member_count; i++)
        if ((c = type_depth(rd, t->members[i], state, depth, level + 1)) > d)
            d = c;
    state[t->id] = 2;
    depth[t->id] = d + 1;
    return d + 1;
}

static void check_nesting(bc_reader *rd)
{
    uint32_t n = rd->all_types.count;
    uint8_t *state = d2s_zalloc_array(rd->ctx, n ? n : 1, 1);
    uint32_t *depth = d2s_alloc_array(rd->ctx, n ? n : 1, sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++)
        if (state[i] == 0)
            type_depth(rd, rd->all_types.data[i], state, depth, 0);
}

/* Without forward references every type is built from finished ones, so
 * its depth is known at once and no cycle is possible; with them, the full
 * walk in check_nesting runs at the end of the block instead. */
static void note_depth(type_block *tb, const ir_type *t)
{
    bc_reader *rd = tb->rd;
    if (tb->any_fwd)
        return;
    uint32_t d = 0;
    if (t->elem && t->elem->id < tb->depth.count && tb->depth.data[t->elem->id] > d)
        d = tb->depth.data[t->elem->id];
    for (uint32_t i = 0; i < t->member_count; i++) {
        uint32_t m = t->members[i]->id;
        if (m < tb->depth.count && tb->depth.data[m] > d)
            d = tb->depth.data[m];
    }
    if (d + 1 > rd->ctx->limits.max_nesting)
        bc_limit(rd, "types nested deeper than %u (limits.max_nesting)", rd->ctx->limits.max_nesting);
    while (tb->depth.count <= t->id)
        d2s_vec_push(rd->ctx, &tb->depth, 0u);
    tb->depth.data[t->id] = d + 1;
}

static void define_slot(type_block *tb, ir_type *t)
{
    note_depth(tb, t);
    bc_reader *rd = tb->rd;
    uint32_t id = rd->num_defined_types;
    if (rd->types[id]) {
        char n[96];
        bc_type_name(t, n, sizeof(n));
        bc_fail(rd, "type %u was referenced as a named struct before its record, which defines %s", id, n);
    }
    rd->types[id] = t;
    rd->num_defined_types++;
}

/* The ir_type for the named struct / opaque type of the current slot. */
static ir_type *named_slot(type_block *tb)
{
    bc_reader *rd = tb->rd;
    uint32_t id = rd->num_defined_types;
    ir_type *t = rd->types[id];
    if (t) {
        tb->fwd[id] = false;
        tb->open_fwd--;
    } else {
        t = d2s_zalloc(rd->ctx, sizeof(*t));
        register_type(rd, t);
        rd->types[id] = t;
    }
    rd->num_defined_types++;
    return t;
}

static void type_record(type_block *tb, const char **pending_name)
{
    bc_reader *rd = tb->rd;
    const uint64_t *ops = rd->bs.ops;
    uint32_t code = rd->bs.code;
    ir_type p;
    memset(&p, 0, sizeof(p));

    if (code == TYPE_STRUCT_NAME) {
        *pending_name = bc_record_string(rd, 0, NULL);
        return;
    }
    if (rd->num_defined_types >= rd->num_types)
        bc_fail(rd, "more type records than NUMENTRY (%u)", rd->num_types);

    switch (code) {
    case TYPE_VOID: p.kind = IR_TYPE_VOID; break;
    case TYPE_HALF: p.kind = IR_TYPE_HALF; break;
    case TYPE_FLOAT: p.kind = IR_TYPE_FLOAT; break;
    case TYPE_DOUBLE: p.kind = IR_TYPE_DOUBLE; break;
    case TYPE_LABEL: p.kind = IR_TYPE_LABEL; break;
    case TYPE_METADATA: p.kind = IR_TYPE_METADATA; break;
    case TYPE_INTEGER:
        bc_need_ops(rd, 1, "INTEGER");
        if (ops[0] != 1 && ops[0] != 8 && ops[0] != 16 && ops[0] != 32 && ops[0] != 64)
            bc_unsupported(rd, "integer type of width %llu (only i1, i8, i16, i32, i64)", (unsigned long long)ops[0]);
        p.kind = IR_TYPE_INT;
        p.width = (uint32_t)ops[0];
        break;
    case TYPE_POINTER:
        bc_need_ops(rd, 1, "POINTER");
        p.kind = IR_TYPE_POINTER;
        p.elem = type_ref(tb, ops[0]);
        if (rd->bs.num_ops > 1) {
            if (ops[1] > 0xFFFFFF)
                bc_fail(rd, "pointer address space %llu is out of range", (unsigned long long)ops[1]);
            p.addrspace = (uint32_t)ops[1];
        }
        if (p.elem->kind == IR_TYPE_VOID || p.elem->kind == IR_TYPE_LABEL || p.elem->kind == IR_TYPE_METADATA)
            type_fail_elem(rd, "a pointee", p.elem);
        break;
    case TYPE_ARRAY:
    case TYPE_VECTOR:
        bc_need_ops(rd, 2, code == TYPE_ARRAY ? "ARRAY" : "VECTOR");
        p.kind = code == TYPE_ARRAY ? IR_TYPE_ARRAY : IR_TYPE_VECTOR;
        p.count = ops[0];
        p.elem = type_ref(tb, ops[1]);
        if (code == TYPE_VECTOR) {
            const ir_type *e = p.elem;
            if (p.count == 0 || p.count > UINT32_MAX)
                bc_fail(rd, "vector of %llu elements", (unsigned long long)p.count);
            if (e->kind != IR_TYPE_INT && !bc_type_is_fp(e) && e->kind != IR_TYPE_POINTER)
                type_fail_elem(rd, "a vector element", e);
        } else if (!valid_member(p.elem)) {
            type_fail_elem(rd, "an array element", p.elem);
        }
        break;
    case TYPE_FUNCTION_OLD:
    case TYPE_FUNCTION: {
        /* FUNCTION: [vararg, retty, params...]; FUNCTION_OLD has an
         * attribute ID after vararg. */
        uint32_t first = code == TYPE_FUNCTION ? 1 : 2;
        bc_need_ops(rd, first + 1, "FUNCTION type");
        p.kind = IR_TYPE_FUNCTION;
        p.vararg = ops[0] != 0;
        p.elem = type_ref(tb, ops[first]);
        if (p.elem->kind == IR_TYPE_FUNCTION || p.elem->kind == IR_TYPE_LABEL || p.elem->kind == IR_TYPE_METADATA)
            type_fail_elem(rd, "a function result", p.elem);
        p.members = read_type_list(tb, first + 1, &p.member_count);
        for (uint32_t i = 0; i < p.member_count; i++)
            if (p.members[i]->kind == IR_TYPE_VOID || p.members[i]->kind == IR_TYPE_FUNCTION)
                type_fail_elem(rd, "a function parameter", p.members[i]);
        break;
    }
    case TYPE_STRUCT_ANON:
        bc_need_ops(rd, 1, "STRUCT_ANON");
        p.kind = IR_TYPE_STRUCT;
        p.packed = ops[0] != 0;
        p.members = read_type_list(tb, 1, &p.member_count);
        for (uint32_t i = 0; i < p.member_count; i++)
            if (!valid_member(p.members[i]))
                type_fail_elem(rd, "a struct member", p.members[i]);
        break;
    case TYPE_STRUCT_NAMED: {
        bc_need_ops(rd, 1, "STRUCT_NAMED");
        uint32_t n;
        ir_type **members = read_type_list(tb, 1, &n);
        for (uint32_t i = 0; i < n; i++)
            if (!valid_member(members[i]))
                type_fail_elem(rd, "a struct member", members[i]);
        ir_type *t = named_slot(tb);
        t->kind = IR_TYPE_STRUCT;
        t->packed = ops[0] != 0;
        t->name = *pending_name;
        t->member_count = n;
        t->members = bc_alloc_n(rd, n, sizeof(*t->members));
        memcpy(t->members, members, n * sizeof(*members));
        *pending_name = NULL;
        note_depth(tb, t);
        return;
    }
    case TYPE_OPAQUE: {
        ir_type *t = named_slot(tb);
        t->kind = IR_TYPE_OPAQUE;
        t->name = *pending_name;
        *pending_name = NULL;
        return;
    }
    case TYPE_NUMENTRY:
        bc_fail(rd, "second NUMENTRY record");
    case TYPE_X86_FP80:
    case TYPE_FP128:
    case TYPE_PPC_FP128:
    case TYPE_X86_MMX:
        bc_unsupported(rd, "type code %u (x86_fp80/fp128/ppc_fp128/x86_mmx)", code);
    default:
        bc_unsupported(rd, "type record code %u", code);
    }
    define_slot(tb, intern(rd, &p));
}

void bc_parse_type_block(bc_reader *rd)
{
    if (rd->types)
        bc_fail(rd, "second TYPE block");
    bs_enter_block(&rd->bs);
    type_block tb;
    memset(&tb, 0, sizeof(tb));
    tb.rd = rd;
    const char *pending_name = NULL;
    while (bs_next_record(&rd->bs)) {
        if (!rd->types) {
            if (rd->bs.code != TYPE_NUMENTRY)
                bc_fail(rd, "type record code %u before NUMENTRY", rd->bs.code);
            bc_need_ops(rd, 1, "NUMENTRY");
            uint64_t n = rd->bs.ops[0];
            /* Every type needs a record of at least one abbreviation ID. */
            if (n > bs_remaining_bits(&rd->bs))
                bc_fail(rd, "NUMENTRY %llu exceeds what the block's remaining %llu bits can hold",
                        (unsigned long long)n, (unsigned long long)bs_remaining_bits(&rd->bs));
            if (n > rd->ctx->limits.max_types)
                bc_limit(rd, "NUMENTRY %llu exceeds limits.max_types (%u)", (unsigned long long)n,
                         rd->ctx->limits.max_types);
            rd->num_types = (uint32_t)n;
            rd->types = d2s_zalloc_array(rd->ctx, n ? n : 1, sizeof(*rd->types));
            tb.fwd = d2s_zalloc_array(rd->ctx, n ? n : 1, sizeof(bool));
            continue;
        }
        type_record(&tb, &pending_name);
    }
    if (!rd->types)
        bc_fail(rd, "TYPE block without NUMENTRY");
    if (rd->num_defined_types != rd->num_types)
        bc_fail(rd, "TYPE block defines %u types but NUMENTRY says %u", rd->num_defined_types, rd->num_types);
    if (tb.open_fwd) {
        for (uint32_t i = 0; i < rd->num_types; i++)
            if (tb.fwd[i])
                bc_fail(rd, "type %u referenced but never defined", i);
    }
    if (tb.any_fwd)
        check_nesting(rd);
}
