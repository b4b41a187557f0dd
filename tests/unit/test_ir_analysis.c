/* Unit tests of src/ir: CFG analyses (RPO, dominators, post-dominators,
 * loops, irreducibility), the verifier and the dump, on CFGs built with
 * ir_build.h. Prints one line per case and a summary line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "dxil/dxil_dump.h"
#include "dxil/dxil_ops.h"
#include "ir/ir_analysis.h"
#include "ir/ir_build.h"
#include "ir/ir_dump.h"

#define NONE IR_CFG_NONE

typedef struct T {
    d2s_ctx ctx;
    ir_module *m;
    ir_function *f;
    ir_type *i1, *i32, *f32, *vd;
    ir_value *c;    /* i1 argument: every conditional branch uses it */
    ir_value *x;    /* i32 argument */
    ir_block **b;
    uint32_t n;
    char why[512];
} T;

static void setup(T *t, uint32_t nblocks)
{
    t->m = ir_module_create(&t->ctx);
    t->i1 = ir_type_int(t->m, 1);
    t->i32 = ir_type_int(t->m, 32);
    t->f32 = ir_type_float(t->m);
    t->vd = ir_type_void(t->m);
    ir_type *params[2] = {t->i1, t->i32};
    t->f = ir_function_create(t->m, "f", ir_type_function(t->m, t->vd, params, 2), false);
    t->c = &t->f->args[0]->v;
    t->x = &t->f->args[1]->v;
    t->n = nblocks;
    t->b = d2s_alloc_array(&t->ctx, nblocks, sizeof(*t->b));
    for (uint32_t i = 0; i < nblocks; i++)
        t->b[i] = ir_block_create(t->m, t->f, NULL);
}

static void br(T *t, uint32_t from, uint32_t to) { ir_build_br(t->m, t->f, t->b[from], t->b[to]); }
static void cbr(T *t, uint32_t from, uint32_t a, uint32_t b)
{
    ir_build_condbr(t->m, t->f, t->b[from], t->c, t->b[a], t->b[b]);
}
static void ret(T *t, uint32_t b) { ir_build_ret(t->m, t->f, t->b[b], NULL); }

/* compute_cfg + verify + analyze */
static ir_cfg_info *finish(T *t)
{
    ir_function_compute_cfg(&t->ctx, t->f);
    ir_verify_function(&t->ctx, t->f);
    return ir_cfg_analyze(&t->ctx, t->f);
}

#define CHECK(cond) do { \
        if (!(cond)) { \
            snprintf(t->why, sizeof(t->why), "line %d: %s", __LINE__, #cond); \
            return false; \
        } \
    } while (0)

#define CHECK_EQ(a, b) do { \
        uint64_t a_ = (uint64_t)(a), b_ = (uint64_t)(b); \
        if (a_ != b_) { \
            snprintf(t->why, sizeof(t->why), "line %d: %s == %llu, expected %s == %llu", __LINE__, #a, \
                     (unsigned long long)a_, #b, (unsigned long long)b_); \
            return false; \
        } \
    } while (0)

/* idom/ipdom tables: X stands for the virtual exit. */
#define X UINT32_MAX - 1
static bool check_trees(T *t, const ir_cfg_info *ci, const uint32_t *idom, const uint32_t *ipdom)
{
    for (uint32_t i = 0; i < t->n; i++) {
        if (ci->idom[i] != idom[i]) {
            snprintf(t->why, sizeof(t->why), "idom[%u] = %d, expected %d", i, (int)ci->idom[i], (int)idom[i]);
            return false;
        }
        uint32_t want = ipdom[i] == X ? IR_CFG_EXIT(ci) : ipdom[i];
        if (ci->ipdom[i] != want) {
            snprintf(t->why, sizeof(t->why), "ipdom[%u] = %d, expected %d", i, (int)ci->ipdom[i], (int)want);
            return false;
        }
    }
    /* The O(1) queries must agree with walking the trees. */
    for (uint32_t a = 0; a < t->n; a++) {
        for (uint32_t b = 0; b < t->n && t->n <= 64; b++) {
            if (!ir_cfg_reachable(ci, a) || !ir_cfg_reachable(ci, b))
                continue;
            bool dom = false, pdom = false;
            for (uint32_t x = b; x != NONE; x = ci->idom[x])
                dom |= x == a;
            for (uint32_t x = b; x != NONE && x != IR_CFG_EXIT(ci); x = ci->ipdom[x])
                pdom |= x == a;
            if (dom != ir_cfg_dominates(ci, a, b) || pdom != ir_cfg_postdominates(ci, a, b)) {
                snprintf(t->why, sizeof(t->why), "dominance query (%u, %u) disagrees with the tree", a, b);
                return false;
            }
        }
    }
    return true;
}

