/* D3D12 root signatures through the public API.
 *
 *   - dxil2spv_root_signature_parse: a serializer written here from the
 *     documented RTS0 layout (versions 1.0, 1.1, 1.2; bare part and DXBC
 *     container as D3D12SerializeVersionedRootSignature writes it) round
 *     trips every field; truncated and unknown input is refused by name;
 *   - the heap model on real DXC output (register_spaces: two SRVs, a UAV
 *     and a CBV in four spaces): placements, push-constant layout, the
 *     module's PhysicalStorageBuffer64 addressing and push-constant block,
 *     validation;
 *   - every bad root signature of the issue gets its clear error.
 *
 * Usage: test_rootsig OWN_CORPUS_DIR
 */
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

static int failures, checks;

/* ---- serializer (RTS0 as d3d12 lays it out) ----------------------------------- */

typedef struct wbuf {
    uint8_t b[8192];
    uint32_t n;
} wbuf;

static uint32_t put32(wbuf *w, uint32_t v)
{
    uint32_t at = w->n;
    memcpy(w->b + w->n, &v, 4);
    w->n += 4;
    return at;
}

static void set32(wbuf *w, uint32_t at, uint32_t v)
{
    memcpy(w->b + at, &v, 4);
}

static uint32_t putf(wbuf *w, float f)
{
    uint32_t v;
    memcpy(&v, &f, 4);
    return put32(w, v);
}

/* Header, parameter array, payloads, static samplers. */
static void serialize(const dxil2spv_root_signature *rs, wbuf *w)
{
    w->n = 0;
    uint32_t v = rs->version;
    put32(w, v);
    put32(w, rs->parameter_count);
    uint32_t params_at = put32(w, 0);
    put32(w, rs->static_sampler_count);
    uint32_t samplers_at = put32(w, 0);
    put32(w, rs->flags);
    set32(w, params_at, w->n);
    uint32_t entries = w->n;
    for (uint32_t i = 0; i < rs->parameter_count; i++) {
        put32(w, rs->parameters[i].parameter_type);
        put32(w, rs->parameters[i].visibility);
        put32(w, 0);
    }
    for (uint32_t i = 0; i < rs->parameter_count; i++) {
        const dxil2spv_root_parameter *p = &rs->parameters[i];
        set32(w, entries + 12 * i + 8, w->n);
        if (p->parameter_type == DXIL2SPV_ROOT_PARAMETER_TABLE) {
            put32(w, p->range_count);
            put32(w, w->n + 4);
            for (uint32_t k = 0; k < p->range_count; k++) {
                const dxil2spv_descriptor_range *r = &p->ranges[k];
                put32(w, r->range_type);
                put32(w, r->num_descriptors);
                put32(w, r->base_shader_register);
                put32(w, r->register_space);
                if (v != 1)
                    put32(w, r->flags);
                put32(w, r->offset_in_table);
            }
        } else if (p->parameter_type == DXIL2SPV_ROOT_PARAMETER_CONSTANTS) {
            put32(w, p->shader_register);
            put32(w, p->register_space);
            put32(w, p->num_32bit_values);
        } else {
            put32(w, p->shader_register);
            put32(w, p->register_space);
            if (v != 1)
                put32(w, p->flags);
        }
    }
    set32(w, samplers_at, w->n);
    for (uint32_t i = 0; i < rs->static_sampler_count; i++) {
        const dxil2spv_static_sampler *s = &rs->static_samplers[i];
        put32(w, s->filter);
        put32(w, s->address_u);
        put32(w, s->address_v);
        put32(w, s->address_w);
        putf(w, s->mip_lod_bias);
        put32(w, s->max_anisotropy);
        put32(w, s->comparison_func);
        put32(w, s->border_color);
        putf(w, s->min_lod);
        putf(w, s->max_lod);
        put32(w, s->shader_register);
        put32(w, s->register_space);
        put32(w, s->visibility);
        if (v == 3)
            put32(w, s->flags);
    }
}

