/* The graphics options of dxil2spv_options (discard mode, flip_y,
 * dual-source blending, location remap, the sample-count spec constant),
 * through the public API on real DXC output: every translation is
 * validated with SPIRV-Tools and its words are searched for what the option
 * must have produced, compared with a translation without the option.
 *
 * Usage: test_graphics_options OWN_CORPUS [VKD3D_PROTON_CORPUS]
 * (the second corpus has the only shaders with exactly two render targets
 * and with RenderTargetGetSampleCount; without it those checks are skipped).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv_check.h"
#include "spv_inspect.h"
#include "tool_common.h"

/* SPIR-V opcodes and enumerants the checks look for (SPIR-V spec, 3.x). */
enum {
    OP_NAME = 5, OP_EXTENSION = 10, OP_CONSTANT = 43, OP_SPEC_CONSTANT = 50, OP_STORE = 62,
    OP_ACCESS_CHAIN = 65, OP_DECORATE = 71, OP_FNEGATE = 127, OP_KILL = 252, OP_TERMINATE_INVOCATION = 4416,
    OP_DEMOTE = 5380,
    DEC_SPEC_ID = 1, DEC_BUILTIN = 11, DEC_LOCATION = 30, DEC_COMPONENT = 31, DEC_INDEX = 32,
    BUILTIN_POSITION = 0,
};

static int failures, checks, skipped;

static const char *own_dir, *vkd3d_dir;

/* ---- inputs and translation ---------------------------------------------------- */

typedef struct shader {
    unsigned char *data;
    size_t size;
} shader;

static bool load(shader *s, const char *dir, const char *rel)
{
    char path[1024];
    snprintf(path, sizeof(path), "%s/%s", dir, rel);
    const char *err = NULL;
    s->data = tool_read_file(path, &s->size, &err);
    if (!s->data)
        printf("cannot read %s: %s\n", path, err ? err : "?");
    return s->data != NULL;
}

/* A shader of the own corpus: missing, it is a failure of the test setup. */
static bool load_own(shader *s, const char *rel)
{
    if (load(s, own_dir, rel))
        return true;
    failures++;
    return false;
}

/* Translates; on success also validates for the options' target. Returns
 * the result (never NULL: a NULL result counts as a failure and exits). */
static dxil2spv_result *translate(const shader *s, const dxil2spv_options *o, const char *what)
{
    dxil2spv_result *r = dxil2spv_translate(s->data, s->size, o);
    if (!r) {
        printf("%s: NULL result\n", what);
        exit(2);
    }
    if (r->status == DXIL2SPV_OK) {
        char msg[1024];
        CHECK(tool_validate_spirv(r->spirv, r->spirv_word_count, o->target_env, msg, sizeof(msg)), "%s: spirv-val: %s",
              what, msg);
    }
    return r;
}

/* translate() for a translation that must succeed: one more check. */
static dxil2spv_result *translate_ok(const shader *s, const dxil2spv_options *o, const char *what)
{
    dxil2spv_result *r = translate(s, o, what);
    CHECK(r->status == DXIL2SPV_OK, "%s: %s", what, r->error ? r->error : "(no message)");
    return r;
}

/* ---- walking the words ----------------------------------------------------------- */

typedef struct count_arg {
    uint32_t op;
    uint32_t count;
} count_arg;

static bool count_visit(const spv_insn *in, void *arg)
{
    count_arg *c = arg;
    if (in->op == c->op)
        c->count++;
    return true;
}

static uint32_t count_op(const dxil2spv_result *r, uint32_t op)
{
    count_arg c = {op, 0};
    spv_inspect_walk(r->spirv, r->spirv_word_count, count_visit, &c);
    return c.count;
}

typedef struct string_arg {
    uint32_t op;
    uint32_t first_word;    /* where the string starts */
    const char *s;
    uint32_t id;            /* OpName: the target; 0 = not found */
    bool found;
} string_arg;

static bool string_visit(const spv_insn *in, void *arg)
{
    string_arg *a = arg;
    if (in->op != a->op || in->n <= a->first_word)
        return true;
    size_t max = (size_t)(in->n - a->first_word) * 4;
    const char *s = (const char *)&in->w[a->first_word];
    if (strnlen(s, max) < max && strcmp(s, a->s) == 0) {
        a->found = true;
        a->id = in->w[1];
        return false;
    }
    return true;
}

