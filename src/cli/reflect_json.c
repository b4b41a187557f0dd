#include "cli/reflect_json.h"

#include <stdbool.h>

#include "cli/spirv_capability_names.h"

static const char *stage_name(uint32_t kind)
{
    static const char *const names[DXIL2SPV_SHADER_KIND_COUNT] = {
        [DXIL2SPV_SHADER_PIXEL] = "pixel", [DXIL2SPV_SHADER_VERTEX] = "vertex",
        [DXIL2SPV_SHADER_GEOMETRY] = "geometry", [DXIL2SPV_SHADER_HULL] = "hull",
        [DXIL2SPV_SHADER_DOMAIN] = "domain", [DXIL2SPV_SHADER_COMPUTE] = "compute",
        [DXIL2SPV_SHADER_LIBRARY] = "library", [DXIL2SPV_SHADER_RAYGENERATION] = "raygeneration",
        [DXIL2SPV_SHADER_INTERSECTION] = "intersection", [DXIL2SPV_SHADER_ANYHIT] = "anyhit",
        [DXIL2SPV_SHADER_CLOSESTHIT] = "closesthit", [DXIL2SPV_SHADER_MISS] = "miss",
        [DXIL2SPV_SHADER_CALLABLE] = "callable", [DXIL2SPV_SHADER_MESH] = "mesh",
        [DXIL2SPV_SHADER_AMPLIFICATION] = "amplification", [DXIL2SPV_SHADER_NODE] = "node"};
    return kind < DXIL2SPV_SHADER_KIND_COUNT ? names[kind] : "unknown";
}

static const char *bytecode_name(uint32_t b)
{
    switch (b) {
    case DXIL2SPV_BYTECODE_DXIL: return "DXIL";
    case DXIL2SPV_BYTECODE_DXBC: return "DXBC";
    }
    return "unknown";
}

static const char *class_name(uint32_t c)
{
    static const char *const names[] = {"srv", "uav", "cbv", "sampler"};
    return c < 4 ? names[c] : "unknown";
}

static const char *descriptor_name(uint32_t t)
{
    switch (t) {
    case DXIL2SPV_DESCRIPTOR_SAMPLER: return "sampler";
    case DXIL2SPV_DESCRIPTOR_SAMPLED_IMAGE: return "sampled_image";
    case DXIL2SPV_DESCRIPTOR_STORAGE_IMAGE: return "storage_image";
    case DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER: return "uniform_texel_buffer";
    case DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER: return "storage_texel_buffer";
    case DXIL2SPV_DESCRIPTOR_UNIFORM_BUFFER: return "uniform_buffer";
    case DXIL2SPV_DESCRIPTOR_STORAGE_BUFFER: return "storage_buffer";
    case DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT: return "push_constant";
    case DXIL2SPV_DESCRIPTOR_ROOT_ADDRESS: return "root_address";
    case DXIL2SPV_DESCRIPTOR_SHADER_RECORD: return "shader_record";
    case DXIL2SPV_DESCRIPTOR_ACCELERATION_STRUCTURE: return "acceleration_structure";
    }
    return "unknown";
}

/* DXIL::ResourceKind, DXIL::SemanticKind, DXIL::ComponentType and
 * DXIL::InterpolationMode by name; the numbers stay beside them. */
static const char *resource_kind_name(uint32_t k)
{
    static const char *const names[] = {
        "invalid", "texture1d", "texture2d", "texture2dms", "texture3d", "texture_cube", "texture1d_array",
        "texture2d_array", "texture2dms_array", "texture_cube_array", "typed_buffer", "raw_buffer",
        "structured_buffer", "cbuffer", "sampler", "tbuffer", "rt_acceleration_structure", "feedback_texture2d",
        "feedback_texture2d_array"};
    return k < sizeof(names) / sizeof(names[0]) ? names[k] : "unknown";
}

