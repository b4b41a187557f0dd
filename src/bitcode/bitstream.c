/* LLVM bitstream reader; see bitstream.h for the contract. */
#include "bitcode/bitstream.h"

#include <stdio.h>
#include <string.h>

/* Upper bound of distinct block IDs a BLOCKINFO block may describe. LLVM
 * bitcode uses about twenty; the cap keeps the per-block-entry lookup
 * cheap against hostile streams that SETBID thousands of IDs. */
#define BS_MAX_BLOCKINFO_IDS 64

/* ---- errors ----------------------------------------------------------- */

static void vfail_at(bs_reader *r, uint64_t bit, d2s_status st, const char *fmt, va_list ap) D2S_NORETURN;

static void vfail_at(bs_reader *r, uint64_t bit, d2s_status st, const char *fmt, va_list ap)
{
    char where[256];
    char what[512];
    where[0] = 0;
    if (r->describe)
        r->describe(r->describe_user, where, sizeof(where));
    if (!where[0]) {
        uint32_t id = r->scopes ? r->scopes[r->depth].block_id : BS_TOP_LEVEL;
        if (id == BS_TOP_LEVEL)
            snprintf(where, sizeof(where), "top level");
        else
            snprintf(where, sizeof(where), "block %u", id);
    }
    vsnprintf(what, sizeof(what), fmt, ap);
    d2s_fail(r->ctx, st, "bitcode: %s, bit %llu: %s", where, (unsigned long long)bit, what);
}

void bs_fail(bs_reader *r, d2s_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(r, r->entry_bit, st, fmt, ap);
}

void bs_fail_at(bs_reader *r, uint64_t bit, d2s_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(r, bit, st, fmt, ap);
}

/* ---- bit reading ------------------------------------------------------ */

/* Reading is position-based: a field of up to 57 bits is one unaligned
 * 64-bit load at byte pos/8, shifted by pos%8 and masked. That fast path is
 * taken while the load stays inside the data (pos < fast_lim); the last
 * eight bytes and wider fields go through read_slow, which assembles bytes
 * one at a time and detects the end of the data. */

static void fail_eof(bs_reader *r, uint64_t pos, unsigned want) D2S_NORETURN;
static void fail_eof(bs_reader *r, uint64_t pos, unsigned want)
{
    r->pos = pos;
    bs_fail_at(r, pos, D2S_ERR_INVALID, "unexpected end of data (%u more bits needed, %llu bytes in all)", want,
               (unsigned long long)r->size);
}

