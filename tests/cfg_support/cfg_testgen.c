/* Test CFG construction, random generation and tracing (cfg_testgen.h). */
#include "cfg_support/cfg_testgen.h"

#include "ir/ir_analysis.h"
#include "ir/ir_build.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define NONE UINT32_MAX

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/* ---- graph editing ------------------------------------------------------- */

static uint32_t add_block(d2s_ctx *ctx, cfg_tg_graph *g, const char *name)
{
    if (g->num_blocks == g->cap) {
        uint32_t cap = g->cap ? g->cap * 2 : 16;
        cfg_tg_block *nb = d2s_zalloc_array(ctx, cap, sizeof(*nb));
        if (g->num_blocks)
            memcpy(nb, g->blocks, (size_t)g->num_blocks * sizeof(*nb));
        g->blocks = nb;
        g->cap = cap;
    }
    cfg_tg_block *b = &g->blocks[g->num_blocks];
    memset(b, 0, sizeof(*b));
    b->term = CFG_TG_RET;
    b->name = name;
    return g->num_blocks++;
}

static void set_term(d2s_ctx *ctx, cfg_tg_graph *g, uint32_t b, uint8_t term, const uint32_t *succ, uint32_t n)
{
    cfg_tg_block *bb = &g->blocks[b];
    bb->term = term;
    bb->nsucc = n;
    bb->succ = n ? d2s_alloc_array(ctx, n, sizeof(uint32_t)) : NULL;
    if (n)
        memcpy(bb->succ, succ, (size_t)n * sizeof(uint32_t));
}

/* ---- parser ---------------------------------------------------------------- */

static const char *next_word(const char **p, char *buf, size_t cap)
{
    const char *s = *p;
    while (*s == ' ' || *s == '\t' || *s == ',')
        s++;
    size_t n = 0;
    while (s[n] && (isalnum((unsigned char)s[n]) || s[n] == '_' || s[n] == '.'))
        n++;
    if (!n || n >= cap)
        return NULL;
    memcpy(buf, s, n);
    buf[n] = 0;
    *p = s + n;
    return buf;
}

const char *cfg_tg_parse(d2s_ctx *ctx, const char *spec, cfg_tg_graph *g)
{
    memset(g, 0, sizeof(*g));
    /* first pass: names */
    const char *p = spec;
    char w[64];
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == ';')
            p++;
        if (!*p)
            break;
        if (!next_word(&p, w, sizeof(w)))
            return d2s_sprintf(ctx, "expected a block name at '%.20s'", p);
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p != ':')
            return d2s_sprintf(ctx, "expected ':' after block name '%s'", w);
        for (uint32_t i = 0; i < g->num_blocks; i++) {
            if (!strcmp(g->blocks[i].name, w))
                return d2s_sprintf(ctx, "block '%s' defined twice", w);
        }
        add_block(ctx, g, d2s_strndup(ctx, w, strlen(w)));
        while (*p && *p != ';' && *p != '\n')
            p++;
    }
    if (!g->num_blocks)
        return "no blocks";
    /* second pass: terminators */
    p = spec;
    uint32_t b = 0;
    uint32_t succ[256];
    while (*p) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == ';')
            p++;
        if (!*p)
            break;
        next_word(&p, w, sizeof(w));
        while (*p == ' ' || *p == '\t' || *p == ':')
            p++;
        char kind[16];
        if (!next_word(&p, kind, sizeof(kind)))
            return d2s_sprintf(ctx, "block '%s': expected br, cbr, sw, ret or unr", w);
        uint32_t n = 0;
        while (*p && *p != ';' && *p != '\n') {
            if (!next_word(&p, w, sizeof(w))) {
                if (*p == ' ' || *p == '\t')
                    continue;
                return d2s_sprintf(ctx, "block %u: bad target at '%.20s'", b, p);
            }
            uint32_t t = 0;
            while (t < g->num_blocks && strcmp(g->blocks[t].name, w))
                t++;
            if (t == g->num_blocks)
                return d2s_sprintf(ctx, "unknown block '%s'", w);
            if (n == 256)
                return "too many targets";
            succ[n++] = t;
            while (*p == ' ' || *p == '\t')
                p++;
        }
        uint8_t term;
        uint32_t lo = 0, hi = 0;
        if (!strcmp(kind, "br")) {
            term = CFG_TG_BR, lo = hi = 1;
        } else if (!strcmp(kind, "cbr")) {
            term = CFG_TG_CBR, lo = hi = 2;
        } else if (!strcmp(kind, "sw")) {
            term = CFG_TG_SWITCH, lo = 1, hi = 256;
        } else if (!strcmp(kind, "ret")) {
            term = CFG_TG_RET;
        } else if (!strcmp(kind, "unr")) {
            term = CFG_TG_UNREACHABLE;
        } else {
            return d2s_sprintf(ctx, "unknown terminator '%s'", kind);
        }
        if (n < lo || n > hi)
            return d2s_sprintf(ctx, "block '%s': %s takes %u..%u targets", g->blocks[b].name, kind, lo, hi);
        set_term(ctx, g, b, term, succ, n);
        b++;
    }
    return NULL;
}

