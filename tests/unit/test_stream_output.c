/* Stream output (transform feedback) and geometry streams through the
 * public API: corpus geometry and vertex shaders translated with
 * D3D12_SO_DECLARATION_ENTRY lists; the SPIR-V must validate and carry
 * XfbBuffer / XfbStride / Offset / Stream where the description puts them,
 * emits of captured streams must be OpEmitStreamVertex, and bad
 * descriptions must be refused naming the entry.
 *
 * Usage: test_stream_output OWN_CORPUS_DIR [VKD3D_PROTON_CORPUS_DIR]
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv/spv_tools.h"
#include "util/ctx.h"
#include "spv_inspect.h"
#include <setjmp.h>

static int failures, checks;

/* SPIR-V numbers used below (spec values). */
enum {
    OP_NAME = 5, OP_EXECUTION_MODE = 16, OP_CAPABILITY = 17, OP_CONSTANT = 43, OP_DECORATE = 71,
    OP_EMIT_VERTEX = 218, OP_END_PRIMITIVE = 219, OP_EMIT_STREAM_VERTEX = 220, OP_END_STREAM_PRIMITIVE = 221,
    DEC_BUILTIN = 11, DEC_STREAM = 29, DEC_LOCATION = 30, DEC_OFFSET = 35, DEC_XFB_BUFFER = 36,
    DEC_XFB_STRIDE = 37, EM_XFB = 11, CAP_TRANSFORM_FEEDBACK = 53, CAP_GEOMETRY_STREAMS = 54,
    BUILTIN_POSITION = 0,
};

#define MAX_IDS 4096

/* Per id: the decorations this test looks at (-1 = absent) and the name. */
typedef struct var_info {
    int64_t stream, location, offset, xfb_buffer, xfb_stride, builtin;
    char name[64];
} var_info;

typedef struct module_info {
    var_info ids[MAX_IDS];
    uint32_t const_value[MAX_IDS];
    bool xfb_mode, cap_xfb, cap_streams;
    uint32_t emits, ends, stream_emits, stream_ends;
    int64_t stream_emit_ids[8];
} module_info;

static bool scan_visit(const spv_insn *in, void *arg)
{
    module_info *m = arg;
    const uint32_t *o = &in->w[1];
    switch (in->op) {
    case OP_NAME:
        if (o[0] < MAX_IDS)
            snprintf(m->ids[o[0]].name, sizeof(m->ids[o[0]].name), "%s", (const char *)&o[1]);
        break;
    case OP_EXECUTION_MODE:
        if (o[1] == EM_XFB)
            m->xfb_mode = true;
        break;
    case OP_CAPABILITY:
        m->cap_xfb |= o[0] == CAP_TRANSFORM_FEEDBACK;
        m->cap_streams |= o[0] == CAP_GEOMETRY_STREAMS;
        break;
    case OP_CONSTANT:
        if (o[1] < MAX_IDS && in->n >= 4)
            m->const_value[o[1]] = o[2];
        break;
    case OP_DECORATE:
        if (o[0] < MAX_IDS && in->n >= 4) {
            var_info *v = &m->ids[o[0]];
            switch (o[1]) {
            case DEC_STREAM: v->stream = o[2]; break;
            case DEC_LOCATION: v->location = o[2]; break;
            case DEC_OFFSET: v->offset = o[2]; break;
            case DEC_XFB_BUFFER: v->xfb_buffer = o[2]; break;
            case DEC_XFB_STRIDE: v->xfb_stride = o[2]; break;
            case DEC_BUILTIN: v->builtin = o[2]; break;
            default: break;
            }
        }
        break;
    case OP_EMIT_VERTEX: m->emits++; break;
    case OP_END_PRIMITIVE: m->ends++; break;
    case OP_EMIT_STREAM_VERTEX:
        if (m->stream_emits < 8)
            m->stream_emit_ids[m->stream_emits] = o[0];
        m->stream_emits++;
        break;
    case OP_END_STREAM_PRIMITIVE: m->stream_ends++; break;
    default: break;
    }
    return true;
}

static void scan(const uint32_t *w, size_t n, module_info *m)
{
    memset(m, 0, sizeof(*m));
    for (uint32_t i = 0; i < MAX_IDS; i++) {
        var_info *v = &m->ids[i];
        v->stream = v->location = v->offset = v->xfb_buffer = v->xfb_stride = v->builtin = -1;
    }
    spv_inspect_walk(w, n, scan_visit, m);
}

