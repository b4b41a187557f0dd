/* Tests of the control-flow structurizer (src/cfg/structurize.h).
 *
 * Every case builds a CFG twice with the test generator (src/cfg/
 * cfg_testgen.h), structurizes one copy and then checks:
 *   - the SPIR-V structured rules with our own checker (structure_check.h),
 *   - the IR verifier (phis, SSA dominance) on the rewritten function,
 *   - SPIRV-Tools' validator on a SPIR-V skeleton of the result (blocks,
 *     merge instructions and branches on OpUndef conditions),
 *   - equal behaviour: both copies run in the host interpreter on several
 *     decision streams and must visit the same original blocks with the
 *     same values;
 *   - with handle-typed values: no handle is ever put in a variable.
 * Then irreducible input (refused), the nesting limit, determinism, random
 * reducible CFGs (seeded; a failure prints how to replay it) and large CFGs
 * with timings (CPU time; 100k blocks must take under a second).
 *
 * Usage: test_structurizer [--seeds N] [--seed S [--size B]] [--no-scale] [-v]
 *        test_structurizer --scale SHAPE BLOCKS   (one scale case, for profiling)
 *        test_structurizer --dump "A: cbr B C; B: br C; C: ret"   (show a result)
 */
#include "cfg_support/cfg_testgen.h"
#include "cfg_support/structure_check.h"
#include "cfg/structurize.h"
#include "ir/ir_analysis.h"
#include "ir/ir_build.h"
#include "ir/ir_dump.h"
#include "spirv/spv_tools.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int passed, failed;
static bool verbose;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this process (user + system, page faults included): what a
 * shared CI machine cannot inflate by running something else. */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* SPIRV-Tools' verdict on the structure's SPIR-V skeleton. */
static const char *validate_skeleton(d2s_ctx *ctx, const ir_function *f, const cfg_structure *s)
{
    uint32_t *w;
    size_t n;
    cfg_structure_spirv_skeleton(ctx, f, s, &w, &n);
    const char *msg = NULL;
    bool ok = spv_tools_validate(ctx, w, n, SPV_TARGET_VULKAN_1_3, false, &msg);
    return ok ? NULL : d2s_sprintf(ctx, "spirv-val: %s", msg);
}

/* ---- one graph ------------------------------------------------------------------ */

typedef struct run_opts {
    uint64_t value_seed;
    uint32_t runs;          /* decision streams compared */
    uint32_t max_visits;
    bool skip_spirv_val;
    bool handles;           /* values are DXIL-like handle structs instead of i32 */
    d2s_limits *limits;
    d2s_chunk_cache *cache; /* arena chunks reused between graphs (scale runs) */
} run_opts;

/* Returns NULL when everything holds, else what failed. */
static const char *check_graph(const cfg_tg_graph *g, const run_opts *ro, d2s_status *status_out, char *timing,
                               size_t timing_len)
{
    static char msg[2048];
    d2s_ctx ctx;
    jmp_buf jb;
    d2s_ctx_init(&ctx, ro->limits);
    ctx.arena.cache = ro->cache;
    ctx.on_fail = &jb;
    const char *why = NULL;
    volatile int stage = 0;
    *status_out = D2S_OK;
    if (setjmp(jb)) {
        *status_out = ctx.status;
        snprintf(msg, sizeof(msg), "%s: %s", stage == 0 ? "building" : stage == 1 ? "structurizing" : "verifying",
                 ctx.message ? ctx.message : "?");
        d2s_ctx_release(&ctx);
        return msg;
    }
    ir_module *m = ir_module_create(&ctx);
    ir_type *vt = NULL;
    if (ro->handles) {
        ir_type *p = ir_type_pointer(m, ir_type_int(m, 8), 0);
        vt = ir_type_struct_named(m, "dx.types.Handle", &p, 1);
    }
    ir_function *orig = cfg_tg_build_typed(&ctx, m, g, "orig", ro->value_seed, vt);
    ir_function *work = cfg_tg_build_typed(&ctx, m, g, "work", ro->value_seed, vt);
    ir_verify_function(&ctx, work);
    stage = 1;
    cfg_structure s;
    double t0 = cpu_now();
    cfg_structurize(&ctx, m, work, &s);
    double t1 = cpu_now();
    stage = 2;
    uint32_t depth = 0;
    why = cfg_check_structure(&ctx, work, &s, &depth);
    double t2 = cpu_now();
    if (!why)
        ir_verify_function(&ctx, work);
    /* the emitter cannot keep handles (or pointers) in variables */
    for (uint32_t b = 0; !why && vt && b < work->num_blocks; b++) {
        for (uint32_t k = 0; k < work->blocks[b]->num_instrs; k++) {
            const ir_instr *in = work->blocks[b]->instrs[k];
            if (in->op == IR_OP_ALLOCA && in->aux_type == vt) {
                why = "a handle value went through a variable";
                break;
            }
        }
    }
    if (!why && !ro->skip_spirv_val && depth < 1000)
        why = validate_skeleton(&ctx, work, &s);
    if (timing)
        snprintf(timing, timing_len, "structurize %.3f s, check %.3f s (CPU), %u -> %u blocks, depth %u", t1 - t0, t2 - t1,
                 orig->num_blocks, work->num_blocks, depth);
    for (uint32_t r = 0; !why && r < ro->runs; r++) {
        cfg_tg_trace a, b;
        uint64_t dseed = 0x1234567ull * (r + 1) + ro->value_seed;
        cfg_tg_run(&ctx, orig, dseed, ro->max_visits, &a);
        cfg_tg_run(&ctx, work, dseed, ro->max_visits, &b);
        if (a.status == CFG_RUN_ERROR) {
            why = d2s_sprintf(&ctx, "the original does not run: %s", a.error);
        } else if (b.status == CFG_RUN_ERROR) {
            why = d2s_sprintf(&ctx, "run %u: the result fails after %u visits: %s", r, b.count, b.error);
        } else if (a.status != b.status || a.count != b.count) {
            why = d2s_sprintf(&ctx, "run %u: the original ends with status %d after %u visits, the result with %d after %u",
                              r, a.status, a.count, b.status, b.count);
        } else {
            for (uint32_t i = 0; i < a.count; i++) {
                if (a.events[i] != b.events[i]) {
                    why = d2s_sprintf(&ctx, "run %u, visit %u: original block %u with value %u, result block %u with %u",
                                      r, i, (uint32_t)(a.events[i] >> 32), (uint32_t)a.events[i],
                                      (uint32_t)(b.events[i] >> 32), (uint32_t)b.events[i]);
                    break;
                }
            }
        }
    }
    if (why) {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, &ctx);
        d2s_strbuf_printf(&sb, "%s", why);
        if (verbose && work->num_blocks < 400) {
            d2s_strbuf_printf(&sb, "\nstructure:\n");
            cfg_structure_dump(work, &s, &sb);
        }
        snprintf(msg, sizeof(msg), "%s", sb.data);
    }
    d2s_ctx_release(&ctx);
    return why ? msg : NULL;
}