/* A DXBC container holding one RTS0 part (digest left zero). */
static void wrap_dxbc(const wbuf *part, wbuf *out)
{
    out->n = 0;
    memcpy(out->b, "DXBC", 4);
    memset(out->b + 4, 0, 16);
    out->n = 20;
    put32(out, 1);                      /* version 1.0 */
    uint32_t size_at = put32(out, 0);
    put32(out, 1);                      /* one part */
    put32(out, out->n + 4);             /* its offset */
    put32(out, 0x30535452u);            /* 'RTS0' */
    put32(out, part->n);
    memcpy(out->b + out->n, part->b, part->n);
    out->n += part->n;
    set32(out, size_at, out->n);
}

/* ---- a root signature of every kind --------------------------------------------- */

static const dxil2spv_descriptor_range sample_ranges[] = {
    {0, 4, 0, 0, 0, 2},
    {1, DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED, 3, 1, 2, DXIL2SPV_DESCRIPTOR_RANGE_OFFSET_APPEND},
};
static const dxil2spv_descriptor_range sampler_ranges[] = {{3, 2, 0, 0, 0, 0}};
static const dxil2spv_root_parameter sample_params[] = {
    {.parameter_type = 0, .visibility = 0, .range_count = 2, .ranges = sample_ranges},
    {.parameter_type = 1, .visibility = 5, .shader_register = 1, .register_space = 0, .num_32bit_values = 3},
    {.parameter_type = 2, .visibility = 0, .shader_register = 2, .register_space = 0, .flags = 4},
    {.parameter_type = 3, .visibility = 1, .shader_register = 7, .register_space = 2},
    {.parameter_type = 4, .visibility = 0, .shader_register = 1, .register_space = 3},
    {.parameter_type = 0, .visibility = 0, .range_count = 1, .ranges = sampler_ranges},
};
static const dxil2spv_static_sampler sample_samplers[] = {
    {0x55, 1, 2, 3, 0.5f, 16, 4, 2, -1.0f, 8.0f, 5, 0, 5, 1},
};

static void check_same(const dxil2spv_root_signature *a, const dxil2spv_root_signature *b, const char *what)
{
    CHECK(a->version == b->version && a->flags == b->flags, "%s: version/flags", what);
    CHECK(a->parameter_count == b->parameter_count, "%s: %u parameters", what, b->parameter_count);
    for (uint32_t i = 0; i < a->parameter_count && i < b->parameter_count; i++) {
        const dxil2spv_root_parameter *p = &a->parameters[i], *q = &b->parameters[i];
        CHECK(p->parameter_type == q->parameter_type && p->visibility == q->visibility, "%s: parameter %u type",
              what, i);
        if (p->parameter_type == 0) {
            CHECK(p->range_count == q->range_count, "%s: parameter %u ranges", what, i);
            for (uint32_t k = 0; k < p->range_count && k < q->range_count; k++) {
                dxil2spv_descriptor_range r = p->ranges[k];
                if (a->version == 1)
                    r.flags = 0;
                CHECK(memcmp(&r, &q->ranges[k], sizeof(r)) == 0, "%s: parameter %u range %u", what, i, k);
            }
        } else {
            CHECK(p->shader_register == q->shader_register && p->register_space == q->register_space &&
                      p->num_32bit_values == q->num_32bit_values && (a->version == 1 || p->flags == q->flags),
                  "%s: parameter %u fields", what, i);
        }
    }
    CHECK(a->static_sampler_count == b->static_sampler_count, "%s: static samplers", what);
    for (uint32_t i = 0; i < a->static_sampler_count && i < b->static_sampler_count; i++) {
        dxil2spv_static_sampler s = a->static_samplers[i];
        if (a->version != 3)
            s.flags = 0;
        CHECK(memcmp(&s, &b->static_samplers[i], sizeof(s)) == 0, "%s: static sampler %u", what, i);
    }
}

