/* PSV0 (pipeline state validation) part.
 *
 * The part is a sequence whose layout depends on RuntimeInfoSize, the
 * record sizes stored before each array, the shader stage and counts in the
 * runtime info. It is validated completely here, but the record arrays are
 * not copied: d2s_psv keeps spans into the part and the accessors decode a
 * record when asked (see container.h for why).
 */
#include <string.h>

#include "container/container_internal.h"

/* sizeof(PSVRuntimeInfo0..4) */
static const uint32_t info_sizes[5] = {24, 36, 48, 52, 56};

#define PSV_RESOURCE0_SIZE 16u
#define PSV_RESOURCE1_SIZE 24u
#define PSV_SIG_ELEMENT0_SIZE 16u

enum { SK_PIXEL = 0, SK_VERTEX, SK_GEOMETRY, SK_HULL, SK_DOMAIN, SK_COMPUTE, SK_MESH = 13, SK_AMPLIFICATION };

static uint32_t mask_dwords(uint32_t vectors)
{
    return (vectors + 7) >> 3;
}

static uint32_t io_dwords(uint32_t in_vectors, uint32_t out_vectors)
{
    return mask_dwords(out_vectors) * in_vectors * 4;
}

static void decode_stage_union(d2s_psv_runtime_info *ri, const uint8_t *u)
{
    memcpy(ri->stage_raw, u, 16);
    switch (ri->shader_stage) {
    case SK_VERTEX:
        ri->stage.vs.output_position_present = u[0];
        break;
    case SK_HULL:
        ri->stage.hs.input_control_points = d2s_le32(u);
        ri->stage.hs.output_control_points = d2s_le32(u + 4);
        ri->stage.hs.domain = d2s_le32(u + 8);
        ri->stage.hs.output_primitive = d2s_le32(u + 12);
        break;
    case SK_DOMAIN:
        ri->stage.ds.input_control_points = d2s_le32(u);
        ri->stage.ds.output_position_present = u[4];
        ri->stage.ds.domain = d2s_le32(u + 8);
        break;
    case SK_GEOMETRY:
        ri->stage.gs.input_primitive = d2s_le32(u);
        ri->stage.gs.output_topology = d2s_le32(u + 4);
        ri->stage.gs.output_stream_mask = d2s_le32(u + 8);
        ri->stage.gs.output_position_present = u[12];
        break;
    case SK_PIXEL:
        ri->stage.ps.depth_output = u[0];
        ri->stage.ps.sample_frequency = u[1];
        break;
    case SK_MESH:
        ri->stage.ms.groupshared_bytes_used = d2s_le32(u);
        ri->stage.ms.groupshared_bytes_view_id_dependent = d2s_le32(u + 4);
        ri->stage.ms.payload_size = d2s_le32(u + 8);
        ri->stage.ms.max_output_vertices = d2s_le16(u + 12);
        ri->stage.ms.max_output_primitives = d2s_le16(u + 14);
        break;
    case SK_AMPLIFICATION:
        ri->stage.as.payload_size = d2s_le32(u);
        break;
    default:
        break; /* compute, library and ray tracing stages: union unused */
    }
}

static void decode_info1(d2s_psv_runtime_info *ri, const uint8_t *d)
{
    ri->uses_view_id = d[25];
    switch (ri->shader_stage) {
    case SK_GEOMETRY:
        ri->max_vertex_count = d2s_le16(d + 26);
        break;
    case SK_MESH:
        ri->sig_patch_const_or_prim_vectors = d[26]; /* SigPrimVectors */
        ri->mesh_output_topology = d[27];
        break;
    case SK_HULL:
    case SK_DOMAIN:
        ri->sig_patch_const_or_prim_vectors = d[26];
        break;
    default:
        break;
    }
    ri->sig_input_elements = d[28];
    ri->sig_output_elements = d[29];
    ri->sig_patch_const_or_prim_elements = d[30];
    ri->sig_input_vectors = d[31];
    memcpy(ri->sig_output_vectors, d + 32, 4);
}

/* Reads one u32 array of `dwords` entries at *pos and advances. */
static const uint8_t *take_dwords(const d2s_part_reader *r, uint64_t *pos, uint32_t dwords, const char *what)
{
    d2s_part_need(r, *pos, (uint64_t)dwords * 4, what);
    const uint8_t *p = r->part->data + *pos;
    *pos += (uint64_t)dwords * 4;
    return p;
}