static void report(bool ok, const char *name, const char *detail)
{
    if (ok) {
        passed++;
        if (verbose)
            printf("ok   %s%s%s\n", name, detail ? ": " : "", detail ? detail : "");
    } else {
        failed++;
        printf("FAIL %s: %s\n", name, detail ? detail : "");
    }
}

static bool parse_graph(const char *spec, cfg_tg_graph *g, d2s_ctx *ctx)
{
    const char *err = cfg_tg_parse(ctx, spec, g);
    if (err) {
        printf("FAIL bad test spec '%s': %s\n", spec, err);
        failed++;
        return false;
    }
    return true;
}

/* ---- hand-written cases ------------------------------------------------------------ */

typedef struct spec_case {
    const char *name, *spec;
} spec_case;

static const spec_case cases[] = {
    {"diamond", "A: cbr B C; B: br D; C: br D; D: ret"},
    {"if-then", "A: cbr B C; B: br C; C: ret"},
    {"straight line", "A: br B; B: br C; C: ret"},
    {"single block", "A: ret"},
    {"merge of two constructs", "A: cbr B Z; B: cbr X Y; X: br Z; Y: br Z; Z: ret"},
    {"merge of three constructs",
     "A: cbr B Z; B: cbr C Z; C: cbr X Y; X: br Z; Y: br Z; Z: ret"},
    {"critical edges", "A: cbr B C; B: cbr C D; C: br D; D: ret"},
    {"branch into the other arm", "A: cbr B C; B: cbr D E; C: br E; D: br F; E: br F; F: ret"},
    {"deep break ladder",
     "A: cbr B M; B: cbr C M2; C: cbr D M3; D: cbr M M3; M3: br M2; M2: br M; M: ret"},
    {"both targets equal", "A: cbr B B; B: ret"},
    {"returns anywhere", "A: cbr R B; R: ret; B: cbr R2 C; R2: ret; C: cbr D R3; D: ret; R3: unr"},
    {"unreachable blocks", "A: br B; U: cbr B C; B: ret; C: br U"},
    {"unreachable block into a loop", "A: br H; H: cbr L X; L: br H; X: ret; U: br L"},
    {"while loop", "E: br H; H: cbr B X; B: br H; X: ret"},
    {"do-while self loop", "E: br H; H: cbr H X; X: ret"},
    {"entry is a loop header", "E: cbr E X; X: ret"},
    {"entry loop with phi", "E: cbr B X; B: br E; X: ret"},
    {"break out of two loops",
     "E: br H1; H1: cbr H2 X; H2: cbr B L1; B: cbr X H2; L1: br H1; X: ret"},
    {"break out of three loops",
     "E: br H1; H1: cbr H2 X; H2: cbr H3 L1; H3: cbr B L2; B: cbr X H3; L2: br H2; L1: br H1; X: ret"},
    {"continue from deep inside",
     "E: br H; H: cbr A X; A: cbr B C; B: cbr H D; C: br D; D: br H; X: ret"},
    {"continue outer loop from inner",
     "E: br H1; H1: cbr H2 X; H2: cbr B H1; B: br H2; X: ret"},
    {"inner loop exits to outer latch",
     "E: br H1; H1: cbr H2 X; H2: cbr B OL; B: cbr H2 OL; OL: cbr H1 X; X: ret"},
    {"early return in loop", "E: br H; H: cbr A X; A: cbr R B; R: ret; B: br H; X: br Y; Y: ret"},
    {"return inside nested loops",
     "E: br H1; H1: cbr H2 X; H2: cbr B L1; B: cbr R H2; R: ret; L1: br H1; X: ret"},
    {"several back edges", "E: br H; H: cbr A X; A: cbr H B; B: cbr H C; C: br H; X: ret"},
    {"loop exits to different targets",
     "E: br H; H: cbr A X1; A: cbr X2 B; B: cbr X3 H; X1: br Y; X2: br Y; X3: ret; Y: ret"},
    {"sides of one branch leave to different exits", "E: br H; H: cbr A L; A: cbr X1 X2; L: br H; X1: ret; X2: ret"},
    {"loop exit into a later merge", "A: cbr H M; H: cbr B M; B: cbr H C; C: br M; M: ret"},
    {"infinite loop", "E: br H; H: cbr A B; A: br H; B: br H"},
    {"infinite loop with a return", "E: br H; H: cbr R B; R: ret; B: br H"},
    {"infinite inner loop", "E: br H1; H1: cbr H2 X; H2: br H2; X: ret"},
    {"two loops in a row", "E: br H1; H1: cbr H1 H2; H2: cbr H2 X; X: ret"},
    {"loop after loop sharing exit", "E: cbr H1 H2; H1: cbr H1 X; H2: cbr H2 X; X: ret"},
    {"switch", "E: sw D A B C; A: br J; B: br J; C: br J; D: br J; J: ret"},
    {"switch shared targets, fallthrough and default",
     "E: sw D C1 C2 C2 C3; C1: br C2; C2: br J; C3: br J; D: br J; J: ret"},
    {"switch default is the merge", "E: sw J A B; A: br J; B: br J; J: ret"},
    {"switch all cases alike", "E: sw A A A; A: ret"},
    {"switch case into another case's body", "E: sw J A B; A: br B2; B: br B2; B2: br J; J: ret"},
    {"switch in a loop with break and continue cases", "E: br H; H: sw L X C L; C: cbr H L; L: br H; X: ret"},
    {"switch inside nested ifs breaks out", "A: cbr B M; B: sw C M D; C: cbr M D; D: br M; M: ret"},
    {"loop inside a switch case", "E: sw J A B; A: br H; H: cbr H J; B: br J; J: ret"},
    {"loop header switch", "E: br H; H: sw X A B; A: br H; B: br H; X: ret"},
    {"latch with switch", "E: br H; H: br L; L: sw H X; X: ret"},
    {"switches collapsing to one edge (repeated phi entries)",
     "A: sw B C B B C B C C C B; B: sw C C C C; C: ret"},
    {"branch with equal targets into a phi", "A: cbr B C; B: cbr C C; C: ret"},
    {"loop exit to return block shared with the function end",
     "E: br H; H: cbr A R; A: cbr B R; B: br H; R: ret"},
    {"exit chain from the entry block", "A: cbr B E; B: cbr C E; C: cbr D E; D: cbr F E; F: cbr G E; G: cbr H E; H: cbr I E; I: cbr J E; J: cbr K E; K: cbr L E; L: br E; E: ret"},
    {"exit chain through blocks from the entry block", "A: cbr X0 B; B: cbr X1 C; C: cbr X2 D; D: cbr X3 F; F: cbr X4 G; G: cbr X5 H; H: cbr X6 I; I: cbr X7 J; J: cbr X8 K; K: cbr X9 L; X0: br E; X1: br E; X2: br E; X3: br E; X4: br E; X5: br E; X6: br E; X7: br E; X8: br E; X9: br E; L: br E; E: ret"},
    {"nested loops sharing exits",
     "E: br H1; H1: cbr H2 X; H2: cbr H3 Y; H3: cbr A X; A: cbr H3 Y; Y: cbr H1 X; X: ret"},
};