/* The variable with this xfb buffer and offset, or NULL. */
static const var_info *captured(const module_info *m, int64_t buffer, int64_t offset)
{
    const var_info *found = NULL;
    for (uint32_t i = 0; i < MAX_IDS; i++)
        if (m->ids[i].xfb_buffer == buffer && m->ids[i].offset == offset) {
            if (found)
                return NULL; /* two captures at one place: wrong */
            found = &m->ids[i];
        }
    return found;
}

static uint32_t count_xfb(const module_info *m)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < MAX_IDS; i++)
        n += m->ids[i].xfb_buffer >= 0;
    return n;
}

typedef struct shader {
    unsigned char *data;
    size_t size;
} shader;

/* Translates with `so` (NULL: none); on success checks validation and fills m. */
static dxil2spv_result *translate(const shader *s, const dxil2spv_stream_output *so, module_info *m,
                                  const char *what)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    if (so)
        o.stream_output = *so;
    dxil2spv_result *r = dxil2spv_translate(s->data, s->size, &o);
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, what), "%s: SPIR-V does not validate", what);
        scan(r->spirv, r->spirv_word_count, m);
    }
    return r;
}

/* Translates with the entries (none and stream 0: the options' default),
 * which must succeed (one check); NULL when it did not. */
static dxil2spv_result *translate_ok(const shader *s, const dxil2spv_stream_output_element *e, uint32_t count,
                                     uint32_t stride0, uint32_t rasterized, module_info *m, const char *what)
{
    dxil2spv_stream_output so = {e, count, {stride0, 0, 0, 0}, rasterized};
    dxil2spv_result *r = translate(s, count || rasterized ? &so : NULL, m, what);
    CHECK(r && r->status == DXIL2SPV_OK, "%s: %s", what, r ? r->error : "no result");
    if (r && r->status == DXIL2SPV_OK)
        return r;
    dxil2spv_result_free(r);
    return NULL;
}

static const dxil2spv_stage_io *output_io(const dxil2spv_result *r, const char *sem, uint32_t index, uint32_t stream)
{
    const dxil2spv_reflection *rf = r->reflection;
    for (uint32_t i = 0; rf && i < rf->stage_io_count; i++) {
        const dxil2spv_stage_io *io = &rf->stage_io[i];
        if (io->signature == 1 && io->stream == stream && io->semantic_index == index && strcmp(io->semantic, sem) == 0)
            return io;
    }
    return NULL;
}

static module_info mod; /* large: not on the stack */

/* gs_multiple_streams: two point streams of {SV_Position, TEXCOORD0}, three
 * emits on stream 0 and one on stream 1. */