static void test_parse(void)
{
    dxil2spv_root_signature rs = {1, 0x1, 6, sample_params, 1, sample_samplers};
    for (uint32_t v = 1; v <= 3; v++) {
        rs.version = v;
        static wbuf part, dxbc;
        serialize(&rs, &part);
        wrap_dxbc(&part, &dxbc);
        const wbuf *forms[2] = {&part, &dxbc};
        for (int f = 0; f < 2; f++) {
            char what[64];
            snprintf(what, sizeof(what), "version %u, %s", v, f ? "DXBC container" : "bare RTS0");
            dxil2spv_root_signature_blob *b = dxil2spv_root_signature_parse(forms[f]->b, forms[f]->n);
            CHECK(b && b->status == DXIL2SPV_OK, "%s: parse failed: %s", what, b ? b->error : "NULL");
            if (b && b->root_signature)
                check_same(&rs, b->root_signature, what);
            dxil2spv_root_signature_blob_free(b);
        }
        /* Every truncation is refused, none crashes. */
        for (uint32_t n = 0; n < part.n; n += 4) {
            dxil2spv_root_signature_blob *b = dxil2spv_root_signature_parse(part.b, n);
            CHECK(b && b->status == DXIL2SPV_ERROR_INVALID_INPUT && strstr(b->error, "past the part end"),
                  "version %u truncated to %u bytes: %s", v, n, b && b->error ? b->error : "accepted");
            dxil2spv_root_signature_blob_free(b);
        }
    }
    static wbuf part;
    rs.version = 2;
    serialize(&rs, &part);
    set32(&part, 0, 7);
    dxil2spv_root_signature_blob *b = dxil2spv_root_signature_parse(part.b, part.n);
    CHECK(b && b->status == DXIL2SPV_ERROR_UNSUPPORTED && strstr(b->error, "version 7"), "version 7: %s",
          b && b->error ? b->error : "accepted");
    dxil2spv_root_signature_blob_free(b);
    serialize(&rs, &part);
    set32(&part, 24 + 12 * 2, 9); /* parameter 2's type */
    b = dxil2spv_root_signature_parse(part.b, part.n);
    CHECK(b && b->status == DXIL2SPV_ERROR_INVALID_INPUT && strstr(b->error, "parameter 2: unknown ParameterType 9"),
          "parameter type 9: %s", b && b->error ? b->error : "accepted");
    dxil2spv_root_signature_blob_free(b);
    static wbuf dxbc;
    uint8_t junk[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    wbuf other = {{0}, 0};
    memcpy(other.b, junk, 8);
    other.n = 8;
    wrap_dxbc(&other, &dxbc);
    set32(&dxbc, 36, 0x4C495844u); /* the part is 'DXIL', not RTS0 */
    b = dxil2spv_root_signature_parse(dxbc.b, dxbc.n);
    CHECK(b && b->status != DXIL2SPV_OK && b->error, "a container without RTS0 is refused");
    dxil2spv_root_signature_blob_free(b);
}

/* ---- translation ------------------------------------------------------------------ */

static unsigned char *shader_data;
static size_t shader_size;

static dxil2spv_result *translate(const dxil2spv_root_signature *rs)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.root_signature = rs;
    dxil2spv_result *r = dxil2spv_translate(shader_data, shader_size, &o);
    if (!r) {
        fprintf(stderr, "NULL result\n");
        exit(2);
    }
    return r;
}

static void expect_error(const dxil2spv_root_signature *rs, dxil2spv_status st, const char *text, const char *what)
{
    dxil2spv_result *r = translate(rs);
    CHECK(r->status == st && r->error && strstr(r->error, text), "%s: expected status %d with '%s', got %d: %s",
          what, (int)st, text, (int)r->status, r->error ? r->error : "(success)");
    dxil2spv_result_free(r);
}

typedef struct scan {
    bool psb_model, push_block, convert_or_bitcast_ptr;
} scan;

static bool visit(const spv_insn *in, void *arg)
{
    scan *s = arg;
    if (in->op == 14 && in->n >= 2 && in->w[1] == 5348) /* OpMemoryModel PhysicalStorageBuffer64 */
        s->psb_model = true;
    if (in->op == 59 && in->n >= 4 && in->w[3] == 9)    /* OpVariable PushConstant */
        s->push_block = true;
    if (in->op == 124 || in->op == 120)                 /* OpBitcast / OpConvertUToPtr */
        s->convert_or_bitcast_ptr = true;
    return true;
}

