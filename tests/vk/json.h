/* A small JSON reader for the test sidecars.
 *
 * Numbers are kept as their source text: the sidecars hold exact 64-bit
 * integers that a double would round, so each consumer converts a number with
 * the width and signedness it needs (json_get_u64/i64/double). Everything is
 * allocated in the caller's d2s_ctx arena; malformed input fails through
 * d2s_fail() with the document's name, line and column.
 */
#ifndef VK_JSON_H
#define VK_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"

typedef enum json_kind {
    JSON_NULL,
    JSON_BOOL,
    JSON_NUMBER,
    JSON_STRING,
    JSON_ARRAY,
    JSON_OBJECT,
} json_kind;

typedef struct json_value json_value;

struct json_value {
    json_kind kind;
    uint32_t line, column; /* where the value starts, for messages */
    bool boolean;          /* JSON_BOOL */
    const char *text;      /* JSON_NUMBER: source text; JSON_STRING: decoded UTF-8 */
    size_t text_len;       /* JSON_STRING: decoded length (may contain NUL) */
    uint32_t count;        /* JSON_ARRAY items / JSON_OBJECT members */
    json_value **items;    /* JSON_ARRAY items, JSON_OBJECT member values */
    const char **keys;     /* JSON_OBJECT member names (same order as items) */
};

/* Parses one JSON document (RFC 8259; nesting bounded by
 * ctx->limits.max_nesting). `name` is used in error messages. */
json_value *json_parse(d2s_ctx *ctx, const char *text, size_t len, const char *name);

/* The member `key` of an object, or NULL when absent or `obj` is not an object. */
const json_value *json_member(const json_value *obj, const char *key);

const char *json_kind_name(json_kind kind);

/* Exact conversions of a JSON_NUMBER. They return false when the value is not
 * a number, is not an integer (for the integer forms) or does not fit. */
bool json_get_u64(const json_value *v, uint64_t *out);
bool json_get_i64(const json_value *v, int64_t *out);
bool json_get_double(const json_value *v, double *out);

#endif