static inline uint64_t load_le64(const uint8_t *p)
{
    uint64_t w;
    memcpy(&w, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    w = __builtin_bswap64(w);
#endif
    return w;
}

/* The record loops read through a cursor held in locals: stores into the
 * operand buffer (uint64_t, like r->pos and r->fast_lim) would otherwise
 * force the compiler to reload the position and the limit after every
 * operand. The slow paths take the position by value and leave the new one
 * in r->pos, so that no local's address escapes and the cursor stays in
 * registers. */
typedef struct bs_cur {
    const uint8_t *data;
    uint64_t lim; /* r->fast_lim */
    uint64_t pos;
} bs_cur;

static inline bs_cur cur_begin(const bs_reader *r)
{
    bs_cur c = {r->data, r->fast_lim, r->pos};
    return c;
}

/* n in 1..64; sets r->pos */
static uint64_t read_slow(bs_reader *r, uint64_t bit, unsigned n)
{
    if (n > r->end_bit || bit > r->end_bit - n)
        fail_eof(r, bit, (unsigned)(bit + n > r->end_bit ? bit + n - r->end_bit : n));
    uint64_t v = 0;
    unsigned got = 0;
    while (got < n) {
        unsigned off = (unsigned)(bit & 7);
        unsigned take = 8 - off < n - got ? 8 - off : n - got;
        uint64_t byte = (uint64_t)(r->data[bit >> 3] >> off) & ((1u << take) - 1);
        v |= byte << got;
        got += take;
        bit += take;
    }
    r->pos = bit;
    return v;
}

static inline uint64_t cur_read(bs_reader *r, bs_cur *c, unsigned n)
{
    uint64_t p = c->pos;
    if (D2S_LIKELY(p < c->lim && n <= 57)) {
        uint64_t v = (load_le64(c->data + (p >> 3)) >> (p & 7)) & ((UINT64_C(1) << n) - 1);
        c->pos = p + n;
        return v;
    }
    uint64_t v = read_slow(r, p, n);
    c->pos = r->pos;
    return v;
}

static void fail_vbr(bs_reader *r, uint64_t pos, unsigned w) D2S_NORETURN;
static void fail_vbr(bs_reader *r, uint64_t pos, unsigned w)
{
    r->pos = pos;
    bs_fail_at(r, pos, D2S_ERR_INVALID, "VBR%u value does not fit in 64 bits", w);
}

/* w in 2..32; sets r->pos. Values of up to 57 bits of chunks (constants,
 * large IDs) are taken from one load; no such value can overflow. */
static uint64_t vbr_slow(bs_reader *r, uint64_t bit, unsigned w)
{
    if (bit < r->fast_lim) {
        uint64_t x = load_le64(r->data + (bit >> 3)) >> (bit & 7);
        uint64_t hi = UINT64_C(1) << (w - 1), v = 0;
        for (unsigned used = 0, shift = 0; used + w <= 57; shift += w - 1, x >>= w) {
            v |= (x & (hi - 1)) << shift;
            used += w;
            if (!(x & hi)) {
                r->pos = bit + used;
                return v;
            }
        }
    }
    bs_cur c = cur_begin(r);
    c.pos = bit;
    uint64_t hi = UINT64_C(1) << (w - 1);
    uint64_t piece = cur_read(r, &c, w);
    uint64_t result = piece & (hi - 1);
    unsigned shift = w - 1;
    while (piece & hi) {
        piece = cur_read(r, &c, w);
        uint64_t d = piece & (hi - 1);
        if (D2S_UNLIKELY(shift + w - 1 > 64) && (shift >= 64 || (d >> (64 - shift)) != 0))
            fail_vbr(r, c.pos, w);
        result |= d << shift;
        shift += w - 1;
    }
    r->pos = c.pos;
    return result;
}

/* w in 2..32. Values of one or two chunks (nearly all: operand IDs,
 * types, characters) come from one load; longer ones and the last bytes of
 * the data take the general loop. */
static inline uint64_t cur_vbr(bs_reader *r, bs_cur *c, unsigned w)
{
    uint64_t p = c->pos;
    if (D2S_LIKELY(p < c->lim && w <= 16)) {
        uint64_t x = load_le64(c->data + (p >> 3)) >> (p & 7);
        uint64_t hi = UINT64_C(1) << (w - 1);
        if (D2S_LIKELY(!(x & hi))) {
            c->pos = p + w;
            return x & (hi - 1);
        }
        uint64_t y = x >> w;
        if (D2S_LIKELY(!(y & hi))) {
            c->pos = p + 2 * w;
            return (x & (hi - 1)) | (y & (hi - 1)) << (w - 1);
        }
    }
    uint64_t v = vbr_slow(r, p, w);
    c->pos = r->pos;
    return v;
}

static inline uint64_t read_bits(bs_reader *r, unsigned n)
{
    bs_cur c = cur_begin(r);
    uint64_t v = cur_read(r, &c, n);
    r->pos = c.pos;
    return v;
}

static inline uint64_t read_vbr(bs_reader *r, unsigned w)
{
    bs_cur c = cur_begin(r);
    uint64_t v = cur_vbr(r, &c, w);
    r->pos = c.pos;
    return v;
}

uint64_t bs_read_fixed(bs_reader *r, unsigned width)
{
    if (width < 1 || width > 64)
        d2s_fail(r->ctx, D2S_ERR_INTERNAL, "bitstream: fixed width %u", width);
    return read_bits(r, width);
}

uint64_t bs_read_vbr(bs_reader *r, unsigned width)
{
    if (width < 2 || width > 32)
        d2s_fail(r->ctx, D2S_ERR_INTERNAL, "bitstream: VBR width %u", width);
    return read_vbr(r, width);
}

/* Moves to an absolute bit position (<= end_bit, checked by callers). */
static void jump_to(bs_reader *r, uint64_t bit)
{
    r->pos = bit;
}

static void align32(bs_reader *r)
{
    uint64_t p = r->pos;
    uint64_t a = (p + 31) & ~(uint64_t)31;
    if (a > r->end_bit)
        fail_eof(r, p, (unsigned)(a - p));
    r->pos = a;
}

static const char char6_table[64] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";

/* ---- setup ------------------------------------------------------------ */

static void push_scope(bs_reader *r, uint32_t block_id, uint32_t width, uint64_t end_bit)
{
    uint32_t d = r->scopes ? r->depth + 1 : 0;
    if (d > r->ctx->limits.max_nesting)
        bs_fail(r, D2S_ERR_LIMIT, "block %u nested %u deep (limits.max_nesting is %u)", block_id, d,
                r->ctx->limits.max_nesting);
    if (d >= r->scope_cap) {
        uint32_t cap = r->scope_cap ? r->scope_cap * 2 : 8;
        bs_scope *s = d2s_zalloc_array(r->ctx, cap, sizeof(*s));
        if (r->scope_cap)
            memcpy(s, r->scopes, r->scope_cap * sizeof(*s));
        r->scopes = s;
        r->scope_cap = cap;
    }
    bs_scope *s = &r->scopes[d];
    s->block_id = block_id;
    s->abbrev_width = width;
    s->end_bit = end_bit;
    s->info_abbrevs = NULL;
    s->num_info = 0;
    s->local.count = 0; /* storage kept from an earlier block at this depth */
    s->info_target = -1;
    for (uint32_t i = 0; i < r->blockinfo.count; i++) {
        if (r->blockinfo.data[i].block_id == block_id) {
            s->info_abbrevs = r->blockinfo.data[i].abbrevs.data;
            s->num_info = r->blockinfo.data[i].abbrevs.count;
            break;
        }
    }
    r->depth = d;
}

void bs_init(bs_reader *r, d2s_ctx *ctx, const uint8_t *data, size_t size)
{
    memset(r, 0, sizeof(*r));
    r->ctx = ctx;
    r->data = data;
    r->size = size;
    r->end_bit = (uint64_t)size * 8;
    r->fast_lim = size >= 8 ? (uint64_t)(size - 8) * 8 + 1 : 0;
    push_scope(r, BS_TOP_LEVEL, 2, (uint64_t)size * 8);
}

bool bs_at_end(const bs_reader *r)
{
    return r->depth == 0 && bs_remaining_bits(r) < 32;
}

/* ---- abbreviations ---------------------------------------------------- */

static void define_abbrev(bs_reader *r)
{
    bs_scope *s = &r->scopes[r->depth];
    uint64_t numops = read_vbr(r, 5);
    /* Each operand takes at least two bits (isliteral + something). */
    if (numops == 0 || numops > bs_remaining_bits(r) / 2 + 1)
        bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV with %llu operands", (unsigned long long)numops);
    bs_abbrev *a = d2s_alloc(r->ctx, sizeof(bs_abbrev) + (size_t)numops * sizeof(bs_abbrev_op));
    uint32_t n = 0;
    bs_cur c = cur_begin(r); /* errors below name the record's start, not r->pos */
    for (uint64_t i = 0; i < numops; i++) {
        bs_abbrev_op op = {0, BS_ENC_LITERAL};
        if (cur_read(r, &c, 1)) {
            op.value = cur_vbr(r, &c, 8);
        } else {
            uint32_t enc = (uint32_t)cur_read(r, &c, 3);
            switch (enc) {
            case BS_ENC_FIXED:
            case BS_ENC_VBR: {
                uint64_t w = cur_vbr(r, &c, 5);
                if (w == 0) {
                    /* A zero-width field reads as the value 0. */
                    op.enc = BS_ENC_LITERAL;
                    op.value = 0;
                    break;
                }
                if ((enc == BS_ENC_FIXED && w > 64) || (enc == BS_ENC_VBR && (w < 2 || w > 32)))
                    bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV operand %llu: %s width %llu is invalid",
                            (unsigned long long)i, enc == BS_ENC_FIXED ? "fixed" : "VBR", (unsigned long long)w);
                op.enc = (uint8_t)enc;
                op.value = w;
                break;
            }
            case BS_ENC_ARRAY:
            case BS_ENC_CHAR6:
            case BS_ENC_BLOB:
                op.enc = (uint8_t)enc;
                break;
            default:
                bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV operand %llu: unknown encoding %u", (unsigned long long)i,
                        enc);
            }
        }
        a->ops[n++] = op;
    }
    r->pos = c.pos;
    a->num_ops = n;
    /* Shape rules that let record reading go without further checks: the
     * code is a scalar, an array is followed by exactly one scalar element
     * operand that ends the abbreviation, and a blob ends it. */
    for (uint32_t i = 0; i < n; i++) {
        uint8_t e = a->ops[i].enc;
        if (i == 0 && (e == BS_ENC_ARRAY || e == BS_ENC_BLOB))
            bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV: the record code cannot be an array or a blob");
        if (e == BS_ENC_ARRAY) {
            if (i + 2 != n)
                bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV: an array must be the second-to-last operand");
            uint8_t el = a->ops[i + 1].enc;
            if (el != BS_ENC_FIXED && el != BS_ENC_VBR && el != BS_ENC_CHAR6)
                bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV: array element encoding %u is invalid", el);
            break;
        }
        if (e == BS_ENC_BLOB && i + 1 != n)
            bs_fail(r, D2S_ERR_INVALID, "DEFINE_ABBREV: a blob must be the last operand");
    }
    if (s->info_target >= 0) {
        bs_blockinfo *bi = &r->blockinfo.data[s->info_target];
        d2s_vec_push(r->ctx, &bi->abbrevs, a);
    } else if (s->block_id == BS_BLOCKINFO_ID) {
        bs_fail(r, D2S_ERR_INVALID, "BLOCKINFO: DEFINE_ABBREV before SETBID");
    } else {
        d2s_vec_push(r->ctx, &s->local, a);
    }
}

