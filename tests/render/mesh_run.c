/* mesh_run: mesh-shader pipelines (VK_EXT_mesh_shader) drawn on lavapipe.
 *
 * Each case of mesh_cases.c is translated (its amplification, mesh and pixel
 * shaders: DXC's output in our corpus or vkd3d-proton's), drawn with
 * vkCmdDrawMeshTasksEXT into an RGBA32F target with the render tests'
 * conventions (render_draw.c's fixed state and target), and the pixels and
 * UAVs are compared with the case's host model.
 *
 * D3D12 sides the harness plays, as an application would:
 *   - Resources are root descriptors: a buffer per (class, register, space)
 *     and shader visibility; the remap callback puts resource i of the case
 *     at set 0, binding i in every stage that sees it.
 *   - D3D links the mesh and pixel shaders by semantic, not by register:
 *     the pixel shader's user inputs get consecutive locations (one per
 *     row), and the mesh shader's outputs the location and component of the
 *     pixel-shader input with the same semantic (options.location_remap).
 *   - The pixel shader's inputs that the mesh shader writes per primitive
 *     are listed in options.per_primitive_inputs.
 *
 * Usage: mesh_run OWN_CORPUS_DIR [--vkd3d VKD3D_PROTON_DIR] [--probe SPV_DIR]
 *                 [--only SUBSTR] [--timeout SEC] [--no-fork]
 *                 [--mask-feature meshShader|taskShader]
 * --probe names the folder of the driver probes' SPIR-V (the build folder);
 * --mask-feature treats the device as lacking that feature (the skip path,
 * for devices that have it).
 * Without --vkd3d the cases on our corpus run; with it, those that need
 * vkd3d-proton's shaders (exit 77 when that folder is absent). Each case
 * runs in a child process with its own device and time limit (default
 * 120 s; tests/vk/harness_child.c). A device without VK_EXT_mesh_shader's
 * meshShader (taskShader for cases with an amplification shader) skips the
 * case naming the feature. Exit: 0 passed (some may skip), 1 a failure,
 * 2 setup error, 77 every case skipped.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dxil2spv.h"
#include "harness_child.h"
#include "harness_fs.h"
#include "mesh_case.h"
#include "render_draw.h"
#include "render_job.h"
#include "util/ctx.h"
#include "vk_context.h"

#define PROG "mesh_run"

typedef struct options {
    const char *own_dir, *vkd3d_dir, *only, *probe_dir;
    const char *mask_feature; /* --mask-feature: treat the device as lacking it (checks the skip path) */
    unsigned timeout_s;
    bool no_fork;
} options;

/* ---- stage linking: locations by semantic ------------------------------------------ */

typedef struct link_entry {
    const char *semantic;
    uint32_t index, rows, location, component;
} link_entry;

typedef struct linker {
    link_entry e[32];
    uint32_t count, next_location, unmatched;
} linker;

/* Pixel shader inputs: consecutive locations, one per row. */
static int ps_remap(void *user, const dxil2spv_location_desc *d, uint32_t *location, uint32_t *component)
{
    linker *l = user;
    if (d->signature != 0)
        return 1;
    if (l->count >= 32)
        return 0;
    l->e[l->count++] = (link_entry){d->semantic, d->semantic_index, d->rows, l->next_location, *component};
    *location = l->next_location;
    l->next_location += d->rows;
    return 1;
}

/* Mesh shader outputs: the pixel shader's location and component for the
 * same semantic; an output the pixel shader does not read goes above them. */
static int ms_remap(void *user, const dxil2spv_location_desc *d, uint32_t *location, uint32_t *component)
{
    linker *l = user;
    for (uint32_t i = 0; i < l->count; i++) {
        const link_entry *e = &l->e[i];
        if (strcasecmp(e->semantic, d->semantic) == 0 && d->semantic_index >= e->index &&
            d->semantic_index < e->index + e->rows) {
            *location = e->location + (d->semantic_index - e->index);
            *component = e->component;
            return 1;
        }
    }
    *location = 16 + l->unmatched;
    l->unmatched += d->rows;
    return 1;
}

/* ---- resources: root descriptors ------------------------------------------------------ */

typedef struct remap_state {
    const mc_setup *s;
    uint32_t stage; /* MC_AS, MC_MS or MC_PS */
    const char *missing; /* the first resource the case does not provide */
    d2s_ctx *ctx;
} remap_state;

