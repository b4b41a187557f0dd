/* SPIR-V structured control flow checker (see structure_check.h).
 *
 * Constructs are found with one pass over the structural dominator tree in
 * RPO: a block starts in the construct its immediate dominator left open;
 * being a merge closes the construct of its header (which must then be the
 * innermost open one: anything else is improper nesting); being a continue
 * target switches from the loop construct to the continue construct; being
 * a header opens a construct. Everything is linear after the dominator
 * computation, which reuses ir_cfg_analyze on a shadow CFG that carries the
 * structural edges.
 */
#include "cfg_support/structure_check.h"

#include "ir/ir_analysis.h"

#include <spirv/unified1/spirv.h>

#include <stdio.h>
#include <string.h>

#define NONE UINT32_MAX

enum { CK_ROOT, CK_SEL, CK_SWITCH, CK_LOOP, CK_CONT };

typedef struct construct {
    uint8_t kind;
    uint32_t header;   /* block id (the loop header for CK_CONT) */
    uint32_t parent;
    uint32_t loop;     /* nearest loop construct (self for CK_LOOP), NONE */
    uint32_t sw;       /* nearest switch reachable by a break from an if, NONE */
    uint32_t depth;
} construct;

typedef D2S_VEC(construct) construct_vec;

typedef struct checker {
    d2s_ctx *ctx;
    const ir_function *f;
    const cfg_structure *s;
    const char *msg;
    uint32_t n;
} checker;

static const char *label(const ir_block *b)
{
    return b && b->name ? b->name : "";
}

D2S_PRINTF(3, 4)
static bool bad(checker *ck, const ir_block *b, const char *fmt, ...)
{
    if (ck->msg)
        return false;
    char what[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    const char *fn = ck->f->v.name ? ck->f->v.name : "<unnamed>";
    ck->msg = b ? d2s_sprintf(ck->ctx, "function '%s', block %u '%s': %s", fn, b->id, label(b), what)
                : d2s_sprintf(ck->ctx, "function '%s': %s", fn, what);
    return false;
}

static const ir_instr *term(const ir_block *b)
{
    return b->num_instrs ? b->instrs[b->num_instrs - 1] : NULL;
}

static bool valid_block(const checker *ck, const ir_block *b)
{
    return b && b->id < ck->n && ck->f->blocks[b->id] == b;
}

static bool check_basics(checker *ck, uint8_t *in_order, uint32_t *pos)
{
    const ir_function *f = ck->f;
    const cfg_structure *s = ck->s;
    if (s->num_blocks != f->num_blocks)
        return bad(ck, NULL, "structure describes %u blocks, the function has %u", s->num_blocks, f->num_blocks);
    if (!s->num_order || !s->order || !s->header_kind || !s->merge || !s->continue_target)
        return bad(ck, NULL, "structure arrays are missing");
    if (s->num_order > ck->n)
        return bad(ck, NULL, "order lists %u blocks of %u", s->num_order, ck->n);
    for (uint32_t i = 0; i < ck->n; i++) {
        if (!f->blocks[i] || f->blocks[i]->id != i)
            return bad(ck, NULL, "block %u is not numbered by its position", i);
    }
    if (s->order[0] != f->blocks[0])
        return bad(ck, s->order[0], "the order does not start with the entry block");
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        if (!valid_block(ck, b))
            return bad(ck, NULL, "order entry %u is not a block of the function", k);
        if (in_order[b->id])
            return bad(ck, b, "listed twice in the order");
        in_order[b->id] = 1;
        pos[b->id] = k;
        const ir_instr *t = term(b);
        if (!t || !ir_op_is_terminator(t->op))
            return bad(ck, b, "does not end in a terminator");
        for (uint32_t i = 0; i < b->num_instrs - 1; i++) {
            if (ir_op_is_terminator(b->instrs[i]->op))
                return bad(ck, b, "terminator in the middle of the block");
        }
    }
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        const ir_instr *t = term(b);
        for (uint32_t i = 0; i < t->num_targets; i++) {
            const ir_block *to = t->targets[i];
            if (!valid_block(ck, to) || !in_order[to->id])
                return bad(ck, b, "branches to a block that is not in the order");
            if (to == f->blocks[0])
                return bad(ck, b, "branches to the entry block");
        }
    }
    return true;
}

