/* `dxil2spv --dump-container`: a readable listing of a parsed container.
 *
 * Kept apart from parsing so that formatting never runs on the translation
 * path. Everything printed was validated by d2s_container_parse(); RDAT is
 * decoded here for the first time (container_rdat.c).
 */
#include <stdio.h>
#include <string.h>

#include "container/container_internal.h"

static void name_or_number(d2s_strbuf *sb, const char *name, uint32_t v)
{
    if (name)
        d2s_strbuf_printf(sb, "%s", name);
    else
        d2s_strbuf_printf(sb, "%u", v);
}

static const char *name_or(const char *name, const char *fallback)
{
    return name ? name : fallback;
}

/* "0x... (A | B | 0x...)": known bits by name, the rest in hex. */
static void dump_flags(d2s_strbuf *sb, uint64_t flags, const d2s_cn_flag *names)
{
    d2s_strbuf_printf(sb, "0x%llx", (unsigned long long)flags);
    if (!flags)
        return;
    uint64_t rest = flags;
    const char *sep = " (";
    for (const d2s_cn_flag *f = names; f->name; f++) {
        if (flags & f->bit) {
            d2s_strbuf_printf(sb, "%s%s", sep, f->name);
            sep = " | ";
            rest &= ~f->bit;
        }
    }
    if (rest)
        d2s_strbuf_printf(sb, "%s0x%llx", sep, (unsigned long long)rest);
    d2s_strbuf_putc(sb, ')');
}

static void hex_bytes(d2s_strbuf *sb, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        d2s_strbuf_printf(sb, "%02x", p[i]);
}

/* Component mask as "xyzw" with blanks for absent components. */
static void mask_text(uint32_t mask, char out[5])
{
    static const char comps[4] = {'x', 'y', 'z', 'w'};
    for (int i = 0; i < 4; i++)
        out[i] = (mask >> i) & 1 ? comps[i] : ' ';
    out[4] = 0;
}

static void dump_program(d2s_strbuf *sb, const char *what, const d2s_program_header *h)
{
    d2s_strbuf_printf(sb, "%s: ", what);
    name_or_number(sb, d2s_cn_shader_kind(h->shader_kind), h->shader_kind);
    d2s_strbuf_printf(sb, " shader, SM %u.%u, DXIL %u.%u, bitcode %u bytes\n", h->sm_major, h->sm_minor,
                      h->dxil_major, h->dxil_minor, h->bitcode_size);
}

static void dump_signature(d2s_strbuf *sb, const char *title, const d2s_sig_part *sig, bool is_input)
{
    if (!sig->present)
        return;
    d2s_strbuf_printf(sb, "\n%s (%s), %u elements:\n", title, sig->part, sig->count);
    if (!sig->count)
        return;
    d2s_strbuf_printf(sb, "  %-20s %5s %4s %8s %-26s %-8s %4s %6s %s\n", "Name", "Index", "Mask", "Register",
                      "SysValue", "Format", "Used", "Stream", "MinPrecision");
    for (uint32_t i = 0; i < sig->count; i++) {
        const d2s_sig_part_element *e = &sig->elements[i];
        char mask[5], used[5], reg[12];
        mask_text(e->mask, mask);
        /* Inputs store the always-read mask; outputs the never-written one. */
        mask_text(is_input ? e->rw_mask : (uint32_t)(e->mask & ~e->rw_mask), used);
        if (e->reg == UINT32_MAX)
            strcpy(reg, "N/A");
        else
            snprintf(reg, sizeof(reg), "%u", e->reg);
        d2s_strbuf_printf(sb, "  %-20s %5u %4s %8s %-26s %-8s %4s %6u ", e->semantic_name, e->semantic_index, mask,
                          reg, name_or(d2s_cn_sig_semantic(e->system_value), "?"),
                          name_or(d2s_cn_sig_comp_type(e->comp_type), "?"), used, e->stream);
        name_or_number(sb, d2s_cn_min_precision(e->min_precision), e->min_precision);
        d2s_strbuf_putc(sb, '\n');
    }
}

