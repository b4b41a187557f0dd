/* Unit tests of the DXBC container reader (src/container).
 *
 * Containers are assembled byte by byte here, one part kind at a time, then
 * corrupted in the ways a hostile file would be (huge counts, offsets past
 * the end, sizes that wrap around 32 bits, lying PSV/RTS0 sizes). Every
 * case must end in success or a d2s_fail() error, never a crash; run under
 * ASan/UBSan (meson -Dsanitizers=true) to make "never reads out of bounds"
 * checkable: inputs are copied into exact-size heap buffers for that reason
 * (the one place this project uses malloc directly: the arena would hide
 * overreads inside its chunks).
 *
 * A real corpus file is also truncated at every offset and byte-mutated, and
 * every corpus file is parsed and dumped. The corpus root is argv[1], else
 * $D2S_TEST_CORPUS, else ../../shared/corpus or ../tests/corpus relative to
 * the working directory (the build directory under `meson test`); missing
 * corpus cases are skipped.
 *
 * Prints one line per case and a last line "test_container: N passed, M failed".
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "container/container.h"
#include "util/ctx.h"

/* ---- harness ------------------------------------------------------------- */

typedef struct tstate {
    int passed, failed, skipped;
    const char *name;
    bool case_failed;
    char why[512];
} tstate;

static void case_begin(tstate *t, const char *name)
{
    t->name = name;
    t->case_failed = false;
    t->why[0] = 0;
}

static void case_fail(tstate *t, int line, const char *what)
{
    if (!t->case_failed)
        snprintf(t->why, sizeof(t->why), "line %d: %s", line, what);
    t->case_failed = true;
}

static void case_end(tstate *t)
{
    if (t->case_failed) {
        t->failed++;
        printf("FAIL %s: %s\n", t->name, t->why);
    } else {
        t->passed++;
        printf("ok   %s\n", t->name);
    }
}

#define CHECK(cond) do { if (!(cond)) case_fail(t, __LINE__, #cond); } while (0)

/* Parses inside an error boundary. Nothing in this frame changes between
 * setjmp and a longjmp, so no local needs to be volatile. */
static bool try_parse(d2s_ctx *ctx, const uint8_t *data, size_t size, d2s_container *c)
{
    jmp_buf jb;
    ctx->on_fail = &jb;
    if (setjmp(jb)) {
        ctx->on_fail = NULL;
        return false;
    }
    d2s_container_parse(ctx, data, size, c);
    ctx->on_fail = NULL;
    return true;
}

static const char *try_dump(d2s_ctx *ctx, const d2s_container *c)
{
    jmp_buf jb;
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, ctx);
    ctx->on_fail = &jb;
    if (setjmp(jb)) {
        ctx->on_fail = NULL;
        return NULL;
    }
    d2s_container_dump(c, &sb);
    ctx->on_fail = NULL;
    return sb.data ? sb.data : "";
}

/* One parse of an exact-size copy of the input. */
typedef struct parsed {
    d2s_ctx ctx;
    d2s_container c;
    uint8_t *copy;
    bool ok;
} parsed;

static void parse_copy(parsed *p, const uint8_t *data, size_t size)
{
    p->copy = malloc(size ? size : 1);
    if (!p->copy) {
        fprintf(stderr, "test_container: out of memory\n");
        exit(2);
    }
    if (size)
        memcpy(p->copy, data, size);
    d2s_ctx_init(&p->ctx, NULL);
    p->ok = try_parse(&p->ctx, p->copy, size, &p->c);
}

static void parsed_release(parsed *p)
{
    d2s_ctx_release(&p->ctx);
    free(p->copy);
}

/* Parses and dumps; on success the dump must work too. Returns parse ok. */
static bool parse_and_dump(const uint8_t *data, size_t size, bool *dump_ok)
{
    parsed p;
    parse_copy(&p, data, size);
    *dump_ok = true;
    if (p.ok)
        *dump_ok = try_dump(&p.ctx, &p.c) != NULL;
    bool ok = p.ok;
    parsed_release(&p);
    return ok;
}

static void expect_error(tstate *t, const char *name, const uint8_t *data, size_t size, d2s_status st,
                         const char *needle)
{
    case_begin(t, name);
    parsed p;
    parse_copy(&p, data, size);
    CHECK(!p.ok);
    if (!p.ok) {
        CHECK(p.ctx.status == st);
        CHECK(p.ctx.message && strstr(p.ctx.message, needle));
        if (t->case_failed)
            printf("     (message: %s)\n", p.ctx.message ? p.ctx.message : "(none)");
    }
    parsed_release(&p);
    case_end(t);
}

/* ---- byte builder -------------------------------------------------------- */

typedef struct blob {
    uint8_t d[32768];
    size_t n;
} blob;

static void b_u8(blob *b, uint32_t v)
{
    if (b->n < sizeof(b->d))
        b->d[b->n++] = (uint8_t)v;
}

static void b_u16(blob *b, uint32_t v)
{
    b_u8(b, v & 0xFF);
    b_u8(b, v >> 8);
}

static void b_u32(blob *b, uint32_t v)
{
    b_u16(b, v & 0xFFFF);
    b_u16(b, v >> 16);
}

static void b_u64(blob *b, uint64_t v)
{
    b_u32(b, (uint32_t)v);
    b_u32(b, (uint32_t)(v >> 32));
}

static void b_bytes(blob *b, const void *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        b_u8(b, ((const uint8_t *)p)[i]);
}

static void b_str(blob *b, const char *s)
{
    b_bytes(b, s, strlen(s) + 1);
}

static void b_pad4(blob *b)
{
    while (b->n & 3)
        b_u8(b, 0);
}

static void b_zeros(blob *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        b_u8(b, 0);
}

static void b_set32(blob *b, size_t at, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        b->d[at + i] = (uint8_t)(v >> (8 * i));
}

typedef struct part_spec {
    const char *fourcc;
    const blob *data;
} part_spec;

/* Writes a DXBC container; *part_table receives the offset of the part
 * offset table and data_at[i] the offset of each part's data. */
static void build_container(blob *out, const part_spec *parts, int n, size_t *data_at)
{
    out->n = 0;
    b_bytes(out, "DXBC", 4);
    for (int i = 0; i < 16; i++)
        b_u8(out, 0xA0 + i);
    b_u16(out, 1);
    b_u16(out, 0);
    b_u32(out, 0); /* size, patched below */
    b_u32(out, (uint32_t)n);
    size_t table = out->n;
    b_zeros(out, 4 * (size_t)n);
    for (int i = 0; i < n; i++) {
        b_set32(out, table + 4 * (size_t)i, (uint32_t)out->n);
        b_bytes(out, parts[i].fourcc, 4);
        b_u32(out, (uint32_t)parts[i].data->n);
        if (data_at)
            data_at[i] = out->n;
        b_bytes(out, parts[i].data->d, parts[i].data->n);
    }
    b_set32(out, 24, (uint32_t)out->n);
}

static const uint8_t tiny_bitcode[8] = {'B', 'C', 0xC0, 0xDE, 0x35, 0x14, 0x00, 0x00};

static void build_program(blob *b, uint32_t kind, uint32_t sm_major, uint32_t sm_minor, uint32_t dxil_minor)
{
    b->n = 0;
    b_u32(b, kind << 16 | sm_major << 4 | sm_minor);
    b_u32(b, (24 + sizeof(tiny_bitcode)) / 4);
    b_bytes(b, "DXIL", 4);
    b_u32(b, 0x100 | dxil_minor);
    b_u32(b, 16);
    b_u32(b, sizeof(tiny_bitcode));
    b_bytes(b, tiny_bitcode, sizeof(tiny_bitcode));
}

typedef struct sig_el {
    const char *name;
    uint32_t index, sv, comp, reg;
    uint8_t mask, rw;
    uint32_t stream, minprec;
} sig_el;

