/* fuzz_structurizer: libFuzzer harness for the control-flow structurizer
 * (src/cfg/structurize.h), through the test-CFG tools of cfg_testgen.h.
 *
 * Input layout (missing bytes read as zero):
 *   byte 0, bit 1 = 1: limits.max_nesting = 2 + (byte 0 >> 2) % 16, so that
 *       the LIMIT paths run too (a LIMIT failure is then always accepted);
 *   byte 0, bit 0 = 0: a random reducible CFG from the generator:
 *       bytes 1..8 seed, 9..10 size (3 + value % 400 blocks),
 *       11 extra gotos (% 24), 12 value seed (0 = values from the idom).
 *   byte 0, bit 0 = 1: a raw graph read from the bytes, reducible or not:
 *       byte 1 block count (1 + value % 48), then per block one byte for the
 *       terminator (value % 5: br, cbr, switch, ret, unreachable; a switch
 *       has 1 + (value / 5) % 6 targets) and one byte per target (block
 *       1 + value % (count - 1): the entry is never a target).
 * The graph is built twice as an IR function; one copy is structurized and
 * then must satisfy the independent structure checker and the IR verifier,
 * and both copies must behave identically in the host interpreter on a few
 * decision streams. A raw graph that the CFG analysis finds irreducible
 * must instead be refused with "unsupported ... irreducible"; a reducible
 * one must be accepted (a LIMIT failure is allowed for deep nesting).
 * Violations print the graph (cfg_tg_parse notation) and abort.
 */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfg_support/cfg_testgen.h"
#include "cfg_support/structure_check.h"
#include "cfg/structurize.h"
#include "ir/ir_analysis.h"
#include "ir/ir_build.h"
#include "util/ctx.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    return 0;
}

typedef struct reader {
    const uint8_t *p;
    size_t n, at;
} reader;

static uint8_t rd8(reader *r)
{
    return r->at < r->n ? r->p[r->at++] : 0;
}

static void raw_graph(d2s_ctx *ctx, reader *r, cfg_tg_graph *g)
{
    uint32_t n = 1 + rd8(r) % 48;
    memset(g, 0, sizeof(*g));
    g->blocks = d2s_zalloc_array(ctx, n, sizeof(*g->blocks));
    g->num_blocks = g->cap = n;
    for (uint32_t i = 0; i < n; i++) {
        cfg_tg_block *b = &g->blocks[i];
        uint8_t k = rd8(r);
        uint32_t nsucc = 0;
        b->term = n == 1 ? CFG_TG_RET : (uint8_t)(k % 5);
        switch (b->term) {
        case CFG_TG_BR: nsucc = 1; break;
        case CFG_TG_CBR: nsucc = 2; break;
        case CFG_TG_SWITCH: nsucc = 1 + (uint32_t)(k / 5) % 6; break;
        default: break;
        }
        b->nsucc = nsucc;
        b->succ = nsucc ? d2s_alloc_array(ctx, nsucc, sizeof(uint32_t)) : NULL;
        for (uint32_t s = 0; s < nsucc; s++)
            b->succ[s] = 1 + rd8(r) % (n - 1);
    }
}

typedef struct fuzz_case {
    d2s_ctx ctx;
    cfg_tg_graph g;
    bool raw;
    uint64_t value_seed;
    int stage;               /* 0 build, 1 structurize, 2 check */
    bool irreducible;
    bool small_limits;
} fuzz_case;

static void dump_and_abort(fuzz_case *fc, const char *what)
{
    d2s_ctx pctx;
    d2s_ctx_init(&pctx, NULL);
    jmp_buf jb;
    pctx.on_fail = &jb;
    if (setjmp(jb) == 0) {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, &pctx);
        cfg_tg_format(&fc->g, &sb);
        fprintf(stderr, "fuzz_structurizer: %s\n  graph (value seed %llu): %s\n", what,
                (unsigned long long)fc->value_seed, sb.data ? sb.data : "");
    }
    abort();
}

