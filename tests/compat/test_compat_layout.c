/* The compat header's structs against the layout the dxil-spirv 2.66 C
 * interface defines, computed by hand from its field lists for the LP64
 * ABI (x86-64/aarch64 Linux, as vkd3d-proton builds natively): 4-byte
 * enums and unsigned, 1-byte dxil_spv_bool, 8-byte pointers, size_t and
 * unsigned long long. A wrong field order or type fails to compile. */
#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#include "dxil_spirv_c.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define AT(type, field, off) _Static_assert(offsetof(type, field) == (off), #type "." #field)
#define SIZE(type, size) _Static_assert(sizeof(type) == (size), "sizeof " #type)

#if UINTPTR_MAX == 0xffffffffffffffffu
SIZE(dxil_spv_bool, 1);
SIZE(dxil_spv_result, 4);
SIZE(dxil_spv_d3d_vertex_input, 24);
AT(dxil_spv_d3d_vertex_input, semantic_index, 8); AT(dxil_spv_d3d_vertex_input, rows, 16);
SIZE(dxil_spv_vulkan_vertex_input, 4);
SIZE(dxil_spv_d3d_stream_output, 16);
SIZE(dxil_spv_vulkan_stream_output, 16);
AT(dxil_spv_vulkan_stream_output, buffer_index, 8); AT(dxil_spv_vulkan_stream_output, enable, 12);
SIZE(dxil_spv_d3d_shader_stage_io, 24);
SIZE(dxil_spv_vulkan_shader_stage_io, 12); AT(dxil_spv_vulkan_shader_stage_io, flags, 8);
SIZE(dxil_spv_d3d_binding, 28);
AT(dxil_spv_d3d_binding, kind, 4); AT(dxil_spv_d3d_binding, resource_index, 8);
AT(dxil_spv_d3d_binding, register_space, 12); AT(dxil_spv_d3d_binding, register_index, 16);
AT(dxil_spv_d3d_binding, range_size, 20); AT(dxil_spv_d3d_binding, alignment, 24);
SIZE(dxil_spv_vulkan_binding, 24);
AT(dxil_spv_vulkan_binding, binding, 4); AT(dxil_spv_vulkan_binding, root_constant_index, 8);
AT(dxil_spv_vulkan_binding, input_attachment_index, 8);
AT(dxil_spv_vulkan_binding, bindless.heap_root_offset, 12); AT(dxil_spv_vulkan_binding, bindless.use_heap, 16);
AT(dxil_spv_vulkan_binding, descriptor_type, 20);
SIZE(dxil_spv_uav_d3d_binding, 32); AT(dxil_spv_uav_d3d_binding, has_counter, 28);
SIZE(dxil_spv_srv_vulkan_binding, 48); AT(dxil_spv_srv_vulkan_binding, offset_binding, 24);
SIZE(dxil_spv_uav_vulkan_binding, 72);
AT(dxil_spv_uav_vulkan_binding, counter_binding, 24); AT(dxil_spv_uav_vulkan_binding, offset_binding, 48);
SIZE(dxil_spv_cbv_vulkan_binding, 28);
AT(dxil_spv_cbv_vulkan_binding, vulkan.push_constant.offset_in_words, 0);
AT(dxil_spv_cbv_vulkan_binding, push_constant, 24);
SIZE(dxil_spv_compiled_spirv, 16); AT(dxil_spv_compiled_spirv, size, 8);
SIZE(dxil_spv_rdat_subobject, 64);
AT(dxil_spv_rdat_subobject, subobject_name, 8); AT(dxil_spv_rdat_subobject, hit_group_type, 16);
AT(dxil_spv_rdat_subobject, exports, 24); AT(dxil_spv_rdat_subobject, num_exports, 32);
AT(dxil_spv_rdat_subobject, args, 36); AT(dxil_spv_rdat_subobject, payload, 48);
AT(dxil_spv_rdat_subobject, payload_size, 56);
SIZE(dxil_spv_node_input_data, 120);
AT(dxil_spv_node_input_data, payload_stride, 8); AT(dxil_spv_node_input_data, broadcast_grid, 32);
AT(dxil_spv_node_input_data, recursion_factor, 68); AT(dxil_spv_node_input_data, node_share_input_id, 80);
AT(dxil_spv_node_input_data, node_share_input_array_index, 88);
AT(dxil_spv_node_input_data, is_static_broadcast_node_spec_id, 108);
AT(dxil_spv_node_input_data, dispatch_grid_is_upper_bound, 112); AT(dxil_spv_node_input_data, is_program_entry, 114);
SIZE(dxil_spv_node_output_data, 32); AT(dxil_spv_node_output_data, sparse_array, 24);
/* Options: base (4 bytes) first. */
SIZE(dxil_spv_option_base, 4);
SIZE(dxil_spv_option_shader_demote_to_helper, 8); AT(dxil_spv_option_shader_demote_to_helper, supported, 4);
SIZE(dxil_spv_option_output_swizzle, 24);
AT(dxil_spv_option_output_swizzle, swizzles, 8); AT(dxil_spv_option_output_swizzle, swizzle_count, 16);
SIZE(dxil_spv_option_rasterizer_sample_count, 12); AT(dxil_spv_option_rasterizer_sample_count, spec_constant, 8);
SIZE(dxil_spv_option_root_constant_inline_uniform_block, 16);
AT(dxil_spv_option_root_constant_inline_uniform_block, enable, 12);
SIZE(dxil_spv_option_sbt_descriptor_size_log2, 12);
SIZE(dxil_spv_option_ssbo_alignment, 8);
SIZE(dxil_spv_option_shader_source_file, 16); AT(dxil_spv_option_shader_source_file, name, 8);
SIZE(dxil_spv_option_bindless_offset_buffer_layout, 16);
SIZE(dxil_spv_option_descriptor_qa, 40);
AT(dxil_spv_option_descriptor_qa, version, 8); AT(dxil_spv_option_descriptor_qa, heap_binding, 24);
AT(dxil_spv_option_descriptor_qa, shader_hash, 32);
SIZE(dxil_spv_option_scalar_block_layout, 8);
AT(dxil_spv_option_scalar_block_layout, supports_per_component_robustness, 5);
SIZE(dxil_spv_option_physical_address_descriptor_indexing, 12);
SIZE(dxil_spv_option_force_subgroup_size, 12); AT(dxil_spv_option_force_subgroup_size, wave_size_enable, 8);
SIZE(dxil_spv_option_denorm_preserve_support, 8);
SIZE(dxil_spv_option_precise_control, 8);
SIZE(dxil_spv_option_sample_grad_optimization_control, 8);
SIZE(dxil_spv_option_branch_control, 12); AT(dxil_spv_option_branch_control, force_branch, 8);
SIZE(dxil_spv_option_subgroup_properties, 12);
SIZE(dxil_spv_option_quad_control_reconvergence, 8);
AT(dxil_spv_option_quad_control_reconvergence, force_maximal_reconvergence, 6);
SIZE(dxil_spv_option_driver_version, 12);
SIZE(dxil_spv_option_compute_shader_derivatives, 8);
SIZE(dxil_spv_option_instruction_instrumentation, 48);
AT(dxil_spv_option_instruction_instrumentation, payload_binding, 24);
AT(dxil_spv_option_instruction_instrumentation, shader_hash, 32);
AT(dxil_spv_option_instruction_instrumentation, type, 40);
SIZE(dxil_spv_option_shader_quirk, 8);
SIZE(dxil_spv_option_extended_robustness, 8); AT(dxil_spv_option_extended_robustness, robust_constant_lut, 6);
SIZE(dxil_spv_option_max_tess_factor, 8);
SIZE(dxil_spv_option_float8_support, 8);
SIZE(dxil_spv_option_nvapi, 16); AT(dxil_spv_option_nvapi, register_index, 8);
SIZE(dxil_spv_option_view_instancing, 16); AT(dxil_spv_option_view_instancing, view_index_to_view_instance_spec_id, 8);
SIZE(dxil_spv_option_mixed_float_dot_product, 12); AT(dxil_spv_option_mixed_float_dot_product, reserved, 5);
SIZE(dxil_spv_option_compute_shader_derivatives_quad, 8);
#endif