static void run_cases(void)
{
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        for (uint64_t vs = 0; vs < 4; vs++) {
            d2s_ctx pctx;
            d2s_ctx_init(&pctx, NULL);
            cfg_tg_graph g;
            if (parse_graph(cases[i].spec, &g, &pctx)) {
                /* value variants: 0 from the idom, 1 and 2 random dominators
                 * and repeated phi entries, 3 handle-typed values */
                run_opts ro = {.value_seed = vs == 3 ? 5 : vs, .runs = 8, .max_visits = 300, .handles = vs == 3};
                d2s_status st;
                const char *why = check_graph(&g, &ro, &st, NULL, 0);
                char name[160];
                snprintf(name, sizeof(name), "%s (values %llu)", cases[i].name, (unsigned long long)vs);
                report(!why, name, why);
            }
            d2s_ctx_release(&pctx);
        }
    }
}

/* Irreducible input is refused, naming the function and the blocks. */
static void run_refusals(void)
{
    static const spec_case bad[] = {
        {"irreducible", "A: cbr B C; B: br C; C: br B"},
        {"irreducible inside a loop", "E: br H; H: cbr A B; A: cbr B X; B: cbr A H; X: ret"},
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        d2s_ctx pctx;
        d2s_ctx_init(&pctx, NULL);
        cfg_tg_graph g;
        if (parse_graph(bad[i].spec, &g, &pctx)) {
            run_opts ro = {.runs = 1, .max_visits = 50};
            d2s_status st;
            const char *why = check_graph(&g, &ro, &st, NULL, 0);
            bool ok = why && st == D2S_ERR_UNSUPPORTED && strstr(why, "irreducible") && strstr(why, "'work'") &&
                      strstr(why, "block");
            report(ok, bad[i].name, ok ? why : why ? why : "was accepted");
        }
        d2s_ctx_release(&pctx);
    }
    /* nesting deeper than the limit fails cleanly */
    d2s_ctx pctx;
    d2s_ctx_init(&pctx, NULL);
    cfg_tg_graph g = {0};
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, &pctx);
    const uint32_t depth = 300;
    for (uint32_t i = 0; i < depth; i++)
        d2s_strbuf_printf(&sb, "A%u: cbr A%u B%u; ", i, i + 1, i);
    d2s_strbuf_printf(&sb, "A%u: br B%u; ", depth, depth - 1);
    for (uint32_t i = depth; i-- > 0;)
        d2s_strbuf_printf(&sb, "B%u: cbr %s%u Z; ", i, i ? "B" : "Z", i ? i - 1 : 0);
    d2s_strbuf_printf(&sb, "Z: ret");
    /* B0 would name "Z0": fix the spelling of the last link */
    char *spec = sb.data;
    char *z0 = strstr(spec, "cbr Z0 Z");
    if (z0)
        memcpy(z0, "br Z    ", 8);
    if (parse_graph(spec, &g, &pctx)) {
        run_opts ro = {.runs = 1, .max_visits = 50, .skip_spirv_val = true};
        d2s_status st;
        const char *why = check_graph(&g, &ro, &st, NULL, 0);
        bool ok = why && st == D2S_ERR_LIMIT && strstr(why, "nests");
        report(ok, "nesting limit", ok ? why : why ? why : "was accepted");
    }
    d2s_ctx_release(&pctx);
}