/* register_spaces.hlsl: A t0 space0, B t0 space1 (structured SRVs), O u0
 * space2 (structured UAV), C b0 space3 (8 bytes). */
static void test_root_remap(const dxil2spv_root_signature *rs);

static void test_register_spaces(void)
{
    dxil2spv_descriptor_range table_b[] = {{0, 2, 0, 1, 0, 5}};
    dxil2spv_root_parameter params[] = {
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .range_count = 1, .ranges = table_b},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 0, .register_space = 3,
         .num_32bit_values = 2},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_SRV, .shader_register = 0, .register_space = 0},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_UAV, .shader_register = 0, .register_space = 2},
    };
    dxil2spv_root_signature rs = {2, 0, 4, params, 0, NULL};
    test_root_remap(&rs);
    dxil2spv_result *r = translate(&rs);
    CHECK(r->status == DXIL2SPV_OK, "register_spaces: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "register_spaces"), "register_spaces validates");
        const dxil2spv_pipeline_layout *pl = r->reflection->pipeline_layout;
        CHECK(pl && pl->push_constant_size == 28, "push constants: 2 addresses + 2 constants + 1 table = 28 bytes");
        if (pl && pl->parameter_count == 4) {
            /* addresses first (parameter order), then constants, then tables */
            CHECK(pl->parameters[2].offset == 0 && pl->parameters[3].offset == 8, "root descriptor offsets");
            CHECK(pl->parameters[1].offset == 16 && pl->parameters[1].size == 8, "root constants offset");
            CHECK(pl->parameters[0].offset == 24 && pl->parameters[0].size == 4, "table offset");
            for (uint32_t p = 0; p < 4; p++)
                CHECK(pl->parameters[p].used, "parameter %u used", p);
        }
        const dxil2spv_reflection *rf = r->reflection;
        for (uint32_t i = 0; i < rf->resource_count; i++) {
            const dxil2spv_reflected_resource *x = &rf->resources[i];
            if (x->resource_class == 0 && x->space == 1)
                CHECK(x->placement == DXIL2SPV_PLACEMENT_TABLE && x->root_parameter == 0 && x->table_range == 0 &&
                          x->table_offset == 5 && x->set == 7 && x->binding == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER,
                      "B: table placement (%u, offset %u, set %u binding %u)", x->placement, x->table_offset, x->set,
                      x->binding);
            else if (x->resource_class == 0)
                CHECK(x->placement == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR && x->root_parameter == 2, "A: root SRV");
            else if (x->resource_class == 1)
                CHECK(x->placement == DXIL2SPV_PLACEMENT_ROOT_DESCRIPTOR && x->root_parameter == 3, "O: root UAV");
            else
                CHECK(x->placement == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS && x->root_parameter == 1 &&
                          x->cb_size == 8, "C: root constants");
        }
        CHECK(rf->heap_array_count == 1 && rf->heap_arrays[0].array == DXIL2SPV_HEAP_ARRAY_STORAGE_BUFFER,
              "one heap array (storage buffers) declared");
        scan s = {0};
        spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &s);
        CHECK(s.psb_model && s.push_block && s.convert_or_bitcast_ptr,
              "module: PhysicalStorageBuffer64 %d, push-constant block %d, address to pointer %d", s.psb_model,
              s.push_block, s.convert_or_bitcast_ptr);
    }
    dxil2spv_result_free(r);

    /* Vulkan 1.1 (SPIR-V 1.3): the address goes through a uint64. */
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.root_signature = &rs;
    o.target_env = DXIL2SPV_TARGET_VULKAN_1_1;
    r = dxil2spv_translate(shader_data, shader_size, &o);
    CHECK(r && r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_1, "register_spaces 1.1"),
          "register_spaces for Vulkan 1.1: %s", r && r->error ? r->error : "");
    CHECK(r && spv_inspect_reflects_cap(r, 11 /* Int64 */), "Vulkan 1.1: Int64 for the address");
    dxil2spv_result_free(r);

    /* ---- errors ---- */
    dxil2spv_root_parameter p2[4];
    memcpy(p2, params, sizeof(p2));
    dxil2spv_root_signature bad = {2, 0, 4, p2, 0, NULL};

    p2[3].register_space = 1; /* O no longer covered */
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "UAV '<unnamed>' (u0, space 2) of the compute shader: no root "
                 "parameter visible to this stage covers it", "uncovered UAV");
    memcpy(p2, params, sizeof(p2));
    p2[1].num_32bit_values = 1;
    /* C declares 8 bytes over one root constant: D3D12 binds it (reads past
     * the constants are undefined), and within the 16-byte row an SM 4/5
     * declaration would round to, without a warning. */
    r = translate(&bad);
    CHECK(r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "short root constants"),
          "8-byte CBV over one root constant: %s", r->error ? r->error : "");
    CHECK(!r->warnings || !strstr(r->warnings, "root constants parameter"), "no warning within the row: %s",
          r->warnings ? r->warnings : "");
    if (r->status == DXIL2SPV_OK)
        CHECK(r->reflection->pipeline_layout->parameters[1].offset == 16 &&
                  r->reflection->pipeline_layout->parameters[0].offset == 20,
              "one root constant word at byte 16, the table right after it at 20 (%u, %u)",
              r->reflection->pipeline_layout->parameters[1].offset,
              r->reflection->pipeline_layout->parameters[0].offset);
    dxil2spv_result_free(r);
    memcpy(p2, params, sizeof(p2));
    dxil2spv_descriptor_range overlap[] = {{0, 2, 0, 1, 0, 5}, {0, 1, 1, 1, 0, 0}};
    p2[0].ranges = overlap;
    p2[0].range_count = 2;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "parameter 0 range 0 and parameter 0 range 1 overlap",
                 "overlapping ranges");
    memcpy(p2, params, sizeof(p2));
    p2[1].num_32bit_values = 60;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "65 DWORDs, more than D3D12's 64", "more than 64 DWORDs");
    p2[1].num_32bit_values = 40; /* 4 + 40 + 1 words: 180 bytes, over the 128-byte budget */
    r = translate(&bad);
    CHECK(r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "overflow"),
          "root arguments over the budget: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK) {
        const dxil2spv_pipeline_layout *pl = r->reflection->pipeline_layout;
        CHECK(pl->push_constant_size == 128 && pl->root_argument_size == 192 && pl->root_argument_set == 5 &&
                  pl->root_argument_binding == 0,
              "overflow: 128 bytes pushed, a 192-byte root argument buffer at set 5 (%u, %u, %u)",
              pl->push_constant_size, pl->root_argument_size, pl->root_argument_set);
    }
    dxil2spv_result_free(r);
    memcpy(p2, params, sizeof(p2));
    p2[2].parameter_type = 7;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "parameter 2: unknown ParameterType 7", "unknown parameter");
    memcpy(p2, params, sizeof(p2));
    bad.version = 4;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "version 4 is not supported", "unknown version");
    bad.version = 2;
    dxil2spv_descriptor_range mixed[] = {{0, 2, 0, 1, 0, 5}, {3, 1, 0, 0, 0, 0}};
    p2[0].ranges = mixed;
    p2[0].range_count = 2;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "mixes sampler ranges with CBV/SRV/UAV", "mixed table");
    dxil2spv_descriptor_range after[] = {{1, DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED, 9, 9, 0, 0},
                                         {0, 2, 0, 1, 0, DXIL2SPV_DESCRIPTOR_RANGE_OFFSET_APPEND}};
    p2[0].ranges = after;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "an APPEND offset after an unbounded range", "append after unbounded");
    memcpy(p2, params, sizeof(p2));
    p2[0].ranges = NULL;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_ARGUMENT, "has 1 ranges but ranges is NULL", "NULL ranges");
    memcpy(p2, params, sizeof(p2));
    dxil2spv_descriptor_range partial[] = {{0, 1, 1, 1, 0, 0}, {0, 1, 5, 0, 0, 0}};
    p2[0].ranges = partial; /* t0 space1 uncovered: a range at t1 does not cover it */
    p2[0].range_count = 1;
    expect_error(&bad, DXIL2SPV_ERROR_INVALID_INPUT, "SRV '<unnamed>' (t0, space 1)", "SRV outside the table range");
    memcpy(p2, params, sizeof(p2));
    p2[1].visibility = 5; /* pixel only: the compute stage still sees it (D3D ignores visibility for compute) */
    r = translate(&bad);
    CHECK(r->status == DXIL2SPV_OK, "compute sees a pixel-visible parameter: %s", r->error ? r->error : "");
    dxil2spv_result_free(r);
    memcpy(p2, params, sizeof(p2));
    dxil2spv_options so;
    dxil2spv_options_init(&so);
    so.root_signature = &rs;
    so.binding_model = DXIL2SPV_BINDING_MODEL_SETS;
    r = dxil2spv_translate(shader_data, shader_size, &so);
    CHECK(r && r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "sets"),
          "the sets model: %s", r && r->error ? r->error : "");
    if (r && r->status == DXIL2SPV_OK) {
        const dxil2spv_pipeline_layout *pl = r->reflection->pipeline_layout;
        CHECK(pl->push_constant_size == 24 && pl->parameters[0].set == 0 && pl->parameters[0].size == 0 &&
                  pl->parameters[1].set == -1, "sets: tables take no push constants (%u bytes)", pl->push_constant_size);
        for (uint32_t i = 0; i < r->reflection->resource_count; i++) {
            const dxil2spv_reflected_resource *x = &r->reflection->resources[i];
            if (x->resource_class == 0 && x->space == 1) /* B: t0 space1 in range 0 (base t0, 2 descriptors) */
                CHECK(x->set == 0 && x->binding == 0 && x->table_offset == 0 &&
                          x->descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER, "sets: B at set 0 binding 0");
        }
        CHECK(r->reflection->heap_array_count == 0, "sets: no heap arrays");
    }
    dxil2spv_result_free(r);
    so.binding_model = 9;
    r = dxil2spv_translate(shader_data, shader_size, &so);
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && strstr(r->error, "binding_model 9"),
          "unknown binding model: %s", r && r->error ? r->error : "");
    dxil2spv_result_free(r);
    dxil2spv_options_init(&so);
    so.use_embedded_root_signature = 1;
    r = dxil2spv_translate(shader_data, shader_size, &so);
    CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_INPUT && strstr(r->error, "no RTS0 part"),
          "embedded root signature missing: %s", r && r->error ? r->error : "");
    dxil2spv_result_free(r);
}