static const char *semantic_kind_name(uint32_t k)
{
    static const char *const names[] = {
        "arbitrary", "VertexID", "InstanceID", "Position", "RenderTargetArrayIndex", "ViewportArrayIndex",
        "ClipDistance", "CullDistance", "OutputControlPointID", "DomainLocation", "PrimitiveID", "GSInstanceID",
        "SampleIndex", "IsFrontFace", "Coverage", "InnerCoverage", "Target", "Depth", "DepthLessEqual",
        "DepthGreaterEqual", "StencilRef", "DispatchThreadID", "GroupID", "GroupIndex", "GroupThreadID",
        "TessFactor", "InsideTessFactor", "ViewID", "Barycentrics", "ShadingRate", "CullPrimitive"};
    return k < sizeof(names) / sizeof(names[0]) ? names[k] : "unknown";
}

static const char *component_type_name(uint32_t k)
{
    static const char *const names[] = {"invalid", "i1", "i16", "u16", "i32", "u32", "i64", "u64", "f16", "f32",
                                        "f64", "snorm_f16", "unorm_f16", "snorm_f32", "unorm_f32", "snorm_f64",
                                        "unorm_f64", "packed_s8x32", "packed_u8x32"};
    return k < sizeof(names) / sizeof(names[0]) ? names[k] : "unknown";
}

static const char *interpolation_name(uint32_t k)
{
    static const char *const names[] = {"undefined", "constant", "linear", "linear_centroid", "noperspective",
                                        "noperspective_centroid", "linear_sample", "noperspective_sample"};
    return k < sizeof(names) / sizeof(names[0]) ? names[k] : "unknown";
}

/* Names come from the shader; escape everything JSON needs escaped. */
static void write_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

static const char *heap_array_name(uint32_t a)
{
    static const char *const names[] = {"sampler", "sampled_image", "storage_image", "uniform_texel_buffer",
                                        "storage_texel_buffer", "uniform_buffer", "storage_buffer", "counter",
                                        "acceleration_structure"};
    return a < sizeof(names) / sizeof(names[0]) ? names[a] : "unknown";
}

/* SM 6.6 descriptor heaps: one runtime array per Vulkan descriptor type. */
static void write_heap_arrays(FILE *f, const dxil2spv_reflection *r)
{
    if (!r->heap_array_count)
        return;
    fprintf(f, ",\n  \"heap_arrays\": [");
    for (uint32_t i = 0; i < r->heap_array_count; i++) {
        const dxil2spv_reflected_heap_array *h = &r->heap_arrays[i];
        fprintf(f, "%s\n    {\"array\": \"%s\", \"heap\": \"%s\", \"set\": %u, \"binding\": %u, "
                   "\"descriptor_type\": \"%s\", \"resource_kinds\": [",
                i ? "," : "", heap_array_name(h->array), h->heap ? "sampler" : "resource", h->set, h->binding,
                descriptor_name(h->descriptor_type));
        bool first = true;
        for (uint32_t k = 0; k < 32; k++)
            if (h->resource_kinds & (1u << k)) {
                fprintf(f, "%s%u", first ? "" : ", ", k);
                first = false;
            }
        fprintf(f, "]}");
    }
    fprintf(f, "\n  ]");
}

/* What the device must support, in module order; a capability newer than
 * the grammar the table came from is printed as its number. */
static void write_features(FILE *f, const dxil2spv_reflection *r)
{
    fprintf(f, ",\n  \"capabilities\": [");
    for (uint32_t i = 0; i < r->capability_count; i++) {
        const char *name = spirv_capability_name(r->capabilities[i]);
        fputs(i ? ", " : "", f);
        if (name)
            write_string(f, name);
        else
            fprintf(f, "%u", r->capabilities[i]);
    }
    fprintf(f, "],\n  \"extensions\": [");
    for (uint32_t i = 0; i < r->extension_count; i++) {
        fputs(i ? ", " : "", f);
        write_string(f, r->extensions[i]);
    }
    fputc(']', f);
}

/* Graphics stages: each signature element and where it went (location and
 * component, or a built-in). */
