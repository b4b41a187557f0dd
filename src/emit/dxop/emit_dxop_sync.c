/* Barriers: DXIL's Barrier(mode) -> OpControlBarrier / OpMemoryBarrier.
 *
 * Mode bits (DXIL::BarrierMode): SyncThreadGroup 1 (execution barrier for the
 * group), UAVFenceGlobal 2, UAVFenceThreadGroup 4, TGSMFence 8. The memory
 * scope is the widest fence asked for; the semantics name the memory kinds
 * fenced (UAVs: uniform + image memory, TGSM: workgroup memory) with
 * acquire-release ordering, as GLSL's barrier functions do.
 */
#include "emit/emit_internal.h"

enum { BAR_SYNC = 1, BAR_UAV_GLOBAL = 2, BAR_UAV_GROUP = 4, BAR_TGSM = 8 };

static void h_barrier(emit_ctx *ec, ir_instr *in)
{
    uint64_t mode = emit_imm(ec, in, 0);
    if (mode & ~(uint64_t)15)
        emit_invalid(ec, "Barrier with unknown mode bits 0x%llx", (unsigned long long)mode);
    if ((mode & BAR_SYNC) && !emit_kind_has_groups(ec->shader_kind))
        emit_dxop_unsupported(ec, in, "group sync outside compute, mesh and amplification shaders");
    uint32_t sem = 0;
    SpvScope scope = SpvScopeWorkgroup;
    if (mode & (BAR_UAV_GLOBAL | BAR_UAV_GROUP))
        sem |= SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsImageMemoryMask;
    if (mode & BAR_TGSM)
        sem |= SpvMemorySemanticsWorkgroupMemoryMask;
    if (mode & BAR_UAV_GLOBAL)
        scope = SpvScopeDevice;
    if (sem)
        sem |= SpvMemorySemanticsAcquireReleaseMask;
    spv_id sc = emit_u32(ec, scope), sm = emit_u32(ec, sem);
    if (mode & BAR_SYNC)
        spv_op_void(ec->b, SpvOpControlBarrier, SPV_OPS(emit_u32(ec, SpvScopeWorkgroup), sc, sm));
    else if (sem)
        spv_op_void(ec->b, SpvOpMemoryBarrier, SPV_OPS(sc, sm));
}

void emit_register_sync_ops(emit_dxop_fn *table)
{
    table[DXOP_BARRIER] = h_barrier;
}
