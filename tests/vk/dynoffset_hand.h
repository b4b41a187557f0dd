/* dynoffset_run --grad / --cmp: hand-built SampleGrad and
 * SampleCmpLevelZero shaders with computed offsets (dynoffset_hand.c). */
#ifndef D2S_TESTS_DYNOFFSET_HAND_H
#define D2S_TESTS_DYNOFFSET_HAND_H

#include <stdbool.h>

#include "dxil2spv.h"
#include "ir_hand.h"

/* Builds and translates the SampleGrad (cmp false) or SampleCmpLevelZero
 * module (options.dynamic_offsets EMULATE) in
 * e->ctx; on success fills *out with the words and reflection (owned by
 * e->ctx: release it with d2s_ctx_release after use) and returns NULL, else
 * returns the translator's message. */
const char *dynoffset_hand_translate(hand_env *e, bool cmp, dxil2spv_result *out);

#endif
