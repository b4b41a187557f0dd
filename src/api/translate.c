/* The public entry point: runs the pipeline stages in order inside one
 * arena and one error boundary.
 *
 *   container -> bitcode reader -> DXIL layer (metadata, dx.op lowering)
 *   -> IR verifier -> (dump | SPIR-V emission)
 *
 * This is the only place that calls setjmp: stages report errors with
 * d2s_fail(), which unwinds here; the arena then owns everything, so error
 * paths need no cleanup of their own.
 */
#include "dxil2spv.h"

#include <stdlib.h>
#include <string.h>

#include "bitcode/bitcode_reader.h"
#include "container/container.h"
#include "dxbc/dxbc.h"
#include "dxil/dxil.h"
#include "dxil/dxil_dump.h"
#include "emit/emit.h"
#include "ir/ir_analysis.h"
#include "ir/ir_dump.h"
#include "util/ctx.h"

/* Idle chunks a context keeps: above the arena of the largest shader in
 * the test corpora (about 1 MiB), small enough to keep per thread. */
#define CONTEXT_CACHE_BYTES ((size_t)8 * 1024 * 1024)

struct dxil2spv_context {
    d2s_chunk_cache cache;
    uint32_t live_results; /* results still holding chunks */
    bool destroyed;        /* free the context with its last result */
};

typedef struct result_impl {
    dxil2spv_result pub; /* first: the public pointer is the impl pointer */
    d2s_ctx ctx;
    dxil2spv_context *owner; /* NULL for dxil2spv_translate() */
} result_impl;

const char *dxil2spv_version_string(void)
{
    return "0.1.0";
}

const char *dxil2spv_status_string(dxil2spv_status status)
{
    switch (status) {
    case DXIL2SPV_OK: return "success";
    case DXIL2SPV_ERROR_INVALID_INPUT: return "invalid input";
    case DXIL2SPV_ERROR_UNSUPPORTED: return "unsupported feature";
    case DXIL2SPV_ERROR_LIMIT: return "resource limit exceeded";
    case DXIL2SPV_ERROR_OUT_OF_MEMORY: return "out of memory";
    case DXIL2SPV_ERROR_INTERNAL: return "internal error";
    case DXIL2SPV_ERROR_INVALID_ARGUMENT: return "invalid argument";
    }
    return "unknown status";
}

void dxil2spv_options_init(dxil2spv_options *options)
{
    if (!options)
        return;
    memset(options, 0, sizeof(*options));
    options->struct_size = sizeof(*options);
    options->output = DXIL2SPV_OUTPUT_SPIRV;
    options->target_env = DXIL2SPV_TARGET_VULKAN_1_3;
    options->limits.struct_size = sizeof(options->limits);
    options->shifts.cbv = 0;
    options->shifts.srv = 1000;
    options->shifts.uav = 2000;
    options->shifts.sampler = 3000;
    options->shifts.counter = 4000;
    /* Descriptor heaps: set 7 is the highest set a device with the common
     * maxBoundDescriptorSets of 8 accepts, and far from the low register
     * spaces HLSL code binds; binding i holds array kind i. */
    options->heap.resource_set = 7;
    options->heap.sampler_set = 7;
    for (uint32_t i = 0; i < DXIL2SPV_HEAP_ARRAY_COUNT; i++)
        options->heap.bindings[i] = i;
    options->binding_model = DXIL2SPV_BINDING_MODEL_HEAP;
    options->push_constant_budget = 128;
    options->static_sampler_set = 6;
    options->root_argument_set = 5;
    options->verify = D2S_VERIFY_BY_DEFAULT;
}

/* Copies the caller's options, honouring a smaller struct_size from an older
 * caller: fields beyond it keep their defaults. */
static bool copy_options(dxil2spv_options *dst, const dxil2spv_options *src)
{
    dxil2spv_options_init(dst);
    if (!src)
        return true;
    if (src->struct_size < offsetof(dxil2spv_options, limits))
        return false;
    size_t n = src->struct_size < sizeof(*dst) ? src->struct_size : sizeof(*dst);
    memcpy(dst, src, n);
    dst->struct_size = sizeof(*dst);
    return true;
}

