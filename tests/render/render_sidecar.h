/* The render tests' sidecar (tests/corpus/own/render/README.md, "Sidecar
 * format"), decoded into what the harness needs to draw: stage files, target,
 * draw parameters, vertex buffers and resources as byte images, and the
 * expected pixels. Decoding checks every value and fails through d2s_fail()
 * with the file, line and column of the offending value.
 */
#ifndef RENDER_SIDECAR_H
#define RENDER_SIDECAR_H

#include <stdbool.h>
#include <stdint.h>

#include <vulkan/vulkan.h>

#include "json.h"
#include "util/ctx.h"

/* Pipeline order, which is also the order stages are translated and reported in. */
typedef enum rs_stage { RS_VS, RS_HS, RS_DS, RS_GS, RS_PS, RS_STAGE_COUNT } rs_stage;

const char *rs_stage_name(rs_stage s); /* "vs", "hs", ... */
VkShaderStageFlagBits rs_stage_flag(rs_stage s);
uint32_t rs_stage_visibility(rs_stage s);  /* D3D12_SHADER_VISIBILITY: 1 vertex, 2 hull, 3 domain, 4 geometry, 5 pixel */
uint32_t rs_stage_shader_kind(rs_stage s); /* DXIL::ShaderKind: 0 pixel, 1 vertex, 2 geometry, 3 hull, 4 domain */

/* DEPTH: a depth format (D32_SFLOAT), sampled as a float texture, the only
 * kind Vulkan compares against (SampleCmp and GatherCmp, see
 * rs_resource.compare). */
typedef enum rs_format_class { RS_CLASS_FLOAT, RS_CLASS_UNORM, RS_CLASS_UINT, RS_CLASS_SINT, RS_CLASS_DEPTH } rs_format_class;

typedef struct rs_format {
    const char *name; /* VkFormat name without VK_FORMAT_ */
    VkFormat format;
    uint32_t components;
    uint32_t component_bytes;
    rs_format_class cls;
} rs_format;

/* The formats the harness knows, by name; NULL if unknown. */
const rs_format *rs_find_format(const char *name);

typedef struct rs_attribute {
    const char *semantic; /* as in the sidecar, without the index */
    uint32_t index;
    const rs_format *format;
    uint32_t offset;
    uint32_t location; /* not in the sidecar: set by the harness from the VS input signature */
} rs_attribute;

typedef struct rs_vertex_buffer {
    uint32_t stride;
    bool per_instance;
    const uint8_t *bytes;
    uint32_t size;
    uint32_t attribute_count;
    rs_attribute *attributes;
} rs_vertex_buffer;

typedef enum rs_resource_kind {
    RS_RES_CONSTANT_BUFFER,
    RS_RES_TEXTURE2D,
    RS_RES_TEXTURE2D_ARRAY,
    RS_RES_TEXTURE2D_MS,
    RS_RES_TYPED_BUFFER,
    RS_RES_STRUCTURED_BUFFER,
    RS_RES_BYTE_ADDRESS_BUFFER,
    RS_RES_SAMPLER,
} rs_resource_kind;

/* Register classes as the reflection numbers them. */
enum { RS_REG_SRV = 0, RS_REG_UAV = 1, RS_REG_CBV = 2, RS_REG_SAMPLER = 3 };

typedef struct rs_resource {
    rs_stage stage;
    uint32_t reg_class; /* RS_REG_* */
    uint32_t reg;
    uint32_t space;
    rs_resource_kind kind;
    uint32_t dxil_kind; /* DXIL::ResourceKind the shader must declare; 0 for samplers */
    const char *label;  /* "ps:t0" or "ps:b1/space2", for messages */

    /* Buffers and textures: the contents, ready to copy. Textures: mip 0
     * first, then array layer, row, texel, component (the sidecar's order). */
    const uint8_t *bytes;
    uint32_t size;
    const rs_format *format; /* typed buffers and textures */
    uint32_t elements;       /* typed buffers */
    uint32_t stride;         /* structured buffers */
    uint32_t width, height, layers, mips;
    uint32_t samples;        /* Texture2DMS */
    double clear[4];         /* Texture2DMS: every sample of every texel (images of several samples are not
                              * uploaded: they are cleared) */
    VkFilter filter;
    VkSamplerMipmapMode mip_filter;
    VkSamplerAddressMode address;
    bool compare;            /* a comparison sampler ("compare": its op) */
    VkCompareOp compare_op;
} rs_resource;

typedef struct rs_pixel {
    uint32_t x, y;
    uint32_t target; /* the colour attachment (SV_Target index) */
    uint32_t layer;  /* the attachment's layer (SV_RenderTargetArrayIndex) */
    double rgba[4];  /* float targets: the float32 value; integer targets: the integer */
} rs_pixel;

typedef struct rs_depth_pixel {
    uint32_t x, y;
    double depth;    /* expected depth */
    uint32_t stencil; /* expected stencil (a format with stencil) */
} rs_depth_pixel;

#define RS_MAX_TARGETS 8u

typedef struct rs_test {
    const char *name;
    const char *stage_files[RS_STAGE_COUNT]; /* paths of the .dxil files; NULL: stage absent */

    uint32_t width, height;
    const rs_format *target_format;
    double clear[4];
    uint32_t target_count; /* colour attachments of target_format (SV_Target0..), 1 unless "count" says */
    uint32_t samples;      /* 1, or a multisampled target resolved (averaged) before it is read */
    uint32_t layers;       /* layers of every colour attachment (a 2D array view when more than 1) */

    /* "depth": a depth attachment, tested and written as it says; its
     * contents after the draw are compared with depth_pixels. */
    bool has_depth;
    const rs_format *depth_format;
    double depth_clear;
    VkCompareOp depth_compare;
    bool depth_write;
    /* "stencil" in "depth" (a format with stencil): the stencil test (always
     * the same op on pass) against `stencil_reference` (SV_StencilRef
     * replaces it); its contents after the draw are compared with
     * stencil_pixels. */
    bool has_stencil;
    uint32_t stencil_clear, stencil_reference;
    VkCompareOp stencil_compare;
    VkStencilOp stencil_pass_op;

    VkPrimitiveTopology topology;
    uint32_t patch_control_points; /* patch_list only */
    uint32_t vertex_count, instance_count;

    uint32_t vb_count;
    rs_vertex_buffer *vbs;
    uint32_t resource_count;
    rs_resource *resources;

    double tolerance;
    uint32_t pixel_count;
    rs_pixel *pixels;
    double depth_tolerance;
    uint32_t depth_pixel_count;
    rs_depth_pixel *depth_pixels;
    uint32_t stencil_pixel_count;
    rs_depth_pixel *stencil_pixels;
} rs_test;

/* Decodes a parsed test.json. `path` names it in messages; `dir` is the test
 * directory the stage files are relative to. */
rs_test *rs_parse_test(d2s_ctx *ctx, const json_value *doc, const char *path, const char *dir);

#endif
