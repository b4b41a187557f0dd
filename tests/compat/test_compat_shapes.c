/* The binding answers vkd3d-proton 0e65f3f3 can give through dxil-spirv's C
 * interface (/work/ext/answer-shapes.md of the gpupaths engineer, from its
 * libs/vkd3d-shader/dxil.c and libs/vkd3d/state.c), one case per shape
 * on real DXC output of tests/corpus/own, through the compat layer:
 *   nv        a root CBV as a push descriptor and a hoisted table CBV: plain
 *             uniform buffers beside a root SRV address and heap tables (C4, C5);
 *   single    every SRV/UAV table answer on ONE heap binding, textures, texel
 *             buffers and storage buffers mixed (mutable single set, S6);
 *   lowering  VK_EXT_descriptor_heap: table resources lowered to plain
 *             bindings of virtual sets (an unbounded array too), a UAV with
 *             a counter kept in the heap with its counter by address (H1, H4);
 *   push_ubo  root constants read from a uniform buffer
 *             (ROOT_CONSTANT_INLINE_UNIFORM_BLOCK, C2);
 *   counters  plain UAV counters at another set: texel buffer (IDENTITY) and
 *             storage buffer (SSBO), as dxil-spirv makes them;
 *   static    static samplers as plain bindings beside heap textures (P1, P2);
 *   cbv_ssbo  heap CBVs (a table's, SM 6.6's) read from storage buffers
 *             (BINDLESS_CBV_SSBO_EMULATION, C7);
 *   unsized   an unsized sampler array over static samplers: refused whole,
 *             then answered as one descriptor (vkd3d-proton's
 *             test_static_sampler_dynamic_index; the shared corpus's shader,
 *             skipped when ../shared is absent): one sampler, whatever the
 *             index, as D3D12 drivers read it.
 * Each module must validate (Vulkan 1.3, scalar block layout) and declare
 * the variables the answers name (set, binding, storage class, counter
 * form). What the runtime then reads at run time is the vkd3d-proton
 * suite's (scripts/vkd3d-proton-suite, profiles nv, single_set, push_ubo). */
#include "dxil_spirv_c.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spv_inspect.h"

static int failures, checks;

/* ---- answers by register ---------------------------------------------------------- */

typedef struct answer {
    uint32_t cls, space, reg; /* 0 SRV, 1 UAV, 2 CBV, 3 sampler; reg ~0u: the global heap of that class */
    dxil_spv_vulkan_binding b;
    dxil_spv_vulkan_binding counter;
    int push_words;           /* CBV: >= 0 push constants at this word */
} answer;

typedef struct shape {
    const char *name;
    answer a[16];
    unsigned n;
    unsigned root_descriptors, root_words;
    int inline_ubo_set, inline_ubo_binding; /* -1: none */
    bool cbv_ssbo;            /* BINDLESS_CBV_SSBO_EMULATION */
    bool refuse_unsized_samplers; /* the sampler callback refuses an unsized range, as vkd3d-proton does */
    bool physical_storage_buffer; /* PHYSICAL_STORAGE_BUFFER (vkd3d-proton: raw-address bindings exist) */
    unsigned padi_stride, padi_offset; /* PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING when padi_stride != 0 */
} shape;

static char last_log[2048];
static void log_cb(void *ud, dxil_spv_log_level level, const char *msg)
{
    (void)ud, (void)level;
    snprintf(last_log, sizeof last_log, "%s", msg);
}

static const answer *find(const shape *s, uint32_t cls, const dxil_spv_d3d_binding *d)
{
    for (unsigned i = 0; i < s->n; i++)
        if (s->a[i].cls == cls && s->a[i].space == d->register_space && s->a[i].reg == d->register_index)
            return &s->a[i];
    return NULL;
}