static void apply_limits(d2s_limits *l, const dxil2spv_limits *u)
{
    d2s_limits_default(l);
    if (u->struct_size < sizeof(*u))
        return; /* an older caller: keep defaults for everything */
#define TAKE(f) if (u->f) l->f = u->f
    TAKE(max_input_bytes);
    TAKE(max_memory_bytes);
    TAKE(max_types);
    TAKE(max_values);
    TAKE(max_blocks);
    TAKE(max_instructions);
    TAKE(max_metadata);
    TAKE(max_nesting);
#undef TAKE
}

/* The first half of a translation: container, the bytecode's reader (DXIL:
 * bitcode and DXIL layer; SM 4/5: the DXBC front end), verifier.
 * Returns false when the output is the container dump (made here). */
static bool read_shader(result_impl *r, const uint8_t *data, size_t size, const dxil2spv_options *o,
                        d2s_container *container, ir_module **module)
{
    d2s_ctx *ctx = &r->ctx;
    if (size > ctx->limits.max_input_bytes)
        d2s_fail(ctx, D2S_ERR_LIMIT, "input of %zu bytes exceeds the limit of %llu bytes (limits.max_input_bytes)",
                 size,
                 (unsigned long long)ctx->limits.max_input_bytes);

    d2s_container_parse(ctx, data, size, container);

    if (o->output == DXIL2SPV_OUTPUT_DUMP_CONTAINER) {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, ctx);
        d2s_container_dump(container, &sb);
        r->pub.text = sb.data ? sb.data : "";
        r->pub.text_size = sb.len;
        return false;
    }
    if (!container->has_dxil && !container->has_dxbc)
        d2s_fail(ctx, D2S_ERR_INVALID, "container: no DXIL, SHDR or SHEX part (nothing to translate)");
    /* Checked before the bitcode is read (resolve_options checks again). */
    if (o->use_embedded_root_signature) {
        if (o->root_signature)
            d2s_fail(ctx, D2S_ERR_ARGUMENT, "options: root_signature and use_embedded_root_signature are both set");
        if (!container->root_signature)
            d2s_fail(ctx, D2S_ERR_INVALID, "root signature: the shader container has no RTS0 part to use");
    }

    /* Both bytecodes give the same IR: nothing below asks which it was. */
    ir_module *m;
    if (container->has_dxbc) {
        m = dxbc_read_module(ctx, container);
    } else {
        m = bc_read_module(ctx, container->dxil.bitcode, container->dxil.bitcode_size);
        dxil_read_module(m, container);
    }
    if (o->verify)
        ir_verify_module(ctx, m);
    *module = m;
    return true;
}

/* Which bytecode the reflection describes and the shader model the input
 * declares (a DXBC program's version token; a DXIL module's metadata). */
static void reflect_source(dxil2spv_reflection *refl, const d2s_container *c, const ir_module *m)
{
    if (c->has_dxbc) {
        refl->bytecode = DXIL2SPV_BYTECODE_DXBC;
        refl->shader_model_major = c->dxbc.sm_major;
        refl->shader_model_minor = c->dxbc.sm_minor;
    } else {
        refl->bytecode = DXIL2SPV_BYTECODE_DXIL;
        refl->shader_model_major = m->dxil->sm_major;
        refl->shader_model_minor = m->dxil->sm_minor;
    }
}

static void list_entries(d2s_ctx *ctx, const d2s_container *container, const ir_module *m, dxil2spv_result *out)
{
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, ctx);
    dxil_list_entries(ctx, m->dxil, &sb);
    out->text = sb.data ? sb.data : "";
    out->text_size = sb.len;
    /* A library's DXR subobjects, which a runtime reads before it
     * picks entries to translate (a library may hold subobjects only). */
    dxil2spv_reflection *refl = d2s_zalloc(ctx, sizeof(*refl));
    refl->shader_kind = m->dxil->shader_kind;
    refl->entry_point = "";
    reflect_source(refl, container, m);
    d2s_container_read_subobjects(ctx, container, &refl->subobject_count, &refl->subobjects);
    out->reflection = refl;
}