static bool has_edge(const ir_loop *l, uint32_t from, uint32_t to)
{
    for (uint32_t i = 0; i < l->num_exits; i++) {
        if (l->exits[i].from == from && l->exits[i].to == to)
            return true;
    }
    return false;
}

/* ---- analysis cases -------------------------------------------------- */

static bool case_diamond(T *t)
{
    setup(t, 4);
    cbr(t, 0, 1, 2);
    br(t, 1, 3);
    br(t, 2, 3);
    ret(t, 3);
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, 0, 0}, ipdom[] = {3, 3, 3, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_reachable, 4);
    CHECK_EQ(ci->rpo[0], 0);
    CHECK_EQ(ci->rpo[3], 3);
    CHECK(!ir_cfg_dominates(ci, 1, 3));
    CHECK(ir_cfg_postdominates(ci, 3, 0));
    CHECK(ir_cfg_postdominates(ci, IR_CFG_EXIT(ci), 0));
    CHECK_EQ(ci->num_loops, 0);
    CHECK(!ci->irreducible);
    CHECK_EQ(ci->num_fake_exits, 0);
    return true;
}

static bool case_nested_loops(T *t)
{
    setup(t, 7);
    br(t, 0, 1);
    cbr(t, 1, 2, 6); /* outer header */
    br(t, 2, 3);     /* inner header */
    cbr(t, 3, 2, 4); /* inner latch */
    br(t, 4, 5);
    br(t, 5, 1);     /* outer latch */
    ret(t, 6);
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, 1, 2, 3, 4, 1}, ipdom[] = {1, 6, 3, 4, 5, 1, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_loops, 2);
    const ir_loop *outer = &ci->loops[0], *inner = &ci->loops[1];
    CHECK_EQ(outer->header, 1);
    CHECK_EQ(inner->header, 2);
    CHECK_EQ(outer->parent, NONE);
    CHECK_EQ(inner->parent, 0);
    CHECK_EQ(outer->depth, 1);
    CHECK_EQ(inner->depth, 2);
    CHECK_EQ(outer->num_blocks, 5);
    CHECK_EQ(inner->num_blocks, 2);
    CHECK_EQ(outer->num_own_blocks, 3);
    CHECK_EQ(outer->num_latches, 1);
    CHECK_EQ(outer->latches[0], 5);
    CHECK_EQ(inner->latches[0], 3);
    CHECK_EQ(outer->num_children, 1);
    CHECK_EQ(outer->children[0], 1);
    static const uint32_t loop_of[] = {NONE, 0, 1, 1, 0, 0, NONE};
    for (uint32_t i = 0; i < 7; i++)
        CHECK_EQ(ci->loop_of[i], loop_of[i]);
    CHECK_EQ(outer->num_exits, 1);
    CHECK(has_edge(outer, 1, 6));
    CHECK_EQ(inner->num_exits, 1);
    CHECK(has_edge(inner, 3, 4));
    CHECK(ir_cfg_loop_contains(ci, 0, 3));
    CHECK(!ir_cfg_loop_contains(ci, 1, 4));
    CHECK_EQ(ir_cfg_loop_depth(ci, 3), 2);
    CHECK_EQ(ci->max_loop_depth, 2);
    CHECK(!ci->irreducible);
    return true;
}

static bool case_multi_backedge(T *t)
{
    setup(t, 5);
    br(t, 0, 1);
    cbr(t, 1, 2, 3);
    br(t, 2, 1);
    cbr(t, 3, 1, 4);
    ret(t, 4);
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, 1, 1, 3}, ipdom[] = {1, 3, 1, 4, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_loops, 1);
    const ir_loop *l = &ci->loops[0];
    CHECK_EQ(l->header, 1);
    CHECK_EQ(l->num_latches, 2);
    CHECK(l->latches[0] != l->latches[1]);
    CHECK(l->latches[0] == 2 || l->latches[0] == 3);
    CHECK(l->latches[1] == 2 || l->latches[1] == 3);
    CHECK_EQ(l->num_blocks, 3);
    CHECK_EQ(l->num_exits, 1);
    CHECK(has_edge(l, 3, 4));
    return true;
}