static bool has_extension(const dxil2spv_result *r, const char *name)
{
    string_arg a = {OP_EXTENSION, 1, name, 0, false};
    spv_inspect_walk(r->spirv, r->spirv_word_count, string_visit, &a);
    return a.found;
}

static uint32_t id_named(const dxil2spv_result *r, const char *name)
{
    string_arg a = {OP_NAME, 2, name, 0, false};
    spv_inspect_walk(r->spirv, r->spirv_word_count, string_visit, &a);
    return a.id;
}

typedef struct deco_arg {
    uint32_t target, deco;
    int64_t value;          /* first literal; -1 = none / not found */
} deco_arg;

static bool deco_visit(const spv_insn *in, void *arg)
{
    deco_arg *a = arg;
    if (in->op == OP_DECORATE && in->n >= 3 && in->w[1] == a->target && in->w[2] == a->deco) {
        a->value = in->n >= 4 ? in->w[3] : 0;
        return false;
    }
    return true;
}

/* The first literal of decoration `deco` on `target`, -1 when absent. */
static int64_t decoration(const dxil2spv_result *r, uint32_t target, uint32_t deco)
{
    deco_arg a = {target, deco, -1};
    if (target)
        spv_inspect_walk(r->spirv, r->spirv_word_count, deco_visit, &a);
    return a.value;
}

/* ---- flip_y: stores of a negated value into Position.y --------------------------- */

typedef struct flip_arg {
    uint32_t position;      /* the Position output variable */
    uint32_t *one;          /* [bound] ids of integer constants equal to 1 */
    uint32_t *y_ptr;        /* [bound] access chains to Position[1] */
    uint32_t *negated;      /* [bound] OpFNegate results */
    uint32_t bound;
    uint32_t y_stores, negated_y_stores;
} flip_arg;

static bool flip_visit(const spv_insn *in, void *arg)
{
    flip_arg *a = arg;
    if (in->op == OP_DECORATE && in->n == 4 && in->w[2] == DEC_BUILTIN && in->w[3] == BUILTIN_POSITION)
        a->position = in->w[1];
    else if (in->op == OP_CONSTANT && in->n == 4 && in->w[3] == 1 && in->w[2] < a->bound)
        a->one[in->w[2]] = 1;
    else if (in->op == OP_FNEGATE && in->n == 4 && in->w[2] < a->bound)
        a->negated[in->w[2]] = 1;
    else if (in->op == OP_ACCESS_CHAIN && in->n >= 5 && in->w[2] < a->bound && a->position &&
             in->w[3] == a->position && in->w[in->n - 1] < a->bound && a->one[in->w[in->n - 1]])
        a->y_ptr[in->w[2]] = 1;
    else if (in->op == OP_STORE && in->n >= 3 && in->w[1] < a->bound && a->y_ptr[in->w[1]]) {
        a->y_stores++;
        if (in->w[2] < a->bound && a->negated[in->w[2]])
            a->negated_y_stores++;
    }
    return true;
}

/* Stores to Position[.., 1] in total and of OpFNegate results. (Access
 * chains into arrayed Position outputs end with the component index too.) */
static void position_y_stores(const dxil2spv_result *r, uint32_t *total, uint32_t *negated)
{
    flip_arg a = {0};
    a.bound = r->spirv[3];
    a.one = calloc(a.bound, sizeof(uint32_t));
    a.y_ptr = calloc(a.bound, sizeof(uint32_t));
    a.negated = calloc(a.bound, sizeof(uint32_t));
    if (!a.one || !a.y_ptr || !a.negated)
        exit(2);
    spv_inspect_walk(r->spirv, r->spirv_word_count, flip_visit, &a);
    *total = a.y_stores;
    *negated = a.negated_y_stores;
    free(a.one);
    free(a.y_ptr);
    free(a.negated);
}

/* ---- tests ------------------------------------------------------------------------ */

static const dxil2spv_target_env envs[] = {DXIL2SPV_TARGET_VULKAN_1_1, DXIL2SPV_TARGET_VULKAN_1_2,
                                           DXIL2SPV_TARGET_VULKAN_1_3};

