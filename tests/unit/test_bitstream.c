/* Unit tests of the LLVM bitstream reader (src/bitcode/bitstream.c) on
 * hand-made streams: a tiny bit writer below builds them field by field.
 * Prints one line per case and "test_bitstream: N passed, M failed".
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bitcode/bitstream.h"
#include "util/ctx.h"

/* ---- bit writer ---------------------------------------------------------- */

typedef struct bw {
    uint8_t buf[1 << 16];
    size_t bits;
} bw;

static void put(bw *w, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++, w->bits++) {
        uint8_t *b = &w->buf[w->bits >> 3];
        if ((v >> i) & 1)
            *b |= (uint8_t)(1u << (w->bits & 7));
        else
            *b &= (uint8_t)~(1u << (w->bits & 7));
    }
}

static void put_vbr(bw *w, uint64_t v, unsigned n)
{
    uint64_t hi = UINT64_C(1) << (n - 1);
    while (v >= hi) {
        put(w, (v & (hi - 1)) | hi, n);
        v >>= n - 1;
    }
    put(w, v, n);
}

static void align32(bw *w)
{
    while (w->bits % 32)
        put(w, 0, 1);
}

static size_t enter(bw *w, unsigned cur_width, uint32_t id, unsigned width)
{
    put(w, BS_ABBREV_ENTER_SUBBLOCK, cur_width);
    put_vbr(w, id, 8);
    put_vbr(w, width, 4);
    align32(w);
    size_t at = w->bits;
    put(w, 0, 32);
    return at;
}

static void end_block(bw *w, unsigned width, size_t len_at)
{
    put(w, BS_ABBREV_END_BLOCK, width);
    align32(w);
    uint64_t words = (w->bits - len_at - 32) / 32;
    size_t save = w->bits;
    w->bits = len_at;
    put(w, words, 32);
    w->bits = save;
}

static void unabbrev(bw *w, unsigned width, uint32_t code, const uint64_t *ops, unsigned n)
{
    put(w, BS_ABBREV_UNABBREV_RECORD, width);
    put_vbr(w, code, 6);
    put_vbr(w, n, 6);
    for (unsigned i = 0; i < n; i++)
        put_vbr(w, ops[i], 6);
}

typedef struct aop {
    int enc; /* BS_ENC_*; literal: value */
    uint64_t v;
} aop;

static void define_abbrev(bw *w, unsigned width, const aop *ops, unsigned n)
{
    put(w, BS_ABBREV_DEFINE, width);
    put_vbr(w, n, 5);
    for (unsigned i = 0; i < n; i++) {
        if (ops[i].enc == BS_ENC_LITERAL) {
            put(w, 1, 1);
            put_vbr(w, ops[i].v, 8);
        } else {
            put(w, 0, 1);
            put(w, (uint64_t)ops[i].enc, 3);
            if (ops[i].enc == BS_ENC_FIXED || ops[i].enc == BS_ENC_VBR)
                put_vbr(w, ops[i].v, 5);
        }
    }
}

static unsigned char6(char c)
{
    if (c >= 'a' && c <= 'z')
        return (unsigned)(c - 'a');
    if (c >= 'A' && c <= 'Z')
        return (unsigned)(c - 'A' + 26);
    if (c >= '0' && c <= '9')
        return (unsigned)(c - '0' + 52);
    return c == '.' ? 62 : 63;
}

/* ---- harness ----------------------------------------------------------- */

static int passed, failed;

static void report(const char *name, int ok, const char *why)
{
    if (ok) {
        passed++;
        printf("ok - %s\n", name);
    } else {
        failed++;
        printf("FAIL - %s: %s\n", name, why ? why : "");
    }
}

/* A case body returns NULL when its checks pass, else what failed. */
typedef const char *(*case_fn)(bs_reader *r, void *user);

#define STR2(x) #x
#define STR(x) STR2(x)
#define CHECK(c) do { if (!(c)) return "line " STR(__LINE__) ": " #c; } while (0)