static bool case_break_two_loops(T *t)
{
    setup(t, 8);
    br(t, 0, 1);
    br(t, 1, 2);     /* outer header */
    cbr(t, 2, 3, 6); /* inner header; 6 breaks out of both loops */
    cbr(t, 3, 2, 4); /* inner latch */
    cbr(t, 4, 1, 5); /* outer latch */
    br(t, 5, 7);
    br(t, 6, 7);
    ret(t, 7);
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, 1, 2, 3, 4, 2, 2}, ipdom[] = {1, 2, 7, 7, 7, 7, 7, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_loops, 2);
    const ir_loop *outer = &ci->loops[0], *inner = &ci->loops[1];
    CHECK_EQ(outer->header, 1);
    CHECK_EQ(inner->header, 2);
    CHECK_EQ(inner->parent, 0);
    CHECK_EQ(outer->num_blocks, 4);
    CHECK_EQ(inner->num_blocks, 2);
    CHECK_EQ(inner->num_exits, 2);
    CHECK(has_edge(inner, 2, 6));
    CHECK(has_edge(inner, 3, 4));
    CHECK_EQ(outer->num_exits, 2);
    CHECK(has_edge(outer, 2, 6));
    CHECK(has_edge(outer, 4, 5));
    return true;
}

static bool case_switch(T *t)
{
    setup(t, 5);
    ir_value *cases[4];
    for (uint32_t i = 0; i < 4; i++)
        cases[i] = &ir_const_int(t->m, t->i32, i)->v;
    ir_block *targets[4] = {t->b[1], t->b[2], t->b[2], t->b[3]};
    ir_build_switch(t->m, t->f, t->b[0], t->x, t->b[4], cases, targets, 4);
    /* block 2 is reached by two switch edges: its phi has an entry per edge */
    ir_instr *phi = ir_build_phi(t->m, t->f, t->b[2], t->i32, 2);
    ir_phi_set_incoming(phi, 0, t->x, t->b[0]);
    ir_phi_set_incoming(phi, 1, t->x, t->b[0]);
    br(t, 1, 4);
    br(t, 2, 4);
    br(t, 3, 4);
    ir_instr *phi4 = ir_build_phi(t->m, t->f, t->b[4], t->i32, 4);
    ir_phi_set_incoming(phi4, 0, t->x, t->b[0]);
    ir_phi_set_incoming(phi4, 1, &phi->v, t->b[2]);
    ir_phi_set_incoming(phi4, 2, t->x, t->b[1]);
    ir_phi_set_incoming(phi4, 3, t->x, t->b[3]);
    ret(t, 4);
    ir_cfg_info *ci = finish(t);
    CHECK_EQ(t->b[0]->num_succs, 4);
    CHECK(t->b[0]->succs[0] == t->b[4] && t->b[0]->succs[1] == t->b[1] && t->b[0]->succs[2] == t->b[2] &&
          t->b[0]->succs[3] == t->b[3]);
    CHECK_EQ(t->b[4]->num_preds, 4);
    CHECK(t->b[4]->preds[0] == t->b[0] && t->b[4]->preds[3] == t->b[3]);
    static const uint32_t idom[] = {NONE, 0, 0, 0, 0}, ipdom[] = {4, 4, 4, 4, X};
    return check_trees(t, ci, idom, ipdom);
}

static bool case_infinite_loop(T *t)
{
    setup(t, 4);
    cbr(t, 0, 1, 3);
    br(t, 1, 2);
    br(t, 2, 1); /* never leaves */
    ret(t, 3);
    ir_cfg_info *ci = finish(t);
    /* block 2 (the latch, last in RPO) is connected to the virtual exit */
    static const uint32_t idom[] = {NONE, 0, 1, 0}, ipdom[] = {X, 2, X, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_fake_exits, 1);
    CHECK_EQ(ci->fake_exits[0], 2);
    CHECK_EQ(ci->num_loops, 1);
    CHECK_EQ(ci->loops[0].header, 1);
    CHECK_EQ(ci->loops[0].num_exits, 0);
    return true;
}

static bool case_no_exit_at_all(T *t)
{
    setup(t, 3);
    br(t, 0, 1);
    cbr(t, 1, 1, 2); /* self loop */
    br(t, 2, 1);
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, 1}, ipdom[] = {1, 2, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_fake_exits, 1);
    CHECK_EQ(ci->num_loops, 1);
    CHECK_EQ(ci->loops[0].num_latches, 2);
    CHECK_EQ(ci->loops[0].num_blocks, 2);
    return true;
}