static int resource_remap(void *user, const dxil2spv_resource_desc *d, dxil2spv_binding *b)
{
    remap_state *rs = user;
    for (uint32_t i = 0; i < rs->s->resource_count; i++) {
        const mc_resource *r = &rs->s->res[i];
        if (r->cls == d->resource_class && r->reg == d->lower_bound && r->space == d->space &&
            (r->stages & rs->stage)) {
            b->set = 0;
            b->binding = i;
            return 1;
        }
    }
    if (!rs->missing)
        rs->missing = d2s_sprintf(rs->ctx, "class %u register %u space %u", d->resource_class, d->lower_bound,
                                  d->space);
    return 0;
}

/* ---- one case --------------------------------------------------------------------- */

typedef struct case_run {
    const options *o;
    const mc_case *c;
    vk_context *vk;
    d2s_ctx *ctx;
    int fd; /* progress pipe, -1 in process */
    render_job job;
    mc_setup s;
    dxil2spv_result *res[3]; /* amplification, mesh, pixel; freed by run_case */
    const uint32_t *words[3]; /* their SPIR-V (or a probe's) */
    size_t word_count[3];
    const char *entry[3];
    const char *message; /* a failure's explanation */
    bool passed;
} case_run;

static void progress(case_run *r, const char *what)
{
    if (r->fd >= 0)
        harness_child_progress(&r->fd, what);
}

static const char *stage_path(case_run *r, const char *p)
{
    if (strncmp(p, "own/", 4) == 0)
        return d2s_sprintf(r->ctx, "%s/%s", r->o->own_dir, p + 4);
    if (strncmp(p, "vkd3d/", 6) == 0 && r->o->vkd3d_dir)
        return d2s_sprintf(r->ctx, "%s/%s", r->o->vkd3d_dir, p + 6);
    d2s_fail(r->ctx, D2S_ERR_INVALID, "no corpus folder for %s", p);
}

static dxil2spv_result *translate(case_run *r, const char *name, const char *path, uint32_t stage, linker *link)
{
    if (!path)
        return NULL;
    progress(r, d2s_sprintf(r->ctx, "translating the %s shader", name));
    size_t size;
    char *data = harness_read_file(r->ctx, stage_path(r, path), &size);
    dxil2spv_options opt;
    dxil2spv_options_init(&opt);
    remap_state rs = {&r->s, stage, NULL, r->ctx};
    opt.remap = resource_remap;
    opt.remap_userdata = &rs;
    if (stage == MC_PS) {
        opt.location_remap = ps_remap;
        opt.per_primitive_inputs = r->c->per_primitive;
        opt.per_primitive_input_count = r->c->per_primitive_count;
    } else if (stage == MC_MS) {
        opt.location_remap = ms_remap;
    }
    opt.location_remap_userdata = link;
    dxil2spv_result *res = dxil2spv_translate(data, size, &opt);
    if (!res)
        d2s_fail(r->ctx, D2S_ERR_NOMEM, "translate %s: out of memory", name);
    if (res->status != DXIL2SPV_OK) {
        const char *msg = d2s_sprintf(r->ctx, "translate %s: %s%s%s", name, res->error ? res->error : "failed",
                                      rs.missing ? "; the case provides no resource for " : "",
                                      rs.missing ? rs.missing : "");
        dxil2spv_result_free(res);
        d2s_fail(r->ctx, D2S_ERR_INVALID, "%s", msg);
    }
    return res;
}