/* root_remap callbacks. */
typedef struct remap_log {
    uint32_t calls, mode; /* mode 0: move tables to set 3 binding 9; 1: reject; 2: move root constants; 3: type;
                             4: a table's SRV buffer as its class's texel buffer */
    dxil2spv_root_placement seen[8];
} remap_log;

static int remap(void *user, const dxil2spv_root_placement *where, dxil2spv_binding *b)
{
    remap_log *l = user;
    if (l->calls < 8)
        l->seen[l->calls] = *where;
    l->calls++;
    if (l->mode == 1)
        return 0;
    if (l->mode == 0 && where->placement == DXIL2SPV_PLACEMENT_TABLE) {
        b->set = 3;
        b->binding = 9;
    }
    if (l->mode == 2 && where->placement == DXIL2SPV_PLACEMENT_ROOT_CONSTANTS)
        b->set = 1;
    if (l->mode == 3 && where->placement == DXIL2SPV_PLACEMENT_TABLE)
        b->descriptor_type = DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    if (l->mode == 4 && where->placement == DXIL2SPV_PLACEMENT_TABLE)
        b->descriptor_type = DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
    return 1;
}

/* Options that translate with rs in binding model `model`, every root
 * placement passed through remap() with a fresh log in `mode`. */
static void remap_options(dxil2spv_options *o, remap_log *l, const dxil2spv_root_signature *rs, uint32_t model,
                          uint32_t mode)
{
    memset(l, 0, sizeof(*l));
    l->mode = mode;
    dxil2spv_options_init(o);
    o->root_signature = rs;
    o->binding_model = model;
    o->root_remap = remap;
    o->root_remap_userdata = l;
}