static bool case_unreachable(T *t)
{
    setup(t, 4);
    br(t, 0, 1);
    ret(t, 1);
    br(t, 2, 1); /* unreachable, but a predecessor of 1 */
    br(t, 3, 3); /* unreachable self loop */
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, NONE, NONE}, ipdom[] = {1, X, NONE, NONE};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK_EQ(ci->num_reachable, 2);
    CHECK(!ir_cfg_reachable(ci, 2));
    CHECK_EQ(ci->rpo_index[3], NONE);
    CHECK(ir_cfg_dominates(ci, 1, 2)); /* everything dominates unreachable code */
    CHECK(!ir_cfg_dominates(ci, 2, 1));
    CHECK(!ir_cfg_postdominates(ci, 1, 2));
    CHECK_EQ(ci->num_loops, 0);
    CHECK_EQ(ci->loop_of[3], NONE);
    CHECK_EQ(t->b[1]->num_preds, 2);
    return true;
}

static bool case_irreducible(T *t)
{
    setup(t, 4);
    cbr(t, 0, 1, 2);
    cbr(t, 1, 2, 3);
    br(t, 2, 1); /* the cycle 1<->2 has two entries */
    ret(t, 3);
    ir_cfg_info *ci = finish(t);
    static const uint32_t idom[] = {NONE, 0, 0, 1}, ipdom[] = {1, 3, 1, X};
    if (!check_trees(t, ci, idom, ipdom))
        return false;
    CHECK(ci->irreducible);
    CHECK_EQ(ci->num_irreducible_edges, 1);
    CHECK_EQ(ci->irreducible_edges[0].from, 2);
    CHECK_EQ(ci->irreducible_edges[0].to, 1);
    CHECK_EQ(ci->num_loops, 0);
    return true;
}

/* 200 nested loops are fine; 300 exceed the default nesting limit (256). */
static bool deep_loops(T *t, uint32_t depth)
{
    /* header h_i = i+1 for i < depth; latch l_i = 2*depth - i; exit = 2*depth + 1 */
    setup(t, 2 * depth + 2);
    br(t, 0, 1);
    for (uint32_t i = 0; i < depth; i++)
        br(t, i + 1, i + 1 < depth ? i + 2 : 2 * depth - (depth - 1));
    /* innermost header's successor is the innermost latch: l_{depth-1} = depth + 1 */
    for (uint32_t i = depth; i-- > 0;) {
        uint32_t latch = 2 * depth - i;
        uint32_t out = i ? 2 * depth - i + 1 : 2 * depth + 1;
        cbr(t, latch, i + 1, out);
    }
    ret(t, 2 * depth + 1);
    ir_cfg_info *ci = finish(t);
    CHECK_EQ(ci->num_loops, depth);
    CHECK_EQ(ci->max_loop_depth, depth);
    CHECK_EQ(ci->loops[depth - 1].num_blocks, 2);
    CHECK_EQ(ci->loops[0].num_blocks, 2 * depth);
    return true;
}

static bool case_deep_loops_200(T *t) { return deep_loops(t, 200); }

static bool case_deep_loops_limit(T *t)
{
    jmp_buf jb, *saved = t->ctx.on_fail;
    t->ctx.on_fail = &jb;
    if (setjmp(jb) == 0) {
        deep_loops(t, 300);
        t->ctx.on_fail = saved;
        CHECK(!"300 nested loops were accepted");
    }
    t->ctx.on_fail = saved;
    CHECK_EQ(t->ctx.status, D2S_ERR_LIMIT);
    CHECK(strstr(t->ctx.message, "nesting limit"));
    return true;
}

static double seconds_since(clock_t start)
{
    return (double)(clock() - start) / CLOCKS_PER_SEC;
}

#define BIG 100000u

/* A chain of BIG blocks, each adding to the previous block's value. */
static bool case_chain_100k(T *t)
{
    clock_t start = clock();
    setup(t, BIG);
    ir_value *acc = t->x;
    ir_value *one = &ir_const_int(t->m, t->i32, 1)->v;
    for (uint32_t i = 0; i + 1 < BIG; i++) {
        acc = &ir_build_binop(t->m, t->f, t->b[i], IR_OP_ADD, acc, one)->v;
        br(t, i, i + 1);
    }
    ir_build_binop(t->m, t->f, t->b[BIG - 1], IR_OP_ADD, t->x, acc);
    ret(t, BIG - 1);
    ir_cfg_info *ci = finish(t);
    double secs = seconds_since(start);
    for (uint32_t i = 1; i < BIG; i++) {
        CHECK_EQ(ci->idom[i], i - 1);
        CHECK_EQ(ci->ipdom[i - 1], i);
    }
    CHECK(ir_cfg_dominates(ci, 0, BIG - 1));
    CHECK(ir_cfg_postdominates(ci, BIG - 1, 0));
    CHECK_EQ(ci->num_loops, 0);
    printf("     (chain of %u blocks built, verified and analyzed in %.2f s)\n", BIG, secs);
    CHECK(secs < 20.0);
    return true;
}