/* Set 0: binding i = resource i of the case, seen by every stage. */
static void bind_resources(case_run *r)
{
    render_job *job = &r->job;
    const mc_setup *s = &r->s;
    if (!s->resource_count)
        return;
    VkDescriptorSetLayoutBinding b[MC_MAX_RESOURCES];
    VkDescriptorPoolSize sizes[MC_MAX_RESOURCES];
    for (uint32_t i = 0; i < s->resource_count; i++) {
        VkDescriptorType t = s->res[i].cls == 2 ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        b[i] = (VkDescriptorSetLayoutBinding){i, t, 1, VK_SHADER_STAGE_ALL, NULL};
        sizes[i] = (VkDescriptorPoolSize){t, 1};
    }
    VkDescriptorSetLayoutCreateInfo lci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
                                           .bindingCount = s->resource_count, .pBindings = b};
    vk_check(r->ctx, vkCreateDescriptorSetLayout(r->vk->device, &lci, NULL, &job->obj.set_layouts[0]),
             "vkCreateDescriptorSetLayout");
    job->obj.set_count = 1;
    VkDescriptorPoolCreateInfo pci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, .maxSets = 1,
                                      .poolSizeCount = s->resource_count, .pPoolSizes = sizes};
    vk_check(r->ctx, vkCreateDescriptorPool(r->vk->device, &pci, NULL, &job->obj.descriptor_pool),
             "vkCreateDescriptorPool");
    VkDescriptorSetAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                      .descriptorPool = job->obj.descriptor_pool, .descriptorSetCount = 1,
                                      .pSetLayouts = job->obj.set_layouts};
    vk_check(r->ctx, vkAllocateDescriptorSets(r->vk->device, &ai, job->obj.sets), "vkAllocateDescriptorSets");
    for (uint32_t i = 0; i < s->resource_count; i++) {
        const mc_resource *res = &s->res[i];
        VkDeviceSize size = ((VkDeviceSize)res->word_count * 4 + 15) & ~(VkDeviceSize)15;
        uint32_t buf = rj_create_buffer(job, size ? size : 16,
                                        VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
                                        res->words, (size_t)res->word_count * 4);
        VkDescriptorBufferInfo bi = {job->obj.buffers.data[buf].buffer, 0, VK_WHOLE_SIZE};
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = job->obj.sets[0],
                                  .dstBinding = i, .descriptorCount = 1, .descriptorType = b[i].descriptorType,
                                  .pBufferInfo = &bi};
        vkUpdateDescriptorSets(r->vk->device, 1, &w, 0, NULL);
    }
}

static void create_pipeline(case_run *r)
{
    static const VkShaderStageFlagBits flags[3] = {VK_SHADER_STAGE_TASK_BIT_EXT, VK_SHADER_STAGE_MESH_BIT_EXT,
                                                   VK_SHADER_STAGE_FRAGMENT_BIT};
    VkPipelineShaderStageCreateInfo stages[3];
    uint32_t n = 0;
    for (uint32_t i = 0; i < 3; i++) {
        if (!r->words[i])
            continue;
        VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                        .codeSize = r->word_count[i] * 4, .pCode = r->words[i]};
        vk_check(r->ctx, vkCreateShaderModule(r->vk->device, &mci, NULL, &r->job.obj.modules[i]),
                 "vkCreateShaderModule");
        stages[n++] = (VkPipelineShaderStageCreateInfo){.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                                                        .stage = flags[i], .module = r->job.obj.modules[i],
                                                        .pName = r->entry[i]};
    }
    progress(r, "creating the pipeline (driver compiling the SPIR-V)");
    rd_create_graphics_pipeline(&r->job, stages, n, NULL, NULL, NULL, r->s.width, r->s.height,
                                VK_FORMAT_R32G32B32A32_SFLOAT, NULL);
}

static const char *compare_pixels(case_run *r, const float *px)
{
    const mc_setup *s = &r->s;
    uint32_t bad = 0, checked = 0;
    const char *first = NULL;
    for (uint32_t l = 0; l < s->layers; l++)
        for (uint32_t y = 0; y < s->height; y++)
            for (uint32_t x = 0; x < s->width; x++) {
                size_t i = ((size_t)l * s->height + y) * s->width + x;
                if (!s->checked[i])
                    continue;
                checked++;
                const float *got = px + i * 4, *want = s->expect + i * 4;
                bool ok = true;
                for (int c = 0; c < 4; c++)
                    if (!(fabsf(got[c] - want[c]) <= s->tolerance))
                        ok = false;
                if (!ok && bad++ == 0)
                    first = d2s_sprintf(r->ctx, "pixel (%u,%u)%s got (%.9g, %.9g, %.9g, %.9g) expected (%.9g, %.9g, "
                                        "%.9g, %.9g)", x, y, s->layers > 1 ? d2s_sprintf(r->ctx, " layer %u", l) : "",
                                        got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3]);
            }
    if (!bad)
        return NULL;
    return d2s_sprintf(r->ctx, "%s (%u of %u checked pixels differ, tolerance %g)", first, bad, checked,
                       s->tolerance);
}