/* ---- random CFGs ----------------------------------------------------------------------- */

static uint32_t seed_size(uint64_t seed)
{
    uint64_t x = seed * 0x9e3779b97f4a7c15ull;
    x ^= x >> 29;
    uint32_t r = (uint32_t)(x % 100);
    return r < 40 ? 3 + (uint32_t)(x >> 8) % 20 : r < 85 ? 20 + (uint32_t)(x >> 8) % 100 : 100 + (uint32_t)(x >> 8) % 250;
}

static bool run_seed(uint64_t seed, uint32_t size)
{
    d2s_ctx pctx;
    d2s_ctx_init(&pctx, NULL);
    cfg_tg_graph g;
    cfg_tg_random(&pctx, seed, size, size / 12 + (uint32_t)(seed % 4), &g);
    run_opts ro = {.value_seed = seed, .runs = 4, .max_visits = 400, .handles = seed % 4 == 3};
    d2s_status st;
    const char *why = check_graph(&g, &ro, &st, NULL, 0);
    if (why) {
        char name[96];
        snprintf(name, sizeof(name), "random seed %llu size %u", (unsigned long long)seed, size);
        report(false, name, why);
        printf("     replay: test_structurizer --seed %llu --size %u -v\n", (unsigned long long)seed, size);
        if (verbose) {
            d2s_strbuf sb;
            d2s_strbuf_init(&sb, &pctx);
            cfg_tg_format(&g, &sb);
            printf("     graph: %s\n", sb.data);
        }
    }
    d2s_ctx_release(&pctx);
    return !why;
}

static void run_random(uint32_t seeds)
{
    uint32_t ok = 0;
    double t0 = now();
    for (uint64_t s = 1; s <= seeds; s++)
        ok += run_seed(s, seed_size(s));
    passed += ok == seeds;
    printf("random CFGs: %u of %u seeds passed (%.2f s)\n", ok, seeds, now() - t0);
}

/* Deterministic: the same input gives the same output. */
static bool signature(uint64_t seed, uint32_t *sig, uint32_t cap, uint32_t *count)
{
    d2s_ctx ctx;
    jmp_buf jb;
    d2s_ctx_init(&ctx, NULL);
    ctx.on_fail = &jb;
    *count = 0;
    if (setjmp(jb)) {
        d2s_ctx_release(&ctx);
        return false;
    }
    cfg_tg_graph g;
    cfg_tg_random(&ctx, seed, 150, 10, &g);
    ir_module *m = ir_module_create(&ctx);
    ir_function *f = cfg_tg_build(&ctx, m, &g, "work", seed);
    cfg_structure s;
    cfg_structurize(&ctx, m, f, &s);
    for (uint32_t i = 0; i < s.num_order && i < cap; i++) {
        const ir_block *b = s.order[i];
        sig[(*count)++] = (uint32_t)b->num_instrs * 131u + s.header_kind[b->id] * 7u +
                          (s.merge[b->id] ? s.merge[b->id]->id : 0) * 1009u;
    }
    d2s_ctx_release(&ctx);
    return true;
}

static void run_determinism(void)
{
    static uint32_t sig[2][4096];
    bool same = true;
    for (uint64_t seed = 1; seed <= 20 && same; seed++) {
        uint32_t count[2];
        same = signature(seed, sig[0], 4096, &count[0]) && signature(seed, sig[1], 4096, &count[1]) &&
               count[0] == count[1] && !memcmp(sig[0], sig[1], count[0] * sizeof(uint32_t));
    }
    report(same, "deterministic output", NULL);
}

/* ---- scale --------------------------------------------------------------------------- */

typedef struct gb {
    d2s_ctx *ctx;
    cfg_tg_graph *g;
} gb;

static uint32_t gnew(gb *b)
{
    cfg_tg_graph *g = b->g;
    if (g->num_blocks == g->cap) {
        uint32_t cap = g->cap ? g->cap * 2 : 1024;
        cfg_tg_block *nb = d2s_zalloc_array(b->ctx, cap, sizeof(*nb));
        if (g->num_blocks)
            memcpy(nb, g->blocks, g->num_blocks * sizeof(*nb));
        g->blocks = nb;
        g->cap = cap;
    }
    memset(&g->blocks[g->num_blocks], 0, sizeof(cfg_tg_block));
    g->blocks[g->num_blocks].term = CFG_TG_RET;
    return g->num_blocks++;
}

static void gset(gb *b, uint32_t blk, uint8_t term, uint32_t n, const uint32_t *succ)
{
    cfg_tg_block *x = &b->g->blocks[blk];
    x->term = term;
    x->nsucc = n;
    x->succ = d2s_alloc_array(b->ctx, n ? n : 1, sizeof(uint32_t));
    if (n)
        memcpy(x->succ, succ, n * sizeof(uint32_t));
}

