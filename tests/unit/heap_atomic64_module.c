/* See heap_atomic64_module.h. */
#include "heap_atomic64_module.h"

enum { OP_THREAD_ID = 93, OP_ATOMIC_BINOP = 78, OP_ATOMIC_CMPXCHG = 79, OP_ANNOTATE_HANDLE = 216,
       OP_CREATE_HANDLE_FROM_HEAP = 218 };

static ir_value *annotated(hand_env *e, ir_block *b, ir_function *from_heap, ir_function *annotate,
                           ir_type *props_t, ir_value *index, uint32_t w0, uint32_t w1)
{
    ir_value *hh[3] = {index, hand_ci(e, e->i1, 0), hand_ci(e, e->i1, 0)};
    ir_value *raw = &hand_dxop(e, b, from_heap, OP_CREATE_HANDLE_FROM_HEAP, hh, 3)->v;
    ir_value *ah[2] = {raw, hand_resource_props(e, props_t, w0, w1)};
    return &hand_dxop(e, b, annotate, OP_ANNOTATE_HANDLE, ah, 2)->v;
}

ir_module *heap_atomic64_build(hand_env *e, const void *varg)
{
    const heap_atomic64_arg *a = varg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *i64 = ir_type_int(m, 64);
    ir_type *vd = ir_type_void(m);
    ir_type *handle = hand_handle_type(e);
    ir_type *p_tid[2] = {e->i32, e->i32};
    ir_function *thread_id = hand_decl(e, "dx.op.threadId.i32", e->i32, p_tid, 2);
    ir_type *p_hh[4] = {e->i32, e->i32, e->i1, e->i1};
    ir_function *from_heap = hand_decl(e, "dx.op.createHandleFromHeap", handle, p_hh, 4);
    ir_type *pr[2] = {e->i32, e->i32};
    ir_type *props_t = ir_type_struct_named(m, "dx.types.ResourceProperties", pr, 2);
    ir_type *p_ah[3] = {e->i32, handle, props_t};
    ir_function *annotate = hand_decl(e, "dx.op.annotateHandle", handle, p_ah, 3);
    ir_type *p_bin64[7] = {e->i32, handle, e->i32, e->i32, e->i32, e->i32, i64};
    ir_function *bin64 = hand_decl(e, "dx.op.atomicBinOp.i64", i64, p_bin64, 7);
    ir_type *p_bin32[7] = {e->i32, handle, e->i32, e->i32, e->i32, e->i32, e->i32};
    ir_function *bin32 = hand_decl(e, "dx.op.atomicBinOp.i32", e->i32, p_bin32, 7);
    ir_type *p_cx[7] = {e->i32, handle, e->i32, e->i32, e->i32, i64, i64};
    ir_function *cx64 = hand_decl(e, "dx.op.atomicCompareExchange.i64", i64, p_cx, 7);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);

    ir_block *entry = ir_block_create(m, e->f, "entry");
    ir_value *ta[1] = {hand_ci(e, e->i32, 0)};
    ir_value *tid = &hand_dxop(e, entry, thread_id, OP_THREAD_ID, ta, 1)->v;
    ir_value *undef = &ir_const_undef(m, e->i32)->v;
    uint32_t w0 = a->kind | 1u << 12; /* UAV */
    uint32_t w1 = a->comp_type | 1u << 8;
    ir_value *h = annotated(e, entry, from_heap, annotate, props_t, hand_ci(e, e->i32, HA64_HEAP_INDEX), w0, w1);
    ir_value *ext = &ir_build_cast(m, e->f, entry, IR_OP_ZEXT, tid, i64)->v;
    ir_value *tid64 = &ir_build_binop(m, e->f, entry, IR_OP_MUL, ext, hand_ci(e, i64, 0x100000001ull))->v;
    ir_value *c0 = &ir_build_binop(m, e->f, entry, IR_OP_AND, tid, hand_ci(e, e->i32, 1))->v;
    ir_value *c1 = a->kind == HA64_RK_TYPED_BUFFER ? undef : hand_ci(e, e->i32, 0);
    if (a->cmpxchg) {
        ir_value *args[6] = {h, c0, c1, undef, hand_ci(e, i64, 0), tid64};
        hand_dxop(e, entry, cx64, OP_ATOMIC_CMPXCHG, args, 6);
    } else {
        ir_value *args[6] = {h, hand_ci(e, e->i32, 0 /* add */), c0, c1, undef, tid64};
        hand_dxop(e, entry, bin64, OP_ATOMIC_BINOP, args, 6);
    }
    if (a->also32) {
        ir_value *h2 = annotated(e, entry, from_heap, annotate, props_t, hand_ci(e, e->i32, HA64_HEAP_INDEX32), w0, w1);
        ir_value *bit = &ir_build_binop(m, e->f, entry, IR_OP_SHL, hand_ci(e, e->i32, 1), tid)->v;
        ir_value *args[6] = {h2, hand_ci(e, e->i32, 2 /* or */), c0, c1, undef, bit};
        hand_dxop(e, entry, bin32, OP_ATOMIC_BINOP, args, 6);
    }
    ir_build_ret(m, e->f, entry, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);
    hand_compute_entry(e, 6);
    dxil_lower_dxops(m);
    return m;
}