void cfg_tg_format(const cfg_tg_graph *g, d2s_strbuf *out)
{
    static const char *const kinds[] = {"br", "cbr", "sw", "ret", "unr"};
    for (uint32_t i = 0; i < g->num_blocks; i++) {
        const cfg_tg_block *b = &g->blocks[i];
        d2s_strbuf_printf(out, "%sb%u: %s", i ? "; " : "", i, kinds[b->term]);
        for (uint32_t k = 0; k < b->nsucc; k++)
            d2s_strbuf_printf(out, " b%u", b->succ[k]);
    }
}

/* ---- IR building ------------------------------------------------------------ */

static ir_function *declaration(ir_module *m, const char *name, ir_type *ret, ir_type *const *params, uint32_t n)
{
    for (uint32_t i = 0; i < m->num_functions; i++) {
        if (m->functions[i]->v.name && !strcmp(m->functions[i]->v.name, name))
            return m->functions[i];
    }
    return ir_function_create(m, name, ir_type_function(m, ret, params, n), true);
}

ir_function *cfg_tg_build(d2s_ctx *ctx, ir_module *m, const cfg_tg_graph *g, const char *name, uint64_t value_seed)
{
    return cfg_tg_build_typed(ctx, m, g, name, value_seed, NULL);
}

ir_function *cfg_tg_build_typed(d2s_ctx *ctx, ir_module *m, const cfg_tg_graph *g, const char *name,
                                uint64_t value_seed, ir_type *vt)
{
    ir_type *i32 = ir_type_int(m, 32), *i1 = ir_type_int(m, 1), *vd = ir_type_void(m);
    ir_type *p2[2] = {i32, i32};
    char vname[32] = "cfg.visit";
    if (!vt)
        vt = i32;
    else
        snprintf(vname, sizeof(vname), "cfg.visit.%u", vt->id);
    ir_type *pv[2] = {i32, vt};
    ir_function *visit = declaration(m, vname, vt, pv, 2);
    bool dup = value_seed & 1;
    ir_function *cond = declaration(m, "cfg.cond", i1, p2, 1);
    ir_function *sel = declaration(m, "cfg.sel", i32, p2, 2);
    ir_function *f = ir_function_create(m, name, ir_type_function(m, vd, &vt, 1), false);
    uint32_t n = g->num_blocks;
    ir_block **bl = d2s_alloc_array(ctx, n, sizeof(*bl));
    for (uint32_t i = 0; i < n; i++) {
        char nm[32];
        snprintf(nm, sizeof(nm), "b%u", i);
        bl[i] = ir_block_create(m, f, g->blocks[i].name ? g->blocks[i].name : nm);
    }
    /* distinct predecessors, in block order; nentry: phi entries (one per
     * edge when `dup`) */
    uint32_t *npred = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *nentry = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *stamp = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++) {
        for (uint32_t k = 0; k < g->blocks[i].nsucc; k++) {
            uint32_t t = g->blocks[i].succ[k];
            if (stamp[t] != i + 1) {
                stamp[t] = i + 1;
                npred[t]++;
                nentry[t]++;
            } else if (dup && g->blocks[i].term != CFG_TG_BR) {
                nentry[t]++;
            }
        }
    }
    ir_instr **phi = d2s_zalloc_array(ctx, n, sizeof(*phi));
    ir_instr **x = d2s_zalloc_array(ctx, n, sizeof(*x));
    for (uint32_t i = 0; i < n; i++) {
        bool use_phi = npred[i] >= 2 && !(value_seed && (mix64(value_seed ^ (i * 7919ull)) & 7) == 0);
        if (use_phi)
            phi[i] = ir_build_phi(m, f, bl[i], vt, nentry[i]);
        ir_value *args[2] = {&ir_const_int(m, i32, i)->v, phi[i] ? &phi[i]->v : &f->args[0]->v};
        x[i] = ir_build_call(m, f, bl[i], visit, args, 2);
        const cfg_tg_block *b = &g->blocks[i];
        switch (b->term) {
        case CFG_TG_BR:
            ir_build_br(m, f, bl[i], bl[b->succ[0]]);
            break;
        case CFG_TG_CBR: {
            ir_instr *c = ir_build_call(m, f, bl[i], cond, args, 1);
            ir_build_condbr(m, f, bl[i], &c->v, bl[b->succ[0]], bl[b->succ[1]]);
            break;
        }
        case CFG_TG_SWITCH: {
            ir_value *sa[2] = {args[0], &ir_const_int(m, i32, b->nsucc - 1)->v};
            ir_instr *s = ir_build_call(m, f, bl[i], sel, sa, 2);
            ir_value **cases = d2s_alloc_array(ctx, b->nsucc, sizeof(*cases));
            ir_block **tg = d2s_alloc_array(ctx, b->nsucc, sizeof(*tg));
            for (uint32_t k = 1; k < b->nsucc; k++) {
                cases[k - 1] = &ir_const_int(m, i32, k - 1)->v;
                tg[k - 1] = bl[b->succ[k]];
            }
            ir_build_switch(m, f, bl[i], &s->v, bl[b->succ[0]], cases, tg, b->nsucc - 1);
            break;
        }
        case CFG_TG_RET:
            ir_build_ret(m, f, bl[i], NULL);
            break;
        default:
            ir_build_unreachable(m, f, bl[i]);
            break;
        }
    }
    memset(stamp, 0, (size_t)n * sizeof(uint32_t));
    uint32_t *fill = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++) {
        for (uint32_t k = 0; k < g->blocks[i].nsucc; k++) {
            uint32_t t = g->blocks[i].succ[k];
            if (stamp[t] == i + 1 && !(dup && g->blocks[i].term != CFG_TG_BR))
                continue;
            stamp[t] = i + 1;
            if (phi[t])
                ir_phi_set_incoming(phi[t], fill[t], &x[i]->v, bl[i]);
            fill[t]++;
        }
    }
    ir_function_compute_cfg(ctx, f);
    ir_cfg_info *ci = ir_cfg_analyze(ctx, f);
    for (uint32_t i = 1; i < n; i++) {
        if (phi[i] || !ir_cfg_reachable(ci, i))
            continue;
        uint32_t d = ci->idom[i];
        if (value_seed) {
            uint32_t up = (uint32_t)(mix64(value_seed + i) % 6);
            while (up-- && ci->idom[d] != IR_CFG_NONE)
                d = ci->idom[d];
        }
        x[i]->ops[1] = &x[d]->v;
    }
    return f;
}