static bool check_headers(checker *ck, const uint8_t *in_order, uint32_t *merge_owner, uint32_t *cont_owner)
{
    const cfg_structure *s = ck->s;
    for (uint32_t i = 0; i < ck->n; i++)
        merge_owner[i] = cont_owner[i] = NONE;
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        uint8_t kind = s->header_kind[b->id];
        const ir_block *m = s->merge[b->id], *c = s->continue_target[b->id];
        const ir_instr *t = term(b);
        bool cond = t->op == IR_OP_BR && t->num_targets == 2;
        if (kind > CFG_HDR_SWITCH)
            return bad(ck, b, "unknown header kind %u", kind);
        if (kind == CFG_HDR_NONE) {
            if (m || c)
                return bad(ck, b, "has a merge or continue target but is no header");
            continue;
        }
        if (!m || !valid_block(ck, m) || !in_order[m->id])
            return bad(ck, b, "header without a merge block in the order");
        if (m == b)
            return bad(ck, b, "header is its own merge block");
        if (merge_owner[m->id] != NONE)
            return bad(ck, m, "merge block of two headers (blocks %u and %u)", merge_owner[m->id], b->id);
        merge_owner[m->id] = b->id;
        if (kind == CFG_HDR_LOOP) {
            if (!c || !valid_block(ck, c) || !in_order[c->id])
                return bad(ck, b, "loop header without a continue target in the order");
            if (c == m)
                return bad(ck, b, "merge block and continue target are the same block");
            if (c == b)
                return bad(ck, b, "loop header is its own continue target (not produced by the structurizer)");
            if (cont_owner[c->id] != NONE)
                return bad(ck, c, "continue target of two loops");
            cont_owner[c->id] = b->id;
            if (t->op == IR_OP_BR && t->num_targets == 1)
                continue;
            if (!cond || t->targets[0] == t->targets[1])
                return bad(ck, b, "loop header must end in a branch or a two-way conditional branch");
            if (t->targets[0] != m && t->targets[0] != c && t->targets[1] != m && t->targets[1] != c)
                return bad(ck, b, "loop header branches conditionally to neither its merge nor its continue target");
        } else {
            if (c)
                return bad(ck, b, "selection header with a continue target");
            if (kind == CFG_HDR_SELECTION && (!cond || t->targets[0] == t->targets[1]))
                return bad(ck, b, "selection header must end in a conditional branch with two targets");
            if (kind == CFG_HDR_SWITCH && t->op != IR_OP_SWITCH)
                return bad(ck, b, "switch header must end in a switch");
        }
    }
    for (uint32_t i = 0; i < ck->n; i++) {
        if (merge_owner[i] != NONE && cont_owner[i] != NONE)
            return bad(ck, ck->f->blocks[i], "both a merge block and a continue target");
    }
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        const ir_instr *t = term(b);
        if (s->header_kind[b->id] != CFG_HDR_NONE)
            continue;
        if (t->op == IR_OP_SWITCH)
            return bad(ck, b, "switch without a selection merge");
        if (t->op == IR_OP_BR && t->num_targets == 2) {
            if (t->targets[0] == t->targets[1])
                return bad(ck, b, "conditional branch with equal targets");
            bool exit0 = merge_owner[t->targets[0]->id] != NONE || cont_owner[t->targets[0]->id] != NONE;
            bool exit1 = merge_owner[t->targets[1]->id] != NONE || cont_owner[t->targets[1]->id] != NONE;
            if (!exit0 && !exit1)
                return bad(ck, b, "conditional branch that is no header and has no merge or continue target");
        }
    }
    return true;
}

/* Structural dominators: ir_cfg_analyze on a shadow function whose blocks
 * have no instructions and whose successors include merge and continue
 * edges. */
static ir_cfg_info *structural_analysis(checker *ck, const uint8_t *in_order)
{
    d2s_ctx *ctx = ck->ctx;
    const cfg_structure *s = ck->s;
    uint32_t n = ck->n;
    ir_block *sb = d2s_zalloc_array(ctx, n, sizeof(*sb));
    ir_block **sp = d2s_alloc_array(ctx, n, sizeof(*sp));
    uint32_t *stamp = d2s_zalloc_array(ctx, n, sizeof(uint32_t));
    for (uint32_t i = 0; i < n; i++) {
        sp[i] = &sb[i];
        sb[i].id = i;
    }
    for (uint32_t i = 0; i < n; i++) {
        const ir_block *b = ck->f->blocks[i];
        if (!in_order[i])
            continue;
        const ir_instr *t = term(b);
        sb[i].succs = d2s_alloc_array(ctx, (size_t)t->num_targets + 2, sizeof(ir_block *));
        const ir_block *extra[2] = {s->merge[i], s->continue_target[i]};
        for (uint32_t k = 0; k < t->num_targets + 2; k++) {
            const ir_block *to = k < t->num_targets ? t->targets[k] : extra[k - t->num_targets];
            if (!to || stamp[to->id] == i + 1)
                continue;
            stamp[to->id] = i + 1;
            sb[i].succs[sb[i].num_succs++] = &sb[to->id];
        }
    }
    ir_function shadow = {0};
    shadow.v.kind = IR_VAL_FUNCTION;
    shadow.v.name = ck->f->v.name;
    shadow.num_blocks = n;
    shadow.blocks = sp;
    return ir_cfg_analyze(ctx, &shadow);
}