enum { SHAPE_DIAMONDS, SHAPE_NESTED_IFS, SHAPE_NESTED_LOOPS, SHAPE_WIDE_SWITCH, SHAPE_LOOPS, SHAPE_SWITCH_LOOPS,
       SHAPE_RANDOM };
static const char *const shape_names[] = {"chain of diamonds", "nested ifs", "nests of 48 loops with breaks",
                                          "wide switch", "many loops", "switch into many loops", "random"};

static uint32_t reachable_count(d2s_ctx *ctx, const cfg_tg_graph *g)
{
    uint8_t *seen = d2s_zalloc_array(ctx, g->num_blocks, 1);
    uint32_t *stack = d2s_alloc_array(ctx, g->num_blocks, sizeof(uint32_t));
    uint32_t sp = 0, count = 1;
    seen[0] = 1;
    stack[sp++] = 0;
    while (sp) {
        const cfg_tg_block *b = &g->blocks[stack[--sp]];
        for (uint32_t k = 0; k < b->nsucc; k++) {
            if (!seen[b->succ[k]]) {
                seen[b->succ[k]] = 1;
                count++;
                stack[sp++] = b->succ[k];
            }
        }
    }
    return count;
}

static void make_shape(d2s_ctx *ctx, int shape, uint32_t n, cfg_tg_graph *g)
{
    memset(g, 0, sizeof(*g));
    gb b = {ctx, g};
    if (shape == SHAPE_RANDOM) {
        /* the generator makes dead code too (after endless loops, say): take
         * the seed, among a few, whose graph has the most live blocks */
        uint64_t best = n;
        uint32_t best_live = 0;
        for (uint64_t seed = n; seed < (uint64_t)n + 16 && best_live < n - n / 5; seed++) {
            cfg_tg_random(ctx, seed, n, 0, g);
            uint32_t live = reachable_count(ctx, g);
            if (live > best_live) {
                best_live = live;
                best = seed;
            }
        }
        cfg_tg_random(ctx, best, n, 0, g);
        return;
    }
    uint32_t cur = gnew(&b);
    if (shape == SHAPE_DIAMONDS) {
        while (g->num_blocks + 3 < n) {
            uint32_t t = gnew(&b), e = gnew(&b), j = gnew(&b);
            uint32_t s2[2] = {t, e};
            gset(&b, cur, CFG_TG_CBR, 2, s2);
            gset(&b, t, CFG_TG_BR, 1, &j);
            gset(&b, e, CFG_TG_BR, 1, &j);
            cur = j;
        }
    } else if (shape == SHAPE_NESTED_IFS) {
        uint32_t levels = (n - 1) / 3, *join = d2s_alloc_array(ctx, levels + 1, sizeof(uint32_t));
        for (uint32_t i = 0; i < levels; i++) {
            uint32_t in = gnew(&b), j = gnew(&b), side = gnew(&b);
            uint32_t s2[2] = {in, side};
            gset(&b, cur, CFG_TG_CBR, 2, s2);
            gset(&b, side, CFG_TG_BR, 1, &j);
            join[i] = j;
            cur = in;
        }
        for (uint32_t i = levels; i-- > 0;) {
            gset(&b, cur, CFG_TG_BR, 1, &join[i]);
            cur = join[i];
        }
    } else if (shape == SHAPE_NESTED_LOOPS) {
        /* nests of 48 loops (loop depth stays realistic: ir_cfg_analyze keeps
         * exit lists per loop level), each header breaking out of several */
        uint32_t hdr[48], ex[48];
        while (g->num_blocks + 3 * 48 + 2 < n) {
            uint32_t outer_exit = gnew(&b);
            for (uint32_t i = 0; i < 48; i++) {
                hdr[i] = gnew(&b);
                ex[i] = gnew(&b);
                gset(&b, cur, CFG_TG_BR, 1, &hdr[i]);
                uint32_t body = gnew(&b);
                uint32_t s2[2] = {body, i % 3 == 0 ? outer_exit : ex[i]};
                gset(&b, hdr[i], CFG_TG_CBR, 2, s2);
                cur = body;
            }
            for (uint32_t i = 48; i-- > 0;) {
                uint32_t s2[2] = {hdr[i], ex[i]};
                gset(&b, cur, CFG_TG_CBR, 2, s2);
                cur = ex[i];
            }
            gset(&b, cur, CFG_TG_BR, 1, &outer_exit);
            cur = outer_exit;
        }
    } else if (shape == SHAPE_WIDE_SWITCH) {
        uint32_t cases = n - 2;
        uint32_t j = gnew(&b);
        uint32_t *succ = d2s_alloc_array(ctx, cases + 1, sizeof(uint32_t));
        succ[0] = j;
        for (uint32_t i = 0; i < cases; i++) {
            uint32_t c = gnew(&b);
            succ[1 + i] = c;
            /* every fourth case falls through into the next one */
            gset(&b, c, CFG_TG_BR, 1, &j);
        }
        for (uint32_t i = 0; i + 1 < cases; i += 4)
            gset(&b, succ[1 + i], CFG_TG_BR, 1, &succ[2 + i]);
        gset(&b, cur, CFG_TG_SWITCH, cases + 1, succ);
        cur = j;
    } else if (shape == SHAPE_SWITCH_LOOPS) {
        /* every case enters a loop that the previous loop's exit enters too */
        uint32_t k = (n - 2) / 3;
        uint32_t *h = d2s_alloc_array(ctx, k + 1, sizeof(uint32_t));
        uint32_t *succ = d2s_alloc_array(ctx, k + 1, sizeof(uint32_t));
        for (uint32_t i = 0; i < k; i++)
            h[i] = gnew(&b);
        uint32_t end = gnew(&b);
        succ[0] = end;
        for (uint32_t i = 0; i < k; i++) {
            uint32_t body = gnew(&b), x = gnew(&b);
            uint32_t s2[2] = {body, x};
            gset(&b, h[i], CFG_TG_CBR, 2, s2);
            gset(&b, body, CFG_TG_BR, 1, &h[i]);
            gset(&b, x, CFG_TG_BR, 1, i + 1 < k ? &h[i + 1] : &end);
            succ[1 + i] = h[i];
        }
        gset(&b, cur, CFG_TG_SWITCH, k + 1, succ);
        cur = end;
    } else if (shape == SHAPE_LOOPS) {
        while (g->num_blocks + 4 < n) {
            uint32_t h = gnew(&b), body = gnew(&b), x = gnew(&b);
            gset(&b, cur, CFG_TG_BR, 1, &h);
            uint32_t s2[2] = {body, x};
            gset(&b, h, CFG_TG_CBR, 2, s2);
            uint32_t s3[2] = {h, x};
            gset(&b, body, CFG_TG_CBR, 2, s3);
            cur = x;
        }
    }
    gset(&b, cur, CFG_TG_RET, 0, NULL);
}

