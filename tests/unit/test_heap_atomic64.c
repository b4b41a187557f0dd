/* SM 6.6 64-bit atomics on typed UAVs reached through ResourceDescriptorHeap
 * (src/emit/resources/emit_heap.c), on DXC's shaders (d3d-edges).
 *
 * For a register-bound RWBuffer<int64_t> or RWTexture2D<uint64_t>, DXC's
 * resource metadata carries an "atomic64 use" tag. A heap handle has no
 * metadata record: DXC 1.10 writes its annotateHandle properties as U32
 * (for int64_t views too), and only the i64 overload of the atomic says
 * that the texels are 64-bit. In Vulkan such a view is an R64ui/R64i image,
 * so the translator must declare the heap image with a 64-bit sampled type
 * and format; a 32-bit image would make OpImageTexelPointer point at 32-bit
 * texels. The test checks, for a typed buffer and a 2D texture from the
 * heap, with InterlockedAdd and InterlockedCompareExchange
 * (heap_atomic64_{buffer,texture}_{add,cmpxchg}, and signed min/max in
 * *_minmax): the module validates,
 * the image type the atomic's texel pointer uses is 64-bit with the R64
 * format; a 32-bit InterlockedOr on another heap descriptor with the same
 * properties in the same shader keeps its 32-bit image (*_add_or32); and
 * heap_typed_atomic64 (add, max, compare-exchange on a buffer; signed
 * min/max, compare-exchange and exchange on a texture) has only R64
 * texel pointers.
 *
 * Usage: test_heap_atomic64 OWN_CORPUS_DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "spirv/spv_tools.h"
#include "spv_inspect.h"

static int failures, checks;

enum {
    SPV_OP_TYPE_INT = 21, SPV_OP_TYPE_IMAGE = 25, SPV_OP_TYPE_POINTER = 32, SPV_OP_IMAGE_TEXEL_POINTER = 60,
    SPV_OP_ATOMIC_EXCHANGE = 229, SPV_OP_ATOMIC_XOR = 242,
    SPV_FMT_R32I = 21, SPV_FMT_R32UI = 33, SPV_FMT_R64UI = 40, SPV_FMT_R64I = 41,
};

/* What the words say about the atomics' images. */
typedef struct scan {
    uint32_t bound;
    uint32_t *int_width;   /* [id]: width of an OpTypeInt, else 0 */
    uint32_t *img_width;   /* [id]: sampled-type width of an OpTypeImage */
    uint32_t *img_format;  /* [id]: its format */
    uint32_t *ptr_img;     /* [id]: the image type an OpTypePointer (UniformConstant) points at, through arrays */
    uint32_t *elem_of;     /* [id]: element type of OpTypeRuntimeArray/OpTypeArray */
    uint32_t *var_type;    /* [id]: the pointer type of an OpVariable */
    uint32_t *chain_img;   /* [id]: the image type an OpAccessChain result points at */
    uint32_t texel64, texel32; /* OpImageTexelPointers on 64-/32-bit images (right format) */
    uint32_t bad_format;   /* texel pointers on an image whose format does not match its width */
    uint32_t atomics64, atomics32;
} scan;

static uint32_t image_of(const scan *s, uint32_t t)
{
    for (int i = 0; i < 4 && t && t < s->bound; i++) {
        if (s->img_width[t])
            return t;
        t = s->elem_of[t];
    }
    return 0;
}