/* The options an emission runs with: the container's root signature for
 * use_embedded_root_signature, and for a library entry without
 * options.local_root_signature the one its RDAT associates with the
 * entry's export name (*lrs: that subobject). Arena copies; o itself when
 * nothing changes. */
static const dxil2spv_options *resolve_options(d2s_ctx *ctx, const d2s_container *container, const ir_module *m,
                                               const dxil2spv_options *o, const dxil2spv_subobject *so, uint32_t nso,
                                               const dxil2spv_subobject **lrs)
{
    *lrs = NULL;
    if (o->use_embedded_root_signature) {
        if (o->root_signature)
            d2s_fail(ctx, D2S_ERR_ARGUMENT, "options: root_signature and use_embedded_root_signature are both set");
        if (!container->root_signature)
            d2s_fail(ctx, D2S_ERR_INVALID, "root signature: the shader container has no RTS0 part to use");
        dxil2spv_options *with_rs = d2s_alloc(ctx, sizeof(*with_rs));
        *with_rs = *o;
        with_rs->root_signature = d2s_root_signature_public(ctx, container->root_signature);
        with_rs->use_embedded_root_signature = 0;
        o = with_rs;
    }
    if (!o->local_root_signature && !o->ignore_subobject_local_root_signature && nso &&
        m->dxil->shader_kind == DXIL_SHADER_LIBRARY) {
        const dxil_entry_point *ep = dxil_find_entry(ctx, m->dxil, o->entry_point);
        /* Shader records exist for the ray-tracing stages only (a work
         * graph node's local root arguments are another matter). */
        if (dxil_shader_kind_is_raytracing(ep->shader_kind))
            *lrs = d2s_subobject_local_root_signature(ctx, so, nso, dxil_export_name(ctx, ep->name));
        if (*lrs) {
            dxil2spv_options *with_local = d2s_alloc(ctx, sizeof(*with_local));
            *with_local = *o;
            with_local->local_root_signature = d2s_root_signature_public(
                ctx, d2s_root_signature_from_blob(ctx, (*lrs)->root_signature, (*lrs)->root_signature_size));
            o = with_local;
        }
    }
    return o;
}

/* A reflection's library parts: subobjects from RDAT, and where the local
 * root signature came from. */
static void finish_reflection(dxil2spv_reflection *refl, const d2s_container *container, const ir_module *m,
                              const dxil2spv_subobject *so, uint32_t nso, const dxil2spv_subobject *lrs)
{
    reflect_source(refl, container, m);
    refl->subobject_count = nso;
    refl->subobjects = so;
    if (lrs && refl->shader_record) {
        dxil2spv_shader_record_layout *sr = (dxil2spv_shader_record_layout *)refl->shader_record;
        sr->from_subobject = 1;
        sr->subobject = lrs->name ? lrs->name : "";
    }
}

/* options.prepare: the scan, the callback, and the options it leaves (an
 * arena copy; the fields the callback may not change are restored). */
static const dxil2spv_options *run_prepare(d2s_ctx *ctx, const ir_module *m, const dxil2spv_options *o,
                                           const dxil2spv_reflection *scan)
{
    dxil2spv_options *prepared = d2s_alloc(ctx, sizeof(*prepared));
    *prepared = *o;
    dxil2spv_status st = o->prepare(o->prepare_userdata, scan, prepared);
    if (st != DXIL2SPV_OK)
        d2s_fail(ctx, st >= DXIL2SPV_ERROR_INVALID_INPUT && st <= DXIL2SPV_ERROR_INVALID_ARGUMENT
                          ? (d2s_status)st : D2S_ERR_ARGUMENT,
                 "the prepare callback stopped the translation (%s)", dxil2spv_status_string(st));
    prepared->struct_size = o->struct_size;
    prepared->output = o->output;
    prepared->entry_point = o->entry_point;
    prepared->limits = o->limits;
    prepared->verify = o->verify;
    prepared->prepare = NULL;
    prepared->prepare_userdata = NULL;
    (void)m;
    return prepared;
}