static void test_discard(void)
{
    shader s;
    if (!load_own(&s, "dxil/stages/ps_discard_clip.dxil"))
        return;
    static const dxil2spv_discard_mode modes[] = {DXIL2SPV_DISCARD_DEMOTE, DXIL2SPV_DISCARD_KILL,
                                                  DXIL2SPV_DISCARD_TERMINATE};
    static const uint32_t ops[] = {OP_DEMOTE, OP_KILL, OP_TERMINATE_INVOCATION};
    for (size_t m = 0; m < 3; m++) {
        for (size_t e = 0; e < 3; e++) {
            dxil2spv_options o;
            dxil2spv_options_init(&o);
            o.discard = modes[m];
            o.target_env = envs[e];
            char what[128];
            snprintf(what, sizeof(what), "ps_discard_clip discard=%zu env=%zu", m, e);
            dxil2spv_result *r = translate_ok(&s, &o, what);
            if (r->status == DXIL2SPV_OK) {
                /* The shader discards unconditionally once and on two
                 * conditions; only the chosen instruction may appear. */
                for (size_t k = 0; k < 3; k++) {
                    uint32_t n = count_op(r, ops[k]);
                    CHECK(k == m ? n >= 1 : n == 0, "%s: %u of opcode %u", what, n, ops[k]);
                }
                /* OpKill and OpTerminateInvocation end a block: all three
                 * discards go through one function, so there is one. */
                if (m != 0)
                    CHECK(count_op(r, ops[m]) == 1, "%s: more than one opcode %u", what, ops[m]);
                bool ext = has_extension(r, "SPV_KHR_terminate_invocation");
                CHECK(ext == (m == 2 && envs[e] != DXIL2SPV_TARGET_VULKAN_1_3),
                      "%s: SPV_KHR_terminate_invocation %s", what, ext ? "declared" : "missing");
                ext = has_extension(r, "SPV_EXT_demote_to_helper_invocation");
                CHECK(ext == (m == 0 && envs[e] != DXIL2SPV_TARGET_VULKAN_1_3),
                      "%s: SPV_EXT_demote_to_helper_invocation %s", what, ext ? "declared" : "missing");
            }
            dxil2spv_result_free(r);
        }
    }
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.discard = (dxil2spv_discard_mode)7;
    dxil2spv_result *r = dxil2spv_translate(s.data, s.size, &o);
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "options.discard"),
          "discard 7: not refused naming options.discard");
    dxil2spv_result_free(r);
    free(s.data);
}

static void test_flip_y(void)
{
    static const char *const files[] = {"dxil/stages/vs_passthrough_minimal.dxil", "dxil/stages/ds_tri.dxil",
                                        "dxil/stages/gs_point_to_quad.dxil"};
    for (size_t f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
        shader s;
        if (!load_own(&s, files[f]))
            continue;
        uint32_t total[2] = {0}, neg[2] = {0};
        for (uint32_t flip = 0; flip < 2; flip++) {
            dxil2spv_options o;
            dxil2spv_options_init(&o);
            o.flip_y = flip;
            dxil2spv_result *r = translate_ok(&s, &o, files[f]);
            if (r->status == DXIL2SPV_OK)
                position_y_stores(r, &total[flip], &neg[flip]);
            dxil2spv_result_free(r);
        }
        /* Every store to y is negated with the option, none without (the
         * shaders write plain positions); a GS stores before each emit. */
        CHECK(total[0] >= 1 && neg[0] == 0, "%s: %u of %u y stores negated without flip_y", files[f], neg[0],
              total[0]);
        CHECK(total[1] == total[0] && neg[1] == total[1], "%s: %u of %u y stores negated with flip_y (%u without)",
              files[f], neg[1], total[1], total[0]);
        free(s.data);
    }
    /* A hull shader's SV_Position is control-point data: never flipped. */
    shader s;
    if (load_own(&s, "dxil/stages/hs_quad_integer.dxil")) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.flip_y = 1;
        dxil2spv_result *r = translate_ok(&s, &o, "hs_quad_integer flip_y");
        if (r->status == DXIL2SPV_OK)
            CHECK(count_op(r, OP_FNEGATE) == 0, "hs_quad_integer flip_y: a negation");
        dxil2spv_result_free(r);
        free(s.data);
    }
}

