/* METADATA, METADATA_KIND and METADATA_ATTACHMENT blocks.
 *
 * Metadata IDs count the STRING, VALUE, node and debug-info records in
 * order (module block first, then each function's block on top of it).
 * Nodes may name later IDs, so an ID's ir_md is allocated on first mention
 * and filled in place when its record arrives; no patching is needed and
 * any ID still unfilled at the end of the block is an error. Debug-info
 * records are kept as IR_MD_OTHER only so that the numbering stays right.
 */
#include <string.h>

#include "bitcode/bc_internal.h"

/* bitc::MetadataCodes */
enum {
    MD_STRING = 1, MD_VALUE = 2, MD_NODE = 3, MD_NAME = 4, MD_DISTINCT_NODE = 5, MD_KIND = 6, MD_LOCATION = 7,
    MD_OLD_NODE = 8, MD_OLD_FN_NODE = 9, MD_NAMED_NODE = 10, MD_ATTACHMENT = 11, MD_GENERIC_DEBUG = 12,
    MD_MODULE = 32,
};

/* Kind IDs are small in practice (fixed LLVM kinds plus a few dozen custom
 * ones); the cap keeps a hostile ID from sizing the table. */
#define BC_MAX_MD_KIND 65536

static void grow(bc_reader *rd, uint32_t need)
{
    if (need <= rd->mdcap)
        return;
    uint32_t cap = rd->mdcap ? rd->mdcap : 256;
    while (cap < need)
        cap = cap > UINT32_MAX / 2 ? UINT32_MAX : cap * 2;
    ir_md **t = d2s_alloc_array(rd->ctx, cap, sizeof(*t));
    if (rd->mdcap)
        memcpy(t, rd->mds, rd->mdcap * sizeof(*t));
    memset(t + rd->mdcap, 0, (size_t)(cap - rd->mdcap) * sizeof(*t));
    rd->mds = t;
    rd->mdcap = cap;
}

/* The ir_md for the next ID, reusing the object forward references got. */
static ir_md *define_md(bc_reader *rd, ir_md_kind kind)
{
    uint32_t id = rd->nmds;
    if (id >= rd->ctx->limits.max_metadata)
        bc_limit(rd, "more than %u metadata entries (limits.max_metadata)", rd->ctx->limits.max_metadata);
    grow(rd, id + 1);
    ir_md *md = rd->mds[id];
    if (!md) {
        md = d2s_zalloc(rd->ctx, sizeof(*md));
        rd->mds[id] = md;
    }
    md->kind = (uint8_t)kind;
    md->id = id;
    rd->nmds = id + 1;
    if (rd->mdhigh < rd->nmds)
        rd->mdhigh = rd->nmds;
    return md;
}

/* Metadata by ID; a later ID gets its (still empty) object now. */
static ir_md *get_md(bc_reader *rd, uint64_t id)
{
    if (id < rd->nmds)
        return rd->mds[id];
    /* The defining record must come later in this block: a record costs at
     * least a few bits, which bounds how far ahead an ID can be. */
    if (id - rd->nmds > bs_remaining_bits(&rd->bs) / 2 || id >= rd->ctx->limits.max_metadata)
        bc_fail(rd, "metadata ID %llu is out of range (%u defined)", (unsigned long long)id, rd->nmds);
    grow(rd, (uint32_t)id + 1);
    ir_md *md = rd->mds[id];
    if (!md) {
        md = d2s_zalloc(rd->ctx, sizeof(*md));
        md->kind = BC_MD_PLACEHOLDER;
        md->id = (uint32_t)id;
        rd->mds[id] = md;
        if (rd->mdhigh <= id)
            rd->mdhigh = (uint32_t)id + 1;
    }
    return md;
}

static void read_node(bc_reader *rd, bool distinct)
{
    uint32_t n = rd->bs.num_ops;
    const uint64_t *ops = rd->bs.ops;
    ir_md **elems = bc_alloc_n(rd, n, sizeof(*elems));
    for (uint32_t i = 0; i < n; i++)
        elems[i] = ops[i] ? get_md(rd, ops[i] - 1) : NULL;
    /* Defined after its operands: a node naming itself gets the same
     * object from get_md and define_md. */
    ir_md *md = define_md(rd, IR_MD_NODE);
    md->distinct = distinct;
    md->u.node.ops = elems;
    md->u.node.count = n;
}

static void read_value(bc_reader *rd)
{
    bc_need_ops(rd, 2, "METADATA_VALUE");
    ir_type *t = bc_get_type(rd, rd->bs.ops[0]);
    if (!bc_type_is_value(t)) {
        char n[96];
        bc_type_name(t, n, sizeof(n));
        bc_fail(rd, "METADATA_VALUE of type %s", n);
    }
    uint64_t id = rd->bs.ops[1];
    /* Module metadata sees only module values; function metadata may name
     * instructions that come later in the function. */
    if (!rd->fn && id >= rd->nvals)
        bc_fail(rd, "METADATA_VALUE refers to value %llu, only %u module values exist", (unsigned long long)id,
                rd->nvals);
    ir_value *v = bc_value(rd, id, t);
    ir_md *md = define_md(rd, IR_MD_VALUE);
    md->u.value = v;
}