typedef struct runner {
    d2s_ctx ctx;
    jmp_buf jb;
    bs_reader r;
} runner;

/* Runs fn on data[0..n) (copied to an exact-size buffer so that ASan sees
 * any over-read). expect: 0 = must succeed, 1 = must fail with a message
 * naming a bit offset, 2 = must not crash (either outcome). Returns the
 * status (D2S_OK if no error). */
static d2s_status run(const char *name, const uint8_t *data, size_t n, int expect, case_fn fn, void *user,
                      const d2s_limits *lim)
{
    runner *t = calloc(1, sizeof(*t));
    uint8_t *copy = malloc(n ? n : 1);
    memcpy(copy, data, n);
    d2s_ctx_init(&t->ctx, lim);
    t->ctx.on_fail = &t->jb;
    const char *volatile why = NULL;
    volatile int errored = 0;
    if (setjmp(t->jb)) {
        errored = 1;
    } else {
        bs_init(&t->r, &t->ctx, copy, n);
        why = fn(&t->r, user);
    }
    d2s_status st = t->ctx.status;
    if (name) {
        int ok;
        char msg[600];
        if (expect == 2) {
            ok = 1;
        } else if (expect == 1) {
            ok = errored && t->ctx.message && strstr(t->ctx.message, "bit ") != NULL;
            snprintf(msg, sizeof(msg), "%s", why ? why : errored ? "message lacks a bit offset" : "no error reported");
        } else {
            ok = !errored && !why;
            snprintf(msg, sizeof(msg), "%s", errored ? t->ctx.message : why ? why : "");
        }
        report(name, ok, ok ? NULL : msg);
        if (ok && expect == 1)
            printf("    (%s)\n", t->ctx.message);
    }
    d2s_ctx_release(&t->ctx);
    free(copy);
    free(t);
    return errored ? st : D2S_OK;
}

static bw *new_writer(void)
{
    return calloc(1, sizeof(bw));
}

/* ---- cases --------------------------------------------------------------- */

static const unsigned fv_widths[] = {1, 2, 3, 7, 8, 13, 31, 32, 33, 63, 64};
static const uint64_t fv_vals[] = {0, 1, 5, 0x7F, 0xDEADBEEF, UINT64_MAX, 0x123456789ABCDEFull};
#define NW (sizeof(fv_widths) / sizeof(*fv_widths))
#define NV (sizeof(fv_vals) / sizeof(*fv_vals))

static uint64_t fv_fixed(unsigned i, unsigned j)
{
    unsigned n = fv_widths[i];
    return n == 64 ? fv_vals[j] : fv_vals[j] & ((UINT64_C(1) << n) - 1);
}

static const char *body_fixed_vbr(bs_reader *r, void *u)
{
    (void)u;
    for (unsigned k = 0; k < 3; k++)
        for (unsigned i = 0; i < NW; i++)
            for (unsigned j = 0; j < NV; j++) {
                CHECK(bs_read_fixed(r, fv_widths[i]) == fv_fixed(i, j));
                CHECK(bs_read_vbr(r, 2 + (i * 3 + j + k) % 31) == fv_vals[j]);
            }
    return NULL;
}

static void test_fixed_vbr(void)
{
    bw *w = new_writer();
    for (unsigned k = 0; k < 3; k++)
        for (unsigned i = 0; i < NW; i++)
            for (unsigned j = 0; j < NV; j++) {
                put(w, fv_fixed(i, j), fv_widths[i]);
                put_vbr(w, fv_vals[j], 2 + (i * 3 + j + k) % 31);
            }
    align32(w);
    run("fixed and VBR fields of every width, across word boundaries", w->buf, w->bits / 8, 0, body_fixed_vbr,
        NULL, NULL);
    free(w);
}

static const char *body_vbr6(bs_reader *r, void *u)
{
    (void)u;
    bs_read_vbr(r, 6);
    return NULL;
}

