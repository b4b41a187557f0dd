/* Pipeline creation and dispatch for one compute test. */
#include "vk_dispatch.h"
#include "time_limit.h"

#include <string.h>

#define SPIRV_MAGIC 0x07230203u

void vk_create_pipeline(vk_job *job, const uint32_t *words, size_t word_count, const dxil2spv_reflection *refl,
                        vk_dispatch_result *out)
{
    memset(out, 0, sizeof(*out));
    vk_context *vk = job->vk;
    if (word_count < 5 || words[0] != SPIRV_MAGIC)
        d2s_fail(job->ctx, D2S_ERR_INVALID, "the translation is not a SPIR-V module (%zu words, first 0x%08x)",
                 word_count, word_count ? words[0] : 0u);
    VkShaderModuleCreateInfo mci = {
        .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
        .codeSize = word_count * sizeof(uint32_t),
        .pCode = words,
    };
    vk_check(job->ctx, vkCreateShaderModule(vk->device, &mci, NULL, &job->obj.modules[0]), "vkCreateShaderModule");

    /* Root-signature mode: one range of root arguments (reflection's pipeline_layout). */
    VkPushConstantRange pcr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, job->push_size};
    VkPipelineLayoutCreateInfo lci = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
        .setLayoutCount = job->obj.set_count,
        .pSetLayouts = job->obj.set_layouts,
        .pushConstantRangeCount = job->push_size ? 1 : 0,
        .pPushConstantRanges = &pcr,
    };
    vk_check(job->ctx, vkCreatePipelineLayout(vk->device, &lci, NULL, &job->obj.pipeline_layout), "vkCreatePipelineLayout");

    /* Wave tests assume every subgroup is full. Vulkan allows requesting that
     * only when the workgroup's X size is a multiple of maxSubgroupSize. */
    uint32_t wx = refl->workgroup_size[0];
    VkPipelineShaderStageCreateFlags flags = 0;
    if (vk->full_subgroups && wx && vk->max_subgroup_size && wx % vk->max_subgroup_size == 0) {
        flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT;
        out->full_subgroups = true;
    }
    const char *entry = refl->entry_point && refl->entry_point[0] ? refl->entry_point : "main";
    VkComputePipelineCreateInfo pci = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage =
            {
                .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                .flags = flags,
                .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                .module = job->obj.modules[0],
                .pName = entry,
            },
        .layout = job->obj.pipeline_layout,
    };
    vk_check(job->ctx, vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &pci, NULL, &job->obj.pipeline),
             "vkCreateComputePipelines");
}

void vk_dispatch_run(vk_job *job, const sc_run *run, uint64_t timeout_ns, vk_dispatch_result *out)
{
    vk_context *vk = job->vk;
    for (int i = 0; i < 3; i++)
        if (run->dispatch[i] > vk->props.limits.maxComputeWorkGroupCount[i])
            d2s_fail(job->ctx, D2S_ERR_UNSUPPORTED, "dispatch dimension %d (%u) exceeds the device limit %u", i,
                     run->dispatch[i], vk->props.limits.maxComputeWorkGroupCount[i]);

    vk_objects_begin_commands(&job->obj);
    vkCmdBindPipeline(job->obj.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, job->obj.pipeline);
    if (job->obj.set_count)
        vkCmdBindDescriptorSets(job->obj.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, job->obj.pipeline_layout, 0, job->obj.set_count,
                                job->obj.sets, 0, NULL);
    if (job->push_size)
        vkCmdPushConstants(job->obj.cmd, job->obj.pipeline_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, job->push_size,
                           job->push_words);
    vkCmdDispatch(job->obj.cmd, run->dispatch[0], run->dispatch[1], run->dispatch[2]);
    /* Host writes before the submission are visible to the shader by the
     * submission itself; the shader's writes need this barrier for the host. */
    VkMemoryBarrier mb = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
        .dstAccessMask = VK_ACCESS_HOST_READ_BIT,
    };
    vkCmdPipelineBarrier(job->obj.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0,
                         NULL, 0, NULL);
    if (!vk_objects_submit_and_wait(&job->obj, timeout_ns)) {
        out->hung = true;
        d2s_fail(job->ctx, D2S_ERR_INTERNAL, "the dispatch did not finish within %llu s (endless loop?)",
                 (unsigned long long)(test_time_limit_ns(timeout_ns) / 1000000000u));
    }
}