static void dump_dxbc_program(d2s_strbuf *sb, const d2s_dxbc_program *p)
{
    static const char *const kinds[] = {"pixel", "vertex", "geometry", "hull", "domain", "compute"};
    d2s_strbuf_printf(sb, "Program (%s): %s shader, shader model %u.%u, %u tokens\n", p->part_name,
                      p->program_type < 6 ? kinds[p->program_type] : "?", p->sm_major, p->sm_minor, p->token_count);
}

static void dump_rdef(d2s_strbuf *sb, const d2s_rdef *rd)
{
    d2s_strbuf_printf(sb, "\nResource definitions (RDEF): target %u.%u, creator '%s', %u constant buffers, %u bindings\n",
                      rd->creator_major, rd->creator_minor, rd->creator, rd->num_cbuffers, rd->num_bindings);
    for (uint32_t i = 0; i < rd->num_cbuffers; i++)
        d2s_strbuf_printf(sb, "  cbuffer %-24s %6u bytes\n", rd->cbuffer_names[i], rd->cbuffer_sizes[i]);
    static const char *const types[] = {"cbuffer", "tbuffer", "texture", "sampler", "uav_rwtyped", "structured",
                                        "uav_rwstructured", "byteaddress", "uav_rwbyteaddress", "uav_append_structured",
                                        "uav_consume_structured", "uav_rwstructured_with_counter"};
    for (uint32_t i = 0; i < rd->num_bindings; i++) {
        const d2s_rdef_binding *b = &rd->bindings[i];
        d2s_strbuf_printf(sb, "  %-24s %-28s bind %u", b->name, b->input_type < 12 ? types[b->input_type] : "?",
                          b->bind_point);
        if (b->bind_count != 1)
            d2s_strbuf_printf(sb, " count %u", b->bind_count);
        d2s_strbuf_printf(sb, " space %u id %u\n", b->space, b->id);
    }
}

static void dump_stage_info(d2s_strbuf *sb, const d2s_psv_runtime_info *ri, uint32_t info_version)
{
    switch (ri->shader_stage) {
    case 0:
        d2s_strbuf_printf(sb, "  DepthOutput %u, SampleFrequency %u\n", ri->stage.ps.depth_output,
                          ri->stage.ps.sample_frequency);
        break;
    case 1:
        d2s_strbuf_printf(sb, "  OutputPositionPresent %u\n", ri->stage.vs.output_position_present);
        break;
    case 2:
        d2s_strbuf_printf(sb, "  InputPrimitive %s, OutputTopology %s, OutputStreamMask 0x%x, OutputPositionPresent %u",
                          name_or(d2s_cn_input_primitive(ri->stage.gs.input_primitive), "?"),
                          name_or(d2s_cn_primitive_topology(ri->stage.gs.output_topology), "?"),
                          ri->stage.gs.output_stream_mask, ri->stage.gs.output_position_present);
        if (info_version >= 1)
            d2s_strbuf_printf(sb, ", MaxVertexCount %u", ri->max_vertex_count);
        d2s_strbuf_putc(sb, '\n');
        break;
    case 3:
        d2s_strbuf_printf(sb, "  InputControlPointCount %u, OutputControlPointCount %u, Domain %s, OutputPrimitive %s\n",
                          ri->stage.hs.input_control_points, ri->stage.hs.output_control_points,
                          name_or(d2s_cn_tess_domain(ri->stage.hs.domain), "?"),
                          name_or(d2s_cn_tess_output_primitive(ri->stage.hs.output_primitive), "?"));
        break;
    case 4:
        d2s_strbuf_printf(sb, "  InputControlPointCount %u, OutputPositionPresent %u, Domain %s\n",
                          ri->stage.ds.input_control_points, ri->stage.ds.output_position_present,
                          name_or(d2s_cn_tess_domain(ri->stage.ds.domain), "?"));
        break;
    case 13:
        d2s_strbuf_printf(sb,
                          "  GroupSharedBytesUsed %u, GroupSharedBytesDependentOnViewID %u, PayloadSizeInBytes %u, "
                          "MaxOutputVertices %u, MaxOutputPrimitives %u",
                          ri->stage.ms.groupshared_bytes_used, ri->stage.ms.groupshared_bytes_view_id_dependent,
                          ri->stage.ms.payload_size, ri->stage.ms.max_output_vertices,
                          ri->stage.ms.max_output_primitives);
        if (info_version >= 1)
            d2s_strbuf_printf(sb, ", MeshOutputTopology %s",
                              name_or(d2s_cn_mesh_output_topology(ri->mesh_output_topology), "?"));
        d2s_strbuf_putc(sb, '\n');
        break;
    case 14:
        d2s_strbuf_printf(sb, "  PayloadSizeInBytes %u\n", ri->stage.as.payload_size);
        break;
    default:
        break;
    }
}