/* if (c) { if (c) { ... } } nested BIG/2 deep: H_i = i, J_i = K + i, X = 2K. */
static bool case_if_ladder_100k(T *t)
{
    clock_t start = clock();
    uint32_t K = BIG / 2;
    setup(t, 2 * K + 1);
    for (uint32_t i = 0; i < K; i++)
        cbr(t, i, i + 1 < K ? i + 1 : 2 * K, K + i);
    br(t, 2 * K, 2 * K - 1);
    for (uint32_t i = K; i-- > 1;)
        br(t, K + i, K + i - 1);
    ret(t, K);
    ir_cfg_info *ci = finish(t);
    double secs = seconds_since(start);
    for (uint32_t i = 0; i < K; i++) {
        CHECK_EQ(ci->idom[K + i], i);
        CHECK_EQ(ci->ipdom[i], K + i);
        if (i)
            CHECK_EQ(ci->idom[i], i - 1);
        if (i)
            CHECK_EQ(ci->ipdom[K + i], K + i - 1);
    }
    CHECK_EQ(ci->idom[2 * K], K - 1);
    CHECK_EQ(ci->ipdom[2 * K], 2 * K - 1);
    CHECK_EQ(ci->ipdom[K], IR_CFG_EXIT(ci));
    printf("     (if ladder %u deep built, verified and analyzed in %.2f s)\n", K, secs);
    CHECK(secs < 20.0);
    return true;
}

/* A loop whose phi carries a value around the back edge: must verify. */
static bool case_verify_loop_phi_ok(T *t)
{
    setup(t, 3);
    br(t, 0, 1);
    ir_instr *phi = ir_build_phi(t->m, t->f, t->b[1], t->i32, 2);
    ir_instr *next = ir_build_binop(t->m, t->f, t->b[1], IR_OP_ADD, &phi->v, &ir_const_int(t->m, t->i32, 1)->v);
    ir_phi_set_incoming(phi, 0, t->x, t->b[0]);
    ir_phi_set_incoming(phi, 1, &next->v, t->b[1]);
    ir_instr *cmp = ir_build_icmp(t->m, t->f, t->b[1], IR_ICMP_SLT, &next->v, t->x);
    ir_build_condbr(t->m, t->f, t->b[1], &cmp->v, t->b[1], t->b[2]);
    ir_build_ret(t->m, t->f, t->b[2], NULL);
    ir_cfg_info *ci = finish(t);
    CHECK_EQ(ci->num_loops, 1);
    CHECK_EQ(ci->loops[0].num_latches, 1);
    CHECK_EQ(ci->loops[0].latches[0], 1);
    return true;
}

/* ---- verifier negative cases ---------------------------------------- */

/* Runs the verifier expecting failure with `status` and `needle` in the
 * message. */
static bool expect_fail(T *t, d2s_status status, const char *needle)
{
    jmp_buf jb, *saved = t->ctx.on_fail;
    t->ctx.on_fail = &jb;
    if (setjmp(jb) == 0) {
        ir_verify_function(&t->ctx, t->f);
        t->ctx.on_fail = saved;
        snprintf(t->why, sizeof(t->why), "the verifier accepted it (expected \"%s\")", needle);
        return false;
    }
    t->ctx.on_fail = saved;
    if (t->ctx.status != status || !t->ctx.message || !strstr(t->ctx.message, needle)) {
        snprintf(t->why, sizeof(t->why), "wrong error (status %d): %s", (int)t->ctx.status,
                 t->ctx.message ? t->ctx.message : "(none)");
        return false;
    }
    printf("     (%s)\n", t->ctx.message);
    return true;
}

static void diamond(T *t)
{
    setup(t, 4);
    cbr(t, 0, 1, 2);
    br(t, 1, 3);
    br(t, 2, 3);
}

static bool case_verify_phi_count(T *t)
{
    diamond(t);
    ir_instr *phi = ir_build_phi(t->m, t->f, t->b[3], t->i32, 1);
    ir_phi_set_incoming(phi, 0, t->x, t->b[1]);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "1 incoming entries for a block with 2 predecessors");
}

