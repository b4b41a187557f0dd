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
} rd_shader;

/* Creates the shader modules and the pipeline (after rb_bind_resources,
 * whose set layouts it uses). Vertex attributes bind at rs_attribute.location. */
void rd_create_pipeline(render_job *job, const rs_test *t, const rd_shader shaders[RS_STAGE_COUNT]);

/* The fixed state of the conventions above around `stages`: the pipeline
 * layout of job->obj.set_layouts, then job->obj.pipeline for one colour
 * attachment of `color_format`. `vi`, `ia` and `ts` may be NULL (a mesh
 * pipeline has none). Shared by rd_create_pipeline and mesh_run.c. */
void rd_create_graphics_pipeline(render_job *job, const VkPipelineShaderStageCreateInfo *stages, uint32_t stage_count,
                                 const VkPipelineVertexInputStateCreateInfo *vi,
                                 const VkPipelineInputAssemblyStateCreateInfo *ia,
                                 const VkPipelineTessellationStateCreateInfo *ts, uint32_t width, uint32_t height,
                                 VkFormat color_format);

/* The colour target of one draw: `layers` layers (a 2D array view when more
 * than one), cleared to `clear`. */
typedef struct rd_target_desc {
    VkFormat format;
    const char *format_name;
    uint32_t texel_bytes;
    uint32_t width, height, layers;
    VkClearValue clear;
} rd_target_desc;

typedef struct rd_target {
    rd_target_desc desc;
    uint32_t image, readback; /* in job->obj.images / job->obj.buffers */
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

/* Creates the target and the vertex buffers, records the draw and the copy
 * of the target into a host buffer, submits everything and waits. Returns
 * the read-back pixels: width * height texels of the target format, rows
 * top to bottom, tightly packed (valid until rj_destroy). */
const uint8_t *rd_draw(render_job *job, const rs_test *t, uint64_t timeout_ns);

/* Compares the expected pixels; NULL when all match, else a message naming
 * the first mismatching pixel and how many differ. */
const char *rd_compare(d2s_ctx *ctx, const rs_test *t, const uint8_t *pixels);

#endif