static void dump_dwords(d2s_strbuf *sb, const char *what, const uint8_t *p, uint32_t n)
{
    if (!p)
        return;
    d2s_strbuf_printf(sb, "  %s (%u dwords):", what, n);
    for (uint32_t i = 0; i < n; i++)
        d2s_strbuf_printf(sb, " %08x", d2s_le32(p + 4 * (size_t)i));
    d2s_strbuf_putc(sb, '\n');
}

static void dump_psv_resources(d2s_strbuf *sb, const d2s_psv *psv)
{
    if (!psv->resource_count)
        return;
    d2s_strbuf_printf(sb, "  resources (%u, record size %u):\n", psv->resource_count, psv->resource_stride);
    for (uint32_t i = 0; i < psv->resource_count; i++) {
        d2s_psv_resource res;
        d2s_psv_resource_at(psv, i, &res);
        d2s_strbuf_printf(sb, "    %-24s space %u, registers %u..", name_or(d2s_cn_psv_resource_type(res.res_type), "?"),
                          res.space, res.lower_bound);
        if (res.upper_bound == UINT32_MAX)
            d2s_strbuf_printf(sb, "unbounded");
        else
            d2s_strbuf_printf(sb, "%u", res.upper_bound);
        if (psv->resource_stride >= 24)
            d2s_strbuf_printf(sb, ", kind %s, flags 0x%x", name_or(d2s_cn_resource_kind(res.res_kind), "?"),
                              res.res_flags);
        d2s_strbuf_putc(sb, '\n');
    }
}

static void dump_psv_elements(d2s_strbuf *sb, const d2s_psv *psv)
{
    const d2s_psv_runtime_info *ri = &psv->info;
    if (!psv->sig_element_count)
        return;
    d2s_strbuf_printf(sb, "  signature elements (record size %u):\n", psv->sig_element_stride);
    for (uint32_t i = 0; i < psv->sig_element_count; i++) {
        d2s_psv_sig_element e;
        d2s_psv_sig_element_at(psv, i, &e);
        const char *group = i < ri->sig_input_elements ? "input"
                            : i < (uint32_t)ri->sig_input_elements + ri->sig_output_elements ? "output"
                                                                                               : "patch/prim";
        /* System values have no name in PSV0; their kind is printed below. */
        d2s_strbuf_printf(sb, "    %-10s %-20s indexes", group, e.semantic_name[0] ? e.semantic_name : "-");
        for (uint32_t k = 0; k < e.rows; k++)
            d2s_strbuf_printf(sb, "%s%u", k ? "," : " ", d2s_psv_semantic_index(psv, e.semantic_indexes + k));
        d2s_strbuf_printf(sb, " rows %u", e.rows);
        if (e.allocated)
            d2s_strbuf_printf(sb, " at r%u.c%u", e.start_row, e.start_col);
        else
            d2s_strbuf_printf(sb, " unallocated");
        d2s_strbuf_printf(sb, " cols %u, %s, %s, %s, dynmask 0x%x, stream %u\n", e.cols,
                          name_or(d2s_cn_psv_semantic_kind(e.semantic_kind), "?"),
                          name_or(d2s_cn_sig_comp_type(e.comp_type), "?"),
                          name_or(d2s_cn_interp_mode(e.interp_mode), "?"), e.dynamic_mask, e.stream);
    }
}