static bool visit_texel(const spv_insn *in, void *arg)
{
    /* OpTypeImage %uint Buffer depth 0 arrayed 0 ms 0 sampled 1 */
    if (in->op == 25 && in->n >= 9 && in->w[3] == 5 /* Buffer */ && in->w[7] == 1)
        *(bool *)arg = true;
    return true;
}

static void test_root_remap(const dxil2spv_root_signature *rs)
{
    for (uint32_t model = 0; model < 2; model++) {
        remap_log l;
        dxil2spv_options o;
        remap_options(&o, &l, rs, model, 0);
        dxil2spv_result *r = dxil2spv_translate(shader_data, shader_size, &o);
        CHECK(r && r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "remap"),
              "model %u: a table resource moved by root_remap: %s", model, r && r->error ? r->error : "");
        CHECK(l.calls == 4, "root_remap called once per resource (%u)", l.calls);
        bool saw_table = false;
        for (uint32_t i = 0; i < l.calls && i < 8; i++)
            if (l.seen[i].placement == DXIL2SPV_PLACEMENT_TABLE)
                saw_table = l.seen[i].root_parameter == 0 && l.seen[i].table_range == 0 &&
                            l.seen[i].resource.space == 1 && l.seen[i].table_offset == (model ? 0u : 5u) &&
                            l.seen[i].push_constant_offset == (model ? 0u : 24u);
        CHECK(saw_table, "model %u: the callback saw B's table position", model);
        if (r && r->status == DXIL2SPV_OK) {
            for (uint32_t i = 0; i < r->reflection->resource_count; i++) {
                const dxil2spv_reflected_resource *x = &r->reflection->resources[i];
                if (x->placement == DXIL2SPV_PLACEMENT_TABLE)
                    CHECK(x->set == 3 && x->binding == 9, "model %u: B reflected at set 3 binding 9 (%u, %u)", model,
                          x->set, x->binding);
            }
            CHECK(r->reflection->heap_array_count == 0, "model %u: no shared heap array declared", model);
        }
        dxil2spv_result_free(r);
        for (uint32_t mode = 1; mode <= 3; mode++) {
            remap_options(&o, &l, rs, model, mode);
            r = dxil2spv_translate(shader_data, shader_size, &o);
            const char *want = mode == 1 ? "the root_remap callback rejected" : mode == 2 ? "a set and binding"
                                                                                           : "keeps its type";
            CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && strstr(r->error, want),
                  "model %u, callback mode %u: expected '%s', got %s", model, mode, want,
                  r && r->error ? r->error : "success");
            dxil2spv_result_free(r);
        }
    }
    /* A HEAP-model table's structured SRV switched to a uniform texel
     * buffer (a runtime answering by view alignment): an R32_UINT buffer
     * image of its own; in the SETS model the type cannot change. */
    for (uint32_t model = 0; model < 2; model++) {
        remap_log l;
        dxil2spv_options o;
        remap_options(&o, &l, rs, model, 4);
        dxil2spv_result *r = dxil2spv_translate(shader_data, shader_size, &o);
        if (model == 1) {
            CHECK(r && r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT && strstr(r->error, "keeps its type"),
                  "sets model: a table buffer's type cannot change: %s", r && r->error ? r->error : "success");
        } else {
            CHECK(r && r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "texel table"),
                  "heap model: a table's structured SRV as a texel buffer: %s", r && r->error ? r->error : "");
            bool texel = false;
            if (r && r->status == DXIL2SPV_OK) {
                spv_inspect_walk(r->spirv, r->spirv_word_count, visit_texel, &texel);
                for (uint32_t i = 0; i < r->reflection->resource_count; i++) {
                    const dxil2spv_reflected_resource *x = &r->reflection->resources[i];
                    if (x->placement == DXIL2SPV_PLACEMENT_TABLE)
                        CHECK(x->descriptor_type == DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER,
                              "the table SRV reflects a uniform texel buffer (%u)", x->descriptor_type);
                }
            }
            CHECK(texel, "heap model: an R32_UINT uniform texel buffer image in the module");
        }
        dxil2spv_result_free(r);
    }
}