static void test_vbr_overflow(void)
{
    bw *w = new_writer();
    for (int i = 0; i < 20; i++)
        put(w, 0x3F, 6); /* continuation bits forever */
    put(w, 0, 32);
    run("VBR value longer than 64 bits is an error", w->buf, w->bits / 8, 1, body_vbr6, NULL, NULL);
    free(w);
}

static const uint64_t ua_ops[] = {1, 0, 63, 64, 1000000, UINT64_MAX};

static const char *body_unabbrev(bs_reader *r, void *u)
{
    (void)u;
    CHECK(bs_advance(r) == BS_SUBBLOCK);
    CHECK(r->block_id == 8);
    bs_enter_block(r);
    CHECK(bs_current_block(r) == 8);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->code == 7 && r->num_ops == 6 && r->abbrev_id == 3);
    for (int i = 0; i < 6; i++)
        CHECK(r->ops[i] == ua_ops[i]);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->code == 300 && r->num_ops == 0);
    CHECK(bs_advance(r) == BS_END_BLOCK);
    CHECK(bs_current_block(r) == BS_TOP_LEVEL);
    CHECK(bs_at_end(r));
    return NULL;
}

static void test_unabbrev(void)
{
    bw *w = new_writer();
    size_t b = enter(w, 2, 8, 3);
    unabbrev(w, 3, 7, ua_ops, 6);
    unabbrev(w, 3, 300, NULL, 0);
    end_block(w, 3, b);
    run("unabbreviated records", w->buf, w->bits / 8, 0, body_unabbrev, NULL, NULL);
    free(w);
}

static const char ab_str[] = "dx.types_Handle9";
static const char ab_blob[] = "blob\0bytes!";

static const char *body_abbrevs(bs_reader *r, void *u)
{
    (void)u;
    CHECK(bs_advance(r) == BS_SUBBLOCK);
    bs_enter_block(r);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->abbrev_id == 4 && r->code == 5 && r->num_ops == 3);
    CHECK(r->ops[0] == 6 && r->ops[1] == 77 && r->ops[2] == 'Z');
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->code == 200 && r->num_ops == 3);
    CHECK(r->ops[0] == 1 && r->ops[1] == 2 && r->ops[2] == 255);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->code == 2 && r->num_ops == strlen(ab_str));
    for (size_t i = 0; i < strlen(ab_str); i++)
        CHECK(r->ops[i] == (uint64_t)(uint8_t)ab_str[i]);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->code == 3 && r->num_ops == 1 && r->ops[0] == 12345);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->code == 4 && r->num_ops == 1 && r->ops[0] == 0);
    CHECK(r->blob && r->blob_len == sizeof(ab_blob) - 1 && memcmp(r->blob, ab_blob, sizeof(ab_blob) - 1) == 0);
    CHECK(bs_advance(r) == BS_RECORD);
    CHECK(r->blob == NULL);
    CHECK(r->code == 6 && r->ops[0] == UINT64_MAX - 5 && r->ops[1] == 0xFFFFFFFFFFull);
    CHECK(bs_advance(r) == BS_END_BLOCK);
    return NULL;
}