static dxil_spv_bool srv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_srv_vulkan_binding *v)
{
    const answer *a = find(ud, 0, d);
    memset(v, 0, sizeof *v);
    if (!a)
        return DXIL_SPV_FALSE;
    v->buffer_binding = a->b;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool uav_cb(void *ud, const dxil_spv_uav_d3d_binding *d, dxil_spv_uav_vulkan_binding *v)
{
    const answer *a = find(ud, 1, &d->d3d_binding);
    memset(v, 0, sizeof *v);
    if (!a)
        return DXIL_SPV_FALSE;
    v->buffer_binding = a->b;
    v->counter_binding = a->counter;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool cbv_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    const answer *a = find(ud, 2, d);
    memset(v, 0, sizeof *v);
    if (!a)
        return DXIL_SPV_FALSE;
    if (a->push_words >= 0) {
        v->push_constant = DXIL_SPV_TRUE;
        v->vulkan.push_constant.offset_in_words = (unsigned)a->push_words;
    } else {
        v->vulkan.uniform_binding = a->b;
    }
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool sampler_cb(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    const answer *a = find(ud, 3, d);
    memset(v, 0, sizeof *v);
    if (!a)
        return DXIL_SPV_FALSE;
    *v = a->b;
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool refuse_unsized(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    /* vkd3d-proton: a static sampler's binding covers one register, so an
     * unsized range does not fit it; asked again with range 1, it does. */
    if (d->range_size == ~0u)
        return DXIL_SPV_FALSE;
    return sampler_cb(ud, d, v);
}

static dxil_spv_vulkan_binding plain(uint32_t set, uint32_t binding, dxil_spv_vulkan_descriptor_type t)
{
    dxil_spv_vulkan_binding b;
    memset(&b, 0, sizeof b);
    b.set = set;
    b.binding = binding;
    b.descriptor_type = t;
    return b;
}

static dxil_spv_vulkan_binding heap(uint32_t set, uint32_t binding, uint32_t word, uint32_t offset,
                                    dxil_spv_vulkan_descriptor_type t)
{
    dxil_spv_vulkan_binding b = plain(set, binding, t);
    b.bindless.use_heap = DXIL_SPV_TRUE;
    b.bindless.heap_root_offset = offset;
    b.root_constant_index = word;
    return b;
}

static dxil_spv_vulkan_binding address(uint32_t index)
{
    dxil_spv_vulkan_binding b = plain(0, 0, DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS);
    b.root_constant_index = index;
    return b;
}

/* ---- what the module declares ------------------------------------------------------ */

enum { MAX_IDS = 4096 };

typedef struct module_facts {
    uint32_t set[MAX_IDS], binding[MAX_IDS]; /* + 1; 0 = none */
    uint32_t storage[MAX_IDS];               /* OpVariable storage class + 1 */
    uint32_t var_type[MAX_IDS];              /* the variable's pointer type */
    uint32_t pointee[MAX_IDS];               /* pointer type -> pointee */
    uint32_t opcode[MAX_IDS];                /* result id -> defining opcode */
    uint32_t elem[MAX_IDS];                  /* arrays: the element type */
    uint32_t image_dim[MAX_IDS];             /* OpTypeImage: Dim + 1 */
    uint32_t image_format[MAX_IDS];          /* OpTypeImage: the format */
    uint32_t constant[64], constants;        /* the first 32-bit OpConstant values */
} module_facts;

static bool has_constant(const module_facts *m, uint32_t v)
{
    for (uint32_t i = 0; i < m->constants; i++)
        if (m->constant[i] == v)
            return true;
    return false;
}

static bool collect(const spv_insn *in, void *arg)
{
    module_facts *m = arg;
    const uint32_t *w = in->w;
    switch (in->op) {
    case 71: /* OpDecorate */
        if (in->n >= 4 && w[1] < MAX_IDS) {
            if (w[2] == 34)
                m->set[w[1]] = w[3] + 1;
            if (w[2] == 33)
                m->binding[w[1]] = w[3] + 1;
        }
        break;
    case 59: /* OpVariable */
        if (w[2] < MAX_IDS) {
            m->storage[w[2]] = w[3] + 1;
            m->var_type[w[2]] = w[1];
        }
        break;
    case 32: /* OpTypePointer */
        if (w[1] < MAX_IDS)
            m->pointee[w[1]] = w[3];
        break;
    case 43: /* OpConstant */
        if (in->n >= 4 && m->constants < 64)
            m->constant[m->constants++] = w[3];
        break;
    case 25: /* OpTypeImage */
        if (w[1] < MAX_IDS) {
            m->image_dim[w[1]] = w[3] + 1;
            m->image_format[w[1]] = w[8];
        }
        /* fall through */
    default:
        if (in->op >= 19 && in->op <= 39 && in->n >= 2 && w[1] < MAX_IDS) { /* types */
            m->opcode[w[1]] = in->op;
            if ((in->op == 28 || in->op == 29) && in->n >= 3) /* OpTypeArray, OpTypeRuntimeArray */
                m->elem[w[1]] = w[2];
        }
        break;
    }
    return true;
}

/* The type a variable holds, through descriptor arrays. */
static uint32_t held_type(const module_facts *m, uint32_t var)
{
    uint32_t t = m->pointee[m->var_type[var] % MAX_IDS] % MAX_IDS;
    while (t && (m->opcode[t] == 28 || m->opcode[t] == 29))
        t = m->elem[t] % MAX_IDS;
    return t;
}

/* Variables at set/binding of storage class sc (~0u: any), and of those,
 * how many hold a Buffer-dim image (counter texel buffers). */
static unsigned vars_at(const module_facts *m, uint32_t set, uint32_t binding, uint32_t sc, unsigned *texel)
{
    unsigned n = 0;
    if (texel)
        *texel = 0;
    for (uint32_t id = 1; id < MAX_IDS; id++) {
        if (!m->storage[id] || m->set[id] != set + 1 || m->binding[id] != binding + 1)
            continue;
        if (sc != ~0u && m->storage[id] != sc + 1)
            continue;
        n++;
        uint32_t t = held_type(m, id);
        if (texel && m->opcode[t] == 25 && m->image_dim[t] == 5 + 1) /* DimBuffer */
            (*texel)++;
    }
    return n;
}

static unsigned vars_of_storage(const module_facts *m, uint32_t sc)
{
    unsigned n = 0;
    for (uint32_t id = 1; id < MAX_IDS; id++)
        n += m->storage[id] == sc + 1;
    return n;
}

enum { SC_UNIFORM_CONSTANT = 0, SC_UNIFORM = 2, SC_PUSH_CONSTANT = 9, SC_STORAGE_BUFFER = 12 };

/* ---- running a shape --------------------------------------------------------------- */

static module_facts facts;

/* Converts `file` of the own corpus with the shape's answers; on success
 * facts describes the module. */
static bool convert(const char *dir, const char *file, shape *s)
{
    size_t size;
    unsigned char *data = spv_inspect_load(dir, file, &size, 1);
    dxil_spv_parsed_blob blob;
    bool ok = false;
    last_log[0] = 0;
    if (dxil_spv_parse_dxil_blob(data, size, &blob) != DXIL_SPV_SUCCESS) {
        CHECK(0, "%s: parse %s: %s", s->name, file, last_log);
        free(data);
        return false;
    }
    dxil_spv_converter c;
    dxil_spv_create_converter(blob, &c);
    dxil_spv_converter_set_srv_remapper(c, srv_cb, s);
    dxil_spv_converter_set_uav_remapper(c, uav_cb, s);
    dxil_spv_converter_set_cbv_remapper(c, cbv_cb, s);
    dxil_spv_converter_set_sampler_remapper(c, s->refuse_unsized_samplers ? refuse_unsized : sampler_cb, s);
    dxil_spv_converter_set_root_descriptor_count(c, s->root_descriptors);
    dxil_spv_converter_set_root_constant_word_count(c, s->root_words);
    if (s->inline_ubo_set >= 0) {
        dxil_spv_option_root_constant_inline_uniform_block u = {
            {DXIL_SPV_OPTION_ROOT_CONSTANT_INLINE_UNIFORM_BLOCK}, (unsigned)s->inline_ubo_set,
            (unsigned)s->inline_ubo_binding, DXIL_SPV_TRUE};
        CHECK(dxil_spv_converter_add_option(c, &u.base) == DXIL_SPV_SUCCESS, "%s: inline UBO option", s->name);
    }
    if (s->cbv_ssbo) {
        dxil_spv_option_bindless_cbv_ssbo_emulation e = {{DXIL_SPV_OPTION_BINDLESS_CBV_SSBO_EMULATION}, DXIL_SPV_TRUE};
        CHECK(dxil_spv_converter_add_option(c, &e.base) == DXIL_SPV_SUCCESS, "%s: CBV SSBO option", s->name);
    }
    if (s->physical_storage_buffer) {
        dxil_spv_option_physical_storage_buffer p = {{DXIL_SPV_OPTION_PHYSICAL_STORAGE_BUFFER}, DXIL_SPV_TRUE};
        CHECK(dxil_spv_converter_add_option(c, &p.base) == DXIL_SPV_SUCCESS, "%s: PSB option", s->name);
    }
    if (s->padi_stride) {
        dxil_spv_option_physical_address_descriptor_indexing p = {
            {DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING}, s->padi_stride, s->padi_offset};
        CHECK(dxil_spv_converter_add_option(c, &p.base) == DXIL_SPV_SUCCESS, "%s: PADI option", s->name);
    }
    dxil_spv_compiled_spirv spv;
    if (dxil_spv_converter_run(c) != DXIL_SPV_SUCCESS ||
        dxil_spv_converter_get_compiled_spirv(c, &spv) != DXIL_SPV_SUCCESS) {
        CHECK(0, "%s: conversion of %s refused: %s", s->name, file, last_log);
    } else {
        dxil2spv_result r;
        memset(&r, 0, sizeof r);
        r.spirv = spv.data;
        r.spirv_word_count = spv.size / 4;
        CHECK(spv_inspect_validates(&r, SPV_TARGET_VULKAN_1_3, s->name), "%s: %s validates", s->name, file);
        memset(&facts, 0, sizeof facts);
        spv_inspect_walk(spv.data, spv.size / 4, collect, &facts);
        ok = true;
    }
    dxil_spv_converter_free(c);
    dxil_spv_parsed_blob_free(blob);
    free(data);
    return ok;
}

#define NO_PUSH (-1)
#define SSBO DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO
#define TEXEL DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER
#define IDENT DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY
#define UBO DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_UBO

/* register_spaces: t0 (space 0), t0 space1, u0 space2 (structured), b0 space3. */
static void shape_nv(const char *dir)
{
    shape s = {"nv", {{0}}, 0, 1, 2, -1, -1, false, false, false, 0, 0};
    s.a[s.n++] = (answer){0, 0, 0, address(0), {0}, NO_PUSH};                 /* root SRV: an address */
    s.a[s.n++] = (answer){0, 1, 0, heap(1, 2, 1, 3, SSBO), {0}, NO_PUSH};     /* table word 1, offset 3 */
    s.a[s.n++] = (answer){1, 2, 0, heap(1, 2, 1, 0, SSBO), {0}, NO_PUSH};     /* table word 1, offset 0 */
    s.a[s.n++] = (answer){2, 3, 0, plain(10, 0, IDENT), {0}, NO_PUSH};        /* push descriptor UBO */
    if (!convert(dir, "dxil/resources/register_spaces.dxil", &s))
        return;
    CHECK(vars_at(&facts, 10, 0, SC_UNIFORM, NULL) == 1, "nv: the root CBV is a uniform buffer at set 10 binding 0");
    CHECK(vars_at(&facts, 1, 2, SC_STORAGE_BUFFER, NULL) >= 1, "nv: the heap tables read the SSBO array at 1.2");
    CHECK(vars_of_storage(&facts, SC_PUSH_CONSTANT) == 1, "nv: root address and table word in push constants");
}

/* get_dimensions_all: textures t0-t8, typed t9, structured t10, raw t11, u0-u2. */
static void shape_single_set(const char *dir)
{
    shape s = {"single", {{0}}, 0, 0, 1, -1, -1, false, false, false, 0, 0};
    for (uint32_t r = 0; r <= 11; r++)
        s.a[s.n++] = (answer){0, 0, r, heap(4, 0, 0, r, r == 9 ? TEXEL : r >= 10 ? SSBO : IDENT), {0}, NO_PUSH};
    s.n = 12;
    for (uint32_t r = 0; r <= 2; r++) /* whatever kinds u0-u2 are: one mutable binding */
        s.a[s.n++] = (answer){1, 0, r, heap(4, 0, 0, 16 + r, IDENT), {0}, NO_PUSH};
    /* IDENTITY takes dxil-spirv's form: texel buffers for typed and raw/structured UAVs alike. */
    if (!convert(dir, "dxil/resources/get_dimensions_all.dxil", &s))
        return;
    unsigned n = vars_at(&facts, 4, 0, ~0u, NULL);
    CHECK(n >= 4, "single: images, texel buffers and storage buffers share set 4 binding 0 (%u variables)", n);
    CHECK(vars_at(&facts, 4, 0, SC_STORAGE_BUFFER, NULL) >= 1 && vars_at(&facts, 4, 0, SC_UNIFORM_CONSTANT, NULL) >= 2,
          "single: the mutable binding holds storage buffers and image descriptors");
}

/* append_structured: t0 (structured SRV), u0 (append: structured with a counter). */
static void shape_lowering(const char *dir)
{
    shape s = {"lowering", {{0}}, 0, 0, 1, -1, -1, false, false, false, 0, 0};
    /* Table 0 lowered: set 100 + table, binding = the heap offset. */
    s.a[s.n++] = (answer){0, 0, 0, plain(100, 3, SSBO), {0}, NO_PUSH};
    /* The UAV with a counter stays in the heap (raw_uav_counter_offset): its
     * counter by address at its own heap element (U1: vkd3d-proton sets
     * PHYSICAL_STORAGE_BUFFER for such raw-address bindings). */
    s.physical_storage_buffer = true;
    dxil_spv_vulkan_binding ctr = heap(3, 0, 0, 5, IDENT);
    s.a[s.n++] = (answer){1, 0, 0, heap(1, 2, 0, 5, SSBO), ctr, NO_PUSH};
    if (!convert(dir, "dxil/memory/append_structured.dxil", &s))
        return;
    CHECK(vars_at(&facts, 100, 3, SC_STORAGE_BUFFER, NULL) == 1, "lowering: t0 a plain SSBO at set 100 binding 3");
    CHECK(vars_at(&facts, 1, 2, SC_STORAGE_BUFFER, NULL) >= 1, "lowering: u0 from the heap SSBO array at 1.2");
    CHECK(vars_at(&facts, 3, 0, SC_STORAGE_BUFFER, NULL) == 1, "lowering: its counter from the address buffer at 3.0");

    /* resource_array_unbounded: b0 (Sel), an unbounded t0 space2 array, u0:
     * the array lowered to a plain binding of its own (runtime array). */
    shape u = {"lowering-array", {{0}}, 0, 0, 1, -1, -1, false, false, false, 0, 0};
    u.a[u.n++] = (answer){2, 0, 0, {0}, {0}, 0};                              /* root constants, word 0 */
    u.a[u.n++] = (answer){0, 2, 0, plain(101, 0, SSBO), {0}, NO_PUSH};
    u.a[u.n++] = (answer){1, 0, 0, plain(100, 1, SSBO), {0}, NO_PUSH};
    if (!convert(dir, "dxil/resources/resource_array_unbounded.dxil", &u))
        return;
    CHECK(vars_at(&facts, 101, 0, SC_STORAGE_BUFFER, NULL) >= 1 && vars_at(&facts, 100, 1, SC_STORAGE_BUFFER, NULL) >= 1,
          "lowering-array: the unbounded array and u0 at their virtual bindings");
}

/* register_spaces again, with the root arguments in a uniform buffer. */
static void shape_push_ubo(const char *dir)
{
    shape s = {"push_ubo", {{0}}, 0, 1, 4, 20, 5, false, false, false, 0, 0};
    s.a[s.n++] = (answer){0, 0, 0, address(0), {0}, NO_PUSH};
    s.a[s.n++] = (answer){0, 1, 0, heap(1, 2, 3, 3, SSBO), {0}, NO_PUSH};
    s.a[s.n++] = (answer){1, 2, 0, heap(1, 2, 3, 0, SSBO), {0}, NO_PUSH};
    s.a[s.n++] = (answer){2, 3, 0, {0}, {0}, 1};                               /* root constants at word 1 */
    if (!convert(dir, "dxil/resources/register_spaces.dxil", &s))
        return;
    CHECK(vars_of_storage(&facts, SC_PUSH_CONSTANT) == 0, "push_ubo: no push constants");
    CHECK(vars_at(&facts, 20, 5, SC_UNIFORM, NULL) == 1, "push_ubo: the root arguments in the uniform buffer at 20.5");

    /* Register answers with the one push-constant CBV at word 0: the CBV
     * itself from the buffer. */
    shape r = {"push_ubo-register", {{0}}, 0, 0, 0, 21, 2, false, false, false, 0, 0};
    r.a[r.n++] = (answer){0, 0, 0, plain(0, 0, SSBO), {0}, NO_PUSH};
    r.a[r.n++] = (answer){0, 1, 0, plain(1, 0, SSBO), {0}, NO_PUSH};
    r.a[r.n++] = (answer){1, 2, 0, plain(2, 0, SSBO), {0}, NO_PUSH};
    r.a[r.n++] = (answer){2, 3, 0, {0}, {0}, 0};
    if (!convert(dir, "dxil/resources/register_spaces.dxil", &r))
        return;
    CHECK(vars_of_storage(&facts, SC_PUSH_CONSTANT) == 0 && vars_at(&facts, 21, 2, SC_UNIFORM, NULL) == 1,
          "push_ubo-register: b0 space3 read from the uniform buffer at 21.2");
}

/* append_structured: plain UAV counters where dxil-spirv puts them. */
static void shape_counters(const char *dir)
{
    shape s = {"counters-texel", {{0}}, 0, 0, 0, -1, -1, false, false, false, 0, 0};
    s.a[s.n++] = (answer){0, 0, 0, plain(0, 0, IDENT), {0}, NO_PUSH};
    s.a[s.n++] = (answer){1, 0, 0, plain(0, 0, IDENT), plain(7, 3, IDENT), NO_PUSH}; /* aliases t0's binding */
    if (!convert(dir, "dxil/memory/append_structured.dxil", &s))
        return;
    unsigned texel;
    CHECK(vars_at(&facts, 7, 3, SC_UNIFORM_CONSTANT, &texel) == 1 && texel == 1,
          "counters-texel: an IDENTITY counter is an R32_UINT texel buffer at 7.3");
    /* IDENTITY raw/structured buffers are dxil-spirv's texel buffers too. */
    CHECK(vars_at(&facts, 0, 0, SC_UNIFORM_CONSTANT, &texel) == 2 && texel == 2,
          "counters-texel: t0 and u0 (IDENTITY) alias set 0 binding 0 as R32_UINT texel buffers");

    shape b = {"counters-ssbo", {{0}}, 0, 0, 0, -1, -1, false, false, false, 0, 0};
    b.a[b.n++] = (answer){0, 0, 0, plain(0, 0, IDENT), {0}, NO_PUSH};
    b.a[b.n++] = (answer){1, 0, 0, plain(0, 1, SSBO), plain(9, 4, SSBO), NO_PUSH};
    if (!convert(dir, "dxil/memory/append_structured.dxil", &b))
        return;
    CHECK(vars_at(&facts, 9, 4, SC_STORAGE_BUFFER, NULL) == 1, "counters-ssbo: an SSBO counter at 9.4");
}

/* texture_gather: samplers s0, s1 static (plain) beside heap textures t0-t4. */
static void shape_static(const char *dir)
{
    shape s = {"static", {{0}}, 0, 0, 1, -1, -1, false, false, false, 0, 0};
    s.a[s.n++] = (answer){3, 0, 0, plain(6, 0, IDENT), {0}, NO_PUSH};
    s.a[s.n++] = (answer){3, 0, 1, plain(6, 1, IDENT), {0}, NO_PUSH};
    for (uint32_t r = 0; r <= 4; r++)
        s.a[s.n++] = (answer){0, 0, r, heap(1, 0, 0, 2 * r, IDENT), {0}, NO_PUSH};
    if (!convert(dir, "dxil/resources/texture_gather.dxil", &s))
        return;
    CHECK(vars_at(&facts, 6, 0, SC_UNIFORM_CONSTANT, NULL) == 1 && vars_at(&facts, 6, 1, SC_UNIFORM_CONSTANT, NULL) == 1,
          "static: the samplers at 6.0 and 6.1");
    CHECK(vars_at(&facts, 1, 0, SC_UNIFORM_CONSTANT, NULL) >= 1, "static: the textures from the heap array at 1.0");
}

/* register_spaces with b0 space3 in a heap table (the table's CBVs come
 * from the heap's CBV array: the same path as ResourceDescriptorHeap's);
 * descriptor_heap_sm66 (ResourceDescriptorHeap of several kinds) beside a
 * plain b0. */
static void shape_cbv_ssbo(const char *dir)
{
    shape s = {"cbv_ssbo", {{0}}, 0, 0, 1, -1, -1, true, false, false, 0, 0};
    s.a[s.n++] = (answer){0, 0, 0, heap(1, 2, 0, 1, SSBO), {0}, NO_PUSH};
    s.a[s.n++] = (answer){0, 1, 0, heap(1, 2, 0, 2, SSBO), {0}, NO_PUSH};
    s.a[s.n++] = (answer){1, 2, 0, heap(1, 2, 0, 3, SSBO), {0}, NO_PUSH};
    s.a[s.n++] = (answer){2, 3, 0, heap(5, 0, 0, 4, IDENT), {0}, NO_PUSH}; /* the CBV heap array */
    if (!convert(dir, "dxil/resources/register_spaces.dxil", &s))
        return;
    CHECK(vars_at(&facts, 5, 0, SC_STORAGE_BUFFER, NULL) == 1 && vars_at(&facts, 5, 0, SC_UNIFORM, NULL) == 0,
          "cbv_ssbo: the table CBV read from the storage-buffer array at 5.0");

    shape h = {"cbv_ssbo-heap", {{0}}, 0, 0, 0, -1, -1, true, false, false, 0, 0};
    /* SRVs and UAVs on one mutable binding, CBVs and samplers apart, set 3. */
    for (uint32_t cls = 0; cls < 4; cls++)
        h.a[h.n++] = (answer){cls, ~0u, ~0u, heap(3, cls < 2 ? 10 : 10 + cls, ~0u, 0, IDENT), {0}, NO_PUSH};
    h.a[h.n++] = (answer){2, 0, 0, plain(2, 0, IDENT), {0}, NO_PUSH}; /* b0: a plain CBV stays a uniform buffer */
    if (!convert(dir, "dxil/resources/descriptor_heap_sm66.dxil", &h))
        return;
    /* (Its CBV annotation is never read: no CBV array is declared.) */
    CHECK(vars_at(&facts, 3, 12, SC_UNIFORM, NULL) == 0, "cbv_ssbo-heap: no uniform-buffer heap array");
    CHECK(vars_at(&facts, 2, 0, SC_UNIFORM, NULL) == 1, "cbv_ssbo-heap: b0, bound outside the heap, a uniform buffer");
}

/* Raw and structured buffers answered as texel buffers (S3:
 * minStorageBufferOffsetAlignment > 16) in heap tables, with the counter
 * by address (U1); then descriptor buffers with embedded mutable
 * descriptors: the counter a texel view in the heap (U2, with
 * PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING stride 8), or its address inside the
 * descriptor (packed metadata: stride 8, offset 7). append_structured: t0
 * structured SRV, u0 structured UAV with a counter. */
static void shape_texel(const char *dir)
{
    shape s = {"texel-tables", {{0}}, 0, 0, 1, -1, -1, false, false, true, 0, 0};
    s.a[s.n++] = (answer){0, 0, 0, heap(1, 3, 0, 1, TEXEL), {0}, NO_PUSH};
    s.a[s.n++] = (answer){1, 0, 0, heap(1, 4, 0, 2, TEXEL), heap(1, 9, 0, 2, IDENT), NO_PUSH};
    if (!convert(dir, "dxil/memory/append_structured.dxil", &s))
        return;
    unsigned texel;
    CHECK(vars_at(&facts, 1, 3, SC_UNIFORM_CONSTANT, &texel) == 1 && texel == 1,
          "texel-tables: t0 an R32_UINT uniform texel buffer of the heap at 1.3");
    CHECK(vars_at(&facts, 1, 4, SC_UNIFORM_CONSTANT, &texel) == 1 && texel == 1,
          "texel-tables: u0 an R32_UINT storage texel buffer of the heap at 1.4");
    CHECK(vars_at(&facts, 1, 9, SC_STORAGE_BUFFER, NULL) == 1, "texel-tables: the counter address buffer at 1.9");

    shape e = {"embedded", {{0}}, 0, 0, 1, -1, -1, false, false, false, 8, 0};
    e.a[e.n++] = (answer){0, 0, 0, heap(1, 2, 0, 1, SSBO), {0}, NO_PUSH};
    e.a[e.n++] = (answer){1, 0, 0, heap(1, 2, 0, 2, SSBO), heap(1, 4, 0, 2, TEXEL), NO_PUSH};
    if (!convert(dir, "dxil/memory/append_structured.dxil", &e))
        return;
    uint32_t var = 0;
    for (uint32_t id = 1; id < MAX_IDS; id++)
        if (facts.storage[id] && facts.set[id] == 1 + 1 && facts.binding[id] == 4 + 1)
            var = id;
    uint32_t t = var ? held_type(&facts, var) : 0;
    CHECK(t && facts.image_dim[t] == 5 + 1 && facts.image_format[t] == 33 /* R32ui */,
          "embedded: the counter an R32ui storage texel buffer of the heap at 1.4, at the UAV's element");
    CHECK(vars_at(&facts, 1, 2, SC_STORAGE_BUFFER, NULL) >= 1, "embedded: t0 and u0 from the SSBO heap array at 1.2");

    shape p = {"embedded-packed", {{0}}, 0, 0, 1, -1, -1, false, false, true, 8, 7};
    p.a[p.n++] = (answer){0, 0, 0, heap(1, 2, 0, 1, SSBO), {0}, NO_PUSH};
    p.a[p.n++] = (answer){1, 0, 0, heap(1, 2, 0, 2, SSBO), heap(1, 9, 0, 2, IDENT), NO_PUSH};
    if (!convert(dir, "dxil/memory/append_structured.dxil", &p))
        return;
    CHECK(vars_at(&facts, 1, 9, SC_STORAGE_BUFFER, NULL) == 1 && has_constant(&facts, 8) && has_constant(&facts, 7),
          "embedded-packed: the counter's address from 1.9 at entry element * 8 + 7");

    /* SM 6.6: every SRV and UAV of the heap on one binding per class
     * (IDENTITY: raw/structured buffers as texel buffers there). */
    shape h = {"texel-heap", {{0}}, 0, 0, 0, -1, -1, false, false, false, 0, 0};
    h.a[h.n++] = (answer){0, ~0u, ~0u, heap(3, 10, ~0u, 0, IDENT), {0}, NO_PUSH};
    h.a[h.n++] = (answer){1, ~0u, ~0u, heap(3, 11, ~0u, 0, IDENT), {0}, NO_PUSH};
    h.a[h.n++] = (answer){3, ~0u, ~0u, heap(3, 13, ~0u, 0, IDENT), {0}, NO_PUSH};
    h.a[h.n++] = (answer){2, 0, 0, plain(2, 0, IDENT), {0}, NO_PUSH};
    if (!convert(dir, "dxil/resources/descriptor_heap_sm66.dxil", &h))
        return;
    CHECK(vars_at(&facts, 3, 10, SC_UNIFORM_CONSTANT, &texel) >= 2 && texel >= 1,
          "texel-heap: the SRV binding 3.10 holds the texture and the raw/structured texel buffers");
    CHECK(vars_at(&facts, 3, 11, SC_UNIFORM_CONSTANT, &texel) == 1 && texel == 1 &&
              vars_of_storage(&facts, SC_STORAGE_BUFFER) == 0,
          "texel-heap: the UAV an R32_UINT storage texel buffer at 3.11, no storage buffer");
}

static int skipped;

/* descriptors/static_sampler_dynamic_index: T t0, S[] s0 space100 (an
 * unsized sampler array indexed by SV_GroupID), Output u0. */
static void shape_unsized(const char *shared)
{
    static const char *const file = "descriptors/static_sampler_dynamic_index_code_dxil.dxil";
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", shared ? shared : "", file);
    FILE *f = shared ? fopen(path, "rb") : NULL;
    if (!f) {
        printf("SKIP unsized: %s not present (the shared corpus)\n", path);
        skipped++;
        return;
    }
    fclose(f);
    shape s = {"unsized", {{0}}, 0, 1, 2, -1, -1, false, false, false, 0, 0};
    s.refuse_unsized_samplers = true;
    s.a[s.n++] = (answer){0, 0, 0, heap(1, 0, 1, 0, IDENT), {0}, NO_PUSH}; /* t0: table word 1 */
    s.a[s.n++] = (answer){1, 0, 0, address(0), {0}, NO_PUSH};              /* u0: root UAV */
    s.a[s.n++] = (answer){3, 100, 0, plain(6, 0, IDENT), {0}, NO_PUSH};    /* static sampler s0 space100 */
    if (!convert(shared, file, &s))
        return;
    uint32_t var = 0;
    for (uint32_t id = 1; id < MAX_IDS; id++)
        if (facts.storage[id] && facts.set[id] == 6 + 1 && facts.binding[id] == 0 + 1)
            var = id;
    CHECK(var && facts.opcode[facts.pointee[facts.var_type[var] % MAX_IDS] % MAX_IDS] == 26 /* OpTypeSampler */,
          "unsized: one sampler at 6.0, not an array indexed past it");
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR [SHARED_VKD3D_PROTON_CORPUS_DIR]\n", argv[0]);
        return 2;
    }
    dxil_spv_set_thread_log_callback(log_cb, NULL);
    shape_nv(argv[1]);
    shape_single_set(argv[1]);
    shape_lowering(argv[1]);
    shape_push_ubo(argv[1]);
    shape_counters(argv[1]);
    shape_static(argv[1]);
    shape_cbv_ssbo(argv[1]);
    shape_texel(argv[1]);
    shape_unsized(argc > 2 ? argv[2] : NULL);
    printf("compat_shapes: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures ? 1 : 0;
}
