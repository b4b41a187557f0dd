/* Descriptors for one draw: the reflections of all stages are merged into
 * one set of descriptor set layouts (a set/binding used by several stages
 * gets the union of their stage flags), each sidecar resource is bound at
 * the set/binding/array element its stage's reflection names, and every
 * other descriptor a shader declares gets a zero-filled placeholder.
 */
#ifndef RENDER_BIND_H
#define RENDER_BIND_H

#include "dxil2spv.h"
#include "render_job.h"
#include "render_sidecar.h"

/* refl[s] is NULL for a stage the test does not have. Creates the layouts,
 * the pool and the sets in `job`, fills them and records image uploads
 * into job->cmd. Fails naming the resource when the sidecar and a reflection
 * disagree, two different resources land on one descriptor, or the device
 * cannot provide what is needed. */
void rb_bind_resources(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT]);

/* Root-signature mode (the stages translated with one root signature):
 * the pipeline layout, descriptor heap arrays or table sets, static
 * samplers, root constants and root descriptor addresses (job->push_words)
 * come only from the reflections' placements and pipeline_layout. */
void rb_bind_resources_rootsig(render_job *job, const rs_test *t, const dxil2spv_reflection *const refl[RS_STAGE_COUNT]);

#endif