static void read_kind(bc_reader *rd)
{
    bc_need_ops(rd, 1, "METADATA_KIND");
    uint64_t id = rd->bs.ops[0];
    if (id >= BC_MAX_MD_KIND)
        bc_fail(rd, "metadata kind ID %llu is too large", (unsigned long long)id);
    const char *name = bc_record_string(rd, 1, NULL);
    if (id >= rd->kinds.count) {
        uint32_t old = rd->kinds.count;
        d2s_vec_reserve(rd->ctx, &rd->kinds, (uint32_t)id + 1);
        memset(rd->kinds.data + old, 0, ((size_t)id + 1 - old) * sizeof(*rd->kinds.data));
        rd->kinds.count = (uint32_t)id + 1;
    }
    if (rd->kinds.data[id])
        bc_fail(rd, "metadata kind %llu defined twice ('%s' and '%s')", (unsigned long long)id,
                rd->kinds.data[id], name);
    rd->kinds.data[id] = name;
}

static void read_named(bc_reader *rd)
{
    const char *name = bc_record_string(rd, 0, NULL);
    if (bs_advance(&rd->bs) != BS_RECORD || rd->bs.code != MD_NAMED_NODE)
        bc_fail(rd, "METADATA_NAME '%s' is not followed by a NAMED_NODE record", name);
    uint32_t n = rd->bs.num_ops;
    ir_named_md nm;
    nm.name = name;
    nm.count = n;
    nm.ops = bc_alloc_n(rd, n, sizeof(*nm.ops));
    for (uint32_t i = 0; i < n; i++)
        nm.ops[i] = get_md(rd, rd->bs.ops[i]);
    d2s_vec_push(rd->ctx, &rd->named, nm);
}

void bc_parse_metadata(bc_reader *rd)
{
    if (rd->module_done && !rd->fn)
        bc_fail(rd, "module-level METADATA block after the first function body");
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        uint32_t code = rd->bs.code;
        switch (code) {
        case MD_STRING: {
            ir_md *md = define_md(rd, IR_MD_STRING);
            md->u.str.data = bc_record_string(rd, 0, &md->u.str.len);
            break;
        }
        case MD_VALUE: read_value(rd); break;
        case MD_NODE: read_node(rd, false); break;
        case MD_DISTINCT_NODE: read_node(rd, true); break;
        case MD_NAME: read_named(rd); break;
        case MD_KIND: read_kind(rd); break;
        case MD_NAMED_NODE: bc_fail(rd, "NAMED_NODE without a preceding METADATA_NAME");
        case MD_LOCATION:
        case MD_OLD_NODE:
        case MD_OLD_FN_NODE:
            define_md(rd, IR_MD_OTHER);
            break;
        default:
            if (code >= MD_GENERIC_DEBUG && code <= MD_MODULE) {
                define_md(rd, IR_MD_OTHER);
                break;
            }
            /* An unknown record might define an ID; guessing would shift
             * every later ID, so refuse. */
            bc_unsupported(rd, "METADATA record code %u", code);
        }
    }
    if (rd->mdhigh > rd->nmds) {
        for (uint32_t id = rd->nmds; id < rd->mdhigh; id++)
            if (rd->mds[id])
                bc_fail(rd, "at the end of the METADATA block: metadata %u is referenced but never defined", id);
    }
}

void bc_parse_metadata_kinds(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        if (rd->bs.code == MD_KIND)
            read_kind(rd);
    }
}

/* Records of odd length attach (kind, node) pairs to the instruction with
 * that index (void instructions count); even length ones attach to the
 * function itself and are not kept. */
void bc_parse_md_attachments(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        if (rd->bs.code != MD_ATTACHMENT)
            continue;
        uint32_t n = rd->bs.num_ops;
        const uint64_t *ops = rd->bs.ops;
        uint32_t first = n % 2;
        for (uint32_t i = first; i < n; i += 2) {
            if (ops[i] >= rd->kinds.count || !rd->kinds.data[ops[i]])
                bc_fail(rd, "attachment of unknown metadata kind %llu", (unsigned long long)ops[i]);
            if (ops[i + 1] >= rd->nmds)
                bc_fail(rd, "attachment of metadata %llu, only %u exist", (unsigned long long)ops[i + 1], rd->nmds);
        }
        if (!first)
            continue;
        if (ops[0] >= rd->instrs.count)
            bc_fail(rd, "attachment to instruction %llu, the function has %u", (unsigned long long)ops[0],
                    rd->instrs.count);
        ir_instr *in = rd->instrs.data[ops[0]];
        if (!in)
            continue; /* a dropped llvm.dbg call */
        uint32_t pairs = n / 2;
        ir_md_attachment *att = bc_alloc_n(rd, pairs, sizeof(*att));
        for (uint32_t i = 0; i < pairs; i++) {
            att[i].kind = (uint32_t)ops[1 + 2 * i];
            att[i].md = rd->mds[ops[2 + 2 * i]];
        }
        in->md = att;
        in->num_md = pairs;
    }
}

void bc_metadata_end_function(bc_reader *rd)
{
    uint32_t base = rd->num_module_mds;
    for (uint32_t id = base; id < rd->nmds; id++) {
        ir_md *md = rd->mds[id];
        if (md->kind == IR_MD_VALUE && md->u.value->kind == BC_VAL_PLACEHOLDER)
            md->u.value = bc_resolve(rd, md->u.value);
    }
    if (rd->mdhigh > base)
        memset(rd->mds + base, 0, (size_t)(rd->mdhigh - base) * sizeof(*rd->mds));
    rd->nmds = base;
    rd->mdhigh = base;
}