static bool check_dominance(checker *ck, const ir_cfg_info *si, const uint32_t *pos)
{
    const cfg_structure *s = ck->s;
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        if (!ir_cfg_reachable(si, b->id))
            return bad(ck, b, "not structurally reachable from the entry");
        if (k && pos[si->idom[b->id]] >= k)
            return bad(ck, b, "appears before its dominator, block %u", si->idom[b->id]);
        uint8_t kind = s->header_kind[b->id];
        if (kind == CFG_HDR_NONE)
            continue;
        const ir_block *m = s->merge[b->id];
        if (!ir_cfg_dominates(si, b->id, m->id))
            return bad(ck, b, "header does not dominate its merge block %u", m->id);
        if (kind == CFG_HDR_LOOP && !ir_cfg_dominates(si, b->id, s->continue_target[b->id]->id))
            return bad(ck, b, "loop header does not dominate its continue target %u",
                       s->continue_target[b->id]->id);
    }
    return true;
}

static bool check_back_edges(checker *ck, const ir_cfg_info *si, const uint32_t *cont_owner)
{
    const cfg_structure *s = ck->s;
    uint32_t *latch = d2s_alloc_array(ck->ctx, ck->n, sizeof(uint32_t));
    for (uint32_t i = 0; i < ck->n; i++)
        latch[i] = NONE;
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *u = s->order[k];
        const ir_instr *t = term(u);
        for (uint32_t e = 0; e < t->num_targets; e++) {
            const ir_block *h = t->targets[e];
            if (si->rpo_index[h->id] > si->rpo_index[u->id])
                continue;
            if (s->header_kind[h->id] != CFG_HDR_LOOP)
                return bad(ck, u, "back edge to block %u, which is no loop header", h->id);
            if (latch[h->id] != NONE && latch[h->id] != u->id)
                return bad(ck, h, "loop header with two back edges (from blocks %u and %u)", latch[h->id], u->id);
            latch[h->id] = u->id;
            const ir_block *c = s->continue_target[h->id];
            if (!ir_cfg_dominates(si, c->id, u->id) || !ir_cfg_postdominates(si, u->id, c->id))
                return bad(ck, u, "back edge to %u from outside the continue construct of block %u", h->id, c->id);
        }
    }
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *h = s->order[k];
        if (s->header_kind[h->id] == CFG_HDR_LOOP && latch[h->id] == NONE)
            return bad(ck, h, "loop header without a back edge");
    }
    (void)cont_owner;
    return true;
}

static uint32_t add_construct(construct_vec *cs, d2s_ctx *ctx, uint8_t kind, uint32_t header, uint32_t parent)
{
    construct c = {.kind = kind, .header = header, .parent = parent, .loop = NONE, .sw = NONE};
    if (parent != NONE) {
        const construct *p = &cs->data[parent];
        c.depth = p->depth + 1;
        c.loop = p->loop;
        c.sw = p->kind == CK_LOOP || p->kind == CK_CONT ? NONE : p->kind == CK_SWITCH ? parent : p->sw;
    }
    if (kind == CK_LOOP)
        c.loop = cs->count;
    d2s_vec_push(ctx, cs, c);
    return cs->count - 1;
}

static bool is_exit(const checker *ck, const construct *cs, uint32_t c, const ir_block *to)
{
    const cfg_structure *s = ck->s;
    const construct *k = &cs[c];
    const ir_block *hb = ck->f->blocks[k->header];
    switch (k->kind) {
    case CK_SEL:
    case CK_SWITCH:
        if (to == s->merge[k->header])
            return true;
        if (k->loop != NONE) {
            uint32_t lh = cs[k->loop].header;
            if (to == s->merge[lh] || to == s->continue_target[lh])
                return true;
        }
        return k->kind == CK_SEL && k->sw != NONE && to == s->merge[cs[k->sw].header];
    case CK_LOOP:
        return to == s->merge[k->header] || to == s->continue_target[k->header];
    case CK_CONT:
        return to == hb || to == s->merge[k->header];
    default:
        return false;
    }
}