static void dump_psv(d2s_strbuf *sb, const d2s_psv *psv)
{
    const d2s_psv_runtime_info *ri = &psv->info;
    d2s_strbuf_printf(sb, "\nPipeline state validation (PSV0): PSVRuntimeInfo%u (RuntimeInfoSize %u)\n",
                      psv->info_version, psv->runtime_info_size);
    d2s_strbuf_printf(sb, "  stage ");
    name_or_number(sb, d2s_cn_shader_kind(ri->shader_stage), ri->shader_stage);
    d2s_strbuf_putc(sb, '\n');
    dump_stage_info(sb, ri, psv->info_version);
    if (psv->info_version >= 2 && (ri->shader_stage == 5 || ri->shader_stage == 13 || ri->shader_stage == 14 ||
                                   ri->num_threads[0] | ri->num_threads[1] | ri->num_threads[2]))
        d2s_strbuf_printf(sb, "  numthreads (%u, %u, %u)\n", ri->num_threads[0], ri->num_threads[1],
                          ri->num_threads[2]);
    d2s_strbuf_printf(sb, "  MinimumExpectedWaveLaneCount %u, MaximumExpectedWaveLaneCount %u\n", ri->min_wave_lanes,
                      ri->max_wave_lanes);
    if (psv->info_version >= 1) {
        d2s_strbuf_printf(sb,
                          "  UsesViewID %u, SigInputElements %u, SigOutputElements %u, SigPatchConstOrPrimElements %u\n"
                          "  SigInputVectors %u, SigOutputVectors [%u, %u, %u, %u], SigPatchConstOrPrimVectors %u\n",
                          ri->uses_view_id, ri->sig_input_elements, ri->sig_output_elements,
                          ri->sig_patch_const_or_prim_elements, ri->sig_input_vectors, ri->sig_output_vectors[0],
                          ri->sig_output_vectors[1], ri->sig_output_vectors[2], ri->sig_output_vectors[3],
                          ri->sig_patch_const_or_prim_vectors);
    }
    if (ri->entry_function_name)
        d2s_strbuf_printf(sb, "  EntryFunctionName %s\n", ri->entry_function_name);
    if (psv->info_version >= 4)
        d2s_strbuf_printf(sb, "  NumBytesGroupSharedMemory %u\n", ri->num_bytes_groupshared);
    dump_psv_resources(sb, psv);
    dump_psv_elements(sb, psv);
    for (int i = 0; i < 4; i++)
        dump_dwords(sb, "ViewID output mask", psv->view_id_output_mask[i], psv->view_id_output_mask_dwords[i]);
    dump_dwords(sb, "ViewID patch constant mask", psv->view_id_pc_mask, psv->view_id_pc_mask_dwords);
    for (int i = 0; i < 4; i++)
        dump_dwords(sb, "input to output dependencies", psv->input_to_output[i], psv->input_to_output_dwords[i]);
    dump_dwords(sb, "input to patch constant dependencies", psv->input_to_pc, psv->input_to_pc_dwords);
    dump_dwords(sb, "patch constant to output dependencies", psv->pc_to_output, psv->pc_to_output_dwords);
}

