/* Random-CFG differential test of the structurizer on a real device.
 *
 * For each seed: a random reducible CFG (cfg_tg_random) becomes a compute
 * shader in which every original block records its id in a per-thread trace
 * (an atomic per-thread counter gives the slot) and every conditional branch
 * or switch reads its decision from the thread's input word at that same
 * slot. The module goes through emit_spirv() (so through the structurizer),
 * SPIRV-Tools validation and lavapipe; each thread's trace is compared with
 * a walk of the original graph on the host with the same input words.
 *
 * Termination: every cycle of a graph passes through the target of a DFS
 * retreating edge, so such blocks (the loop headers) stop the thread once
 * its counter reaches CAP. Between two header visits a thread makes at
 * most num_blocks visits, so no trace exceeds CAP + num_blocks + 1 entries
 * and no input word past that is read. `unreachable` terminators are built
 * as `ret` so that no thread can execute undefined behaviour.
 *
 * Work is fixed by counts, never by time (no outcome depends on the
 * machine's load or a sanitizer's slowdown): every seed is translated and
 * validated; lavapipe, whose compile time grows faster than the module,
 * runs a seed's module when it has at most --seed-words words and the
 * modules run so far leave it room in --device-words. What a seed got is on
 * its own progress line, so a run killed by meson's limit shows where it
 * was. The per-seed watchdog only catches a driver that never finishes: its
 * limit scales with the build and meson's multiplier (time_limit.h).
 *
 * Usage: cfgdiff [--seeds N] [--seed S] [--first S] [--size B] [--device-words W] [--seed-words W] [-v]
 *   --seeds N         run seeds first..first+N-1 (default 300, first 1)
 *   --seed S          run seed S only (the replay of a failure; always on the device)
 *   --size B          blocks per graph (default: drawn per seed, 3 to 300)
 *   --device-words W  SPIR-V words run on the device in all (default 120000)
 *   --seed-words W    the largest module run on the device (default 6000)
 *   -v                a failing seed's graph
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cfg_support/cfg_testgen.h"
#include "dxil/dxil.h"
#include "dxil/dxil_opcodes.h"
#include "emit/emit.h"
#include "ir/ir_analysis.h"
#include "ir/ir_build.h"
#include "spirv/spv_tools.h"
#include "vk_context.h"
#include "vk_dispatch.h"
#include "vk_resources.h"
#include "watchdog.h"

enum {
    CAP = 96,              /* loop headers stop a thread at this many visits */
    THREADS = 64,          /* input vectors per seed */
    ATOMIC_ADD = 0,
    RK_STRUCTURED_BUFFER = 12,
};

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/* ---- the shader ------------------------------------------------------------- */

typedef struct shader_builder {
    d2s_ctx *ctx;
    ir_module *m;
    ir_function *f;
    ir_type *i1, *i8, *i32, *handle, *resret;
    ir_function *create_handle, *thread_id, *atomic, *load, *store;
    ir_value *h_in, *h_cnt, *h_out, *tid, *base;
} shader_builder;

static ir_function *declare(shader_builder *S, const char *name, ir_type *ret, ir_type *const *params, uint32_t n)
{
    return ir_function_create(S->m, name, ir_type_function(S->m, ret, params, n), true);
}

static ir_value *cint(shader_builder *S, ir_type *t, uint64_t v)
{
    return &ir_const_int(S->m, t, v)->v;
}

/* A dx.op call (opcode first, as in the bitcode); dxil_lower_dxops() turns it
 * into IR_OP_DXOP after checking it against the op table. */
static ir_instr *dxop(shader_builder *S, ir_block *b, ir_function *decl, uint32_t opcode, ir_value *const *args,
                      uint32_t n)
{
    ir_value *all[12];
    all[0] = cint(S, S->i32, opcode);
    memcpy(all + 1, args, n * sizeof(*args));
    return ir_build_call(S->m, S->f, b, decl, all, n + 1);
}

