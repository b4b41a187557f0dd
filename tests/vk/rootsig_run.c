/* rootsig-table-offset-run: one pipeline, two dispatches with different root
 * arguments, on lavapipe, bound only from the root signature and the
 * reflection's pipeline layout.
 *
 * Shader: the own corpus's resources/resource_array_unbounded
 *   StructuredBuffer<uint> Tables[] : register(t0, space2);
 *   RWStructuredBuffer<uint> Out : register(u0);
 *   cbuffer Sel : register(b0) { uint gTable; };
 *   Out[dtid.x] = Tables[gTable][gi] * 1000 + Tables[gid.x][gi];
 * Root signature: parameter 0 a table whose one range (t0.., space 2,
 * unbounded) starts at offset 1; parameter 1 the root UAV u0 (by address);
 * parameter 2 one root constant for b0.
 * Heap: HEAP_SLOTS storage-buffer descriptors; slot k holds 8 uints k*16+i.
 * Dispatch 1: table offset 3, gTable 2, Out = buffer A; dispatch 2 (same
 * command buffer, only vkCmdPushConstants between): table offset 10,
 * gTable 1, Out = buffer B. Each output is compared with the host model
 * heap[T + 1 + gTable][gi] * 1000 + heap[T + 1 + group][gi].
 * Three times: with the default 128-byte push-constant budget (words: the
 * UAV address, the root constant, the table offset), with an 8-byte
 * budget, where only the UAV address is a push constant and the root
 * constant and the table offset are read from the root argument buffer
 * (vkCmdUpdateBuffer between the dispatches), and with
 * root_arguments_in_parameter_order (the table offset before the root
 * constant, as the parameters come).
 *
 * Usage: rootsig_run OWN_CORPUS_DXIL_DIR. Last line:
 * "rootsig_run: N passed, M failed".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "vk_context.h"
#include "vk_host.h"
#include "watchdog.h"

#define HEAP_SLOTS 32u
#define GROUPS 4u
#define THREADS 8u

typedef struct buf {
    VkBuffer b;
    VkDeviceMemory m;
    uint32_t *p;
} buf;

static int failures, checks;

#define EXPECT(cond, ...)                                                                                            \
    do {                                                                                                             \
        checks++;                                                                                                    \
        if (!(cond)) {                                                                                               \
            failures++;                                                                                              \
            printf("FAIL: ");                                                                                        \
            printf(__VA_ARGS__);                                                                                     \
            printf("\n");                                                                                            \
        }                                                                                                            \
    } while (0)

/* A host-visible buffer whose device address can be taken. */
static bool make_buffer(vk_context *vk, VkDeviceSize size, buf *out, char *err, size_t err_size)
{
    VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, .size = size,
                             .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT |
                                      VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT};
    VK_HOST_CHECK(vkCreateBuffer(vk->device, &bi, NULL, &out->b), err, err_size);
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(vk->device, out->b, &req);
    int type = vk_find_memory_type(vk, req.memoryTypeBits,
                                   VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    if (type < 0) {
        snprintf(err, err_size, "no host-visible memory");
        return false;
    }
    VkMemoryAllocateFlagsInfo fi = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
                                    .flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT};
    VkMemoryAllocateInfo ai = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, &fi, req.size, (uint32_t)type};
    VK_HOST_CHECK(vkAllocateMemory(vk->device, &ai, NULL, &out->m), err, err_size);
    VK_HOST_CHECK(vkBindBufferMemory(vk->device, out->b, out->m, 0), err, err_size);
    void *p;
    VK_HOST_CHECK(vkMapMemory(vk->device, out->m, 0, VK_WHOLE_SIZE, 0, &p), err, err_size);
    out->p = p;
    memset(p, 0, (size_t)size);
    return true;
}

static VkDeviceAddress address_of(vk_context *vk, const buf *b)
{
    VkBufferDeviceAddressInfo ai = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO, .buffer = b->b};
    return vkGetBufferDeviceAddress(vk->device, &ai);
}

typedef struct run_state {
    vk_context *vk;
    buf heap[HEAP_SLOTS], out[2], args; /* args: the root argument buffer, when over the budget */
    vk_host_compute c;
    char err[512];
} run_state;

