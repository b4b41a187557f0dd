/* Per-translation bump allocator.
 *
 * Every structure a translation builds (types, values, IR, diagnostics)
 * lives in one arena that is released in one call, so error paths cannot
 * leak and the hot path never calls malloc per instruction. Chunks grow
 * geometrically; a byte budget (the translation's memory limit) is enforced
 * here, so a hostile input that claims huge sizes fails before it allocates.
 */
#ifndef D2S_ARENA_H
#define D2S_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct d2s_arena_chunk d2s_arena_chunk;

/* Chunks kept between translations (one per API context, so one thread at
 * a time). Fresh malloc'ed memory costs a page fault per 4 KiB on first
 * touch, and glibc hands chunks over its mmap threshold back to the kernel
 * on every free: for a translation of a few hundred KiB that was over half
 * its time. Reused chunks are already mapped. */
typedef struct d2s_chunk_cache {
    d2s_arena_chunk *free; /* idle chunks, any order */
    size_t bytes;          /* their total size, headers included */
    size_t max_bytes;      /* chunks beyond this go back to malloc */
} d2s_chunk_cache;

typedef struct d2s_arena {
    d2s_arena_chunk *head;
    uint8_t *cur;
    uint8_t *end;
    size_t total;      /* bytes obtained from malloc so far */
    size_t budget;     /* 0 = unlimited */
    size_t next_chunk; /* size of the next chunk to ask for */
    size_t after_hint; /* nonzero: next_chunk once the hinted chunk is taken */
    d2s_chunk_cache *cache; /* NULL: chunks come from and go to malloc */
    size_t retired;    /* bytes handed out from chunks before the current one */
} d2s_arena;

void d2s_arena_init(d2s_arena *a, size_t budget);
/* Releases every chunk (to a->cache when set). The arena can be reused
 * after d2s_arena_init. */
void d2s_arena_release(d2s_arena *a);
/* Sizes the next chunk for about `bytes` more, so that a translation whose
 * needs can be estimated up front (from its input size) starts with one
 * chunk instead of a run of doubling ones. Never shrinks the next chunk.
 * Should the estimate fall short, growth resumes from a quarter of it
 * rather than doubling it. */
void d2s_arena_size_hint(d2s_arena *a, size_t bytes);
/* Bytes handed out so far (allocation sizes rounded up, plus the unused
 * tails of chunks left behind): the translation's peak, since nothing is
 * freed before the release. Computed, not counted, so that the inline
 * allocation path stays a compare and an add. */
size_t d2s_arena_used(const d2s_arena *a);

void d2s_chunk_cache_init(d2s_chunk_cache *c, size_t max_bytes);
/* Frees every idle chunk. */
void d2s_chunk_cache_release(d2s_chunk_cache *c);
/* d2s_arena_alloc_raw's path for a new chunk and for odd sizes. */
void *d2s_arena_alloc_slow(d2s_arena *a, size_t size);

/* Alignment of every allocation: 8, the largest any translation structure
 * needs (pointers, uint64_t, double; nothing uses long double or vector
 * types), rather than max_align_t's 16. Most allocations are small (operand
 * lists of one to three pointers, short strings), and rounding them to 16
 * cost about 5% of a translation's memory. */
#define D2S_ARENA_ALIGN ((size_t)8)
_Static_assert(_Alignof(void *) <= D2S_ARENA_ALIGN && _Alignof(uint64_t) <= D2S_ARENA_ALIGN &&
               _Alignof(double) <= D2S_ARENA_ALIGN, "arena alignment");
#define D2S_ARENA_ROUND(n) (((n) + D2S_ARENA_ALIGN - 1) & ~(D2S_ARENA_ALIGN - 1))

/* Returns NULL when the budget or malloc is exhausted (never aborts).
 * Sizes are rounded up to D2S_ARENA_ALIGN; 0 still takes one slot. Inline:
 * a translation makes hundreds of allocations, nearly all served from the
 * current chunk with a compare and an add. */
static inline void *d2s_arena_alloc_raw(d2s_arena *a, size_t size)
{
    if (size - 1 < SIZE_MAX / 4) { /* 0 and huge sizes take the slow path */
        size_t r = D2S_ARENA_ROUND(size);
        if (r <= (size_t)(a->end - a->cur)) {
            void *p = a->cur;
            a->cur += r;
            return p;
        }
    }
    return d2s_arena_alloc_slow(a, size);
}
/* Grows the allocation p of old_size bytes to new_size bytes where it
 * lies, when it is the most recent allocation and its chunk has the room;
 * returns false otherwise (p is then unchanged). Growable arrays try this
 * first: the one being filled is often the last thing allocated, and
 * extending it saves the copy and the abandoned old block (which doubling
 * would otherwise leave behind, as much again as the final size). */
static inline bool d2s_arena_extend(d2s_arena *a, void *p, size_t old_size, size_t new_size)
{
    size_t o = D2S_ARENA_ROUND(old_size), n = D2S_ARENA_ROUND(new_size);
    if (!p || !old_size || (uint8_t *)p + o != a->cur || new_size < old_size || n - o > (size_t)(a->end - a->cur))
        return false;
    a->cur += n - o;
    return true;
}
/* Whether d2s_arena_alloc_raw(a, size) fails because of the budget (as
 * opposed to malloc), so that callers report the right status. */
bool d2s_arena_over_budget(const d2s_arena *a, size_t size);
/* Allocates ignoring the budget, in a chunk of exactly this size: only for
 * the one error message that reports the budget being exhausted. */
void *d2s_arena_alloc_unbudgeted(d2s_arena *a, size_t size);

#endif