/* The second half: whatever the output kind makes of the read shader. */
static void emit_output(result_impl *r, const d2s_container *container, ir_module *m, const dxil2spv_options *o)
{
    d2s_ctx *ctx = &r->ctx;
    switch (o->output) {
    case DXIL2SPV_OUTPUT_DUMP_CONTAINER: {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, ctx);
        d2s_container_dump(container, &sb);
        r->pub.text = sb.data ? sb.data : "";
        r->pub.text_size = sb.len;
        return;
    }
    case DXIL2SPV_OUTPUT_DUMP_IR: {
        d2s_strbuf sb;
        d2s_strbuf_init(&sb, ctx);
        if (container->has_dxbc)
            d2s_strbuf_printf(&sb, "; lowered from SM %u.%u DXBC (%s part, %u tokens)\n", container->dxbc.sm_major,
                              container->dxbc.sm_minor, container->dxbc.part_name, container->dxbc.token_count);
        ir_dump_module_with(m, dxil_dump_hooks(), &sb);
        r->pub.text = sb.data ? sb.data : "";
        r->pub.text_size = sb.len;
        return;
    }
    case DXIL2SPV_OUTPUT_LOAD_ONLY:
        return;
    case DXIL2SPV_OUTPUT_LIST_ENTRIES:
        list_entries(ctx, container, m, &r->pub);
        return;
    case DXIL2SPV_OUTPUT_SCAN:
    case DXIL2SPV_OUTPUT_SPIRV: {
        uint32_t nso;
        const dxil2spv_subobject *so, *lrs;
        d2s_container_read_subobjects(ctx, container, &nso, &so);
        const dxil2spv_options *eo = resolve_options(ctx, container, m, o, so, nso, &lrs);
        if (o->output == DXIL2SPV_OUTPUT_SCAN || o->prepare) {
            dxil2spv_reflection *scan = (dxil2spv_reflection *)emit_scan(ctx, m, eo);
            finish_reflection(scan, container, m, so, nso, lrs);
            if (o->output == DXIL2SPV_OUTPUT_SCAN) {
                r->pub.reflection = scan;
                return;
            }
            const dxil2spv_options *prepared = run_prepare(ctx, m, eo, scan);
            /* The RDAT association stands while the callback keeps its signature. */
            bool kept = lrs && prepared->local_root_signature == eo->local_root_signature;
            const dxil2spv_subobject *lrs2;
            eo = resolve_options(ctx, container, m, prepared, so, nso, &lrs2);
            lrs = kept ? lrs : lrs2;
        }
        emit_result er;
        emit_spirv(ctx, m, eo, &er);
        r->pub.spirv = er.words;
        r->pub.spirv_word_count = er.word_count;
        /* The reflection is this translation's (arena memory, written only
         * here and in emit_spirv). */
        dxil2spv_reflection *refl = (dxil2spv_reflection *)er.reflection;
        finish_reflection(refl, container, m, so, nso, lrs);
        r->pub.reflection = refl;
        return;
    }
    default:
        d2s_fail(ctx, D2S_ERR_INTERNAL, "unknown output kind %d", (int)o->output);
    }
}

static void run_pipeline(result_impl *r, const uint8_t *data, size_t size, const dxil2spv_options *o)
{
    d2s_container container;
    ir_module *m = NULL;
    if (read_shader(r, data, size, o, &container, &m))
        emit_output(r, &container, m, o);
}

dxil2spv_context *dxil2spv_context_create(void)
{
    dxil2spv_context *c = calloc(1, sizeof(*c));
    if (c)
        d2s_chunk_cache_init(&c->cache, CONTEXT_CACHE_BYTES);
    return c;
}

static void context_free(dxil2spv_context *c)
{
    d2s_chunk_cache_release(&c->cache);
    free(c);
}

void dxil2spv_context_destroy(dxil2spv_context *context)
{
    if (!context)
        return;
    if (context->live_results)
        context->destroyed = true;
    else
        context_free(context);
}

dxil2spv_result *dxil2spv_translate(const void *data, size_t size, const dxil2spv_options *options)
{
    return dxil2spv_translate_with_context(NULL, data, size, options);
}