static bool check_constructs(checker *ck, const ir_cfg_info *si, const uint32_t *merge_owner,
                             const uint32_t *cont_owner, uint32_t *max_depth)
{
    d2s_ctx *ctx = ck->ctx;
    const cfg_structure *s = ck->s;
    uint32_t n = ck->n;
    construct_vec cs = {0};
    uint32_t *inner = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *open = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *own = d2s_alloc_array(ctx, n, sizeof(uint32_t));   /* header -> its construct */
    uint32_t *cont = d2s_alloc_array(ctx, n, sizeof(uint32_t));  /* loop header -> continue construct */
    uint32_t *casehead = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *case_of = d2s_alloc_array(ctx, n, sizeof(uint32_t)); /* case target -> switch header */
    for (uint32_t i = 0; i < n; i++)
        inner[i] = open[i] = own[i] = cont[i] = casehead[i] = case_of[i] = NONE;
    uint32_t root = add_construct(&cs, ctx, CK_ROOT, 0, NONE);
    uint32_t deepest = 0;
    for (uint32_t r = 0; r < si->num_reachable; r++) {
        uint32_t b = si->rpo[r];
        const ir_block *bb = ck->f->blocks[b];
        uint32_t c = r == 0 ? root : open[si->idom[b]];
        if (merge_owner[b] != NONE) {
            uint32_t h = merge_owner[b];
            uint32_t want = own[h];
            if (s->header_kind[h] == CFG_HDR_LOOP && c == cont[h])
                want = cont[h];
            if (c != want)
                return bad(ck, bb, "merge block of header %u is reached inside the construct of header %u", h,
                           cs.data[c].header);
            c = cs.data[c].parent;
        } else if (cont_owner[b] != NONE) {
            uint32_t h = cont_owner[b];
            if (c != own[h])
                return bad(ck, bb, "continue target of loop %u is reached inside the construct of header %u", h,
                           cs.data[c].header);
            c = cont[h];
        }
        inner[b] = c;
        uint8_t kind = s->header_kind[b];
        if (kind != CFG_HDR_NONE) {
            uint8_t ck_kind = kind == CFG_HDR_LOOP ? CK_LOOP : kind == CFG_HDR_SWITCH ? CK_SWITCH : CK_SEL;
            own[b] = add_construct(&cs, ctx, ck_kind, b, c);
            if (kind == CFG_HDR_LOOP) {
                cont[b] = add_construct(&cs, ctx, CK_CONT, b, c);
                cs.data[cont[b]].loop = own[b];
            }
            open[b] = own[b];
            if (cs.data[own[b]].depth > deepest)
                deepest = cs.data[own[b]].depth;
            if (kind == CFG_HDR_SWITCH) {
                const ir_instr *t = term(bb);
                for (uint32_t i = 0; i < t->num_targets; i++) {
                    if (t->targets[i] != s->merge[b])
                        case_of[t->targets[i]->id] = b;
                }
            }
        } else {
            open[b] = c;
        }
        uint32_t p = r == 0 ? NONE : si->idom[b];
        if (p != NONE)
            casehead[b] = s->header_kind[p] == CFG_HDR_SWITCH && inner[b] == own[p] ? b : casehead[p];
    }
    if (max_depth)
        *max_depth = deepest;
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        const ir_instr *t = term(b);
        uint32_t c = open[b->id];
        const construct *cc = &cs.data[c];
        bool sw_hdr = s->header_kind[b->id] == CFG_HDR_SWITCH;
        for (uint32_t i = 0; i < t->num_targets; i++) {
            const ir_block *to = t->targets[i];
            if (sw_hdr && inner[to->id] != c && to != s->merge[b->id])
                return bad(ck, b, "switch case target %u is not inside the switch", to->id);
            if (cc->kind == CK_SWITCH && b->id != cc->header && case_of[to->id] == cc->header &&
                casehead[b->id] != to->id)
                return bad(ck, b, "falls through into case %u of switch %u", to->id, cc->header);
            if (inner[to->id] == c)
                continue;
            if (!is_exit(ck, cs.data, c, to))
                return bad(ck, b, "branch to block %u leaves the %s construct of header %u without a structured exit",
                           to->id,
                           cc->kind == CK_SEL ? "selection" : cc->kind == CK_SWITCH ? "switch"
                           : cc->kind == CK_LOOP ? "loop" : cc->kind == CK_CONT ? "continue" : "function",
                           cc->header);
        }
    }
    return true;
}