static void write_stage_io(FILE *f, const dxil2spv_reflection *r)
{
    static const char *const sig_names[] = {"input", "output", "patch_constant"};
    if (!r->stage_io_count)
        return;
    fprintf(f, ",\n  \"interface\": [");
    for (uint32_t i = 0; i < r->stage_io_count; i++) {
        const dxil2spv_stage_io *io = &r->stage_io[i];
        /* a mesh shader's third signature holds its per-primitive outputs */
        const char *sig = io->signature < 3 ? sig_names[io->signature] : "unknown";
        if (io->signature == 2 && r->shader_kind == DXIL2SPV_SHADER_MESH)
            sig = "primitive";
        fprintf(f, "%s\n    {\"signature\": \"%s\", \"semantic\": ", i ? "," : "", sig);
        write_string(f, io->semantic);
        fprintf(f, ", \"index\": %u, \"rows\": %u, \"cols\": %u, \"system_value\": \"%s\", \"system_value_id\": %u, "
                   "\"component_type\": \"%s\", \"component_type_id\": %u, \"interpolation\": \"%s\", "
                   "\"interpolation_id\": %u, \"stream\": %u",
                io->semantic_index, io->rows, io->cols, semantic_kind_name(io->system_value), io->system_value,
                component_type_name(io->component_type), io->component_type, interpolation_name(io->interpolation),
                io->interpolation, io->stream);
        if (io->location >= 0)
            fprintf(f, ", \"location\": %d, \"component\": %u", io->location, io->component);
        if (io->builtin >= 0) {
            const char *bn = spirv_builtin_name((uint32_t)io->builtin);
            fprintf(f, ", \"builtin\": \"%s\", \"builtin_id\": %d", bn ? bn : "unknown", io->builtin);
        }
        fputc('}', f);
    }
    fprintf(f, "\n  ]");
}

static const char *placement_name(uint32_t p)
{
    static const char *const names[] = {"register", "table", "root_constants", "root_descriptor",
                                        "static_sampler"};
    return p < sizeof(names) / sizeof(names[0]) ? names[p] : "unknown";
}

static const char *root_parameter_name(uint32_t t)
{
    static const char *const names[] = {"table", "constants", "cbv", "srv", "uav"};
    return t < sizeof(names) / sizeof(names[0]) ? names[t] : "unknown";
}

/* Root signature: the push-constant layout and the static samplers. */
static void write_pipeline_layout(FILE *f, const dxil2spv_reflection *r)
{
    const dxil2spv_pipeline_layout *pl = r->pipeline_layout;
    if (!pl)
        return;
    fprintf(f, ",\n  \"pipeline_layout\": {\"binding_model\": \"%s\", \"push_constant_size\": %u, ",
            pl->binding_model == DXIL2SPV_BINDING_MODEL_HEAP ? "heap" : "sets", pl->push_constant_size);
    if (pl->root_argument_size)
        fprintf(f, "\"root_argument_buffer\": {\"size\": %u, \"set\": %u, \"binding\": %u}, ",
                pl->root_argument_size, pl->root_argument_set, pl->root_argument_binding);
    fprintf(f, "\"parameters\": [");
    for (uint32_t i = 0; i < pl->parameter_count; i++) {
        const dxil2spv_reflected_root_parameter *p = &pl->parameters[i];
        fprintf(f, "%s\n      {\"type\": \"%s\", \"offset\": %u, \"size\": %u, \"used\": %s", i ? "," : "",
                root_parameter_name(p->parameter_type), p->offset, p->size, p->used ? "true" : "false");
        if (p->set >= 0)
            fprintf(f, ", \"set\": %d", p->set);
        fputc('}', f);
    }
    fprintf(f, "%s], \"static_samplers\": [", pl->parameter_count ? "\n    " : "");
    for (uint32_t i = 0; i < pl->static_sampler_count; i++) {
        const dxil2spv_reflected_static_sampler *s = &pl->static_samplers[i];
        fprintf(f, "%s\n      {\"set\": %u, \"binding\": %u, \"register\": %u, \"space\": %u, \"filter\": %u, "
                   "\"address\": [%u, %u, %u], \"comparison_func\": %u, \"border_color\": %u, \"used\": %s}",
                i ? "," : "", s->set, s->binding, s->desc.shader_register, s->desc.register_space, s->desc.filter,
                s->desc.address_u, s->desc.address_v, s->desc.address_w, s->desc.comparison_func,
                s->desc.border_color, s->used ? "true" : "false");
    }
    fprintf(f, "%s]}", pl->static_sampler_count ? "\n    " : "");
}