/* Everything setjmp must preserve lives in *fc, not in this frame. */
static void run_case(fuzz_case *fc)
{
    d2s_ctx *ctx = &fc->ctx;
    ir_module *m = ir_module_create(ctx);
    ir_function *orig = cfg_tg_build(ctx, m, &fc->g, "orig", fc->value_seed);
    ir_function *work = cfg_tg_build(ctx, m, &fc->g, "work", fc->value_seed);
    ir_verify_function(ctx, work);
    fc->irreducible = ir_cfg_analyze(ctx, orig)->irreducible;
    fc->stage = 1;
    cfg_structure s;
    cfg_structurize(ctx, m, work, &s);
    fc->stage = 2;
    if (fc->irreducible)
        dump_and_abort(fc, "an irreducible graph was structurized without complaint");
    const char *why = cfg_check_structure(ctx, work, &s, NULL);
    if (why)
        dump_and_abort(fc, d2s_sprintf(ctx, "structure check: %s", why));
    ir_verify_function(ctx, work);
    for (uint32_t run = 0; run < 4; run++) {
        cfg_tg_trace a, b;
        uint64_t dseed = 0x9e3779b97f4a7c15ull * (run + 1) + fc->value_seed;
        cfg_tg_run(ctx, orig, dseed, 200, &a);
        if (a.status == CFG_RUN_ERROR)
            return; /* the generator's own limits, not the structurizer's */
        cfg_tg_run(ctx, work, dseed, 200, &b);
        if (b.status == CFG_RUN_ERROR)
            dump_and_abort(fc, d2s_sprintf(ctx, "run %u: the result fails: %s", run, b.error));
        if (a.status != b.status || a.count != b.count ||
            (a.count && memcmp(a.events, b.events, a.count * sizeof(uint64_t)) != 0))
            dump_and_abort(fc, d2s_sprintf(ctx, "run %u: behaviour differs (status %d/%d, %u/%u visits)", run,
                                           a.status, b.status, a.count, b.count));
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_case *fc = calloc(1, sizeof(*fc));
    if (!fc)
        abort();
    d2s_limits limits;
    d2s_limits_default(&limits);
    fc->small_limits = size && (data[0] & 2);
    if (fc->small_limits)
        limits.max_nesting = 2 + (uint32_t)(data[0] >> 2) % 16;
    d2s_ctx_init(&fc->ctx, &limits);
    jmp_buf jb;
    fc->ctx.on_fail = &jb;
    reader r = {data, size, 1};
    fc->raw = size && (data[0] & 1);
    if (setjmp(jb) == 0) {
        if (fc->raw) {
            raw_graph(&fc->ctx, &r, &fc->g);
            fc->value_seed = rd8(&r);
        } else {
            uint64_t seed = 0;
            for (int i = 0; i < 8; i++)
                seed |= (uint64_t)rd8(&r) << (8 * i);
            uint32_t sz = rd8(&r);
            sz |= (uint32_t)rd8(&r) << 8;
            uint32_t gotos = rd8(&r) % 24u;
            fc->value_seed = rd8(&r);
            cfg_tg_random(&fc->ctx, seed, 3 + sz % 400, gotos, &fc->g);
        }
        run_case(fc);
    } else {
        fc->ctx.on_fail = NULL; /* a second failure while reporting aborts */
        d2s_status st = fc->ctx.status;
        const char *msg = fc->ctx.message ? fc->ctx.message : "";
        if (st == D2S_ERR_LIMIT && fc->small_limits) {
            /* the nesting limit was set low on purpose */
        } else if (fc->stage == 0) {
            /* A raw graph the IR verifier rejects before structurizing is the
             * generator's problem; a generated graph must always build. */
            if (!fc->raw)
                dump_and_abort(fc, d2s_sprintf(&fc->ctx, "building the generated graph failed: %s", msg));
        } else if (fc->stage == 1) {
            bool refused_irreducible = st == D2S_ERR_UNSUPPORTED && strstr(msg, "irreducible");
            if (st == D2S_ERR_LIMIT) {
                /* deep nesting: allowed */
            } else if (fc->irreducible ? !refused_irreducible : true) {
                dump_and_abort(fc, d2s_sprintf(&fc->ctx, "structurizing failed (status %d, %s): %s", (int)st,
                                               fc->irreducible ? "irreducible" : "reducible", msg));
            }
        } else {
            dump_and_abort(fc, d2s_sprintf(&fc->ctx, "checking the result failed (status %d): %s", (int)st, msg));
        }
    }
    fc->ctx.on_fail = NULL;
    d2s_ctx_release(&fc->ctx);
    free(fc);
    return 0;
}