static void test_dual_source(void)
{
    /* Eight targets: SV_Target2-7 have nowhere to go (D3D12 requires them
     * unbound with dual-source blending): no variables, a warning each. */
    shader s;
    if (!load_own(&s, "dxil/stages/ps_multiple_render_targets.dxil"))
        return;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result_free(translate_ok(&s, &o, "ps_multiple_render_targets"));
    o.dual_source_blending = 1;
    dxil2spv_result *r = translate_ok(&s, &o, "ps_multiple_render_targets dual");
    if (r->status == DXIL2SPV_OK) {
        CHECK(r->warnings && strstr(r->warnings, "'SV_Target2'") && strstr(r->warnings, "'SV_Target7'") &&
                  strstr(r->warnings, "dual_source_blending"),
              "eight targets, dual source: warnings name SV_Target2..7");
        CHECK(id_named(r, "out_SV_Target1") && !id_named(r, "out_SV_Target2") && !id_named(r, "out_SV_Target7"),
              "eight targets, dual source: variables for SV_Target0/1 only");
        CHECK(decoration(r, id_named(r, "out_SV_Target1"), DEC_INDEX) == 1, "eight targets, dual source: Index 1");
    }
    dxil2spv_result_free(r);
    free(s.data);

    if (!vkd3d_dir || !load(&s, vkd3d_dir, "d3d12_shaders/ps_code_dxil.dxil")) {
        skipped++;
        return;
    }
    for (uint32_t dual = 0; dual < 2; dual++) {
        o.dual_source_blending = dual;
        r = translate_ok(&s, &o, "ps_code_dxil");
        if (r->status == DXIL2SPV_OK) {
            uint32_t t0 = id_named(r, "out_SV_Target0"), t1 = id_named(r, "out_SV_Target1");
            CHECK(t0 && t1, "ps_code_dxil: target variables %u, %u", t0, t1);
            int64_t loc0 = decoration(r, t0, DEC_LOCATION), loc1 = decoration(r, t1, DEC_LOCATION);
            int64_t idx0 = decoration(r, t0, DEC_INDEX), idx1 = decoration(r, t1, DEC_INDEX);
            CHECK(loc0 == 0, "ps_code_dxil dual %u: SV_Target0 at location %lld", dual, (long long)loc0);
            CHECK(loc1 == (dual ? 0 : 1), "ps_code_dxil dual %u: SV_Target1 at location %lld", dual,
                  (long long)loc1);
            CHECK(idx0 == -1, "ps_code_dxil dual %u: SV_Target0 has Index %lld", dual, (long long)idx0);
            CHECK(idx1 == (dual ? 1 : -1), "ps_code_dxil dual %u: SV_Target1 has Index %lld", dual, (long long)idx1);
        }
        dxil2spv_result_free(r);
    }
    free(s.data);
}

static void test_sample_count(void)
{
    shader s;
    if (!vkd3d_dir ||
        !load(&s, vkd3d_dir, "d3d12_shaders/ps_code_dxil__test_shader_get_render_target_sample_count.dxil")) {
        skipped++;
    } else {
        static const uint32_t ids[] = {0, 42};
        for (size_t i = 0; i < 2; i++) {
            dxil2spv_options o;
            dxil2spv_options_init(&o);
            o.sample_count_spec_id = ids[i];
            dxil2spv_result *r = translate_ok(&s, &o, "sample count");
            if (r->status == DXIL2SPV_OK) {
                CHECK(r->reflection->sample_count_spec_id == (int32_t)ids[i], "sample count: reflected spec id %d",
                      r->reflection->sample_count_spec_id);
                uint32_t c = id_named(r, "render_target_sample_count");
                CHECK(c && decoration(r, c, DEC_SPEC_ID) == ids[i], "sample count: constant without SpecId %u",
                      ids[i]);
                CHECK(count_op(r, OP_SPEC_CONSTANT) >= 1, "sample count: no OpSpecConstant");
            }
            dxil2spv_result_free(r);
        }
        free(s.data);
    }
    /* A shader that does not ask: -1. */
    if (load_own(&s, "dxil/stages/ps_discard_clip.dxil")) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.sample_count_spec_id = 5;
        dxil2spv_result *r = translate(&s, &o, "no sample count");
        CHECK(r->status == DXIL2SPV_OK && r->reflection->sample_count_spec_id == -1,
              "no sample count: status %d, %s", (int)r->status, r->error ? r->error : "spec id reflected");
        dxil2spv_result_free(r);
        free(s.data);
    }
}