static bool check_unreachable(checker *ck, const uint32_t *merge_owner, const uint32_t *cont_owner)
{
    d2s_ctx *ctx = ck->ctx;
    const cfg_structure *s = ck->s;
    uint8_t *reach = d2s_zalloc_array(ctx, ck->n, 1);
    uint32_t *stack = d2s_alloc_array(ctx, ck->n, sizeof(uint32_t));
    uint32_t sp = 0;
    reach[0] = 1;
    stack[sp++] = 0;
    while (sp) {
        const ir_block *b = ck->f->blocks[stack[--sp]];
        const ir_instr *t = term(b);
        for (uint32_t i = 0; i < t->num_targets; i++) {
            uint32_t to = t->targets[i]->id;
            if (!reach[to]) {
                reach[to] = 1;
                stack[sp++] = to;
            }
        }
    }
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        if (reach[b->id])
            continue;
        const ir_instr *t = term(b);
        if (merge_owner[b->id] != NONE) {
            if (b->num_instrs != 1 || t->op != IR_OP_UNREACHABLE)
                return bad(ck, b, "unreachable merge block must hold only 'unreachable'");
        } else if (cont_owner[b->id] != NONE) {
            if (b->num_instrs != 1 || t->op != IR_OP_BR || t->num_targets != 1 ||
                t->targets[0]->id != cont_owner[b->id])
                return bad(ck, b, "unreachable continue target must hold only the branch to its header");
        } else {
            return bad(ck, b, "no branch reaches this block, and it is neither a merge nor a continue target");
        }
    }
    return true;
}

const char *cfg_check_structure(d2s_ctx *ctx, const ir_function *f, const cfg_structure *s, uint32_t *max_depth)
{
    checker ck = {.ctx = ctx, .f = f, .s = s, .n = f->num_blocks};
    if (max_depth)
        *max_depth = 0;
    if (f->is_declaration || !f->num_blocks)
        return s->num_order ? "a declaration with an order" : NULL;
    uint32_t n = ck.n;
    uint8_t *in_order = d2s_zalloc_array(ctx, n, 1);
    uint32_t *pos = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *merge_owner = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    uint32_t *cont_owner = d2s_alloc_array(ctx, n, sizeof(uint32_t));
    if (!check_basics(&ck, in_order, pos) || !check_headers(&ck, in_order, merge_owner, cont_owner))
        return ck.msg;
    ir_cfg_info *si = structural_analysis(&ck, in_order);
    if (!check_dominance(&ck, si, pos) || !check_back_edges(&ck, si, cont_owner) ||
        !check_constructs(&ck, si, merge_owner, cont_owner, max_depth) ||
        !check_unreachable(&ck, merge_owner, cont_owner))
        return ck.msg;
    return NULL;
}

void cfg_structure_dump(const ir_function *f, const cfg_structure *s, d2s_strbuf *out)
{
    static const char *const kinds[] = {"", "selection", "loop", "switch"};
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        const ir_instr *t = term(b);
        d2s_strbuf_printf(out, "  %u '%s':", b->id, label(b));
        if (t) {
            d2s_strbuf_printf(out, " %s", ir_op_name((ir_op)t->op));
            for (uint32_t i = 0; i < t->num_targets; i++)
                d2s_strbuf_printf(out, " %u", t->targets[i]->id);
        }
        uint8_t kind = s->header_kind[b->id];
        if (kind != CFG_HDR_NONE && kind <= CFG_HDR_SWITCH) {
            d2s_strbuf_printf(out, "   [%s merge %u", kinds[kind], s->merge[b->id] ? s->merge[b->id]->id : 0);
            if (s->continue_target[b->id])
                d2s_strbuf_printf(out, " continue %u", s->continue_target[b->id]->id);
            d2s_strbuf_printf(out, "]");
        }
        d2s_strbuf_printf(out, "\n");
    }
    (void)f;
}

/* ---- SPIR-V skeleton --------------------------------------------------------- */

typedef struct words {
    d2s_ctx *ctx;
    uint32_t *w;
    size_t n, cap;
} words;