/* ---- records ---------------------------------------------------------- */

static void read_unabbrev(bs_reader *r)
{
    uint64_t code = read_vbr(r, 6);
    uint64_t n = read_vbr(r, 6);
    if (n > bs_remaining_bits(r) / 6)
        bs_fail(r, D2S_ERR_INVALID, "record claims %llu operands, more than the block's remaining %llu bits can hold",
                (unsigned long long)n, (unsigned long long)bs_remaining_bits(r));
    if (code > UINT32_MAX)
        bs_fail(r, D2S_ERR_INVALID, "record code %llu is too large", (unsigned long long)code);
    if (n + 1 > r->buf.cap)
        d2s_vec_reserve(r->ctx, &r->buf, (uint32_t)n + 1);
    uint64_t *o = r->buf.data;
    o[0] = code;
    bs_cur c = cur_begin(r);
    for (uint64_t i = 1; i <= n; i++)
        o[i] = cur_vbr(r, &c, 6);
    r->pos = c.pos;
    r->code = (uint32_t)code;
    r->ops = o + 1;
    r->num_ops = (uint32_t)n;
    r->blob = NULL;
    r->blob_len = 0;
}

static inline uint64_t read_scalar(bs_reader *r, bs_cur *c, const bs_abbrev_op *op)
{
    switch (op->enc) {
    case BS_ENC_FIXED: return cur_read(r, c, (unsigned)op->value);
    case BS_ENC_VBR: return cur_vbr(r, c, (unsigned)op->value);
    case BS_ENC_CHAR6: return (uint8_t)char6_table[cur_read(r, c, 6)];
    default: return op->value; /* literal */
    }
}