/* Local root signature: where each parameter is in the shader record. */
static void write_shader_record(FILE *f, const dxil2spv_reflection *r)
{
    const dxil2spv_shader_record_layout *sr = r->shader_record;
    if (!sr)
        return;
    fprintf(f, ",\n  \"shader_record\": {\"size\": %u, ", sr->size);
    if (sr->from_subobject) {
        fprintf(f, "\"subobject\": ");
        write_string(f, sr->subobject);
        fprintf(f, ", ");
    }
    fprintf(f, "\"parameters\": [");
    for (uint32_t i = 0; i < sr->parameter_count; i++) {
        const dxil2spv_reflected_root_parameter *p = &sr->parameters[i];
        fprintf(f, "%s\n      {\"type\": \"%s\", \"offset\": %u, \"size\": %u, \"used\": %s}", i ? "," : "",
                root_parameter_name(p->parameter_type), p->offset, p->size, p->used ? "true" : "false");
    }
    fprintf(f, "%s]}", sr->parameter_count ? "\n    " : "");
}

static const char *subobject_kind_name(uint32_t k)
{
    switch (k) {
    case DXIL2SPV_SUBOBJECT_STATE_OBJECT_CONFIG: return "state_object_config";
    case DXIL2SPV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE: return "global_root_signature";
    case DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE: return "local_root_signature";
    case DXIL2SPV_SUBOBJECT_TO_EXPORTS_ASSOCIATION: return "subobject_to_exports_association";
    case DXIL2SPV_SUBOBJECT_RAYTRACING_SHADER_CONFIG: return "raytracing_shader_config";
    case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG: return "raytracing_pipeline_config";
    case DXIL2SPV_SUBOBJECT_HIT_GROUP: return "hit_group";
    case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1: return "raytracing_pipeline_config1";
    default: return "unknown";
    }
}

/* A library's DXR subobjects (RDAT), each with the fields of its kind. */
static void write_subobjects(FILE *f, const dxil2spv_reflection *r)
{
    if (!r->subobject_count)
        return;
    fprintf(f, ",\n  \"subobjects\": [");
    for (uint32_t i = 0; i < r->subobject_count; i++) {
        const dxil2spv_subobject *s = &r->subobjects[i];
        fprintf(f, "%s\n    {\"kind\": \"%s\", \"name\": ", i ? "," : "", subobject_kind_name(s->kind));
        write_string(f, s->name);
        switch (s->kind) {
        case DXIL2SPV_SUBOBJECT_STATE_OBJECT_CONFIG: fprintf(f, ", \"flags\": %u", s->flags); break;
        case DXIL2SPV_SUBOBJECT_GLOBAL_ROOT_SIGNATURE:
        case DXIL2SPV_SUBOBJECT_LOCAL_ROOT_SIGNATURE: fprintf(f, ", \"size\": %u", s->root_signature_size); break;
        case DXIL2SPV_SUBOBJECT_TO_EXPORTS_ASSOCIATION:
            fprintf(f, ", \"subobject\": ");
            write_string(f, s->association_subobject);
            fprintf(f, ", \"exports\": [");
            for (uint32_t k = 0; k < s->export_count; k++) {
                fprintf(f, "%s", k ? ", " : "");
                write_string(f, s->exports[k]);
            }
            fputc(']', f);
            break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_SHADER_CONFIG:
            fprintf(f, ", \"max_payload_size\": %u, \"max_attribute_size\": %u", s->max_payload_size,
                    s->max_attribute_size);
            break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG:
            fprintf(f, ", \"max_recursion_depth\": %u", s->max_recursion_depth);
            break;
        case DXIL2SPV_SUBOBJECT_RAYTRACING_PIPELINE_CONFIG1:
            fprintf(f, ", \"max_recursion_depth\": %u, \"flags\": %u", s->max_recursion_depth, s->flags);
            break;
        case DXIL2SPV_SUBOBJECT_HIT_GROUP:
            fprintf(f, ", \"type\": \"%s\", \"anyhit\": ", s->hit_group_type ? "procedural_primitive" : "triangles");
            write_string(f, s->any_hit);
            fprintf(f, ", \"closesthit\": ");
            write_string(f, s->closest_hit);
            fprintf(f, ", \"intersection\": ");
            write_string(f, s->intersection);
            break;
        default: break;
        }
        fputc('}', f);
    }
    fprintf(f, "\n  ]");
}

