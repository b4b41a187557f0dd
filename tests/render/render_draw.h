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

/* Creates the target and the vertex buffers, records the draw and the copy
 * of the target into a host buffer, submits everything and waits. Returns
 * the read-back pixels: width * height texels of the target format, rows
 * top to bottom, tightly packed (valid until rj_destroy). */
const uint8_t *rd_draw(render_job *job, const rs_test *t, uint64_t timeout_ns);

/* Compares the expected pixels; NULL when all match, else a message naming
 * the first mismatching pixel and how many differ. */
const char *rd_compare(d2s_ctx *ctx, const rs_test *t, const uint8_t *pixels);

#endif
