/* Execution tests of inline ray queries (SM 6.5 RayQuery, translated to
 * SPV_KHR_ray_query by src/emit/dxop/emit_dxop_rayquery.c) on lavapipe, against
 * real acceleration structures (vk_accel.c) and expectations from a host
 * model of traversal (rt_model.c) plus a C transcription of each shader's
 * HLSL source.
 *
 * Usage: rayquery_run [--timeout SEC] [--vs VS.spv] CASE DXIL
 *   CASE inline      tests/corpus/own .../rayquery_inline_compute: closest opaque triangle among
 *                    instances with transforms, masks, flags; barycentrics, IDs, RayT, facing
 *   CASE copies      .../rayquery_copies_compute: RayQuery copies (select, phis, a local array
 *                    indexed at run time) name the same query; a query of other template flags
 *   CASE procedural  .../rayquery_procedural_compute: AABB candidates, CommitProceduralPrimitiveHit,
 *                    candidate object-space ray, committed object-to-world, SBT offsets
 *   CASE vkd3d       vkd3d-proton's rt/rayquery_code_dxil: candidate types, Abort, procedural
 *                    opacity, CommitProceduralPrimitiveHit, dynamic ray flags (one pass per flag)
 *   CASE pixel       .../rayquery_pixel_shadow, drawn after the pass-through VS.spv
 *                    (rayquery/passthrough.vs.spvasm): one shadow ray per pixel, one Proceed()
 * The test runs in a child process with a time limit (default 120 s) that
 * fails it with a message. Exit 0 pass, 1 fail, 77 skip (the device lacks
 * the ray query or acceleration structure feature, or, for vkd3d, the shared
 * corpus is absent), 2 usage. Last line: "rayquery_run: N passed, M failed[, K skipped]".
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "harness_child.h"
#include "rayquery_cases.h"
#include "rayquery_draw.h"
#include "vk_host.h"


/* ---- one compute dispatch per pass over the translated shader ---------------- */

static const rq_buffer *find_buffer(const rq_pass *p, uint32_t cls, uint32_t reg)
{
    for (uint32_t i = 0; i < p->buffer_count; i++)
        if (p->buffers[i].resource_class == cls && p->buffers[i].reg == reg)
            return &p->buffers[i];
    return NULL;
}

typedef struct rq_gpu {
    vk_context *vk;
    vk_accel accel;
    vk_host_compute c;
    VkBuffer bufs[RQ_MAX_PASSES][RQ_MAX_BUFFERS];
    VkDeviceMemory mems[RQ_MAX_PASSES][RQ_MAX_BUFFERS];
    void *maps[RQ_MAX_PASSES][RQ_MAX_BUFFERS];
} rq_gpu;

static void gpu_destroy(rq_gpu *g)
{
    vk_host_compute_destroy(g->vk, &g->c);
    for (uint32_t p = 0; p < RQ_MAX_PASSES; p++)
        for (uint32_t i = 0; i < RQ_MAX_BUFFERS; i++)
            vk_host_free_buffer(g->vk, g->bufs[p][i], g->mems[p][i]);
    vk_accel_destroy(&g->accel);
}

#define ERR g->c.err, sizeof(g->c.err)

/* Binds every reflected resource of the shader: the acceleration structure
 * (t register of kind RTAccelerationStructure) and each pass's buffers. */
