/* The stage table (see emit_stage_table.h): one entry per DXIL shader kind.
 *
 * D3D vs Vulkan: D3D names 16 shader kinds; Vulkan's execution models cover
 * all but the library (a container of entries, each of its own kind) and the
 * work-graph node (no Vulkan equivalent). Hull shaders become
 * TessellationControl, domain shaders TessellationEvaluation, amplification
 * shaders TaskEXT.
 */
#include "emit/stages/emit_stage_table.h"

#include <stdio.h>

#define SIGS_GRAPHICS (EMIT_SIGS_IN | EMIT_SIGS_OUT)
#define GRAPHICS (EMIT_STAGE_TRANSLATED | EMIT_STAGE_IO_OPS)
#define RT (EMIT_STAGE_TRANSLATED | EMIT_STAGE_RAY_TRACING)

static const emit_stage_desc stages[DXIL_SHADER_INVALID] = {
    [DXIL_SHADER_PIXEL] = {DXIL_SHADER_PIXEL, SpvExecutionModelFragment, GRAPHICS, SIGS_GRAPHICS,
                           EMIT_DERIVS_QUADS, 0, {0, 0}, emit_pixel_finish},
    [DXIL_SHADER_VERTEX] = {DXIL_SHADER_VERTEX, SpvExecutionModelVertex,
                            GRAPHICS | EMIT_STAGE_STREAM_OUT | EMIT_STAGE_RASTER_OUT, SIGS_GRAPHICS,
                            EMIT_DERIVS_NONE, 0, {0, 0}, emit_vertex_finish},
    [DXIL_SHADER_GEOMETRY] = {DXIL_SHADER_GEOMETRY, SpvExecutionModelGeometry,
                              GRAPHICS | EMIT_STAGE_STREAM_OUT | EMIT_STAGE_RASTER_OUT, SIGS_GRAPHICS,
                              EMIT_DERIVS_NONE, 0, {0, 0}, emit_geometry_finish},
    [DXIL_SHADER_HULL] = {DXIL_SHADER_HULL, SpvExecutionModelTessellationControl, GRAPHICS,
                          SIGS_GRAPHICS | EMIT_SIGS_PATCH, EMIT_DERIVS_NONE, 0, {0, 0}, emit_hull_finish},
    [DXIL_SHADER_DOMAIN] = {DXIL_SHADER_DOMAIN, SpvExecutionModelTessellationEvaluation,
                            GRAPHICS | EMIT_STAGE_STREAM_OUT | EMIT_STAGE_RASTER_OUT,
                            SIGS_GRAPHICS | EMIT_SIGS_PATCH, EMIT_DERIVS_NONE, 0, {0, 0}, emit_domain_finish},
    [DXIL_SHADER_COMPUTE] = {DXIL_SHADER_COMPUTE, SpvExecutionModelGLCompute,
                             EMIT_STAGE_TRANSLATED | EMIT_STAGE_GROUPS, 0, EMIT_DERIVS_GROUP_QUADS, 0, {0, 0},
                             NULL},
    [DXIL_SHADER_LIBRARY] = {DXIL_SHADER_LIBRARY, EMIT_NO_EXECUTION_MODEL, 0, 0, EMIT_DERIVS_NONE, 0, {0, 0},
                             NULL},
    [DXIL_SHADER_RAYGEN] = {DXIL_SHADER_RAYGEN, SpvExecutionModelRayGenerationKHR, RT, 0, EMIT_DERIVS_NONE,
                            0, {0, 0}, emit_rt_finish},
    [DXIL_SHADER_INTERSECTION] = {DXIL_SHADER_INTERSECTION, SpvExecutionModelIntersectionKHR, RT, 0,
                                  EMIT_DERIVS_NONE, 0, {0, 0}, emit_rt_finish},
    [DXIL_SHADER_ANYHIT] = {DXIL_SHADER_ANYHIT, SpvExecutionModelAnyHitKHR, RT, 0, EMIT_DERIVS_NONE, 2,
                            {SpvStorageClassIncomingRayPayloadKHR, SpvStorageClassHitAttributeKHR}, emit_rt_finish},
    [DXIL_SHADER_CLOSESTHIT] = {DXIL_SHADER_CLOSESTHIT, SpvExecutionModelClosestHitKHR, RT, 0, EMIT_DERIVS_NONE,
                                2, {SpvStorageClassIncomingRayPayloadKHR, SpvStorageClassHitAttributeKHR},
                                emit_rt_finish},
    [DXIL_SHADER_MISS] = {DXIL_SHADER_MISS, SpvExecutionModelMissKHR, RT, 0, EMIT_DERIVS_NONE, 1,
                          {SpvStorageClassIncomingRayPayloadKHR, 0}, emit_rt_finish},
    [DXIL_SHADER_CALLABLE] = {DXIL_SHADER_CALLABLE, SpvExecutionModelCallableKHR, RT, 0, EMIT_DERIVS_NONE, 1,
                              {SpvStorageClassIncomingCallableDataKHR, 0}, emit_rt_finish},
    /* a mesh shader's output signatures are written by StoreVertexOutput /
     * StorePrimitiveOutput; its patch signature holds the per-primitive
     * outputs */
    [DXIL_SHADER_MESH] = {DXIL_SHADER_MESH, SpvExecutionModelMeshEXT,
                          EMIT_STAGE_TRANSLATED | EMIT_STAGE_GROUPS | EMIT_STAGE_RASTER_OUT,
                          EMIT_SIGS_OUT | EMIT_SIGS_PATCH, EMIT_DERIVS_GROUP_QUADS_KHR, 0, {0, 0}, emit_mesh_finish},
    [DXIL_SHADER_AMPLIFICATION] = {DXIL_SHADER_AMPLIFICATION, SpvExecutionModelTaskEXT,
                                   EMIT_STAGE_TRANSLATED | EMIT_STAGE_GROUPS, 0, EMIT_DERIVS_GROUP_QUADS_KHR, 0,
                                   {0, 0}, emit_task_finish},
    [DXIL_SHADER_NODE] = {DXIL_SHADER_NODE, EMIT_NO_EXECUTION_MODEL, 0, 0, EMIT_DERIVS_NONE, 0, {0, 0}, NULL},
};

