/* Command-line form of a stream-output description (see the header). */
#include "cli/stream_output_arg.h"

#include <stdio.h>
#include <string.h>

static int parse_num(const char *s, size_t n, uint32_t *out)
{
    if (!n || n > 9)
        return -1;
    uint32_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return -1;
        v = v * 10 + (uint32_t)(s[i] - '0');
    }
    *out = v;
    return 0;
}

/* ".yz" -> start 1, count 2 */
static int parse_mask(const char *m, size_t n, uint32_t *start, uint32_t *count)
{
    static const char letters[] = "xyzw";
    if (!n || n > 4)
        return -1;
    const char *p = strchr(letters, m[0]);
    if (!p || !m[0])
        return -1;
    *start = (uint32_t)(p - letters);
    for (size_t i = 1; i < n; i++)
        if (*start + i >= 4 || m[i] != letters[*start + i])
            return -1;
    *count = (uint32_t)n;
    return 0;
}

static int parse_entry(const char *s, size_t n, cli_stream_output *out, char *err, size_t errsize)
{
    const char *c1 = memchr(s, ':', n);
    const char *c2 = c1 ? memchr(c1 + 1, ':', n - (size_t)(c1 + 1 - s)) : NULL;
    if (!c1 || !c2) {
        snprintf(err, errsize, "stream-output entry '%.*s' is not STREAM:SEMANTIC[.MASK]:SLOT", (int)n, s);
        return -1;
    }
    if (out->count >= CLI_SO_MAX_ENTRIES) {
        snprintf(err, errsize, "more than %d stream-output entries", CLI_SO_MAX_ENTRIES);
        return -1;
    }
    dxil2spv_stream_output_element *e = &out->elements[out->count];
    memset(e, 0, sizeof(*e));
    const char *sem = c1 + 1;
    size_t sem_len = (size_t)(c2 - sem);
    if (parse_num(s, (size_t)(c1 - s), &e->stream) ||
        parse_num(c2 + 1, n - (size_t)(c2 + 1 - s), &e->output_slot)) {
        snprintf(err, errsize, "stream-output entry '%.*s': STREAM and SLOT must be numbers", (int)n, s);
        return -1;
    }
    if (sem_len && sem[0] == '*') {
        if (parse_num(sem + 1, sem_len - 1, &e->component_count)) {
            snprintf(err, errsize, "stream-output entry '%.*s': a gap is *N (N components)", (int)n, s);
            return -1;
        }
        out->count++;
        return 0;
    }
    const char *dot = memchr(sem, '.', sem_len);
    size_t name_len = dot ? (size_t)(dot - sem) : sem_len;
    e->start_component = 0;
    e->component_count = 4;
    if (dot && parse_mask(dot + 1, sem_len - name_len - 1, &e->start_component, &e->component_count)) {
        snprintf(err, errsize, "stream-output entry '%.*s': the mask must be consecutive letters of xyzw", (int)n, s);
        return -1;
    }
    /* trailing digits are the semantic index, as D3D writes semantics */
    size_t digits = 0;
    while (digits < name_len && sem[name_len - 1 - digits] >= '0' && sem[name_len - 1 - digits] <= '9')
        digits++;
    if (digits == name_len || name_len - digits >= CLI_SO_MAX_NAME ||
        (digits && parse_num(sem + name_len - digits, digits, &e->semantic_index))) {
        snprintf(err, errsize, "stream-output entry '%.*s': bad semantic", (int)n, s);
        return -1;
    }
    memcpy(out->names[out->count], sem, name_len - digits);
    out->names[out->count][name_len - digits] = 0;
    e->semantic = out->names[out->count];
    out->count++;
    return 0;
}

int cli_parse_stream_output(const char *spec, cli_stream_output *out, char *err, size_t errsize)
{
    const char *p = spec;
    for (;;) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (parse_entry(p, n, out, err, errsize))
            return -1;
        if (!end)
            return 0;
        p = end + 1;
    }
}

int cli_parse_so_stride(const char *arg, uint32_t strides[4])
{
    const char *c = strchr(arg, ':');
    uint32_t slot, bytes;
    if (!c || parse_num(arg, (size_t)(c - arg), &slot) || slot > 3 || parse_num(c + 1, strlen(c + 1), &bytes))
        return -1;
    strides[slot] = bytes;
    return 0;
}

int cli_parse_rasterized_stream(const char *arg, uint32_t *out)
{
    if (strcmp(arg, "none") == 0) {
        *out = DXIL2SPV_NO_RASTERIZED_STREAM;
        return 0;
    }
    uint32_t v;
    if (parse_num(arg, strlen(arg), &v) || v > 3)
        return -1;
    *out = v;
    return 0;
}