/* Root arguments of one dispatch, placed by the reflection's layout. */
static void root_arguments(const dxil2spv_pipeline_layout *pl, uint32_t *words, uint32_t table, uint32_t sel,
                           VkDeviceAddress out)
{
    memset(words, 0, pl->push_constant_size);
    words[pl->parameters[0].offset / 4] = table;
    memcpy((uint8_t *)words + pl->parameters[1].offset, &out, 8);
    words[pl->parameters[2].offset / 4] = sel;
}

static bool run(run_state *s, const dxil2spv_result *tr, const uint32_t table[2], const uint32_t sel[2])
{
    vk_context *vk = s->vk;
    const dxil2spv_reflection *rf = tr->reflection;
    const dxil2spv_pipeline_layout *pl = rf->pipeline_layout;
    char *err = s->err;
    size_t es = sizeof(s->err);
    if (!pl || pl->parameter_count != 3 || rf->heap_array_count != 1 ||
        rf->heap_arrays[0].descriptor_type != VK_DESCRIPTOR_TYPE_STORAGE_BUFFER) {
        snprintf(err, es, "unexpected reflection (pipeline layout %p, %u heap arrays)", (const void *)pl,
                 rf->heap_array_count);
        return false;
    }
    for (uint32_t k = 0; k < HEAP_SLOTS; k++) {
        if (!make_buffer(vk, THREADS * 4, &s->heap[k], err, es))
            return false;
        for (uint32_t i = 0; i < THREADS; i++)
            s->heap[k].p[i] = k * 16 + i;
    }
    for (int d = 0; d < 2; d++)
        if (!make_buffer(vk, GROUPS * THREADS * 4, &s->out[d], err, es))
            return false;

    /* Set layouts: the heap array's set, the root argument buffer's (over
     * the budget), empty sets below them. */
    const dxil2spv_reflected_heap_array *ha = &rf->heap_arrays[0];
    bool over = pl->root_argument_size != 0;
    uint32_t nsets = ha->set + 1;
    if (over && pl->root_argument_set + 1 > nsets)
        nsets = pl->root_argument_set + 1;
    VkDescriptorSetLayout layouts[8] = {0};
    if (nsets > 8 || (over && pl->root_argument_set == ha->set)) {
        snprintf(err, es, "unexpected sets (heap %u, root arguments %u)", ha->set, pl->root_argument_set);
        return false;
    }
    if (over) {
        if (!make_buffer(vk, pl->root_argument_size, &s->args, err, es))
            return false;
    }
    for (uint32_t i = 0; i < nsets; i++) {
        VkDescriptorSetLayoutBinding lb = {ha->binding, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, HEAP_SLOTS,
                                           VK_SHADER_STAGE_COMPUTE_BIT, NULL};
        if (over && i == pl->root_argument_set)
            lb = (VkDescriptorSetLayoutBinding){pl->root_argument_binding, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1,
                                                VK_SHADER_STAGE_COMPUTE_BIT, NULL};
        bool used = i == ha->set || (over && i == pl->root_argument_set);
        VkDescriptorSetLayoutCreateInfo lci = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO, NULL, 0,
                                               used ? 1u : 0u, &lb};
        VK_HOST_CHECK(vkCreateDescriptorSetLayout(vk->device, &lci, NULL, &layouts[i]), err, es);
    }
    VkPushConstantRange pcr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, pl->push_constant_size};
    VkPipelineLayoutCreateInfo plci = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                       .setLayoutCount = nsets, .pSetLayouts = layouts,
                                       .pushConstantRangeCount = pcr.size ? 1 : 0, .pPushConstantRanges = &pcr};
    bool ok = false;
    VK_HOST_CHECK(vkCreatePipelineLayout(vk->device, &plci, NULL, &s->c.pipeline_layout), err, es);
    VkShaderModuleCreateInfo mci = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                    .codeSize = tr->spirv_word_count * 4, .pCode = tr->spirv};
    VK_HOST_CHECK(vkCreateShaderModule(vk->device, &mci, NULL, &s->c.module), err, es);
    VkComputePipelineCreateInfo cpi = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO, NULL, 0, VK_SHADER_STAGE_COMPUTE_BIT,
                  s->c.module, rf->entry_point, NULL},
        .layout = s->c.pipeline_layout,
    };
    VK_HOST_CHECK(vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &cpi, NULL, &s->c.pipeline), err, es);
    VkDescriptorPoolSize ps[2] = {{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, HEAP_SLOTS}, {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1}};
    VkDescriptorPoolCreateInfo dpci = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, nsets, 2, ps};
    VK_HOST_CHECK(vkCreateDescriptorPool(vk->device, &dpci, NULL, &s->c.pool), err, es);
    VkDescriptorSet sets[8];
    VkDescriptorSetAllocateInfo dsai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, s->c.pool, nsets,
                                        layouts};
    VK_HOST_CHECK(vkAllocateDescriptorSets(vk->device, &dsai, sets), err, es);
    VkDescriptorBufferInfo infos[HEAP_SLOTS];
    for (uint32_t k = 0; k < HEAP_SLOTS; k++)
        infos[k] = (VkDescriptorBufferInfo){s->heap[k].b, 0, VK_WHOLE_SIZE};
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = sets[ha->set],
                              .dstBinding = ha->binding, .descriptorCount = HEAP_SLOTS,
                              .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, .pBufferInfo = infos};
    vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    if (over) {
        VkDescriptorBufferInfo ui = {s->args.b, 0, VK_WHOLE_SIZE};
        VkWriteDescriptorSet uw = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                   .dstSet = sets[pl->root_argument_set], .dstBinding = pl->root_argument_binding,
                                   .descriptorCount = 1, .descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
                                   .pBufferInfo = &ui};
        vkUpdateDescriptorSets(vk->device, 1, &uw, 0, NULL);
    }

    if (!vk_host_compute_begin(vk, &s->c))
        goto done;
    vkCmdBindPipeline(s->c.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, s->c.pipeline);
    vkCmdBindDescriptorSets(s->c.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, s->c.pipeline_layout, 0, nsets, sets, 0,
                            NULL);
    for (int d = 0; d < 2; d++) {
        uint32_t words[64];
        root_arguments(pl, words, table[d], sel[d], address_of(vk, &s->out[d]));
        if (pl->push_constant_size)
            vkCmdPushConstants(s->c.cmd, s->c.pipeline_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, pl->push_constant_size,
                               words);
        if (over) {
            /* The whole layout into the root argument buffer, ordered after
             * the previous dispatch's reads and before this one's. */
            VkMemoryBarrier before = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_UNIFORM_READ_BIT,
                                      VK_ACCESS_TRANSFER_WRITE_BIT};
            vkCmdPipelineBarrier(s->c.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1,
                                 &before, 0, NULL, 0, NULL);
            vkCmdUpdateBuffer(s->c.cmd, s->args.b, 0, pl->root_argument_size, words);
            VkMemoryBarrier after = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_TRANSFER_WRITE_BIT,
                                     VK_ACCESS_UNIFORM_READ_BIT};
            vkCmdPipelineBarrier(s->c.cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1,
                                 &after, 0, NULL, 0, NULL);
        }
        vkCmdDispatch(s->c.cmd, GROUPS, 1, 1);
    }
    VkMemoryBarrier mb = {VK_STRUCTURE_TYPE_MEMORY_BARRIER, NULL, VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(s->c.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL,
                         0, NULL);
    ok = vk_host_compute_submit(vk, &s->c);
done:
    for (uint32_t i = 0; i < nsets; i++)
        if (layouts[i])
            vkDestroyDescriptorSetLayout(vk->device, layouts[i], NULL);
    if (!ok && !s->err[0])
        snprintf(err, es, "%s", s->c.err);
    return ok;
}