/* Returns the old counter value: the thread's slot for this visit. */
static ir_value *emit_visit(shader_builder *S, ir_block *b, uint32_t id)
{
    ir_value *undef = &ir_const_undef(S->m, S->i32)->v;
    ir_value *aargs[6] = {S->h_cnt, cint(S, S->i32, ATOMIC_ADD), S->tid, cint(S, S->i32, 0), undef,
                          cint(S, S->i32, 1)};
    ir_value *idx = &dxop(S, b, S->atomic, DXOP_AtomicBinOp, aargs, 6)->v;
    ir_value *slot = &ir_build_binop(S->m, S->f, b, IR_OP_ADD, S->base, idx)->v;
    ir_value *sargs[9] = {S->h_out, slot, cint(S, S->i32, 0), cint(S, S->i32, id), undef, undef, undef,
                          cint(S, S->i8, 1), cint(S, S->i32, 4)};
    dxop(S, b, S->store, DXOP_RawBufferStore, sargs, 9);
    return idx;
}

static ir_value *emit_decision(shader_builder *S, ir_block *b, ir_value *idx)
{
    ir_value *slot = &ir_build_binop(S->m, S->f, b, IR_OP_ADD, S->base, idx)->v;
    ir_value *largs[5] = {S->h_in, slot, cint(S, S->i32, 0), cint(S, S->i8, 1), cint(S, S->i32, 4)};
    ir_instr *ld = dxop(S, b, S->load, DXOP_RawBufferLoad, largs, 5);
    ir_value *agg = &ld->v;
    ir_instr *ev = ir_instr_create(S->m, IR_OP_EXTRACTVALUE, S->i32, &agg, 1, NULL, 0);
    ev->num_indices = 1;
    ev->indices = d2s_zalloc_array(S->ctx, 1, sizeof(uint32_t));
    ir_block_append(S->m, S->f, b, ev);
    return &ev->v;
}

static dxil_resource uav(uint32_t id, const char *name)
{
    dxil_resource r;
    memset(&r, 0, sizeof(r));
    r.res_class = DXIL_RES_UAV;
    r.id = id;
    r.name = name;
    r.lower_bound = id;
    r.range_size = 1;
    r.kind = RK_STRUCTURED_BUFFER;
    r.stride = 4;
    return r;
}

/* Marks the targets of DFS retreating edges (iterative DFS from block 0). */
static uint8_t *loop_heads(d2s_ctx *ctx, const cfg_tg_graph *g)
{
    uint32_t n = g->num_blocks;
    uint8_t *head = d2s_zalloc_array(ctx, n, 1);
    uint8_t *state = d2s_zalloc_array(ctx, n, 1); /* 0 new, 1 on stack, 2 done */
    uint32_t *stack = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *next = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    uint32_t sp = 0;
    stack[sp++] = 0;
    state[0] = 1;
    while (sp) {
        uint32_t u = stack[sp - 1];
        const cfg_tg_block *b = &g->blocks[u];
        if (next[u] < b->nsucc) {
            uint32_t v = b->succ[next[u]++];
            if (state[v] == 1)
                head[v] = 1;
            else if (state[v] == 0) {
                state[v] = 1;
                stack[sp++] = v;
            }
        } else {
            state[u] = 2;
            sp--;
        }
    }
    return head;
}

