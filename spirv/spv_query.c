/* SPIR-V builder, read-back of the module-level sets: the reflection reports
 * what the device must support, and the builder is the one place that knows
 * every capability and extension a translation ended up needing.
 */
#include <string.h>

#include "spirv/spv_builder_internal.h"

/* Instructions in a section (the builder wrote it, so a bad word count is
 * its own bug). */
static uint32_t section_count(spv_builder *b, const spv_words *w)
{
    uint32_t n = 0;
    for (uint32_t i = 0; i < w->count; n++) {
        uint32_t wc = w->data[i] >> 16;
        if (wc < 2 || wc > w->count - i)
            spv_misuse(b, "malformed module section at word %u", i);
        i += wc;
    }
    return n;
}

uint32_t spv_capability_list(spv_builder *b, const uint32_t **caps)
{
    uint32_t n = section_count(b, &b->caps);
    uint32_t *out = d2s_alloc_array(b->ctx, n ? n : 1, sizeof(uint32_t));
    n = 0;
    for (uint32_t i = 0; i < b->caps.count; i += b->caps.data[i] >> 16)
        out[n++] = b->caps.data[i + 1];
    *caps = out;
    return n;
}

uint32_t spv_extension_list(spv_builder *b, const char *const **names)
{
    uint32_t n = section_count(b, &b->exts);
    const char **out = d2s_alloc_array(b->ctx, n ? n : 1, sizeof(*out));
    n = 0;
    for (uint32_t i = 0; i < b->exts.count;) {
        uint32_t wc = b->exts.data[i] >> 16;
        /* Literal strings are packed low byte first in each word, whatever
         * the host's byte order. */
        uint32_t nbytes = (wc - 1) * 4;
        char *s = d2s_alloc(b->ctx, nbytes + 1);
        for (uint32_t k = 0; k < nbytes; k++)
            s[k] = (char)(b->exts.data[i + 1 + k / 4] >> (8 * (k % 4)));
        s[nbytes] = 0;
        out[n++] = s;
        i += wc;
    }
    *names = out;
    return n;
}
