#include "util/arena.h"

#include <stdlib.h>

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
}

void d2s_arena_release(d2s_arena *a)
{
    d2s_arena_chunk *c = a->head;
    while (c) {
        d2s_arena_chunk *n = c->next;
        free(c);
        c = n;
    }
    a->head = NULL;
    a->cur = a->end = NULL;
    a->total = 0;
}

/* Sizes are rounded up to 16 (max_align_t); 0 still takes one slot. */
static size_t round_size(size_t size)
{
    size = (size + 15u) & ~(size_t)15u;
    return size ? size : 16;
}

static void *new_chunk(d2s_arena *a, size_t size, size_t want)
{
    d2s_arena_chunk *c = malloc(CHUNK_HDR + want);
    if (!c)
        return NULL;
    c->next = a->head;
    c->size = want;
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

void *d2s_arena_alloc_raw(d2s_arena *a, size_t size)
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
    if (p && a->next_chunk < (size_t)8 * 1024 * 1024)
        a->next_chunk *= 2;
    return p;
}