/* ---- location remap ---------------------------------------------------------- */

typedef struct remap_ctx {
    int mode;               /* 0 shift, 1 refuse NORMAL outputs, 2 everything to 0,
                               3 component UINT32_MAX, 4 location UINT32_MAX */
    uint32_t calls[3];      /* per signature */
    uint32_t bad_desc;
} remap_ctx;

static int remap_cb(void *userdata, const dxil2spv_location_desc *d, uint32_t *loc, uint32_t *comp)
{
    remap_ctx *c = userdata;
    if (d->signature > 2 || !d->semantic || !d->rows || !d->cols) {
        c->bad_desc++;
        return 0;
    }
    c->calls[d->signature]++;
    /* The defaults filled in are the signature's packing (patch constants
     * count down from 31). */
    if (d->signature != 2 && (*loc != d->start_row || *comp != d->start_col))
        c->bad_desc++;
    switch (c->mode) {
    case 0:
        /* inputs up by 10, outputs to 20 + row; TEXCOORD's two columns move
         * to components 2-3 */
        *loc = d->signature == 0 ? *loc + 10 : d->signature == 1 ? 20 + d->start_row : *loc;
        if (strcmp(d->semantic, "TEXCOORD") == 0 && d->cols == 2)
            *comp = 2;
        return 1;
    case 1:
        return !(d->signature == 1 && strcmp(d->semantic, "NORMAL") == 0);
    case 3:
        /* component + columns wraps to a small number in 32 bits */
        *comp = UINT32_MAX;
        return 1;
    case 4:
        *loc = UINT32_MAX;
        return 1;
    default:
        *loc = 0;
        *comp = 0;
        return 1;
    }
}

static const dxil2spv_stage_io *find_io(const dxil2spv_result *r, uint32_t sig, const char *semantic)
{
    for (uint32_t i = 0; i < r->reflection->stage_io_count; i++) {
        const dxil2spv_stage_io *io = &r->reflection->stage_io[i];
        if (io->signature == sig && strcmp(io->semantic, semantic) == 0)
            return io;
    }
    return NULL;
}

