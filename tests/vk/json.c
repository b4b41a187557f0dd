/* JSON reader: recursive descent over the whole document held in memory. */
#include "json.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct json_parser {
    d2s_ctx *ctx;
    const char *name;
    const char *p, *end;
    const char *line_start;
    uint32_t line;
    uint32_t depth;
} json_parser;

static uint32_t column_of(const json_parser *ps, const char *at)
{
    return (uint32_t)(at - ps->line_start) + 1;
}

D2S_PRINTF(2, 3)
static D2S_NORETURN void parse_fail(json_parser *ps, const char *fmt, ...)
{
    char what[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof(what), fmt, ap);
    va_end(ap);
    d2s_fail(ps->ctx, D2S_ERR_INVALID, "%s:%u:%u: JSON: %s", ps->name, ps->line,
             column_of(ps, ps->p), what);
}

static void skip_space(json_parser *ps)
{
    while (ps->p < ps->end) {
        char c = *ps->p;
        if (c == '\n') {
            ps->line++;
            ps->line_start = ps->p + 1;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            return;
        }
        ps->p++;
    }
}

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static json_value *new_value(json_parser *ps, json_kind kind)
{
    json_value *v = d2s_zalloc(ps->ctx, sizeof(*v));
    v->kind = kind;
    v->line = ps->line;
    v->column = column_of(ps, ps->p);
    return v;
}

static void expect_word(json_parser *ps, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0)
        parse_fail(ps, "unexpected character '%c'", *ps->p);
    ps->p += n;
}

static json_value *parse_number(json_parser *ps)
{
    json_value *v = new_value(ps, JSON_NUMBER);
    const char *start = ps->p;
    if (ps->p < ps->end && *ps->p == '-')
        ps->p++;
    if (ps->p >= ps->end || !is_digit(*ps->p))
        parse_fail(ps, "malformed number: expected a digit");
    if (*ps->p == '0') {
        ps->p++;
    } else {
        while (ps->p < ps->end && is_digit(*ps->p))
            ps->p++;
    }
    if (ps->p < ps->end && *ps->p == '.') {
        ps->p++;
        if (ps->p >= ps->end || !is_digit(*ps->p))
            parse_fail(ps, "malformed number: expected a digit after '.'");
        while (ps->p < ps->end && is_digit(*ps->p))
            ps->p++;
    }
    if (ps->p < ps->end && (*ps->p == 'e' || *ps->p == 'E')) {
        ps->p++;
        if (ps->p < ps->end && (*ps->p == '+' || *ps->p == '-'))
            ps->p++;
        if (ps->p >= ps->end || !is_digit(*ps->p))
            parse_fail(ps, "malformed number: expected a digit in the exponent");
        while (ps->p < ps->end && is_digit(*ps->p))
            ps->p++;
    }
    v->text = d2s_strndup(ps->ctx, start, (size_t)(ps->p - start));
    v->text_len = (size_t)(ps->p - start);
    return v;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static uint32_t parse_hex4(json_parser *ps)
{
    if (ps->end - ps->p < 4)
        parse_fail(ps, "truncated \\u escape");
    uint32_t u = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_digit(ps->p[i]);
        if (d < 0)
            parse_fail(ps, "bad hex digit in \\u escape");
        u = u << 4 | (uint32_t)d;
    }
    ps->p += 4;
    return u;
}

