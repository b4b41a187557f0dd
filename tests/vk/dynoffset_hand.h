/* dynoffset_run's hand-built shaders with computed offsets
 * (dynoffset_hand.c). */
#ifndef D2S_TESTS_DYNOFFSET_HAND_H
#define D2S_TESTS_DYNOFFSET_HAND_H

#include <stdbool.h>

#include "dxil2spv.h"
#include "ir_hand.h"

/* Which sampling instruction the shader uses. */
typedef enum { HAND_GRAD, HAND_CMP_ZERO, HAND_CMP_LEVEL, HAND_CMP_GRAD } dyn_hand_kind;

/* Builds and translates the module (options.dynamic_offsets EMULATE) in
 * e->ctx; on success fills *out with the words and reflection (owned by
 * e->ctx: release it with d2s_ctx_release after use) and returns NULL, else
 * returns the translator's message. */
const char *dynoffset_hand_translate(hand_env *e, dyn_hand_kind kind, dxil2spv_result *out);

#endif