static void test_gs_streams(const shader *gs)
{
    /* No description: stream 0 alone, as before. */
    dxil2spv_result *r = translate_ok(gs, NULL, 0, 0, 0, &mod, "gs, no stream output");
    if (r) {
        CHECK(mod.emits == 3 && mod.stream_emits == 0, "no SO: %u emits, %u stream emits (want 3, 0)", mod.emits,
              mod.stream_emits);
        CHECK(!mod.xfb_mode && !mod.cap_xfb && !mod.cap_streams && count_xfb(&mod) == 0,
              "no SO: transform feedback declared anyway");
    }
    dxil2spv_result_free(r);

    /* Rasterized stream 1 without stream output: stream 1 becomes SPIR-V
     * stream 0 (its one emit), stream 0's emits are dropped. */
    r = translate_ok(gs, NULL, 0, 0, 1, &mod, "gs, rasterized stream 1");
    if (r) {
        CHECK(mod.emits == 1 && mod.stream_emits == 0 && !mod.cap_streams,
              "rasterized stream 1: %u emits, %u stream emits (want 1, 0)", mod.emits, mod.stream_emits);
        const dxil2spv_stage_io *io = output_io(r, "TEXCOORD", 0, 1);
        CHECK(io && io->location == 1, "rasterized stream 1: TEXCOORD0 of stream 1 at location %d (want 1)",
              io ? io->location : -99);
        io = output_io(r, "TEXCOORD", 0, 0);
        CHECK(io && io->location == -1, "rasterized stream 1: stream 0's TEXCOORD0 still has a variable");
    }
    dxil2spv_result_free(r);

    /* Stream 1 captured into slot 0 (position, TEXCOORD0.yz, a gap), stream
     * 0's TEXCOORD0 into slot 1 with an explicit stride. */
    const dxil2spv_stream_output_element e[] = {
        {1, "SV_Position", 0, 0, 4, 0},
        {1, "TEXCOORD", 0, 1, 2, 0},
        {1, NULL, 0, 0, 1, 0},
        {0, "texcoord", 0, 0, 4, 1},
    };
    dxil2spv_stream_output so = {e, 4, {0, 20, 0, 0}, 0};
    r = translate(gs, &so, &mod, "gs, two streams captured");
    CHECK(r && r->status == DXIL2SPV_OK, "gs with stream output: %s", r ? r->error : "no result");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(mod.xfb_mode && mod.cap_xfb && mod.cap_streams, "SO: Xfb mode %d, TransformFeedback %d, "
              "GeometryStreams %d", mod.xfb_mode, mod.cap_xfb, mod.cap_streams);
        CHECK(mod.emits == 3 && mod.stream_emits == 1, "SO: %u emits, %u stream emits (want 3, 1)", mod.emits,
              mod.stream_emits);
        CHECK(mod.stream_emits == 1 && mod.stream_emit_ids[0] < MAX_IDS &&
              mod.const_value[mod.stream_emit_ids[0]] == 1, "SO: OpEmitStreamVertex is not on stream 1");
        const var_info *pos = captured(&mod, 0, 0), *tc = captured(&mod, 0, 16), *tc0 = captured(&mod, 1, 0);
        CHECK(pos && pos->stream == 1 && pos->xfb_stride == 28 && pos->location >= 2,
              "SO: stream 1 position: stream %lld stride %lld location %lld", pos ? (long long)pos->stream : -9,
              pos ? (long long)pos->xfb_stride : -9, pos ? (long long)pos->location : -9);
        CHECK(tc && tc->stream == 1 && tc->xfb_stride == 28 && tc->location >= 2 && tc->location != pos->location,
              "SO: stream 1 TEXCOORD0.yz not captured at slot 0 offset 16 in its own variable");
        /* stream 0's element variable itself, at its signature location */
        CHECK(tc0 && tc0->stream == -1 && tc0->xfb_stride == 20 && tc0->location == 1,
              "SO: stream 0 TEXCOORD0 not decorated in place (location %lld, stride %lld)",
              tc0 ? (long long)tc0->location : -9, tc0 ? (long long)tc0->xfb_stride : -9);
        CHECK(count_xfb(&mod) == 3, "SO: %u captured variables (want 3)", count_xfb(&mod));
        const dxil2spv_stage_io *io = output_io(r, "TEXCOORD", 0, 1);
        CHECK(io && tc && io->location == tc->location,
              "SO: reflection of stream 1 TEXCOORD0 does not report its location");
    }
    dxil2spv_result_free(r);

    /* Stream 0's position captured: the Position built-in is decorated. */
    const dxil2spv_stream_output_element ep[] = {{0, "SV_POSITION", 0, 0, 4, 2}};
    r = translate_ok(gs, ep, 1, 0, 0, &mod, "gs, position captured");
    if (r) {
        const var_info *pos = captured(&mod, 2, 0);
        CHECK(pos && pos->builtin == BUILTIN_POSITION && pos->xfb_stride == 16,
              "position capture: not on the Position built-in");
        CHECK(mod.stream_emits == 0 && !mod.cap_streams, "position capture: stream 1 emitted though not observed");
    }
    dxil2spv_result_free(r);
}

/* With flip_y the Position built-in holds -y; transform feedback must
 * still capture D3D's y, so the capture is a copy (a located variable),
 * and the built-in carries no XfbBuffer. */
static void test_flip_y_capture(const shader *gs)
{
    const dxil2spv_stream_output_element ep[] = {{0, "SV_Position", 0, 0, 4, 0}};
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.stream_output = (dxil2spv_stream_output){ep, 1, {0, 0, 0, 0}, 0};
    o.flip_y = 1;
    dxil2spv_result *r = dxil2spv_translate(gs->data, gs->size, &o);
    CHECK(r && r->status == DXIL2SPV_OK, "gs flip_y position capture: %s", r ? r->error : "no result");
    if (r && r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "gs flip_y position capture"), "flip_y capture: SPIR-V does not validate");
        scan(r->spirv, r->spirv_word_count, &mod);
        const var_info *pos = captured(&mod, 0, 0);
        CHECK(pos && pos->builtin == -1 && pos->location >= 2 && pos->xfb_stride == 16,
              "flip_y capture: position captured from the flipped built-in, not a copy");
        CHECK(count_xfb(&mod) == 1, "flip_y capture: %u captured variables (want 1)", count_xfb(&mod));
    }
    dxil2spv_result_free(r);
}

