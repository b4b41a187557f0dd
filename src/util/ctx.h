/* Translation context: the arena, limits and the error channel.
 *
 * Errors are fatal to a translation: d2s_fail() records one message and
 * longjmps back to the API entry point, which releases the arena. Because
 * everything is arena-owned, no stage needs cleanup code on error paths and
 * no stage can forget to check a status. Only the API layer (src/api) calls
 * setjmp; stages never catch.
 */
#ifndef D2S_CTX_H
#define D2S_CTX_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "util/arena.h"

#if defined(__GNUC__)
#define D2S_NORETURN __attribute__((noreturn))
#define D2S_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define D2S_LIKELY(x) __builtin_expect(!!(x), 1)
#define D2S_UNLIKELY(x) __builtin_expect(!!(x), 0)
#else
#define D2S_NORETURN _Noreturn
#define D2S_PRINTF(a, b)
#define D2S_LIKELY(x) (x)
#define D2S_UNLIKELY(x) (x)
#endif

/* Stable result codes; the public API maps them 1:1 to dxil2spv_status. */
typedef enum d2s_status {
    D2S_OK = 0,
    D2S_ERR_INVALID = 1,     /* malformed or inconsistent input */
    D2S_ERR_UNSUPPORTED = 2, /* valid DXIL using something we do not translate (named) */
    D2S_ERR_LIMIT = 3,       /* a configured resource limit was exceeded */
    D2S_ERR_NOMEM = 4,       /* allocation failed */
    D2S_ERR_INTERNAL = 5,    /* a bug of ours: an invariant did not hold */
    D2S_ERR_ARGUMENT = 6,    /* an option does not fit the input (a remap callback refused, ...) */
} d2s_status;

typedef struct d2s_limits {
    uint64_t max_input_bytes;
    uint64_t max_memory_bytes; /* arena budget per translation */
    uint32_t max_types;
    uint32_t max_values;       /* module + per-function values */
    uint32_t max_blocks;       /* per function */
    uint32_t max_instructions; /* per function */
    uint32_t max_metadata;     /* metadata nodes in the module */
    uint32_t max_nesting;      /* block nesting, metadata and type recursion depth */
} d2s_limits;

void d2s_limits_default(d2s_limits *l);

typedef struct d2s_ctx {
    d2s_arena arena;
    d2s_limits limits;
    jmp_buf *on_fail; /* set by the API layer around a translation */
    d2s_status status;
    char *message;    /* first fatal error, arena-owned (NULL if none) */
    char *warnings;   /* newline-separated, arena-owned */
    size_t warnings_len;
    size_t warnings_cap; /* bytes allocated at `warnings`; grows by doubling */
} d2s_ctx;

void d2s_ctx_init(d2s_ctx *ctx, const d2s_limits *limits);
void d2s_ctx_release(d2s_ctx *ctx);

/* Records the message (printf-style; callers put the location first, e.g.
 * "DXIL part, FUNCTION block of 'main', instruction 12 (call): ...") and
 * unwinds to the API boundary. */
D2S_NORETURN void d2s_fail(d2s_ctx *ctx, d2s_status st, const char *fmt, ...) D2S_PRINTF(3, 4);
D2S_NORETURN void d2s_failv(d2s_ctx *ctx, d2s_status st, const char *fmt, va_list ap);
void d2s_warn(d2s_ctx *ctx, const char *fmt, ...) D2S_PRINTF(2, 3);

/* Arena allocation; fails the translation (D2S_ERR_LIMIT / NOMEM) instead of
 * returning NULL. d2s_zalloc zero-fills. Array forms check for overflow. */
void *d2s_alloc(d2s_ctx *ctx, size_t size);
void *d2s_alloc_array(d2s_ctx *ctx, size_t count, size_t elem_size);
/* Inline so that the zero fill of a constant size (nearly every caller
 * passes a sizeof) compiles to a few stores instead of a memset call. */
static inline void *d2s_zalloc(d2s_ctx *ctx, size_t size)
{
    void *p = d2s_alloc(ctx, size);
    memset(p, 0, size);
    return p;
}
static inline void *d2s_zalloc_array(d2s_ctx *ctx, size_t count, size_t elem_size)
{
    void *p = d2s_alloc_array(ctx, count, elem_size);
    memset(p, 0, count * elem_size);
    return p;
}
char *d2s_strndup(d2s_ctx *ctx, const char *s, size_t n);
char *d2s_sprintf(d2s_ctx *ctx, const char *fmt, ...) D2S_PRINTF(2, 3);

/* Growable arrays (reserve style). Storage is arena memory; growth doubles,
 * so total waste is bounded by the final size. */
#define D2S_VEC(T) struct { T *data; uint32_t count, cap; }
void d2s_vec_reserve_raw(d2s_ctx *ctx, void **data, uint32_t *cap, uint32_t count,
                         uint32_t need, size_t elem_size);
#define d2s_vec_reserve(ctx, v, n) \
    d2s_vec_reserve_raw((ctx), (void **)&(v)->data, &(v)->cap, (v)->count, (n), sizeof(*(v)->data))
#define d2s_vec_push(ctx, v, item) do { \
        if ((v)->count == (v)->cap) \
            d2s_vec_reserve_raw((ctx), (void **)&(v)->data, &(v)->cap, (v)->count, \
                                (v)->count + 1, sizeof(*(v)->data)); \
        (v)->data[(v)->count++] = (item); \
    } while (0)

/* Appendable text buffer (dumps, messages). */
typedef struct d2s_strbuf {
    d2s_ctx *ctx;
    char *data;
    size_t len, cap;
} d2s_strbuf;

void d2s_strbuf_init(d2s_strbuf *sb, d2s_ctx *ctx);
void d2s_strbuf_printf(d2s_strbuf *sb, const char *fmt, ...) D2S_PRINTF(2, 3);
void d2s_strbuf_append(d2s_strbuf *sb, const char *s, size_t n);
void d2s_strbuf_putc(d2s_strbuf *sb, char c);

#endif