static void put(words *o, uint32_t v)
{
    if (o->n == o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 256;
        uint32_t *w = d2s_alloc_array(o->ctx, cap, sizeof(uint32_t));
        if (o->n)
            memcpy(w, o->w, o->n * sizeof(uint32_t));
        o->w = w;
        o->cap = cap;
    }
    o->w[o->n++] = v;
}

static void inst(words *o, SpvOp op, uint32_t count, const uint32_t *operands)
{
    put(o, (count << 16) | (uint32_t)op);
    for (uint32_t i = 1; i < count; i++)
        put(o, operands[i - 1]);
}

/* ids: 1 void, 2 function type, 3 bool, 4 int, 5 and 6 undef bool and int,
 * 7 the function, 8 + id for each block's label. */
void cfg_structure_spirv_skeleton(d2s_ctx *ctx, const ir_function *f, const cfg_structure *s, uint32_t **out,
                                  size_t *count)
{
    words o = {.ctx = ctx};
    const uint32_t header[5] = {SpvMagicNumber, 0x00010600, 0, 8 + f->num_blocks, 0};
    for (int i = 0; i < 5; i++)
        put(&o, header[i]);
    inst(&o, SpvOpCapability, 2, (const uint32_t[]){SpvCapabilityShader});
    inst(&o, SpvOpMemoryModel, 3, (const uint32_t[]){SpvAddressingModelLogical, SpvMemoryModelGLSL450});
    inst(&o, SpvOpEntryPoint, 5, (const uint32_t[]){SpvExecutionModelGLCompute, 7, 0x6e69616d /* "main" */, 0});
    inst(&o, SpvOpExecutionMode, 6, (const uint32_t[]){7, SpvExecutionModeLocalSize, 1, 1, 1});
    inst(&o, SpvOpTypeVoid, 2, (const uint32_t[]){1});
    inst(&o, SpvOpTypeFunction, 3, (const uint32_t[]){2, 1});
    inst(&o, SpvOpTypeBool, 2, (const uint32_t[]){3});
    inst(&o, SpvOpTypeInt, 4, (const uint32_t[]){4, 32, 0});
    inst(&o, SpvOpUndef, 3, (const uint32_t[]){3, 5});
    inst(&o, SpvOpUndef, 3, (const uint32_t[]){4, 6});
    inst(&o, SpvOpFunction, 5, (const uint32_t[]){1, 7, 0, 2});
    for (uint32_t k = 0; k < s->num_order; k++) {
        const ir_block *b = s->order[k];
        const ir_instr *t = term(b);
        inst(&o, SpvOpLabel, 2, (const uint32_t[]){8 + b->id});
        if (s->header_kind[b->id] == CFG_HDR_LOOP && s->merge[b->id] && s->continue_target[b->id])
            inst(&o, SpvOpLoopMerge, 4, (const uint32_t[]){8 + s->merge[b->id]->id, 8 + s->continue_target[b->id]->id, 0});
        else if (s->header_kind[b->id] != CFG_HDR_NONE && s->merge[b->id])
            inst(&o, SpvOpSelectionMerge, 3, (const uint32_t[]){8 + s->merge[b->id]->id, 0});
        if (t && t->op == IR_OP_BR && t->num_targets == 1) {
            inst(&o, SpvOpBranch, 2, (const uint32_t[]){8 + t->targets[0]->id});
        } else if (t && t->op == IR_OP_BR && t->num_targets == 2) {
            inst(&o, SpvOpBranchConditional, 4, (const uint32_t[]){5, 8 + t->targets[0]->id, 8 + t->targets[1]->id});
        } else if (t && t->op == IR_OP_SWITCH) {
            put(&o, ((3 + 2 * (t->num_targets - 1)) << 16) | SpvOpSwitch);
            put(&o, 6);
            put(&o, 8 + t->targets[0]->id);
            for (uint32_t i = 1; i < t->num_targets; i++) {
                uint64_t v = 0;
                ir_value_const_u64(t->ops[i], &v);
                put(&o, (uint32_t)v);
                put(&o, 8 + t->targets[i]->id);
            }
        } else if (t && t->op == IR_OP_RET) {
            inst(&o, SpvOpReturn, 1, NULL);
        } else {
            inst(&o, SpvOpUnreachable, 1, NULL);
        }
    }
    inst(&o, SpvOpFunctionEnd, 1, NULL);
    *out = o.w;
    *count = o.n;
}