static bool run_passes(rq_gpu *g, const dxil2spv_result *tr, rq_case *tc, void (*progress)(const char *, void *),
                       void *user)
{
    VkDevice d = g->vk->device;
    const dxil2spv_reflection *refl = tr->reflection;
    VkDescriptorSetLayoutBinding lb[RQ_MAX_BUFFERS + 1];
    uint32_t nb = refl->resource_count;
    if (nb > RQ_MAX_BUFFERS + 1) {
        snprintf(ERR, "%u reflected resources", nb);
        return false;
    }
    for (uint32_t i = 0; i < nb; i++) {
        const dxil2spv_reflected_resource *r = &refl->resources[i];
        if (r->set != 0 || r->range_size != 1) {
            snprintf(ERR, "reflected resource %u: set %u, %u descriptors (one at set 0 expected)", i, r->set,
                     r->range_size);
            return false;
        }
        lb[i] = (VkDescriptorSetLayoutBinding){r->binding, (VkDescriptorType)r->descriptor_type, 1,
                                               VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    }
    progress("creating the pipeline", user);
    if (!vk_host_compute_set_layouts(g->vk, &g->c, 1, nb, lb) || !vk_host_compute_pipeline(g->vk, &g->c, tr))
        return false;
    VkDescriptorPoolSize ps[3] = {{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, RQ_MAX_BUFFERS * tc->pass_count},
                                  {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, RQ_MAX_BUFFERS * tc->pass_count},
                                  {VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, tc->pass_count}};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, tc->pass_count, 3, ps};
    VK_HOST_CHECK(vkCreateDescriptorPool(d, &dpi, NULL, &g->c.pool), g->c.err, sizeof(g->c.err));
    VkDescriptorSet sets[RQ_MAX_PASSES];
    for (uint32_t p = 0; p < tc->pass_count; p++) {
        VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, g->c.pool, 1,
                                           &g->c.set_layouts[0]};
        VK_HOST_CHECK(vkAllocateDescriptorSets(d, &dai, &sets[p]), g->c.err, sizeof(g->c.err));
        const rq_pass *pass = &tc->passes[p];
        for (uint32_t i = 0; i < nb; i++) {
            const dxil2spv_reflected_resource *r = &refl->resources[i];
            VkWriteDescriptorSet w;
            VkWriteDescriptorSetAccelerationStructureKHR asw;
            VkDescriptorBufferInfo bi;
            if (r->descriptor_type == VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR) {
                vk_accel_descriptor_write(&g->accel, sets[p], r->binding, &asw, &w);
            } else {
                const rq_buffer *b = find_buffer(pass, r->resource_class, r->lower_bound);
                if (!b) {
                    snprintf(ERR, "the shader's resource class %u register %u has no buffer in the test",
                             r->resource_class, r->lower_bound);
                    return false;
                }
                uint32_t bi_index = (uint32_t)(b - pass->buffers);
                VkBufferUsageFlags usage = r->descriptor_type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                                               ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
                                               : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
                VkDeviceSize size = (b->size + 15) & ~(VkDeviceSize)15;
                if (!vk_host_make_buffer(g->vk, size, usage, &g->bufs[p][bi_index], &g->mems[p][bi_index],
                                         &g->maps[p][bi_index], ERR))
                    return false;
                memset(g->maps[p][bi_index], 0, (size_t)size);
                if (b->data)
                    memcpy(g->maps[p][bi_index], b->data, b->size);
                bi = (VkDescriptorBufferInfo){g->bufs[p][bi_index], 0, VK_WHOLE_SIZE};
                w = (VkWriteDescriptorSet){.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = sets[p],
                                           .dstBinding = r->binding, .descriptorCount = 1,
                                           .descriptorType = (VkDescriptorType)r->descriptor_type,
                                           .pBufferInfo = &bi};
            }
            vkUpdateDescriptorSets(d, 1, &w, 0, NULL);
        }
    }
    if (!vk_host_compute_begin(g->vk, &g->c))
        return false;
    vkCmdBindPipeline(g->c.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, g->c.pipeline);
    for (uint32_t p = 0; p < tc->pass_count; p++) {
        vkCmdBindDescriptorSets(g->c.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, g->c.pipeline_layout, 0, 1, &sets[p], 0,
                                NULL);
        vkCmdDispatch(g->c.cmd, tc->groups, 1, 1);
    }
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(g->c.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0,
                         NULL, 0, NULL);
    progress("dispatching", user);
    if (!vk_host_compute_submit(g->vk, &g->c))
        return false;
    for (uint32_t p = 0; p < tc->pass_count; p++) {
        rq_pass *pass = &tc->passes[p];
        for (uint32_t i = 0; i < pass->buffer_count; i++)
            if (pass->buffers[i].result && g->maps[p][i])
                memcpy(pass->buffers[i].result, g->maps[p][i], pass->buffers[i].size);
    }
    return true;
}

/* ---- child process --------------------------------------------------------------- */

typedef struct child_args {
    const char *case_name;
    const char *dxil_path;
    const char *vs_path; /* the pixel case's vertex shader (SPIR-V) */
} child_args;

/* The pixel case: a draw instead of dispatches. */
static bool draw_case(vk_context *vk, const child_args *a, rq_case *tc, const dxil2spv_result *tr, rq_gpu *g)
{
    if (!vk_accel_build_scene(&g->accel, g->vk, &tc->scene, ERR))
        return false;
    size_t vs_size = 0;
    uint32_t *vs = a->vs_path ? vk_host_read_file(a->vs_path, &vs_size) : NULL;
    if (!vs || vs_size % 4) {
        snprintf(g->c.err, sizeof(g->c.err), "cannot read the vertex shader %s", a->vs_path ? a->vs_path : "(no --vs)");
        free(vs);
        return false;
    }
    rq_draw s = {.vk = vk};
    rq_draw_inputs in = {tc->vertices, tc->vertex_count, tc->cb, tc->cb_size, tc->width, tc->height};
    bool ok = rq_draw_run(&s, tr, vs, vs_size / 4, &g->accel, &in, tc->pixels);
    if (!ok)
        snprintf(g->c.err, sizeof(g->c.err), "%s", s.err);
    if (ok || !strstr(s.err, "VK_TIMEOUT"))
        rq_draw_destroy(&s);
    free(vs);
    return ok;
}

