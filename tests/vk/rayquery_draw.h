/* rayquery_run's pixel-shader case: draws a translated pixel shader that
 * reads an acceleration structure and a constant buffer (see
 * rayquery_draw.c). */
#ifndef D2S_TESTS_VK_RAYQUERY_DRAW_H
#define D2S_TESTS_VK_RAYQUERY_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxil2spv.h"
#include "vk_accel.h"
#include "vk_context.h"

/* Per vertex: clip-space x, y; attribute 1 (float3); attribute 2 (float3). */
enum { RQ_VERTEX_FLOATS = 8 };

typedef struct rq_draw_inputs {
    const float *vertices;
    uint32_t vertex_count;       /* a triangle list */
    const void *cb;              /* b0 */
    size_t cb_size;
    uint32_t width, height;      /* RGBA32F target, cleared to -1 */
} rq_draw_inputs;

/* Zero-initialise with .vk set; rq_draw_destroy after use, also after a
 * failure part-way. */
typedef struct rq_draw {
    vk_context *vk;
    char err[512];
    uint32_t width, height;
    VkDescriptorSetLayout set_layout;
    VkPipelineLayout layout;
    VkShaderModule modules[2];
    VkPipeline pipeline;
    VkDescriptorPool pool;
    VkDescriptorSet set;
    VkImage target;
    VkDeviceMemory target_mem;
    VkImageView target_view;
    VkBuffer vbuf, ubuf, rbuf;
    VkDeviceMemory vmem, umem, rmem;
    VkCommandBuffer cmd;
    VkFence fence;
} rq_draw;

/* Draws with the vertex shader `vs` (SPIR-V words) and the translated pixel
 * shader; `pixels` receives width * height RGBA floats, rows top to bottom. */
bool rq_draw_run(rq_draw *s, const dxil2spv_result *ps, const uint32_t *vs, size_t vs_words, const vk_accel *accel,
                 const rq_draw_inputs *in, float *pixels);
void rq_draw_destroy(rq_draw *s);

#endif