static ir_module *build_shader(d2s_ctx *ctx, const cfg_tg_graph *g, const uint8_t *head, uint32_t numthreads,
                               uint32_t stride)
{
    shader_builder S = {.ctx = ctx};
    ir_module *m = ir_module_create(ctx);
    S.m = m;
    S.i1 = ir_type_int(m, 1);
    S.i8 = ir_type_int(m, 8);
    S.i32 = ir_type_int(m, 32);
    ir_type *vd = ir_type_void(m);
    ir_type *i8p = ir_type_pointer(m, S.i8, 0);
    S.handle = ir_type_struct_named(m, "dx.types.Handle", &i8p, 1);
    ir_type *rr[5] = {S.i32, S.i32, S.i32, S.i32, S.i32};
    S.resret = ir_type_struct_named(m, "dx.types.ResRet.i32", rr, 5);
    ir_type *p_ch[5] = {S.i32, S.i8, S.i32, S.i32, S.i1};
    S.create_handle = declare(&S, "dx.op.createHandle", S.handle, p_ch, 5);
    ir_type *p_tid[2] = {S.i32, S.i32};
    S.thread_id = declare(&S, "dx.op.threadId.i32", S.i32, p_tid, 2);
    ir_type *p_at[7] = {S.i32, S.handle, S.i32, S.i32, S.i32, S.i32, S.i32};
    S.atomic = declare(&S, "dx.op.atomicBinOp.i32", S.i32, p_at, 7);
    ir_type *p_ld[6] = {S.i32, S.handle, S.i32, S.i32, S.i8, S.i32};
    S.load = declare(&S, "dx.op.rawBufferLoad.i32", S.resret, p_ld, 6);
    ir_type *p_st[10] = {S.i32, S.handle, S.i32, S.i32, S.i32, S.i32, S.i32, S.i32, S.i8, S.i32};
    S.store = declare(&S, "dx.op.rawBufferStore.i32", vd, p_st, 10);
    S.f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);

    uint32_t n = g->num_blocks;
    ir_block **bl = d2s_alloc_array(ctx, n, sizeof(*bl));
    for (uint32_t i = 0; i < n; i++)
        bl[i] = ir_block_create(m, S.f, d2s_sprintf(ctx, "b%u", i));
    ir_block *stop = ir_block_create(m, S.f, "stop");
    ir_build_ret(m, S.f, stop, NULL);

    /* Block 0 has no predecessors (the generator never targets it), so the
     * prologue there dominates every use. */
    for (uint32_t i = 0; i < n; i++)
        for (uint32_t k = 0; k < g->blocks[i].nsucc; k++)
            if (g->blocks[i].succ[k] == 0)
                d2s_fail(ctx, D2S_ERR_INTERNAL, "cfgdiff: block b%u branches to the entry block", i);
    ir_value *h[3];
    for (uint32_t r = 0; r < 3; r++) {
        ir_value *a[4] = {cint(&S, S.i8, DXIL_RES_UAV), cint(&S, S.i32, r), cint(&S, S.i32, 0),
                          cint(&S, S.i1, 0)};
        h[r] = &dxop(&S, bl[0], S.create_handle, DXOP_CreateHandle, a, 4)->v;
    }
    S.h_in = h[0];
    S.h_cnt = h[1];
    S.h_out = h[2];
    ir_value *ta[1] = {cint(&S, S.i32, 0)};
    S.tid = &dxop(&S, bl[0], S.thread_id, DXOP_ThreadId, ta, 1)->v;
    S.base = &ir_build_binop(m, S.f, bl[0], IR_OP_MUL, S.tid, cint(&S, S.i32, stride))->v;

    for (uint32_t i = 0; i < n; i++) {
        const cfg_tg_block *b = &g->blocks[i];
        ir_block *cur = bl[i];
        ir_value *idx = emit_visit(&S, cur, i);
        if (head[i]) {
            ir_block *body = ir_block_create(m, S.f, d2s_sprintf(ctx, "b%u.go", i));
            ir_value *c = &ir_build_icmp(m, S.f, cur, IR_ICMP_UGE, idx, cint(&S, S.i32, CAP))->v;
            ir_build_condbr(m, S.f, cur, c, stop, body);
            cur = body;
        }
        switch (b->term) {
        case CFG_TG_BR:
            ir_build_br(m, S.f, cur, bl[b->succ[0]]);
            break;
        case CFG_TG_CBR: {
            ir_value *w = emit_decision(&S, cur, idx);
            ir_value *bit = &ir_build_binop(m, S.f, cur, IR_OP_AND, w, cint(&S, S.i32, 1))->v;
            ir_value *c = &ir_build_icmp(m, S.f, cur, IR_ICMP_NE, bit, cint(&S, S.i32, 0))->v;
            ir_build_condbr(m, S.f, cur, c, bl[b->succ[0]], bl[b->succ[1]]);
            break;
        }
        case CFG_TG_SWITCH: {
            ir_value *w = emit_decision(&S, cur, idx);
            ir_value *sel = &ir_build_binop(m, S.f, cur, IR_OP_UREM, w, cint(&S, S.i32, b->nsucc))->v;
            uint32_t nc = b->nsucc - 1;
            ir_value **cases = d2s_alloc_array(ctx, nc ? nc : 1, sizeof(*cases));
            ir_block **tg = d2s_alloc_array(ctx, nc ? nc : 1, sizeof(*tg));
            for (uint32_t k = 0; k < nc; k++) {
                cases[k] = cint(&S, S.i32, k);
                tg[k] = bl[b->succ[k + 1]];
            }
            ir_build_switch(m, S.f, cur, sel, bl[b->succ[0]], cases, tg, nc);
            break;
        }
        default: /* ret, and unreachable built as ret (see the top) */
            ir_build_ret(m, S.f, cur, NULL);
            break;
        }
    }
    ir_function_compute_cfg(ctx, S.f);

    dxil_module_info *dx = d2s_zalloc(ctx, sizeof(*dx));
    dx->shader_kind = DXIL_SHADER_COMPUTE;
    dx->sm_major = 6;
    dx->sm_minor = 2;
    dx->dxil_major = 1;
    dx->dxil_minor = 2;
    dx->valver_major = 1;
    dx->valver_minor = 2;
    dxil_resource *res = d2s_zalloc_array(ctx, 3, sizeof(*res));
    res[0] = uav(0, "cfg_in");
    res[1] = uav(1, "cfg_count");
    res[2] = uav(2, "cfg_trace");
    dx->num_resources[DXIL_RES_UAV] = 3;
    dx->resources[DXIL_RES_UAV] = res;
    dxil_entry_point *ep = d2s_zalloc(ctx, sizeof(*ep));
    ep->func = S.f;
    ep->name = "main";
    ep->shader_kind = DXIL_SHADER_COMPUTE;
    ep->num_resources[DXIL_RES_UAV] = 3;
    ep->resources[DXIL_RES_UAV] = res;
    ep->numthreads[0] = numthreads;
    ep->numthreads[1] = 1;
    ep->numthreads[2] = 1;
    ep->auto_binding_space = UINT32_MAX;
    ep->node.local_root_args_table_index = -1;
    dx->num_entry_points = 1;
    dx->entry_points = ep;
    m->dxil = dx;
    dxil_lower_dxops(m);
    ir_verify_module(ctx, m);
    return m;
}