static void report_stage(const char *stage, void *user)
{
    harness_report(*(int *)user, '@', stage);
}

static void child_main(void *arg, int fd)
{
    const child_args *a = arg;
    vk_context vk;
    vk_context_options vo = {0};
    char err[512], line[2048];
    if (!vk_context_create(&vk, &vo, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    const char *missing = vk_accel_ray_query_unsupported(&vk);
    if (missing) {
        snprintf(line, sizeof(line), "SKIP rayquery-%s: %s (%s)", a->case_name, missing, vk.props.deviceName);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_SKIP);
    }
    rq_case *tc = rq_case_create(a->case_name);
    if (!tc) {
        snprintf(line, sizeof(line), "FAIL rayquery-%s: unknown case", a->case_name);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
    }
    size_t size = 0;
    void *dxil = vk_host_read_file(a->dxil_path, &size);
    if (!dxil) {
        snprintf(line, sizeof(line), "FAIL rayquery-%s: cannot read %s", a->case_name, a->dxil_path);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
    }
    report_stage("translating", &fd);
    dxil2spv_result *tr = dxil2spv_translate(dxil, size, NULL);
    free(dxil);
    if (!tr || tr->status != DXIL2SPV_OK) {
        snprintf(line, sizeof(line), "FAIL rayquery-%s: translate: %s", a->case_name,
                 tr && tr->error ? tr->error : "no result");
        dxil2spv_result_free(tr);
        rq_case_free(tc);
        harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_FAIL);
    }
    rq_gpu g = {.vk = &vk};
    report_stage("building the acceleration structures", &fd);
    bool ok = tc->draw ? draw_case(&vk, a, tc, tr, &g)
                       : vk_accel_build_scene(&g.accel, g.vk, &tc->scene, g.c.err, sizeof(g.c.err)) && run_passes(&g, tr, tc, report_stage, &fd);
    bool hung = !ok && strstr(g.c.err, "VK_TIMEOUT") != NULL;
    if (!hung)
        gpu_destroy(&g);
    dxil2spv_result_free(tr);
    if (!ok) {
        snprintf(line, sizeof(line), "FAIL rayquery-%s: %s", a->case_name, g.c.err);
        rq_case_free(tc);
        harness_child_finish(fd, &vk, line, hung, HARNESS_CHILD_FAIL);
    }
    report_stage("comparing with the host model", &fd);
    char detail[1536] = "";
    uint32_t bad = rq_case_check(tc, detail, sizeof(detail));
    fputs(detail, stdout);
    if (bad)
        snprintf(line, sizeof(line), "FAIL rayquery-%s: %u of %u values differ from the host model (%s)",
                 a->case_name, bad, tc->checked, tc->summary);
    else
        snprintf(line, sizeof(line), "PASS rayquery-%s: %u values (%s)", a->case_name, tc->checked, tc->summary);
    rq_case_free(tc);
    harness_child_finish(fd, &vk, line, false, bad ? HARNESS_CHILD_FAIL : HARNESS_CHILD_PASS);
}

int main(int argc, char **argv)
{
    unsigned timeout_s = 120;
    const char *vs = NULL;
    int i = 1;
    for (; i + 1 < argc && argv[i][0] == '-'; i += 2) {
        if (strcmp(argv[i], "--timeout") == 0)
            timeout_s = (unsigned)strtoul(argv[i + 1], NULL, 10);
        else if (strcmp(argv[i], "--vs") == 0)
            vs = argv[i + 1];
        else
            break;
    }
    if (argc - i != 2 || !timeout_s) {
        fprintf(stderr, "usage: rayquery_run [--timeout SEC] [--vs VS.spv] inline|procedural|vkd3d|pixel DXIL\n");
        return 2;
    }
    child_args a = {argv[i], argv[i + 1], vs};
    FILE *f = fopen(a.dxil_path, "rb");
    if (!f) {
        if (strcmp(a.case_name, "vkd3d") == 0) {
            printf("SKIP rayquery-%s: no %s (the shared corpus is absent)\n", a.case_name, a.dxil_path);
            printf("rayquery_run: 0 passed, 0 failed, 1 skipped\n");
            return 77;
        }
        printf("FAIL rayquery-%s: cannot open %s\n", a.case_name, a.dxil_path);
        printf("rayquery_run: 0 passed, 1 failed\n");
        return 1;
    }
    fclose(f);
    char test[256];
    snprintf(test, sizeof(test), "rayquery-%s", a.case_name);
    return harness_run_one_test(child_main, &a, timeout_s, test, "rayquery_run");
}
