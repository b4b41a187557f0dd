/* dynoffset_run --grad: a hand-built SampleGrad shader with computed
 * offsets (dynoffset_grad.c). */
#ifndef D2S_TESTS_DYNOFFSET_GRAD_H
#define D2S_TESTS_DYNOFFSET_GRAD_H

#include "dxil2spv.h"
#include "ir_hand.h"

/* Builds and translates the module (options.dynamic_offsets EMULATE) in
 * e->ctx; on success fills *out with the words and reflection (owned by
 * e->ctx: release it with d2s_ctx_release after use) and returns NULL, else
 * returns the translator's message. */
const char *dynoffset_grad_translate(hand_env *e, dxil2spv_result *out);

#endif