static const char *compare_uavs(case_run *r, const uint32_t *const maps[MC_MAX_RESOURCES])
{
    for (uint32_t i = 0; i < r->s.resource_count; i++) {
        const mc_resource *res = &r->s.res[i];
        if (!res->check)
            continue;
        for (uint32_t w = 0; w < res->word_count; w++)
            if (maps[i][w] != res->expect[w])
                return d2s_sprintf(r->ctx, "u%u word %u got 0x%08x expected 0x%08x", res->reg, w, maps[i][w],
                                   res->expect[w]);
    }
    return NULL;
}

static void run_case_body(void *arg)
{
    case_run *r = arg;
    r->s.ctx = r->ctx;
    r->c->prepare(&r->s);
    linker link = {0};
    dxil2spv_result **res = r->res;
    /* the pixel shader first: its input locations decide the mesh shader's */
    res[2] = translate(r, "pixel", r->c->ps, MC_PS, &link);
    res[1] = translate(r, "mesh", r->c->ms, MC_MS, &link);
    res[0] = translate(r, "amplification", r->c->as, MC_AS, &link);
    const char *probe[3] = {NULL, r->c->spv_ms, r->c->spv_ps};
    for (uint32_t i = 0; i < 3; i++) {
        if (probe[i]) {
            size_t size;
            r->words[i] = (const uint32_t *)harness_read_file(
                r->ctx, d2s_sprintf(r->ctx, "%s/%s", r->o->probe_dir ? r->o->probe_dir : ".", probe[i]), &size);
            r->word_count[i] = size / 4;
            r->entry[i] = "main";
        } else if (res[i]) {
            r->words[i] = res[i]->spirv;
            r->word_count[i] = res[i]->spirv_word_count;
            r->entry[i] = res[i]->reflection->entry_point;
        }
    }

    rj_init(&r->job, r->vk, r->ctx, NULL);
    bind_resources(r);
    create_pipeline(r);

    rd_target_desc td = {.format = VK_FORMAT_R32G32B32A32_SFLOAT, .format_name = "R32G32B32A32_SFLOAT",
                         .texel_bytes = 16, .width = r->s.width, .height = r->s.height, .layers = r->s.layers};
    rd_target tg;
    rd_target_begin(&r->job, &tg, &td);
    PFN_vkCmdDrawMeshTasksEXT draw =
        (PFN_vkCmdDrawMeshTasksEXT)vkGetDeviceProcAddr(r->vk->device, "vkCmdDrawMeshTasksEXT");
    if (!draw)
        d2s_fail(r->ctx, D2S_ERR_INVALID, "the device has no vkCmdDrawMeshTasksEXT");
    draw(r->job.obj.cmd, r->s.groups[0], r->s.groups[1], r->s.groups[2]);
    progress(r, "drawing");
    const float *pixels = (const float *)rd_target_end(&r->job, &tg, (uint64_t)r->o->timeout_s * 1000000000u);

    /* the case's buffers are job->obj.buffers 0 .. resource_count-1, in order */
    const uint32_t *maps[MC_MAX_RESOURCES] = {0};
    for (uint32_t i = 0; i < r->s.resource_count; i++)
        maps[i] = (const uint32_t *)r->job.obj.buffers.data[i].map;
    const char *why = compare_pixels(r, pixels);
    const char *uav = compare_uavs(r, maps);
    if (why || uav) {
        r->message = why && uav ? d2s_sprintf(r->ctx, "%s; %s", why, uav) : why ? why : uav;
        return;
    }
    r->passed = true;
}

/* Runs one case on `vk`; writes its PASS/FAIL line. */
static bool run_case(const options *o, const mc_case *c, vk_context *vk, int fd, char *line, size_t line_size,
                     bool *hung)
{
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    case_run *r = d2s_zalloc(&ctx, sizeof(*r));
    r->o = o;
    r->c = c;
    r->vk = vk;
    r->ctx = &ctx;
    r->fd = fd;
    bool ok = harness_protected(&ctx, run_case_body, r);
    *hung = r->job.hung;
    if (!ok)
        snprintf(line, line_size, "FAIL %s: %s", c->name, ctx.message);
    else if (!r->passed)
        snprintf(line, line_size, "FAIL %s: %s", c->name, r->message);
    else
        snprintf(line, line_size, "PASS %s", c->name);
    bool passed = ok && r->passed;
    for (uint32_t i = 0; i < 3; i++)
        dxil2spv_result_free(r->res[i]);
    if (!*hung)
        rj_destroy(&r->job);
    d2s_ctx_release(&ctx);
    return passed;
}