/* ---- the host walk ---------------------------------------------------------- */

/* Walks the original graph for one thread; returns the number of visits. */
static uint32_t host_walk(const cfg_tg_graph *g, const uint8_t *head, const uint32_t *in, uint32_t *trace,
                          uint32_t stride)
{
    uint32_t cur = 0, count = 0;
    for (;;) {
        if (count >= stride)
            return UINT32_MAX; /* the termination argument is broken */
        uint32_t idx = count;
        trace[count++] = cur;
        if (head[cur] && idx >= CAP)
            return count;
        const cfg_tg_block *b = &g->blocks[cur];
        switch (b->term) {
        case CFG_TG_BR:
            cur = b->succ[0];
            break;
        case CFG_TG_CBR:
            cur = (in[idx] & 1) ? b->succ[0] : b->succ[1];
            break;
        case CFG_TG_SWITCH: {
            uint32_t s = in[idx] % b->nsucc;
            cur = s == b->nsucc - 1 ? b->succ[0] : b->succ[s + 1];
            break;
        }
        default:
            return count;
        }
    }
}

/* ---- one seed --------------------------------------------------------------- */

typedef struct options {
    uint64_t first, seeds;
    uint32_t size;          /* 0: random per seed */
    unsigned seed_timeout;  /* seconds per seed (the watchdog's base, scaled by time_limit.h) */
    uint64_t device_words;  /* words of SPIR-V the device runs in all */
    uint64_t seed_words;    /* the largest module the device runs */
    bool verbose;
} options;

/* What a seed got: its size and whether the device ran it. */
typedef struct seed_report {
    uint32_t blocks;
    size_t words;
    bool ran;
} seed_report;

