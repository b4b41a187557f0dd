/* bench_pipelines: what a runtime pays after translation. Translates every
 * .dxil under the folders given (default options), and for each compute
 * shader creates a Vulkan compute pipeline on lavapipe: descriptor set
 * layouts and push-constant range from the reflection, then
 * vkCreateShaderModule + vkCreateComputePipelines timed together. Reports
 * the median and p90 creation time and the SPIR-V bytes handed to the
 * driver. Mesa's on-disk shader cache is turned off so that every creation
 * compiles.
 *
 * Usage: bench_pipelines [--rounds R] DIR|FILE...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dxil2spv.h"
#include "tool_common.h"
#include "vk_context.h"

#define MAX_SETS 8
#define MAX_BINDINGS 128
/* Descriptor count of an unbounded range or heap array in the layout. */
#define UNBOUNDED_COUNT 4096

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec * 1e-3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(const double *sorted, size_t n, double p)
{
    if (n == 0)
        return 0;
    size_t rank = (size_t)(p / 100.0 * (double)n + 0.999999);
    rank = rank < 1 ? 1 : rank > n ? n : rank;
    return sorted[rank - 1];
}

typedef struct set_layout {
    VkDescriptorSetLayoutBinding b[MAX_BINDINGS];
    VkDescriptorBindingFlags flags[MAX_BINDINGS];
    uint32_t n;
} set_layout;

/* Adds a binding unless that (set, binding) is already there (D3D ranges
 * that share a binding, counters of several UAVs...). */
static bool add_binding(set_layout *sets, uint32_t set, uint32_t binding, uint32_t type, uint32_t count)
{
    if (set >= MAX_SETS)
        return false;
    set_layout *s = &sets[set];
    for (uint32_t i = 0; i < s->n; i++)
        if (s->b[i].binding == binding)
            return true;
    if (s->n >= MAX_BINDINGS)
        return false;
    bool unbounded = count == 0xFFFFFFFFu;
    s->b[s->n] = (VkDescriptorSetLayoutBinding){binding, (VkDescriptorType)type, unbounded ? UNBOUNDED_COUNT : count,
                                                VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    s->flags[s->n] = unbounded ? VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT : 0;
    s->n++;
    return true;
}

/* Creates the pipeline for one translated compute shader; returns the
 * microseconds of module + pipeline creation, or -1 with a reason. */
static double create_pipeline(vk_context *vk, const dxil2spv_result *r, const char **why)
{
    const dxil2spv_reflection *refl = r->reflection;
    static set_layout sets[MAX_SETS]; /* single-threaded tool */
    memset(sets, 0, sizeof(sets));
    uint32_t push_size = 0;
    for (uint32_t i = 0; i < refl->resource_count; i++) {
        const dxil2spv_reflected_resource *res = &refl->resources[i];
        if (res->descriptor_type == DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT) {
            push_size = vk->props.limits.maxPushConstantsSize;
            continue;
        }
        if (!add_binding(sets, res->set, res->binding, res->descriptor_type, res->range_size) ||
            (res->counter_set >= 0 && !add_binding(sets, (uint32_t)res->counter_set, (uint32_t)res->counter_binding,
                                                   VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, res->range_size))) {
            *why = "skipped: a set beyond 7 (the default mapping of a high register space) or over 128 bindings";
            return -1;
        }
    }
    for (uint32_t i = 0; i < refl->heap_array_count; i++) {
        const dxil2spv_reflected_heap_array *h = &refl->heap_arrays[i];
        if (!add_binding(sets, h->set, h->binding, h->descriptor_type, 0xFFFFFFFFu)) {
            *why = "skipped: a set beyond 7 (the default mapping of a high register space) or over 128 bindings";
            return -1;
        }
    }
    uint32_t nsets = 0;
    for (uint32_t s = 0; s < MAX_SETS; s++)
        if (sets[s].n)
            nsets = s + 1;
    VkDescriptorSetLayout layouts[MAX_SETS] = {0};
    VkPipelineLayout pl = VK_NULL_HANDLE;
    VkShaderModule sm = VK_NULL_HANDLE;
    VkPipeline pipe = VK_NULL_HANDLE;
    double us = -1;
    *why = "layout creation failed";
    for (uint32_t s = 0; s < nsets; s++) {
        VkDescriptorSetLayoutBindingFlagsCreateInfo fl = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO,
                                                          NULL, sets[s].n, sets[s].flags};
        VkDescriptorSetLayoutCreateInfo ci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, &fl, 0, sets[s].n,
                                              sets[s].b};
        if (vkCreateDescriptorSetLayout(vk->device, &ci, NULL, &layouts[s]) != VK_SUCCESS)
            goto done;
    }
    VkPushConstantRange pcr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, push_size};
    VkPipelineLayoutCreateInfo plci = {VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO, NULL, 0, nsets, layouts,
                                       push_size ? 1u : 0u, &pcr};
    if (vkCreatePipelineLayout(vk->device, &plci, NULL, &pl) != VK_SUCCESS)
        goto done;

    VkPipelineShaderStageRequiredSubgroupSizeCreateInfo rss = {
        VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO, NULL, vk->subgroup_size};
    const void *stage_next = NULL;
    if (refl->wave_size_min) {
        uint32_t want = refl->wave_size_preferred ? refl->wave_size_preferred : refl->wave_size_min;
        if (want != vk->subgroup_size && !(refl->wave_size_min <= vk->subgroup_size &&
                                           vk->subgroup_size <= refl->wave_size_max)) {
            *why = "skipped: [WaveSize] the device's subgroup size does not meet";
            goto done;
        }
        stage_next = &rss;
    }
    double t0 = now_us();
    VkShaderModuleCreateInfo smci = {VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO, NULL, 0, r->spirv_word_count * 4,
                                     r->spirv};
    if (vkCreateShaderModule(vk->device, &smci, NULL, &sm) != VK_SUCCESS) {
        *why = "vkCreateShaderModule failed";
        goto done;
    }
    VkComputePipelineCreateInfo cpci = {
        VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO, NULL, 0,
        {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, stage_next, 0, VK_SHADER_STAGE_COMPUTE_BIT, sm,
         refl->entry_point, NULL},
        pl, VK_NULL_HANDLE, -1};
    if (vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &cpci, NULL, &pipe) != VK_SUCCESS) {
        *why = "vkCreateComputePipelines failed";
        goto done;
    }
    us = now_us() - t0;