/* len elements of w bits (char6: mapped to characters) into o. Arrays
 * are mostly names and strings, a large share of a module's operands: the
 * elements are cut from one load as long as they fit in its 57 bits. */
static void fixed_run(bs_reader *r, bs_cur *c, uint64_t *o, uint64_t len, unsigned w, bool char6)
{
    unsigned per = 57 / w;
    uint64_t mask = w < 64 ? (UINT64_C(1) << w) - 1 : ~UINT64_C(0);
    uint64_t k = 0;
    while (k < len) {
        uint64_t p = c->pos;
        if (D2S_UNLIKELY(p >= c->lim || per < 2)) {
            uint64_t v = cur_read(r, c, w);
            o[k++] = char6 ? (uint8_t)char6_table[v] : v;
            continue;
        }
        uint64_t x = load_le64(c->data + (p >> 3)) >> (p & 7);
        uint64_t m = len - k < per ? len - k : per;
        if (char6) {
            for (uint64_t j = 0; j < m; j++, x >>= 6)
                o[k + j] = (uint8_t)char6_table[x & 63];
        } else {
            for (uint64_t j = 0; j < m; j++, x >>= w)
                o[k + j] = x & mask;
        }
        k += m;
        c->pos = p + m * w;
    }
}

static void read_abbreviated(bs_reader *r, const bs_abbrev *a)
{
    uint32_t n = a->num_ops;
    if (n > r->buf.cap)
        d2s_vec_reserve(r->ctx, &r->buf, n);
    uint64_t *o = r->buf.data;
    uint32_t count = 0;
    r->blob = NULL;
    r->blob_len = 0;
    bs_cur c = cur_begin(r);
    for (uint32_t i = 0; i < n; i++) {
        const bs_abbrev_op *op = &a->ops[i];
        if (op->enc == BS_ENC_ARRAY) {
            const bs_abbrev_op *el = &a->ops[i + 1];
            uint64_t len = cur_vbr(r, &c, 6);
            r->pos = c.pos;
            uint64_t min_bits = el->enc == BS_ENC_CHAR6 ? 6 : el->value;
            if (len > bs_remaining_bits(r) / min_bits || len > UINT32_MAX - 1 - count)
                bs_fail(r, D2S_ERR_INVALID, "array of %llu elements exceeds the block's remaining %llu bits",
                        (unsigned long long)len, (unsigned long long)bs_remaining_bits(r));
            if (count + len > r->buf.cap) {
                r->buf.count = count;
                d2s_vec_reserve(r->ctx, &r->buf, count + (uint32_t)len);
                o = r->buf.data;
            }
            unsigned ew = (unsigned)el->value;
            switch (el->enc) {
            case BS_ENC_FIXED:
                fixed_run(r, &c, o + count, len, ew, false);
                count += (uint32_t)len;
                break;
            case BS_ENC_VBR:
                for (uint64_t k = 0; k < len; k++)
                    o[count++] = cur_vbr(r, &c, ew);
                break;
            default:
                fixed_run(r, &c, o + count, len, 6, true);
                count += (uint32_t)len;
                break;
            }
            break; /* the element operand ends the abbreviation */
        }
        if (op->enc == BS_ENC_BLOB) {
            uint64_t len = cur_vbr(r, &c, 6);
            r->pos = c.pos;
            align32(r);
            if (len > bs_remaining_bits(r) / 8 || len > UINT32_MAX)
                bs_fail(r, D2S_ERR_INVALID, "blob of %llu bytes exceeds the block's remaining %llu bits",
                        (unsigned long long)len, (unsigned long long)bs_remaining_bits(r));
            uint64_t start = bs_bit_pos(r);
            r->blob = r->data + (start >> 3);
            r->blob_len = (uint32_t)len;
            jump_to(r, start + len * 8);
            align32(r);
            c.pos = r->pos;
            break;
        }
        o[count++] = read_scalar(r, &c, op);
    }
    r->pos = c.pos;
    if (o[0] > UINT32_MAX)
        bs_fail(r, D2S_ERR_INVALID, "record code %llu is too large", (unsigned long long)o[0]);
    r->code = (uint32_t)o[0];
    r->ops = o + 1;
    r->num_ops = count - 1;
}

