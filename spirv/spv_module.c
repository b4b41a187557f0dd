/* SPIR-V builder, module half: ids, the intern table that deduplicates
 * types, constants and the module-level sets, the module sections, and the
 * binary writer. Function bodies are in spv_function.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "spirv/spv_builder_internal.h"

/* SPIR-V's universal limit on the id bound (spec, "Universal Limits"). */
#define SPV_MAX_BOUND 0x3FFFFFu
/* Starting sizes cover the median shader of the test corpora (about 45
 * interned keys of 130 words, 115 global words), and grow by doubling
 * from there: a module's builder state is then a few KiB, not tens, which
 * matters when the whole translation is 50 KiB. */
#define SPV_INITIAL_SLOTS 128u

/* ---- small utilities ---------------------------------------------------- */

void spv_misuse(spv_builder *b, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    d2s_fail(b->ctx, D2S_ERR_INTERNAL, "SPIR-V builder: %s", msg);
}

void spv_fail_word_count(spv_builder *b, SpvOp op, uint64_t wc)
{
    d2s_fail(b->ctx, D2S_ERR_LIMIT,
             "SPIR-V builder: instruction (opcode %u) would have %llu words, over the limit of %u",
             (unsigned)op, (unsigned long long)wc, SPV_MAX_WORDS);
}

uint32_t *spv_words_append(spv_builder *b, spv_words *w, uint32_t n)
{
    if (w->cap - w->count < n) {
        if (n > UINT32_MAX - w->count)
            d2s_fail(b->ctx, D2S_ERR_LIMIT, "SPIR-V builder: a section grew past %u words", UINT32_MAX);
        d2s_vec_reserve(b->ctx, w, w->count + n);
    }
    uint32_t *p = w->data + w->count;
    w->count += n;
    return p;
}

uint32_t spv_string_words(spv_builder *b, const char *s)
{
    size_t len = strlen(s);
    /* The NUL is part of the string; padding fills the last word. */
    if (len >= (size_t)SPV_MAX_WORDS * 4)
        d2s_fail(b->ctx, D2S_ERR_LIMIT, "SPIR-V builder: string of %zu bytes is too long for an instruction", len);
    return (uint32_t)(len / 4 + 1);
}

/* Packs bytes little-end first into each word, as the spec requires,
 * independently of the host's byte order. */
void spv_string_write(uint32_t *dst, const char *s, uint32_t nwords)
{
    const unsigned char *p = (const unsigned char *)s;
    bool ended = false;
    for (uint32_t i = 0; i < nwords; i++) {
        uint32_t w = 0;
        for (uint32_t k = 0; k < 4; k++) {
            uint32_t c = 0;
            if (!ended) {
                c = *p++;
                ended = c == 0;
            }
            w |= c << (8 * k);
        }
        dst[i] = w;
    }
}

/* ---- the intern table ----------------------------------------------------- */

/* A key: a short head (opcode or pseudo-opcode and fixed operands) followed
 * by a caller-owned tail (operand lists). Lookups hash and compare it in
 * place; only an insertion copies it into the key pool. Two keys are equal
 * when their concatenated words are. */
typedef struct spv_key {
    uint32_t head[5];
    uint32_t nhead;
    const uint32_t *tail;
    uint32_t ntail;
} spv_key;

/* Multiply-rotate per word and a final avalanche: cheap for the short keys
 * that dominate (2-5 words) while spreading small integers well. */
static inline uint32_t hash_step(uint32_t h, uint32_t w)
{
    h = (h ^ w) * 0x9E3779B1u;
    return (h << 15) | (h >> 17);
}