static bool visit(const spv_insn *in, void *arg)
{
    scan *s = arg;
    const uint32_t *w = in->w;
    uint32_t op = in->op, n = in->n;
    if (n < 2 || w[1] >= s->bound)
        return true;
    switch (op) {
    case SPV_OP_TYPE_INT: s->int_width[w[1]] = w[2]; break;
    case SPV_OP_TYPE_IMAGE:
        if (n >= 9 && w[2] < s->bound) {
            s->img_width[w[1]] = s->int_width[w[2]] ? s->int_width[w[2]] : 1;
            s->img_format[w[1]] = w[8];
        }
        break;
    case 28: case 29: /* OpTypeArray, OpTypeRuntimeArray */
        if (w[2] < s->bound)
            s->elem_of[w[1]] = w[2];
        break;
    case SPV_OP_TYPE_POINTER:
        if (w[3] < s->bound)
            s->ptr_img[w[1]] = image_of(s, w[3]);
        break;
    case 59: /* OpVariable */
        if (w[2] < s->bound)
            s->var_type[w[2]] = w[1];
        break;
    case 65: /* OpAccessChain */
        if (n >= 4 && w[2] < s->bound && w[3] < s->bound && s->var_type[w[3]] < s->bound)
            s->chain_img[w[2]] = s->ptr_img[s->var_type[w[3]]];
        break;
    case SPV_OP_IMAGE_TEXEL_POINTER: {
        uint32_t img = n >= 4 && w[3] < s->bound ? s->chain_img[w[3]] : 0;
        if (!img && n >= 4 && w[3] < s->bound && s->var_type[w[3]] < s->bound)
            img = s->ptr_img[s->var_type[w[3]]];
        if (!img)
            break;
        uint32_t width = s->img_width[img], f = s->img_format[img];
        bool ok64 = f == SPV_FMT_R64UI || f == SPV_FMT_R64I, ok32 = f == SPV_FMT_R32UI || f == SPV_FMT_R32I;
        if (width == 64 && ok64)
            s->texel64++;
        else if (width == 32 && ok32)
            s->texel32++;
        else
            s->bad_format++;
        break;
    }
    default:
        if (op < SPV_OP_ATOMIC_EXCHANGE || op > SPV_OP_ATOMIC_XOR)
            break;
        if (w[1] < s->bound && s->int_width[w[1]] == 64)
            s->atomics64++;
        else
            s->atomics32++;
        break;
    }
    return true;
}

/* want64/want32: the 64-bit and 32-bit atomics the shader has, each
 * through one texel pointer. */
static void run_case(const char *dir, const char *name, uint32_t want64, uint32_t want32)
{
    char path[256];
    snprintf(path, sizeof(path), "dxil/d3d-edges/%s.dxil", name);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.target_env = DXIL2SPV_TARGET_VULKAN_1_3;
    dxil2spv_result *r = spv_inspect_translate(dir, path, &o, 1);
    CHECK(r->status == DXIL2SPV_OK, "%s: refused (%d): %s", name, (int)r->status, r->error ? r->error : "");
    if (r->status != DXIL2SPV_OK) {
        dxil2spv_result_free(r);
        return;
    }
    CHECK(spv_inspect_validates(r, SPV_TARGET_VULKAN_1_3, name), "%s: the module does not validate", name);
    scan s = {.bound = r->spirv[3]};
    uint32_t **arrays[] = {&s.int_width, &s.img_width, &s.img_format, &s.ptr_img, &s.elem_of, &s.var_type,
                           &s.chain_img};
    for (size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); i++)
        *arrays[i] = calloc(s.bound, sizeof(uint32_t));
    spv_inspect_walk(r->spirv, r->spirv_word_count, visit, &s);
    CHECK(s.texel64 == want64, "%s: %u texel pointers into R64 images of 64-bit texels (%u expected)", name,
          s.texel64, want64);
    CHECK(s.texel32 == want32, "%s: %u texel pointers into R32 images of 32-bit texels (%u expected)", name,
          s.texel32, want32);
    CHECK(s.bad_format == 0, "%s: %u texel pointers into images whose format does not match their texels", name,
          s.bad_format);
    CHECK(s.atomics64 == want64 && s.atomics32 == want32, "%s: %u 64-bit and %u 32-bit atomics", name,
          s.atomics64, s.atomics32);
    for (size_t i = 0; i < sizeof(arrays) / sizeof(arrays[0]); i++)
        free(*arrays[i]);
    dxil2spv_result_free(r);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_heap_atomic64 OWN_CORPUS_DIR\n");
        return 2;
    }
    static const char *const kinds[] = {"buffer", "texture"};
    for (int k = 0; k < 2; k++) {
        char name[64];
        snprintf(name, sizeof(name), "heap_atomic64_%s_add", kinds[k]);
        run_case(argv[1], name, 1, 0);
        snprintf(name, sizeof(name), "heap_atomic64_%s_cmpxchg", kinds[k]);
        run_case(argv[1], name, 1, 0);
        snprintf(name, sizeof(name), "heap_atomic64_%s_add_or32", kinds[k]);
        run_case(argv[1], name, 1, 1);
        snprintf(name, sizeof(name), "heap_atomic64_%s_minmax", kinds[k]);
        run_case(argv[1], name, 2, 0);
    }
    run_case(argv[1], "heap_typed_atomic64", 7, 0);
    printf("heap_atomic64: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