/* ---- running ------------------------------------------------------------------- */

typedef struct tg_host {
    d2s_ctx *ctx;
    uint64_t seed, k;
    uint32_t max;
    D2S_VEC(uint64_t) ev;
} tg_host;

static uint64_t tg_call(void *user, const ir_instr *call, const uint64_t *args, uint32_t nargs, bool *stop)
{
    tg_host *h = user;
    const char *name = call->callee && call->callee->v.name ? call->callee->v.name : "";
    if (!strncmp(name, "cfg.visit", 9) && nargs == 2) {
        d2s_vec_push(h->ctx, &h->ev, (args[0] << 32) | (args[1] & 0xffffffffu));
        if (h->ev.count >= h->max)
            *stop = true;
        return mix64(args[0] * 0x100000001ull ^ args[1]) & 0xffffffffu;
    }
    uint64_t d = mix64(h->seed ^ mix64(h->k++));
    if (!strcmp(name, "cfg.cond"))
        return d & 1;
    if (!strcmp(name, "cfg.sel") && nargs == 2)
        return d % (args[1] + 1);
    *stop = true;
    return 0;
}

void cfg_tg_run(d2s_ctx *ctx, const ir_function *f, uint64_t decision_seed, uint32_t max_visits, cfg_tg_trace *out)
{
    tg_host h = {.ctx = ctx, .seed = decision_seed, .max = max_visits};
    cfg_interp_host host = {&h, tg_call};
    uint64_t arg = decision_seed & 0xffff;
    uint64_t steps = ((uint64_t)max_visits + 2) * ((uint64_t)f->num_instrs + 16);
    out->status = cfg_interp_run(ctx, f, &arg, &host, steps, &out->error);
    out->events = h.ev.data;
    out->count = h.ev.count;
}