/* ---- blocks ----------------------------------------------------------- */

static void read_block_header(bs_reader *r)
{
    uint64_t id = read_vbr(r, 8);
    uint64_t width = read_vbr(r, 4);
    align32(r);
    uint64_t words = read_bits(r, 32);
    if (id > UINT32_MAX - 1)
        bs_fail(r, D2S_ERR_INVALID, "block ID %llu is too large", (unsigned long long)id);
    if (width < 1 || width > 32)
        bs_fail(r, D2S_ERR_INVALID, "block %llu has abbreviation width %llu (must be 1..32)", (unsigned long long)id,
                (unsigned long long)width);
    uint64_t here = bs_bit_pos(r);
    uint64_t rem = bs_remaining_bits(r);
    if (words * 32 > rem)
        bs_fail(r, D2S_ERR_INVALID, "block %llu declares %llu words but only %llu bits remain in %s",
                (unsigned long long)id, (unsigned long long)words, (unsigned long long)rem,
                r->depth ? "the enclosing block" : "the data");
    r->block_id = (uint32_t)id;
    r->pending = true;
    r->pending_width = (uint32_t)width;
    r->pending_end = here + words * 32;
}

void bs_enter_block(bs_reader *r)
{
    if (!r->pending)
        d2s_fail(r->ctx, D2S_ERR_INTERNAL, "bitstream: bs_enter_block without an announced block");
    r->pending = false;
    push_scope(r, r->block_id, r->pending_width, r->pending_end);
}