static uint32_t key_hash(const spv_key *k)
{
    uint32_t h = 0x9747b28cu ^ (k->nhead + k->ntail);
    for (uint32_t i = 0; i < k->nhead; i++)
        h = hash_step(h, k->head[i]);
    for (uint32_t i = 0; i < k->ntail; i++)
        h = hash_step(h, k->tail[i]);
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

static bool key_equal(const uint32_t *stored, const spv_key *k)
{
    for (uint32_t i = 0; i < k->nhead; i++)
        if (stored[i] != k->head[i])
            return false;
    stored += k->nhead;
    for (uint32_t i = 0; i < k->ntail; i++)
        if (stored[i] != k->tail[i])
            return false;
    return true;
}

static void table_grow(spv_builder *b)
{
    uint32_t old_cap = b->slot_mask + 1;
    if (old_cap > UINT32_MAX / 4)
        d2s_fail(b->ctx, D2S_ERR_LIMIT, "SPIR-V builder: too many distinct types and constants");
    uint32_t cap = old_cap * 2;
    spv_slot *slots = d2s_zalloc_array(b->ctx, cap, sizeof(spv_slot));
    for (uint32_t i = 0; i < old_cap; i++) {
        spv_slot s = b->slots[i];
        if (!s.value)
            continue;
        uint32_t j = s.hash & (cap - 1);
        while (slots[j].value)
            j = (j + 1) & (cap - 1);
        slots[j] = s;
    }
    b->slots = slots;
    b->slot_mask = cap - 1;
}

/* Looks the key up. Found: returns its slot (value nonzero). Missing: with
 * claim, copies the key into the pool and returns its slot with value 0 (the
 * caller must store a nonzero value before the next lookup); without claim,
 * returns NULL. */
static spv_slot *intern(spv_builder *b, const spv_key *k, bool claim)
{
    if (claim && (uint64_t)(b->slot_used + 1) * 10 > (uint64_t)(b->slot_mask + 1) * 7)
        table_grow(b);
    uint32_t n = k->nhead + k->ntail;
    uint32_t h = key_hash(k);
    uint32_t i = h & b->slot_mask;
    for (;;) {
        spv_slot *s = &b->slots[i];
        if (!s->value)
            break;
        if (s->hash == h && s->key_len == n && key_equal(b->keys.data + s->key_off, k))
            return s;
        i = (i + 1) & b->slot_mask;
    }
    if (!claim)
        return NULL;
    uint32_t off = b->keys.count;
    uint32_t *dst = spv_words_append(b, &b->keys, n); /* touches no slot */
    memcpy(dst, k->head, (size_t)k->nhead * sizeof(uint32_t));
    if (k->ntail)
        memcpy(dst + k->nhead, k->tail, (size_t)k->ntail * sizeof(uint32_t));
    spv_slot *s = &b->slots[i];
    s->hash = h;
    s->key_off = off;
    s->key_len = n;
    b->slot_used++;
    return s;
}

uint32_t *spv_block_value(spv_builder *b, uint32_t block, SpvOp op, spv_id type, spv_id first,
                          const uint32_t *rest, uint32_t n)
{
    spv_key k = {{SPV_KEY_BLOCK_VALUE, block, (uint32_t)op, type, first}, 5, rest, n};
    return &intern(b, &k, true)->value;
}

static spv_key key2(uint32_t a, uint32_t c)
{
    spv_key k = {{a, c}, 2, NULL, 0};
    return k;
}

/* Interns the instruction [op, head[1..], tail] (head[0] is op) and, when
 * new, appends it to sec. For sets, decorations, execution modes. */
static void intern_inst(spv_builder *b, spv_words *sec, const spv_key *k)
{
    uint64_t wc = (uint64_t)k->nhead + k->ntail;
    spv_check_word_count(b, (SpvOp)k->head[0], wc);
    spv_slot *s = intern(b, k, true);
    if (s->value)
        return;
    s->value = 1;
    uint32_t *w = spv_words_append(b, sec, (uint32_t)wc);
    w[0] = ((uint32_t)wc << 16) | k->head[0];
    memcpy(w + 1, k->head + 1, (size_t)(k->nhead - 1) * sizeof(uint32_t));
    if (k->ntail)
        memcpy(w + k->nhead, k->tail, (size_t)k->ntail * sizeof(uint32_t));
}

static void info_set(spv_builder *b, spv_id id, const spv_type_info *ti)
{
    if (id >= b->info_index.count) {
        uint32_t old = b->info_index.count;
        d2s_vec_reserve(b->ctx, &b->info_index, id + 1);
        memset(b->info_index.data + old, 0, (size_t)(id + 1 - old) * sizeof(uint32_t));
        b->info_index.count = id + 1;
    }
    uint32_t k = b->info_index.data[id];
    if (k) {
        b->infos.data[k - 1] = *ti;
        return;
    }
    d2s_vec_push(b->ctx, &b->infos, *ti);
    b->info_index.data[id] = b->infos.count;
}

bool spv_type_query(spv_builder *b, spv_id id, spv_type_info *out)
{
    uint32_t k = id < b->info_index.count ? b->info_index.data[id] : 0;
    if (!k)
        return false;
    if (out)
        *out = b->infos.data[k - 1];
    return true;
}

/* ---- creation, ids -------------------------------------------------------- */

uint32_t spv_target_version(spv_target t)
{
    switch (t) {
    case SPV_TARGET_VULKAN_1_1: return 0x00010300u;
    case SPV_TARGET_VULKAN_1_2: return 0x00010500u;
    case SPV_TARGET_VULKAN_1_3: return 0x00010600u;
    }
    return 0x00010600u;
}

void spv_builder_options_init(spv_builder_options *o, spv_target target)
{
    memset(o, 0, sizeof(*o));
    o->target = target;
    o->debug_names = true;
}

spv_builder *spv_builder_create(d2s_ctx *ctx, const spv_builder_options *o)
{
    spv_builder *b = d2s_zalloc(ctx, sizeof(*b));
    b->ctx = ctx;
    b->version = o->version ? o->version : spv_target_version(o->target);
    if (b->version < 0x00010000u || b->version > 0x00010600u || (b->version & 0xFF0000FFu) != 0)
        d2s_fail(ctx, D2S_ERR_INTERNAL, "SPIR-V builder: unsupported SPIR-V version word 0x%08x", b->version);
    b->next_id = 1;
    b->names = o->debug_names;
    b->addressing = SpvAddressingModelLogical;
    b->memory_model = o->vulkan_memory_model ? SpvMemoryModelVulkan : SpvMemoryModelGLSL450;
    b->slots = d2s_zalloc_array(ctx, SPV_INITIAL_SLOTS, sizeof(spv_slot));
    b->slot_mask = SPV_INITIAL_SLOTS - 1;
    b->cur_func = b->cur_block = SPV_NONE;
    b->seg_open = b->seg_block = b->seg_cls = SPV_NONE;
    d2s_vec_reserve(ctx, &b->keys, 256);
    d2s_vec_reserve(ctx, &b->globals, 256);
    spv_capability(b, SpvCapabilityShader);
    if (o->vulkan_memory_model) {
        spv_capability(b, SpvCapabilityVulkanMemoryModel);
        if (b->version < 0x00010500u)
            spv_extension(b, "SPV_KHR_vulkan_memory_model");
    }
    return b;
}

uint32_t spv_version(const spv_builder *b) { return b->version; }

spv_id spv_alloc_id(spv_builder *b)
{
    if (D2S_UNLIKELY(b->next_id > SPV_MAX_BOUND))
        d2s_fail(b->ctx, D2S_ERR_LIMIT, "SPIR-V builder: more than %u ids", SPV_MAX_BOUND);
    return b->next_id++;
}

spv_id spv_id_bound(const spv_builder *b) { return b->next_id; }

bool spv_names_enabled(const spv_builder *b) { return b->names; }

/* ---- module-level sets ---------------------------------------------------- */

void spv_capability(spv_builder *b, SpvCapability cap)
{
    spv_key k = key2(SpvOpCapability, (uint32_t)cap);
    intern_inst(b, &b->caps, &k);
}

bool spv_has_capability(spv_builder *b, SpvCapability cap)
{
    spv_key k = key2(SpvOpCapability, (uint32_t)cap);
    return intern(b, &k, false) != NULL;
}

/* A literal string's words in arena memory (strings are rare here). */
static const uint32_t *string_words(spv_builder *b, const char *str, uint32_t *nw)
{
    *nw = spv_string_words(b, str);
    uint32_t *w = d2s_alloc_array(b->ctx, *nw, sizeof(uint32_t));
    spv_string_write(w, str, *nw);
    return w;
}

void spv_extension(spv_builder *b, const char *name)
{
    spv_key k = {{SpvOpExtension}, 1, NULL, 0};
    k.tail = string_words(b, name, &k.ntail);
    intern_inst(b, &b->exts, &k);
}

spv_id spv_ext_inst_import(spv_builder *b, const char *name)
{
    spv_key k = {{SpvOpExtInstImport}, 1, NULL, 0};
    k.tail = string_words(b, name, &k.ntail);
    spv_slot *s = intern(b, &k, true);
    if (s->value)
        return s->value;
    spv_id id = spv_alloc_id(b);
    s->value = id;
    uint32_t *w = spv_words_append(b, &b->imports, k.ntail + 2);
    w[0] = ((k.ntail + 2) << 16) | SpvOpExtInstImport;
    w[1] = id;
    memcpy(w + 2, k.tail, (size_t)k.ntail * sizeof(uint32_t));
    return id;
}

spv_id spv_glsl450(spv_builder *b)
{
    if (!b->glsl)
        b->glsl = spv_ext_inst_import(b, "GLSL.std.450");
    return b->glsl;
}

void spv_set_addressing_model(spv_builder *b, SpvAddressingModel model)
{
    b->addressing = model;
    if (model == SpvAddressingModelPhysicalStorageBuffer64) {
        spv_capability(b, SpvCapabilityPhysicalStorageBufferAddresses);
        if (b->version < 0x00010500u)
            spv_extension(b, "SPV_KHR_physical_storage_buffer");
    } else if (model == SpvAddressingModelPhysical32 || model == SpvAddressingModelPhysical64) {
        spv_capability(b, SpvCapabilityAddresses);
    }
}

/* ---- types ---------------------------------------------------------------- */

/* Interns [op, ops...] and, when new, emits OpType<op> %id ops... with the
 * given info (may be NULL). */
static spv_id type_intern(spv_builder *b, SpvOp op, const uint32_t *ops, uint32_t n, const spv_type_info *ti)
{
    spv_check_word_count(b, op, (uint64_t)n + 2);
    spv_key k = {{op}, 1, ops, n};
    spv_slot *s = intern(b, &k, true);
    if (s->value)
        return s->value;
    spv_id id = spv_alloc_id(b);
    s->value = id;
    uint32_t *w = spv_words_append(b, &b->globals, n + 2);
    w[0] = ((n + 2) << 16) | op;
    w[1] = id;
    if (n)
        memcpy(w + 2, ops, (size_t)n * sizeof(uint32_t));
    if (ti)
        info_set(b, id, ti);
    return id;
}

static spv_type_info info_of(SpvOp op)
{
    spv_type_info ti;
    memset(&ti, 0, sizeof(ti));
    ti.op = op;
    ti.storage = SpvStorageClassMax;
    return ti;
}

spv_id spv_type_void(spv_builder *b)
{
    if (D2S_LIKELY(b->void_type))
        return b->void_type;
    spv_type_info ti = info_of(SpvOpTypeVoid);
    return b->void_type = type_intern(b, SpvOpTypeVoid, NULL, 0, &ti);
}

spv_id spv_type_bool(spv_builder *b)
{
    if (D2S_LIKELY(b->bool_type))
        return b->bool_type;
    spv_type_info ti = info_of(SpvOpTypeBool);
    return b->bool_type = type_intern(b, SpvOpTypeBool, NULL, 0, &ti);
}

/* 8/16/32/64 -> 0..3, anything else -> 4. */
static uint32_t width_index(uint32_t width)
{
    switch (width) {
    case 8: return 0;
    case 16: return 1;
    case 32: return 2;
    case 64: return 3;
    default: return 4;
    }
}

spv_id spv_type_int(spv_builder *b, uint32_t width, bool is_signed)
{
    uint32_t wi = width_index(width);
    if (wi > 3)
        spv_misuse(b, "integer type of %u bits", width);
    spv_id *cache = &b->int_types[wi][is_signed];
    if (D2S_LIKELY(*cache))
        return *cache;
    spv_type_info ti = info_of(SpvOpTypeInt);
    ti.width = width;
    ti.is_signed = is_signed;
    uint32_t ops[2] = {width, is_signed ? 1u : 0u};
    return *cache = type_intern(b, SpvOpTypeInt, ops, 2, &ti);
}

spv_id spv_type_float(spv_builder *b, uint32_t width)
{
    uint32_t wi = width_index(width);
    if (wi == 0 || wi > 3)
        spv_misuse(b, "float type of %u bits", width);
    spv_id *cache = &b->float_types[wi];
    if (D2S_LIKELY(*cache))
        return *cache;
    spv_type_info ti = info_of(SpvOpTypeFloat);
    ti.width = width;
    return *cache = type_intern(b, SpvOpTypeFloat, &width, 1, &ti);
}

spv_id spv_type_vector(spv_builder *b, spv_id component, uint32_t count)
{
    if (count < 2)
        spv_misuse(b, "vector of %u components", count);
    spv_type_info ti = info_of(SpvOpTypeVector);
    ti.elem = component;
    ti.count = count;
    uint32_t ops[2] = {component, count};
    return type_intern(b, SpvOpTypeVector, ops, 2, &ti);
}

spv_id spv_type_matrix(spv_builder *b, spv_id column, uint32_t columns)
{
    if (columns < 2)
        spv_misuse(b, "matrix of %u columns", columns);
    spv_type_info ti = info_of(SpvOpTypeMatrix);
    ti.elem = column;
    ti.count = columns;
    uint32_t ops[2] = {column, columns};
    return type_intern(b, SpvOpTypeMatrix, ops, 2, &ti);
}

/* Arrays: keyed with their stride, so differently laid-out arrays of the
 * same element get distinct types, each decorated once. */
static spv_id array_intern(spv_builder *b, bool runtime, spv_id elem, spv_id length, uint32_t stride)
{
    spv_key k = {{runtime ? SPV_KEY_RTARRAY : SPV_KEY_ARRAY, elem, length, stride}, 4, NULL, 0};
    spv_slot *s = intern(b, &k, true);
    if (s->value)
        return s->value;
    spv_id id = spv_alloc_id(b);
    s->value = id;
    uint32_t *w = spv_words_append(b, &b->globals, runtime ? 3 : 4);
    w[0] = ((runtime ? 3u : 4u) << 16) | (runtime ? SpvOpTypeRuntimeArray : SpvOpTypeArray);
    w[1] = id;
    w[2] = elem;
    if (!runtime)
        w[3] = length;
    spv_type_info ti = info_of(runtime ? SpvOpTypeRuntimeArray : SpvOpTypeArray);
    ti.elem = elem;
    ti.count = runtime ? 0 : length;
    info_set(b, id, &ti);
    if (stride)
        spv_decorate1(b, id, SpvDecorationArrayStride, stride);
    return id;
}

spv_id spv_type_array(spv_builder *b, spv_id elem, spv_id length, uint32_t stride)
{
    return array_intern(b, false, elem, length, stride);
}

spv_id spv_type_array_n(spv_builder *b, spv_id elem, uint32_t length, uint32_t stride)
{
    if (length == 0)
        spv_misuse(b, "array of length 0");
    return array_intern(b, false, elem, spv_const_u32(b, length), stride);
}

spv_id spv_type_runtime_array(spv_builder *b, spv_id elem, uint32_t stride)
{
    return array_intern(b, true, elem, 0, stride);
}

spv_id spv_type_struct(spv_builder *b, const spv_id *members, uint32_t count)
{
    spv_check_word_count(b, SpvOpTypeStruct, (uint64_t)count + 2);
    spv_id id = spv_alloc_id(b);
    uint32_t *w = spv_words_append(b, &b->globals, count + 2);
    w[0] = ((count + 2) << 16) | SpvOpTypeStruct;
    w[1] = id;
    if (count)
        memcpy(w + 2, members, (size_t)count * sizeof(uint32_t));
    spv_type_info ti = info_of(SpvOpTypeStruct);
    ti.count = count;
    info_set(b, id, &ti);
    return id;
}

spv_id spv_type_pointer(spv_builder *b, SpvStorageClass sc, spv_id pointee)
{
    spv_type_info ti = info_of(SpvOpTypePointer);
    ti.elem = pointee;
    ti.storage = sc;
    uint32_t ops[2] = {(uint32_t)sc, pointee};
    return type_intern(b, SpvOpTypePointer, ops, 2, &ti);
}

spv_id spv_type_function(spv_builder *b, spv_id ret, const spv_id *params, uint32_t count)
{
    spv_check_word_count(b, SpvOpTypeFunction, (uint64_t)count + 3);
    spv_key k = {{SpvOpTypeFunction, ret}, 2, params, count};
    spv_slot *s = intern(b, &k, true);
    if (s->value)
        return s->value;
    spv_id id = spv_alloc_id(b);
    s->value = id;
    uint32_t *w = spv_words_append(b, &b->globals, count + 3);
    w[0] = ((count + 3) << 16) | SpvOpTypeFunction;
    w[1] = id;
    w[2] = ret;
    if (count)
        memcpy(w + 3, params, (size_t)count * sizeof(uint32_t));
    spv_type_info ti = info_of(SpvOpTypeFunction);
    ti.elem = ret;
    ti.count = count;
    info_set(b, id, &ti);
    return id;
}

spv_id spv_type_image(spv_builder *b, spv_id sampled_type, SpvDim dim, uint32_t depth,
                      bool arrayed, bool multisampled, uint32_t sampled, SpvImageFormat format)
{
    uint32_t ops[7] = {sampled_type, (uint32_t)dim, depth, arrayed ? 1u : 0u,
                       multisampled ? 1u : 0u, sampled, (uint32_t)format};
    spv_type_info ti = info_of(SpvOpTypeImage);
    ti.elem = sampled_type;
    return type_intern(b, SpvOpTypeImage, ops, 7, &ti);
}

spv_id spv_type_sampled_image(spv_builder *b, spv_id image)
{
    spv_type_info ti = info_of(SpvOpTypeSampledImage);
    ti.elem = image;
    return type_intern(b, SpvOpTypeSampledImage, &image, 1, &ti);
}

spv_id spv_type_sampler(spv_builder *b)
{
    spv_type_info ti = info_of(SpvOpTypeSampler);
    return type_intern(b, SpvOpTypeSampler, NULL, 0, &ti);
}

spv_id spv_type_accel_struct(spv_builder *b)
{
    spv_type_info ti = info_of(SpvOpTypeAccelerationStructureKHR);
    return type_intern(b, SpvOpTypeAccelerationStructureKHR, NULL, 0, &ti);
}

spv_id spv_type_ray_query(spv_builder *b)
{
    spv_type_info ti = info_of(SpvOpTypeRayQueryKHR);
    return type_intern(b, SpvOpTypeRayQueryKHR, NULL, 0, &ti);
}

spv_id spv_type_generic(spv_builder *b, SpvOp op, const uint32_t *ops, uint32_t n)
{
    spv_type_info ti = info_of(op);
    return type_intern(b, op, ops, n, &ti);
}

/* ---- constants ------------------------------------------------------------ */

/* Interns [op, type, ops...]; when new emits op %type %id ops... */
static spv_id const_intern_table(spv_builder *b, SpvOp op, spv_id type, const uint32_t *ops, uint32_t n);

static spv_id const_intern(spv_builder *b, SpvOp op, spv_id type, const uint32_t *ops, uint32_t n)
{
    if (op != SpvOpConstant || n != 1)
        return const_intern_table(b, op, type, ops, n);
    uint32_t slot = ((ops[0] * 0x9E3779B1u) ^ (type * 0x85ebca6bu)) >> 26;
    if (b->const_cache[slot].type == type && b->const_cache[slot].value == ops[0] && b->const_cache[slot].id)
        return b->const_cache[slot].id;
    spv_id id = const_intern_table(b, op, type, ops, n);
    b->const_cache[slot].type = type;
    b->const_cache[slot].value = ops[0];
    b->const_cache[slot].id = id;
    return id;
}

static spv_id const_intern_table(spv_builder *b, SpvOp op, spv_id type, const uint32_t *ops, uint32_t n)
{
    spv_check_word_count(b, op, (uint64_t)n + 3);
    spv_key k = {{op, type}, 2, ops, n};
    spv_slot *s = intern(b, &k, true);
    if (s->value)
        return s->value;
    spv_id id = spv_alloc_id(b);
    s->value = id;
    uint32_t *w = spv_words_append(b, &b->globals, n + 3);
    w[0] = ((n + 3) << 16) | op;
    w[1] = type;
    w[2] = id;
    if (n)
        memcpy(w + 3, ops, (size_t)n * sizeof(uint32_t));
    return id;
}

spv_id spv_const_bool(spv_builder *b, bool v)
{
    return const_intern(b, v ? SpvOpConstantTrue : SpvOpConstantFalse, spv_type_bool(b), NULL, 0);
}

/* Literal words of a scalar constant of type ti, per the spec's rule for
 * narrow types: high bits zero, or sign-extended for signed integers. */
/* The scalar type caches answer most type questions of constants without a
 * table lookup. */
static bool cached_scalar_info(const spv_builder *b, spv_id type, spv_type_info *ti)
{
    static const uint32_t widths[4] = {8, 16, 32, 64};
    if (!type)
        return false;
    for (uint32_t wi = 0; wi < 4; wi++) {
        for (uint32_t sg = 0; sg < 2; sg++) {
            if (b->int_types[wi][sg] == type) {
                *ti = info_of(SpvOpTypeInt);
                ti->width = widths[wi];
                ti->is_signed = sg;
                return true;
            }
        }
        if (b->float_types[wi] == type) {
            *ti = info_of(SpvOpTypeFloat);
            ti->width = widths[wi];
            return true;
        }
    }
    return false;
}

static uint32_t scalar_words(spv_builder *b, spv_id type, uint64_t bits, uint32_t out[2], spv_type_info *ti)
{
    if (!cached_scalar_info(b, type, ti) && !spv_type_query(b, type, ti))
        spv_misuse(b, "scalar constant of id %u, which is not a type made by the builder", type);
    if (ti->op != SpvOpTypeInt && ti->op != SpvOpTypeFloat && ti->op != SpvOpTypeBool)
        spv_misuse(b, "scalar constant of id %u, which is not an int/float/bool type made by the builder", type);
    if (ti->op == SpvOpTypeBool)
        return 0;
    if (ti->width == 64) {
        out[0] = (uint32_t)bits;
        out[1] = (uint32_t)(bits >> 32);
        return 2;
    }
    uint32_t v = (uint32_t)bits;
    if (ti->width < 32) {
        uint32_t mask = (1u << ti->width) - 1;
        v &= mask;
        if (ti->op == SpvOpTypeInt && ti->is_signed && (v >> (ti->width - 1)))
            v |= ~mask;
    }
    out[0] = v;
    return 1;
}

spv_id spv_const_scalar(spv_builder *b, spv_id type, uint64_t bits)
{
    uint32_t w[2];
    spv_type_info ti;
    uint32_t n = scalar_words(b, type, bits, w, &ti);
    if (ti.op == SpvOpTypeBool)
        return const_intern(b, bits ? SpvOpConstantTrue : SpvOpConstantFalse, type, NULL, 0);
    return const_intern(b, SpvOpConstant, type, w, n);
}

spv_id spv_const_u32(spv_builder *b, uint32_t v)
{
    return const_intern(b, SpvOpConstant, spv_type_int(b, 32, false), &v, 1);
}

spv_id spv_const_i32(spv_builder *b, int32_t v)
{
    uint32_t w = (uint32_t)v;
    return const_intern(b, SpvOpConstant, spv_type_int(b, 32, true), &w, 1);
}

spv_id spv_const_u64(spv_builder *b, uint64_t v)
{
    uint32_t w[2] = {(uint32_t)v, (uint32_t)(v >> 32)};
    return const_intern(b, SpvOpConstant, spv_type_int(b, 64, false), w, 2);
}

spv_id spv_const_f32(spv_builder *b, float v)
{
    uint32_t w;
    memcpy(&w, &v, sizeof(w));
    return const_intern(b, SpvOpConstant, spv_type_float(b, 32), &w, 1);
}

spv_id spv_const_f64(spv_builder *b, double v)
{
    uint64_t u;
    memcpy(&u, &v, sizeof(u));
    uint32_t w[2] = {(uint32_t)u, (uint32_t)(u >> 32)};
    return const_intern(b, SpvOpConstant, spv_type_float(b, 64), w, 2);
}

spv_id spv_const_composite(spv_builder *b, spv_id type, const spv_id *parts, uint32_t n)
{
    return const_intern(b, SpvOpConstantComposite, type, parts, n);
}

spv_id spv_const_null(spv_builder *b, spv_id type)
{
    return const_intern(b, SpvOpConstantNull, type, NULL, 0);
}

spv_id spv_undef(spv_builder *b, spv_id type)
{
    return const_intern(b, SpvOpUndef, type, NULL, 0);
}

spv_id spv_global_emit(spv_builder *b, SpvOp op, spv_id type, spv_id result, const uint32_t *ops, uint32_t n)
{
    bool has_result = result != SPV_NO_RESULT;
    if (type && !has_result)
        spv_misuse(b, "global instruction (opcode %u) with a type but no result", (unsigned)op);
    if (has_result && !result)
        result = spv_alloc_id(b);
    uint64_t wc = 1 + (uint64_t)(type != 0) + has_result + n;
    spv_check_word_count(b, op, wc);
    uint32_t *w = spv_words_append(b, &b->globals, (uint32_t)wc);
    *w++ = ((uint32_t)wc << 16) | op;
    if (type)
        *w++ = type;
    if (has_result)
        *w++ = result;
    if (n)
        memcpy(w, ops, (size_t)n * sizeof(uint32_t));
    return has_result ? result : 0;
}

spv_id spv_spec_const_bool(spv_builder *b, bool v, uint32_t spec_id)
{
    spv_id id = spv_global_emit(b, v ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse,
                                spv_type_bool(b), 0, NULL, 0);
    spv_decorate1(b, id, SpvDecorationSpecId, spec_id);
    return id;
}

spv_id spv_spec_const_scalar(spv_builder *b, spv_id type, uint64_t bits, uint32_t spec_id)
{
    uint32_t w[2];
    spv_type_info ti;
    uint32_t n = scalar_words(b, type, bits, w, &ti);
    spv_id id;
    if (ti.op == SpvOpTypeBool)
        id = spv_global_emit(b, bits ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse, type, 0, NULL, 0);
    else
        id = spv_global_emit(b, SpvOpSpecConstant, type, 0, w, n);
    spv_decorate1(b, id, SpvDecorationSpecId, spec_id);
    return id;
}

/* ---- variables ------------------------------------------------------------ */

spv_id spv_variable(spv_builder *b, spv_id ptr_type, SpvStorageClass sc, spv_id init)
{
    uint32_t ops[2] = {(uint32_t)sc, init};
    if (sc == SpvStorageClassFunction)
        return spv_emit(b, SpvOpVariable, ptr_type, 0, ops, init ? 2 : 1);
    spv_id id = spv_global_emit(b, SpvOpVariable, ptr_type, 0, ops, init ? 2 : 1);
    spv_type_info ti = info_of(SpvOpVariable);
    ti.elem = ptr_type;
    ti.storage = sc;
    info_set(b, id, &ti);
    return id;
}

/* ---- debug names ---------------------------------------------------------- */

static void name_inst(spv_builder *b, SpvOp op, spv_id target, uint32_t member, bool has_member, const char *name)
{
    uint32_t nw = spv_string_words(b, name);
    uint32_t fixed = has_member ? 3 : 2;
    spv_check_word_count(b, op, (uint64_t)nw + fixed);
    uint32_t *w = spv_words_append(b, &b->debug, nw + fixed);
    w[0] = ((nw + fixed) << 16) | op;
    w[1] = target;
    if (has_member)
        w[2] = member;
    spv_string_write(w + fixed, name, nw);
}

void spv_name(spv_builder *b, spv_id target, const char *name)
{
    if (b->names && name)
        name_inst(b, SpvOpName, target, 0, false, name);
}

void spv_member_name(spv_builder *b, spv_id type, uint32_t member, const char *name)
{
    if (b->names && name)
        name_inst(b, SpvOpMemberName, type, member, true, name);
}

/* ---- decorations ---------------------------------------------------------- */

void spv_decorate(spv_builder *b, spv_id target, SpvDecoration d, const uint32_t *lits, uint32_t n)
{
    spv_key k = {{SpvOpDecorate, target, (uint32_t)d}, 3, lits, n};
    intern_inst(b, &b->annot, &k);
}

void spv_decorate0(spv_builder *b, spv_id target, SpvDecoration d) { spv_decorate(b, target, d, NULL, 0); }

void spv_decorate1(spv_builder *b, spv_id target, SpvDecoration d, uint32_t lit)
{
    spv_decorate(b, target, d, &lit, 1);
}

void spv_decorate_id(spv_builder *b, spv_id target, SpvDecoration d, const spv_id *ids, uint32_t n)
{
    spv_key k = {{SpvOpDecorateId, target, (uint32_t)d}, 3, ids, n};
    intern_inst(b, &b->annot, &k);
}

void spv_decorate_string(spv_builder *b, spv_id target, SpvDecoration d, const char *str)
{
    spv_key k = {{SpvOpDecorateString, target, (uint32_t)d}, 3, NULL, 0};
    k.tail = string_words(b, str, &k.ntail);
    intern_inst(b, &b->annot, &k);
}

void spv_member_decorate(spv_builder *b, spv_id type, uint32_t member, SpvDecoration d,
                         const uint32_t *lits, uint32_t n)
{
    spv_key k = {{SpvOpMemberDecorate, type, member, (uint32_t)d}, 4, lits, n};
    intern_inst(b, &b->annot, &k);
}

void spv_member_decorate0(spv_builder *b, spv_id type, uint32_t member, SpvDecoration d)
{
    spv_member_decorate(b, type, member, d, NULL, 0);
}

void spv_member_decorate1(spv_builder *b, spv_id type, uint32_t member, SpvDecoration d, uint32_t lit)
{
    spv_member_decorate(b, type, member, d, &lit, 1);
}

void spv_decorate_binding(spv_builder *b, spv_id var, uint32_t set, uint32_t binding)
{
    spv_decorate1(b, var, SpvDecorationDescriptorSet, set);
    spv_decorate1(b, var, SpvDecorationBinding, binding);
}

void spv_decorate_builtin(spv_builder *b, spv_id var, SpvBuiltIn builtin)
{
    spv_decorate1(b, var, SpvDecorationBuiltIn, (uint32_t)builtin);
}

/* ---- entry points and execution modes ------------------------------------- */

uint32_t spv_entry_point(spv_builder *b, SpvExecutionModel model, spv_id fn, const char *name)
{
    spv_entry e;
    memset(&e, 0, sizeof(e));
    e.model = model;
    e.fn = fn;
    (void)spv_string_words(b, name); /* length check up front */
    e.name = d2s_strndup(b->ctx, name, strlen(name));
    d2s_vec_push(b->ctx, &b->entries, e);
    return b->entries.count - 1;
}

void spv_entry_point_interface(spv_builder *b, uint32_t entry, spv_id var)
{
    if (entry >= b->entries.count)
        spv_misuse(b, "interface variable %u for entry point #%u, which does not exist", var, entry);
    spv_key k = {{SPV_KEY_INTERFACE, entry, var}, 3, NULL, 0};
    spv_slot *s = intern(b, &k, true);
    if (s->value)
        return;
    s->value = 1;
    d2s_vec_push(b->ctx, &b->entries.data[entry].iface, var);
}

void spv_execution_mode(spv_builder *b, spv_id fn, SpvExecutionMode mode, const uint32_t *lits, uint32_t n)
{
    spv_key k = {{SpvOpExecutionMode, fn, (uint32_t)mode}, 3, lits, n};
    intern_inst(b, &b->modes, &k);
}

void spv_execution_mode0(spv_builder *b, spv_id fn, SpvExecutionMode mode)
{
    spv_execution_mode(b, fn, mode, NULL, 0);
}

void spv_execution_mode_id(spv_builder *b, spv_id fn, SpvExecutionMode mode, const spv_id *ids, uint32_t n)
{
    spv_key k = {{SpvOpExecutionModeId, fn, (uint32_t)mode}, 3, ids, n};
    intern_inst(b, &b->modes, &k);
}

void spv_local_size(spv_builder *b, spv_id fn, uint32_t x, uint32_t y, uint32_t z)
{
    uint32_t lits[3] = {x, y, z};
    spv_execution_mode(b, fn, SpvExecutionModeLocalSize, lits, 3);
}

void spv_local_size_id(spv_builder *b, spv_id fn, spv_id x, spv_id y, spv_id z)
{
    uint32_t ids[3] = {x, y, z};
    spv_execution_mode_id(b, fn, SpvExecutionModeLocalSizeId, ids, 3);
}

/* ---- the binary writer ---------------------------------------------------- */

/* Before SPIR-V 1.4 an entry point lists only its Input/Output variables. */
static bool iface_keep(spv_builder *b, spv_id var)
{
    if (b->version >= 0x00010400u)
        return true;
    spv_type_info ti;
    if (!spv_type_query(b, var, &ti) || ti.op != SpvOpVariable)
        return true;
    return ti.storage == SpvStorageClassInput || ti.storage == SpvStorageClassOutput;
}

static uint32_t *put_words(uint32_t *dst, const spv_words *w)
{
    if (w->count)
        memcpy(dst, w->data, (size_t)w->count * sizeof(uint32_t));
    return dst + w->count;
}

static uint32_t *put_function(spv_builder *b, uint32_t *o, const spv_func *f)
{
    *o++ = (5u << 16) | SpvOpFunction;
    *o++ = f->ret_type;
    *o++ = f->id;
    *o++ = f->control;
    *o++ = f->fn_type;
    for (uint32_t p = f->param_begin; p < f->param_end; p += 2) {
        *o++ = (3u << 16) | SpvOpFunctionParameter;
        *o++ = b->params.data[p + 1];
        *o++ = b->params.data[p];
    }
    for (uint32_t bi = f->block_begin; bi < f->block_end; bi++) {
        const spv_blockrec *r = &b->blocks.data[bi];
        *o++ = (2u << 16) | SpvOpLabel;
        *o++ = r->label;
        for (uint32_t c = 0; c < SPV_CLS_COUNT; c++) {
            for (uint32_t si = r->first[c]; si; si = b->segs.data[si - 1].next) {
                const spv_seg *s = &b->segs.data[si - 1];
                memcpy(o, s->start, (size_t)s->len * sizeof(uint32_t));
                o += s->len;
            }
        }
    }
    *o++ = (1u << 16) | SpvOpFunctionEnd;
    return o;
}

const uint32_t *spv_finish(spv_builder *b, size_t *word_count)
{
    if (b->cur_func != SPV_NONE)
        spv_misuse(b, "spv_finish while function %u is still open", b->funcs.data[b->cur_func].id);
    if (b->next_id > SPV_MAX_BOUND + 1)
        d2s_fail(b->ctx, D2S_ERR_LIMIT, "SPIR-V builder: id bound %u is over the limit of %u",
                 b->next_id, SPV_MAX_BOUND);

    /* Upper bound of the size: entry points count all their interface ids
     * even where spv_finish will drop some. */
    uint64_t total = 5 + (uint64_t)b->caps.count + b->exts.count + b->imports.count + 3 +
                     b->modes.count + b->debug.count + b->annot.count + b->globals.count;
    for (uint32_t i = 0; i < b->entries.count; i++) {
        const spv_entry *e = &b->entries.data[i];
        uint64_t wc = 3 + (uint64_t)spv_string_words(b, e->name) + e->iface.count;
        spv_check_word_count(b, SpvOpEntryPoint, wc);
        total += wc;
    }
    for (uint32_t i = 0; i < b->funcs.count; i++) {
        const spv_func *f = &b->funcs.data[i];
        total += 6 + (uint64_t)(f->param_end - f->param_begin) / 2 * 3 +
                 (uint64_t)(f->block_end - f->block_begin) * 2;
    }
    total += b->code_words;
    if (total > UINT32_MAX)
        d2s_fail(b->ctx, D2S_ERR_LIMIT, "SPIR-V builder: module of %llu words is too large",
                 (unsigned long long)total);

    uint32_t *out = d2s_alloc_array(b->ctx, (size_t)total, sizeof(uint32_t));
    uint32_t *o = out;
    *o++ = SpvMagicNumber;
    *o++ = b->version;
    *o++ = 0; /* generator: unregistered */
    *o++ = b->next_id;
    *o++ = 0; /* schema */
    o = put_words(o, &b->caps);
    o = put_words(o, &b->exts);
    o = put_words(o, &b->imports);
    *o++ = (3u << 16) | SpvOpMemoryModel;
    *o++ = (uint32_t)b->addressing;
    *o++ = (uint32_t)b->memory_model;
    for (uint32_t i = 0; i < b->entries.count; i++) {
        const spv_entry *e = &b->entries.data[i];
        uint32_t nw = spv_string_words(b, e->name);
        uint32_t *hdr = o;
        o += 3;
        spv_string_write(o, e->name, nw);
        o += nw;
        for (uint32_t k = 0; k < e->iface.count; k++)
            if (iface_keep(b, e->iface.data[k]))
                *o++ = e->iface.data[k];
        hdr[0] = ((uint32_t)(o - hdr) << 16) | SpvOpEntryPoint;
        hdr[1] = (uint32_t)e->model;
        hdr[2] = e->fn;
    }
    o = put_words(o, &b->modes);
    o = put_words(o, &b->debug);
    o = put_words(o, &b->annot);
    o = put_words(o, &b->globals);
    /* Declarations (no blocks) must precede definitions. */
    for (int pass = 0; pass < 2; pass++)
        for (uint32_t i = 0; i < b->funcs.count; i++) {
            const spv_func *f = &b->funcs.data[i];
            if ((f->block_begin == f->block_end) == (pass == 0))
                o = put_function(b, o, f);
        }
    *word_count = (size_t)(o - out);
    return out;
}
