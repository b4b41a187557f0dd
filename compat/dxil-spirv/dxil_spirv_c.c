/* dxil-spirv's C interface (2.66) over dxil2spv's public API.
 *
 * Only include/dxil2spv.h is used. A conversion runs dxil2spv_translate
 * twice: first with the default register mapping, whose reflection lists
 * the shader's resources (kind, stride, UAV counters) and heap arrays, so
 * that each remapping callback can be called once with the D3D binding
 * dxil-spirv would describe; then with those answers applied, either
 * through dxil2spv's remap callback (plain set/binding answers) or as a
 * D3D12 root signature in dxil2spv's HEAP binding model (descriptor heap,
 * root descriptor and root constant answers: compat_bindless.c). What the
 * answers can express that dxil2spv cannot fails the conversion with
 * DXIL_SPV_ERROR_UNSUPPORTED_FEATURE and a message to the thread's log
 * callback, never silently. */
#define DXIL_SPV_EXPORT_SYMBOLS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#include "dxil_spirv_c.h"

#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "compat_internal.h"

/* The log callback is per thread by the interface's definition. */
static _Thread_local dxil_spv_log_cb tls_log_cb;
static _Thread_local void *tls_log_userdata;

void compat_log(dxil_spv_log_level level, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(msg, sizeof msg - 1, fmt, ap);
    va_end(ap);
    /* Log lines end with a newline, as runtimes print them verbatim. */
    size_t len = n < 0 ? 0 : (size_t)n < sizeof msg - 1 ? (size_t)n : sizeof msg - 2;
    if (!len || msg[len - 1] != '\n') {
        msg[len] = '\n';
        msg[len + 1] = 0;
    }
    if (tls_log_cb)
        tls_log_cb(tls_log_userdata, level, msg);
}

void dxil_spv_set_thread_log_callback(dxil_spv_log_cb callback, void *userdata)
{
    tls_log_cb = callback;
    tls_log_userdata = userdata;
}

void dxil_spv_get_version(unsigned *major, unsigned *minor, unsigned *patch)
{
    *major = DXIL_SPV_API_VERSION_MAJOR;
    *minor = DXIL_SPV_API_VERSION_MINOR;
    *patch = DXIL_SPV_API_VERSION_PATCH;
}

/* dxil2spv manages its memory per translation; nothing to do. */
void dxil_spv_begin_thread_allocator_context(void) {}
void dxil_spv_end_thread_allocator_context(void) {}
void dxil_spv_reset_thread_allocator_context(void) {}

static dxil_spv_result map_status(dxil2spv_status s)
{
    switch (s) {
    case DXIL2SPV_OK: return DXIL_SPV_SUCCESS;
    case DXIL2SPV_ERROR_INVALID_INPUT: return DXIL_SPV_ERROR_PARSER;
    case DXIL2SPV_ERROR_UNSUPPORTED: return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    case DXIL2SPV_ERROR_OUT_OF_MEMORY: return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    case DXIL2SPV_ERROR_INVALID_ARGUMENT: return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    default: return DXIL_SPV_ERROR_GENERIC;
    }
}

/* ---- parsed blobs ---------------------------------------------------- */

typedef struct compat_entry {
    char *name;
    dxil_spv_shader_stage stage;
} compat_entry;

struct dxil_spv_parsed_blob_s {
    unsigned char *data;
    size_t size;
    compat_entry *entries;
    unsigned entry_count;
    char *ir_text; /* dxil2spv's IR dump, made on request */
    struct compat_rdat *rdat; /* a library's DXR subobjects (compat_local.c) */
    /* The shader as parsing read it (of `data`), for the first conversion
     * to translate without reading it again; taken by that conversion. */
    _Atomic(dxil2spv_shader *) read;
};

static dxil_spv_shader_stage stage_from_name(const char *s, size_t n)
{
    static const struct { const char *name; dxil_spv_shader_stage stage; } names[] = {
        {"vertex", DXIL_SPV_STAGE_VERTEX}, {"hull", DXIL_SPV_STAGE_HULL}, {"domain", DXIL_SPV_STAGE_DOMAIN},
        {"geometry", DXIL_SPV_STAGE_GEOMETRY}, {"pixel", DXIL_SPV_STAGE_PIXEL}, {"compute", DXIL_SPV_STAGE_COMPUTE},
        {"intersection", DXIL_SPV_STAGE_INTERSECTION}, {"closesthit", DXIL_SPV_STAGE_CLOSEST_HIT},
        {"miss", DXIL_SPV_STAGE_MISS}, {"anyhit", DXIL_SPV_STAGE_ANY_HIT},
        {"raygeneration", DXIL_SPV_STAGE_RAY_GENERATION}, {"callable", DXIL_SPV_STAGE_CALLABLE},
        {"amplification", DXIL_SPV_STAGE_AMPLIFICATION}, {"mesh", DXIL_SPV_STAGE_MESH},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i].name) == n && !memcmp(names[i].name, s, n))
            return names[i].stage;
    return DXIL_SPV_STAGE_UNKNOWN;
}

static char *dup_range(const char *s, size_t n)
{
    char *r = malloc(n + 1);
    if (r) {
        memcpy(r, s, n);
        r[n] = 0;
    }
    return r;
}

/* Entries from dxil2spv's "NAME STAGE" lines. */
static int read_entries(dxil_spv_parsed_blob b, const char *text)
{
    unsigned lines = 0;
    for (const char *p = text; *p; p++)
        lines += *p == '\n';
    b->entries = calloc(lines ? lines : 1, sizeof *b->entries);
    if (!b->entries)
        return 0;
    const char *p = text;
    while (*p) {
        const char *eol = strchr(p, '\n');
        if (!eol)
            eol = p + strlen(p);
        const char *sp = eol;
        while (sp > p && sp[-1] != ' ')
            sp--;
        if (sp > p) {
            compat_entry *e = &b->entries[b->entry_count];
            e->name = dup_range(p, (size_t)(sp - 1 - p));
            if (!e->name)
                return 0;
            e->stage = stage_from_name(sp, (size_t)(eol - sp));
            b->entry_count++;
        }
        p = *eol ? eol + 1 : eol;
    }
    return 1;
}