/* A result object with its arena ready (NULL when out of memory); on a
 * bad argument, its status says so and *ok is false. */
static result_impl *new_result(dxil2spv_context *context, const void *data, size_t size,
                               const dxil2spv_options *options, dxil2spv_options *opts, bool small, bool *ok)
{
    *ok = false;
    result_impl *r = calloc(1, sizeof(*r));
    if (!r)
        return NULL;
    if (context && !context->destroyed) {
        r->owner = context;
        context->live_results++;
    }
    if (!copy_options(opts, options) || (!data && size)) {
        r->pub.status = DXIL2SPV_ERROR_INVALID_ARGUMENT;
        r->pub.error = !data ? "data is NULL" : "options.struct_size is too small (call dxil2spv_options_init)";
        return r;
    }
    d2s_limits limits;
    apply_limits(&limits, &opts->limits);
    d2s_ctx_init(&r->ctx, &limits);
    if (r->owner)
        r->ctx.arena.cache = &r->owner->cache;
    /* One first chunk sized for nearly every translation of the test
     * corpora (the IR takes 6-20x the input, a whole SPIR-V translation a
     * median of 23x and at most about 50x, over a fixed 15-20 KiB; 5 of
     * the 593 corpus shaders need more than this) instead of a run of
     * doubling ones. Pages of it that go unused are never touched, so
     * overestimating costs little; and glibc, once such a chunk was
     * returned, raises its mmap and trim thresholds above it, after which
     * each translation's memory comes from pages already mapped instead of
     * page faults (capped at 8 MiB). */
    size_t per_byte = 32;
    if (!small) /* the info of dxil2spv_read: a few names */
        d2s_arena_size_hint(&r->ctx.arena, size < ((size_t)1 << 24) ? size * per_byte + 16384 : SIZE_MAX);
    *ok = true;
    return r;
}

/* The public fields from the context's outcome. */
static dxil2spv_result *finish_result(result_impl *r)
{
    r->pub.status = (dxil2spv_status)r->ctx.status;
    if (r->ctx.status != D2S_OK) {
        r->pub.error = r->ctx.message ? r->ctx.message : "unknown error";
        r->pub.text = NULL;
        r->pub.text_size = 0;
        r->pub.spirv = NULL;
        r->pub.spirv_word_count = 0;
        r->pub.reflection = NULL;
    }
    r->pub.warnings = r->ctx.warnings;
    r->pub.memory_bytes = d2s_arena_used(&r->ctx.arena);
    return &r->pub;
}

dxil2spv_result *dxil2spv_translate_with_context(dxil2spv_context *context, const void *data, size_t size,
                                                 const dxil2spv_options *options)
{
    dxil2spv_options opts;
    bool ok;
    result_impl *r = new_result(context, data, size, options, &opts, false, &ok);
    if (!r || !ok)
        return r ? &r->pub : NULL;
    jmp_buf jb;
    r->ctx.on_fail = &jb;
    if (setjmp(jb) == 0)
        run_pipeline(r, data, size, &opts);
    r->ctx.on_fail = NULL;
    return finish_result(r);
}

/* A read shader: the result object whose arena holds the container and
 * the module becomes its translation's result. */
struct dxil2spv_shader {
    result_impl *r;
    d2s_container container;
    ir_module *m;
};