static void test_location_remap(void)
{
    shader s;
    if (!load_own(&s, "dxil/stages/vs_input_layout.dxil"))
        return;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *base = translate_ok(&s, &o, "vs_input_layout");
    remap_ctx c = {0};
    o.location_remap = remap_cb;
    o.location_remap_userdata = &c;
    dxil2spv_result *r = translate_ok(&s, &o, "vs_input_layout remap");
    CHECK(c.bad_desc == 0, "remap: %u bad descriptions", c.bad_desc);
    CHECK(c.calls[0] == 5 && c.calls[1] == 2 && c.calls[2] == 0, "remap: %u, %u, %u calls (want 5, 2, 0)",
          c.calls[0], c.calls[1], c.calls[2]);
    if (base->status == DXIL2SPV_OK && r->status == DXIL2SPV_OK) {
        static const struct { uint32_t sig; const char *sem, *var; } el[] = {
            {0, "POSITION", "in_POSITION0"}, {0, "NORMAL", "in_NORMAL0"}, {0, "TEXCOORD", "in_TEXCOORD0"},
            {0, "BLENDWEIGHT", "in_BLENDWEIGHT0"}, {1, "NORMAL", "out_NORMAL0"}, {1, "TEXCOORD", "out_TEXCOORD0"},
        };
        for (size_t i = 0; i < sizeof(el) / sizeof(el[0]); i++) {
            const dxil2spv_stage_io *b = find_io(base, el[i].sig, el[i].sem), *m = find_io(r, el[i].sig, el[i].sem);
            CHECK(b && m, "remap: %s not reflected", el[i].var);
            if (!b || !m)
                continue;
            int32_t want = el[i].sig == 0 ? b->location + 10 : 20 + b->location;
            uint32_t want_comp = strcmp(el[i].sem, "TEXCOORD") == 0 ? 2 : b->component;
            CHECK(b->location >= 0 && m->location == want && m->component == want_comp,
                  "remap: %s reflected at %d.%u (want %d.%u)", el[i].var, m->location, m->component, want, want_comp);
            uint32_t var = id_named(r, el[i].var);
            CHECK(var && decoration(r, var, DEC_LOCATION) == want, "remap: %s not decorated Location %d", el[i].var,
                  want);
            CHECK(decoration(r, var, DEC_COMPONENT) == (want_comp ? (int64_t)want_comp : -1),
                  "remap: %s Component decoration is not %u", el[i].var, want_comp);
        }
        /* SV_Position stays a built-in. */
        const dxil2spv_stage_io *p = find_io(r, 1, "SV_Position");
        CHECK(p && p->location == -1 && p->builtin == BUILTIN_POSITION, "remap: SV_Position not a built-in");
    }
    dxil2spv_result_free(base);
    dxil2spv_result_free(r);

    /* A refusal names the element. */
    c = (remap_ctx){.mode = 1};
    r = translate(&s, &o, "vs_input_layout refuse");
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "'NORMAL0'") &&
              strstr(r->error, "output") && strstr(r->error, "remap") && !r->spirv && !r->reflection,
          "remap refusal: status %d, error %s", (int)r->status, r->error ? r->error : "none");
    dxil2spv_result_free(r);

    /* Everything on location 0: two elements collide, both named. */
    c = (remap_ctx){.mode = 2};
    r = translate(&s, &o, "vs_input_layout overlap");
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "'POSITION0'") &&
              strstr(r->error, "'NORMAL0'") && strstr(r->error, "location 0"),
          "remap overlap: status %d, error %s", (int)r->status, r->error ? r->error : "none");
    dxil2spv_result_free(r);

    /* Answers that overflow 32-bit location arithmetic are refused, not
     * wrapped into a Location/Component decoration. */
    c = (remap_ctx){.mode = 3};
    r = translate(&s, &o, "vs_input_layout component overflow");
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "component 4294967295"),
          "remap component overflow: status %d, error %s", (int)r->status, r->error ? r->error : "none");
    dxil2spv_result_free(r);
    c = (remap_ctx){.mode = 4};
    r = translate(&s, &o, "vs_input_layout location overflow");
    CHECK(r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "location 4294967295"),
          "remap location overflow: status %d, error %s", (int)r->status, r->error ? r->error : "none");
    dxil2spv_result_free(r);
    free(s.data);

    /* Patch constants go through the callback too (signature 2). */
    if (!load_own(&s, "dxil/stages/ds_tri.dxil"))
        return;
    c = (remap_ctx){.mode = 0};
    r = translate_ok(&s, &o, "ds_tri remap");
    CHECK(c.bad_desc == 0 && c.calls[2] >= 1, "ds_tri remap: %u bad descriptions, %u patch constant calls",
          c.bad_desc, c.calls[2]);
    dxil2spv_result_free(r);
    free(s.data);
}

/* Enumerated options out of range fail as arguments on every shader, also
 * one (compute) that never reads them. */
static void test_option_enums(void)
{
    shader s;
    if (!load_own(&s, "dxil/compute-basic/bitcast_asuint_asfloat.dxil"))
        return;
    for (int k = 0; k < 3; k++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        const char *want = k == 0 ? "options.discard" : k == 1 ? "options.dynamic_offsets" : "target environment";
        if (k == 0)
            o.discard = (dxil2spv_discard_mode)3;
        else if (k == 1)
            o.dynamic_offsets = (dxil2spv_dynamic_offset_mode)3;
        else
            o.target_env = (dxil2spv_target_env)99;
        dxil2spv_result *r = dxil2spv_translate(s.data, s.size, &o);
        CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, want),
              "out-of-range enum %d: not refused naming %s", k, want);
        dxil2spv_result_free(r);
    }
    free(s.data);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_graphics_options OWN_CORPUS [VKD3D_PROTON_CORPUS]\n");
        return 2;
    }
    own_dir = argv[1];
    vkd3d_dir = argc > 2 ? argv[2] : NULL;
    test_discard();
    test_flip_y();
    test_dual_source();
    test_sample_count();
    test_location_remap();
    test_option_enums();
    printf("test_graphics_options: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures != 0;
}