static void test_abbrevs(void)
{
    bw *w = new_writer();
    size_t b = enter(w, 2, 9, 4);
    aop a1[] = {{BS_ENC_LITERAL, 5}, {BS_ENC_FIXED, 3}, {BS_ENC_VBR, 4}, {BS_ENC_CHAR6, 0}}; /* id 4 */
    define_abbrev(w, 4, a1, 4);
    aop a2[] = {{BS_ENC_FIXED, 8}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, 8}}; /* id 5 */
    define_abbrev(w, 4, a2, 3);
    aop a3[] = {{BS_ENC_LITERAL, 2}, {BS_ENC_ARRAY, 0}, {BS_ENC_CHAR6, 0}}; /* id 6 */
    define_abbrev(w, 4, a3, 3);
    aop a4[] = {{BS_ENC_LITERAL, 3}, {BS_ENC_VBR, 6}, {BS_ENC_ARRAY, 0}, {BS_ENC_VBR, 6}}; /* id 7 */
    define_abbrev(w, 4, a4, 4);
    aop a5[] = {{BS_ENC_LITERAL, 4}, {BS_ENC_FIXED, 0}, {BS_ENC_BLOB, 0}}; /* id 8; fixed(0) reads 0 */
    define_abbrev(w, 4, a5, 3);
    aop a6[] = {{BS_ENC_LITERAL, 6}, {BS_ENC_FIXED, 64}, {BS_ENC_VBR, 32}}; /* id 9 */
    define_abbrev(w, 4, a6, 3);

    put(w, 4, 4);
    put(w, 6, 3);
    put_vbr(w, 77, 4);
    put(w, char6('Z'), 6);

    put(w, 5, 4);
    put(w, 200, 8);
    put_vbr(w, 3, 6);
    put(w, 1, 8);
    put(w, 2, 8);
    put(w, 255, 8);

    put(w, 6, 4);
    put_vbr(w, strlen(ab_str), 6);
    for (const char *p = ab_str; *p; p++)
        put(w, char6(*p), 6);

    put(w, 7, 4);
    put_vbr(w, 12345, 6);
    put_vbr(w, 0, 6); /* empty array */

    put(w, 8, 4);
    put_vbr(w, sizeof(ab_blob) - 1, 6);
    align32(w);
    for (size_t i = 0; i + 1 < sizeof(ab_blob); i++)
        put(w, (uint8_t)ab_blob[i], 8);
    align32(w);

    put(w, 9, 4);
    put(w, UINT64_MAX - 5, 64);
    put_vbr(w, 0xFFFFFFFFFFull, 32);
    end_block(w, 4, b);
    run("abbreviations: literal, fixed, VBR, char6, arrays, blob", w->buf, w->bits / 8, 0, body_abbrevs, NULL,
        NULL);
    free(w);
}

static const char *body_blockinfo(bs_reader *r, void *u)
{
    (void)u;
    CHECK(bs_advance(r) == BS_SUBBLOCK);
    bs_enter_block(r);
    CHECK(bs_advance(r) == BS_SUBBLOCK); /* BLOCKINFO was consumed internally */
    CHECK(r->block_id == 11);
    bs_enter_block(r);
    CHECK(bs_advance(r) == BS_RECORD && r->code == 44 && r->num_ops == 0 && r->abbrev_id == 6);
    CHECK(bs_advance(r) == BS_RECORD && r->code == 42 && r->ops[0] == 17);
    CHECK(bs_advance(r) == BS_RECORD && r->code == 43 && r->ops[0] == 9);
    CHECK(bs_advance(r) == BS_END_BLOCK);
    CHECK(bs_advance(r) == BS_SUBBLOCK);
    bs_enter_block(r);
    bs_advance(r); /* must fail: abbreviation 6 was local to the sibling */
    return "undefined abbreviation accepted";
}

/* BLOCKINFO abbrevs come first in the target block's numbering, local ones
 * follow, and a sibling block does not see the first block's local ones. */
static void test_blockinfo(void)
{
    bw *w = new_writer();
    size_t m = enter(w, 2, 8, 3);
    size_t bi = enter(w, 3, 0, 2);
    unabbrev(w, 2, BS_BLOCKINFO_SETBID, (const uint64_t[]){11}, 1);
    unabbrev(w, 2, BS_BLOCKINFO_BLOCKNAME, (const uint64_t[]){'a', 'b'}, 2);
    aop a1[] = {{BS_ENC_LITERAL, 42}, {BS_ENC_FIXED, 5}};
    define_abbrev(w, 2, a1, 2); /* block 11, id 4 */
    aop a2[] = {{BS_ENC_LITERAL, 43}, {BS_ENC_VBR, 3}};
    define_abbrev(w, 2, a2, 2); /* block 11, id 5 */
    end_block(w, 2, bi);
    size_t c = enter(w, 3, 11, 4);
    aop a3[] = {{BS_ENC_LITERAL, 44}};
    define_abbrev(w, 4, a3, 1); /* local, id 6 */
    put(w, 6, 4);
    put(w, 4, 4);
    put(w, 17, 5);
    put(w, 5, 4);
    put_vbr(w, 9, 3);
    end_block(w, 4, c);
    size_t c2 = enter(w, 3, 11, 4);
    put(w, 6, 4);
    end_block(w, 4, c2);
    end_block(w, 3, m);
    run("BLOCKINFO abbreviations and block-local abbreviation scope", w->buf, w->bits / 8, 1, body_blockinfo, NULL,
        NULL);
    free(w);
}