static void build_sig(blob *b, const sig_el *els, uint32_t n)
{
    b->n = 0;
    b_u32(b, n);
    b_u32(b, 8);
    size_t names = 8 + 32 * (size_t)n;
    size_t name_at = names;
    for (uint32_t i = 0; i < n; i++) {
        b_u32(b, els[i].stream);
        b_u32(b, (uint32_t)name_at);
        name_at += strlen(els[i].name) + 1;
        b_u32(b, els[i].index);
        b_u32(b, els[i].sv);
        b_u32(b, els[i].comp);
        b_u32(b, els[i].reg);
        b_u8(b, els[i].mask);
        b_u8(b, els[i].rw);
        b_u16(b, 0);
        b_u32(b, els[i].minprec);
    }
    for (uint32_t i = 0; i < n; i++)
        b_str(b, els[i].name);
    b_pad4(b);
}

/* PSV0 layout knobs and where the builder put things (for corruption). */
typedef struct psv_spec {
    uint32_t info_size;
    uint8_t stage;
    uint32_t res_count, res_stride;
    uint8_t in_el, out_el, pc_el, in_vec, out_vec[4], pc_vec;
    bool view_id;
    uint32_t threads[3];
} psv_spec;

typedef struct psv_layout {
    size_t res_count, string_table_size, sem_count, sig_stride, first_sig, entry_name, end;
} psv_layout;

static void build_psv(blob *b, const psv_spec *s, psv_layout *lay)
{
    memset(lay, 0, sizeof(*lay));
    b->n = 0;
    b_u32(b, s->info_size);
    size_t info = b->n;
    b_zeros(b, s->info_size);
    /* stage union */
    switch (s->stage) {
    case 3: /* HS */
        b_set32(b, info + 0, 3);
        b_set32(b, info + 4, 4);
        b_set32(b, info + 8, 3);  /* quad */
        b_set32(b, info + 12, 4); /* triangle ccw */
        break;
    case 2: /* GS */
        b_set32(b, info + 0, 3); /* triangle */
        b_set32(b, info + 4, 5); /* triangle strip */
        b_set32(b, info + 8, 3);
        b->d[info + 12] = 1;
        break;
    case 0:
        b->d[info + 0] = 1;
        break;
    default:
        break;
    }
    b_set32(b, info + 16, 4);
    b_set32(b, info + 20, 64);
    if (s->info_size >= 36) {
        b->d[info + 24] = s->stage;
        b->d[info + 25] = s->view_id;
        if (s->stage == 2)
            b->d[info + 26] = 6; /* MaxVertexCount = 6 (u16) */
        else
            b->d[info + 26] = s->pc_vec;
        b->d[info + 28] = s->in_el;
        b->d[info + 29] = s->out_el;
        b->d[info + 30] = s->pc_el;
        b->d[info + 31] = s->in_vec;
        memcpy(&b->d[info + 32], s->out_vec, 4);
    }
    if (s->info_size >= 48)
        for (int i = 0; i < 3; i++)
            b_set32(b, info + 36 + 4 * (size_t)i, s->threads[i]);
    if (s->info_size >= 52)
        lay->entry_name = info + 48; /* "main" at string table offset 1 */
    if (s->info_size >= 52)
        b_set32(b, info + 48, 1);
    if (s->info_size >= 56)
        b_set32(b, info + 52, 256);

    lay->res_count = b->n;
    b_u32(b, s->res_count);
    if (s->res_count) {
        b_u32(b, s->res_stride);
        for (uint32_t i = 0; i < s->res_count; i++) {
            size_t at = b->n;
            b_zeros(b, s->res_stride);
            b_set32(b, at, 2 + i % 8);          /* CBV, SRVTyped, ... */
            b_set32(b, at + 4, i);              /* space */
            b_set32(b, at + 8, 3);              /* lower */
            b_set32(b, at + 12, i ? 5 : 0xFFFFFFFF);
            if (s->res_stride >= 24) {
                b_set32(b, at + 16, 13);        /* CBuffer */
                b_set32(b, at + 20, 1);
            }
        }
    }
    if (s->info_size < 36) {
        lay->end = b->n;
        return;
    }
    static const char strings[] = "\0main\0TEXCOORD\0SV_Position\0";
    lay->string_table_size = b->n;
    b_u32(b, 28);
    b_bytes(b, strings, sizeof(strings)); /* 28 bytes incl. final NUL */
    lay->sem_count = b->n;
    b_u32(b, 4);
    for (uint32_t i = 0; i < 4; i++)
        b_u32(b, i);
    uint32_t total = (uint32_t)s->in_el + s->out_el + s->pc_el;
    if (total) {
        lay->sig_stride = b->n;
        b_u32(b, 16);
        lay->first_sig = b->n;
        for (uint32_t i = 0; i < total; i++) {
            b_u32(b, i & 1 ? 15 : 6);   /* SV_Position / TEXCOORD */
            b_u32(b, i % 2);            /* semantic indexes start */
            b_u8(b, 2);                 /* rows */
            b_u8(b, (uint8_t)(i * 2));  /* start row */
            b_u8(b, 4 | 1 << 4 | 1 << 6);
            b_u8(b, i & 1 ? 3 : 0);
            b_u8(b, 3);
            b_u8(b, 2);
            b_u8(b, 0x5 | 1 << 4);
            b_u8(b, 0);
        }
    }
    uint32_t streams = s->stage == 2 ? 4 : 1;
    if (s->view_id) {
        for (uint32_t i = 0; i < streams; i++)
            if (s->out_vec[i])
                for (uint32_t k = 0; k < (s->out_vec[i] + 7u) / 8; k++)
                    b_u32(b, 0x10 + i);
        if ((s->stage == 3 || s->stage == 13) && s->pc_vec)
            for (uint32_t k = 0; k < (s->pc_vec + 7u) / 8; k++)
                b_u32(b, 0x20);
    }
    if (s->stage != 13)
        for (uint32_t i = 0; i < streams; i++)
            if (s->in_vec && s->out_vec[i])
                for (uint32_t k = 0; k < (s->out_vec[i] + 7u) / 8 * s->in_vec * 4; k++)
                    b_u32(b, k);
    if (s->stage == 3 && s->pc_vec && s->in_vec)
        for (uint32_t k = 0; k < (s->pc_vec + 7u) / 8 * s->in_vec * 4; k++)
            b_u32(b, 0x100 + k);
    if (s->stage == 4 && s->out_vec[0] && s->pc_vec)
        for (uint32_t k = 0; k < (s->out_vec[0] + 7u) / 8 * s->pc_vec * 4; k++)
            b_u32(b, 0x200 + k);
    lay->end = b->n;
}

/* RTS0: a table (SRV x4 + sampler range), 32-bit constants, a CBV, a UAV,
 * and two static samplers. */
typedef struct rts_layout {
    size_t num_params, num_samplers, first_param, table, ranges;
} rts_layout;

