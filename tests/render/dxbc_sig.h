/* Vertex-input locations from a DXBC container's input signature (ISG1).
 *
 * The sidecar names vertex attributes by HLSL semantic; the harness binds
 * each one at the Vulkan location the translated vertex shader reads it
 * from. The public reflection does not list signature elements, so the
 * harness relies on the translator's convention: an input element's location
 * is its signature register (row), the one DXC assigned and wrote in ISG1.
 */
#ifndef RENDER_DXBC_SIG_H
#define RENDER_DXBC_SIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"

/* Looks up input element (semantic, index) in the container's ISG1 part
 * (semantic compared case-insensitively, as HLSL does). Returns false when the
 * signature has no such element; fails through d2s_fail() naming `what` (the
 * file) when the container or its ISG1 part is malformed or missing. */
bool dxbc_input_register(d2s_ctx *ctx, const uint8_t *data, size_t size, const char *what, const char *semantic,
                         uint32_t index, uint32_t *reg);

#endif
