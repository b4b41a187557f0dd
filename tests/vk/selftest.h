/* Self-test descriptions (tests/vk/selftest/<name>.json): they stand in for
 * the translator so that the harness can be checked on its own.
 *
 *   {
 *     "spirv": "name.spv",        // built from name.spvasm by spirv-as
 *     "sidecar": "path.json",     // a corpus sidecar (relative to this file),
 *     "run": { ... },             //   or a run block given inline
 *     "reflection": {             // what dxil2spv_translate would report
 *       "entry_point": "main", "workgroup_size": [16, 1, 1],
 *       "resources": [{"resource_class": 0, "resource_kind": 12, "space": 0,
 *                      "lower_bound": 0, "range_size": 1, "stride": 8,
 *                      "set": 0, "binding": 0, "descriptor_type": 7,
 *                      "counter_set": -1, "counter_binding": -1}]
 *     },
 *     "expect_fail": "text"       // optional: the test must fail with a
 *   }                             //   message containing this text
 */
#ifndef VK_SELFTEST_H
#define VK_SELFTEST_H

#include "dxil2spv.h"
#include "json.h"
#include "util/ctx.h"

/* Builds the reflection described by a self-test's "reflection" member. */
const dxil2spv_reflection *selftest_reflection(d2s_ctx *ctx, const json_value *desc, const char *name);

#endif