void bs_skip_block(bs_reader *r)
{
    if (!r->pending)
        d2s_fail(r->ctx, D2S_ERR_INTERNAL, "bitstream: bs_skip_block without an announced block");
    r->pending = false;
    jump_to(r, r->pending_end);
}

static void end_block(bs_reader *r)
{
    bs_scope *s = &r->scopes[r->depth];
    if (r->depth == 0)
        bs_fail(r, D2S_ERR_INVALID, "END_BLOCK outside any block");
    align32(r);
    uint64_t p = bs_bit_pos(r);
    if (p != s->end_bit)
        bs_fail(r, D2S_ERR_INVALID, "block %u ends at bit %llu but its header declared bit %llu", s->block_id,
                (unsigned long long)p, (unsigned long long)s->end_bit);
    r->depth--;
}

static bs_blockinfo *blockinfo_for(bs_reader *r, uint64_t id)
{
    for (uint32_t i = 0; i < r->blockinfo.count; i++)
        if (r->blockinfo.data[i].block_id == id)
            return &r->blockinfo.data[i];
    if (r->blockinfo.count >= BS_MAX_BLOCKINFO_IDS)
        bs_fail(r, D2S_ERR_INVALID, "BLOCKINFO describes more than %d block IDs", BS_MAX_BLOCKINFO_IDS);
    bs_blockinfo bi;
    memset(&bi, 0, sizeof(bi));
    bi.block_id = (uint32_t)id;
    d2s_vec_push(r->ctx, &r->blockinfo, bi);
    return &r->blockinfo.data[r->blockinfo.count - 1];
}

/* BLOCKINFO: SETBID picks the block ID that following DEFINE_ABBREVs
 * register for; names are debugging aids and ignored. */
static void read_blockinfo(bs_reader *r)
{
    bs_enter_block(r);
    uint32_t depth = r->depth;
    for (;;) {
        bs_entry_kind k = bs_advance(r);
        if (k == BS_END_BLOCK)
            break;
        if (k == BS_SUBBLOCK) {
            bs_skip_block(r);
            continue;
        }
        if (r->code == BS_BLOCKINFO_SETBID) {
            if (r->num_ops < 1 || r->ops[0] > UINT32_MAX - 1)
                bs_fail(r, D2S_ERR_INVALID, "BLOCKINFO: malformed SETBID record");
            bs_blockinfo *bi = blockinfo_for(r, r->ops[0]);
            r->scopes[depth].info_target = (int32_t)(bi - r->blockinfo.data);
        }
    }
}

bs_entry_kind bs_advance(bs_reader *r)
{
    if (r->pending)
        d2s_fail(r->ctx, D2S_ERR_INTERNAL, "bitstream: announced block %u was neither entered nor skipped",
                 r->block_id);
    r->code = UINT32_MAX;
    for (;;) {
        bs_scope *s = &r->scopes[r->depth];
        r->entry_bit = bs_bit_pos(r);
        uint32_t id = (uint32_t)read_bits(r, s->abbrev_width);
        if (id >= BS_ABBREV_FIRST_APP) {
            uint32_t k = id - BS_ABBREV_FIRST_APP;
            const bs_abbrev *a;
            if (k < s->num_info)
                a = s->info_abbrevs[k];
            else if (k - s->num_info < s->local.count)
                a = s->local.data[k - s->num_info];
            else
                bs_fail(r, D2S_ERR_INVALID, "undefined abbreviation ID %u in block %u", id, s->block_id);
            r->abbrev_id = id;
            read_abbreviated(r, a);
            return BS_RECORD;
        }
        switch (id) {
        case BS_ABBREV_END_BLOCK:
            end_block(r);
            return BS_END_BLOCK;
        case BS_ABBREV_ENTER_SUBBLOCK:
            read_block_header(r);
            if (r->block_id == BS_BLOCKINFO_ID) {
                read_blockinfo(r);
                r->code = UINT32_MAX;
                continue;
            }
            return BS_SUBBLOCK;
        case BS_ABBREV_DEFINE:
            define_abbrev(r);
            continue;
        default:
            r->abbrev_id = id;
            read_unabbrev(r);
            return BS_RECORD;
        }
    }
}
