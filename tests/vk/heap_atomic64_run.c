/* Execution test of SM 6.6 64-bit atomics on typed UAVs reached through
 * ResourceDescriptorHeap (src/emit/resources/emit_heap.c) on Vulkan.
 *
 * The shaders are DXC's (tests/corpus/own, d3d-edges/heap_atomic64_*; the
 * corpus run schema binds registers only, so they run here): eight threads
 * add t * 0x100000001 into element t & 1 of heap descriptor 3, a
 * RWBuffer<uint64_t/int64_t> (an R64_UINT storage texel buffer) or a
 * RWTexture2D (an R64_UINT storage image, texel (t & 1, 0)), or
 * compare-exchange it from 0; the *_add_or32 variants also OR 1 << t into
 * element t & 1 of heap descriptor 4, a 32-bit view DXC annotates with the
 * same properties; the *_minmax variants take the signed minimum of
 * -3 t * 0x100000001 into element 0 and the maximum of 3 t * 0x100000001
 * into element 1. The 64-bit elements start near 2^32, so a 32-bit atomic
 * would lose the carry into the high word. The host model computes the
 * final elements; a compare-exchange must leave one of the values its
 * threads offered.
 *
 * Every shader is translated and validated first; running it is skipped
 * naming what the device lacks: VK_EXT_shader_image_atomic_int64's
 * shaderImageInt64Atomics (lavapipe 25 has none), or the R64_UINT format's
 * storage (texel buffer) atomic feature. Exit 77 when nothing could run.
 *
 * Usage: heap_atomic64_run OWN_CORPUS_DIR.
 * Last line: "heap_atomic64_run: N passed, M failed[, K skipped]".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <vulkan/vulkan.h>

#include "dxil2spv.h"
#include "spirv/spv_tools.h"
#include "util/ctx.h"
#include "vk_context.h"
#include "vk_host.h"
#include "watchdog.h"

enum { HEAP_SIZE = 8, ELEMS = 2, HEAP_INDEX64 = 3, THREADS = 8 };

static const uint64_t INIT64[ELEMS] = {0x00000000FFFFFFF8ull, 0x00000001FFFFFFF0ull};

typedef struct run_objects {
    vk_host_compute c;
    VkBuffer buf64, buf32, staging;
    VkDeviceMemory mem64, mem32, mem_staging;
    void *ptr64, *ptr32, *ptr_staging;
    VkBufferView view64, view32;
    VkImage img64, img32;
    VkDeviceMemory imem64, imem32;
    VkImageView iview64, iview32;
} run_objects;

static void destroy(vk_context *vk, run_objects *o)
{
    vk_host_compute_destroy(vk, &o->c);
    if (o->view64)
        vkDestroyBufferView(vk->device, o->view64, NULL);
    if (o->view32)
        vkDestroyBufferView(vk->device, o->view32, NULL);
    vk_host_free_buffer(vk, o->buf64, o->mem64);
    vk_host_free_buffer(vk, o->buf32, o->mem32);
    vk_host_free_buffer(vk, o->staging, o->mem_staging);
    vk_host_free_image(vk, o->img64, o->imem64, o->iview64);
    vk_host_free_image(vk, o->img32, o->imem32, o->iview32);
}

#define CHECK(call) VK_HOST_CHECK(call, o->c.err, sizeof(o->c.err))

static bool buffer_view(vk_context *vk, run_objects *o, VkBuffer buf, VkFormat f, VkBufferView *view)
{
    VkBufferViewCreateInfo ci = {VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO, NULL, 0, buf, f, 0, VK_WHOLE_SIZE};
    CHECK(vkCreateBufferView(vk->device, &ci, NULL, view));
    return true;
}

static void image_barrier(VkCommandBuffer cmd, VkImage img, VkImageLayout from, VkImageLayout to,
                          VkAccessFlags src, VkAccessFlags dst)
{
    VkImageMemoryBarrier b = {VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER, NULL, src, dst, from, to,
                              VK_QUEUE_FAMILY_IGNORED, VK_QUEUE_FAMILY_IGNORED, img,
                              {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1}};
    vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0,
                         NULL, 1, &b);
}

/* Runs the translated shader; got64/got32 receive the final elements. */
static bool run_gpu(vk_context *vk, run_objects *o, const dxil2spv_result *tr, bool texture, bool cmpxchg,
                    uint64_t *got64, uint32_t *got32)
{
    const dxil2spv_reflection *r = tr->reflection;
    if (!r || r->heap_array_count != 1 || r->resource_count != 0) {
        snprintf(o->c.err, sizeof(o->c.err), "reflection: expected one heap array and no bound resource");
        return false;
    }
    const dxil2spv_reflected_heap_array *ha = &r->heap_arrays[0];
    VkDescriptorType dt = (VkDescriptorType)ha->descriptor_type;
    VkDescriptorType want = texture ? VK_DESCRIPTOR_TYPE_STORAGE_IMAGE : VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    if (dt != want || ha->set != 0) {
        snprintf(o->c.err, sizeof(o->c.err), "reflection: heap array of descriptor type %u in set %u", dt, ha->set);
        return false;
    }
    size_t bytes64 = ELEMS * 8, bytes32 = ELEMS * 4;
    VkBufferUsageFlags usage = texture ? VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT
                                       : VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    if (!vk_host_make_buffer(vk, bytes64, usage, &o->buf64, &o->mem64, &o->ptr64, o->c.err, sizeof(o->c.err)) ||
        !vk_host_make_buffer(vk, bytes32, usage, &o->buf32, &o->mem32, &o->ptr32, o->c.err, sizeof(o->c.err)))
        return false;
    /* adds start near 2^32 (the carry); compare-exchanges from 0 */
    if (cmpxchg)
        memset(o->ptr64, 0, bytes64);
    else
        memcpy(o->ptr64, INIT64, bytes64);
    memset(o->ptr32, 0, bytes32);

    VkDescriptorSetLayoutBinding lb = {ha->binding, dt, HEAP_SIZE, VK_SHADER_STAGE_COMPUTE_BIT, NULL};
    if (!vk_host_compute_set_layouts(vk, &o->c, 1, 1, &lb) || !vk_host_compute_pipeline(vk, &o->c, tr))
        return false;
    VkDescriptorPoolSize ps = {dt, HEAP_SIZE};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO, NULL, 0, 1, 1, &ps};
    CHECK(vkCreateDescriptorPool(vk->device, &dpi, NULL, &o->c.pool));
    VkDescriptorSet set;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO, NULL, o->c.pool, 1,
                                       o->c.set_layouts};
    CHECK(vkAllocateDescriptorSets(vk->device, &dai, &set));

    /* Heap slot 3 holds the 64-bit view, every other slot the 32-bit one. */
    VkBufferView bviews[HEAP_SIZE];
    VkDescriptorImageInfo iinfo[HEAP_SIZE];
    if (texture) {
        VkImageUsageFlags iu = VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
                               VK_IMAGE_USAGE_TRANSFER_DST_BIT;
        if (!vk_host_make_image(vk, VK_FORMAT_R64_UINT, ELEMS, 1, 1, 1, iu, &o->img64, &o->imem64, &o->iview64,
                                o->c.err, sizeof(o->c.err)) ||
            !vk_host_make_image(vk, VK_FORMAT_R32_UINT, ELEMS, 1, 1, 1, iu, &o->img32, &o->imem32, &o->iview32,
                                o->c.err, sizeof(o->c.err)))
            return false;
        for (uint32_t i = 0; i < HEAP_SIZE; i++)
            iinfo[i] = (VkDescriptorImageInfo){VK_NULL_HANDLE, i == HEAP_INDEX64 ? o->iview64 : o->iview32,
                                               VK_IMAGE_LAYOUT_GENERAL};
    } else {
        if (!buffer_view(vk, o, o->buf64, VK_FORMAT_R64_UINT, &o->view64) ||
            !buffer_view(vk, o, o->buf32, VK_FORMAT_R32_UINT, &o->view32))
            return false;
        for (uint32_t i = 0; i < HEAP_SIZE; i++)
            bviews[i] = i == HEAP_INDEX64 ? o->view64 : o->view32;
    }
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET, .dstSet = set, .dstBinding = lb.binding,
                              .descriptorCount = HEAP_SIZE, .descriptorType = dt,
                              .pImageInfo = texture ? iinfo : NULL, .pTexelBufferView = texture ? NULL : bviews};
    vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);

    if (!vk_host_compute_begin(vk, &o->c))
        return false;
    VkCommandBuffer cmd = o->c.cmd;
    VkBufferImageCopy region = {0, 0, 0, {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1}, {0, 0, 0}, {ELEMS, 1, 1}};
    if (texture) {
        VkImage imgs[2] = {o->img64, o->img32};
        VkBuffer bufs[2] = {o->buf64, o->buf32};
        for (int i = 0; i < 2; i++) {
            image_barrier(cmd, imgs[i], VK_IMAGE_LAYOUT_UNDEFINED, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 0,
                          VK_ACCESS_TRANSFER_WRITE_BIT);
            vkCmdCopyBufferToImage(cmd, bufs[i], imgs[i], VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
            image_barrier(cmd, imgs[i], VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_GENERAL,
                          VK_ACCESS_TRANSFER_WRITE_BIT, VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
        }
    }
    vk_host_cmd_dispatch(&o->c, 1, &set, 1);
    if (texture) {
        VkImage imgs[2] = {o->img64, o->img32};
        VkBuffer bufs[2] = {o->buf64, o->buf32};
        for (int i = 0; i < 2; i++) {
            image_barrier(cmd, imgs[i], VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                          VK_ACCESS_SHADER_WRITE_BIT, VK_ACCESS_TRANSFER_READ_BIT);
            vkCmdCopyImageToBuffer(cmd, imgs[i], VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, bufs[i], 1, &region);
        }
    }
    vk_host_cmd_host_barrier(cmd);
    if (!vk_host_compute_submit(vk, &o->c))
        return false;
    memcpy(got64, o->ptr64, bytes64);
    memcpy(got32, o->ptr32, bytes32);
    return true;
}

/* What the device lacks for the case, or NULL. */
static const char *missing_feature(vk_context *vk, bool texture)
{
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(vk->physical, VK_FORMAT_R64_UINT, &fp);
    if (texture) {
        if (!vk->ext.image_atomic_int64.shaderImageInt64Atomics)
            return "VK_EXT_shader_image_atomic_int64's shaderImageInt64Atomics";
        if (!(fp.optimalTilingFeatures & VK_FORMAT_FEATURE_STORAGE_IMAGE_ATOMIC_BIT))
            return "R64_UINT storage image atomics (VK_FORMAT_FEATURE_STORAGE_IMAGE_ATOMIC_BIT)";
    } else {
        if (!vk->ext.image_atomic_int64.shaderImageInt64Atomics)
            return "VK_EXT_shader_image_atomic_int64's shaderImageInt64Atomics";
        if (!(fp.bufferFeatures & VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_ATOMIC_BIT))
            return "R64_UINT storage texel buffer atomics (VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_ATOMIC_BIT)";
    }
    return NULL;
}

typedef struct tally {
    uint32_t passed, failed, skipped;
} tally;

static void expect(tally *t, bool ok, const char *name, const char *what, uint64_t got, uint64_t want)
{
    if (ok) {
        t->passed++;
        return;
    }
    t->failed++;
    printf("FAIL %s: %s 0x%016llx, expected 0x%016llx\n", name, what, (unsigned long long)got,
           (unsigned long long)want);
}

typedef enum { OP_ADD, OP_CMPXCHG, OP_MINMAX } heap_op;

typedef struct heap_case {
    const char *name; /* d3d-edges/<name>.dxil */
    bool texture;
    heap_op op;
    bool also32;
} heap_case;

static void run_case(vk_context *vk, tally *t, const char *dir, const heap_case *hc)
{
    const char *name = hc->name;
    watchdog_step(name);
    char path[1024];
    snprintf(path, sizeof(path), "%s/dxil/d3d-edges/%s.dxil", dir, name);
    size_t size = 0;
    void *data = vk_host_read_file(path, &size);
    if (!data) {
        printf("FAIL %s: cannot read %s\n", name, path);
        t->failed++;
        return;
    }
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.target_env = DXIL2SPV_TARGET_VULKAN_1_3;
    opts.heap.resource_set = 0;
    dxil2spv_result *tr = dxil2spv_translate(data, size, &opts);
    free(data);
    d2s_ctx vctx;
    d2s_ctx_init(&vctx, NULL);
    const char *vmsg = NULL;
    if (!tr || tr->status != DXIL2SPV_OK ||
        !spv_tools_validate(&vctx, tr->spirv, tr->spirv_word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg)) {
        printf("FAIL %s: %s: %s\n", name, tr && tr->status == DXIL2SPV_OK ? "spirv-val" : "translation",
               tr && tr->status != DXIL2SPV_OK && tr->error ? tr->error : vmsg ? vmsg : "?");
        t->failed++;
        d2s_ctx_release(&vctx);
        dxil2spv_result_free(tr);
        return;
    }
    d2s_ctx_release(&vctx);
    t->passed++; /* translated and valid */
    const char *lack = missing_feature(vk, hc->texture);
    if (lack) {
        printf("SKIP %s: translated and valid; running it needs %s, which the device lacks\n", name, lack);
        t->skipped++;
        dxil2spv_result_free(tr);
        return;
    }
    run_objects o = {0};
    uint64_t got64[ELEMS];
    uint32_t got32[ELEMS];
    bool ok = run_gpu(vk, &o, tr, hc->texture, hc->op == OP_CMPXCHG, got64, got32);
    destroy(vk, &o);
    dxil2spv_result_free(tr);
    if (!ok) {
        printf("FAIL %s: %s\n", name, o.c.err);
        t->failed++;
        return;
    }
    for (uint32_t el = 0; el < ELEMS; el++) {
        char what[64];
        snprintf(what, sizeof(what), "64-bit element %u", el);
        if (hc->op == OP_MINMAX) {
            /* signed: element 0 takes the minimum of -3v, element 1 the
             * maximum of 3v, v = t * 0x100000001 */
            int64_t want = (int64_t)INIT64[el];
            for (uint32_t tid = 0; tid < THREADS; tid++) {
                int64_t v = (int64_t)((uint64_t)tid * 0x100000001ull);
                if (el == 0 && -3 * v < want)
                    want = -3 * v;
                if (el == 1 && 3 * v > want)
                    want = 3 * v;
            }
            expect(t, got64[el] == (uint64_t)want, name, what, got64[el], (uint64_t)want);
        } else if (hc->op == OP_CMPXCHG) {
            /* D3D's compare-exchange from 0: a thread that finds 0 stores
             * its value; thread 0 offers 0, so in the end some other thread
             * of the element's parity has stored t in both halves. */
            uint64_t v = got64[el], low = v & 0xFFFFFFFFu;
            bool ok_v = v == low * 0x100000001ull && low != 0 && low < THREADS && (low & 1) == el;
            expect(t, ok_v, name, what, v, el ? 1ull * 0x100000001ull : 2ull * 0x100000001ull);
        } else {
            uint64_t want = INIT64[el];
            for (uint32_t tid = 0; tid < THREADS; tid++)
                if ((tid & 1) == el)
                    want += (uint64_t)tid * 0x100000001ull;
            expect(t, got64[el] == want, name, what, got64[el], want);
        }
        uint32_t want32 = 0;
        for (uint32_t tid = 0; hc->also32 && tid < THREADS; tid++)
            if ((tid & 1) == el)
                want32 |= 1u << tid;
        snprintf(what, sizeof(what), "32-bit element %u", el);
        expect(t, got32[el] == want32, name, what, got32[el], want32);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: heap_atomic64_run OWN_CORPUS_DIR\n");
        return 2;
    }
    watchdog_arm(120, "FAIL heap_atomic64_run", "heap_atomic64_run: 0 passed, 1 failed\n");
    watchdog_step("creating the device");
    vk_context vk;
    vk_context_options vo = {0};
    char err[512];
    if (!vk_context_create(&vk, &vo, err, sizeof(err))) {
        fprintf(stderr, "heap_atomic64_run: %s\n", err);
        return 2;
    }
    static const heap_case cases[] = {
        {"heap_atomic64_buffer_add", false, OP_ADD, false},       /* RWBuffer<int64_t> InterlockedAdd */
        {"heap_atomic64_buffer_cmpxchg", false, OP_CMPXCHG, false},  /* RWBuffer<uint64_t> InterlockedCompareExchange */
        {"heap_atomic64_buffer_add_or32", false, OP_ADD, true},   /* ... and RWBuffer<uint> InterlockedOr */
        {"heap_atomic64_buffer_minmax", false, OP_MINMAX, false}, /* RWBuffer<int64_t> InterlockedMin/Max */
        {"heap_atomic64_texture_add", true, OP_ADD, false},       /* RWTexture2D<uint64_t> InterlockedAdd */
        {"heap_atomic64_texture_cmpxchg", true, OP_CMPXCHG, false}, /* RWTexture2D<int64_t> InterlockedCompareExchange */
        {"heap_atomic64_texture_add_or32", true, OP_ADD, true},   /* ... and RWTexture2D<uint> InterlockedOr */
        {"heap_atomic64_texture_minmax", true, OP_MINMAX, false}, /* RWTexture2D<int64_t> InterlockedMin/Max */
    };
    tally t = {0};
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
        run_case(&vk, &t, argv[1], &cases[i]);
    vk_context_destroy(&vk);
    watchdog_disarm();
    printf("heap_atomic64_run: %u passed, %u failed%s", t.passed, t.failed, t.skipped ? "" : "\n");
    if (t.skipped)
        printf(", %u skipped\n", t.skipped);
    return t.failed ? 1 : 0;
}
