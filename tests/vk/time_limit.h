/* Time limits of the test programs that drive a device (tests/vk,
 * tests/render, tests/cfgdiff). A limit only guards against a driver or a
 * shader that never finishes; it is never a verdict on speed. So every limit
 * is a base for an unsanitized build on a busy machine, multiplied by what
 * makes a correct run slower:
 *   - the build: D2S_TEST_SLOWDOWN, which meson.build sets (sanitizers,
 *     -O0 builds);
 *   - meson's --timeout-multiplier, which meson does not pass to the test:
 *     scripts/test exports the multiplier it uses as D2S_TIMEOUT_MULTIPLIER
 *     (a run by hand with a multiplier exports it the same way).
 * The work a test does is fixed by counts (seeds, cases, words), never by
 * how much fits in a time. Header-only: every device test includes it. */
#ifndef TEST_TIME_LIMIT_H
#define TEST_TIME_LIMIT_H

#include <stdint.h>
#include <stdlib.h>

#ifndef D2S_TEST_SLOWDOWN
#define D2S_TEST_SLOWDOWN 1
#endif

/* The factor every base limit is multiplied by (at least 1). */
static inline unsigned test_time_scale(void)
{
    unsigned m = 1;
    const char *e = getenv("D2S_TIMEOUT_MULTIPLIER");
    if (e && *e) {
        char *end;
        unsigned long v = strtoul(e, &end, 10);
        if (*end == 0 && v >= 1 && v <= 1000)
            m = (unsigned)v;
    }
    return m * (unsigned)D2S_TEST_SLOWDOWN;
}

static inline unsigned test_time_limit_s(unsigned base_s)
{
    uint64_t v = (uint64_t)base_s * test_time_scale();
    return v > 0xFFFFFFFFu ? 0xFFFFFFFFu : (unsigned)v;
}

static inline uint64_t test_time_limit_ns(uint64_t base_ns)
{
    unsigned s = test_time_scale();
    return base_ns > UINT64_MAX / s ? UINT64_MAX : base_ns * s;
}

#endif