static void check_sig_elements(const d2s_part_reader *r, const d2s_psv *psv)
{
    for (uint32_t i = 0; i < psv->sig_element_count; i++) {
        const uint8_t *e = psv->sig_elements + (size_t)i * psv->sig_element_stride;
        uint32_t name = d2s_le32(e), sem = d2s_le32(e + 4), rows = e[8];
        if (name >= psv->string_table_size)
            d2s_part_fail(r, D2S_ERR_INVALID, "signature element %u: SemanticName offset %u is outside the string table (%u bytes)",
                          i, name, psv->string_table_size);
        if (sem > psv->semantic_index_count || rows > psv->semantic_index_count - sem)
            d2s_part_fail(r, D2S_ERR_INVALID,
                          "signature element %u: semantic indexes [%u, %u+%u) are outside the semantic index table (%u entries)",
                          i, sem, sem, rows, psv->semantic_index_count);
    }
}

/* The optional tail of Info1+ parts: ViewID masks and dependency tables.
 * Their presence and sizes follow from the runtime info, not from stored
 * sizes, so a lying runtime info is caught by the bounds checks. */
static void read_view_id_and_deps(const d2s_part_reader *r, d2s_psv *psv, uint64_t *pos)
{
    const d2s_psv_runtime_info *ri = &psv->info;
    uint32_t stage = ri->shader_stage;
    uint32_t streams = stage == SK_GEOMETRY ? 4 : 1;
    uint32_t in = ri->sig_input_vectors, pc = ri->sig_patch_const_or_prim_vectors;
    if (ri->uses_view_id) {
        for (uint32_t i = 0; i < streams; i++) {
            if (!ri->sig_output_vectors[i])
                continue;
            psv->view_id_output_mask_dwords[i] = mask_dwords(ri->sig_output_vectors[i]);
            psv->view_id_output_mask[i] =
                take_dwords(r, pos, psv->view_id_output_mask_dwords[i], "ViewID output mask");
        }
        if ((stage == SK_HULL || stage == SK_MESH) && pc) {
            psv->view_id_pc_mask_dwords = mask_dwords(pc);
            psv->view_id_pc_mask = take_dwords(r, pos, psv->view_id_pc_mask_dwords, "ViewID patch constant mask");
        }
    }
    if (stage != SK_MESH) {
        for (uint32_t i = 0; i < streams; i++) {
            if (!in || !ri->sig_output_vectors[i])
                continue;
            psv->input_to_output_dwords[i] = io_dwords(in, ri->sig_output_vectors[i]);
            psv->input_to_output[i] =
                take_dwords(r, pos, psv->input_to_output_dwords[i], "input to output dependency table");
        }
    }
    if (stage == SK_HULL && pc && in) {
        psv->input_to_pc_dwords = io_dwords(in, pc);
        psv->input_to_pc = take_dwords(r, pos, psv->input_to_pc_dwords, "input to patch constant dependency table");
    }
    if (stage == SK_DOMAIN && ri->sig_output_vectors[0] && pc) {
        psv->pc_to_output_dwords = io_dwords(pc, ri->sig_output_vectors[0]);
        psv->pc_to_output = take_dwords(r, pos, psv->pc_to_output_dwords, "patch constant to output dependency table");
    }
}