/* vs_output_array_semantics: SV_Position, TEXCOORD0-3 (one 4-row
 * element), ROTATION0-1 (2 rows, .xy), IDS0 (int2). */
static void test_vs(const shader *vs)
{
    const dxil2spv_stream_output_element e[] = {
        {0, "SV_Position", 0, 0, 4, 0},
        {0, "TEXCOORD", 2, 1, 2, 0},
        {0, "IDS", 0, 0, 2, 1},
        {0, "ROTATION", 1, 0, 2, 1},
    };
    module_info *m = &mod;
    dxil2spv_result *r = translate_ok(vs, e, 4, 0, 0, m, "vs");
    if (r) {
        CHECK(m->xfb_mode && m->cap_xfb && !m->cap_streams, "vs: Xfb mode or capabilities wrong");
        const var_info *pos = captured(m, 0, 0), *tc2 = captured(m, 0, 16), *ids = captured(m, 1, 0),
                       *rot1 = captured(m, 1, 8);
        CHECK(pos && pos->builtin == BUILTIN_POSITION && pos->xfb_stride == 24, "vs: position not captured");
        /* one row of a 4-row element: a copy past the signature's 8 registers */
        CHECK(tc2 && tc2->location >= 8 && tc2->xfb_stride == 24, "vs: TEXCOORD2.yz not captured by a copy");
        CHECK(ids && ids->location == 7 && ids->xfb_stride == 16, "vs: IDS0 not decorated in place");
        CHECK(rot1 && rot1->location >= 8 && rot1->location != tc2->location, "vs: ROTATION1 not captured");
    }
    dxil2spv_result_free(r);
}

typedef struct bad_case {
    dxil2spv_stream_output_element e[2];
    uint32_t count;
    uint32_t stride0;
    const char *want[3]; /* substrings of the error */
} bad_case;

static void test_refusals(const shader *gs)
{
    static const bad_case cases[] = {
        {{{0, "TEXCOORD", 7, 0, 4, 0}}, 1, 0, {"entry 0", "TEXCOORD7", "no such element"}},
        {{{0, "NORMAL", 0, 0, 4, 0}}, 1, 0, {"entry 0", "NORMAL0", "no such element"}},
        {{{0, "TEXCOORD", 0, 2, 3, 0}}, 1, 0, {"entry 0", "TEXCOORD0", "3 components from component 2"}},
        {{{0, "TEXCOORD", 0, 0xFFFFFFFFu, 2, 0}}, 1, 0, {"entry 0", "TEXCOORD0", "from component 4294967295"}},
        {{{0, "TEXCOORD", 0, 0, 0, 0}}, 1, 0, {"entry 0", "TEXCOORD0", "components"}},
        {{{0, "TEXCOORD", 0, 0, 4, 4}}, 1, 0, {"entry 0", "TEXCOORD0", "output slot 4"}},
        {{{0, "TEXCOORD", 0, 0, 4, 0}, {0, "SV_Position", 0, 0, 4, 0}}, 2, 24,
         {"entry 1", "SV_Position0", "stride 24"}},
        {{{0, "TEXCOORD", 0, 0, 4, 0}, {1, "TEXCOORD", 0, 0, 4, 0}}, 2, 0, {"entry 1", "TEXCOORD0", "slot 0"}},
        {{{2, "TEXCOORD", 0, 0, 4, 1}}, 1, 0, {"entry 0", "stream 2", "stream mask"}},
        {{{5, "TEXCOORD", 0, 0, 4, 1}}, 1, 0, {"entry 0", "stream 5", "0 to 3"}},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        const bad_case *c = &cases[i];
        dxil2spv_stream_output so = {c->e, c->count, {c->stride0, 0, 0, 0}, 0};
        dxil2spv_result *r = translate(gs, &so, &mod, "bad");
        CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT, "bad case %zu accepted (status %d)", i,
              r ? (int)r->status : -1);
        for (int k = 0; k < 3 && r && r->error; k++)
            CHECK(strstr(r->error, c->want[k]), "bad case %zu: error '%s' lacks '%s'", i, r->error, c->want[k]);
        dxil2spv_result_free(r);
    }
    /* a rasterized stream that does not exist */
    dxil2spv_stream_output so = {NULL, 0, {0, 0, 0, 0}, 4};
    dxil2spv_result *r = translate(gs, &so, &mod, "bad rasterized stream");
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error && strstr(r->error, "rasterized stream 4"),
          "rasterized stream 4 accepted");
    dxil2spv_result_free(r);
}