/* 100k blocks must structurize in under a second; sanitizers slow
 * everything down about tenfold. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_UNDEFINED__)
static const double time_limit = 10.0;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer)
static const double time_limit = 10.0;
#else
static const double time_limit = 1.0;
#endif
#else
static const double time_limit = 1.0;
#endif

static void run_scale(int only_shape, uint32_t only_size)
{
    static uint32_t sizes[] = {1000, 10000, 100000};
    if (only_size)
        sizes[0] = sizes[1] = sizes[2] = only_size;
    d2s_limits lim;
    d2s_limits_default(&lim);
    lim.max_nesting = 1u << 20;
    lim.max_memory_bytes = 8ull << 30;
    d2s_chunk_cache cache;
    d2s_chunk_cache_init(&cache, 4ull << 30);
    for (int shape = 0; shape <= SHAPE_RANDOM; shape++) {
        if (only_shape >= 0 && shape != only_shape)
            continue;
        for (size_t k = 0; k < (only_size ? 1 : sizeof(sizes) / sizeof(sizes[0])); k++) {
            d2s_ctx pctx;
            d2s_ctx_init(&pctx, &lim);
            cfg_tg_graph g;
            make_shape(&pctx, shape, sizes[k], &g);
            run_opts ro = {.value_seed = 0, .runs = 2, .max_visits = 2000, .skip_spirv_val = sizes[k] > 10000,
                           .limits = &lim, .cache = &cache};
            d2s_status st;
            char timing[200] = "";
            const char *why = check_graph(&g, &ro, &st, timing, sizeof(timing));
            char name[96];
            snprintf(name, sizeof(name), "scale: %s, %u blocks", shape_names[shape], g.num_blocks);
            double t = 0;
            sscanf(timing, "structurize %lf", &t);
            /* A busy machine can stall one run, and the first run at a size
             * pays the page faults of its fresh memory (expensive on some
             * VMs, and nothing to do with the algorithm): the limit holds
             * for the better of two, the second on the first one's chunks. */
            if (!why && sizes[k] >= 100000 && t > time_limit) {
                why = check_graph(&g, &ro, &st, timing, sizeof(timing));
                sscanf(timing, "structurize %lf", &t);
            }
            if (!why && sizes[k] >= 100000 && t > time_limit)
                why = "structurizing took more than 1 s";
            printf("%s %s: %s\n", why ? "FAIL" : "ok  ", name, timing);
            if (why) {
                printf("     %s\n", why);
                failed++;
            } else {
                passed++;
            }
            d2s_ctx_release(&pctx);
        }
    }
    d2s_chunk_cache_release(&cache);
}

/* ---- exits of one region ------------------------------------------------------------- */

/* An unrolled loop with early exits: x_i -> (x_i+1 | exit_i), the last x
 * falls through. `work` selects exits that go straight to the join E
 * (0), through a block of their own (1), or both alternately (2); with
 * `in_loop` the chain is the body of a loop whose latch is E. */
static void make_exit_chain(d2s_ctx *ctx, uint32_t exits, int work, bool in_loop, cfg_tg_graph *g)
{
    memset(g, 0, sizeof(*g));
    gb b = {ctx, g};
    uint32_t entry = gnew(&b), h = entry, out = UINT32_MAX;
    if (in_loop) {
        h = gnew(&b);
        out = gnew(&b);
        gset(&b, entry, CFG_TG_BR, 1, &h);
    }
    uint32_t e = gnew(&b);
    uint32_t cur = gnew(&b);
    if (in_loop) {
        uint32_t s2[2] = {cur, out};
        gset(&b, h, CFG_TG_CBR, 2, s2);
        uint32_t s3[2] = {h, out};
        gset(&b, e, CFG_TG_CBR, 2, s3);
    } else {
        gset(&b, entry, CFG_TG_BR, 1, &cur);
        gset(&b, e, CFG_TG_RET, 0, NULL);
    }
    for (uint32_t i = 0; i < exits; i++) {
        uint32_t next = gnew(&b), side = e;
        if (work == 1 || (work == 2 && i % 2)) {
            side = gnew(&b);
            gset(&b, side, CFG_TG_BR, 1, &e);
        }
        uint32_t s2[2] = {i % 2 ? side : next, i % 2 ? next : side};
        gset(&b, cur, CFG_TG_CBR, 2, s2);
        cur = next;
    }
    gset(&b, cur, CFG_TG_BR, 1, &e);
}