static void dump_range(d2s_strbuf *sb, const d2s_rs_range *rg, uint32_t version)
{
    static const char reg_letter[4] = {'t', 'u', 'b', 's'};
    d2s_strbuf_printf(sb, "      %-7s ", name_or(d2s_cn_rs_range_type(rg->range_type), "?"));
    if (rg->num_descriptors == UINT32_MAX)
        d2s_strbuf_printf(sb, "unbounded");
    else
        d2s_strbuf_printf(sb, "%u", rg->num_descriptors);
    d2s_strbuf_printf(sb, " at %c%u space %u, offset ", reg_letter[rg->range_type & 3], rg->base_shader_register,
                      rg->register_space);
    if (rg->offset_in_table == UINT32_MAX)
        d2s_strbuf_printf(sb, "append");
    else
        d2s_strbuf_printf(sb, "%u", rg->offset_in_table);
    if (version >= 2) {
        d2s_strbuf_printf(sb, ", flags ");
        dump_flags(sb, rg->flags, d2s_cn_range_flags);
    }
    d2s_strbuf_putc(sb, '\n');
}

static void dump_root_signature(d2s_strbuf *sb, const d2s_root_signature *rs)
{
    static const char *const versions[4] = {"?", "1.0", "1.1", "1.2"};
    d2s_strbuf_printf(sb, "\nRoot signature (RTS0): version %s, %u parameters, %u static samplers\n  flags ",
                      versions[rs->version & 3], rs->num_params, rs->num_static_samplers);
    dump_flags(sb, rs->flags, d2s_cn_rs_flags);
    d2s_strbuf_putc(sb, '\n');
    for (uint32_t i = 0; i < rs->num_params; i++) {
        const d2s_rs_param *p = &rs->params[i];
        d2s_strbuf_printf(sb, "  parameter %u: %s, visibility %s", i, name_or(d2s_cn_rs_param_type(p->param_type), "?"),
                          name_or(d2s_cn_rs_visibility(p->visibility), "?"));
        switch (p->param_type) {
        case 0:
            d2s_strbuf_printf(sb, ", %u ranges\n", p->u.table.num_ranges);
            for (uint32_t k = 0; k < p->u.table.num_ranges; k++)
                dump_range(sb, &p->u.table.ranges[k], rs->version);
            break;
        case 1:
            d2s_strbuf_printf(sb, ", b%u space %u, %u values\n", p->u.constants.shader_register,
                              p->u.constants.register_space, p->u.constants.num_values);
            break;
        default:
            d2s_strbuf_printf(sb, ", %c%u space %u", "btu"[(p->param_type - 2) % 3], p->u.descriptor.shader_register,
                              p->u.descriptor.register_space);
            if (rs->version >= 2) {
                d2s_strbuf_printf(sb, ", flags ");
                dump_flags(sb, p->u.descriptor.flags, d2s_cn_descriptor_flags);
            }
            d2s_strbuf_putc(sb, '\n');
            break;
        }
    }
    for (uint32_t i = 0; i < rs->num_static_samplers; i++) {
        const d2s_rs_static_sampler *s = &rs->static_samplers[i];
        d2s_strbuf_printf(sb, "  static sampler %u: s%u space %u, visibility %s, filter %s\n", i, s->shader_register,
                          s->register_space, name_or(d2s_cn_rs_visibility(s->visibility), "?"),
                          name_or(d2s_cn_filter(s->filter), "?"));
        d2s_strbuf_printf(sb, "    address %s/%s/%s, MipLODBias %g, MaxAnisotropy %u, comparison %s, border %s, LOD %g..%g",
                          name_or(d2s_cn_address_mode(s->address_u), "?"),
                          name_or(d2s_cn_address_mode(s->address_v), "?"),
                          name_or(d2s_cn_address_mode(s->address_w), "?"), (double)s->mip_lod_bias, s->max_anisotropy,
                          name_or(d2s_cn_comparison_func(s->comparison_func), "?"),
                          name_or(d2s_cn_border_color(s->border_color), "?"), (double)s->min_lod, (double)s->max_lod);
        if (rs->version >= 3)
            d2s_strbuf_printf(sb, ", flags 0x%x", s->flags);
        d2s_strbuf_putc(sb, '\n');
    }
}