static const char *body_nested(bs_reader *r, void *u)
{
    (void)u;
    CHECK(bs_advance(r) == BS_SUBBLOCK && r->block_id == 8);
    bs_enter_block(r);
    CHECK(bs_advance(r) == BS_SUBBLOCK && r->block_id == 12);
    bs_enter_block(r);
    CHECK(bs_advance(r) == BS_SUBBLOCK && r->block_id == 11);
    bs_enter_block(r);
    CHECK(r->depth == 3);
    CHECK(bs_advance(r) == BS_RECORD && r->code == 1 && r->ops[0] == 3);
    CHECK(bs_advance(r) == BS_END_BLOCK && bs_current_block(r) == 12);
    CHECK(bs_advance(r) == BS_RECORD && r->code == 2 && r->ops[0] == 4);
    CHECK(bs_advance(r) == BS_END_BLOCK && bs_current_block(r) == 8);
    CHECK(bs_advance(r) == BS_SUBBLOCK && r->block_id == 14);
    bs_skip_block(r);
    CHECK(bs_advance(r) == BS_RECORD && r->code == 9 && r->num_ops == 2 && r->ops[1] == 6);
    CHECK(bs_advance(r) == BS_END_BLOCK);
    CHECK(bs_at_end(r));
    return NULL;
}

static void test_nested_skip(void)
{
    bw *w = new_writer();
    size_t a = enter(w, 2, 8, 3);
    size_t b = enter(w, 3, 12, 5);
    size_t c = enter(w, 5, 11, 4);
    unabbrev(w, 4, 1, (const uint64_t[]){3}, 1);
    end_block(w, 4, c);
    unabbrev(w, 5, 2, (const uint64_t[]){4}, 1);
    end_block(w, 5, b);
    size_t d = enter(w, 3, 14, 4);
    put(w, 0xFFFFFFFFu, 32); /* garbage: invalid if parsed, skipping must not read it */
    put(w, 0xFFFFFFFFu, 32);
    end_block(w, 4, d);
    unabbrev(w, 3, 9, (const uint64_t[]){5, 6}, 2);
    end_block(w, 3, a);
    run("nested blocks, END_BLOCK alignment, skipping a block", w->buf, w->bits / 8, 0, body_nested, NULL, NULL);
    free(w);
}

/* Enters every block and reads every record. */
static const char *walk_all(bs_reader *r, void *u)
{
    (void)u;
    while (!bs_at_end(r)) {
        for (;;) {
            bs_entry_kind k = bs_advance(r);
            if (k == BS_SUBBLOCK) {
                bs_enter_block(r);
                continue;
            }
            if (k == BS_END_BLOCK && r->depth == 0)
                break;
        }
    }
    return NULL;
}