/* A table with a typed resource as a root descriptor: rwtexture (typed UAV). */
static void test_typed_root_descriptor(const char *dir)
{
    free(shader_data);
    shader_data = spv_inspect_load(dir, "resources/rwbuffer_rmw_atomics.dxil", &shader_size, 2);
    dxil2spv_descriptor_range rg[] = {{1, 3, 0, 0, 0, 0}};
    dxil2spv_root_parameter params[] = {
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_UAV, .shader_register = 0, .register_space = 0},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .range_count = 1, .ranges = rg},
    };
    rg[0].base_shader_register = 1;
    rg[0].num_descriptors = 2;
    dxil2spv_root_signature rs = {2, 0, 2, params, 0, NULL};
    expect_error(&rs, DXIL2SPV_ERROR_INVALID_INPUT, "root descriptors are raw or structured buffers only",
                 "typed buffer as a root UAV");
    rs.parameters = &params[1];
    rs.parameter_count = 1;
    rg[0].base_shader_register = 0;
    rg[0].num_descriptors = 3;
    dxil2spv_result *r = translate(&rs);
    CHECK(r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "typed table"),
          "typed UAVs in a table: %s", r->error ? r->error : "");
    if (r->status == DXIL2SPV_OK)
        CHECK(r->reflection->heap_array_count == 1 &&
                  r->reflection->heap_arrays[0].array == DXIL2SPV_HEAP_ARRAY_STORAGE_TEXEL_BUFFER,
              "typed UAVs read from the storage texel buffer array");
    dxil2spv_result_free(r);
}