static bool case_verify_phi_missing_pred(T *t)
{
    diamond(t);
    ir_instr *phi = ir_build_phi(t->m, t->f, t->b[3], t->i32, 2);
    ir_phi_set_incoming(phi, 0, t->x, t->b[1]);
    ir_phi_set_incoming(phi, 1, &ir_const_int(t->m, t->i32, 2)->v, t->b[0]);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "incoming block 0 of entry 1 is not a predecessor");
}

static bool case_verify_not_dominated(T *t)
{
    setup(t, 4);
    ir_instr *v = ir_build_binop(t->m, t->f, t->b[1], IR_OP_MUL, t->x, t->x);
    cbr(t, 0, 1, 2);
    br(t, 1, 3);
    ir_build_binop(t->m, t->f, t->b[2], IR_OP_ADD, &v->v, t->x); /* block 1 does not dominate block 2 */
    br(t, 2, 3);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "does not dominate this use");
}

static bool case_verify_use_before_def(T *t)
{
    setup(t, 1);
    ir_instr *a = ir_build_binop(t->m, t->f, t->b[0], IR_OP_ADD, t->x, t->x);
    ir_instr *b = ir_build_binop(t->m, t->f, t->b[0], IR_OP_ADD, t->x, t->x);
    a->ops[1] = &b->v;
    ret(t, 0);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "instruction 0 (add): operand 1");
}

static bool case_verify_phi_incoming_not_dominated(T *t)
{
    diamond(t);
    /* value from block 2 arriving along the edge 1 -> 3 */
    ir_instr *v = ir_build_binop(t->m, t->f, t->b[2], IR_OP_MUL, t->x, t->x);
    /* keep the terminator last: move v in front of block 2's br */
    ir_block *b2 = t->b[2];
    b2->instrs[1] = b2->instrs[0];
    b2->instrs[0] = v;
    ir_instr *phi = ir_build_phi(t->m, t->f, t->b[3], t->i32, 2);
    ir_phi_set_incoming(phi, 0, &v->v, t->b[1]);
    ir_phi_set_incoming(phi, 1, &v->v, t->b[2]);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "does not dominate the end of incoming block 1");
}

static bool case_verify_missing_terminator(T *t)
{
    diamond(t);
    ir_build_binop(t->m, t->f, t->b[3], IR_OP_ADD, t->x, t->x);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "block 3, instruction 0 (add): block does not end with a terminator");
}

static bool case_verify_empty_block(T *t)
{
    diamond(t);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "block 3: block has no instructions");
}

static bool case_verify_terminator_in_middle(T *t)
{
    diamond(t);
    ret(t, 3);
    ir_build_binop(t->m, t->f, t->b[3], IR_OP_ADD, t->x, t->x);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "terminator in the middle");
}

static bool case_verify_phi_after_op(T *t)
{
    diamond(t);
    ir_build_binop(t->m, t->f, t->b[3], IR_OP_ADD, t->x, t->x);
    ir_instr *phi = ir_build_phi(t->m, t->f, t->b[3], t->i32, 2);
    ir_phi_set_incoming(phi, 0, t->x, t->b[1]);
    ir_phi_set_incoming(phi, 1, t->x, t->b[2]);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "phi after a non-phi");
}

static bool case_verify_binop_types(T *t)
{
    setup(t, 1);
    ir_build_binop(t->m, t->f, t->b[0], IR_OP_ADD, t->x, &ir_const_float_bits(t->m, t->f32, 0x3f800000)->v);
    ret(t, 0);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "operands and result must have one type");
}

static bool case_verify_float_add_on_ints(T *t)
{
    setup(t, 1);
    ir_build_binop(t->m, t->f, t->b[0], IR_OP_FADD, t->x, t->x);
    ret(t, 0);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "needs floating-point operands");
}

static bool case_verify_store_type(T *t)
{
    setup(t, 1);
    ir_instr *p = ir_build_alloca(t->m, t->f, t->b[0], t->f32);
    ir_build_store(t->m, t->f, t->b[0], &p->v, t->x);
    ret(t, 0);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "stored value's type differs");
}

static bool case_verify_br_cond(T *t)
{
    setup(t, 3);
    ir_build_condbr(t->m, t->f, t->b[0], t->x, t->b[1], t->b[2]);
    ret(t, 1);
    ret(t, 2);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "branch condition is not i1");
}

static bool case_verify_stale_preds(T *t)
{
    diamond(t);
    ret(t, 3);
    ir_function_compute_cfg(&t->ctx, t->f);
    t->b[1]->instrs[0]->targets[0] = t->b[2]; /* rewire 1 -> 2 without recomputing */
    return expect_fail(t, D2S_ERR_INTERNAL, "block 1: successor list does not match the terminator");
}