/* ---- the device ------------------------------------------------------------------ */

/* NULL when the device can run case c, else the feature it lacks. */
static const char *missing_feature(const options *o, const vk_context *vk, const mc_case *c)
{
    bool mask_mesh = o->mask_feature && strcmp(o->mask_feature, "meshShader") == 0;
    bool mask_task = o->mask_feature && strcmp(o->mask_feature, "taskShader") == 0;
    bool ext = false;
    for (uint32_t i = 0; i < vk->extension_count; i++)
        ext = ext || strcmp(vk->extensions[i], VK_EXT_MESH_SHADER_EXTENSION_NAME) == 0;
    if (!ext)
        return "VK_EXT_mesh_shader";
    if (!vk->ext.mesh_shader.meshShader || mask_mesh)
        return "VK_EXT_mesh_shader meshShader";
    if (c->as && (!vk->ext.mesh_shader.taskShader || mask_task))
        return "VK_EXT_mesh_shader taskShader";
    return NULL;
}

typedef struct child_arg {
    const options *o;
    const mc_case *c;
} child_arg;

static void case_child(void *arg, int fd)
{
    const child_arg *a = arg;
    vk_context vk;
    char err[1024];
    vk_context_options vo = {0};
    if (!vk_context_create(&vk, &vo, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    char line[2048];
    bool hung = false;
    bool ok = run_case(a->o, a->c, &vk, fd, line, sizeof(line), &hung);
    harness_child_finish(fd, &vk, line, hung, ok ? HARNESS_CHILD_PASS : HARNESS_CHILD_FAIL);
}

/* The probe: reports for every case "-" (runs) or the missing feature. */
static void probe_child(void *arg, int fd)
{
    const options *o = arg;
    vk_context vk;
    char err[1024];
    vk_context_options vo = {0};
    if (!vk_context_create(&vk, &vo, err, sizeof(err)))
        harness_child_setup_failed(fd, err);
    char line[2048] = "";
    for (uint32_t i = 0; i < mesh_case_count; i++) {
        const char *m = missing_feature(o, &vk, &mesh_cases[i]);
        strncat(line, m ? m : "-", sizeof(line) - strlen(line) - 2);
        strcat(line, ";");
    }
    harness_child_finish(fd, &vk, line, false, HARNESS_CHILD_PASS);
}

/* Runs case c in a child process (or here with --no-fork); *line is its
 * PASS/FAIL line. */
static bool run_one(const options *o, const mc_case *c, d2s_ctx *ctx, const char **line)
{
    if (o->no_fork) {
        vk_context vk;
        char err[1024], buf[2048];
        vk_context_options vo = {0};
        if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
            *line = d2s_sprintf(ctx, "FAIL %s: %s", c->name, err);
            return false;
        }
        bool hung;
        bool ok = run_case(o, c, &vk, -1, buf, sizeof(buf), &hung);
        if (hung) {
            printf("%s\n%s: stopping after a hung draw\n", buf, PROG);
            _exit(1);
        }
        vk_context_destroy(&vk);
        *line = d2s_sprintf(ctx, "%s", buf);
        return ok;
    }
    harness_child_outcome out;
    child_arg a = {o, c};
    harness_run_child(case_child, &a, o->timeout_s, &out);
    bool exited = !out.timed_out && out.status != -1 && WIFEXITED(out.status);
    int code = exited ? WEXITSTATUS(out.status) : -1;
    if (exited && out.result[0] && (code == HARNESS_CHILD_PASS || code == HARNESS_CHILD_FAIL))
        *line = d2s_sprintf(ctx, "%s", out.result);
    else
        *line = d2s_sprintf(ctx, "FAIL %s: %s", c->name, harness_describe_status(ctx, &out, o->timeout_s));
    return code == HARNESS_CHILD_PASS && strncmp(out.result, "PASS", 4) == 0;
}

/* The driver probes, where the device has mesh shaders: NULL when glslang's
 * component-wise gl_Position stores draw, else what the probe showed. A
 * failing vector probe means the harness itself cannot draw:
 * *harness_broken. */
static const char *probe_driver(const options *o, d2s_ctx *ctx, bool *harness_broken)
{
    const char *vec_line, *scalar_line;
    *harness_broken = !run_one(o, &mesh_probes[0], ctx, &vec_line);
    if (*harness_broken) {
        printf("%s (the driver probe with whole-vector stores: the harness cannot draw a mesh pipeline)\n", vec_line);
        return NULL;
    }
    if (run_one(o, &mesh_probes[1], ctx, &scalar_line))
        return NULL;
    return d2s_sprintf(ctx, "this driver loses mesh-shader output stores of one vector component, which every DXIL "
                       "mesh shader makes (glslang's probe storing gl_Position by component: %s; the same probe with "
                       "vec4 stores passes)", scalar_line + 5);
}

/* ---- main ------------------------------------------------------------------------ */

static bool parse(int argc, char **argv, options *o)
{
    memset(o, 0, sizeof(*o));
    o->timeout_s = 120;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--vkd3d") == 0 && i + 1 < argc)
            o->vkd3d_dir = argv[++i];
        else if (strcmp(argv[i], "--only") == 0 && i + 1 < argc)
            o->only = argv[++i];
        else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc)
            o->timeout_s = (unsigned)strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--mask-feature") == 0 && i + 1 < argc)
            o->mask_feature = argv[++i];
        else if (strcmp(argv[i], "--probe") == 0 && i + 1 < argc)
            o->probe_dir = argv[++i];
        else if (strcmp(argv[i], "--no-fork") == 0)
            o->no_fork = true;
        else if (argv[i][0] != '-' && !o->own_dir)
            o->own_dir = argv[i];
        else
            return false;
    }
    return o->own_dir && o->timeout_s > 0;
}