void reflect_write_json(FILE *f, const dxil2spv_reflection *r)
{
    fprintf(f, "{\n  \"stage\": \"%s\",\n  \"entry_point\": ", stage_name(r->shader_kind));
    write_string(f, r->entry_point);
    /* What came in: DXIL (SM 6.x) or DXBC (SM 4.0-5.1), and its own model. */
    fprintf(f, ",\n  \"bytecode\": \"%s\", \"bytecode_id\": %u,\n", bytecode_name(r->bytecode), r->bytecode);
    fprintf(f, "  \"shader_model\": {\"major\": %u, \"minor\": %u}", r->shader_model_major,
            r->shader_model_minor);
    fprintf(f, ",\n  \"workgroup_size\": [%u, %u, %u],\n", r->workgroup_size[0], r->workgroup_size[1],
            r->workgroup_size[2]);
    /* 0 = the shader does not constrain the wave (subgroup) size. */
    fprintf(f, "  \"wave_size\": {\"min\": %u, \"max\": %u, \"preferred\": %u},\n", r->wave_size_min,
            r->wave_size_max, r->wave_size_preferred);
    fprintf(f, "  \"resources\": [");
    for (uint32_t i = 0; i < r->resource_count; i++) {
        const dxil2spv_reflected_resource *rr = &r->resources[i];
        fprintf(f, "%s\n    {\"class\": \"%s\", \"kind\": \"%s\", \"kind_id\": %u, \"space\": %u, \"register\": %u, ",
                i ? "," : "", class_name(rr->resource_class), resource_kind_name(rr->resource_kind), rr->resource_kind,
                rr->space, rr->lower_bound);
        if (rr->range_size == UINT32_MAX)
            fprintf(f, "\"count\": \"unbounded\", ");
        else
            fprintf(f, "\"count\": %u, ", rr->range_size);
        fprintf(f, "\"stride\": %u, \"set\": %u, \"binding\": %u, \"descriptor_type\": \"%s\"", rr->stride, rr->set,
                rr->binding, descriptor_name(rr->descriptor_type));
        if (rr->counter_binding >= 0)
            fprintf(f, ", \"counter_set\": %d, \"counter_binding\": %d, \"counter_descriptor_type\": \"%s\"",
                    rr->counter_set, rr->counter_binding, descriptor_name(rr->counter_descriptor_type));
        /* Emulated sampler feedback: how to clear and read the map (dxil2spv.h). */
        if (rr->flags & DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIN_MIP)
            fprintf(f, ", \"feedback\": \"min_mip\"");
        else if (rr->flags & DXIL2SPV_RESOURCE_FLAG_FEEDBACK_MIP_REGION_USED)
            fprintf(f, ", \"feedback\": \"mip_region_used\"");
        if (r->pipeline_layout || rr->local_root) {
            fprintf(f, ", \"placement\": \"%s\"", placement_name(rr->placement));
            if (rr->local_root)
                fprintf(f, ", \"local_root\": true");
            if (rr->root_parameter >= 0)
                fprintf(f, ", \"root_parameter\": %d", rr->root_parameter);
            if (rr->table_range >= 0)
                fprintf(f, ", \"table_range\": %d, \"table_offset\": %u", rr->table_range, rr->table_offset);
        }
        if (rr->resource_class == 2)
            fprintf(f, ", \"cb_size\": %u", rr->cb_size);
        fprintf(f, ", \"name\": ");
        write_string(f, rr->name);
        fputc('}', f);
    }
    fprintf(f, "%s]", r->resource_count ? "\n  " : "");
    write_heap_arrays(f, r);
    write_pipeline_layout(f, r);
    write_shader_record(f, r);
    write_subobjects(f, r);
    write_stage_io(f, r);
    write_features(f, r);
    if (r->sample_count_spec_id >= 0)
        fprintf(f, ",\n  \"sample_count_spec_id\": %d", r->sample_count_spec_id);
    /* the buffers of options.heap_buffer_ranges / heap_counter_addresses, when read */
    if (r->heap_buffer_ranges_used)
        fprintf(f, ",\n  \"heap_buffer_ranges_used\": true");
    if (r->heap_counter_addresses_used)
        fprintf(f, ",\n  \"heap_counter_addresses_used\": true");
    fprintf(f, "\n}\n");
}
