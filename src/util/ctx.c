#include "util/ctx.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void d2s_limits_default(d2s_limits *l)
{
    l->max_input_bytes = 64u << 20;
    l->max_memory_bytes = 1024u << 20;
    l->max_types = 1u << 20;
    l->max_values = 1u << 24;
    l->max_blocks = 1u << 22;
    l->max_instructions = 1u << 24;
    l->max_metadata = 1u << 22;
    l->max_nesting = 256;
}

void d2s_ctx_init(d2s_ctx *ctx, const d2s_limits *limits)
{
    memset(ctx, 0, sizeof(*ctx));
    if (limits)
        ctx->limits = *limits;
    else
        d2s_limits_default(&ctx->limits);
    d2s_arena_init(&ctx->arena, (size_t)ctx->limits.max_memory_bytes);
}

void d2s_ctx_release(d2s_ctx *ctx)
{
    d2s_arena_release(&ctx->arena);
    ctx->message = NULL;
    ctx->warnings = NULL;
    ctx->warnings_len = 0;
    ctx->warnings_cap = 0;
}

/* Formats into arena memory without failing recursively: on exhaustion the
 * message degrades to a static string. The fatal error message may go over
 * the memory budget (by at most 512 bytes, truncating the message): it is
 * often the very message that reports the budget being exhausted, and the
 * caller needs it to learn which limit to raise. */
static char *vformat_nofail(d2s_ctx *ctx, bool over_budget_ok, const char *fmt, va_list ap)
{
    char small[512];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof(small), fmt, ap2);
    va_end(ap2);
    if (n < 0)
        return NULL;
    char *p = d2s_arena_alloc_raw(&ctx->arena, (size_t)n + 1);
    if (!p && over_budget_ok) {
        size_t len = (size_t)n < sizeof(small) ? (size_t)n : sizeof(small) - 1;
        p = d2s_arena_alloc_unbudgeted(&ctx->arena, len + 1);
        if (p) {
            memcpy(p, small, len);
            p[len] = 0;
        }
        return p;
    }
    if (!p)
        return NULL;
    if ((size_t)n < sizeof(small))
        memcpy(p, small, (size_t)n + 1);
    else
        vsnprintf(p, (size_t)n + 1, fmt, ap);
    return p;
}

void d2s_failv(d2s_ctx *ctx, d2s_status st, const char *fmt, va_list ap)
{
    if (ctx->status == D2S_OK) {
        ctx->status = st;
        ctx->message = vformat_nofail(ctx, true, fmt, ap);
        if (!ctx->message)
            ctx->message = (char *)"out of memory while formatting an error message";
    }
    if (ctx->on_fail)
        longjmp(*ctx->on_fail, 1);
    /* A stage ran outside the API boundary: that is our bug, not the input's. */
    fprintf(stderr, "dxil2spv: fatal error outside a translation: %s\n", ctx->message);
    abort();
}

void d2s_fail(d2s_ctx *ctx, d2s_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    d2s_failv(ctx, st, fmt, ap);
}

/* Warnings can come once per instruction (emulated sampling offsets) or
 * per container part, so the text grows by doubling, in place where it is
 * the arena's last allocation: appending by copying the whole text each
 * time made a few thousand warnings cost gigabytes. A warning that does
 * not fit the memory budget is dropped; warnings never fail a translation. */
void d2s_warn(d2s_ctx *ctx, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof(small), fmt, ap2);
    va_end(ap2);
    size_t need = n < 0 ? 0 : ctx->warnings_len + (size_t)n + 2;
    if (n >= 0 && need > ctx->warnings_cap) {
        size_t ncap = ctx->warnings_cap ? ctx->warnings_cap : 256;
        while (ncap < need)
            ncap *= 2;
        if (!d2s_arena_extend(&ctx->arena, ctx->warnings, ctx->warnings_cap, ncap)) {
            char *w = d2s_arena_alloc_raw(&ctx->arena, ncap);
            if (!w) {
                va_end(ap);
                return;
            }
            if (ctx->warnings_len)
                memcpy(w, ctx->warnings, ctx->warnings_len);
            ctx->warnings = w;
        }
        ctx->warnings_cap = ncap;
    }
    if (n >= 0) {
        char *at = ctx->warnings + ctx->warnings_len;
        if ((size_t)n < sizeof(small))
            memcpy(at, small, (size_t)n);
        else
            vsnprintf(at, (size_t)n + 1, fmt, ap);
        at[n] = '\n';
        at[n + 1] = 0;
        ctx->warnings_len += (size_t)n + 1;
    }
    va_end(ap);
}

/* Out of line so that d2s_alloc stays small enough to inline into its
 * callers here. */