/* ---- random reducible CFGs ------------------------------------------------------ */

enum { MAX_LOOPS = 48 };

typedef struct gen {
    d2s_ctx *ctx;
    cfg_tg_graph *g;
    uint64_t rng;
    int64_t budget;
    uint32_t max_depth;
    uint32_t cur;                       /* open block, NONE after an unconditional jump */
    uint32_t nloops;
    uint32_t loop_header[MAX_LOOPS], loop_exit[MAX_LOOPS];
} gen;

static uint32_t rnd(gen *G, uint32_t n)
{
    G->rng = mix64(G->rng);
    return n ? (uint32_t)(G->rng % n) : 0;
}

static uint32_t gblock(gen *G)
{
    G->budget--;
    return add_block(G->ctx, G->g, NULL);
}

static void gbr(gen *G, uint32_t b, uint32_t t)
{
    set_term(G->ctx, G->g, b, CFG_TG_BR, &t, 1);
}

static void gcbr(gen *G, uint32_t b, uint32_t t, uint32_t e)
{
    uint32_t s[2] = {t, e};
    if (rnd(G, 2)) {
        s[0] = e;
        s[1] = t;
    }
    set_term(G->ctx, G->g, b, CFG_TG_CBR, s, 2);
}

static void gen_seq(gen *G, uint32_t depth);

static void gen_if(gen *G, uint32_t depth)
{
    uint32_t then = gblock(G), els = rnd(G, 2) ? gblock(G) : NONE, join = gblock(G);
    gcbr(G, G->cur, then, els != NONE ? els : join);
    G->cur = then;
    gen_seq(G, depth + 1);
    if (G->cur != NONE)
        gbr(G, G->cur, join);
    if (els != NONE) {
        G->cur = els;
        gen_seq(G, depth + 1);
        if (G->cur != NONE)
            gbr(G, G->cur, join);
    }
    G->cur = join;
}

static void gen_switch(gen *G, uint32_t depth)
{
    uint32_t nb = 2 + rnd(G, 3), ncase = nb + rnd(G, 3);
    uint32_t body[8], succ[12];
    for (uint32_t i = 0; i < nb; i++)
        body[i] = gblock(G);
    uint32_t join = gblock(G);
    succ[0] = rnd(G, 3) ? join : body[rnd(G, nb)];
    for (uint32_t i = 0; i < ncase; i++)
        succ[1 + i] = i < nb ? body[i] : (rnd(G, 2) ? join : body[rnd(G, nb)]);
    set_term(G->ctx, G->g, G->cur, CFG_TG_SWITCH, succ, ncase + 1);
    for (uint32_t i = 0; i < nb; i++) {
        G->cur = body[i];
        gen_seq(G, depth + 1);
        if (G->cur != NONE)
            gbr(G, G->cur, i + 1 < nb && !rnd(G, 4) ? body[i + 1] : join);
    }
    G->cur = join;
}

static void gen_loop(gen *G, uint32_t depth)
{
    uint32_t header = gblock(G), exit = gblock(G);
    gbr(G, G->cur, header);
    G->loop_header[G->nloops] = header;
    G->loop_exit[G->nloops] = exit;
    G->nloops++;
    uint32_t form = rnd(G, 3);
    G->cur = header;
    if (form == 0) {
        uint32_t body = gblock(G);
        gcbr(G, header, body, exit);
        G->cur = body;
    }
    gen_seq(G, depth + 1);
    if (G->cur != NONE) {
        if (form == 1)
            gcbr(G, G->cur, header, exit);
        else
            gbr(G, G->cur, header);
    }
    G->nloops--;
    G->cur = exit;
}