/* Enum values the interface fixes (a few per enum; the rest are in order). */
_Static_assert(DXIL_SPV_ERROR_NO_DATA == -7, "result");
_Static_assert(DXIL_SPV_STAGE_MESH == 14, "stage");
_Static_assert(DXIL_SPV_RESOURCE_KIND_FEEDBACK_TEXTURE_2D_ARRAY == 18, "kind");
_Static_assert(DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_INPUT_ATTACHMENT == 5, "descriptor type");
_Static_assert(DXIL_SPV_RDAT_SUBOBJECT_KIND_RAYTRACING_PIPELINE_CONFIG1 == 12, "rdat");
_Static_assert(DXIL_SPV_SHADER_QUIRK_PRECISE_FMA == 13, "quirk");
_Static_assert(DXIL_SPV_META_DESCRIPTOR_KIND_READONLY_SSBO == 5, "meta kind");
_Static_assert(DXIL_SPV_OPTION_COMPUTE_SHADER_DERIVATIVES_QUAD == 51, "option");
_Static_assert(DXIL_SPV_OPTION_SHADER_QUIRK == 42, "option");
_Static_assert(DXIL_SPV_LOG_LEVEL_ERROR == 2, "log level");

int main(void)
{
    unsigned major, minor, patch;
    int failures = 0;
    dxil_spv_get_version(&major, &minor, &patch);
    if (major != 2 || minor != 66 || patch != 0) {
        fprintf(stderr, "FAIL: version %u.%u.%u, expected 2.66.0\n", major, minor, patch);
        failures++;
    }
    /* The static assertions above are the layout checks; count them as one. */
    printf("compat_layout: %d passed, %d failed\n", 2 - failures, failures);
    return failures != 0;
}
