#include "ir_hand.h"

#include <stdio.h>
#include <string.h>

ir_value *hand_ci(hand_env *e, ir_type *t, uint64_t v)
{
    return &ir_const_int(e->m, t, v)->v;
}

ir_function *hand_decl(hand_env *e, const char *name, ir_type *ret, ir_type *const *params, uint32_t n)
{
    return ir_function_create(e->m, name, ir_type_function(e->m, ret, params, n), true);
}

ir_instr *hand_dxop(hand_env *e, ir_block *b, ir_function *d, uint32_t opcode, ir_value *const *args, uint32_t n)
{
    ir_value *all[16];
    all[0] = hand_ci(e, e->i32, opcode);
    if (n) /* args may be NULL for an op without operands */
        memcpy(all + 1, args, n * sizeof(*args));
    return ir_build_call(e->m, e->f, b, d, all, n + 1);
}

ir_value *hand_cf(hand_env *e, float v)
{
    uint32_t bits;
    memcpy(&bits, &v, 4);
    return &ir_const_float_bits(e->m, e->f32, bits)->v;
}

ir_value *hand_extract(hand_env *e, ir_block *b, ir_value *agg, ir_type *t, uint32_t index)
{
    ir_instr *in = ir_instr_create(e->m, IR_OP_EXTRACTVALUE, t, &agg, 1, NULL, 0);
    in->num_indices = 1;
    in->indices = d2s_zalloc_array(&e->ctx, 1, sizeof(*in->indices));
    in->indices[0] = index;
    return &ir_block_append(e->m, e->f, b, in)->v;
}

ir_type *hand_resret_type(hand_env *e, ir_type *elem, const char *name)
{
    char full[64];
    snprintf(full, sizeof(full), "dx.types.ResRet.%s", name);
    ir_type *members[5] = {elem, elem, elem, elem, ir_type_int(e->m, 32)};
    return ir_type_struct_named(e->m, d2s_strndup(&e->ctx, full, strlen(full)), members, 5);
}

ir_function *hand_create_handle_decl(hand_env *e, ir_type *handle)
{
    ir_type *p[5] = {e->i32, e->i8, e->i32, e->i32, e->i1};
    return hand_decl(e, "dx.op.createHandle", handle, p, 5);
}

void hand_types(hand_env *e)
{
    e->i1 = ir_type_int(e->m, 1);
    e->i8 = ir_type_int(e->m, 8);
    e->i32 = ir_type_int(e->m, 32);
    e->f32 = ir_type_float(e->m);
}

ir_type *hand_handle_type(hand_env *e)
{
    ir_type *i8p = ir_type_pointer(e->m, ir_type_int(e->m, 8), 0);
    return ir_type_struct_named(e->m, "dx.types.Handle", &i8p, 1);
}

dxil_entry_point *hand_pixel_entry(hand_env *e, uint32_t targets)
{
    enum { SK_TARGET = 16, CT_F32 = 9 };
    dxil_module_info *dx = d2s_zalloc(&e->ctx, sizeof(*dx));
    dx->shader_kind = DXIL_SHADER_PIXEL;
    dx->sm_major = 6;
    dx->dxil_major = dx->valver_major = 1;
    dxil_entry_point *ep = d2s_zalloc(&e->ctx, sizeof(*ep));
    ep->func = e->f;
    ep->name = "main";
    ep->shader_kind = DXIL_SHADER_PIXEL;
    ep->auto_binding_space = UINT32_MAX;
    ep->node.local_root_args_table_index = -1;
    dxil_sig_element *el = d2s_zalloc_array(&e->ctx, targets, sizeof(*el));
    for (uint32_t t = 0; t < targets; t++) {
        el[t].id = t;
        el[t].semantic = "SV_Target";
        el[t].num_indices = 1;
        el[t].semantic_indices = d2s_zalloc_array(&e->ctx, 1, sizeof(uint32_t));
        el[t].semantic_indices[0] = t;
        el[t].comp_type = CT_F32;
        el[t].system_value = SK_TARGET;
        el[t].rows = 1;
        el[t].cols = 4;
        el[t].start_row = (int32_t)t;
        el[t].usage_mask = 0xF;
    }
    ep->outputs.count = targets;
    ep->outputs.elements = el;
    dx->num_entry_points = 1;
    dx->entry_points = ep;
    e->m->dxil = dx;
    return ep;
}

dxil_entry_point *hand_compute_entry(hand_env *e, uint32_t minor)
{
    dxil_module_info *dx = d2s_zalloc(&e->ctx, sizeof(*dx));
    dx->shader_kind = DXIL_SHADER_COMPUTE;
    dx->sm_major = 6;
    dx->sm_minor = minor;
    dx->dxil_major = dx->valver_major = 1;
    dx->dxil_minor = dx->valver_minor = minor;
    dxil_entry_point *ep = d2s_zalloc(&e->ctx, sizeof(*ep));
    ep->func = e->f;
    ep->name = "main";
    ep->shader_kind = DXIL_SHADER_COMPUTE;
    ep->numthreads[0] = 8;
    ep->numthreads[1] = ep->numthreads[2] = 1;
    ep->auto_binding_space = UINT32_MAX;
    ep->node.local_root_args_table_index = -1;
    dx->num_entry_points = 1;
    dx->entry_points = ep;
    e->m->dxil = dx;
    return ep;
}

const char *hand_translate(hand_env *e, ir_module *(*build)(hand_env *e, const void *arg), const void *arg,
                           dxil2spv_target_env target_env, emit_result *out, d2s_status *st)
{
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.verify = 1; /* tests check the IR too */
    opts.target_env = target_env;
    return hand_translate_opts(e, build, arg, &opts, out, st);
}

const char *hand_translate_opts(hand_env *e, ir_module *(*build)(hand_env *e, const void *arg), const void *arg,
                                const dxil2spv_options *opts, emit_result *out, d2s_status *st)
{
    d2s_ctx_init(&e->ctx, NULL);
    e->ctx.on_fail = &e->jb;
    if (setjmp(e->jb)) {
        *st = e->ctx.status;
        return e->ctx.message ? e->ctx.message : "(no message)";
    }
    ir_module *m = build(e, arg);
    memset(out, 0, sizeof(*out));
    emit_spirv(&e->ctx, m, opts, out);
    *st = D2S_OK;
    return NULL;
}

dxil_resource *hand_resource(hand_env *e, uint32_t cls, uint32_t id, uint32_t space, uint32_t kind)
{
    dxil_resource *r = d2s_zalloc(&e->ctx, sizeof(*r));
    r->res_class = cls;
    r->id = id;
    r->name = "";
    r->space = space;
    r->lower_bound = id;
    r->range_size = 1;
    r->kind = kind;
    return r;
}

ir_value *hand_resource_props(hand_env *e, ir_type *props_t, uint32_t w0, uint32_t w1)
{
    ir_const *props = d2s_zalloc(&e->ctx, sizeof(*props));
    props->v.kind = IR_VAL_CONST_AGGREGATE;
    props->v.type = props_t;
    props->u.agg.count = 2;
    props->u.agg.elems = d2s_zalloc_array(&e->ctx, 2, sizeof(ir_value *));
    props->u.agg.elems[0] = hand_ci(e, e->i32, w0);
    props->u.agg.elems[1] = hand_ci(e, e->i32, w1);
    return &props->v;
}