static void build_rts(blob *b, uint32_t version, rts_layout *lay)
{
    uint32_t range_size = version == 1 ? 20 : 24, desc_size = version == 1 ? 8 : 12;
    uint32_t sampler_size = version == 3 ? 56 : 52;
    b->n = 0;
    uint32_t params_off = 24, table_off = params_off + 4 * 12, ranges_off = table_off + 8;
    uint32_t consts_off = ranges_off + 2 * range_size, cbv_off = consts_off + 12, uav_off = cbv_off + desc_size;
    uint32_t samplers_off = uav_off + desc_size;
    lay->num_params = 4;
    lay->num_samplers = 12;
    lay->first_param = params_off;
    lay->table = table_off;
    lay->ranges = ranges_off;
    b_u32(b, version);
    b_u32(b, 4);
    b_u32(b, params_off);
    b_u32(b, 2);
    b_u32(b, samplers_off);
    b_u32(b, 0x1 | 0x400);
    /* parameters */
    b_u32(b, 0); b_u32(b, 5); b_u32(b, table_off);
    b_u32(b, 1); b_u32(b, 0); b_u32(b, consts_off);
    b_u32(b, 2); b_u32(b, 1); b_u32(b, cbv_off);
    b_u32(b, 4); b_u32(b, 0); b_u32(b, uav_off);
    /* table */
    b_u32(b, 2); b_u32(b, ranges_off);
    b_u32(b, 0); b_u32(b, 4); b_u32(b, 1); b_u32(b, 2);
    if (version > 1)
        b_u32(b, 0x8);
    b_u32(b, 0xFFFFFFFF);
    b_u32(b, 3); b_u32(b, 0xFFFFFFFF); b_u32(b, 0); b_u32(b, 7);
    if (version > 1)
        b_u32(b, 0x1);
    b_u32(b, 4);
    /* constants */
    b_u32(b, 3); b_u32(b, 0); b_u32(b, 16);
    /* CBV, UAV */
    b_u32(b, 5); b_u32(b, 1);
    if (version > 1)
        b_u32(b, 0x2);
    b_u32(b, 6); b_u32(b, 0);
    if (version > 1)
        b_u32(b, 0x8);
    /* static samplers */
    for (uint32_t i = 0; i < 2; i++) {
        size_t at = b->n;
        b_zeros(b, sampler_size);
        b_set32(b, at, i ? 0x55 : 0x15);
        b_set32(b, at + 4, 1);
        b_set32(b, at + 8, 3);
        b_set32(b, at + 12, 4);
        b_set32(b, at + 16, 0x3F000000); /* 0.5f */
        b_set32(b, at + 20, 16);
        b_set32(b, at + 24, 2);
        b_set32(b, at + 28, 2);
        b_set32(b, at + 32, 0);
        b_set32(b, at + 36, 0x447A0000); /* 1000.0f */
        b_set32(b, at + 40, i);
        b_set32(b, at + 44, 9);
        b_set32(b, at + 48, 5);
        if (version == 3)
            b_set32(b, at + 52, 0x1);
    }
}

static void build_rdat(blob *b)
{
    static const char strings[] = "\0RWBuf\0main\0\0";
    b->n = 0;
    b_u32(b, 0x10);
    b_u32(b, 3);
    size_t table = b->n;
    b_zeros(b, 12);
    b_set32(b, table, (uint32_t)b->n);
    b_u32(b, 1);
    b_u32(b, sizeof(strings) - 1);
    b_bytes(b, strings, sizeof(strings) - 1); /* 12 bytes */
    b_set32(b, table + 4, (uint32_t)b->n);
    b_u32(b, 3);
    b_u32(b, 8 + 32);
    b_u32(b, 1);
    b_u32(b, 32);
    b_u32(b, 1); b_u32(b, 12); b_u32(b, 0); b_u32(b, 0); b_u32(b, 0); b_u32(b, 0); b_u32(b, 1); b_u32(b, 0);
    b_set32(b, table + 8, (uint32_t)b->n);
    b_u32(b, 4);
    b_u32(b, 8 + 44);
    b_u32(b, 1);
    b_u32(b, 44);
    b_u32(b, 7); b_u32(b, 7); b_u32(b, 0xFFFFFFFF); b_u32(b, 0xFFFFFFFF); b_u32(b, 5);
    b_zeros(b, 44 - 20);
}

/* ---- well-formed containers ---------------------------------------------- */

static void test_program_and_signatures(tstate *t)
{
    blob dxil, isg, osg, psg, sfi, hash, priv, odd;
    build_program(&dxil, 3, 6, 5, 5);
    static const sig_el in[] = {
        {"POSITION", 0, 0, 3, 0, 0x7, 0x7, 0, 0},
        {"TEXCOORD", 0, 0, 3, 1, 0x3, 0x1, 0, 1},
    };
    static const sig_el out[] = {
        {"SV_Position", 0, 1, 3, 0, 0xF, 0x0, 0, 0},
        {"COLOR", 2, 0, 6, 1, 0xF, 0x8, 1, 240},
    };
    static const sig_el pc[] = {
        {"SV_TessFactor", 0, 11, 3, 0, 0x8, 0, 0, 0},
        {"SV_TessFactor", 1, 11, 3, 1, 0x8, 0, 0, 0},
        {"SV_InsideTessFactor", 0, 12, 3, 4, 0x8, 0, 0, 0},
    };
    build_sig(&isg, in, 2);
    build_sig(&osg, out, 2);
    build_sig(&psg, pc, 3);
    sfi.n = 0;
    b_u64(&sfi, 0x1 | 0x4000 | (1ull << 40) | (1ull << 50));
    hash.n = 0;
    b_u32(&hash, 1);
    for (int i = 0; i < 16; i++)
        b_u8(&hash, (uint32_t)(i * 17));
    priv.n = 0;
    b_str(&priv, "opaque");
    odd.n = 0;
    b_bytes(&odd, "abc", 3); /* odd size: later parts are not 4-aligned */
    part_spec parts[] = {{"XYZ1", &odd}, {"SFI0", &sfi}, {"ISG1", &isg}, {"OSG1", &osg}, {"PSG1", &psg},
                         {"HASH", &hash}, {"DXIL", &dxil}, {"PRIV", &priv}};
    blob c;
    size_t at[8];
    build_container(&c, parts, 8, at);

    case_begin(t, "well-formed: program header, signatures, SFI0, HASH, unaligned parts");
    parsed p;
    parse_copy(&p, c.d, c.n);
    CHECK(p.ok);
    if (p.ok) {
        const d2s_container *k = &p.c;
        CHECK(k->form == D2S_CONTAINER_DXBC);
        CHECK(k->num_parts == 8);
        CHECK(k->container_size == c.n);
        CHECK(k->parts[1].offset % 4 != 0);
        CHECK(k->parts[6].fourcc == D2S_FOURCC_DXIL && k->parts[6].offset == at[6]);
        CHECK(!strcmp(k->parts[7].name, "PRIV"));
        CHECK(d2s_container_find_part(k, D2S_FOURCC('P', 'R', 'I', 'V')) == &k->parts[7]);
        CHECK(k->has_dxil && k->dxil.shader_kind == 3 && k->dxil.sm_major == 6 && k->dxil.sm_minor == 5);
        CHECK(k->dxil.dxil_major == 1 && k->dxil.dxil_minor == 5);
        CHECK(k->dxil.bitcode_size == 8 && !memcmp(k->dxil.bitcode, tiny_bitcode, 8));
        CHECK(k->in_sig.present && k->in_sig.count == 2 && !strcmp(k->in_sig.elements[1].semantic_name, "TEXCOORD"));
        CHECK(k->in_sig.elements[1].reg == 1 && k->in_sig.elements[1].mask == 3 && k->in_sig.elements[1].rw_mask == 1);
        CHECK(k->in_sig.elements[1].min_precision == 1);
        CHECK(k->out_sig.count == 2 && k->out_sig.elements[1].stream == 1 && k->out_sig.elements[1].semantic_index == 2);
        CHECK(k->out_sig.elements[0].system_value == 1 && k->out_sig.elements[1].comp_type == 6);
        CHECK(k->pc_sig.count == 3 && !strcmp(k->pc_sig.elements[2].semantic_name, "SV_InsideTessFactor"));
        CHECK(k->has_sfi0 && k->feature_flags == (0x1 | 0x4000 | (1ull << 40) | (1ull << 50)));
        CHECK(k->has_hash && k->hash_flags == 1 && k->hash_digest[15] == 255);
        CHECK(k->digest[0] == 0xA0);
        CHECK(!k->psv && !k->root_signature && !k->rdat);
        CHECK(!p.ctx.warnings);
        const char *dump = try_dump(&p.ctx, k);
        CHECK(dump != NULL);
        if (dump) {
            CHECK(strstr(dump, "Hull shader, SM 6.5, DXIL 1.5"));
            CHECK(strstr(dump, "COLOR"));
            CHECK(strstr(dump, "Doubles | WaveOps | UsesDerivatives | 0x4000000000000"));
            CHECK(strstr(dump, "FinalQuadEdgeTessfactor"));
            CHECK(strstr(dump, "Any16"));
            CHECK(strstr(dump, "digest 00112233445566778899aabbccddeeff"));
            CHECK(strstr(dump, "XYZ1"));
        }
    }
    parsed_release(&p);
    case_end(t);
}