/* Stages that feed no stream output refuse a description instead of
 * capturing nothing without a word. */
static void test_other_stages(const shader *ps, const shader *cs)
{
    const dxil2spv_stream_output_element e[] = {{0, "SV_Target", 0, 0, 4, 0}};
    const shader *sh[2] = {ps, cs};
    const char *name[2] = {"pixel", "compute"};
    for (int i = 0; i < 2; i++) {
        dxil2spv_stream_output so = {e, 1, {0, 0, 0, 0}, 0};
        dxil2spv_result *r = translate(sh[i], &so, &mod, name[i]);
        CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && r->error &&
                  strstr(r->error, "stream output on a") && strstr(r->error, name[i]),
              "%s shader with a stream-output description: status %d, error '%s'", name[i], r ? (int)r->status : -1,
              r && r->error ? r->error : "");
        dxil2spv_result_free(r);
        /* and without one, the same shader translates */
        dxil2spv_stream_output none = {NULL, 0, {0, 0, 0, 0}, 0};
        r = translate(sh[i], &none, &mod, name[i]);
        CHECK(r && r->status == DXIL2SPV_OK, "%s shader without stream output: status %d", name[i],
              r ? (int)r->status : -1);
        dxil2spv_result_free(r);
    }
}

/* vkd3d-proton's stream-output mismatch shader: stream 0 {SV_Position,
 * ARG0.xyz, ARG2 (uint4)}, stream 1 {SV_Position, ARG1.xy}. */
static void test_vkd3d(const shader *gs)
{
    const dxil2spv_stream_output_element e[] = {
        {0, "ARG", 0, 0, 3, 0},
        {0, "ARG", 2, 0, 4, 0},
        {1, "ARG", 1, 0, 2, 1},
        {1, "SV_Position", 0, 0, 4, 1},
    };
    dxil2spv_result *r = translate_ok(gs, e, 4, 0, 1, &mod, "vkd3d gs_mismatch_so_1");
    if (r) {
        const var_info *a0 = captured(&mod, 0, 0), *a2 = captured(&mod, 0, 12), *a1 = captured(&mod, 1, 0),
                       *pos = captured(&mod, 1, 8);
        CHECK(a0 && a0->xfb_stride == 28 && a0->stream == -1, "vkd3d gs: ARG0 (stream 0, slot 0) wrong");
        CHECK(a2 && a2->xfb_stride == 28, "vkd3d gs: ARG2 not at offset 12");
        /* stream 1 is rasterized: its own variables, decorated Stream 1 */
        CHECK(a1 && a1->stream == 1 && a1->location == 1 && a1->xfb_stride == 24, "vkd3d gs: ARG1 wrong");
        CHECK(pos && pos->stream == 1 && pos->builtin == BUILTIN_POSITION, "vkd3d gs: stream 1 position wrong");
        CHECK(mod.stream_emits >= 1 && mod.emits >= 1 && mod.cap_streams, "vkd3d gs: emits wrong");
    }
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR [VKD3D_PROTON_CORPUS_DIR]\n", argv[0]);
        return 2;
    }
    shader gs, vs;
    gs.data = spv_inspect_load(argv[1], "dxil/stages/gs_multiple_streams.dxil", &gs.size, 1);
    vs.data = spv_inspect_load(argv[1], "dxil/stages/vs_output_array_semantics.dxil", &vs.size, 1);
    test_gs_streams(&gs);
    test_flip_y_capture(&gs);
    test_vs(&vs);
    test_refusals(&gs);
    shader ps, cs;
    ps.data = spv_inspect_load(argv[1], "dxil/stages/ps_discard_clip.dxil", &ps.size, 1);
    cs.data = spv_inspect_load(argv[1], "dxil/compute-basic/bitfield_shift_mask.dxil", &cs.size, 1);
    test_other_stages(&ps, &cs);
    free(ps.data);
    free(cs.data);
    if (argc > 2) {
        shader v;
        v.data = spv_inspect_load(argv[2], "pso/gs_mismatch_so_1_code_dxil.dxil", &v.size, 1);
        test_vkd3d(&v);
        free(v.data);
    }
    free(gs.data);
    free(vs.data);
    printf("stream_output: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