dxil2spv_result *dxil2spv_read(dxil2spv_context *context, const void *data, size_t size,
                               const dxil2spv_options *options, dxil2spv_shader **shader)
{
    if (shader)
        *shader = NULL;
    dxil2spv_options opts;
    bool ok;
    result_impl *info = new_result(context, data, size, options, &opts, true, &ok);
    if (!info || !ok)
        return info ? &info->pub : NULL;
    dxil2spv_shader *sh = calloc(1, sizeof(*sh));
    bool ok2 = false;
    result_impl *r = sh ? new_result(context, data, size, options, &opts, false, &ok2) : NULL;
    if (!r || !ok2) {
        if (r)
            dxil2spv_result_free(&r->pub);
        free(sh);
        dxil2spv_result_free(&info->pub);
        return NULL;
    }
    sh->r = r;
    opts.output = DXIL2SPV_OUTPUT_LIST_ENTRIES;
    ir_module *m = NULL;
    jmp_buf jb;
    r->ctx.on_fail = &jb;
    if (setjmp(jb) == 0)
        read_shader(r, data, size, &opts, &sh->container, &m);
    sh->m = m;
    r->ctx.on_fail = NULL;
    if (r->ctx.status != D2S_OK) {
        /* The read's failure is the info's. */
        info->ctx.on_fail = &jb;
        if (setjmp(jb) == 0)
            d2s_fail(&info->ctx, r->ctx.status, "%s", r->ctx.message ? r->ctx.message : "unknown error");
        info->ctx.on_fail = NULL;
        dxil2spv_shader_free(sh);
        return finish_result(info);
    }
    info->ctx.on_fail = &jb;
    if (setjmp(jb) == 0)
        list_entries(&info->ctx, &sh->container, m, &info->pub);
    info->ctx.on_fail = NULL;
    if (info->ctx.status != D2S_OK || !shader)
        dxil2spv_shader_free(sh);
    else
        *shader = sh;
    /* The read's warnings (the DXIL layer's) belong to the translation. */
    return finish_result(info);
}

dxil2spv_result *dxil2spv_translate_shader(dxil2spv_shader *shader, const dxil2spv_options *options)
{
    if (!shader)
        return NULL;
    result_impl *r = shader->r;
    d2s_container container = shader->container;
    ir_module *m = shader->m;
    free(shader);
    dxil2spv_options opts;
    if (!copy_options(&opts, options)) {
        r->pub.status = DXIL2SPV_ERROR_INVALID_ARGUMENT;
        r->pub.error = "options.struct_size is too small (call dxil2spv_options_init)";
        return &r->pub;
    }
    jmp_buf jb;
    r->ctx.on_fail = &jb;
    if (setjmp(jb) == 0)
        emit_output(r, &container, m, &opts);
    r->ctx.on_fail = NULL;
    return finish_result(r);
}

void dxil2spv_shader_free(dxil2spv_shader *shader)
{
    if (!shader)
        return;
    dxil2spv_result_free(&shader->r->pub);
    free(shader);
}

typedef struct rs_blob_impl {
    dxil2spv_root_signature_blob pub; /* first: the public pointer is the impl pointer */
    d2s_ctx ctx;
} rs_blob_impl;

dxil2spv_root_signature_blob *dxil2spv_root_signature_parse(const void *data, size_t size)
{
    rs_blob_impl *r = calloc(1, sizeof(*r));
    if (!r)
        return NULL;
    if (!data) {
        r->pub.status = DXIL2SPV_ERROR_INVALID_ARGUMENT;
        r->pub.error = "data is NULL";
        return &r->pub;
    }
    d2s_limits limits;
    d2s_limits_default(&limits);
    d2s_ctx_init(&r->ctx, &limits);
    jmp_buf jb;
    r->ctx.on_fail = &jb;
    if (setjmp(jb) == 0)
        r->pub.root_signature = d2s_root_signature_public(&r->ctx, d2s_root_signature_from_blob(&r->ctx, data, size));
    r->ctx.on_fail = NULL;
    r->pub.status = (dxil2spv_status)r->ctx.status;
    if (r->ctx.status != D2S_OK) {
        r->pub.error = r->ctx.message ? r->ctx.message : "unknown error";
        r->pub.root_signature = NULL;
    }
    return &r->pub;
}

void dxil2spv_root_signature_blob_free(dxil2spv_root_signature_blob *blob)
{
    if (!blob)
        return;
    rs_blob_impl *r = (rs_blob_impl *)blob;
    d2s_ctx_release(&r->ctx);
    free(r);
}

void dxil2spv_result_free(dxil2spv_result *result)
{
    if (!result)
        return;
    result_impl *r = (result_impl *)result;
    d2s_ctx_release(&r->ctx);
    dxil2spv_context *c = r->owner;
    free(r);
    if (c && --c->live_results == 0 && c->destroyed)
        context_free(c);
}