static void test_small_parts(tstate *t)
{
    blob dxil, stat, ildb, ildn, vers, rdat;
    build_program(&dxil, 5, 6, 0, 0);
    build_program(&stat, 5, 6, 0, 0);
    build_program(&ildb, 5, 6, 0, 0);
    ildn.n = 0;
    b_u16(&ildn, 0);
    b_u16(&ildn, 9);
    b_str(&ildn, "shader.pdb");
    b_pad4(&ildn);
    ildn.d[4 + 9] = 0; /* NameLength 9: "shader.pd" */
    vers.n = 0;
    b_u16(&vers, 1);
    b_u16(&vers, 8);
    b_u32(&vers, 2);
    b_u32(&vers, 4597);
    b_u32(&vers, 21);
    b_str(&vers, "fd7e54bc");
    b_str(&vers, "1.8.2405.15");
    b_pad4(&vers);
    build_rdat(&rdat);
    part_spec parts[] = {{"VERS", &vers}, {"RDAT", &rdat}, {"ILDB", &ildb}, {"STAT", &stat}, {"ILDN", &ildn},
                         {"DXIL", &dxil}};
    blob c;
    build_container(&c, parts, 6, NULL);

    case_begin(t, "well-formed: STAT, ILDB, ILDN, VERS, RDAT");
    parsed p;
    parse_copy(&p, c.d, c.n);
    CHECK(p.ok);
    if (p.ok) {
        const d2s_container *k = &p.c;
        CHECK(k->has_stat && k->stat.shader_kind == 5);
        CHECK(k->has_ildb && !k->dxil_from_ildb);
        CHECK(k->debug_name && !strcmp(k->debug_name, "shader.pd"));
        CHECK(k->has_vers && k->vers.major == 1 && k->vers.minor == 8 && k->vers.commit_count == 4597);
        CHECK(!strcmp(k->vers.commit_sha, "fd7e54bc") && !strcmp(k->vers.custom_version, "1.8.2405.15"));
        CHECK(k->rdat != NULL);
        const char *dump = try_dump(&p.ctx, k);
        CHECK(dump != NULL);
        if (dump) {
            CHECK(strstr(dump, "ResourceTable: 40 bytes, 1 records of 32 bytes"));
            CHECK(strstr(dump, "UAV StructuredBuffer space 0, registers 0..0 'RWBuf'"));
            CHECK(strstr(dump, "function 'main' (main): Compute"));
            CHECK(strstr(dump, "commit 'fd7e54bc', version '1.8.2405.15'"));
            CHECK(strstr(dump, "Debug name (ILDN): shader.pd"));
        }
    }
    parsed_release(&p);
    case_end(t);

    /* Without a DXIL part the ILDB module is used, with a warning. */
    part_spec parts2[] = {{"ILDB", &ildb}, {"STAT", &stat}};
    build_container(&c, parts2, 2, NULL);
    case_begin(t, "ILDB used when there is no DXIL part");
    parse_copy(&p, c.d, c.n);
    CHECK(p.ok && p.c.has_dxil && p.c.dxil_from_ildb && p.c.dxil.shader_kind == 5);
    CHECK(p.ctx.warnings && strstr(p.ctx.warnings, "ILDB"));
    parsed_release(&p);
    case_end(t);

    /* Duplicates: DXIL is an error; others keep the first and warn. */
    blob isg_a, isg_b;
    static const sig_el a[] = {{"A", 0, 0, 3, 0, 1, 1, 0, 0}};
    static const sig_el bb[] = {{"B", 0, 0, 3, 0, 1, 1, 0, 0}};
    build_sig(&isg_a, a, 1);
    build_sig(&isg_b, bb, 1);
    part_spec parts3[] = {{"ISG1", &isg_a}, {"DXIL", &dxil}, {"ISG1", &isg_b}};
    build_container(&c, parts3, 3, NULL);
    case_begin(t, "duplicate ISG1: first kept, warning");
    parse_copy(&p, c.d, c.n);
    CHECK(p.ok && p.c.in_sig.count == 1 && !strcmp(p.c.in_sig.elements[0].semantic_name, "A"));
    CHECK(p.ctx.warnings && strstr(p.ctx.warnings, "duplicate ISG1"));
    parsed_release(&p);
    case_end(t);

    part_spec parts4[] = {{"DXIL", &dxil}, {"DXIL", &stat}};
    build_container(&c, parts4, 2, NULL);
    expect_error(t, "duplicate DXIL part", c.d, c.n, D2S_ERR_INVALID, "two DXIL parts");

    part_spec parts5[] = {{"SFI0", &vers}};
    build_container(&c, parts5, 1, NULL);
    case_begin(t, "container without DXIL part parses (translation rejects it later)");
    parse_copy(&p, c.d, c.n);
    CHECK(p.ok && !p.c.has_dxil && p.c.has_sfi0);
    parsed_release(&p);
    case_end(t);

    build_container(&c, NULL, 0, NULL);
    case_begin(t, "empty container (no parts)");
    parse_copy(&p, c.d, c.n);
    CHECK(p.ok && p.c.num_parts == 0 && !p.c.has_dxil);
    CHECK(try_dump(&p.ctx, &p.c) != NULL);
    parsed_release(&p);
    case_end(t);
}

static void test_bare_forms(tstate *t)
{
    blob dxil;
    build_program(&dxil, 1, 6, 6, 6);
    parsed p;
    case_begin(t, "bare DXIL program part");
    parse_copy(&p, dxil.d, dxil.n);
    CHECK(p.ok && p.c.form == D2S_CONTAINER_PROGRAM_PART && p.c.num_parts == 1);
    CHECK(p.c.has_dxil && p.c.dxil.shader_kind == 1 && p.c.dxil.sm_minor == 6 && p.c.dxil.bitcode_size == 8);
    CHECK(try_dump(&p.ctx, &p.c) != NULL);
    parsed_release(&p);
    case_end(t);

    case_begin(t, "raw bitcode");
    parse_copy(&p, tiny_bitcode, sizeof(tiny_bitcode));
    CHECK(p.ok && p.c.form == D2S_CONTAINER_BITCODE && p.c.has_dxil);
    CHECK(p.c.dxil.bitcode_size == 8 && p.c.dxil.sm_major == 0 && p.c.dxil.program_version == 0);
    CHECK(try_dump(&p.ctx, &p.c) != NULL);
    parsed_release(&p);
    case_end(t);

    static const uint8_t junk[] = "this is not a shader at all";
    expect_error(t, "neither container nor bitcode", junk, sizeof(junk), D2S_ERR_INVALID, "neither");
    expect_error(t, "empty input", junk, 0, D2S_ERR_INVALID, "neither");
    expect_error(t, "DXBC magic only", (const uint8_t *)"DXBC", 4, D2S_ERR_INVALID, "shorter than the 32-byte");

    blob b = dxil;
    b_set32(&b, 4, 1000);
    expect_error(t, "bare program part: SizeInUint32 past the input", b.d, b.n, D2S_ERR_INVALID, "SizeInUint32");
}