/* A constant buffer larger than its root constants (cbuffer_packing_vectors:
 * 156 bytes over 4 root constants): D3D12 binds it, reads past the
 * constants are undefined; translated with a warning naming both sizes,
 * and the words after the constants keep their places. */
static void test_short_root_constants(const char *dir)
{
    free(shader_data);
    shader_data = spv_inspect_load(dir, "resources/cbuffer_packing_vectors.dxil", &shader_size, 2);
    dxil2spv_root_parameter params[] = {
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 0, .num_32bit_values = 4},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_UAV, .shader_register = 0},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 9, .num_32bit_values = 1},
    };
    dxil2spv_root_signature rs = {2, 0, 3, params, 0, NULL};
    dxil2spv_result *r = translate(&rs);
    CHECK(r->status == DXIL2SPV_OK && spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, "156-byte CBV, 4 constants"),
          "156-byte CBV over 4 root constants: %s", r->error ? r->error : "");
    CHECK(r->warnings && strstr(r->warnings, "declares 156 bytes, but root constants parameter 0 holds 4"),
          "warning naming the sizes: %s", r->warnings ? r->warnings : "(none)");
    if (r->status == DXIL2SPV_OK)
        CHECK(r->reflection->pipeline_layout->parameters[0].offset == 8 &&
                  r->reflection->pipeline_layout->parameters[2].offset == 24 &&
                  r->reflection->pipeline_layout->push_constant_size == 28,
              "b0's 4 words at byte 8, the next constants at 24, 28 bytes");
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_rootsig OWN_CORPUS_DIR\n");
        return 2;
    }
    test_parse();
    shader_data = spv_inspect_load(argv[1], "resources/register_spaces.dxil", &shader_size, 2);
    test_register_spaces();
    test_typed_root_descriptor(argv[1]);
    test_short_root_constants(argv[1]);
    free(shader_data);
    printf("test_rootsig: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