static bool case_verify_null_operand(T *t)
{
    setup(t, 1);
    ir_instr *a = ir_build_binop(t->m, t->f, t->b[0], IR_OP_ADD, t->x, t->x);
    a->ops[0] = NULL;
    ret(t, 0);
    ir_function_compute_cfg(&t->ctx, t->f);
    return expect_fail(t, D2S_ERR_INVALID, "operand 0 is missing");
}

/* ---- dump ----------------------------------------------------------- */

static const dxil_op_param load_args[] = {{.name = "srv"}, {.name = "index"}, {.name = "wot"}};
static const dxil_op_info load_info = {.opcode = 68, .name = "BufferLoad", .num_args = 3, .args = load_args};

static bool case_dump(T *t)
{
    setup(t, 3);
    ir_type *h = ir_type_struct_named(t->m, "dx.types.Handle", (ir_type *[]){ir_type_pointer(t->m,
                                      ir_type_int(t->m, 8), 0)}, 1);
    ir_type *arr = ir_type_array(t->m, t->f32, 4);
    ir_global *g = ir_global_create(t->m, "lds", arr, IR_ADDRSPACE_GROUPSHARED, &ir_const_undef(t->m, arr)->v);
    ir_type *vec = ir_type_vector(t->m, t->f32, 4);
    ir_function *ext = ir_function_create(t->m, "\001?ext@@YAXXZ", ir_type_function(t->m, t->f32, &vec, 1), true);

    ir_value *ops[3] = {&ir_const_undef(t->m, h)->v, t->x, &ir_const_undef(t->m, t->i32)->v};
    ir_instr *dx = ir_instr_create(t->m, IR_OP_DXOP, t->f32, ops, 3, NULL, 0);
    dx->aux = 68;
    dx->dxop = &load_info;
    ir_block_append(t->m, t->f, t->b[0], dx);
    ir_instr *sum = ir_build_binop(t->m, t->f, t->b[0], IR_OP_FADD, &dx->v,
                                   &ir_const_float_bits(t->m, t->f32, 0x3dcccccd)->v); /* 0.1f */
    ir_value *cv = &ir_const_null(t->m, vec)->v;
    ir_build_call(t->m, t->f, t->b[0], ext, &cv, 1);
    cbr(t, 0, 1, 2);
    ir_value *idx[3] = {&g->v, &ir_const_int(t->m, t->i32, 0)->v, &ir_const_int(t->m, t->i32, (uint32_t)-1)->v};
    ir_instr *gep = ir_instr_create(t->m, IR_OP_GEP, ir_type_pointer(t->m, t->f32, IR_ADDRSPACE_GROUPSHARED), idx, 3,
                                    NULL, 0);
    gep->aux_type = arr;
    gep->flags = IR_FLAG_INBOUNDS;
    ir_block_append(t->m, t->f, t->b[1], gep);
    ir_build_store(t->m, t->f, t->b[1], &gep->v, &sum->v);
    br(t, 1, 2);
    ir_build_ret(t->m, t->f, t->b[2], NULL);
    t->b[1]->name = "if.then";
    ir_function_compute_cfg(&t->ctx, t->f);
    ir_verify_module(&t->ctx, t->m);

    /* without the DXIL layer's hooks, a dx.op is only its opcode */
    d2s_strbuf bare;
    d2s_strbuf_init(&bare, &t->ctx);
    ir_dump_module(t->m, &bare);
    if (!strstr(bare.data, "  %2 = dx.op Op68(undef, %1, undef) : float\n")) {
        printf("%s", bare.data);
        snprintf(t->why, sizeof(t->why), "dump without hooks lacks \"dx.op Op68(undef, %%1, undef)\"");
        return false;
    }
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, &t->ctx);
    ir_dump_module_with(t->m, dxil_dump_hooks(), &sb);
    static const char *const want[] = {
        "shader_model unknown",
        "global @lds = addrspace(3) global [4 x float] undef\n",
        "declare float @\"\\01?ext@@YAXXZ\"(<4 x float>)\n",
        "function f(i1 %0, i32 %1) {\n",
        "block 0:  ; preds: none\n",
        "  %2 = dx.op BufferLoad(srv=undef, index=%1, wot=undef) : float\n",
        "  %3 = fadd float %2, 0.1\n",
        "  %4 = call float @\"\\01?ext@@YAXXZ\"(<4 x float> zeroinitializer)\n",
        "  br i1 %0, block 1, block 2\n",
        "block 1 if.then:  ; preds: 0\n",
        "  %5 = getelementptr inbounds [4 x float], [4 x float] addrspace(3)* @lds, i32 0, i32 -1\n",
        "  store float %3, float addrspace(3)* %5\n",
        "block 2:  ; preds: 0, 1\n",
        "  ret void\n}\n",
    };
    for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
        if (!strstr(sb.data, want[i])) {
            printf("%s", sb.data);
            snprintf(t->why, sizeof(t->why), "dump lacks \"%s\"", want[i]);
            return false;
        }
    }
    return true;
}