/* Seeded random regions with many exits: each exit goes to the join
 * straight, through a block, through a diamond, or returns; between exits
 * the chain may pass an if/else of its own; the region may be a loop body.
 * Checked like every graph (structure, spirv-val, differential runs). */
static void make_random_exits(d2s_ctx *ctx, uint64_t seed, cfg_tg_graph *g)
{
    memset(g, 0, sizeof(*g));
    gb b = {ctx, g};
    uint64_t r = seed * 0x9E3779B97F4A7C15ull + 1;
#define RND(n) ((r = r * 6364136223846793005ull + 1442695040888963407ull), (uint32_t)((r >> 33) % (n)))
    bool in_loop = RND(2);
    uint32_t exits = 8 + RND(40);
    uint32_t entry = gnew(&b), h = entry, out = UINT32_MAX;
    if (in_loop) {
        h = gnew(&b);
        out = gnew(&b);
        gset(&b, entry, CFG_TG_BR, 1, &h);
    }
    uint32_t e = gnew(&b), cur = gnew(&b);
    if (in_loop) {
        uint32_t s2[2] = {cur, out}, s3[2] = {h, out};
        gset(&b, h, CFG_TG_CBR, 2, s2);
        gset(&b, e, CFG_TG_CBR, 2, s3);
    } else {
        gset(&b, entry, CFG_TG_BR, 1, &cur);
        gset(&b, e, CFG_TG_RET, 0, NULL);
    }
    for (uint32_t i = 0; i < exits; i++) {
        uint32_t next = gnew(&b), side = e;
        switch (RND(4)) {
        case 1:
            side = gnew(&b);
            gset(&b, side, CFG_TG_BR, 1, &e);
            break;
        case 2: {
            side = gnew(&b);
            uint32_t t = gnew(&b), f = gnew(&b), s2[2] = {t, f};
            gset(&b, side, CFG_TG_CBR, 2, s2);
            gset(&b, t, CFG_TG_BR, 1, &e);
            gset(&b, f, CFG_TG_BR, 1, &e);
            break;
        }
        case 3:
            side = gnew(&b);
            gset(&b, side, CFG_TG_RET, 0, NULL);
            break;
        default:
            break;
        }
        uint32_t s2[2] = {side, next};
        if (RND(2)) {
            s2[0] = next;
            s2[1] = side;
        }
        gset(&b, cur, CFG_TG_CBR, 2, s2);
        cur = next;
        if (!RND(4)) { /* an if/else inside the chain */
            uint32_t t = gnew(&b), f = gnew(&b), j = gnew(&b), d2[2] = {t, f};
            gset(&b, cur, CFG_TG_CBR, 2, d2);
            gset(&b, t, CFG_TG_BR, 1, &j);
            gset(&b, f, CFG_TG_BR, 1, &j);
            cur = j;
        }
    }
    gset(&b, cur, CFG_TG_BR, 1, &e);
#undef RND
}

static void run_random_exits(void)
{
    uint32_t ok = 0, total = 300;
    for (uint64_t seed = 1; seed <= total; seed++) {
        d2s_ctx pctx;
        d2s_ctx_init(&pctx, NULL);
        cfg_tg_graph g;
        make_random_exits(&pctx, seed, &g);
        for (uint64_t vs = 0; vs < 2; vs++) {
            run_opts ro = {.value_seed = seed * 4 + vs, .runs = 8, .max_visits = 2000, .handles = vs == 1};
            d2s_status st;
            const char *why = check_graph(&g, &ro, &st, NULL, 0);
            if (why) {
                char name[96];
                snprintf(name, sizeof(name), "random exits, seed %llu (values %llu)", (unsigned long long)seed,
                         (unsigned long long)vs);
                report(false, name, why);
            } else {
                ok++;
            }
        }
        d2s_ctx_release(&pctx);
    }
    char detail[64];
    snprintf(detail, sizeof(detail), "%u of %u", ok, (unsigned)(2 * total));
    report(ok == 2 * total, "random regions with many exits", detail);
}

/* Exit regions inside exit regions: `outer` steps, each an inner chain of
 * `inner` exits to its own join J_i, which leaves to the outer join E or goes
 * on; so E and every J_i become run-once loops, nested. */
static void make_nested_exit_chains(d2s_ctx *ctx, uint32_t outer, uint32_t inner, cfg_tg_graph *g)
{
    memset(g, 0, sizeof(*g));
    gb b = {ctx, g};
    uint32_t entry = gnew(&b), e = gnew(&b), cur = gnew(&b);
    gset(&b, entry, CFG_TG_BR, 1, &cur);
    gset(&b, e, CFG_TG_RET, 0, NULL);
    for (uint32_t o = 0; o < outer; o++) {
        uint32_t j = gnew(&b);
        for (uint32_t i = 0; i < inner; i++) {
            uint32_t next = gnew(&b), s2[2] = {next, j};
            gset(&b, cur, CFG_TG_CBR, 2, s2);
            cur = next;
        }
        gset(&b, cur, CFG_TG_BR, 1, &j);
        uint32_t next = gnew(&b), s2[2] = {e, next};
        gset(&b, j, CFG_TG_CBR, 2, s2);
        cur = next;
    }
    gset(&b, cur, CFG_TG_BR, 1, &e);
}