static void build_sample(bw *w)
{
    size_t m = enter(w, 2, 8, 3);
    size_t bi = enter(w, 3, 0, 2);
    unabbrev(w, 2, BS_BLOCKINFO_SETBID, (const uint64_t[]){11}, 1);
    aop a1[] = {{BS_ENC_LITERAL, 4}, {BS_ENC_ARRAY, 0}, {BS_ENC_CHAR6, 0}};
    define_abbrev(w, 2, a1, 3);
    end_block(w, 2, bi);
    unabbrev(w, 3, 1, (const uint64_t[]){1}, 1);
    size_t c = enter(w, 3, 11, 4);
    put(w, 4, 4);
    put_vbr(w, 5, 6);
    for (int i = 0; i < 5; i++)
        put(w, (uint64_t)i * 7, 6);
    aop a2[] = {{BS_ENC_FIXED, 4}, {BS_ENC_BLOB, 0}};
    define_abbrev(w, 4, a2, 2);
    put(w, 5, 4);
    put(w, 9, 4);
    put_vbr(w, 6, 6);
    align32(w);
    put(w, 0x11223344u, 32);
    put(w, 0x5566u, 16);
    align32(w);
    end_block(w, 4, c);
    unabbrev(w, 3, 2, (const uint64_t[]){7, 8, 9}, 3);
    end_block(w, 3, m);
}

static void test_sample(void)
{
    bw *w = new_writer();
    build_sample(w);
    size_t full = w->bits / 8;
    run("sample stream walks completely", w->buf, full, 0, walk_all, NULL, NULL);

    /* Every byte length short of the whole must fail with a located
     * message (below 4 bytes the top level is legitimately empty: fewer
     * than 32 trailing bits are padding). */
    int bad = 0;
    char first_bad[128] = "";
    for (size_t n = 4; n < full; n++) {
        if (run(NULL, w->buf, n, 1, walk_all, NULL, NULL) != D2S_ERR_INVALID && !bad++)
            snprintf(first_bad, sizeof(first_bad), "truncation at byte %zu not reported as invalid", n);
    }
    report("truncation at every byte is an error", bad == 0, first_bad);

    /* Every single-bit flip: no crash, no hang (ASan/UBSan builds check
     * the rest). */
    uint8_t *copy = malloc(full);
    for (size_t bit = 0; bit < full * 8; bit++) {
        memcpy(copy, w->buf, full);
        copy[bit / 8] ^= (uint8_t)(1u << (bit % 8));
        run(NULL, copy, full, 2, walk_all, NULL, NULL);
    }
    free(copy);
    report("every single-bit flip is survived", 1, NULL);
    free(w);
}