static void test_psv(tstate *t)
{
    static const struct {
        const char *name;
        psv_spec s;
    } variants[] = {
        {"PSV0 Info0 (24), PS, Info0 resources", {24, 0, 2, 16, 0, 0, 0, 0, {0}, 0, false, {0}}},
        {"PSV0 Info1 (36), VS, signature + IO tables", {36, 1, 1, 24, 2, 2, 0, 3, {4, 0, 0, 0}, 0, false, {0}}},
        {"PSV0 Info2 (48), CS numthreads", {48, 5, 3, 24, 0, 0, 0, 0, {0}, 0, false, {8, 4, 2}}},
        {"PSV0 Info3 (52), GS 4 streams + ViewID", {52, 2, 0, 0, 2, 4, 0, 2, {2, 9, 0, 1}, 0, true, {0}}},
        {"PSV0 Info4 (56), HS patch constants + ViewID", {56, 3, 1, 24, 2, 2, 2, 2, {2, 0, 0, 0}, 6, true, {0}}},
        {"PSV0 Info4 (56), DS", {56, 4, 0, 0, 2, 2, 2, 2, {2, 0, 0, 0}, 6, false, {0}}},
        {"PSV0 Info4 (56), MS + ViewID", {56, 13, 0, 0, 0, 2, 1, 0, {2, 0, 0, 0}, 1, true, {32, 1, 1}}},
        {"PSV0 future RuntimeInfoSize 64, larger records", {64, 5, 2, 32, 0, 0, 0, 0, {0}, 0, false, {1, 1, 1}}},
    };
    blob dxil, psv, c;
    for (size_t v = 0; v < sizeof(variants) / sizeof(variants[0]); v++) {
        const psv_spec *s = &variants[v].s;
        psv_layout lay;
        build_program(&dxil, s->stage, 6, 6, 6);
        build_psv(&psv, s, &lay);
        part_spec parts[] = {{"PSV0", &psv}, {"DXIL", &dxil}};
        size_t at[2];
        build_container(&c, parts, 2, at);
        case_begin(t, variants[v].name);
        parsed p;
        parse_copy(&p, c.d, c.n);
        CHECK(p.ok && p.c.psv);
        if (p.ok && p.c.psv) {
            const d2s_psv *k = p.c.psv;
            uint32_t want_version = s->info_size >= 56 ? 4 : s->info_size >= 52 ? 3 : s->info_size >= 48 ? 2
                                  : s->info_size >= 36 ? 1 : 0;
            CHECK(k->info_version == want_version && k->runtime_info_size == s->info_size);
            CHECK(k->info.shader_stage == s->stage);
            CHECK(k->info.min_wave_lanes == 4 && k->info.max_wave_lanes == 64);
            CHECK(k->resource_count == s->res_count);
            if (s->res_count) {
                d2s_psv_resource r0, r1;
                d2s_psv_resource_at(k, 0, &r0);
                d2s_psv_resource_at(k, s->res_count - 1, &r1);
                CHECK(r0.res_type == 2 && r0.lower_bound == 3 && r0.upper_bound == 0xFFFFFFFF);
                CHECK(r1.space == s->res_count - 1);
                CHECK(r0.res_kind == (s->res_stride >= 24 ? 13u : 0u));
            }
            if (want_version >= 1) {
                CHECK(k->sig_element_count == (uint32_t)s->in_el + s->out_el + s->pc_el);
                CHECK(k->info.sig_input_vectors == s->in_vec && k->info.uses_view_id == s->view_id);
                if (k->sig_element_count) {
                    d2s_psv_sig_element e;
                    d2s_psv_sig_element_at(k, 1, &e);
                    CHECK(!strcmp(e.semantic_name, "SV_Position") && e.rows == 2 && e.cols == 4);
                    CHECK(e.start_col == 1 && e.allocated && e.semantic_kind == 3 && e.stream == 1);
                    CHECK(e.dynamic_mask == 5 && e.interp_mode == 2);
                    CHECK(d2s_psv_semantic_index(k, e.semantic_indexes + 1) == 2);
                }
            }
            if (want_version >= 2)
                CHECK(k->info.num_threads[0] == s->threads[0] && k->info.num_threads[2] == s->threads[2]);
            if (want_version >= 3)
                CHECK(k->info.entry_function_name && !strcmp(k->info.entry_function_name, "main"));
            if (want_version >= 4)
                CHECK(k->info.num_bytes_groupshared == 256);
            if (s->stage == 3) {
                CHECK(k->info.stage.hs.output_control_points == 4 && k->info.stage.hs.domain == 3);
                CHECK(k->input_to_pc && k->input_to_pc_dwords == 8 && k->view_id_pc_mask_dwords == 1);
            }
            if (s->stage == 2) {
                CHECK(k->info.max_vertex_count == 6 && k->info.stage.gs.output_stream_mask == 3);
                CHECK(k->view_id_output_mask_dwords[1] == 2 && k->view_id_output_mask[2] == NULL);
                CHECK(k->input_to_output_dwords[3] == 8 && k->input_to_output[3]);
            }
            if (s->stage == 4)
                CHECK(k->pc_to_output && k->pc_to_output_dwords == 6 * 4);
            if (s->stage == 13)
                CHECK(k->view_id_pc_mask && !k->input_to_output[0]);
            CHECK(!p.ctx.warnings);
            const char *dump = try_dump(&p.ctx, &p.c);
            CHECK(dump && strstr(dump, "PSV0"));
            if (dump && s->stage == 5 && want_version >= 2)
                CHECK(strstr(dump, "numthreads (") != NULL);
        }
        parsed_release(&p);
        case_end(t);

        /* Every PSV0 variant truncated at every length must fail cleanly. */
        char name[160];
        snprintf(name, sizeof(name), "%s: part truncated at every length", variants[v].name);
        case_begin(t, name);
        for (size_t len = 0; len < psv.n; len++) {
            blob cut = psv;
            cut.n = len;
            part_spec tp[] = {{"PSV0", &cut}, {"DXIL", &dxil}};
            build_container(&c, tp, 2, NULL);
            bool dump_ok;
            bool ok = parse_and_dump(c.d, c.n, &dump_ok);
            if (ok && len < lay.end)
                case_fail(t, __LINE__, "truncated PSV0 accepted");
            if (!dump_ok)
                case_fail(t, __LINE__, "dump failed");
        }
        case_end(t);
    }

    /* Lying sizes. */
    static const psv_spec base = {56, 1, 2, 24, 2, 2, 0, 3, {4, 0, 0, 0}, 0, true, {0}};
    psv_layout lay;
    build_program(&dxil, 1, 6, 6, 6);
    struct lie { const char *name; size_t field; uint32_t value; const char *needle; } lies[6];
    build_psv(&psv, &base, &lay);
    lies[0] = (struct lie){"PSV0 RuntimeInfoSize huge", 0, 0xFFFFFFF0, "runtime info"};
    lies[1] = (struct lie){"PSV0 RuntimeInfoSize below Info0", 0, 20, "smaller than PSVRuntimeInfo0"};
    lies[2] = (struct lie){"PSV0 ResourceCount huge", lay.res_count, 0x40000000, "resource table"};
    lies[3] = (struct lie){"PSV0 StringTableSize lying", lay.string_table_size, 0xFFFFFFFF, "string table"};
    lies[4] = (struct lie){"PSV0 SemanticIndexTableEntries huge", lay.sem_count, 0x7FFFFFFF, "semantic index table"};
    lies[5] = (struct lie){"PSV0 SignatureElementSize huge", lay.sig_stride, 0x10000000, "signature element table"};
    for (int i = 0; i < 6; i++) {
        blob bad = psv;
        b_set32(&bad, lies[i].field, lies[i].value);
        part_spec parts[] = {{"PSV0", &bad}, {"DXIL", &dxil}};
        build_container(&c, parts, 2, NULL);
        expect_error(t, lies[i].name, c.d, c.n, D2S_ERR_INVALID, lies[i].needle);
    }
    struct poke { const char *name; size_t at; uint32_t value; const char *needle; } pokes[] = {
        {"PSV0 ResourceBindInfoSize below Info0", lay.res_count + 4, 8, "ResourceBindInfoSize"},
        {"PSV0 SignatureElementSize below 16", lay.sig_stride, 12, "SignatureElementSize"},
        {"PSV0 signature name offset outside string table", lay.first_sig, 28, "SemanticName offset"},
        {"PSV0 semantic indexes outside the table", lay.first_sig + 4, 3, "semantic indexes"},
        {"PSV0 EntryFunctionName outside string table", lay.entry_name, 1000, "EntryFunctionName"},
        {"PSV0 string table without final NUL", lay.string_table_size + 4 + 24, 0x41414141, "does not end with a NUL"},
    };
    for (size_t i = 0; i < sizeof(pokes) / sizeof(pokes[0]); i++) {
        blob bad = psv;
        b_set32(&bad, pokes[i].at, pokes[i].value);
        part_spec parts[] = {{"PSV0", &bad}, {"DXIL", &dxil}};
        build_container(&c, parts, 2, NULL);
        expect_error(t, pokes[i].name, c.d, c.n, D2S_ERR_INVALID, pokes[i].needle);
    }
    /* Runtime info claims more signature vectors than the tables hold. */
    {
        blob bad = psv;
        bad.d[4 + 31] = 200; /* SigInputVectors */
        part_spec parts[] = {{"PSV0", &bad}, {"DXIL", &dxil}};
        build_container(&c, parts, 2, NULL);
        expect_error(t, "PSV0 SigInputVectors lying (dependency table too large)", c.d, c.n, D2S_ERR_INVALID,
                     "dependency table");
        bad = psv;
        bad.d[4 + 28] = 255; /* SigInputElements */
        build_container(&c, parts, 2, NULL);
        expect_error(t, "PSV0 SigInputElements lying", c.d, c.n, D2S_ERR_INVALID, "signature element table");
    }
}