static bool case_dump_floats(T *t)
{
    setup(t, 1);
    ret(t, 0);
    static const struct { uint32_t bits; const char *text; } cases[] = {
        {0x3f800000, "1.0"}, {0xbf000000, "-0.5"}, {0x3dcccccd, "0.1"}, {0x7f800000, "0x7F800000"},
        {0x00000001, "1e-45"}, {0x4b800000, "16777216.0"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, &t->ctx);
        ir_dump_value(&ir_const_float_bits(t->m, t->f32, cases[i].bits)->v, &sb);
        if (strcmp(sb.data, cases[i].text) != 0) {
            snprintf(t->why, sizeof(t->why), "float 0x%08x printed as %s, expected %s", cases[i].bits, sb.data,
                     cases[i].text);
            return false;
        }
    }
    return true;
}

/* ---- runner --------------------------------------------------------- */

typedef bool (*case_fn)(T *t);

static const struct { const char *name; case_fn fn; } cases[] = {
    {"diamond", case_diamond},
    {"nested_loops", case_nested_loops},
    {"multi_backedge", case_multi_backedge},
    {"break_two_loops", case_break_two_loops},
    {"switch", case_switch},
    {"infinite_loop", case_infinite_loop},
    {"no_exit_at_all", case_no_exit_at_all},
    {"unreachable", case_unreachable},
    {"irreducible", case_irreducible},
    {"deep_loops_200", case_deep_loops_200},
    {"deep_loops_limit", case_deep_loops_limit},
    {"chain_100k", case_chain_100k},
    {"if_ladder_100k", case_if_ladder_100k},
    {"verify_loop_phi_ok", case_verify_loop_phi_ok},
    {"verify_phi_count", case_verify_phi_count},
    {"verify_phi_missing_pred", case_verify_phi_missing_pred},
    {"verify_not_dominated", case_verify_not_dominated},
    {"verify_use_before_def", case_verify_use_before_def},
    {"verify_phi_incoming_not_dominated", case_verify_phi_incoming_not_dominated},
    {"verify_missing_terminator", case_verify_missing_terminator},
    {"verify_empty_block", case_verify_empty_block},
    {"verify_terminator_in_middle", case_verify_terminator_in_middle},
    {"verify_phi_after_op", case_verify_phi_after_op},
    {"verify_binop_types", case_verify_binop_types},
    {"verify_float_add_on_ints", case_verify_float_add_on_ints},
    {"verify_store_type", case_verify_store_type},
    {"verify_br_cond", case_verify_br_cond},
    {"verify_stale_preds", case_verify_stale_preds},
    {"verify_null_operand", case_verify_null_operand},
    {"dump", case_dump},
    {"dump_floats", case_dump_floats},
};

/* Runs one case inside its own context and error boundary. */
static bool run_case(case_fn fn, char *why, size_t why_size)
{
    /* static: it is modified between setjmp and longjmp */
    static T t;
    memset(&t, 0, sizeof(t));
    d2s_ctx_init(&t.ctx, NULL);
    jmp_buf jb;
    t.ctx.on_fail = &jb;
    bool ok = false;
    if (setjmp(jb) == 0)
        ok = fn(&t);
    else
        snprintf(t.why, sizeof(t.why), "unexpected error: %s", t.ctx.message ? t.ctx.message : "(none)");
    t.ctx.on_fail = NULL;
    snprintf(why, why_size, "%s", t.why);
    d2s_ctx_release(&t.ctx);
    return ok;
}

int main(void)
{
    unsigned passed = 0, failed = 0;
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        char why[512];
        if (run_case(cases[i].fn, why, sizeof(why))) {
            passed++;
            printf("ok   %s\n", cases[i].name);
        } else {
            failed++;
            printf("FAIL %s: %s\n", cases[i].name, why);
        }
        fflush(stdout);
    }
    printf("test_ir_analysis: %u passed, %u failed\n", passed, failed);
    return failed ? 1 : 0;
}