static void test_bad_length(void)
{
    bw *w = new_writer();
    size_t m = enter(w, 2, 8, 3);
    unabbrev(w, 3, 1, (const uint64_t[]){1}, 1);
    end_block(w, 3, m);
    size_t save = w->bits;
    w->bits = m;
    put(w, 1000, 32); /* more words than the data has */
    w->bits = save;
    run("block length beyond the data is rejected", w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
    w->bits = m;
    put(w, 0, 32); /* fewer words than the block uses */
    w->bits = save;
    run("block shorter than its contents is rejected", w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
    free(w);

    w = new_writer();
    size_t a = enter(w, 2, 8, 3);
    size_t b = enter(w, 3, 9, 3);
    unabbrev(w, 3, 1, NULL, 0);
    end_block(w, 3, b);
    end_block(w, 3, a);
    save = w->bits;
    w->bits = b;
    put(w, 5, 32); /* the inner block claims to reach past its parent */
    w->bits = save;
    run("sub-block extending past its parent is rejected", w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
    free(w);
}

static void test_nesting_limit(void)
{
    bw *w = new_writer();
    size_t at[40];
    for (int i = 0; i < 40; i++)
        at[i] = enter(w, i ? 3 : 2, 8, 3);
    for (int i = 39; i >= 0; i--)
        end_block(w, 3, at[i]);
    d2s_limits lim;
    d2s_limits_default(&lim);
    lim.max_nesting = 16;
    d2s_status st = run(NULL, w->buf, w->bits / 8, 1, walk_all, NULL, &lim);
    report("nesting deeper than limits.max_nesting fails with D2S_ERR_LIMIT", st == D2S_ERR_LIMIT, "wrong status");
    run("nesting within the default limit is fine", w->buf, w->bits / 8, 0, walk_all, NULL, NULL);
    free(w);
}

static void test_bad_abbrevs(void)
{
    static const struct {
        const char *name;
        aop ops[4];
        unsigned n;
    } cases[] = {
        {"abbrev: array not second-to-last is rejected",
         {{BS_ENC_FIXED, 3}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, 3}, {BS_ENC_FIXED, 3}}, 4},
        {"abbrev: blob not last is rejected", {{BS_ENC_FIXED, 3}, {BS_ENC_BLOB, 0}, {BS_ENC_FIXED, 3}}, 3},
        {"abbrev: array of arrays is rejected", {{BS_ENC_FIXED, 3}, {BS_ENC_ARRAY, 0}, {BS_ENC_ARRAY, 0}}, 3},
        {"abbrev: array as record code is rejected", {{BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, 3}}, 2},
        {"abbrev: VBR width 1 is rejected", {{BS_ENC_VBR, 1}}, 1},
        {"abbrev: fixed width 65 is rejected", {{BS_ENC_FIXED, 65}}, 1},
        {"abbrev: unknown encoding 6 is rejected", {{6, 0}}, 1},
    };
    for (unsigned k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
        bw *w = new_writer();
        size_t m = enter(w, 2, 8, 3);
        define_abbrev(w, 3, cases[k].ops, cases[k].n);
        end_block(w, 3, m);
        run(cases[k].name, w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
        free(w);
    }
    bw *w = new_writer();
    size_t m = enter(w, 2, 8, 3);
    put(w, 7, 3); /* abbreviation 7 was never defined */
    end_block(w, 3, m);
    run("undefined abbreviation ID is rejected", w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
    free(w);
}

static void test_huge_counts(void)
{
    bw *w = new_writer();
    size_t m = enter(w, 2, 8, 3);
    put(w, BS_ABBREV_UNABBREV_RECORD, 3);
    put_vbr(w, 1, 6);
    put_vbr(w, 1u << 30, 6); /* claims a billion operands */
    end_block(w, 3, m);
    run("operand count beyond the remaining bits is rejected before allocating", w->buf, w->bits / 8, 1, walk_all,
        NULL, NULL);
    free(w);

    w = new_writer();
    m = enter(w, 2, 8, 3);
    aop a[] = {{BS_ENC_LITERAL, 1}, {BS_ENC_ARRAY, 0}, {BS_ENC_FIXED, 8}};
    define_abbrev(w, 3, a, 3);
    put(w, 4, 3);
    put_vbr(w, UINT64_C(1) << 40, 6);
    end_block(w, 3, m);
    run("array length beyond the remaining bits is rejected", w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
    free(w);

    w = new_writer();
    m = enter(w, 2, 8, 3);
    aop b[] = {{BS_ENC_LITERAL, 1}, {BS_ENC_BLOB, 0}};
    define_abbrev(w, 3, b, 2);
    put(w, 4, 3);
    put_vbr(w, 1000, 6);
    end_block(w, 3, m);
    run("blob length beyond the remaining bits is rejected", w->buf, w->bits / 8, 1, walk_all, NULL, NULL);
    free(w);
}

static const char *body_advance(bs_reader *r, void *u)
{
    (void)u;
    bs_advance(r);
    return NULL;
}

static void test_top_level_end(void)
{
    bw *w = new_writer();
    put(w, BS_ABBREV_END_BLOCK, 2);
    put(w, 0, 30);
    put(w, 0, 32);
    run("END_BLOCK at the top level is rejected", w->buf, w->bits / 8, 1, body_advance, NULL, NULL);
    free(w);
}

int main(void)
{
    test_fixed_vbr();
    test_vbr_overflow();
    test_unabbrev();
    test_abbrevs();
    test_blockinfo();
    test_nested_skip();
    test_sample();
    test_bad_length();
    test_nesting_limit();
    test_bad_abbrevs();
    test_huge_counts();
    test_top_level_end();
    printf("test_bitstream: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