static bool selected(const options *o, const mc_case *c)
{
    return c->vkd3d == (o->vkd3d_dir != NULL) && (!o->only || strstr(c->name, o->only));
}

int main(int argc, char **argv)
{
    options o;
    if (!parse(argc, argv, &o)) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR [--vkd3d VKD3D_PROTON_DIR] [--probe SPV_DIR] [--only SUBSTR] "
                        "[--timeout SEC] [--no-fork] [--mask-feature meshShader|taskShader]\n", PROG);
        return 2;
    }
    struct stat st;
    if (o.vkd3d_dir && stat(o.vkd3d_dir, &st) != 0) {
        printf("%s: skipped: no vkd3d-proton corpus at %s\n", PROG, o.vkd3d_dir);
        printf("%s: 0 passed, 0 failed, 0 skipped\n", PROG);
        return 77;
    }
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    harness_child_outcome out;
    harness_run_child(probe_child, &o, o.timeout_s, &out);
    const char *why = harness_probe_failure(&ctx, &out, o.timeout_s);
    if (why) {
        printf("%s: setup error: %s\n", PROG, why);
        fprintf(stderr, "%s: setup error: %s\n", PROG, why);
        d2s_ctx_release(&ctx);
        return 2;
    }
    unsigned passed = 0, failed = 0, skipped = 0;
    const char *p = d2s_sprintf(&ctx, "%s", out.result); /* out is reused below */
    if (!strstr(p, "meshShader;") && !strstr(p, "VK_EXT_mesh_shader;")) {
        /* The translator writes DXC's runs of component stores as whole
         * vectors (emit_dxop_io.c), which this driver bug would otherwise
         * hit: the cases run either way; the probe's result is a note. */
        bool broken;
        const char *bug = probe_driver(&o, &ctx, &broken);
        failed += broken;
        if (bug)
            printf("%s: note: %s\n", PROG, bug);
    }
    for (uint32_t i = 0; i < mesh_case_count; i++) {
        const mc_case *c = &mesh_cases[i];
        const char *end = strchr(p, ';');
        const char *missing = end && *p != '-' ? d2s_sprintf(&ctx, "%.*s", (int)(end - p), p) : NULL;
        p = end ? end + 1 : p;
        if (!selected(&o, c))
            continue;
        if (missing) {
            printf("SKIP %s: device lacks %s\n", c->name, missing);
            skipped++;
            continue;
        }
        const char *line;
        bool ok = run_one(&o, c, &ctx, &line);
        printf("%s\n", line);
        fflush(stdout);
        if (ok)
            passed++;
        else
            failed++;
    }
    printf("%s: %u passed, %u failed, %u skipped\n", PROG, passed, failed, skipped);
    d2s_ctx_release(&ctx);
    if (failed)
        return 1;
    return passed == 0 && skipped ? 77 : 0;
}