void d2s_container_read_psv(d2s_ctx *ctx, d2s_container *c, const d2s_container_part *p)
{
    d2s_part_reader r = {ctx, p};
    const uint8_t *d = p->data;
    uint32_t info_size = d2s_part_u32(&r, 0, "RuntimeInfoSize");
    if (info_size < info_sizes[0])
        d2s_part_fail(&r, D2S_ERR_INVALID, "RuntimeInfoSize %u is smaller than PSVRuntimeInfo0 (24 bytes)", info_size);
    d2s_part_need(&r, 4, info_size, "runtime info");

    d2s_psv *psv = d2s_zalloc(ctx, sizeof(*psv));
    d2s_psv_runtime_info *ri = &psv->info;
    psv->runtime_info_size = info_size;
    /* Newer writers may append fields: read the prefix this reader knows. */
    for (uint32_t v = 0; v < 5; v++)
        if (info_size >= info_sizes[v])
            psv->info_version = v;
    const uint8_t *info = d + 4;

    uint32_t program_kind = c->has_dxil ? c->dxil.shader_kind : c->has_stat ? c->stat.shader_kind : 16;
    ri->shader_stage = psv->info_version >= 1 ? info[24] : program_kind;
    if (psv->info_version >= 1 && program_kind != 16 && ri->shader_stage != program_kind)
        d2s_warn(ctx, "container: PSV0 ShaderStage %u differs from the program header's shader kind %u",
                 ri->shader_stage, program_kind);
    decode_stage_union(ri, info);
    ri->min_wave_lanes = d2s_le32(info + 16);
    ri->max_wave_lanes = d2s_le32(info + 20);
    if (psv->info_version >= 1)
        decode_info1(ri, info);
    if (psv->info_version >= 2)
        for (int i = 0; i < 3; i++)
            ri->num_threads[i] = d2s_le32(info + 36 + 4 * i);
    if (psv->info_version >= 4)
        ri->num_bytes_groupshared = d2s_le32(info + 52);

    uint64_t pos = 4 + (uint64_t)info_size;
    psv->resource_count = d2s_part_u32(&r, pos, "ResourceCount");
    pos += 4;
    if (psv->resource_count) {
        psv->resource_stride = d2s_part_u32(&r, pos, "ResourceBindInfoSize");
        pos += 4;
        if (psv->resource_stride < PSV_RESOURCE0_SIZE)
            d2s_part_fail(&r, D2S_ERR_INVALID, "ResourceBindInfoSize %u is smaller than PSVResourceBindInfo0 (16 bytes)",
                          psv->resource_stride);
        uint64_t bytes = (uint64_t)psv->resource_count * psv->resource_stride;
        d2s_part_need(&r, pos, bytes, "resource table");
        psv->resources = d + pos;
        pos += bytes;
    }

    if (psv->info_version >= 1) {
        psv->string_table_size = d2s_part_u32(&r, pos, "StringTableSize");
        pos += 4;
        d2s_part_need(&r, pos, psv->string_table_size, "string table");
        psv->string_table = (const char *)d + pos;
        /* A final NUL makes every in-bounds offset a terminated string. */
        if (psv->string_table_size && d[pos + psv->string_table_size - 1] != 0)
            d2s_part_fail(&r, D2S_ERR_INVALID, "string table (%u bytes) does not end with a NUL",
                          psv->string_table_size);
        pos += psv->string_table_size;

        psv->semantic_index_count = d2s_part_u32(&r, pos, "SemanticIndexTableEntries");
        pos += 4;
        psv->semantic_index_table = take_dwords(&r, &pos, psv->semantic_index_count, "semantic index table");

        psv->sig_element_count =
            (uint32_t)ri->sig_input_elements + ri->sig_output_elements + ri->sig_patch_const_or_prim_elements;
        if (psv->sig_element_count) {
            psv->sig_element_stride = d2s_part_u32(&r, pos, "SignatureElementSize");
            pos += 4;
            if (psv->sig_element_stride < PSV_SIG_ELEMENT0_SIZE)
                d2s_part_fail(&r, D2S_ERR_INVALID,
                              "SignatureElementSize %u is smaller than PSVSignatureElement0 (16 bytes)",
                              psv->sig_element_stride);
            uint64_t bytes = (uint64_t)psv->sig_element_count * psv->sig_element_stride;
            d2s_part_need(&r, pos, bytes, "signature element table");
            psv->sig_elements = d + pos;
            pos += bytes;
            check_sig_elements(&r, psv);
        }
        read_view_id_and_deps(&r, psv, &pos);

        if (psv->info_version >= 3) {
            uint32_t name = d2s_le32(info + 48);
            if (name >= psv->string_table_size)
                d2s_part_fail(&r, D2S_ERR_INVALID, "EntryFunctionName offset %u is outside the string table (%u bytes)",
                              name, psv->string_table_size);
            ri->entry_function_name = psv->string_table + name;
        }
    }
    if (pos < p->size && p->size - pos >= 4)
        d2s_warn(ctx, "container: PSV0 part: %llu bytes after the last table were not read",
                 (unsigned long long)(p->size - pos));
    c->psv = psv;
}

void d2s_psv_resource_at(const d2s_psv *psv, uint32_t i, d2s_psv_resource *out)
{
    memset(out, 0, sizeof(*out));
    if (i >= psv->resource_count)
        return;
    const uint8_t *e = psv->resources + (size_t)i * psv->resource_stride;
    out->res_type = d2s_le32(e);
    out->space = d2s_le32(e + 4);
    out->lower_bound = d2s_le32(e + 8);
    out->upper_bound = d2s_le32(e + 12);
    if (psv->resource_stride >= PSV_RESOURCE1_SIZE) {
        out->res_kind = d2s_le32(e + 16);
        out->res_flags = d2s_le32(e + 20);
    }
}

void d2s_psv_sig_element_at(const d2s_psv *psv, uint32_t i, d2s_psv_sig_element *out)
{
    memset(out, 0, sizeof(*out));
    if (i >= psv->sig_element_count)
        return;
    const uint8_t *e = psv->sig_elements + (size_t)i * psv->sig_element_stride;
    out->semantic_name = psv->string_table + d2s_le32(e);
    out->semantic_indexes = d2s_le32(e + 4);
    out->rows = e[8];
    out->start_row = e[9];
    out->cols = e[10] & 0xF;
    out->start_col = (e[10] >> 4) & 3;
    out->allocated = (e[10] >> 6) & 1;
    out->semantic_kind = e[11];
    out->comp_type = e[12];
    out->interp_mode = e[13];
    out->dynamic_mask = e[14] & 0xF;
    out->stream = (e[14] >> 4) & 3;
}

uint32_t d2s_psv_semantic_index(const d2s_psv *psv, uint32_t i)
{
    return i < psv->semantic_index_count ? d2s_le32(psv->semantic_index_table + (size_t)i * 4) : 0;
}