static const emit_stage_desc invalid_stage = {DXIL_SHADER_INVALID, EMIT_NO_EXECUTION_MODEL, 0, 0,
                                              EMIT_DERIVS_NONE, 0, {0, 0}, NULL};

const emit_stage_desc *emit_stage_desc_of(uint32_t kind)
{
    return kind < DXIL_SHADER_INVALID ? &stages[kind] : &invalid_stage;
}

uint32_t emit_stage_bit(uint32_t kind)
{
    return kind < DXIL_SHADER_INVALID ? 1u << kind : 0;
}

bool emit_stage_supported(uint32_t shader_kind)
{
    return (emit_stage_desc_of(shader_kind)->flags & EMIT_STAGE_TRANSLATED) != 0;
}

bool emit_kind_has_groups(uint32_t kind)
{
    return (emit_stage_desc_of(kind)->flags & EMIT_STAGE_GROUPS) != 0;
}

/* D3D's rule of where a dx.op may be called is the generated table's stage
 * mask; a library's functions are checked against the entry being
 * translated (ec->shader_kind), the stage they run in. */
void emit_stage_check_dxop(emit_ctx *ec, ir_instr *in)
{
    uint32_t mask = in->dxop ? in->dxop->stage_mask & ~emit_stage_bit(DXIL_SHADER_LIBRARY) : 0;
    if (!mask || (mask & emit_stage_bit(ec->shader_kind)))
        return;
    char allowed[192];
    size_t len = 0;
    allowed[0] = '\0';
    for (uint32_t k = 0; k < DXIL_SHADER_INVALID; k++) {
        if (!(mask & emit_stage_bit(k)))
            continue;
        int n = snprintf(allowed + len, sizeof(allowed) - len, "%s%s", len ? ", " : "", dxil_shader_kind_name(k));
        if (n < 0 || (size_t)n >= sizeof(allowed) - len)
            break;
        len += (size_t)n;
    }
    emit_invalid(ec, "dx.op %s (opcode %u) in a %s shader: D3D allows it only in %s shaders", in->dxop->name, in->aux,
                 dxil_shader_kind_name(ec->shader_kind), allowed);
}