static void dump_header(const d2s_container *c, d2s_strbuf *sb)
{
    switch (c->form) {
    case D2S_CONTAINER_DXBC:
        d2s_strbuf_printf(sb, "DXBC container: %u bytes, version %u.%u, hash ", c->container_size, c->version_major,
                          c->version_minor);
        hex_bytes(sb, c->digest, 16);
        d2s_strbuf_putc(sb, '\n');
        break;
    case D2S_CONTAINER_PROGRAM_PART:
        d2s_strbuf_printf(sb, "bare DXIL program part: %u bytes\n", c->container_size);
        break;
    case D2S_CONTAINER_BITCODE:
        d2s_strbuf_printf(sb, "raw LLVM bitcode: %u bytes (no container; shader kind and model unknown)\n",
                          c->container_size);
        return;
    }
    d2s_strbuf_printf(sb, "%u parts:\n  %3s  %-6s %10s %10s\n", c->num_parts, "#", "FourCC", "offset", "size");
    for (uint32_t i = 0; i < c->num_parts; i++)
        d2s_strbuf_printf(sb, "  %3u  %-6s %10u %10u\n", i, c->parts[i].name, c->parts[i].offset, c->parts[i].size);
}

void d2s_container_dump(const d2s_container *c, d2s_strbuf *sb)
{
    dump_header(c, sb);
    d2s_strbuf_putc(sb, '\n');
    if (c->has_dxil && c->form != D2S_CONTAINER_BITCODE)
        dump_program(sb, c->dxil_from_ildb ? "Program (ILDB, no DXIL part)" : "Program (DXIL)", &c->dxil);
    if (c->has_ildb && !c->dxil_from_ildb)
        dump_program(sb, "Debug program (ILDB)", &c->ildb);
    if (c->has_stat)
        dump_program(sb, "Statistics program (STAT)", &c->stat);
    else
        for (uint32_t i = 0; i < c->num_parts; i++)
            if (c->parts[i].fourcc == D2S_FOURCC_STAT)
                d2s_strbuf_printf(sb, "Statistics (STAT): FXC's instruction counts of an SM 4/5 program, %u bytes "
                                  "(not a DXIL program; not read)\n", c->parts[i].size);
    if (c->debug_name)
        d2s_strbuf_printf(sb, "Debug name (ILDN): %s\n", c->debug_name);
    if (c->has_vers)
        d2s_strbuf_printf(sb, "Compiler version (VERS): %u.%u, flags 0x%x, commit count %u, commit '%s', version '%s'\n",
                          c->vers.major, c->vers.minor, c->vers.flags, c->vers.commit_count, c->vers.commit_sha,
                          c->vers.custom_version);
    if (c->has_hash) {
        d2s_strbuf_printf(sb, "Shader hash (HASH): flags 0x%x%s, digest ", c->hash_flags,
                          c->hash_flags & 1 ? " (IncludesSource)" : "");
        hex_bytes(sb, c->hash_digest, 16);
        d2s_strbuf_putc(sb, '\n');
    }
    if (c->has_sfi0) {
        d2s_strbuf_printf(sb, "Feature flags (SFI0): ");
        dump_flags(sb, c->feature_flags, d2s_cn_feature_flags);
        d2s_strbuf_putc(sb, '\n');
    }
    if (c->has_dxbc)
        dump_dxbc_program(sb, &c->dxbc);
    dump_signature(sb, "Input signature", &c->in_sig, true);
    dump_signature(sb, "Output signature", &c->out_sig, false);
    /* The patch constant signature is an input of domain shaders, an output
     * of hull (and, as PSG1, of mesh) shaders. */
    uint32_t kind = c->has_dxbc ? c->dxbc.program_type : c->dxil.shader_kind;
    dump_signature(sb, "Patch constant / primitive signature", &c->pc_sig, kind == 4);
    if (c->rdef)
        dump_rdef(sb, c->rdef);
    if (c->psv)
        dump_psv(sb, c->psv);
    if (c->root_signature)
        dump_root_signature(sb, c->root_signature);
    if (c->rdat) {
        d2s_strbuf_printf(sb, "\nRuntime data (RDAT):\n");
        d2s_container_dump_rdat(c->rdat, sb);
    }
}
