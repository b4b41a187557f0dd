#include "util/arena.h"

#include <stdlib.h>

/* Idle chunks in a cache are poisoned under AddressSanitizer, so that a use
 * of a freed result's memory is still caught when the chunk is kept. */
#if defined(__SANITIZE_ADDRESS__)
#define D2S_ARENA_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define D2S_ARENA_ASAN 1
#endif
#endif
#ifdef D2S_ARENA_ASAN
#include <sanitizer/asan_interface.h>
#define POISON(p, n) ASAN_POISON_MEMORY_REGION((p), (n))
#define UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION((p), (n))
#else
#define POISON(p, n) ((void)(p), (void)(n))
#define UNPOISON(p, n) ((void)(p), (void)(n))
#endif

struct d2s_arena_chunk {
    d2s_arena_chunk *next;
    size_t size;
    /* payload follows, max_align_t aligned */
};

#define CHUNK_HDR ((sizeof(d2s_arena_chunk) + 15u) & ~(size_t)15u)
#define MIN_CHUNK ((size_t)16 * 1024)

void d2s_arena_init(d2s_arena *a, size_t budget)
{
    a->head = NULL;
    a->cur = a->end = NULL;
    a->total = 0;
    a->budget = budget;
    a->next_chunk = MIN_CHUNK;
    a->after_hint = 0;
    a->cache = NULL;
    a->retired = 0;
}

/* Chunks smaller than a regular one (the exact-size chunk of an error
 * message) are not worth keeping. */
static void put_chunk(d2s_chunk_cache *cc, d2s_arena_chunk *c)
{
    size_t bytes = c->size + CHUNK_HDR;
    if (!cc || c->size < MIN_CHUNK || bytes > cc->max_bytes - cc->bytes) {
        free(c);
        return;
    }
    c->next = cc->free;
    cc->free = c;
    cc->bytes += bytes;
    POISON((uint8_t *)c + CHUNK_HDR, c->size);
}

void d2s_arena_release(d2s_arena *a)
{
    /* Newest first: when the cache fills up, the older chunks go back to
     * malloc. */
    d2s_arena_chunk *c = a->head;
    while (c) {
        d2s_arena_chunk *n = c->next;
        put_chunk(a->cache, c);
        c = n;
    }
    a->head = NULL;
    a->cur = a->end = NULL;
    a->total = 0;
    a->retired = 0;
}

size_t d2s_arena_used(const d2s_arena *a)
{
    if (!a->head)
        return a->retired;
    return a->retired + (size_t)(a->cur - ((uint8_t *)a->head + CHUNK_HDR));
}

void d2s_arena_size_hint(d2s_arena *a, size_t bytes)
{
    /* A chunk the budget cannot take would turn every later allocation into
     * an exact-size chunk of its own. */
    size_t max = (size_t)8 * 1024 * 1024;
    if (a->budget && max > a->budget / 8)
        max = a->budget / 8;
    if (bytes > max)
        bytes = max;
    bytes = (bytes + 4095u) & ~(size_t)4095u;
    if (bytes > a->next_chunk) {
        a->after_hint = bytes / 4 > a->next_chunk ? bytes / 4 : a->next_chunk;
        a->next_chunk = bytes;
    }
}

void d2s_chunk_cache_init(d2s_chunk_cache *c, size_t max_bytes)
{
    c->free = NULL;
    c->bytes = 0;
    c->max_bytes = max_bytes;
}

void d2s_chunk_cache_release(d2s_chunk_cache *c)
{
    d2s_arena_chunk *k = c->free;
    while (k) {
        d2s_arena_chunk *n = k->next;
        UNPOISON((uint8_t *)k + CHUNK_HDR, k->size);
        free(k);
        k = n;
    }
    c->free = NULL;
    c->bytes = 0;
}

/* Sizes are rounded up to D2S_ARENA_ALIGN; 0 still takes one slot. */
static size_t round_size(size_t size)
{
    size = D2S_ARENA_ROUND(size);
    return size ? size : D2S_ARENA_ALIGN;
}

/* The smallest idle chunk that holds `want` bytes. Only `want` bytes of it
 * are used and counted against the budget, so that a translation allocates
 * exactly as it would from malloc, and fails or succeeds the same way. */
static d2s_arena_chunk *take_cached(d2s_chunk_cache *cc, size_t want)
{
    d2s_arena_chunk **best = NULL;
    for (d2s_arena_chunk **pp = &cc->free; *pp; pp = &(*pp)->next)
        if ((*pp)->size >= want && (!best || (*pp)->size < (*best)->size))
            best = pp;
    if (!best)
        return NULL;
    d2s_arena_chunk *c = *best;
    *best = c->next;
    cc->bytes -= c->size + CHUNK_HDR;
    UNPOISON((uint8_t *)c + CHUNK_HDR, c->size);
    return c;
}

static void *new_chunk(d2s_arena *a, size_t size, size_t want)
{
    d2s_arena_chunk *c = a->cache && a->cache->free ? take_cached(a->cache, want) : NULL;
    if (!c) {
        c = malloc(CHUNK_HDR + want);
        if (!c)
            return NULL;
        c->size = want;
    }
    if (a->head)
        a->retired += (size_t)(a->cur - ((uint8_t *)a->head + CHUNK_HDR));
    c->next = a->head;
    a->head = c;
    a->total += want + CHUNK_HDR;
    uint8_t *base = (uint8_t *)c + CHUNK_HDR;
    a->cur = base + size;
    a->end = base + want;
    return base;
}

bool d2s_arena_over_budget(const d2s_arena *a, size_t size)
{
    if (!a->budget)
        return false;
    if (size > SIZE_MAX / 4)
        return true;
    size = round_size(size);
    /* Mirrors d2s_arena_alloc_raw: the smallest chunk that could hold it. */
    return (size_t)(a->end - a->cur) < size && a->total + size + CHUNK_HDR > a->budget;
}

void *d2s_arena_alloc_unbudgeted(d2s_arena *a, size_t size)
{
    if (size > SIZE_MAX / 4)
        return NULL;
    size = round_size(size);
    if ((size_t)(a->end - a->cur) >= size) {
        void *p = a->cur;
        a->cur += size;
        return p;
    }
    /* The rest of the current chunk is abandoned; this is the last
     * allocation of a failed translation. */
    return new_chunk(a, size, size);
}

void *d2s_arena_alloc_slow(d2s_arena *a, size_t size)
{
    if (size > SIZE_MAX / 4)
        return NULL;
    size = round_size(size);
    if ((size_t)(a->end - a->cur) >= size) {
        void *p = a->cur;
        a->cur += size;
        return p;
    }
    size_t want = a->next_chunk;
    if (want < size)
        want = size;
    if (a->budget && (a->total + want + CHUNK_HDR > a->budget)) {
        /* Try the smallest chunk that fits before giving up. */
        want = size;
        if (a->total + want + CHUNK_HDR > a->budget)
            return NULL;
    }
    void *p = new_chunk(a, size, want);
    if (p && a->after_hint) {
        a->next_chunk = a->after_hint;
        a->after_hint = 0;
    } else if (p && a->next_chunk < (size_t)8 * 1024 * 1024) {
        a->next_chunk *= 2;
    }
    return p;
}