#if defined(__GNUC__)
__attribute__((noinline, cold))
#endif
static D2S_NORETURN void alloc_failed(d2s_ctx *ctx, size_t size)
{
    if (d2s_arena_over_budget(&ctx->arena, size))
        d2s_fail(ctx, D2S_ERR_LIMIT,
                 "memory limit of %zu bytes per translation (limits.max_memory_bytes) exceeded (asked for %zu more)",
                 ctx->arena.budget, size);
    d2s_fail(ctx, D2S_ERR_NOMEM, "out of memory (asked for %zu bytes)", size);
}

void *d2s_alloc(d2s_ctx *ctx, size_t size)
{
    void *p = d2s_arena_alloc_raw(&ctx->arena, size);
    if (D2S_UNLIKELY(!p))
        alloc_failed(ctx, size);
    return p;
}

void *d2s_alloc_array(d2s_ctx *ctx, size_t count, size_t elem_size)
{
    /* Operands below the square root of SIZE_MAX / 4 cannot overflow: that
     * test spares the common case the two divisions (tens of cycles) of the
     * exact one. */
    const size_t small = (size_t)1 << (sizeof(size_t) * 4 - 1);
    if ((count | elem_size) >= small && elem_size && count > SIZE_MAX / elem_size / 2)
        d2s_fail(ctx, D2S_ERR_LIMIT, "array of %zu elements of %zu bytes is too large", count, elem_size);
    return d2s_alloc(ctx, count * elem_size);
}

char *d2s_strndup(d2s_ctx *ctx, const char *s, size_t n)
{
    char *p = d2s_alloc(ctx, n + 1);
    memcpy(p, s, n);
    p[n] = 0;
    return p;
}

char *d2s_sprintf(d2s_ctx *ctx, const char *fmt, ...)
{
    if (!fmt) /* also tells gcc -O2 with UBSan that fmt is set (-Wformat-truncation) */
        fmt = "";
    /* Measured first so that d2s_alloc reports a budget overrun as LIMIT;
     * no va_list is live while it may unwind. */
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        d2s_fail(ctx, D2S_ERR_INTERNAL, "cannot format a string with '%s'", fmt);
    char *p = d2s_alloc(ctx, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return p;
}

void d2s_vec_reserve_raw(d2s_ctx *ctx, void **data, uint32_t *cap, uint32_t count,
                         uint32_t need, size_t elem_size)
{
    if (need <= *cap)
        return;
    uint64_t ncap = *cap ? (uint64_t)*cap * 2 : 8;
    while (ncap < need)
        ncap *= 2;
    if (ncap > UINT32_MAX)
        ncap = UINT32_MAX;
    if (need > ncap)
        d2s_fail(ctx, D2S_ERR_LIMIT, "array grew past %u elements", UINT32_MAX);
    if (*cap && ncap <= SIZE_MAX / 4 / elem_size &&
        d2s_arena_extend(&ctx->arena, *data, (size_t)*cap * elem_size, (size_t)ncap * elem_size)) {
        *cap = (uint32_t)ncap;
        return;
    }
    void *n = d2s_alloc_array(ctx, (size_t)ncap, elem_size);
    if (count)
        memcpy(n, *data, (size_t)count * elem_size);
    *data = n;
    *cap = (uint32_t)ncap;
}

void d2s_strbuf_init(d2s_strbuf *sb, d2s_ctx *ctx)
{
    sb->ctx = ctx;
    sb->data = NULL;
    sb->len = sb->cap = 0;
}

static void strbuf_reserve(d2s_strbuf *sb, size_t extra)
{
    if (sb->len + extra + 1 <= sb->cap)
        return;
    size_t ncap = sb->cap ? sb->cap * 2 : 64;
    while (ncap < sb->len + extra + 1)
        ncap *= 2;
    if (d2s_arena_extend(&sb->ctx->arena, sb->data, sb->cap, ncap)) {
        sb->cap = ncap;
        return;
    }
    char *n = d2s_alloc(sb->ctx, ncap);
    if (sb->len)
        memcpy(n, sb->data, sb->len);
    sb->data = n;
    sb->cap = ncap;
}

void d2s_strbuf_append(d2s_strbuf *sb, const char *s, size_t n)
{
    strbuf_reserve(sb, n);
    memcpy(sb->data + sb->len, s, n);
    sb->len += n;
    sb->data[sb->len] = 0;
}

void d2s_strbuf_putc(d2s_strbuf *sb, char c)
{
    strbuf_reserve(sb, 1);
    sb->data[sb->len++] = c;
    sb->data[sb->len] = 0;
}

void d2s_strbuf_printf(d2s_strbuf *sb, const char *fmt, ...)
{
    char small[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof(small), fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof(small)) {
        d2s_strbuf_append(sb, small, (size_t)n);
        return;
    }
    strbuf_reserve(sb, (size_t)n);
    va_start(ap, fmt);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sb->len += (size_t)n;
}