static void run_nested_exit_chains(void)
{
    uint32_t depth10 = 0;
    for (uint32_t outer = 10; outer <= 100; outer *= 10) {
        d2s_ctx pctx;
        d2s_ctx_init(&pctx, NULL);
        cfg_tg_graph g;
        make_nested_exit_chains(&pctx, outer, 12, &g);
        for (uint64_t vs = 0; vs < 2; vs++) {
            run_opts ro = {.value_seed = outer + vs, .runs = 8, .max_visits = 20000, .handles = vs == 1};
            d2s_status st;
            char timing[200] = "";
            const char *why = check_graph(&g, &ro, &st, timing, sizeof(timing));
            unsigned depth = 0;
            const char *dp = strstr(timing, "depth ");
            if (dp)
                sscanf(dp, "depth %u", &depth);
            if (outer == 10 && !vs)
                depth10 = depth;
            char name[160], detail[300];
            snprintf(name, sizeof(name), "nested exit regions: %u x 12 exits (values %llu)", outer,
                     (unsigned long long)vs);
            if (!why && (!depth || depth != depth10)) {
                snprintf(detail, sizeof(detail), "nesting depth %u, %u with 10 outer steps", depth, depth10);
                why = detail;
            }
            report(!why, name, why ? why : timing);
        }
        d2s_ctx_release(&pctx);
    }
}

/* Nesting must not grow with the number of exits: the depth for 1,000
 * exits (with the default nesting limit of 256) equals that for 10. */
static void run_exit_chains(void)
{
    static const char *const kinds[] = {"direct exits", "exits through blocks", "mixed exits"};
    for (int in_loop = 0; in_loop < 2; in_loop++) {
        for (int work = 0; work < 3; work++) {
            uint32_t depth10 = 0;
            for (uint32_t exits = 10; exits <= 1000; exits *= 10) {
                d2s_ctx pctx;
                d2s_ctx_init(&pctx, NULL);
                cfg_tg_graph g;
                make_exit_chain(&pctx, exits, work, in_loop, &g);
                run_opts ro = {.value_seed = exits, .runs = 8, .max_visits = 20000};
                d2s_status st;
                char timing[200] = "";
                const char *why = check_graph(&g, &ro, &st, timing, sizeof(timing));
                unsigned depth = 0;
                const char *dp = strstr(timing, "depth ");
                if (dp)
                    sscanf(dp, "depth %u", &depth);
                if (exits == 10)
                    depth10 = depth;
                char name[160], detail[400];
                snprintf(name, sizeof(name), "exit chain: %u %s%s", exits, kinds[work], in_loop ? " in a loop" : "");
                if (!why && (!depth || depth != depth10)) {
                    snprintf(detail, sizeof(detail), "nesting depth %u, %u with 10 exits", depth, depth10);
                    why = detail;
                }
                report(!why, name, why ? why : timing);
                d2s_ctx_release(&pctx);
            }
        }
    }
}

/* --dump SPEC: the function before and after, and the structure. */
static int dump(const char *spec)
{
    d2s_ctx ctx;
    jmp_buf jb;
    d2s_ctx_init(&ctx, NULL);
    ctx.on_fail = &jb;
    if (setjmp(jb)) {
        printf("error: %s\n", ctx.message);
        d2s_ctx_release(&ctx);
        return 1;
    }
    cfg_tg_graph g;
    const char *err = cfg_tg_parse(&ctx, spec, &g);
    if (err) {
        printf("bad spec: %s\n", err);
        return 1;
    }
    ir_module *m = ir_module_create(&ctx);
    ir_function *f = cfg_tg_build(&ctx, m, &g, "work", 0);
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, &ctx);
    ir_dump_function(m, f, &sb);
    cfg_structure s;
    cfg_structurize(&ctx, m, f, &s);
    d2s_strbuf_printf(&sb, "---- after:\n");
    ir_dump_function(m, f, &sb);
    d2s_strbuf_printf(&sb, "---- structure:\n");
    cfg_structure_dump(f, &s, &sb);
    const char *why = cfg_check_structure(&ctx, f, &s, NULL);
    d2s_strbuf_printf(&sb, "---- check: %s\n", why ? why : "ok");
    fputs(sb.data, stdout);
    d2s_ctx_release(&ctx);
    return why ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--dump"))
        return dump(argv[2]);
    uint32_t seeds = 1000, size = 0;
    long long one_seed = -1;
    bool scale = true;
    int scale_shape = -1;
    uint32_t scale_size = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--seeds") && i + 1 < argc)
            seeds = (uint32_t)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            one_seed = strtoll(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--size") && i + 1 < argc)
            size = (uint32_t)strtoul(argv[++i], NULL, 0);
        else if (!strcmp(argv[i], "--no-scale"))
            scale = false;
        else if (!strcmp(argv[i], "--scale") && i + 2 < argc) {
            scale_shape = atoi(argv[++i]);
            scale_size = (uint32_t)strtoul(argv[++i], NULL, 0);
        }
        else if (!strcmp(argv[i], "-v"))
            verbose = true;
        else {
            fprintf(stderr, "usage: %s [--seeds N] [--seed S [--size B]] [--no-scale] [--scale SHAPE BLOCKS] [-v]\n", argv[0]);
            return 2;
        }
    }
    if (scale_size) {
        run_scale(scale_shape, scale_size);
    } else if (one_seed >= 0) {
        report(run_seed((uint64_t)one_seed, size ? size : seed_size((uint64_t)one_seed)), "replayed seed", NULL);
    } else {
        run_cases();
        run_refusals();
        run_exit_chains();
        run_random_exits();
        run_nested_exit_chains();
        run_determinism();
        run_random(seeds);
        if (scale)
            run_scale(-1, 0);
    }
    printf("test_structurizer: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