static void test_rts(tstate *t)
{
    blob dxil, rts, c;
    build_program(&dxil, 0, 6, 0, 0);
    for (uint32_t version = 1; version <= 3; version++) {
        rts_layout lay;
        build_rts(&rts, version, &lay);
        part_spec parts[] = {{"RTS0", &rts}, {"DXIL", &dxil}};
        build_container(&c, parts, 2, NULL);
        char name[96];
        snprintf(name, sizeof(name), "RTS0 version %u", version);
        case_begin(t, name);
        parsed p;
        parse_copy(&p, c.d, c.n);
        CHECK(p.ok && p.c.root_signature);
        if (p.ok && p.c.root_signature) {
            const d2s_root_signature *r = p.c.root_signature;
            CHECK(r->version == version && r->flags == 0x401 && r->num_params == 4 && r->num_static_samplers == 2);
            CHECK(r->params[0].param_type == 0 && r->params[0].visibility == 5);
            CHECK(r->params[0].u.table.num_ranges == 2);
            const d2s_rs_range *rg = r->params[0].u.table.ranges;
            CHECK(rg[0].num_descriptors == 4 && rg[0].register_space == 2 && rg[0].offset_in_table == 0xFFFFFFFF);
            CHECK(rg[1].range_type == 3 && rg[1].num_descriptors == 0xFFFFFFFF && rg[1].offset_in_table == 4);
            CHECK(rg[0].flags == (version > 1 ? 8u : 0u));
            CHECK(r->params[1].u.constants.shader_register == 3 && r->params[1].u.constants.num_values == 16);
            CHECK(r->params[2].u.descriptor.shader_register == 5 && r->params[2].u.descriptor.register_space == 1);
            CHECK(r->params[2].u.descriptor.flags == (version > 1 ? 2u : 0u));
            CHECK(r->params[3].param_type == 4 && r->params[3].u.descriptor.shader_register == 6);
            const d2s_rs_static_sampler *s = &r->static_samplers[1];
            CHECK(s->filter == 0x55 && s->address_w == 4 && s->mip_lod_bias == 0.5f && s->max_lod == 1000.0f);
            CHECK(s->shader_register == 1 && s->register_space == 9 && s->visibility == 5);
            CHECK(s->flags == (version == 3 ? 1u : 0u));
            const char *dump = try_dump(&p.ctx, &p.c);
            CHECK(dump != NULL);
            if (dump) {
                CHECK(strstr(dump, "AllowInputAssemblerInputLayout | CBVSRVUAVHeapDirectlyIndexed"));
                CHECK(strstr(dump, "parameter 0: DescriptorTable, visibility Pixel, 2 ranges"));
                CHECK(strstr(dump, "Sampler unbounded at s0 space 7"));
                CHECK(strstr(dump, "filter ANISOTROPIC"));
            }
        }
        parsed_release(&p);
        case_end(t);

        snprintf(name, sizeof(name), "RTS0 version %u truncated at every length", version);
        case_begin(t, name);
        for (size_t len = 0; len < rts.n; len++) {
            blob cut = rts;
            cut.n = len;
            part_spec tp[] = {{"RTS0", &cut}, {"DXIL", &dxil}};
            build_container(&c, tp, 2, NULL);
            bool dump_ok;
            if (parse_and_dump(c.d, c.n, &dump_ok))
                case_fail(t, __LINE__, "truncated RTS0 accepted");
        }
        case_end(t);
    }

    rts_layout lay;
    build_rts(&rts, 2, &lay);
    struct poke { const char *name; size_t at; uint32_t value; d2s_status st; const char *needle; } pokes[] = {
        {"RTS0 NumParameters huge", 4, 0xFFFFFFFF, D2S_ERR_INVALID, "root parameter array"},
        {"RTS0 NumStaticSamplers huge", 12, 0x10000000, D2S_ERR_INVALID, "static sampler array"},
        {"RTS0 RootParametersOffset past end", 8, 0xFFFFFFF0, D2S_ERR_INVALID, "root parameter array"},
        {"RTS0 parameter payload offset past end", lay.first_param + 8, 0x7FFFFFFF, D2S_ERR_INVALID,
         "descriptor table header"},
        {"RTS0 NumDescriptorRanges huge", lay.table, 0x20000000, D2S_ERR_INVALID, "descriptor ranges"},
        {"RTS0 unknown parameter type", lay.first_param, 9, D2S_ERR_INVALID, "unknown ParameterType 9"},
        {"RTS0 unknown visibility", lay.first_param + 4, 8, D2S_ERR_INVALID, "unknown ShaderVisibility 8"},
        {"RTS0 unknown range type", lay.ranges, 4, D2S_ERR_INVALID, "unknown RangeType 4"},
        {"RTS0 version 4", 0, 4, D2S_ERR_UNSUPPORTED, "version 4"},
        {"RTS0 version 0", 0, 0, D2S_ERR_UNSUPPORTED, "version 0"},
    };
    for (size_t i = 0; i < sizeof(pokes) / sizeof(pokes[0]); i++) {
        blob bad = rts;
        b_set32(&bad, pokes[i].at, pokes[i].value);
        part_spec parts[] = {{"RTS0", &bad}, {"DXIL", &dxil}};
        build_container(&c, parts, 2, NULL);
        expect_error(t, pokes[i].name, c.d, c.n, pokes[i].st, pokes[i].needle);
    }

    /* 1000 parameters sharing one table of 300 ranges: decoding them all
     * would allocate ~7 MB from a 19 KB part. */
    blob amp;
    amp.n = 0;
    uint32_t nparams = 1000, nranges = 300;
    uint32_t table_off = 24 + nparams * 12, ranges_off = table_off + 8;
    b_u32(&amp, 2);
    b_u32(&amp, nparams);
    b_u32(&amp, 24);
    b_u32(&amp, 0);
    b_u32(&amp, 0);
    b_u32(&amp, 0);
    for (uint32_t i = 0; i < nparams; i++) {
        b_u32(&amp, 0);
        b_u32(&amp, 0);
        b_u32(&amp, table_off);
    }
    b_u32(&amp, nranges);
    b_u32(&amp, ranges_off);
    for (uint32_t i = 0; i < nranges; i++) {
        b_u32(&amp, 0); b_u32(&amp, 1); b_u32(&amp, i); b_u32(&amp, 0); b_u32(&amp, 0); b_u32(&amp, 0);
    }
    /* The blob is capped at 32 KB; make sure the layout fit. */
    case_begin(t, "RTS0 amplification setup fits");
    CHECK(amp.n == (size_t)ranges_off + nranges * 24);
    case_end(t);
    part_spec ap[] = {{"RTS0", &amp}, {"DXIL", &dxil}};
    build_container(&c, ap, 2, NULL);
    expect_error(t, "RTS0 parameters sharing one huge table (amplification)", c.d, c.n, D2S_ERR_INVALID,
                 "share ranges");
}

