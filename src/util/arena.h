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

typedef struct d2s_arena {
    d2s_arena_chunk *head;
    uint8_t *cur;
    uint8_t *end;
    size_t total;      /* bytes obtained from malloc so far */
    size_t budget;     /* 0 = unlimited */
    size_t next_chunk; /* size of the next chunk to ask for */
} d2s_arena;

void d2s_arena_init(d2s_arena *a, size_t budget);
/* Releases every chunk. The arena can be reused after d2s_arena_init. */
void d2s_arena_release(d2s_arena *a);
/* Returns NULL when the budget or malloc is exhausted (never aborts). */
void *d2s_arena_alloc_raw(d2s_arena *a, size_t size);
/* Whether d2s_arena_alloc_raw(a, size) fails because of the budget (as
 * opposed to malloc), so that callers report the right status. */
bool d2s_arena_over_budget(const d2s_arena *a, size_t size);
/* Allocates ignoring the budget, in a chunk of exactly this size: only for
 * the one error message that reports the budget being exhausted. */
void *d2s_arena_alloc_unbudgeted(d2s_arena *a, size_t size);

#endif