static void gen_jump(gen *G, uint32_t depth)
{
    uint32_t target;
    uint32_t r = rnd(G, 10);
    if (G->nloops && r < 7) {
        uint32_t lvl = rnd(G, G->nloops);
        target = rnd(G, 2) ? G->loop_exit[lvl] : G->loop_header[lvl];
    } else {
        target = gblock(G);
        set_term(G->ctx, G->g, target, rnd(G, 8) ? CFG_TG_RET : CFG_TG_UNREACHABLE, NULL, 0);
    }
    /* an unconditional jump leaves the rest of its sequence dead; at the top
     * level that would be the rest of the function */
    if (rnd(G, 4) || depth == 0) {
        uint32_t next = gblock(G);
        gcbr(G, G->cur, target, next);
        G->cur = next;
    } else {
        gbr(G, G->cur, target);
        G->cur = NONE;
    }
}

static void gen_seq(gen *G, uint32_t depth)
{
    uint32_t n = 1 + rnd(G, 4);
    for (uint32_t s = 0; s < n && G->budget > 0; s++) {
        if (G->cur == NONE)
            G->cur = gblock(G); /* dead code */
        uint32_t r = rnd(G, 100);
        if (depth >= G->max_depth || r < 20) {
            uint32_t nb = gblock(G);
            gbr(G, G->cur, nb);
            G->cur = nb;
        } else if (r < 42) {
            gen_if(G, depth);
        } else if (r < 54) {
            gen_switch(G, depth);
        } else if (r < 76 && G->nloops < MAX_LOOPS) {
            gen_loop(G, depth);
        } else {
            gen_jump(G, depth);
        }
    }
}

static bool edge_ok(const ir_cfg_info *ci, uint32_t u, uint32_t v)
{
    if (!ir_cfg_reachable(ci, u) || !ir_cfg_reachable(ci, v) || v == 0)
        return false;
    if (ci->rpo_index[v] <= ci->rpo_index[u]) {
        /* a back edge: v must head a loop around u */
        uint32_t l = ci->loop_of[v];
        return l != IR_CFG_NONE && ci->loops[l].header == v && ir_cfg_loop_contains(ci, l, u);
    }
    uint32_t l = ci->loop_of[v];
    if (l == IR_CFG_NONE || ir_cfg_loop_contains(ci, l, u))
        return true;
    uint32_t p = ci->loops[l].parent;
    return ci->loops[l].header == v && (p == IR_CFG_NONE || ir_cfg_loop_contains(ci, p, u));
}

static void add_edge(gen *G, uint32_t u, uint32_t v)
{
    cfg_tg_block *b = &G->g->blocks[u];
    uint32_t s[260];
    uint32_t n = b->nsucc;
    if (n >= 250)
        return;
    if (n)
        memcpy(s, b->succ, n * sizeof(uint32_t));
    s[n++] = v;
    set_term(G->ctx, G->g, u, n == 2 ? CFG_TG_CBR : CFG_TG_SWITCH, s, n);
}

void cfg_tg_random(d2s_ctx *ctx, uint64_t seed, uint32_t size, uint32_t gotos, cfg_tg_graph *g)
{
    memset(g, 0, sizeof(*g));
    gen G = {.ctx = ctx, .g = g, .rng = mix64(seed ^ 0x5eed), .budget = size < 3 ? 3 : size};
    G.max_depth = 3 + rnd(&G, 6);
    G.cur = gblock(&G);
    while (G.budget > 0) {
        gen_seq(&G, 0);
        if (G.cur == NONE)
            G.cur = gblock(&G);
    }
    set_term(ctx, g, G.cur, CFG_TG_RET, NULL, 0);
    for (uint32_t k = 0; k < gotos; k++) {
        ir_module *m = ir_module_create(ctx);
        ir_function *f = cfg_tg_build(ctx, m, g, "skeleton", 0);
        ir_cfg_info *ci = ir_cfg_analyze(ctx, f);
        for (uint32_t tries = 0; tries < 64; tries++) {
            uint32_t u = rnd(&G, g->num_blocks), v = rnd(&G, g->num_blocks);
            uint8_t t = g->blocks[u].term;
            if ((t != CFG_TG_BR && t != CFG_TG_CBR && t != CFG_TG_SWITCH) || !edge_ok(ci, u, v))
                continue;
            add_edge(&G, u, v);
            break;
        }
    }
}
