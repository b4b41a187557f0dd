/* The graphics pipeline, the draw and the read-back of one render test, with
 * the fixed state the corpus README prescribes ("Conventions"): one colour
 * attachment cleared to target.clear, a viewport with negative height (NDC
 * y up = image row 0 at the top), no culling, clockwise front faces, no
 * blending, dynamic rendering.
 */
#ifndef RENDER_DRAW_H
#define RENDER_DRAW_H

#include <stddef.h>
#include <stdint.h>

#include "render_job.h"
#include "render_sidecar.h"

typedef struct rd_shader {
    const uint32_t *words; /* NULL: the stage is absent */
    size_t word_count;
    const char *entry_point;
    /* The reflection's sample_count_spec_id: the pipeline specializes it
     * with its rasterization sample count (RenderTargetGetSampleCount);
     * -1: none. */
    int32_t sample_count_spec_id;
} rd_shader;

/* Creates the shader modules and the pipeline (after rb_bind_resources,
 * whose set layouts it uses). Vertex attributes bind at rs_attribute.location. */
void rd_create_pipeline(render_job *job, const rs_test *t, const rd_shader shaders[RS_STAGE_COUNT]);

/* What a draw renders into beyond one single-sampled colour attachment
 * (zero-initialised: exactly that): more colour attachments of the same
 * format (SV_Target1...), multisampling (the colour attachments resolved by
 * averaging into single-sampled images, which are read back), and a depth
 * attachment with its test. */
typedef struct rd_attachments {
    uint32_t color_count;  /* 0: 1 */
    uint32_t samples;      /* 0: 1 */
    VkFormat depth_format; /* VK_FORMAT_UNDEFINED: none */
    VkCompareOp depth_compare;
    bool depth_write;
    bool stencil;          /* the depth format has stencil, tested as follows */
    VkCompareOp stencil_compare;
    VkStencilOp stencil_pass_op;
    uint32_t stencil_reference;
} rd_attachments;

/* The fixed state of the conventions above around `stages`: the pipeline
 * layout of job->obj.set_layouts, then job->obj.pipeline for colour
 * attachments of `color_format` (and `att`, NULL: one colour attachment).
 * `vi`, `ia` and `ts` may be NULL (a mesh pipeline has none). Shared by
 * rd_create_pipeline and mesh_run.c. */
void rd_create_graphics_pipeline(render_job *job, const VkPipelineShaderStageCreateInfo *stages, uint32_t stage_count,
                                 const VkPipelineVertexInputStateCreateInfo *vi,
                                 const VkPipelineInputAssemblyStateCreateInfo *ia,
                                 const VkPipelineTessellationStateCreateInfo *ts, uint32_t width, uint32_t height,
                                 VkFormat color_format, const rd_attachments *att);

/* The colour target of one draw: `layers` layers (a 2D array view when more
 * than one), cleared to `clear`, and what `att` adds (the depth attachment
 * is cleared to depth_clear). */
typedef struct rd_target_desc {
    VkFormat format;
    const char *format_name;
    uint32_t texel_bytes;
    uint32_t width, height, layers;
    VkClearValue clear;
    rd_attachments att;
    float depth_clear;
    uint32_t stencil_clear;
} rd_target_desc;

typedef struct rd_target {
    rd_target_desc desc;
    uint32_t image, readback; /* colour attachment 0 (resolved), in job->obj.images / job->obj.buffers */
    uint32_t color_count;
    uint32_t images[RS_MAX_TARGETS];       /* what is read back: the attachments, or their resolve images */
    uint32_t ms_images[RS_MAX_TARGETS];    /* multisampled: the attachments */
    uint32_t readbacks[RS_MAX_TARGETS];
    bool has_depth, has_stencil;
    uint32_t depth_image, depth_readback, stencil_readback;
} rd_target;

/* Creates the target and its read-back buffer, records the layout change,
 * vkCmdBeginRendering and the binding of job->obj.pipeline and its sets:
 * the caller records the draw next. */
void rd_target_begin(render_job *job, rd_target *tg, const rd_target_desc *d);
/* Ends rendering, copies every layer into the read-back buffer, makes it
 * (and storage-buffer writes) visible to the host, submits and waits.
 * Returns the pixels: layer after layer, rows top to bottom, tightly packed
 * (valid until rj_destroy). */
const uint8_t *rd_target_end(render_job *job, const rd_target *tg, uint64_t timeout_ns);

/* Colour attachment k's pixels after rd_target_end (as it returns for k = 0);
 * the depth attachment's as floats. */
const uint8_t *rd_target_pixels(render_job *job, const rd_target *tg, uint32_t k);
const float *rd_target_depth(render_job *job, const rd_target *tg);
const uint8_t *rd_target_stencil(render_job *job, const rd_target *tg);

/* Creates the target and the vertex buffers, records the draw and the copy
 * of the target into host buffers, submits everything and waits; `tg`
 * says where the read-back pixels are (rd_target_pixels, rd_target_depth:
 * width * height texels, rows top to bottom, tightly packed, valid until
 * rj_destroy). */
void rd_draw(render_job *job, const rs_test *t, uint64_t timeout_ns, rd_target *tg);

/* Compares the expected pixels of every colour attachment and the expected
 * depths; NULL when all match, else a message naming the first mismatch and
 * how many differ. */
const char *rd_compare(render_job *job, const rs_test *t, const rd_target *tg);

#endif