static void test_hostile_container(tstate *t)
{
    blob dxil, isg, c;
    build_program(&dxil, 5, 6, 0, 0);
    static const sig_el in[] = {{"POSITION", 0, 0, 3, 0, 0x7, 0x7, 0, 0}};
    build_sig(&isg, in, 1);
    part_spec parts[] = {{"ISG1", &isg}, {"DXIL", &dxil}};
    size_t at[2];
    build_container(&c, parts, 2, at);
    const size_t table = 32;

    blob b = c;
    b_set32(&b, 28, 0xFFFFFFFF);
    expect_error(t, "PartCount huge", b.d, b.n, D2S_ERR_INVALID, "PartCount");
    b = c;
    b_set32(&b, 28, 0x10000000);
    expect_error(t, "PartCount large (table past end)", b.d, b.n, D2S_ERR_INVALID, "PartCount");
    b = c;
    b_set32(&b, table + 4, (uint32_t)c.n + 100);
    expect_error(t, "part offset past end", b.d, b.n, D2S_ERR_INVALID, "outside the part area");
    b = c;
    b_set32(&b, table + 4, (uint32_t)c.n - 4);
    expect_error(t, "part header straddles the end", b.d, b.n, D2S_ERR_INVALID, "outside the part area");
    b = c;
    b_set32(&b, table, 8);
    expect_error(t, "part offset inside the header", b.d, b.n, D2S_ERR_INVALID, "outside the part area");
    b = c;
    b_set32(&b, at[1] - 4, 0xFFFFFFF8);
    expect_error(t, "part size wraps around 32 bits", b.d, b.n, D2S_ERR_INVALID, "PartSize");
    b = c;
    b_set32(&b, at[1] - 4, (uint32_t)dxil.n + 1);
    expect_error(t, "part size one past the end", b.d, b.n, D2S_ERR_INVALID, "PartSize");
    b = c;
    b_set32(&b, 24, (uint32_t)c.n + 1);
    expect_error(t, "ContainerSizeInBytes past the input", b.d, b.n, D2S_ERR_INVALID, "ContainerSizeInBytes");
    b = c;
    b_set32(&b, 24, 16);
    expect_error(t, "ContainerSizeInBytes below the header", b.d, b.n, D2S_ERR_INVALID, "smaller than the 32-byte");
    b = c;
    b.d[20] = 2;
    expect_error(t, "container version 2.0", b.d, b.n, D2S_ERR_UNSUPPORTED, "version 2.0");

    case_begin(t, "trailing bytes after the container: warning");
    b = c;
    b_zeros(&b, 8);
    parsed p;
    parse_copy(&p, b.d, b.n);
    CHECK(p.ok && p.ctx.warnings && strstr(p.ctx.warnings, "after the container end"));
    parsed_release(&p);
    case_end(t);

    /* Program header. */
    size_t d = at[1];
    struct poke { const char *name; size_t at; uint32_t value; d2s_status st; const char *needle; } pokes[] = {
        {"DXIL bad magic", d + 8, 0x12345678, D2S_ERR_INVALID, "magic"},
        {"DXIL SizeInUint32 too big", d + 4, 100, D2S_ERR_INVALID, "SizeInUint32"},
        {"DXIL SizeInUint32 too small", d + 4, 2, D2S_ERR_INVALID, "SizeInUint32"},
        {"DXIL BitcodeOffset past end", d + 16, 0x7FFFFFF0, D2S_ERR_INVALID, "bitcode"},
        {"DXIL BitcodeOffset into header", d + 16, 4, D2S_ERR_INVALID, "BitcodeOffset"},
        {"DXIL BitcodeSize wraps", d + 20, 0xFFFFFFF8, D2S_ERR_INVALID, "bitcode"},
        {"DXIL BitcodeSize zero", d + 20, 0, D2S_ERR_INVALID, "BitcodeSize is 0"},
        {"DXIL unknown shader kind", d, 99u << 16 | 0x60, D2S_ERR_UNSUPPORTED, "shader kind 99"},
        {"DXIL version 2.0", d + 12, 0x200, D2S_ERR_UNSUPPORTED, "DXIL version 2.0"},
    };
    for (size_t i = 0; i < sizeof(pokes) / sizeof(pokes[0]); i++) {
        b = c;
        b_set32(&b, pokes[i].at, pokes[i].value);
        expect_error(t, pokes[i].name, b.d, b.n, pokes[i].st, pokes[i].needle);
    }

    /* Signatures. */
    size_t s = at[0];
    struct poke spokes[] = {
        {"signature ParamCount huge", s, 0xFFFFFFFF, D2S_ERR_INVALID, "signature element table"},
        {"signature ParamOffset past end", s + 4, 0xFFFFFFF0, D2S_ERR_INVALID, "signature element table"},
        {"signature name offset out of bounds", s + 8 + 4, 0x1000, D2S_ERR_INVALID, "SemanticName offset"},
        {"signature name offset = part size", s + 8 + 4, (uint32_t)isg.n, D2S_ERR_INVALID, "SemanticName offset"},
    };
    for (size_t i = 0; i < sizeof(spokes) / sizeof(spokes[0]); i++) {
        b = c;
        b_set32(&b, spokes[i].at, spokes[i].value);
        expect_error(t, spokes[i].name, b.d, b.n, spokes[i].st, spokes[i].needle);
    }
    {
        /* Name runs to the part end without a NUL. */
        blob sig = isg;
        sig.n = 8 + 32 + 8; /* "POSITION" without its NUL, no padding */
        part_spec np[] = {{"ISG1", &sig}, {"DXIL", &dxil}};
        build_container(&b, np, 2, NULL);
        expect_error(t, "signature name not NUL-terminated", b.d, b.n, D2S_ERR_INVALID, "not NUL-terminated");
    }

    /* Small parts. */
    blob small;
    small.n = 0;
    b_u32(&small, 1);
    part_spec sp[] = {{"SFI0", &small}};
    build_container(&b, sp, 1, NULL);
    expect_error(t, "SFI0 too short", b.d, b.n, D2S_ERR_INVALID, "feature flags");
    sp[0].fourcc = "HASH";
    build_container(&b, sp, 1, NULL);
    expect_error(t, "HASH too short", b.d, b.n, D2S_ERR_INVALID, "shader hash");
    small.n = 0;
    b_u16(&small, 0);
    b_u16(&small, 200);
    b_str(&small, "abc");
    sp[0].fourcc = "ILDN";
    build_container(&b, sp, 1, NULL);
    expect_error(t, "ILDN NameLength lying", b.d, b.n, D2S_ERR_INVALID, "debug name");
    small.n = 0;
    b_u16(&small, 0);
    b_u16(&small, 2);
    b_bytes(&small, "abcd", 4);
    build_container(&b, sp, 1, NULL);
    expect_error(t, "ILDN name not NUL-terminated", b.d, b.n, D2S_ERR_INVALID, "not NUL-terminated");
    small.n = 0;
    b_u16(&small, 1);
    b_u16(&small, 8);
    b_u32(&small, 0);
    b_u32(&small, 0);
    b_u32(&small, 0xFFFFFFFF);
    sp[0].fourcc = "VERS";
    build_container(&b, sp, 1, NULL);
    expect_error(t, "VERS string list size lying", b.d, b.n, D2S_ERR_INVALID, "version string list");
    small.n = 0;
    b_u16(&small, 1);
    b_u16(&small, 8);
    b_u32(&small, 0);
    b_u32(&small, 0);
    b_u32(&small, 4);
    b_bytes(&small, "abcd", 4);
    build_container(&b, sp, 1, NULL);
    expect_error(t, "VERS commit string not NUL-terminated", b.d, b.n, D2S_ERR_INVALID, "commit SHA");

    /* RDAT. */
    blob rdat;
    build_rdat(&rdat);
    part_spec rp[] = {{"RDAT", &rdat}};
    struct poke rpokes[] = {
        {"RDAT PartCount huge", 4, 0x40000000, D2S_ERR_INVALID, "RDAT part offset table"},
        {"RDAT sub-part offset past end", 8, 0xFFFFFFFC, D2S_ERR_INVALID, "RDAT sub-part header"},
        {"RDAT sub-part size past end", 20 + 4, 0xFFFFFFF0, D2S_ERR_INVALID, "RDAT sub-part"},
        {"RDAT table record count * stride overflow", 48, 0x80000000, D2S_ERR_INVALID, "records of"},
    };
    for (size_t i = 0; i < sizeof(rpokes) / sizeof(rpokes[0]); i++) {
        blob bad = rdat;
        b_set32(&bad, rpokes[i].at, rpokes[i].value);
        rp[0].data = &bad;
        build_container(&b, rp, 1, NULL);
        expect_error(t, rpokes[i].name, b.d, b.n, rpokes[i].st, rpokes[i].needle);
    }
    case_begin(t, "RDAT unknown version: warning, not checked");
    {
        blob bad = rdat;
        b_set32(&bad, 0, 0x20);
        rp[0].data = &bad;
        build_container(&b, rp, 1, NULL);
        parse_copy(&p, b.d, b.n);
        CHECK(p.ok && p.ctx.warnings && strstr(p.ctx.warnings, "RDAT version 0x20"));
        CHECK(p.ok && try_dump(&p.ctx, &p.c) != NULL);
        parsed_release(&p);
    }
    case_end(t);
}

