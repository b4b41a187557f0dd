/* A D3D12 root signature synthesized from a translation's reflection, for
 * the root-signature tests (rootsig_corpus, compute_run --root-signature):
 *
 *   TABLES: every CBV/SRV/UAV in one descriptor table (the first range at
 *           offset 3, the others APPEND), samplers in a second table, each
 *           unbounded range in a table of its own (offset 1);
 *   ROOT:   CBVs that fit as root constants (up to 24 words), the next one
 *           as a root CBV, single raw/structured SRVs/UAVs without counters
 *           as root descriptors (unless root_views is false: for shaders
 *           that ask a buffer's size, which root descriptors do not carry),
 *           single samplers as static samplers, the rest as in TABLES.
 * Root arguments stay within 128 bytes. `expect[i]` is the placement the
 * reflection must report for resource i. */
#ifndef D2S_TESTS_ROOTSIG_SYNTH_H
#define D2S_TESTS_ROOTSIG_SYNTH_H

#include <stdbool.h>
#include <stdint.h>

#include "dxil2spv.h"

#define RS_SYNTH_MAX_PARAMS 64
#define RS_SYNTH_MAX_RANGES 512

typedef enum rs_synth_mode { RS_SYNTH_TABLES = 0, RS_SYNTH_ROOT = 1 } rs_synth_mode;

typedef struct rs_synth {
    dxil2spv_root_signature rs;
    dxil2spv_root_parameter params[RS_SYNTH_MAX_PARAMS];
    dxil2spv_descriptor_range ranges[RS_SYNTH_MAX_RANGES];
    dxil2spv_static_sampler samplers[RS_SYNTH_MAX_RANGES];
    uint32_t nranges;
    uint32_t expect[RS_SYNTH_MAX_RANGES];
} rs_synth;

/* False if the shader has more resources than the fixed arrays hold. */
bool rs_synthesize(rs_synth *s, const dxil2spv_reflection *refl, rs_synth_mode mode, bool root_views);

/* The error text of a translation refused because a root descriptor was
 * asked its size (retry with root_views false). */
#define RS_SYNTH_NO_SIZE_ERROR "root descriptors carry no size"

#endif