done:
    if (pipe)
        vkDestroyPipeline(vk->device, pipe, NULL);
    if (sm)
        vkDestroyShaderModule(vk->device, sm, NULL);
    if (pl)
        vkDestroyPipelineLayout(vk->device, pl, NULL);
    for (uint32_t s = 0; s < nsets; s++)
        if (layouts[s])
            vkDestroyDescriptorSetLayout(vk->device, layouts[s], NULL);
    return us;
}

int main(int argc, char **argv)
{
    unsigned long long rounds = 3;
    tool_file_list files = {0};
    int ndirs = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--rounds") == 0 && i + 1 < argc) {
            if (!tool_parse_u64(argv[++i], &rounds) || rounds < 1 || rounds > 1000) {
                fprintf(stderr, "bench_pipelines: --rounds needs a number in 1..1000\n");
                return 2;
            }
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "Usage: bench_pipelines [--rounds R] DIR|FILE...\n");
            return 2;
        } else {
            ndirs++;
            if (tool_collect_dxil(&files, argv[i]) == TOOL_COLLECT_ERROR)
                return 1;
        }
    }
    if (!ndirs || !files.count) {
        fprintf(stderr, "bench_pipelines: no .dxil files given\n");
        return 2;
    }
    tool_file_list_sort(&files);
    setenv("MESA_SHADER_CACHE_DISABLE", "true", 1); /* every creation compiles */
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "bench_pipelines: no Vulkan device: %s\n", err);
        return 77;
    }
    printf("device: %s\n", vk.description);

    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    double *samples = malloc(files.count * rounds * sizeof(*samples));
    size_t k = 0, compute = 0, failed = 0, skipped = 0;
    unsigned long long spirv_bytes = 0;
    for (size_t i = 0; samples && i < files.count; i++) {
        const char *rerr = NULL;
        size_t size;
        unsigned char *data = tool_read_file(files.paths[i], &size, &rerr);
        if (!data) {
            fprintf(stderr, "bench_pipelines: %s: %s\n", files.paths[i], rerr);
            return 1;
        }
        dxil2spv_result *r = dxil2spv_translate(data, size, &opts);
        free(data);
        if (r && r->status == DXIL2SPV_OK && r->reflection->shader_kind == 5) {
            compute++;
            spirv_bytes += r->spirv_word_count * 4;
            for (unsigned long long round = 0; round < rounds; round++) {
                const char *why = NULL;
                double us = create_pipeline(&vk, r, &why);
                if (us < 0) {
                    printf("%s: %s\n", files.paths[i], why);
                    if (strncmp(why, "skipped", 7) == 0)
                        skipped++;
                    else
                        failed++;
                    break;
                }
                samples[k++] = us;
            }
        }
        dxil2spv_result_free(r);
    }
    if (!samples) {
        fprintf(stderr, "bench_pipelines: out of memory\n");
        return 1;
    }
    qsort(samples, k, sizeof(*samples), cmp_double);
    double sum = 0;
    for (size_t i = 0; i < k; i++)
        sum += samples[i];
    printf("\n  %-22s %zu compute shaders translated (%llu bytes of SPIR-V), %zu skipped, %zu failed\n", "pipelines",
           compute, spirv_bytes, skipped, failed);
    printf("  %-22s %zu (%llu per shader)\n", "timed creations", k, rounds);
    if (k)
        printf("  %-22s mean %.1f, median %.1f, p90 %.1f, max %.1f\n", "us per pipeline", sum / (double)k,
               percentile(samples, k, 50), percentile(samples, k, 90), samples[k - 1]);
    free(samples);
    vk_context_destroy(&vk);
    tool_file_list_free(&files);
    printf("bench_pipelines: %zu passed, %zu failed, %zu skipped\n", compute - failed - skipped, failed, skipped);
    return failed ? 1 : 0;
}
