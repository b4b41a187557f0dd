/* SPIR-V emission: the last stage of the pipeline.
 *
 * Input: an ir_module whose dx.op calls are lowered (IR_OP_DXOP) and whose
 * m->dxil describes the entry points and resources. Output: SPIR-V words for
 * one entry point and the reflection a Vulkan application needs to bind
 * its resources. Everything is allocated in ctx's arena, so the result lives
 * as long as the translation's result object.
 *
 * Anything the emitter cannot translate faithfully fails the translation
 * with D2S_ERR_UNSUPPORTED naming the feature and where it is; it never
 * emits approximate code.
 */
#ifndef D2S_EMIT_H
#define D2S_EMIT_H

#include <stddef.h>
#include <stdint.h>

#include "dxil2spv.h"
#include "ir/ir.h"
#include "util/ctx.h"

typedef struct emit_result {
    const uint32_t *words;
    size_t word_count;
    const dxil2spv_reflection *reflection;
} emit_result;

/* Translates the entry point opts->entry_point names (NULL: the only or first
 * one) of m. Fails through d2s_fail(). The structurizer may rewrite the
 * module's functions in place while emission runs, and min-precision
 * widening (emit_minprec.c) its half/i16 types and their constants. */
void emit_spirv(d2s_ctx *ctx, ir_module *m, const dxil2spv_options *opts, emit_result *out);

/* The scan reflection (DXIL2SPV_OUTPUT_SCAN, dxil2spv.h) of that entry with
 * those options: resources placed, signature elements at their default
 * places, the heap arrays its code may read; no SPIR-V is built and the
 * module is left as it is, so emit_spirv may follow with other options. */
const dxil2spv_reflection *emit_scan(d2s_ctx *ctx, ir_module *m, const dxil2spv_options *opts);

#endif