/* ---- corpus -------------------------------------------------------------- */

typedef struct file_list {
    char **paths;
    size_t count, cap;
} file_list;

static void list_push(file_list *l, const char *path)
{
    if (l->count == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->paths = realloc(l->paths, l->cap * sizeof(*l->paths));
        if (!l->paths)
            exit(2);
    }
    l->paths[l->count] = malloc(strlen(path) + 1);
    if (!l->paths[l->count])
        exit(2);
    strcpy(l->paths[l->count++], path);
}

static void find_dxil(file_list *l, const char *dir, int depth)
{
    if (depth > 8)
        return;
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            find_dxil(l, path, depth + 1);
        } else {
            size_t n = strlen(e->d_name);
            if (n > 5 && !strcmp(e->d_name + n - 5, ".dxil"))
                list_push(l, path);
        }
    }
    closedir(d);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static uint8_t *read_file(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long n = ftell(f);
        if (n >= 0 && fseek(f, 0, SEEK_SET) == 0) {
            buf = malloc((size_t)n + 1);
            if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
                free(buf);
                buf = NULL;
            }
            *size = (size_t)n;
        }
    }
    fclose(f);
    return buf;
}

static void test_corpus(tstate *t, const char *root)
{
    char dir[4096];
    snprintf(dir, sizeof(dir), "%s/own/dxil/compute-basic", root);
    file_list cb = {0};
    find_dxil(&cb, dir, 7);
    if (cb.count) {
        qsort(cb.paths, cb.count, sizeof(*cb.paths), cmp_str);
        size_t size = 0;
        uint8_t *data = read_file(cb.paths[0], &size);
        char name[4400];

        snprintf(name, sizeof(name), "truncation of %s at every offset", cb.paths[0]);
        case_begin(t, name);
        CHECK(data != NULL);
        for (size_t len = 0; data && len < size; len++) {
            bool dump_ok;
            if (parse_and_dump(data, len, &dump_ok))
                case_fail(t, __LINE__, "truncated container accepted");
        }
        case_end(t);

        /* Same, with ContainerSizeInBytes patched to the cut so that the part
         * table and part checks see the truncation. */
        snprintf(name, sizeof(name), "truncation with consistent ContainerSizeInBytes, %s", cb.paths[0]);
        case_begin(t, name);
        uint8_t *tmp = malloc(size + 1);
        for (size_t len = 32; data && tmp && len < size; len++) {
            memcpy(tmp, data, len);
            tmp[24] = (uint8_t)len;
            tmp[25] = (uint8_t)(len >> 8);
            tmp[26] = (uint8_t)(len >> 16);
            tmp[27] = (uint8_t)(len >> 24);
            bool dump_ok;
            if (parse_and_dump(tmp, len, &dump_ok))
                case_fail(t, __LINE__, "truncated container accepted");
        }
        case_end(t);

        /* Byte mutations: result may be success or error, never a crash, and
         * on success the dump must work. */
        snprintf(name, sizeof(name), "byte mutations of %s", cb.paths[0]);
        case_begin(t, name);
        static const uint8_t xors[] = {0xFF, 0x80, 0x01, 0x7F};
        for (size_t i = 0; data && tmp && i < size; i++) {
            for (size_t k = 0; k < sizeof(xors); k++) {
                memcpy(tmp, data, size);
                tmp[i] ^= xors[k];
                bool dump_ok;
                parse_and_dump(tmp, size, &dump_ok);
                if (!dump_ok)
                    case_fail(t, __LINE__, "dump failed after a successful parse");
            }
        }
        case_end(t);
        free(tmp);
        free(data);
    } else {
        printf("skip truncation/mutation of a corpus file: no %s\n", dir);
        t->skipped++;
    }
    for (size_t i = 0; i < cb.count; i++)
        free(cb.paths[i]);
    free(cb.paths);

    file_list all = {0};
    find_dxil(&all, root, 0);
    if (!all.count) {
        printf("skip parsing every corpus file: no .dxil under %s\n", root);
        t->skipped++;
        return;
    }
    qsort(all.paths, all.count, sizeof(*all.paths), cmp_str);
    char name[4400];
    snprintf(name, sizeof(name), "every corpus file under %s parses and dumps without warnings (%zu files)", root,
             all.count);
    case_begin(t, name);
    for (size_t i = 0; i < all.count; i++) {
        size_t size = 0;
        uint8_t *data = read_file(all.paths[i], &size);
        if (!data) {
            case_fail(t, __LINE__, "unreadable corpus file");
            continue;
        }
        parsed p;
        parse_copy(&p, data, size);
        if (!p.ok || p.ctx.warnings || !try_dump(&p.ctx, &p.c)) {
            printf("     %s: %s\n", all.paths[i], p.ok ? (p.ctx.warnings ? p.ctx.warnings : "dump failed") : p.ctx.message);
            case_fail(t, __LINE__, "corpus file rejected");
        } else if (!p.c.has_dxil || !p.c.dxil.bitcode_size) {
            case_fail(t, __LINE__, "corpus file without DXIL");
        }
        parsed_release(&p);
        free(data);
        free(all.paths[i]);
    }
    free(all.paths);
    case_end(t);
}

static const char *find_corpus(int argc, char **argv)
{
    /* The shared corpus (a superset of tests/corpus) first. */
    static const char *const candidates[] = {"../../shared/corpus", "../shared/corpus", "../tests/corpus",
                                             "tests/corpus"};
    if (argc > 1)
        return argv[1];
    const char *env = getenv("D2S_TEST_CORPUS");
    if (env && *env)
        return env;
    for (size_t i = 0; i < sizeof(candidates) / sizeof(candidates[0]); i++) {
        struct stat st;
        if (stat(candidates[i], &st) == 0 && S_ISDIR(st.st_mode))
            return candidates[i];
    }
    return NULL;
}

int main(int argc, char **argv)
{
    tstate t = {0};
    test_program_and_signatures(&t);
    test_small_parts(&t);
    test_bare_forms(&t);
    test_psv(&t);
    test_rts(&t);
    test_hostile_container(&t);
    const char *root = find_corpus(argc, argv);
    if (root) {
        test_corpus(&t, root);
    } else {
        printf("skip corpus cases: no corpus directory (pass one as argv[1] or D2S_TEST_CORPUS)\n");
        t.skipped++;
    }
    if (t.skipped)
        printf("test_container: %d passed, %d failed, %d skipped\n", t.passed, t.failed, t.skipped);
    else
        printf("test_container: %d passed, %d failed\n", t.passed, t.failed);
    return t.failed ? 1 : 0;
}