static void put_utf8(d2s_strbuf *sb, uint32_t cp)
{
    if (cp < 0x80) {
        d2s_strbuf_putc(sb, (char)cp);
    } else if (cp < 0x800) {
        d2s_strbuf_putc(sb, (char)(0xC0 | cp >> 6));
        d2s_strbuf_putc(sb, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        d2s_strbuf_putc(sb, (char)(0xE0 | cp >> 12));
        d2s_strbuf_putc(sb, (char)(0x80 | (cp >> 6 & 0x3F)));
        d2s_strbuf_putc(sb, (char)(0x80 | (cp & 0x3F)));
    } else {
        d2s_strbuf_putc(sb, (char)(0xF0 | cp >> 18));
        d2s_strbuf_putc(sb, (char)(0x80 | (cp >> 12 & 0x3F)));
        d2s_strbuf_putc(sb, (char)(0x80 | (cp >> 6 & 0x3F)));
        d2s_strbuf_putc(sb, (char)(0x80 | (cp & 0x3F)));
    }
}

/* Decodes a string literal (ps->p at the opening quote) into arena memory. */
static const char *parse_string_text(json_parser *ps, size_t *out_len)
{
    ps->p++; /* the opening quote */
    d2s_strbuf sb;
    d2s_strbuf_init(&sb, ps->ctx);
    for (;;) {
        if (ps->p >= ps->end)
            parse_fail(ps, "unterminated string");
        char c = *ps->p;
        if (c == '"') {
            ps->p++;
            break;
        }
        if ((unsigned char)c < 0x20)
            parse_fail(ps, "control character 0x%02x in a string", (unsigned)c);
        if (c != '\\') {
            d2s_strbuf_putc(&sb, c);
            ps->p++;
            continue;
        }
        ps->p++;
        if (ps->p >= ps->end)
            parse_fail(ps, "unterminated escape");
        char e = *ps->p++;
        switch (e) {
        case '"': d2s_strbuf_putc(&sb, '"'); break;
        case '\\': d2s_strbuf_putc(&sb, '\\'); break;
        case '/': d2s_strbuf_putc(&sb, '/'); break;
        case 'b': d2s_strbuf_putc(&sb, '\b'); break;
        case 'f': d2s_strbuf_putc(&sb, '\f'); break;
        case 'n': d2s_strbuf_putc(&sb, '\n'); break;
        case 'r': d2s_strbuf_putc(&sb, '\r'); break;
        case 't': d2s_strbuf_putc(&sb, '\t'); break;
        case 'u': {
            uint32_t cp = parse_hex4(ps);
            if (cp >= 0xD800 && cp < 0xDC00) {
                /* A high surrogate must be followed by an escaped low one. */
                if (ps->end - ps->p < 2 || ps->p[0] != '\\' || ps->p[1] != 'u')
                    parse_fail(ps, "unpaired UTF-16 surrogate in \\u escape");
                ps->p += 2;
                uint32_t lo = parse_hex4(ps);
                if (lo < 0xDC00 || lo >= 0xE000)
                    parse_fail(ps, "unpaired UTF-16 surrogate in \\u escape");
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
            } else if (cp >= 0xDC00 && cp < 0xE000) {
                parse_fail(ps, "unpaired UTF-16 surrogate in \\u escape");
            }
            put_utf8(&sb, cp);
            break;
        }
        default:
            ps->p--;
            parse_fail(ps, "unknown escape '\\%c'", e);
        }
    }
    *out_len = sb.len;
    return sb.data ? sb.data : "";
}

static json_value *parse_value(json_parser *ps);

static json_value *parse_array(json_parser *ps)
{
    json_value *v = new_value(ps, JSON_ARRAY);
    D2S_VEC(json_value *) items = {0};
    ps->p++; /* '[' */
    skip_space(ps);
    if (ps->p < ps->end && *ps->p == ']') {
        ps->p++;
        return v;
    }
    for (;;) {
        json_value *item = parse_value(ps);
        d2s_vec_push(ps->ctx, &items, item);
        skip_space(ps);
        if (ps->p >= ps->end)
            parse_fail(ps, "unterminated array (opened at line %u)", v->line);
        if (*ps->p == ',') {
            ps->p++;
            continue;
        }
        if (*ps->p == ']') {
            ps->p++;
            break;
        }
        parse_fail(ps, "expected ',' or ']' in an array");
    }
    v->items = items.data;
    v->count = items.count;
    return v;
}

static json_value *parse_object(json_parser *ps)
{
    json_value *v = new_value(ps, JSON_OBJECT);
    D2S_VEC(json_value *) values = {0};
    D2S_VEC(const char *) keys = {0};
    ps->p++; /* '{' */
    skip_space(ps);
    if (ps->p < ps->end && *ps->p == '}') {
        ps->p++;
        return v;
    }
    for (;;) {
        skip_space(ps);
        if (ps->p >= ps->end || *ps->p != '"')
            parse_fail(ps, "expected a member name (a string) in an object");
        size_t klen;
        const char *key = parse_string_text(ps, &klen);
        skip_space(ps);
        if (ps->p >= ps->end || *ps->p != ':')
            parse_fail(ps, "expected ':' after member name \"%s\"", key);
        ps->p++;
        json_value *val = parse_value(ps);
        d2s_vec_push(ps->ctx, &keys, key);
        d2s_vec_push(ps->ctx, &values, val);
        skip_space(ps);
        if (ps->p >= ps->end)
            parse_fail(ps, "unterminated object (opened at line %u)", v->line);
        if (*ps->p == ',') {
            ps->p++;
            continue;
        }
        if (*ps->p == '}') {
            ps->p++;
            break;
        }
        parse_fail(ps, "expected ',' or '}' in an object");
    }
    v->keys = keys.data;
    v->items = values.data;
    v->count = values.count;
    return v;
}

static json_value *parse_value(json_parser *ps)
{
    skip_space(ps);
    if (ps->p >= ps->end)
        parse_fail(ps, "unexpected end of input, expected a value");
    if (++ps->depth > ps->ctx->limits.max_nesting)
        parse_fail(ps, "nesting deeper than %u levels", ps->ctx->limits.max_nesting);
    json_value *v;
    char c = *ps->p;
    switch (c) {
    case '{': v = parse_object(ps); break;
    case '[': v = parse_array(ps); break;
    case '"':
        v = new_value(ps, JSON_STRING);
        v->text = parse_string_text(ps, &v->text_len);
        break;
    case 't':
        v = new_value(ps, JSON_BOOL);
        expect_word(ps, "true");
        v->boolean = true;
        break;
    case 'f':
        v = new_value(ps, JSON_BOOL);
        expect_word(ps, "false");
        break;
    case 'n':
        v = new_value(ps, JSON_NULL);
        expect_word(ps, "null");
        break;
    default:
        if (c == '-' || is_digit(c))
            v = parse_number(ps);
        else
            parse_fail(ps, "unexpected character '%c'", c);
    }
    ps->depth--;
    return v;
}

json_value *json_parse(d2s_ctx *ctx, const char *text, size_t len, const char *name)
{
    json_parser ps = {
        .ctx = ctx, .name = name, .p = text, .end = text + len, .line_start = text, .line = 1,
    };
    /* A UTF-8 byte order mark is tolerated; editors add it. */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        ps.p += 3;
    json_value *v = parse_value(&ps);
    skip_space(&ps);
    if (ps.p != ps.end)
        parse_fail(&ps, "trailing characters after the document");
    return v;
}

const json_value *json_member(const json_value *obj, const char *key)
{
    if (!obj || obj->kind != JSON_OBJECT)
        return NULL;
    for (uint32_t i = 0; i < obj->count; i++)
        if (strcmp(obj->keys[i], key) == 0)
            return obj->items[i];
    return NULL;
}

const char *json_kind_name(json_kind kind)
{
    switch (kind) {
    case JSON_NULL: return "null";
    case JSON_BOOL: return "boolean";
    case JSON_NUMBER: return "number";
    case JSON_STRING: return "string";
    case JSON_ARRAY: return "array";
    case JSON_OBJECT: return "object";
    }
    return "?";
}

static bool is_integer_text(const json_value *v)
{
    return v && v->kind == JSON_NUMBER && !strpbrk(v->text, ".eE");
}

bool json_get_u64(const json_value *v, uint64_t *out)
{
    if (!is_integer_text(v))
        return false;
    if (v->text[0] == '-') {
        /* "-0" is zero; any other negative number does not fit. */
        if (strcmp(v->text, "-0") != 0)
            return false;
        *out = 0;
        return true;
    }
    errno = 0;
    char *endp;
    unsigned long long x = strtoull(v->text, &endp, 10);
    if (errno == ERANGE || *endp)
        return false;
    *out = x;
    return true;
}

bool json_get_i64(const json_value *v, int64_t *out)
{
    if (!is_integer_text(v))
        return false;
    errno = 0;
    char *endp;
    long long x = strtoll(v->text, &endp, 10);
    if (errno == ERANGE || *endp)
        return false;
    *out = x;
    return true;
}

bool json_get_double(const json_value *v, double *out)
{
    if (!v || v->kind != JSON_NUMBER)
        return false;
    char *endp;
    /* ERANGE on underflow still yields the correctly rounded tiny value or
     * zero, which is what the caller wants; overflow gives +-HUGE_VAL. */
    errno = 0;
    double d = strtod(v->text, &endp);
    if (*endp || (errno == ERANGE && (d == HUGE_VAL || d == -HUGE_VAL)))
        return false;
    *out = d;
    return true;
}