dxil_spv_result dxil_spv_parse_dxil_blob(const void *data, size_t size, dxil_spv_parsed_blob *blob)
{
    *blob = NULL;
    if (!data || !size)
        return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    /* The blob's own copy is what dxil2spv reads: the read shader refers
     * to it until the first conversion translates it. */
    dxil_spv_parsed_blob b = calloc(1, sizeof *b);
    if (!b || !(b->data = malloc(size))) {
        dxil_spv_parsed_blob_free(b);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    memcpy(b->data, data, size);
    b->size = size;
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_shader *read = NULL;
    dxil2spv_result *r = dxil2spv_read(NULL, b->data, size, &o, &read);
    atomic_init(&b->read, read);
    if (!r) {
        dxil_spv_parsed_blob_free(b);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    if (r->status != DXIL2SPV_OK) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv: %s", r->error ? r->error : dxil2spv_status_string(r->status));
        dxil_spv_result res = map_status(r->status);
        dxil2spv_result_free(r);
        dxil_spv_parsed_blob_free(b);
        return res == DXIL_SPV_ERROR_UNSUPPORTED_FEATURE ? res : DXIL_SPV_ERROR_PARSER;
    }
    if (!read_entries(b, r->text ? r->text : "")) {
        dxil2spv_result_free(r);
        dxil_spv_parsed_blob_free(b);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    /* Root signature payloads point into the caller's bytes, as dxil-spirv's do. */
    dxil_spv_result rdat_res = compat_rdat_read(r->reflection, data, size, &b->rdat);
    /* Either bytecode, as dxil-spirv takes both (SM 4/5 through dxbc-spirv). */
    int dxbc = r->reflection && r->reflection->bytecode == DXIL2SPV_BYTECODE_DXBC;
    dxil2spv_result_free(r);
    if (rdat_res != DXIL_SPV_SUCCESS) {
        dxil_spv_parsed_blob_free(b);
        return rdat_res;
    }
    *blob = b;
    /* scripts/vkd3d-proton-suite tells DXIL tests apart by this line. */
    if (getenv("DXIL2SPV_COMPAT_TRACE"))
        fprintf(stderr, "dxil2spv-compat: parsed %s (%zu bytes)\n", dxbc ? "DXBC" : "DXIL", size);
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parse_reflection_dxil_blob(const void *data, size_t size, dxil_spv_parsed_blob *blob)
{
    return dxil_spv_parse_dxil_blob(data, size, blob);
}

/* dxil2spv_translate takes a bare DXIL part as well as a container. */
dxil_spv_result dxil_spv_parse_dxil(const void *data, size_t size, dxil_spv_parsed_blob *blob)
{
    return dxil_spv_parse_dxil_blob(data, size, blob);
}

void dxil_spv_parsed_blob_free(dxil_spv_parsed_blob blob)
{
    if (!blob)
        return;
    for (unsigned i = 0; i < blob->entry_count; i++)
        free(blob->entries[i].name);
    free(blob->entries);
    free(blob->ir_text);
    dxil2spv_shader_free(atomic_exchange(&blob->read, NULL));
    compat_rdat_free(blob->rdat);
    free(blob->data);
    free(blob);
}

dxil_spv_result dxil_spv_parsed_blob_get_disassembled_ir(dxil_spv_parsed_blob blob, const char **str)
{
    if (!blob->ir_text) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.output = DXIL2SPV_OUTPUT_DUMP_IR;
        dxil2spv_result *r = dxil2spv_translate(blob->data, blob->size, &o);
        if (!r)
            return DXIL_SPV_ERROR_OUT_OF_MEMORY;
        if (r->status == DXIL2SPV_OK)
            blob->ir_text = dup_range(r->text ? r->text : "", r->text ? r->text_size : 0);
        dxil_spv_result res = map_status(r->status);
        dxil2spv_result_free(r);
        if (res != DXIL_SPV_SUCCESS)
            return res;
        if (!blob->ir_text)
            return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    *str = blob->ir_text; /* dxil2spv's IR dump, not LLVM assembly */
    return DXIL_SPV_SUCCESS;
}

void dxil_spv_parsed_blob_dump_llvm_ir(dxil_spv_parsed_blob blob)
{
    const char *s;
    if (dxil_spv_parsed_blob_get_disassembled_ir(blob, &s) == DXIL_SPV_SUCCESS)
        fputs(s, stderr);
}

dxil_spv_result dxil_spv_parsed_blob_get_raw_ir(dxil_spv_parsed_blob blob, const void **data, size_t *size)
{
    /* dxil2spv does not hand out the bitcode it read. */
    (void)blob;
    *data = NULL;
    *size = 0;
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage(dxil_spv_parsed_blob blob)
{
    return blob->entry_count ? blob->entries[0].stage : DXIL_SPV_STAGE_UNKNOWN;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_index_by_name(dxil_spv_parsed_blob blob, const char *entry, unsigned *index)
{
    for (unsigned i = 0; i < blob->entry_count; i++)
        if (!strcmp(blob->entries[i].name, entry)) {
            *index = i;
            return DXIL_SPV_SUCCESS;
        }
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
}

dxil_spv_shader_stage dxil_spv_parsed_blob_get_shader_stage_for_entry(dxil_spv_parsed_blob blob, const char *entry)
{
    unsigned i;
    if (!entry)
        return dxil_spv_parsed_blob_get_shader_stage(blob);
    return dxil_spv_parsed_blob_get_entry_index_by_name(blob, entry, &i) == DXIL_SPV_SUCCESS ? blob->entries[i].stage
                                                                                             : DXIL_SPV_STAGE_UNKNOWN;
}

dxil_spv_result dxil_spv_parsed_blob_get_num_entry_points(dxil_spv_parsed_blob blob, unsigned *count)
{
    *count = blob->entry_count;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_name(dxil_spv_parsed_blob blob, unsigned index, const char **name)
{
    if (index >= blob->entry_count)
        return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    *name = blob->entries[index].name;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_demangled_name(dxil_spv_parsed_blob blob, unsigned index,
                                                                    const char **name)
{
    return dxil_spv_parsed_blob_get_entry_point_name(blob, index, name);
}

/* A library's DXR subobjects (compat_local.c). */
unsigned dxil_spv_parsed_blob_get_num_rdat_subobjects(dxil_spv_parsed_blob blob)
{
    return compat_rdat_count(blob->rdat);
}

void dxil_spv_parsed_blob_get_rdat_subobject(dxil_spv_parsed_blob blob, unsigned index, dxil_spv_rdat_subobject *subobject)
{
    compat_rdat_get(blob->rdat, index, subobject);
}

/* ---- converters ------------------------------------------------------ */

dxil_spv_result dxil_spv_create_converter(dxil_spv_parsed_blob blob, dxil_spv_converter *converter)
{
    dxil_spv_converter c = calloc(1, sizeof *c);
    *converter = c;
    if (!c)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    c->blob = blob;
    dxil2spv_options_init(&c->base);
    /* dxil-spirv leaves aliased bindings to the caller: D3D12 runtimes bind
     * several resources at one set/binding on purpose (mutable descriptors,
     * descriptor heap mappings by resource type). */
    c->base.binding_aliases = 1;
    /* dxil-spirv's default until DXIL_SPV_OPTION_DENORM_PRESERVE_SUPPORT
     * says otherwise: no 16- or 64-bit denormal preservation. */
    c->base.denorm_modes_unsupported = DXIL2SPV_DENORM_PRESERVE_16 | DXIL2SPV_DENORM_PRESERVE_64;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_create_converter_with_reflection(dxil_spv_parsed_blob blob, dxil_spv_parsed_blob reflection_blob,
                                                          dxil_spv_converter *converter)
{
    (void)reflection_blob; /* names come from the shader itself */
    return dxil_spv_create_converter(blob, converter);
}

static void converter_reset_output(dxil_spv_converter c)
{
    free(c->answers);
    free(c->io_answers);
    free(c->spirv);
    free(c->compiled_entry);
    free(c->warnings);
    c->answers = NULL;
    c->io_answers = NULL;
    c->spirv = NULL;
    c->compiled_entry = c->warnings = NULL;
    c->answer_count = c->io_answer_count = 0;
    c->ran = 0;
}

void dxil_spv_converter_free(dxil_spv_converter converter)
{
    if (!converter)
        return;
    converter_reset_output(converter);
    compat_local_free(converter);
    free(converter->entry_point);
    free(converter);
}

void dxil_spv_converter_set_entry_point(dxil_spv_converter c, const char *entry_point)
{
    free(c->entry_point);
    c->entry_point = entry_point ? dup_range(entry_point, strlen(entry_point)) : NULL;
}

#define COMPAT_SETTER(fn, type, cbf, udf) \
    void fn(dxil_spv_converter c, type remapper, void *userdata) { c->cbf = remapper; c->udf = userdata; }
COMPAT_SETTER(dxil_spv_converter_set_stage_input_remapper, dxil_spv_shader_stage_io_remapper_cb, input_cb, input_ud)
COMPAT_SETTER(dxil_spv_converter_set_stage_output_remapper, dxil_spv_shader_stage_io_remapper_cb, output_cb, output_ud)
COMPAT_SETTER(dxil_spv_converter_set_vertex_input_remapper, dxil_spv_vertex_input_remapper_cb, vertex_input_cb,
              vertex_input_ud)
COMPAT_SETTER(dxil_spv_converter_set_stream_output_remapper, dxil_spv_stream_output_remapper_cb, stream_output_cb,
              stream_output_ud)
COMPAT_SETTER(dxil_spv_converter_set_srv_remapper, dxil_spv_srv_remapper_cb, srv_cb, srv_ud)
COMPAT_SETTER(dxil_spv_converter_set_sampler_remapper, dxil_spv_sampler_remapper_cb, sampler_cb, sampler_ud)
COMPAT_SETTER(dxil_spv_converter_set_uav_remapper, dxil_spv_uav_remapper_cb, uav_cb, uav_ud)
COMPAT_SETTER(dxil_spv_converter_set_cbv_remapper, dxil_spv_cbv_remapper_cb, cbv_cb, cbv_ud)
#undef COMPAT_SETTER

/* Root constants and root descriptors reach a shader only through the
 * bindless answers of the remapping callbacks, which this layer refuses;
 * the counts are recorded for that check's message. */
void dxil_spv_converter_set_root_constant_word_count(dxil_spv_converter c, unsigned num_words)
{
    c->root_constant_words = num_words;
}

void dxil_spv_converter_set_root_descriptor_count(dxil_spv_converter c, unsigned count)
{
    c->root_descriptor_count = count;
}

/* DXR local root signatures (compat_local.c). */
void dxil_spv_converter_add_local_root_constants(dxil_spv_converter c, unsigned space, unsigned reg, unsigned words)
{
    compat_local_add_constants(c, space, reg, words);
}

void dxil_spv_converter_add_local_root_descriptor(dxil_spv_converter c, dxil_spv_resource_class cls, unsigned space,
                                                  unsigned reg)
{
    compat_local_add_descriptor(c, cls, space, reg);
}

void dxil_spv_converter_add_local_root_descriptor_table(dxil_spv_converter c, dxil_spv_resource_class cls,
                                                        unsigned space, unsigned reg, unsigned count, unsigned offset)
{
    compat_local_add_table_range(c, cls, space, reg, count, offset);
}

dxil_spv_result dxil_spv_converter_begin_local_root_descriptor_table(dxil_spv_converter c)
{
    return compat_local_begin_table(c);
}

dxil_spv_result dxil_spv_converter_end_local_root_descriptor_table(dxil_spv_converter c)
{
    return compat_local_end_table(c);
}

/* Root parameter mappings tell dxil-spirv where root parameters sit for
 * its bindless model; with register bindings they have no use. */
void dxil_spv_converter_add_root_parameter_mapping(dxil_spv_converter c, unsigned index, unsigned offset)
{
    (void)c, (void)index, (void)offset;
}

void dxil_spv_converter_add_root_descriptor_mapping(dxil_spv_converter c, unsigned index, unsigned set, unsigned binding)
{
    (void)c, (void)index, (void)set, (void)binding;
}

void dxil_spv_converter_add_non_semantic_debug_info(dxil_spv_converter c, const char *tag, const void *data, size_t size)
{
    (void)c, (void)tag, (void)data, (void)size; /* debug information only */
}

void dxil_spv_converter_set_patch_location_offset(dxil_spv_converter c, unsigned offset)
{
    c->patch_location_offset = offset;
}

/* Meta descriptors are read only by code dxil2spv does not generate
 * (descriptor heap robustness, raw heap views, dynamic view instancing). */
dxil_spv_result dxil_spv_converter_set_meta_descriptor(dxil_spv_converter c, dxil_spv_meta_descriptor meta,
                                                       dxil_spv_meta_descriptor_kind kind, unsigned set, unsigned b)
{
    (void)c, (void)set, (void)b;
    if ((unsigned)meta > DXIL_SPV_META_DESCRIPTOR_DYNAMIC_VIEW_INSTANCING_MASK ||
        (unsigned)kind > DXIL_SPV_META_DESCRIPTOR_KIND_READONLY_SSBO)
        return DXIL_SPV_ERROR_INVALID_ARGUMENT;
    return DXIL_SPV_SUCCESS;
}

/* ---- options ----------------------------------------------------------
 * Each option is honoured, accepted because it only describes the device
 * or permits an optimization dxil2spv's output does not depend on, or
 * refused (DXIL_SPV_ERROR_UNSUPPORTED_FEATURE, as dxil-spirv answers an
 * option it does not know) when it asks for code dxil2spv does not make.
 * README.md has the table. */

dxil_spv_bool dxil_spv_converter_supports_option(dxil_spv_option option)
{
    switch (option) {
    case DXIL_SPV_OPTION_OUTPUT_SWIZZLE:
    case DXIL_SPV_OPTION_DESCRIPTOR_QA:
    case DXIL_SPV_OPTION_ROBUST_PHYSICAL_CBV_LOAD:
    case DXIL_SPV_OPTION_DESCRIPTOR_HEAP_ROBUSTNESS:
    case DXIL_SPV_OPTION_INSTRUCTION_INSTRUMENTATION:
    case DXIL_SPV_OPTION_NVAPI:
        return DXIL_SPV_FALSE; /* accepted only in their "off" form */
    default:
        return option > DXIL_SPV_OPTION_INVALID && option <= DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD;
    }
}

#define OPT(type) ((const type *)option)

static dxil_spv_result refuse_option(const dxil_spv_option_base *option, const char *what)
{
    compat_log(DXIL_SPV_LOG_LEVEL_WARN, "dxil2spv: option %d (%s) is not supported", (int)option->type, what);
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_result dxil_spv_converter_add_option(dxil_spv_converter c, const dxil_spv_option_base *option)
{
    dxil2spv_options *o = &c->base;
    switch (option->type) {
    /* Honoured. */
    case DXIL_SPV_OPTION_SHADER_DEMOTE_TO_HELPER:
        o->discard = OPT(dxil_spv_option_shader_demote_to_helper)->supported ? DXIL2SPV_DISCARD_DEMOTE
                                                                             : DXIL2SPV_DISCARD_KILL;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_STRICT_HELPER_LANE_WAVE_OPS: /* on by default in dxil-spirv, as ours */
        o->helper_lane_waves = OPT(dxil_spv_option_strict_helper_lane_wave_ops)->enable
                                   ? DXIL2SPV_HELPER_LANE_WAVES_D3D : DXIL2SPV_HELPER_LANE_WAVES_DRIVER;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_DUAL_SOURCE_BLENDING:
        o->dual_source_blending = OPT(dxil_spv_option_dual_source_blending)->enabled != 0;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_RASTERIZER_SAMPLE_COUNT: {
        const dxil_spv_option_rasterizer_sample_count *s = OPT(dxil_spv_option_rasterizer_sample_count);
        if (s->spec_constant) {
            o->sample_count_spec_id = s->sample_count;
            return DXIL_SPV_SUCCESS;
        }
        if (s->sample_count > 64 || (s->sample_count & (s->sample_count - 1)))
            return refuse_option(option, "rasterizer sample count that is not a power of two up to 64");
        o->rasterizer_sample_count = s->sample_count;
        return DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_MIN_PRECISION_NATIVE_16BIT:
        o->min_precision = OPT(dxil_spv_option_min_precision_native_16bit)->enabled ? DXIL2SPV_MIN_PRECISION_NATIVE
                                                                                    : DXIL2SPV_MIN_PRECISION_WIDEN;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_SBT_DESCRIPTOR_SIZE_LOG2:
        /* Local tables' D3D12_GPU_DESCRIPTOR_HANDLEs: heap offset << log2(descriptor size). */
        c->base.local_table_handle_shift_resource = OPT(dxil_spv_option_sbt_descriptor_size_log2)->size_log2_srv_uav_cbv;
        c->base.local_table_handle_shift_sampler = OPT(dxil_spv_option_sbt_descriptor_size_log2)->size_log2_sampler;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_MAX_TESS_FACTOR:
        /* D3D's maximum is 64; a lower clamp would need code dxil2spv does not make. */
        return OPT(dxil_spv_option_max_tess_factor)->max_tess_factor >= 64 ? DXIL_SPV_SUCCESS
                                                                           : refuse_option(option, "max tess factor < 64");
    case DXIL_SPV_OPTION_PHYSICAL_STORAGE_BUFFER:
        /* Buffer device addresses may be used: heap UAV counters answered
         * IDENTITY are then addresses (else texel buffers, as in dxil-spirv). */
        c->bindless.physical_storage_buffer = OPT(dxil_spv_option_physical_storage_buffer)->enable != 0;
        return DXIL_SPV_SUCCESS;
    /* Device descriptions and optimization permissions: accepted. */
    case DXIL_SPV_OPTION_TYPED_UAV_READ_WITHOUT_FORMAT:
    case DXIL_SPV_OPTION_SHADER_SOURCE_FILE:
    case DXIL_SPV_OPTION_STORAGE_INPUT_OUTPUT_16BIT:
    case DXIL_SPV_OPTION_SHADER_I8_DOT:
    case DXIL_SPV_OPTION_SHADER_RAY_TRACING_PRIMITIVE_CULLING:
    case DXIL_SPV_OPTION_SCALAR_BLOCK_LAYOUT:
    case DXIL_SPV_OPTION_BARYCENTRIC_KHR:
    case DXIL_SPV_OPTION_ARITHMETIC_RELAXED_PRECISION:
    case DXIL_SPV_OPTION_SUBGROUP_PARTITIONED_NV:
    case DXIL_SPV_OPTION_DEAD_CODE_ELIMINATE:
    case DXIL_SPV_OPTION_SAMPLE_GRAD_OPTIMIZATION_CONTROL:
    case DXIL_SPV_OPTION_OPACITY_MICROMAP:
    case DXIL_SPV_OPTION_SUBGROUP_PROPERTIES:
    case DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_NV:
    case DXIL_SPV_OPTION_RAW_ACCESS_CHAINS_NV:
    case DXIL_SPV_OPTION_DRIVER_VERSION:
    case DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES:
    case DXIL_SPV_OPTION_VULKAN_MEMORY_MODEL:
    case DXIL_SPV_OPTION_FLOAT8_SUPPORT:
    case DXIL_SPV_OPTION_EXTENDED_NON_SEMANTIC:
    case DXIL_SPV_OPTION_MIXED_FLOAT_DOT_PRODUCT:
    case DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD:
        return DXIL_SPV_SUCCESS;
    /* Accepted in their "off" form only. */
    case DXIL_SPV_OPTION_OUTPUT_SWIZZLE: {
        const dxil_spv_option_output_swizzle *s = OPT(dxil_spv_option_output_swizzle);
        for (unsigned i = 0; i < s->swizzle_count; i++)
            if (s->swizzles[i] != 0 && s->swizzles[i] != (0u | 1u << 2 | 2u << 4 | 3u << 6))
                return refuse_option(option, "render target output swizzle");
        return DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_ROOT_CONSTANT_INLINE_UNIFORM_BLOCK: {
        /* The runtime's push data in a uniform buffer (or inline uniform
         * block) at set/binding, same byte layout: dxil2spv's root argument
         * buffer with a push-constant budget of 0. */
        const dxil_spv_option_root_constant_inline_uniform_block *u =
            OPT(dxil_spv_option_root_constant_inline_uniform_block);
        c->inline_ubo.enable = u->enable != 0;
        c->inline_ubo.set = u->desc_set;
        c->inline_ubo.binding = u->binding;
        return DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_BINDLESS_CBV_SSBO_EMULATION:
        /* CBVs from the heap (tables, SM 6.6) read from storage buffers. */
        o->heap_cbv_storage_buffers = OPT(dxil_spv_option_bindless_cbv_ssbo_emulation)->enable != 0;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_BINDLESS_TYPED_BUFFER_OFFSETS:
        c->bindless.typed_offsets = OPT(dxil_spv_option_bindless_typed_buffer_offsets)->enable != 0;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_SSBO_ALIGNMENT:
        c->bindless.ssbo_alignment = OPT(dxil_spv_option_ssbo_alignment)->alignment;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_BINDLESS_OFFSET_BUFFER_LAYOUT: {
        const dxil_spv_option_bindless_offset_buffer_layout *l = OPT(dxil_spv_option_bindless_offset_buffer_layout);
        c->bindless.layout_untyped = l->untyped_offset;
        c->bindless.layout_typed = l->typed_offset;
        c->bindless.layout_stride = l->stride;
        return DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_DENORM_PRESERVE_SUPPORT: {
        /* dxil-spirv keeps 16- and 64-bit denormals only where the runtime
         * says the device can (SM 5 doubles ask for it); 32-bit modes are
         * always emitted as the shader asks. */
        const dxil_spv_option_denorm_preserve_support *d = OPT(dxil_spv_option_denorm_preserve_support);
        o->denorm_modes_unsupported &= ~(uint32_t)(DXIL2SPV_DENORM_PRESERVE_16 | DXIL2SPV_DENORM_PRESERVE_64);
        if (!d->supports_float16_denorm_preserve)
            o->denorm_modes_unsupported |= DXIL2SPV_DENORM_PRESERVE_16;
        if (!d->supports_float64_denorm_preserve)
            o->denorm_modes_unsupported |= DXIL2SPV_DENORM_PRESERVE_64;
        return DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_INVARIANT_POSITION:
        o->invariant_position = OPT(dxil_spv_option_invariant_position)->enabled ? DXIL2SPV_INVARIANT_POSITION_ALWAYS
                                                                                 : DXIL2SPV_INVARIANT_POSITION_PRECISE;
        return DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_DESCRIPTOR_QA:
        return OPT(dxil_spv_option_descriptor_qa)->enabled ? refuse_option(option, "descriptor QA")
                                                           : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_ROBUST_PHYSICAL_CBV_LOAD:
        return OPT(dxil_spv_option_robust_physical_cbv_load)->enabled ? refuse_option(option, "robust root CBV loads")
                                                                      : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_PHYSICAL_ADDRESS_DESCRIPTOR_INDEXING: {
        /* Heap UAV counter addresses inside the runtime's descriptors: the
         * counter of heap element e at address entry e * stride + offset
         * (in 8-byte units). */
        const dxil_spv_option_physical_address_descriptor_indexing *p =
            OPT(dxil_spv_option_physical_address_descriptor_indexing);
        o->heap_counter_address_stride = p->element_stride;
        o->heap_counter_address_offset = p->element_offset;
        return DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_FORCE_SUBGROUP_SIZE:
        return OPT(dxil_spv_option_force_subgroup_size)->forced_value == 0 ? DXIL_SPV_SUCCESS
                                                                           : refuse_option(option, "forced wave size");
    case DXIL_SPV_OPTION_PRECISE_CONTROL:
        return OPT(dxil_spv_option_precise_control)->force_precise ? refuse_option(option, "force precise")
                                                                   : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_BRANCH_CONTROL: {
        const dxil_spv_option_branch_control *b = OPT(dxil_spv_option_branch_control);
        return b->force_unroll || b->force_loop || b->force_flatten || b->force_branch
                   ? refuse_option(option, "forced branch/loop control") : DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_DESCRIPTOR_HEAP_ROBUSTNESS:
        return OPT(dxil_spv_option_descriptor_heap_robustness)->enabled
                   ? refuse_option(option, "descriptor heap robustness") : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_QUAD_CONTROL_RECONVERGENCE:
        return OPT(dxil_spv_option_quad_control_reconvergence)->force_maximal_reconvergence
                   ? refuse_option(option, "forced maximal reconvergence") : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_INSTRUCTION_INSTRUMENTATION:
        return OPT(dxil_spv_option_instruction_instrumentation)->enabled ? refuse_option(option, "instrumentation")
                                                                         : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_SHADER_QUIRK:
        return OPT(dxil_spv_option_shader_quirk)->quirk == DXIL_SPV_SHADER_QUIRK_NONE
                   ? DXIL_SPV_SUCCESS : refuse_option(option, "shader quirks");
    case DXIL_SPV_OPTION_EXTENDED_ROBUSTNESS: {
        const dxil_spv_option_extended_robustness *r = OPT(dxil_spv_option_extended_robustness);
        return r->robust_group_shared || r->robust_alloca || r->robust_constant_lut
                   ? refuse_option(option, "extended robustness") : DXIL_SPV_SUCCESS;
    }
    case DXIL_SPV_OPTION_NVAPI:
        return OPT(dxil_spv_option_nvapi)->enabled ? refuse_option(option, "NVAPI") : DXIL_SPV_SUCCESS;
    case DXIL_SPV_OPTION_VIEW_INSTANCING: {
        /* Multiview with the view -> view instance and view instance ->
         * viewport maps as spec constants (2 and 8 bits per entry). Without
         * the first spec constant dxil-spirv reads the maps from a meta
         * descriptor (a runtime fallback), which is not mapped. */
        const dxil_spv_option_view_instancing *v = OPT(dxil_spv_option_view_instancing);
        memset(&o->view_instancing, 0, sizeof o->view_instancing);
        if (!v->enabled)
            return DXIL_SPV_SUCCESS;
        if (v->view_index_to_view_instance_spec_id == ~0u)
            return refuse_option(option, "view instancing through a meta descriptor");
        o->view_instancing.use_spec_constants = 1;
        o->view_instancing.view_id_spec_id = v->view_index_to_view_instance_spec_id;
        o->view_instancing.last_pre_rasterization_stage =
            v->last_pre_rasterization_stage && v->view_instance_to_viewport_spec_id != ~0u;
        o->view_instancing.viewport_spec_id = v->view_instance_to_viewport_spec_id;
        return DXIL_SPV_SUCCESS;
    }
    default:
        return refuse_option(option, "unknown option");
    }
}
#undef OPT

/* ---- conversion ------------------------------------------------------ */

dxil_spv_shader_stage compat_stage_of_kind(uint32_t kind)
{
    static const dxil_spv_shader_stage by_kind[] = {
        DXIL_SPV_STAGE_PIXEL, DXIL_SPV_STAGE_VERTEX, DXIL_SPV_STAGE_GEOMETRY, DXIL_SPV_STAGE_HULL,
        DXIL_SPV_STAGE_DOMAIN, DXIL_SPV_STAGE_COMPUTE, DXIL_SPV_STAGE_UNKNOWN, DXIL_SPV_STAGE_RAY_GENERATION,
        DXIL_SPV_STAGE_INTERSECTION, DXIL_SPV_STAGE_ANY_HIT, DXIL_SPV_STAGE_CLOSEST_HIT, DXIL_SPV_STAGE_MISS,
        DXIL_SPV_STAGE_CALLABLE, DXIL_SPV_STAGE_MESH, DXIL_SPV_STAGE_AMPLIFICATION,
    };
    return kind < sizeof by_kind / sizeof by_kind[0] ? by_kind[kind] : DXIL_SPV_STAGE_UNKNOWN;
}

const char *compat_class_letter(uint32_t c)
{
    return c == 0 ? "t" : c == 1 ? "u" : c == 2 ? "b" : "s";
}

/* One answer of a remapping callback as a dxil2spv binding. `def` is the
 * default binding (its descriptor type is kept for IDENTITY). */
int compat_plain_binding(const dxil2spv_reflected_resource *r, const dxil_spv_vulkan_binding *vb,
                         dxil2spv_binding *out)
{
    out->set = vb->set;
    out->binding = vb->binding;
    out->descriptor_type = r->descriptor_type;
    if ((r->resource_class == DXIL_SPV_RESOURCE_CLASS_SRV || r->resource_class == DXIL_SPV_RESOURCE_CLASS_UAV) &&
        (r->resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER ||
         r->resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER) &&
        vb->descriptor_type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS &&
        vb->descriptor_type != DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_INPUT_ATTACHMENT) {
        /* dxil-spirv's forms: SSBO a storage buffer, anything else (its
         * default, IDENTITY, or TEXEL_BUFFER) an R32_UINT texel buffer. */
        out->descriptor_type = compat_raw_descriptor(r->resource_class, r->resource_kind, vb);
        return 1;
    }
    switch (vb->descriptor_type) {
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY:
        return 1;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO:
        /* dxil-spirv reads a CBV bound outside the heap from a uniform
         * buffer whatever the answer's type (CBVs as SSBOs are its heap's). */
        out->descriptor_type = r->resource_class == DXIL_SPV_RESOURCE_CLASS_CBV ? DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER
                                                                               : DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
        return 1;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER:
        out->descriptor_type = r->resource_class == 0 ? DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER
                                                      : DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
        return 1;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_UBO:
        out->descriptor_type = DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER;
        return 1;
    default:
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                   "dxil2spv compat: %s%u space %u: descriptor type %d (root descriptor address / input "
                   "attachment) is not supported", compat_class_letter(r->resource_class), r->lower_bound, r->space,
                   (int)vb->descriptor_type);
        return 0;
    }
}

int compat_counter_binding(const dxil2spv_reflected_resource *r, const dxil_spv_vulkan_binding *vb,
                           dxil2spv_binding *out)
{
    if (vb->bindless.use_heap) {
        /* dxil-spirv: "Cannot use bindless UAV counters along with non-bindless UAVs." */
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: u%u space %u: a UAV bound by set/binding with its "
                   "counter in the descriptor heap", r->lower_bound, r->space);
        return 0;
    }
    out->set = vb->set;
    out->binding = vb->binding;
    switch (vb->descriptor_type) {
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO:
        out->descriptor_type = DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER;
        return 1;
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY:
    case DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER:
        out->descriptor_type = DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
        return 1;
    default:
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: u%u space %u: UAV counter answered as descriptor "
                   "type %d (a counter is an SSBO or a texel buffer)", r->lower_bound, r->space,
                   (int)vb->descriptor_type);
        return 0;
    }
}

static void d3d_binding_of(const dxil2spv_reflection *refl, uint32_t i, dxil_spv_d3d_binding *d)
{
    const dxil2spv_reflected_resource *r = &refl->resources[i];
    unsigned index = 0;
    for (uint32_t k = 0; k < i; k++)
        index += refl->resources[k].resource_class == r->resource_class;
    memset(d, 0, sizeof *d);
    d->stage = compat_stage_of_kind(refl->shader_kind);
    d->kind = (dxil_spv_resource_kind)r->resource_kind;
    d->resource_index = index;
    d->register_space = r->space;
    d->register_index = r->lower_bound;
    d->range_size = r->range_size;
    d->alignment = r->resource_kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER          ? 16
                   : r->resource_kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER ? r->stride
                                                                                  : 0;
}

/* One question to the callback of r's class; 0 when it refuses. */
static int ask_one(dxil_spv_converter c, const dxil2spv_reflected_resource *r, const dxil_spv_d3d_binding *dp,
                   compat_binding_answer *a)
{
    dxil_spv_d3d_binding d = *dp;
    int ok = 1;
    switch (r->resource_class) {
    case DXIL_SPV_RESOURCE_CLASS_SRV:
        if (c->srv_cb) {
            dxil_spv_srv_vulkan_binding vb;
            memset(&vb, 0, sizeof vb);
            ok = c->srv_cb(c->srv_ud, &d, &vb);
            a->buffer = vb.buffer_binding;
            a->offset = vb.offset_binding;
        }
        break;
    case DXIL_SPV_RESOURCE_CLASS_SAMPLER:
        if (c->sampler_cb) {
            dxil_spv_vulkan_binding vb;
            memset(&vb, 0, sizeof vb);
            ok = c->sampler_cb(c->sampler_ud, &d, &vb);
            a->buffer = vb;
        }
        break;
    case DXIL_SPV_RESOURCE_CLASS_CBV:
        if (c->cbv_cb) {
            dxil_spv_cbv_vulkan_binding vb;
            memset(&vb, 0, sizeof vb);
            ok = c->cbv_cb(c->cbv_ud, &d, &vb);
            if (vb.push_constant) {
                a->push_constant = 1;
                a->push_offset_words = vb.vulkan.push_constant.offset_in_words;
            } else {
                a->buffer = vb.vulkan.uniform_binding;
            }
        }
        break;
    case DXIL_SPV_RESOURCE_CLASS_UAV:
        if (c->uav_cb) {
            dxil_spv_uav_d3d_binding ud;
            dxil_spv_uav_vulkan_binding vb;
            memset(&ud, 0, sizeof ud);
            memset(&vb, 0, sizeof vb);
            ud.d3d_binding = d;
            ud.has_counter = a->has_counter;
            ok = c->uav_cb(c->uav_ud, &ud, &vb);
            a->buffer = vb.buffer_binding;
            a->offset = vb.offset_binding;
            a->counter = vb.counter_binding;
        }
        break;
    default:
        break;
    }
    return ok;
}

/* Calls the resource callbacks once for every resource of the first pass
 * and records the answers as given. */
static dxil_spv_result ask_resource_bindings(dxil_spv_converter c, const dxil2spv_reflection *refl)
{
    c->answers = calloc(refl->resource_count ? refl->resource_count : 1, sizeof *c->answers);
    if (!c->answers)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        compat_binding_answer *a = &c->answers[c->answer_count++];
        a->resource_class = r->resource_class;
        a->resource_kind = r->resource_kind;
        a->space = r->space;
        a->lower_bound = r->lower_bound;
        a->range_size = r->range_size;
        a->has_counter = r->counter_set >= 0;
        /* Unanswered: the default mapping, as an IDENTITY answer. */
        a->buffer.set = r->set;
        a->buffer.binding = r->binding;
        a->binding.set = r->set;
        a->binding.binding = r->binding;
        a->binding.descriptor_type = r->descriptor_type;
        dxil_spv_d3d_binding d;
        d3d_binding_of(refl, i, &d);
        /* The local root signature places it: root constants and
         * descriptors from the shader record (not asked, as in dxil-spirv),
         * tables from the heap the callback names. */
        if (r->local_root && r->placement != DXIL2SPV_PLACEMENT_TABLE) {
            a->local = 1;
            continue;
        }
        int ok = ask_one(c, r, &d, a);
        if (!ok && d.range_size == ~0u) {
            /* As dxil-spirv does: a runtime may refuse an unsized array
             * whose range holds a single non-heap descriptor (a static
             * sampler); asked again as one descriptor. */
            d.range_size = 1;
            a->range_size = 1;
            a->retried = 1;
            ok = ask_one(c, r, &d, a);
        }
        if (!ok) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: the remapping callback refused %s%u space %u",
                       compat_class_letter(r->resource_class), r->lower_bound, r->space);
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        }
        if (r->local_root) {
            dxil_spv_result lr = compat_local_note_answer(c, r, a);
            if (lr != DXIL_SPV_SUCCESS)
                return lr;
        }
    }
    return DXIL_SPV_SUCCESS;
}

/* The register plan: every answer is a set/binding (or the one
 * push-constant CBV at word 0); UAV counters anywhere (counter_remap). */
static dxil_spv_result register_plan(dxil_spv_converter c, const dxil2spv_reflection *refl)
{
    for (uint32_t i = 0; i < c->answer_count; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        compat_binding_answer *a = &c->answers[i];
        if (a->local)
            continue;
        if (a->push_constant) {
            /* dxil2spv places one push-constant CBV at offset 0. */
            if (a->push_offset_words != 0) {
                compat_log(DXIL_SPV_LOG_LEVEL_ERROR,
                           "dxil2spv compat: b%u space %u: push-constant CBV at word %u (only 0 is supported)",
                           r->lower_bound, r->space, a->push_offset_words);
                return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
            }
            a->binding.descriptor_type = DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT;
            if (c->inline_ubo.enable) /* the push data's word 0 is the block's first byte */
                a->binding = (dxil2spv_binding){c->inline_ubo.set, c->inline_ubo.binding,
                                                DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER};
            continue;
        }
        if (!compat_plain_binding(r, &a->buffer, &a->binding))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
        if (a->has_counter && !compat_counter_binding(r, &a->counter, &a->counter_binding))
            return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    return DXIL_SPV_SUCCESS;
}

int compat_answer_remap(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *inout)
{
    dxil_spv_converter c = userdata;
    for (uint32_t i = 0; i < c->answer_count; i++) {
        const compat_binding_answer *a = &c->answers[i];
        if (a->resource_class == desc->resource_class && a->space == desc->space &&
            a->lower_bound == desc->lower_bound) {
            *inout = a->binding;
            return 1;
        }
    }
    return 1; /* not seen in the scan: the default mapping */
}

static int answer_counter_remap(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *inout)
{
    dxil_spv_converter c = userdata;
    for (uint32_t i = 0; i < c->answer_count; i++) {
        const compat_binding_answer *a = &c->answers[i];
        if (a->resource_class == desc->resource_class && a->space == desc->space &&
            a->lower_bound == desc->lower_bound && a->has_counter) {
            *inout = a->counter_binding;
            return 1;
        }
    }
    return 1;
}

/* Which remapper answers for a signature element: D3D links a hull
 * shader's patch constants as outputs and a domain shader's as inputs. */
static int io_is_output(uint32_t shader_kind, uint32_t signature)
{
    if (signature == 2)
        return shader_kind != 4; /* not domain: HS patch constants, mesh per-primitive outputs */
    return signature == 1;
}

/* Calls the stage I/O remappers for every user-semantic element; pixel
 * inputs answered PER_PRIMITIVE are collected for options.per_primitive_inputs. */
static dxil_spv_result ask_io_locations(dxil_spv_converter c, const dxil2spv_reflection *refl,
                                        dxil2spv_semantic *per_primitive, uint32_t *per_primitive_count)
{
    c->io_answers = calloc(refl->stage_io_count ? refl->stage_io_count : 1, sizeof *c->io_answers);
    if (!c->io_answers)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    for (uint32_t i = 0; i < refl->stage_io_count; i++) {
        const dxil2spv_stage_io *s = &refl->stage_io[i];
        if (s->system_value != 0 || s->location < 0)
            continue;
        int output = io_is_output(refl->shader_kind, s->signature);
        compat_io_answer *a = &c->io_answers[c->io_answer_count++];
        a->signature = s->signature;
        a->semantic = s->semantic;
        a->semantic_index = s->semantic_index;
        a->location = (uint32_t)s->location;
        a->component = s->component;
        dxil_spv_bool ok = 1;
        if (!output && refl->shader_kind == 1 && c->vertex_input_cb) {
            dxil_spv_d3d_vertex_input d = {s->semantic, s->semantic_index, (unsigned)s->location, s->rows};
            dxil_spv_vulkan_vertex_input v = {a->location};
            ok = c->vertex_input_cb(c->vertex_input_ud, &d, &v);
            a->location = v.location;
        } else if (output ? c->output_cb != NULL : c->input_cb != NULL) {
            dxil_spv_d3d_shader_stage_io d = {s->semantic, s->semantic_index, (unsigned)s->location, s->rows};
            dxil_spv_vulkan_shader_stage_io v = {a->location, a->component, 0};
            ok = output ? c->output_cb(c->output_ud, &d, &v) : c->input_cb(c->input_ud, &d, &v);
            a->location = v.location;
            a->component = v.component;
            if (ok && (v.flags & DXIL_SPV_SHADER_STAGE_IO_PER_PRIMITIVE)) {
                if (output || refl->shader_kind != 0) {
                    compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: %s%u: PER_PRIMITIVE applies to pixel "
                               "shader inputs only", s->semantic, s->semantic_index);
                    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
                }
                per_primitive[*per_primitive_count].name = s->semantic;
                per_primitive[*per_primitive_count].index = s->semantic_index;
                (*per_primitive_count)++;
            }
        }
        if (!ok) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: the stage I/O remapper refused %s%u",
                       s->semantic, s->semantic_index);
            return DXIL_SPV_ERROR_GENERIC;
        }
    }
    return DXIL_SPV_SUCCESS;
}

static int answer_location(void *userdata, const dxil2spv_location_desc *desc, uint32_t *location, uint32_t *component)
{
    dxil_spv_converter c = userdata;
    for (uint32_t i = 0; i < c->io_answer_count; i++) {
        const compat_io_answer *a = &c->io_answers[i];
        if (a->signature == desc->signature && a->semantic_index == desc->semantic_index &&
            !strcmp(a->semantic, desc->semantic)) {
            *location = a->location;
            *component = a->component;
            return 1;
        }
    }
    return 1;
}

typedef struct so_pick {
    const dxil2spv_stage_io *io;
    dxil_spv_vulkan_stream_output v;
} so_pick;

static int so_pick_cmp(const void *a, const void *b)
{
    const so_pick *x = a, *y = b;
    if (x->v.buffer_index != y->v.buffer_index)
        return x->v.buffer_index < y->v.buffer_index ? -1 : 1;
    return x->v.offset < y->v.offset ? -1 : x->v.offset > y->v.offset;
}

/* The stream-output remapper's answers (offset, stride, buffer per output
 * element of stream 0) as a D3D12 SO declaration, with gap entries where
 * an answer leaves bytes between elements. Arrays live in `storage`
 * (2 entries per output element). */
static dxil_spv_result ask_stream_output(dxil_spv_converter c, const dxil2spv_reflection *refl,
                                         dxil2spv_stream_output *so, dxil2spv_stream_output_element *storage,
                                         so_pick *picks)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < refl->stage_io_count; i++) {
        const dxil2spv_stage_io *s = &refl->stage_io[i];
        if (s->signature != 1 || s->stream != 0)
            continue;
        dxil_spv_d3d_stream_output d = {s->semantic, s->semantic_index};
        dxil_spv_vulkan_stream_output v;
        memset(&v, 0, sizeof v);
        if (!c->stream_output_cb(c->stream_output_ud, &d, &v))
            return DXIL_SPV_ERROR_GENERIC;
        if (!v.enable)
            continue;
        if (v.buffer_index > 3 || v.offset % 4) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: stream output %s%u: buffer %u offset %u",
                       s->semantic, s->semantic_index, v.buffer_index, v.offset);
            return DXIL_SPV_ERROR_INVALID_ARGUMENT;
        }
        picks[n].io = s;
        picks[n].v = v;
        n++;
    }
    if (!n)
        return DXIL_SPV_SUCCESS;
    qsort(picks, n, sizeof *picks, so_pick_cmp);
    uint32_t count = 0, cursor = 0, buffer = ~0u;
    for (uint32_t i = 0; i < n; i++) {
        if (picks[i].v.buffer_index != buffer) {
            buffer = picks[i].v.buffer_index;
            cursor = 0;
        }
        if (picks[i].v.offset < cursor) {
            compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: stream output %s%u overlaps the element before it",
                       picks[i].io->semantic, picks[i].io->semantic_index);
            return DXIL_SPV_ERROR_INVALID_ARGUMENT;
        }
        if (picks[i].v.offset > cursor)
            storage[count++] = (dxil2spv_stream_output_element){0, NULL, 0, 0, (picks[i].v.offset - cursor) / 4, buffer};
        storage[count++] = (dxil2spv_stream_output_element){0, picks[i].io->semantic, picks[i].io->semantic_index, 0,
                                                            picks[i].io->cols, buffer};
        cursor = picks[i].v.offset + 4 * picks[i].io->cols;
        so->buffer_strides[buffer] = picks[i].v.stride;
    }
    so->elements = storage;
    so->element_count = count;
    return DXIL_SPV_SUCCESS;
}

static dxil_spv_result fail_with(dxil2spv_result *r, const char *pass)
{
    compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv (%s): %s", pass,
               r->error ? r->error : dxil2spv_status_string(r->status));
    dxil_spv_result res = map_status(r->status);
    dxil2spv_result_free(r);
    return res;
}

static int has_cap(const dxil2spv_reflection *refl, uint32_t lo, uint32_t hi)
{
    for (uint32_t i = 0; i < refl->capability_count; i++)
        if (refl->capabilities[i] >= lo && refl->capabilities[i] <= hi)
            return 1;
    return 0;
}

/* What the prepare callback keeps for the translation it prepares: the
 * arrays the options point to, and its verdict. */
typedef struct run_state {
    dxil_spv_converter c;
    dxil_spv_result res;
    dxil2spv_semantic *per_prim;
    dxil2spv_stream_output_element *so_elems;
    so_pick *picks;
    compat_bindless_plan plan;
} run_state;

static void run_state_free(run_state *st)
{
    compat_bindless_plan_free(&st->plan);
    free(st->per_prim);
    free(st->so_elems);
    free(st->picks);
}

/* dxil2spv's prepare callback: the shader is read and scanned; the
 * remapping callbacks are asked about what the scan lists, and their
 * answers become the options of the one translation. */
static dxil2spv_status prepare_answers(void *userdata, const dxil2spv_reflection *refl, dxil2spv_options *o)
{
    run_state *st = userdata;
    dxil_spv_converter c = st->c;
    uint32_t n_io = refl->stage_io_count;
    /* A shader that writes SV_RenderTargetArrayIndex itself cannot run
     * under multiview (dxil2spv refuses it there): translated without view
     * instancing, and is_multiview_compatible says no, as dxil-spirv
     * answers (the runtime then takes its own fallback). */
    c->multiview_incompatible = 0;
    for (uint32_t i = 0; o->view_instancing.use_spec_constants && i < n_io; i++)
        if (refl->stage_io[i].signature == 1 && refl->stage_io[i].system_value == 4 /* RenderTargetArrayIndex */) {
            c->multiview_incompatible = 1;
            memset(&o->view_instancing, 0, sizeof o->view_instancing);
        }
    st->per_prim = calloc(n_io + 1, sizeof *st->per_prim);
    st->so_elems = calloc(2 * n_io + 1, sizeof *st->so_elems);
    st->picks = calloc(n_io + 1, sizeof *st->picks);
    uint32_t per_prim_count = 0;
    dxil_spv_result res = st->per_prim && st->so_elems && st->picks ? DXIL_SPV_SUCCESS
                                                                                  : DXIL_SPV_ERROR_OUT_OF_MEMORY;
    int bindless = 0;
    if (res == DXIL_SPV_SUCCESS)
        res = ask_resource_bindings(c, refl);
    if (res == DXIL_SPV_SUCCESS)
        res = compat_ask_heap_arrays(c, refl);
    if (res == DXIL_SPV_SUCCESS) {
        bindless = compat_answers_need_bindless(c);
        res = bindless ? compat_bindless_prepare(c, refl, &st->plan, o) : register_plan(c, refl);
    }
    if (res == DXIL_SPV_SUCCESS)
        res = compat_apply_heap_answers(c, o);
    if (res == DXIL_SPV_SUCCESS)
        res = compat_local_apply_heap(c, o);
    if (res == DXIL_SPV_SUCCESS)
        res = ask_io_locations(c, refl, st->per_prim, &per_prim_count);
    uint32_t kind = refl->shader_kind;
    if (res == DXIL_SPV_SUCCESS && c->stream_output_cb && (kind == 1 || kind == 2 || kind == 4))
        res = ask_stream_output(c, refl, &o->stream_output, st->so_elems, st->picks);
    st->res = res;
    if (res != DXIL_SPV_SUCCESS)
        return res == DXIL_SPV_ERROR_OUT_OF_MEMORY ? DXIL2SPV_ERROR_OUT_OF_MEMORY
               : res == DXIL_SPV_ERROR_INVALID_ARGUMENT ? DXIL2SPV_ERROR_INVALID_ARGUMENT
                                                        : DXIL2SPV_ERROR_UNSUPPORTED;
    if (!bindless) {
        o->remap = compat_answer_remap;
        o->remap_userdata = c;
    }
    o->counter_remap = answer_counter_remap;
    o->counter_remap_userdata = c;
    o->location_remap = answer_location;
    o->location_remap_userdata = c;
    o->per_primitive_inputs = per_prim_count ? st->per_prim : NULL;
    o->per_primitive_input_count = per_prim_count;
    return DXIL2SPV_OK;
}

dxil_spv_result dxil_spv_converter_run(dxil_spv_converter c)
{
    converter_reset_output(c);
    if (c->patch_location_offset) {
        compat_log(DXIL_SPV_LOG_LEVEL_ERROR, "dxil2spv compat: patch location offsets are not supported");
        return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
    }
    dxil2spv_options o = c->base;
    o.output = DXIL2SPV_OUTPUT_SPIRV;
    o.entry_point = c->entry_point;
    /* Runtimes create every stage with pName "main", dxil-spirv's name for
     * each entry, library entries too. */
    o.spirv_entry_point_name = "main";
    /* Computed texel offsets as dxil-spirv emits them: the Offset operand
     * (a runtime exposes SM 6.7's AdvancedTextureOps only on devices with
     * VK_KHR_maintenance8, as vkd3d-proton does), not the emulation. */
    o.dynamic_offsets = DXIL2SPV_DYNAMIC_OFFSET_NATIVE;
    /* Sampler feedback maps in the layout dxil-spirv writes and the runtime
     * resolves (vkd3d-proton: R64 region bits, its size's low 4 bits the
     * region size). */
    o.sampler_feedback = DXIL2SPV_FEEDBACK_REGION_BITS_R64;
    dxil_spv_result local_res = compat_local_apply(c, &o);
    if (local_res != DXIL_SPV_SUCCESS)
        return local_res;
    /* Runtimes mark every stage of the last pre-rasterization group (the
     * pixel shader too); only a stage before the rasterizer writes viewports. */
    dxil_spv_shader_stage stage = c->entry_point ? dxil_spv_parsed_blob_get_shader_stage_for_entry(c->blob, c->entry_point)
                                                 : dxil_spv_parsed_blob_get_shader_stage(c->blob);
    if (stage != DXIL_SPV_STAGE_VERTEX && stage != DXIL_SPV_STAGE_DOMAIN && stage != DXIL_SPV_STAGE_GEOMETRY &&
        stage != DXIL_SPV_STAGE_MESH)
        o.view_instancing.last_pre_rasterization_stage = 0;

    /* One translation: dxil2spv reads the shader (or takes the read the
     * blob kept from parsing), scans it, asks prepare_answers for the
     * options, then builds the SPIR-V. */
    run_state st;
    memset(&st, 0, sizeof st);
    st.c = c;
    st.res = DXIL_SPV_SUCCESS;
    o.prepare = prepare_answers;
    o.prepare_userdata = &st;
    dxil2spv_shader *read = atomic_exchange(&c->blob->read, NULL);
    dxil2spv_result *r = read ? dxil2spv_translate_shader(read, &o) : dxil2spv_translate(c->blob->data, c->blob->size, &o);
    dxil_spv_result res = DXIL_SPV_SUCCESS;
    if (!r)
        res = DXIL_SPV_ERROR_OUT_OF_MEMORY;
    else if (st.res != DXIL_SPV_SUCCESS) /* the callbacks' answers, logged where they were refused */
        res = st.res;
    else if (r->status != DXIL2SPV_OK)
        res = fail_with(r, "translation"), r = NULL;
    run_state_free(&st);
    if (res != DXIL_SPV_SUCCESS) {
        dxil2spv_result_free(r);
        return res;
    }

    const dxil2spv_reflection *rf = r->reflection;
    c->spirv = malloc(r->spirv_word_count * 4 + 4);
    c->compiled_entry = dup_range(rf->entry_point, strlen(rf->entry_point));
    if (r->warnings) {
        c->warnings = dup_range(r->warnings, strlen(r->warnings));
        compat_log(DXIL_SPV_LOG_LEVEL_WARN, "dxil2spv: %s", r->warnings);
    }
    if (!c->spirv || !c->compiled_entry) {
        dxil2spv_result_free(r);
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    }
    memcpy(c->spirv, r->spirv, r->spirv_word_count * 4);
    c->spirv_words = r->spirv_word_count;
    memcpy(c->workgroup, rf->workgroup_size, sizeof c->workgroup);
    c->wave_min = rf->wave_size_min;
    c->wave_max = rf->wave_size_max;
    c->wave_preferred = rf->wave_size_preferred;
    c->uses_subgroups = has_cap(rf, 61, 68) || has_cap(rf, 4423, 4423); /* GroupNonUniform*, SubgroupBallotKHR */
    c->uses_16bit = has_cap(rf, 9, 9) || has_cap(rf, 22, 22);             /* Float16, Int16 */
    c->ran = 1;
    dxil2spv_result_free(r);
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compiled_spirv(dxil_spv_converter c, dxil_spv_compiled_spirv *compiled)
{
    if (!c->ran)
        return DXIL_SPV_ERROR_GENERIC;
    compiled->data = c->spirv;
    compiled->size = c->spirv_words * 4;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compiled_entry_point(dxil_spv_converter c, const char **entry_point)
{
    if (!c->ran)
        return DXIL_SPV_ERROR_GENERIC;
    *entry_point = c->compiled_entry;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_bool dxil_spv_converter_uses_subgroup_size(dxil_spv_converter c)
{
    return c->ran && c->uses_subgroups;
}

dxil_spv_bool dxil_spv_converter_uses_shader_feature(dxil_spv_converter c, dxil_spv_shader_feature feature)
{
    return c->ran && feature == DXIL_SPV_SHADER_FEATURE_NATIVE_16BIT_OPERATIONS && c->uses_16bit;
}

dxil_spv_result dxil_spv_converter_get_compute_workgroup_dimensions(dxil_spv_converter c, unsigned *x, unsigned *y,
                                                                    unsigned *z)
{
    if (!c->ran)
        return DXIL_SPV_ERROR_GENERIC;
    *x = c->workgroup[0];
    *y = c->workgroup[1];
    *z = c->workgroup[2];
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_required_wave_size(dxil_spv_converter c, unsigned *wave_size)
{
    if (!c->ran)
        return DXIL_SPV_ERROR_GENERIC;
    *wave_size = c->wave_min == c->wave_max ? c->wave_min : 0;
    return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_get_compute_wave_size_range(dxil_spv_converter c, unsigned *wave_size,
                                                               unsigned *wave_size_max, unsigned *wave_size_preferred)
{
    if (!c->ran)
        return DXIL_SPV_ERROR_GENERIC;
    *wave_size = c->wave_min;
    *wave_size_max = c->wave_max;
    *wave_size_preferred = c->wave_preferred;
    return DXIL_SPV_SUCCESS;
}

/* dxil2spv makes no wave-size heuristics: 0 means no preference. */
dxil_spv_result dxil_spv_converter_get_compute_heuristic_max_wave_size(dxil_spv_converter c, unsigned *wave_size)
{
    *wave_size = 0;
    return c->ran ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_GENERIC;
}

dxil_spv_result dxil_spv_converter_get_compute_heuristic_min_wave_size(dxil_spv_converter c, unsigned *wave_size)
{
    *wave_size = 0;
    return c->ran ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_GENERIC;
}

/* dxil2spv's reflection does not report the hull shader's input patch size. */
dxil_spv_result dxil_spv_converter_get_patch_vertex_count(dxil_spv_converter c, unsigned *patch_vertices)
{
    (void)c;
    *patch_vertices = 0;
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_result dxil_spv_converter_get_patch_location_offset(dxil_spv_converter c, unsigned *offset)
{
    *offset = 0; /* patch constants keep their signature rows */
    return c->ran ? DXIL_SPV_SUCCESS : DXIL_SPV_ERROR_GENERIC;
}

const char *dxil_spv_converter_get_analysis_warnings(dxil_spv_converter c)
{
    return c->warnings ? c->warnings : "";
}

/* scan_resources: the callbacks called once per resource, answers unused. */
dxil_spv_result dxil_spv_parsed_blob_scan_resources(dxil_spv_parsed_blob blob, dxil_spv_srv_remapper_cb srv,
                                                    dxil_spv_sampler_remapper_cb sampler, dxil_spv_cbv_remapper_cb cbv,
                                                    dxil_spv_uav_remapper_cb uav, void *userdata)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.output = DXIL2SPV_OUTPUT_SCAN;
    o.binding_aliases = 1;
    dxil2spv_result *r = dxil2spv_translate(blob->data, blob->size, &o);
    if (!r)
        return DXIL_SPV_ERROR_OUT_OF_MEMORY;
    if (r->status != DXIL2SPV_OK)
        return fail_with(r, "resource scan");
    const dxil2spv_reflection *refl = r->reflection;
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        dxil_spv_d3d_binding d;
        d3d_binding_of(refl, i, &d);
        union {
            dxil_spv_srv_vulkan_binding srv;
            dxil_spv_vulkan_binding sampler;
            dxil_spv_cbv_vulkan_binding cbv;
            dxil_spv_uav_vulkan_binding uav;
        } v;
        memset(&v, 0, sizeof v);
        switch (refl->resources[i].resource_class) {
        case 0: if (srv) srv(userdata, &d, &v.srv); break;
        case 2: if (cbv) cbv(userdata, &d, &v.cbv); break;
        case 3: if (sampler) sampler(userdata, &d, &v.sampler); break;
        default:
            if (uav) {
                dxil_spv_uav_d3d_binding ud = {d, refl->resources[i].counter_set >= 0};
                uav(userdata, &ud, &v.uav);
            }
        }
    }
    dxil2spv_result_free(r);
    return DXIL_SPV_SUCCESS;
}

/* Work graphs: dxil2spv translates no node shaders. */
dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_input(dxil_spv_parsed_blob blob, unsigned index,
                                                                dxil_spv_node_input_data *data)
{
    (void)blob, (void)index;
    memset(data, 0, sizeof *data);
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_num_node_outputs(dxil_spv_parsed_blob blob, unsigned index,
                                                                      unsigned *num_outputs)
{
    (void)blob, (void)index;
    *num_outputs = 0;
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

dxil_spv_result dxil_spv_parsed_blob_get_entry_point_node_output(dxil_spv_parsed_blob blob, unsigned index,
                                                                 unsigned output_index, dxil_spv_node_output_data *data)
{
    (void)blob, (void)index, (void)output_index;
    memset(data, 0, sizeof *data);
    return DXIL_SPV_ERROR_UNSUPPORTED_FEATURE;
}

/* View instancing is refused as an option, so no output is multiview-ready. */
/* A shader translated with view instancing by spec constants works under
 * multiview, unless it writes SV_RenderTargetArrayIndex itself (see run). */
dxil_spv_result dxil_spv_converter_is_multiview_compatible(dxil_spv_converter converter, dxil_spv_bool *result)
{
    *result = converter->ran && converter->base.view_instancing.use_spec_constants && !converter->multiview_incompatible
                  ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
    return DXIL_SPV_SUCCESS;
}