static sc_resource buffer(d2s_ctx *ctx, uint32_t reg, const char *name, uint32_t count)
{
    sc_resource r;
    memset(&r, 0, sizeof(r));
    r.reg = name;
    r.reg_class = SC_CLASS_UAV;
    r.reg_index = reg;
    r.kind = SC_RW_STRUCTURED_BUFFER;
    r.format = SC_U32;
    r.count = count;
    r.data = d2s_zalloc_array(ctx, count, 4);
    return r;
}

/* Returns NULL on success, else a message. The module runs on the device
 * when it has at most o->seed_words words and *device_words_left covers
 * it (which it then shrinks). *hung is set when the device must not be
 * used again. */
static const char *run_seed(d2s_ctx *ctx, vk_context *vk, uint64_t seed, const options *o, uint64_t *device_words_left,
                            volatile bool *hung, volatile seed_report *rep)
{
    uint64_t r = mix64(seed * 0x2545f4914f6cdd1dull + 17);
    uint32_t size = o->size;
    if (!size) {
        /* mostly small graphs (lavapipe's compile time grows with size): 75%
         * 3..60 blocks, 18% 60..150, 7% 150..300 */
        uint32_t pick = (uint32_t)(r % 100), v = (uint32_t)(r >> 8);
        size = pick < 75 ? 3 + v % 58 : pick < 93 ? 60 + v % 91 : 150 + v % 151;
    }
    uint32_t gotos = (uint32_t)((r >> 24) % (size / 8 + 2));
    uint32_t numthreads = (r >> 40) & 1 ? 32 : 8;

    cfg_tg_graph g;
    cfg_tg_random(ctx, seed, size, gotos, &g);
    uint32_t n = g.num_blocks;
    rep->blocks = n;
    uint8_t *head = loop_heads(ctx, &g);
    uint32_t stride = CAP + n + 2;
    ir_module *m = build_shader(ctx, &g, head, numthreads, stride);

    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.target_env = DXIL2SPV_TARGET_VULKAN_1_3;
    emit_result er;
    emit_spirv(ctx, m, &opts, &er);
    const char *msg;
    if (!spv_tools_validate(ctx, er.words, er.word_count, SPV_TARGET_VULKAN_1_3, false, &msg))
        return d2s_sprintf(ctx, "SPIR-V validation: %s", msg);
    rep->words = er.word_count;
    if (er.word_count > o->seed_words || er.word_count > *device_words_left)
        return NULL; /* translated and validated; the device's budget is for others */
    *device_words_left -= er.word_count;
    rep->ran = true;

    sc_run run;
    memset(&run, 0, sizeof(run));
    run.dispatch[0] = THREADS / numthreads;
    run.dispatch[1] = run.dispatch[2] = 1;
    run.resource_count = 3;
    run.resources = d2s_zalloc_array(ctx, 3, sizeof(sc_resource));
    run.resources[0] = buffer(ctx, 0, "u0", THREADS * stride);
    run.resources[1] = buffer(ctx, 1, "u1", THREADS);
    run.resources[2] = buffer(ctx, 2, "u2", THREADS * stride);
    uint32_t *in = (uint32_t *)run.resources[0].data;
    uint64_t x = mix64(seed ^ 0xd1ce);
    for (uint32_t i = 0; i < THREADS * stride; i++) {
        x = mix64(x);
        in[i] = (uint32_t)(x >> 16);
    }

    /* The job and the dispatch result live in the arena, not on the stack:
     * they change between the setjmp below and a longjmp to it. */
    vk_job *jp = d2s_zalloc(ctx, sizeof(*jp));
    vk_dispatch_result *dr = d2s_zalloc(ctx, sizeof(*dr));
    vk_job_init(jp, vk, ctx, NULL);
    /* Free the job even when the dispatch fails: catch the failure here and
     * pass it on once the Vulkan objects are gone. */
    jmp_buf jb, *outer = ctx->on_fail;
    ctx->on_fail = &jb;
    if (setjmp(jb)) {
        ctx->on_fail = outer;
        *hung = dr->hung;
        if (!dr->hung)
            vk_job_destroy(jp);
        return d2s_sprintf(ctx, "Vulkan: %s", ctx->message);
    }
    vk_bind_resources(jp, er.reflection, &run);
    watchdog_step("creating the pipeline (driver compiling the SPIR-V)");
    vk_create_pipeline(jp, er.words, er.word_count, er.reflection, dr);
    watchdog_step("dispatching");
    /* A generous limit (scaled by vk_objects, time_limit.h): lavapipe
     * compiles the shader here, and CI machines are loaded. */
    vk_dispatch_run(jp, &run, 120ull * 1000000000ull, dr);
    ctx->on_fail = outer;

    const uint32_t *cnt = (const uint32_t *)jp->obj.buffers.data[jp->resource_buffer[1]].map;
    const uint32_t *out = (const uint32_t *)jp->obj.buffers.data[jp->resource_buffer[2]].map;
    uint32_t *expect = d2s_alloc_array(ctx, stride, sizeof(uint32_t));
    const char *err = NULL;
    for (uint32_t t = 0; t < THREADS && !err; t++) {
        uint32_t want = host_walk(&g, head, in + (size_t)t * stride, expect, stride);
        if (want == UINT32_MAX) {
            err = d2s_sprintf(ctx, "thread %u: the host walk exceeded %u visits", t, stride);
            break;
        }
        const uint32_t *got = out + (size_t)t * stride;
        uint32_t k = 0;
        uint32_t lim = cnt[t] < want ? cnt[t] : want;
        while (k < lim && got[k] == expect[k])
            k++;
        if (k < lim || cnt[t] != want) {
            d2s_strbuf sb;
            d2s_strbuf_init(&sb, ctx);
            d2s_strbuf_printf(&sb, "thread %u: %u visits on the device, %u on the host; first difference at visit %u",
                              t, cnt[t], want, k);
            uint32_t from = k > 4 ? k - 4 : 0;
            d2s_strbuf_printf(&sb, "\n  device:");
            for (uint32_t j = from; j < cnt[t] && j < stride && j < k + 6; j++)
                d2s_strbuf_printf(&sb, " b%u", got[j]);
            d2s_strbuf_printf(&sb, "\n  host:  ");
            for (uint32_t j = from; j < want && j < k + 6; j++)
                d2s_strbuf_printf(&sb, " b%u", expect[j]);
            err = sb.data;
        }
    }
    vk_job_destroy(jp);
    if (err && o->verbose) {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, ctx);
        d2s_strbuf_printf(&sb, "%s\n  graph: ", err);
        cfg_tg_format(&g, &sb);
        err = sb.data;
    }
    return err;
}