int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    /* The device work runs in this process: a driver that never finishes
     * fails the test here, naming the step, before meson's limit. */
    watchdog_arm(90, "FAIL rootsig_run", "rootsig_run: 0 passed, 1 failed\n");
    watchdog_step("translating and running on the device");
    if (argc < 2) {
        fprintf(stderr, "usage: rootsig_run OWN_CORPUS_DXIL_DIR\n");
        return 2;
    }
    char path[1024];
    snprintf(path, sizeof(path), "%s/resources/resource_array_unbounded.dxil", argv[1]);
    size_t size = 0;
    void *dxil = vk_host_read_file(path, &size);
    if (!dxil) {
        printf("cannot read %s\nrootsig_run: 0 passed, 1 failed\n", path);
        return 1;
    }
    dxil2spv_descriptor_range range = {0, DXIL2SPV_DESCRIPTOR_RANGE_UNBOUNDED, 0, 2, 0, 1};
    dxil2spv_root_parameter params[3] = {
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_TABLE, .range_count = 1, .ranges = &range},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_UAV, .shader_register = 0, .register_space = 0},
        {.parameter_type = DXIL2SPV_ROOT_PARAMETER_CONSTANTS, .shader_register = 0, .num_32bit_values = 1},
    };
    dxil2spv_root_signature rs = {2, 0, 3, params, 0, NULL};
    vk_context vk;
    char err[512];
    vk_context_options vo = {0};
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        printf("FAIL: vulkan: %s\nrootsig_run: 0 passed, 1 failed\n", err);
        free(dxil);
        return 1;
    }
    if (!vk.features12.bufferDeviceAddress) {
        printf("SKIP: the device lacks bufferDeviceAddress\nrootsig_run: 0 passed, 0 failed, 1 skipped\n");
        vk_context_destroy(&vk);
        free(dxil);
        return 77;
    }
    /* Budget 128: every root argument is a push constant. Budget 8: only
     * the UAV address is; the root constant and the table offset come from
     * the root argument buffer, rewritten between the dispatches. Then
     * budget 128 with the words in parameter order. */
    const uint32_t budgets[3] = {128, 8, 128};
    for (int pass = 0; pass < 3; pass++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.root_signature = &rs;
        o.push_constant_budget = budgets[pass];
        o.root_arguments_in_parameter_order = pass == 2;
        dxil2spv_result *tr = dxil2spv_translate(dxil, size, &o);
        if (!tr || tr->status != DXIL2SPV_OK) {
            EXPECT(false, "budget %u: translate: %s", budgets[pass], tr && tr->error ? tr->error : "NULL");
            dxil2spv_result_free(tr);
            continue;
        }
        const dxil2spv_pipeline_layout *pl = tr->reflection->pipeline_layout;
        EXPECT(pass != 1 ? pl->root_argument_size == 0 : pl->push_constant_size == 8 && pl->root_argument_size == 16,
               "budget %u: %u bytes pushed, root argument buffer of %u", budgets[pass], pl->push_constant_size,
               pl->root_argument_size);
        /* Addresses first; then constants before tables, or parameter order. */
        uint32_t want_table = pass == 2 ? 8 : 12, want_constant = pass == 2 ? 12 : 8;
        EXPECT(pl->parameter_count == 3 && pl->parameters[1].offset == 0 && pl->parameters[0].offset == want_table &&
                   pl->parameters[2].offset == want_constant,
               "pass %d: table at byte %u (want %u), root constant at byte %u (want %u)", pass,
               pl->parameter_count == 3 ? pl->parameters[0].offset : 0, want_table,
               pl->parameter_count == 3 ? pl->parameters[2].offset : 0, want_constant);
        run_state s;
        memset(&s, 0, sizeof(s));
        s.vk = &vk;
        const uint32_t table[2] = {3, 10}, sel[2] = {2, 1};
        bool ok = run(&s, tr, table, sel);
        EXPECT(ok, "budget %u: %s", budgets[pass], s.err);
        if (ok)
            for (int d = 0; d < 2; d++)
                for (uint32_t t = 0; t < GROUPS * THREADS; t++) {
                    uint32_t group = t / THREADS, gi = t % THREADS, base = table[d] + 1;
                    uint32_t want = s.heap[base + sel[d]].p[gi] * 1000 + s.heap[base + group].p[gi];
                    EXPECT(s.out[d].p[t] == want,
                           "budget %u, dispatch %d (table offset %u, gTable %u): Out[%u] = %u, expected %u",
                           budgets[pass], d, table[d], sel[d], t, s.out[d].p[t], want);
                }
        vk_host_compute_destroy(&vk, &s.c);
        for (uint32_t k = 0; k < HEAP_SLOTS; k++)
            vk_host_free_buffer(&vk, s.heap[k].b, s.heap[k].m);
        for (int d = 0; d < 2; d++)
            vk_host_free_buffer(&vk, s.out[d].b, s.out[d].m);
        vk_host_free_buffer(&vk, s.args.b, s.args.m);
        dxil2spv_result_free(tr);
    }
    vk_context_destroy(&vk);
    free(dxil);
    watchdog_disarm();
    printf("rootsig_run: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