/* ---- main ------------------------------------------------------------------- */

static bool parse_u64(const char *s, uint64_t *out)
{
    char *end;
    if (!s || !*s)
        return false;
    *out = strtoull(s, &end, 0);
    return *end == 0;
}

int main(int argc, char **argv)
{
    options o = {.first = 1, .seeds = 300, .seed_timeout = 120, .device_words = 120000, .seed_words = 6000};
    bool replay = false;
    for (int i = 1; i < argc; i++) {
        uint64_t v;
        if (!strcmp(argv[i], "--seeds") && i + 1 < argc && parse_u64(argv[i + 1], &v)) {
            o.seeds = v;
            i++;
        } else if (!strcmp(argv[i], "--seed") && i + 1 < argc && parse_u64(argv[i + 1], &v)) {
            o.first = v;
            o.seeds = 1;
            replay = true;
            i++;
        } else if (!strcmp(argv[i], "--device-words") && i + 1 < argc && parse_u64(argv[i + 1], &v)) {
            o.device_words = v;
            i++;
        } else if (!strcmp(argv[i], "--seed-words") && i + 1 < argc && parse_u64(argv[i + 1], &v)) {
            o.seed_words = v;
            i++;
        } else if (!strcmp(argv[i], "--first") && i + 1 < argc && parse_u64(argv[i + 1], &v)) {
            o.first = v;
            i++;
        } else if (!strcmp(argv[i], "--size") && i + 1 < argc && parse_u64(argv[i + 1], &v) && v >= 3 &&
                   v <= 100000) {
            o.size = (uint32_t)v;
            i++;
        } else if (!strcmp(argv[i], "--seed-timeout") && i + 1 < argc && parse_u64(argv[i + 1], &v) && v >= 1 &&
                   v <= 3600) {
            o.seed_timeout = (unsigned)v;
            i++;
        } else if (!strcmp(argv[i], "-v")) {
            o.verbose = true;
        } else {
            fprintf(stderr, "usage: cfgdiff [--seeds N] [--seed S] [--first S] [--size B] [--device-words W] "
                            "[--seed-words W] [--seed-timeout SEC] [-v]\n");
            return 2;
        }
    }

    vk_context vk;
    char err[512];
    vk_context_options vo = {0};
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        printf("cfgdiff: no Vulkan device (%s)\n", err);
        printf("cfgdiff: 0 passed, 0 failed, 1 skipped\n");
        return 77;
    }
    if (replay) /* a replay runs its seed on the device, whatever its size */
        o.device_words = o.seed_words = UINT64_MAX;
    printf("device: %s\n", vk.description);
    printf("cfgdiff: seeds %llu..%llu; the device runs modules of at most %llu words, %llu words in all\n",
           (unsigned long long)o.first, (unsigned long long)(o.first + o.seeds - 1), (unsigned long long)o.seed_words,
           (unsigned long long)o.device_words);
    fflush(stdout);

    uint64_t passed = 0, failed = 0, ran = 0, ran_words = 0, words_left = o.device_words;
    bool device_hung = false;
    const char *size_arg = "";
    char size_buf[32];
    if (o.size) {
        snprintf(size_buf, sizeof(size_buf), " --size %u", o.size);
        size_arg = size_buf;
    }
    for (uint64_t s = o.first; s < o.first + o.seeds; s++) {
        jmp_buf jb;
        d2s_ctx ctx;
        d2s_ctx_init(&ctx, NULL);
        ctx.on_fail = &jb;
        /* volatile: read after a longjmp out of run_seed() */
        volatile bool hung = false;
        volatile seed_report rep = {0, 0, false};
        const char *msg;
        /* Every seed has its own time limit (a seed normally takes well under
         * a second): a seed the driver never finishes fails with its seed and
         * step named instead of running into meson's limit. */
        char fail_line[64], tail[256];
        snprintf(fail_line, sizeof(fail_line), "FAIL seed %llu", (unsigned long long)s);
        snprintf(tail, sizeof(tail),
                 "  replay: cfgdiff --seed %llu%s\ncfgdiff: stopped by the per-seed time limit\n"
                 "cfgdiff: %llu passed, %llu failed\n",
                 (unsigned long long)s, size_arg, (unsigned long long)passed, (unsigned long long)failed + 1);
        watchdog_arm(o.seed_timeout, fail_line, tail);
        watchdog_step("translating");
        if (setjmp(jb))
            msg = d2s_sprintf(&ctx, "error: %s", ctx.message);
        else
            msg = run_seed(&ctx, &vk, s, &o, &words_left, &hung, &rep);
        watchdog_disarm();
        if (msg) {
            failed++;
            printf("FAIL seed %llu (%u blocks, %zu words): %s\n  replay: cfgdiff --seed %llu%s\n",
                   (unsigned long long)s, rep.blocks, rep.words, msg, (unsigned long long)s, size_arg);
        } else {
            passed++;
            ran += rep.ran;
            ran_words += rep.ran ? rep.words : 0;
            printf("ok   seed %llu (%u blocks, %zu words): %s\n", (unsigned long long)s, rep.blocks, rep.words,
                   rep.ran ? "traces match the host walk" : "translated and validated (over the device budget)");
        }
        fflush(stdout);
        d2s_ctx_release(&ctx);
        if (hung) {
            device_hung = true;
            printf("cfgdiff: the device hung; stopping\n");
            break;
        }
    }
    printf("cfgdiff: %llu seeds run on the device (%llu words)\n", (unsigned long long)ran,
           (unsigned long long)ran_words);
    printf("cfgdiff: %llu passed, %llu failed\n", (unsigned long long)passed, (unsigned long long)failed);
    fflush(stdout);
    /* A hung device is still running the shader on lavapipe's threads:
     * neither destroy it nor run exit-time destructors under it. */
    if (device_hung)
        _Exit(1);
    vk_context_destroy(&vk);
    return failed ? 1 : 0;
}
