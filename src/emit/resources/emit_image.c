/* Textures, typed buffers and samplers -> SPIR-V images and samplers:
 * types, variables, loads through descriptor arrays, sampled images, and
 * the conversions between image texels and DXIL's per-component values.
 *
 * Image formats of UAVs (storage images, storage texel buffers). D3D lets
 * an application put any compatible format behind a typed UAV
 * (RGBA8_UNORM, R11G11B10_FLOAT, ... behind RWTexture2D<float4>), while
 * Vulkan requires a declared SPIR-V format to match the view. So:
 *   - atomics: R32ui/R32i/R64ui/R64i from the element type; Vulkan allows
 *     OpImageTexelPointer only on those, and D3D allows atomics only on
 *     those view formats, so the format is exact;
 *   - read, single 32-bit component: R32f/R32ui/R32i. Without the
 *     "typed UAV load additional formats" capability D3D loads only from
 *     R32_FLOAT/UINT/SINT UAVs, and the declared format spares the device
 *     the shaderStorageImageReadWithoutFormat feature (lavapipe lacks it
 *     for texel buffers);
 *   - everything else: Unknown, adding StorageImageReadWithoutFormat /
 *     WriteWithoutFormat where used; this is what the D3D shader says.
 * Reads and atomics are found by one scan of the module's dx.ops when the
 * first UAV image is made (handles resolved from their createHandle-like
 * origin). Should an atomic reach a UAV declared Unknown anyway (a handle the
 * scan could not resolve), a second variable with the R32/R64 format is
 * made on the same binding (descriptor aliasing of compatible types is
 * allowed), so translation never depends on the scan being complete.
 *
 * Depth: sampled textures are declared Depth=2 ("not known"), since one
 * D3D texture may be sampled both with and without comparison; Vulkan
 * ignores the operand.
 */
#include "emit/resources/emit_image.h"

static const char *op_name(const ir_instr *in)
{
    return in && in->dxop && in->dxop->name ? in->dxop->name : "resource operation";
}

/* ---- image descriptions ------------------------------------------------------ */

typedef struct kind_shape {
    SpvDim dim;
    bool arrayed, ms;
    uint8_t coords, offsets, size_comps;
} kind_shape;

static bool shape_of(uint32_t kind, kind_shape *s)
{
    switch (kind) {
    case DXIL_RK_TEXTURE1D: *s = (kind_shape){SpvDim1D, false, false, 1, 1, 1}; return true;
    case DXIL_RK_TEXTURE1DARRAY: *s = (kind_shape){SpvDim1D, true, false, 1, 1, 2}; return true;
    case DXIL_RK_TEXTURE2D: *s = (kind_shape){SpvDim2D, false, false, 2, 2, 2}; return true;
    case DXIL_RK_TEXTURE2DARRAY: *s = (kind_shape){SpvDim2D, true, false, 2, 2, 3}; return true;
    case DXIL_RK_TEXTURE2DMS: *s = (kind_shape){SpvDim2D, false, true, 2, 2, 2}; return true;
    case DXIL_RK_TEXTURE2DMSARRAY: *s = (kind_shape){SpvDim2D, true, true, 2, 2, 3}; return true;
    case DXIL_RK_TEXTURE3D: *s = (kind_shape){SpvDim3D, false, false, 3, 3, 3}; return true;
    case DXIL_RK_TEXTURECUBE: *s = (kind_shape){SpvDimCube, false, false, 3, 0, 2}; return true;
    case DXIL_RK_TEXTURECUBEARRAY: *s = (kind_shape){SpvDimCube, true, false, 3, 0, 3}; return true;
    case DXIL_RK_TYPED_BUFFER: *s = (kind_shape){SpvDimBuffer, false, false, 1, 0, 1}; return true;
    default: return false;
    }
}

/* Sampled type of a DXIL component type: 0 if no image can hold it. */
static bool component_of(uint32_t ct, uint32_t *width, bool *is_float, bool *is_signed)
{
    *width = 32;
    *is_float = false;
    *is_signed = false;
    switch (ct) {
    case 0: /* no element type recorded: D3D's default element is float4 */
    case DXIL_CT_F16: case DXIL_CT_F32: case DXIL_CT_SNORM_F16: case DXIL_CT_UNORM_F16: case DXIL_CT_SNORM_F32: case DXIL_CT_UNORM_F32:
        *is_float = true;
        return true;
    case DXIL_CT_I16: case DXIL_CT_I32: case DXIL_CT_I8:
        *is_signed = true;
        return true;
    case DXIL_CT_I1: case DXIL_CT_U16: case DXIL_CT_U32: case DXIL_CT_U8:
        return true;
    case DXIL_CT_I64:
        *is_signed = true;
        *width = 64;
        return true;
    case DXIL_CT_U64:
        *width = 64;
        return true;
    default:
        return false;
    }
}

static void image_capabilities(emit_ctx *ec, const emit_image *im)
{
    spv_builder *b = ec->b;
    if (im->dim == SpvDim1D)
        spv_capability(b, im->storage ? SpvCapabilityImage1D : SpvCapabilitySampled1D);
    if (im->dim == SpvDimBuffer)
        spv_capability(b, im->storage ? SpvCapabilityImageBuffer : SpvCapabilitySampledBuffer);
    if (im->dim == SpvDimCube && im->arrayed)
        spv_capability(b, im->storage ? SpvCapabilityImageCubeArray : SpvCapabilitySampledCubeArray);
    if (im->storage && im->ms) {
        spv_capability(b, SpvCapabilityStorageImageMultisample);
        if (im->arrayed)
            spv_capability(b, SpvCapabilityImageMSArray);
    }
    if (im->comp_width == 64) {
        spv_extension(b, "SPV_EXT_shader_image_int64");
        spv_capability(b, SpvCapabilityInt64ImageEXT);
        spv_capability(b, SpvCapabilityInt64);
    }
}

/* ---- how UAVs are used -------------------------------------------------------------- */

enum { USE_READ = 1, USE_ATOMIC = 2 };

static emit_resource *find_range(emit_ctx *ec, uint64_t cls, uint64_t range)
{
    if (cls > DXIL_RES_SAMPLER)
        return NULL;
    for (uint32_t i = 0; i < ec->num_res[cls]; i++)
        if (ec->res[cls][i].dx->id == range)
            return &ec->res[cls][i];
    return NULL;
}

static emit_resource *find_binding(emit_ctx *ec, const ir_value *bind)
{
    uint64_t f[4];
    if (bind->kind != IR_VAL_CONST_AGGREGATE || ((const ir_const *)bind)->u.agg.count != 4)
        return NULL;
    for (uint32_t i = 0; i < 4; i++)
        if (!emit_const_int(((const ir_const *)bind)->u.agg.elems[i], &f[i]))
            return NULL;
    if (f[3] > DXIL_RES_SAMPLER)
        return NULL;
    for (uint32_t i = 0; i < ec->num_res[f[3]]; i++)
        if (ec->res[f[3]][i].dx->space == f[2] && ec->res[f[3]][i].dx->lower_bound == f[0])
            return &ec->res[f[3]][i];
    return NULL;
}

/* The resource a handle value comes from, seen without emitting anything;
 * NULL when that takes more than following createHandle, annotateHandle,
 * select and phi (a phi follows one incoming value, so the walk is a path
 * of bounded length). */
static emit_resource *handle_origin(emit_ctx *ec, ir_value *v)
{
    for (uint32_t depth = 0; v && v->kind == IR_VAL_INSTR && depth < 64; depth++) {
        ir_instr *in = (ir_instr *)v;
        uint64_t a, c;
        if (in->op == IR_OP_SELECT && in->num_ops == 3) {
            v = in->ops[1];
        } else if (in->op == IR_OP_PHI && in->num_ops >= 1) {
            v = in->ops[0];
            for (uint32_t i = 0; i < in->num_ops; i++)
                if (in->ops[i] && in->ops[i]->kind == IR_VAL_INSTR && ((ir_instr *)in->ops[i])->op == IR_OP_DXOP)
                    v = in->ops[i];
        } else if (in->op != IR_OP_DXOP) {
            return NULL;
        } else if (in->aux == DXOP_AnnotateHandle && in->num_ops >= 1) {
            v = in->ops[0];
        } else if (in->aux == DXOP_CreateHandle && in->num_ops >= 2 && emit_const_int(in->ops[0], &a) &&
                   emit_const_int(in->ops[1], &c)) {
            return find_range(ec, a, c);
        } else if (in->aux == DXOP_CreateHandleFromBinding && in->num_ops >= 1) {
            return find_binding(ec, in->ops[0]);
        } else {
            return NULL;
        }
    }
    return NULL;
}

static bool is_uav_image(const emit_resource *r)
{
    kind_shape s;
    return r->res_class == DXIL_RES_UAV && shape_of(r->dx->kind, &s);
}

/* Gives every typed UAV its (not yet complete) emit_image with the uses the
 * module's dx.ops make of it: one pass over every instruction. */
static void scan_uav_uses(emit_ctx *ec)
{
    for (uint32_t i = 0; i < ec->num_res[DXIL_RES_UAV]; i++) {
        emit_resource *r = &ec->res[DXIL_RES_UAV][i];
        if (!r->ext && is_uav_image(r))
            r->ext = d2s_zalloc(ec->ctx, sizeof(emit_image));
    }
    const ir_module *m = ec->m;
    for (uint32_t fi = 0; fi < m->num_functions; fi++) {
        const ir_function *f = m->functions[fi];
        for (uint32_t bi = 0; !f->is_declaration && bi < f->num_blocks; bi++) {
            const ir_block *blk = f->blocks[bi];
            for (uint32_t ii = 0; ii < blk->num_instrs; ii++) {
                const ir_instr *in = blk->instrs[ii];
                if (in->op != IR_OP_DXOP || in->num_ops < 1)
                    continue;
                uint32_t use = in->aux == DXOP_TextureLoad || in->aux == DXOP_BufferLoad ? USE_READ
                             : in->aux == DXOP_AtomicBinOp || in->aux == DXOP_AtomicCompareExchange ? USE_ATOMIC : 0;
                if (!use)
                    continue;
                emit_resource *r = handle_origin(ec, in->ops[0]);
                if (r && r->ext && is_uav_image(r))
                    ((emit_image *)r->ext)->uses |= use;
            }
        }
    }
}

/* Components of a typed resource's element (1 to 4), from the type of its
 * metadata symbol ("%class.RWBuffer<vector<float, 2> >" = { <2 x float> });
 * 0 when the module does not say. */
static uint32_t element_components(emit_ctx *ec, const dxil_resource *d)
{
    const ir_type *t = NULL;
    if (d->symbol) {
        t = d->symbol->value_type;
    } else {
        const ir_named_md *nm = ir_module_find_named_md(ec->m, "dx.resources");
        const ir_md *list = nm && nm->count ? ir_md_node_op(nm->ops[0], d->res_class) : NULL;
        for (uint32_t i = 0; list && list->kind == IR_MD_NODE && i < list->u.node.count; i++) {
            const ir_md *rec = list->u.node.ops[i];
            uint64_t id;
            const ir_md *sym = ir_md_node_op(rec, 1);
            if (ir_md_as_u64(ir_md_node_op(rec, 0), &id) && id == d->id && sym && sym->kind == IR_MD_VALUE &&
                sym->u.value && sym->u.value->type && sym->u.value->type->kind == IR_TYPE_POINTER) {
                t = sym->u.value->type->elem;
                break;
            }
        }
    }
    while (t && t->kind == IR_TYPE_ARRAY) /* a range of resources: an array of them */
        t = t->elem;
    if (!t || t->kind != IR_TYPE_STRUCT || t->member_count < 1)
        return 0;
    t = t->members[0];
    if (t->kind == IR_TYPE_VECTOR)
        return t->count <= 4 ? (uint32_t)t->count : 0;
    return emit_scalar_width(t) ? 1 : 0;
}

/* The format a UAV image is declared with (see the top of the file). */
static SpvImageFormat uav_format(emit_ctx *ec, const emit_resource *r, const emit_image *im)
{
    bool one = element_components(ec, r->dx) == 1;
    if (!im->comp_float && (im->uses & USE_ATOMIC))
        return im->comp_width == 64 ? (im->comp_signed ? SpvImageFormatR64i : SpvImageFormatR64ui)
                                    : (im->comp_signed ? SpvImageFormatR32i : SpvImageFormatR32ui);
    if ((im->uses & USE_READ) && one && im->comp_width == 32)
        return im->comp_float ? SpvImageFormatR32f : im->comp_signed ? SpvImageFormatR32i : SpvImageFormatR32ui;
    return SpvImageFormatUnknown;
}

/* A raw or structured buffer bound as a texel buffer (emit_buffer_is_texel):
 * the runtime's R32_UINT view, one uint texel per 32-bit word. A UAV is
 * declared R32ui: its word reads need no read-without-format feature, and
 * its atomics (and the 16-bit stores made of atomics) need the format. */
static emit_image *raw_texel_image(emit_ctx *ec, emit_resource *r)
{
    emit_image *im = d2s_zalloc(ec->ctx, sizeof(*im));
    im->kind = r->dx->kind;
    im->dim = SpvDimBuffer;
    im->storage = r->res_class == DXIL_RES_UAV;
    im->coords = im->size_comps = 1;
    im->comp_width = 32;
    im->comp_type = im->comp_utype = ec->t_u32;
    im->vec4 = spv_type_vector(ec->b, ec->t_u32, 4);
    image_capabilities(ec, im);
    im->format = im->storage ? SpvImageFormatR32ui : SpvImageFormatUnknown;
    im->type = spv_type_image(ec->b, ec->t_u32, SpvDimBuffer, 0, false, false, im->storage ? 2 : 1, im->format);
    r->ext = im;
    return im;
}

emit_image *emit_image_of(emit_ctx *ec, emit_resource *r, ir_instr *in)
{
    if (r->dx->kind == DXIL_RK_FEEDBACK_TEXTURE2D || r->dx->kind == DXIL_RK_FEEDBACK_TEXTURE2DARRAY)
        return emit_feedback_image(ec, r, in); /* an emulation (emit_dxop_feedback.c) */
    if (r->ext && ((emit_image *)r->ext)->type)
        return r->ext;
    if (!r->ext && r->res_class == DXIL_RES_UAV && !r->heap) /* heap resources: uses unknown */
        scan_uav_uses(ec);
    const dxil_resource *d = r->dx;
    if (emit_buffer_is_texel(r))
        return raw_texel_image(ec, r);
    kind_shape s;
    if ((r->res_class != DXIL_RES_SRV && r->res_class != DXIL_RES_UAV) || !shape_of(d->kind, &s))
        emit_invalid(ec, "%s on %s, which is not a texture or typed buffer", op_name(in),
                     emit_resource_desc(ec, r));
    if (d->kind == DXIL_RK_TYPED_BUFFER && r->descriptor_type != DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER &&
        r->descriptor_type != DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER)
        emit_unsupported(ec, "%s: a typed buffer remapped to descriptor type %u (only texel buffers can "
                         "hold a typed buffer)", emit_resource_desc(ec, r), r->descriptor_type);
    emit_image *im = r->ext ? r->ext : d2s_zalloc(ec->ctx, sizeof(*im));
    im->kind = d->kind;
    im->dim = s.dim;
    im->arrayed = s.arrayed;
    im->ms = s.ms;
    im->storage = r->res_class == DXIL_RES_UAV;
    im->coords = s.coords;
    im->offsets = s.offsets;
    im->size_comps = s.size_comps;
    if (!component_of(d->element_type, &im->comp_width, &im->comp_float, &im->comp_signed))
        emit_unsupported(ec, "%s: element component type %u in an image", emit_resource_desc(ec, r),
                         d->element_type);
    /* SM 6.6 64-bit typed UAVs (RWTexture2D<uint64_t>) are recorded as U32
     * elements (the D3D view is R32G32_UINT) with the 64-bit-atomics flag;
     * in Vulkan they are R64_UINT images. */
    if (d->is_atomic64 && !im->comp_float) {
        im->comp_width = 64;
        im->comp_signed = false;
    }
    spv_builder *b = ec->b;
    if (im->comp_float) {
        im->comp_type = im->comp_utype = emit_t_f32(ec);
    } else {
        im->comp_type = spv_type_int(b, im->comp_width, im->comp_signed);
        im->comp_utype = im->comp_width == 32 ? ec->t_u32 : spv_type_int(b, 64, false);
    }
    im->vec4 = spv_type_vector(b, im->comp_type, 4);
    image_capabilities(ec, im);
    uint32_t depth = (!im->storage && im->dim != SpvDimBuffer) ? 2 : 0;
    im->format = im->storage ? uav_format(ec, r, im) : SpvImageFormatUnknown;
    im->type = spv_type_image(b, im->comp_type, im->dim, depth, im->arrayed, im->ms, im->storage ? 2 : 1,
                              im->format);
    r->ext = im;
    return im;
}

/* ---- variables ------------------------------------------------------------------ */

static void descriptor_indexing_ext(emit_ctx *ec)
{
    if (spv_version(ec->b) < 0x00010500)
        spv_extension(ec->b, "SPV_EXT_descriptor_indexing");
}

/* The variable's type: one descriptor or the array the register range makes. */
static spv_id descriptor_type(emit_ctx *ec, const emit_resource *r, spv_id type)
{
    if (!r->is_array)
        return type;
    if (r->unbounded) {
        descriptor_indexing_ext(ec);
        spv_capability(ec->b, SpvCapabilityRuntimeDescriptorArray);
        return spv_type_runtime_array(ec->b, type, 0);
    }
    return spv_type_array_n(ec->b, type, r->array_len, 0);
}

static spv_id make_var(emit_ctx *ec, const emit_resource *r, spv_id type, const char *suffix)
{
    spv_builder *b = ec->b;
    spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassUniformConstant, descriptor_type(ec, r, type)),
                              SpvStorageClassUniformConstant, 0);
    spv_decorate_binding(b, var, r->set, r->binding);
    emit_resource_var_flags(ec, r, var);
    if (r->dx->name && r->dx->name[0])
        spv_name(b, var, suffix ? d2s_sprintf(ec->ctx, "%s%s", r->dx->name, suffix) : r->dx->name);
    emit_add_interface(ec, var);
    return var;
}

/* The capability non-uniform indexing of this kind of descriptor needs. */
static SpvCapability nonuniform_capability(const emit_resource *r)
{
    if (r->res_class == DXIL_RES_SAMPLER)
        return SpvCapabilitySampledImageArrayNonUniformIndexing;
    if (r->dx->kind == DXIL_RK_TYPED_BUFFER || emit_buffer_is_texel(r))
        return r->res_class == DXIL_RES_UAV ? SpvCapabilityStorageTexelBufferArrayNonUniformIndexing
                                            : SpvCapabilityUniformTexelBufferArrayNonUniformIndexing;
    return r->res_class == DXIL_RES_UAV ? SpvCapabilityStorageImageArrayNonUniformIndexing
                                        : SpvCapabilitySampledImageArrayNonUniformIndexing;
}

static void nonuniform(emit_ctx *ec, const emit_handle *h, spv_id id)
{
    if (!h->nonuniform || !h->res->is_array)
        return;
    spv_capability(ec->b, nonuniform_capability(h->res));
    emit_nonuniform(ec, h, id);
}

/* Pointer to the descriptor h names in `var` (an array element or var). */
static spv_id descriptor_ptr(emit_ctx *ec, const emit_handle *h, spv_id var, spv_id type)
{
    if (!h->res->is_array)
        return var;
    spv_id p = spv_access_chain(ec->b, spv_type_pointer(ec->b, SpvStorageClassUniformConstant, type), var,
                                &h->array_index, 1);
    nonuniform(ec, h, p);
    return p;
}

spv_id emit_image_load(emit_ctx *ec, const emit_handle *h, ir_instr *in)
{
    emit_image *im = emit_image_of(ec, h->res, in);
    if (!im->var)
        im->var = make_var(ec, h->res, im->type, NULL);
    /* descriptors do not change while the shader runs: the same one loaded
     * again in the block reuses the load */
    spv_id v = spv_load_invariant(ec->b, im->type, descriptor_ptr(ec, h, im->var, im->type));
    nonuniform(ec, h, v);
    return v;
}

spv_id emit_image_texel_ptr(emit_ctx *ec, const emit_handle *h, ir_instr *in, spv_id coord, spv_id sample)
{
    emit_image *im = emit_image_of(ec, h->res, in);
    if (!im->storage)
        emit_invalid(ec, "%s on %s, which is not a UAV", op_name(in), emit_resource_desc(ec, h->res));
    if (im->comp_float)
        emit_unsupported(ec, "%s on %s: atomics on float-typed images", op_name(in),
                         emit_resource_desc(ec, h->res));
    if (im->format != SpvImageFormatUnknown) { /* the scan saw the atomics: one variable does */
        if (!im->var)
            im->var = make_var(ec, h->res, im->type, NULL);
        im->atomic_var = im->var;
        im->atomic_type = im->type;
    }
    if (!im->atomic_var) {
        SpvImageFormat f = im->comp_width == 64 ? (im->comp_signed ? SpvImageFormatR64i : SpvImageFormatR64ui)
                                                : (im->comp_signed ? SpvImageFormatR32i : SpvImageFormatR32ui);
        im->atomic_type = spv_type_image(ec->b, im->comp_type, im->dim, 0, im->arrayed, im->ms, 2, f);
        im->atomic_var = make_var(ec, h->res, im->atomic_type, im->var ? ".atomic" : NULL);
        if (im->var) {
            spv_decorate0(ec->b, im->var, SpvDecorationAliased);
            spv_decorate0(ec->b, im->atomic_var, SpvDecorationAliased);
        }
    }
    spv_id img_ptr = descriptor_ptr(ec, h, im->atomic_var, im->atomic_type);
    spv_id p = spv_op(ec->b, SpvOpImageTexelPointer, spv_type_pointer(ec->b, SpvStorageClassImage, im->comp_type),
                      SPV_OPS(img_ptr, coord, sample));
    nonuniform(ec, h, p);
    return p;
}

static spv_id sampler_load(emit_ctx *ec, const emit_handle *h, ir_instr *in)
{
    emit_resource *r = h->res;
    if (r->res_class != DXIL_RES_SAMPLER)
        emit_invalid(ec, "%s: the sampler operand names %s, not a sampler", op_name(in), emit_resource_desc(ec, r));
    spv_id st = spv_type_sampler(ec->b);
    if (!r->var)
        r->var = make_var(ec, r, st, NULL);
    spv_id v = spv_load(ec->b, st, descriptor_ptr(ec, h, r->var, st));
    nonuniform(ec, h, v);
    return v;
}

spv_id emit_sampled_image(emit_ctx *ec, const emit_handle *tex, const emit_handle *smp, ir_instr *in)
{
    emit_image *im = emit_image_of(ec, tex->res, in);
    if (im->storage || im->dim == SpvDimBuffer)
        emit_invalid(ec, "%s on %s, which is not a sampleable texture", op_name(in),
                     emit_resource_desc(ec, tex->res));
    spv_id img = emit_image_load(ec, tex, in);
    spv_id s = sampler_load(ec, smp, in);
    spv_id si = spv_op(ec->b, SpvOpSampledImage, spv_type_sampled_image(ec->b, im->type), SPV_OPS(img, s));
    nonuniform(ec, tex, si);
    nonuniform(ec, smp, si);
    return si;
}

/* ---- operands ------------------------------------------------------------------------ */

static spv_id gather(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n, spv_id scalar)
{
    if (n == 0 || n > 4 || first + n > in->num_ops)
        emit_invalid(ec, "%s: operands %u..%u are missing", op_name(in), first, first + n - 1);
    spv_id parts[4];
    for (uint32_t i = 0; i < n; i++) {
        ir_value *v = in->ops[first + i];
        if (emit_type(ec, v->type) != scalar)
            emit_invalid(ec, "%s: operand %u has the wrong type", op_name(in), first + i);
        parts[i] = emit_value(ec, v);
    }
    if (n == 1)
        return parts[0];
    return spv_composite_construct(ec->b, spv_type_vector(ec->b, scalar, n), parts, n);
}

spv_id emit_image_int_coord(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n)
{
    return gather(ec, in, first, n, ec->t_u32);
}

spv_id emit_image_float_coord(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n)
{
    return gather(ec, in, first, n, emit_t_f32(ec));
}

spv_id emit_image_offset_wrap4(emit_ctx *ec, spv_id offset)
{
    spv_id i32 = spv_type_int(ec->b, 32, true);
    spv_id first = emit_u32(ec, 0);
    spv_id count = emit_u32(ec, 4);
    return spv_op(ec->b, SpvOpBitFieldSExtract, i32, SPV_OPS(offset, first, count));
}

spv_id emit_image_offsets(emit_ctx *ec, ir_instr *in, uint32_t first, uint32_t n, bool wrap4, bool *is_const)
{
    *is_const = true;
    if (n == 0)
        return 0;
    if (n > 3 || first + n > in->num_ops)
        emit_invalid(ec, "%s: offset operands %u..%u are missing", op_name(in), first, first + n - 1);
    spv_builder *b = ec->b;
    spv_id i32 = 0;
    spv_id parts[3];
    uint32_t konst[3] = {0, 0, 0};
    bool nonzero = false;
    /* Immediate offsets first: all zero means no operand (and no constants). */
    for (uint32_t i = 0; i < n; i++) {
        ir_value *v = in->ops[first + i];
        uint64_t k = 0;
        parts[i] = 0;
        if (emit_is_undef(v) || emit_const_int(v, &k)) {
            konst[i] = (uint32_t)k;
            nonzero |= (uint32_t)k != 0;
        } else {
            if (!i32)
                i32 = spv_type_int(b, 32, true);
            *is_const = false;
            nonzero = true;
            if (emit_scalar_width(v->type) != 32 || v->type->kind != IR_TYPE_INT)
                emit_invalid(ec, "%s: offset operand %u is not an i32", op_name(in), first + i);
            parts[i] = spv_unop(b, SpvOpBitcast, i32, emit_value(ec, v));
            if (wrap4)
                parts[i] = emit_image_offset_wrap4(ec, parts[i]);
        }
    }
    if (!nonzero)
        return 0;
    if (!i32)
        i32 = spv_type_int(b, 32, true);
    for (uint32_t i = 0; i < n; i++)
        if (!parts[i])
            parts[i] = spv_const_scalar(b, i32, konst[i]);
    if (n == 1)
        return parts[0];
    spv_id vt = spv_type_vector(b, i32, n);
    return *is_const ? spv_const_composite(b, vt, parts, n) : spv_composite_construct(b, vt, parts, n);
}

/* ---- texel conversions ----------------------------------------------------------------- */

/* A 32-bit float as the bits of a half in the low 16 bits of a u32, as D3D
 * converts float32 to float16 (D3D11.3 functional spec 3.2.2, kept by
 * D3D12; f32tof16 and texel format conversions): rounding toward zero; a
 * finite value beyond half's range gives the largest half of the same
 * sign, +-65504, never infinity; infinities and NaN stay; results below
 * 2^-14 are half denormals (float16 keeps them). Vulkan's OpFConvert and
 * PackHalf2x16 round as the implementation likes (and may flush
 * denormals), so the half's bits are computed from the float's in 32-bit
 * integers (and, below half's normals, one multiplication by 2^24, exact in
 * float; an f32 denormal flushed there still gives the right 0): exact on
 * every device, and no 16-bit types needed.
 *   a = the float's bits without the sign, s = its sign moved to bit 15:
 *   a > 0x7F800000:    s | 0x7E00                       (NaN: a quiet NaN)
 *   a == 0x7F800000:   s | 0x7C00                       (infinity)
 *   a >= 0x38800000:   s | min((a >> 13) - 0x1C000, 0x7BFF)
 *                      (normal: the exponent rebased by 127 - 15 and the
 *                      mantissa truncated in one subtraction; beyond half's
 *                      range, 65504)
 *   otherwise:         s | u32(|x| * 2^24)              (denormal or zero:
 *                      the multiple of 2^-24, exact in float and truncated
 *                      by the conversion, which rounds toward zero) */
spv_id emit_f32_to_half_bits(emit_ctx *ec, spv_id v)
{
    spv_builder *b = ec->b;
    spv_id u = ec->t_u32, bo = emit_t_bool(ec), f = emit_t_f32(ec);
    spv_id bits = spv_unop(b, SpvOpBitcast, u, v);
    spv_id sign = spv_binop(b, SpvOpBitwiseAnd, u, spv_binop(b, SpvOpShiftRightLogical, u, bits, emit_u32(ec, 16)),
                            emit_u32(ec, 0x8000));
    spv_id a = spv_binop(b, SpvOpBitwiseAnd, u, bits, emit_u32(ec, 0x7FFFFFFF));
    spv_id rebased = spv_binop(b, SpvOpISub, u, spv_binop(b, SpvOpShiftRightLogical, u, a, emit_u32(ec, 13)),
                               emit_u32(ec, 0x1C000));
    spv_id min_args[2] = {rebased, emit_u32(ec, 0x7BFF)};
    spv_id normal = spv_glsl(b, u, GLSLstd450UMin, min_args, 2);
    spv_id scaled = spv_binop(b, SpvOpFMul, f, spv_glsl(b, f, GLSLstd450FAbs, &v, 1), spv_const_f32(b, 16777216.0f));
    spv_id denorm = spv_unop(b, SpvOpConvertFToU, u, scaled);
    spv_id r = spv_select(b, u, spv_binop(b, SpvOpULessThan, bo, a, emit_u32(ec, 0x38800000)), denorm, normal);
    spv_id special = spv_select(b, u, spv_binop(b, SpvOpUGreaterThan, bo, a, emit_u32(ec, 0x7F800000)),
                                emit_u32(ec, 0x7E00), emit_u32(ec, 0x7C00));
    r = spv_select(b, u, spv_binop(b, SpvOpUGreaterThanEqual, bo, a, emit_u32(ec, 0x7F800000)), special, r);
    return spv_binop(b, SpvOpBitwiseOr, u, r, sign);
}

/* A 32-bit float texel component as a half result (native 16-bit types:
 * Texture2D<half4>/Buffer<half4> reads of 32-bit float data), converted as
 * D3D converts between float formats (emit_f32_to_half_bits). */
static spv_id texel_to_half(emit_ctx *ec, spv_id v, spv_id half_t)
{
    spv_builder *b = ec->b;
    spv_id r = emit_f32_to_half_bits(ec, v);
    /* the low 16 bits as a half: the first component of a two-half bitcast */
    spv_id pair = spv_unop(b, SpvOpBitcast, spv_type_vector(b, half_t, 2), r);
    uint32_t first = 0;
    return spv_composite_extract(b, half_t, pair, &first, 1);
}

/* One component read from an image (of im->comp_utype) as IR type `t`. */
static spv_id from_image(emit_ctx *ec, const emit_image *im, ir_instr *in, spv_id v, ir_type *t)
{
    spv_builder *b = ec->b;
    spv_id tt = emit_type(ec, t);
    uint32_t w = emit_scalar_width(t);
    bool t_float = t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT || t->kind == IR_TYPE_DOUBLE;
    if (w < 16 || t->kind == IR_TYPE_VECTOR)
        emit_invalid(ec, "%s: result components of %u bits", op_name(in), w);
    if (tt == im->comp_utype)
        return v;
    if (w == im->comp_width)
        return spv_unop(b, SpvOpBitcast, tt, v); /* raw reinterpretation (e.g. TextureGatherRaw) */
    if (t_float && im->comp_float && w == 16 && im->comp_width == 32)
        return texel_to_half(ec, v, tt);
    if (!t_float && !im->comp_float && w < im->comp_width && t->kind == IR_TYPE_INT)
        return spv_unop(b, SpvOpUConvert, tt, v); /* 16-bit results truncate */
    emit_unsupported(ec, "%s: %u-bit %s results from an image of %u-bit %s texels", op_name(in), w,
                     t_float ? "float" : "integer", im->comp_width, im->comp_float ? "float" : "integer");
}

bool emit_resret_status_used(const emit_ctx *ec, const ir_instr *in, uint32_t status_member)
{
    uint32_t used = in->v.id < ec->fn->num_values ? ec->used_comps[in->v.id] : 0xFF;
    return (used >> status_member) & 1u;
}

static SpvOp sparse_form(emit_ctx *ec, SpvOp op)
{
    switch (op) {
    case SpvOpImageSampleImplicitLod: return SpvOpImageSparseSampleImplicitLod;
    case SpvOpImageSampleExplicitLod: return SpvOpImageSparseSampleExplicitLod;
    case SpvOpImageSampleDrefImplicitLod: return SpvOpImageSparseSampleDrefImplicitLod;
    case SpvOpImageSampleDrefExplicitLod: return SpvOpImageSparseSampleDrefExplicitLod;
    case SpvOpImageFetch: return SpvOpImageSparseFetch;
    case SpvOpImageRead: return SpvOpImageSparseRead;
    case SpvOpImageGather: return SpvOpImageSparseGather;
    case SpvOpImageDrefGather: return SpvOpImageSparseDrefGather;
    default: emit_fail(ec, D2S_ERR_INTERNAL, "no sparse form of SPIR-V opcode %u", (unsigned)op);
    }
}

/* D3D's status is opaque: only CheckAccessFullyMapped reads it. SPIR-V's
 * residency code is an opaque 32-bit integer too, but it has no value that
 * means "resident" for the accesses that have no code (buffer loads), so
 * the code becomes 0 (resident) or 1 here, where it is made. */
spv_id emit_image_access(emit_ctx *ec, ir_instr *in, SpvOp op, spv_id type, const uint32_t *w, uint32_t n,
                         spv_id *status)
{
    spv_builder *b = ec->b;
    if (!emit_resret_status_used(ec, in, 4)) {
        *status = 0;
        return spv_op(b, op, type, w, n);
    }
    spv_capability(b, SpvCapabilitySparseResidency);
    spv_id members[2] = {ec->t_u32, type};
    spv_id st = spv_type_struct(b, members, 2);
    spv_id r = spv_op(b, sparse_form(ec, op), st, w, n);
    uint32_t i0 = 0, i1 = 1;
    spv_id code = spv_composite_extract(b, ec->t_u32, r, &i0, 1);
    spv_id resident = spv_op(b, SpvOpImageSparseTexelsResident, emit_t_bool(ec), &code, 1);
    *status = spv_select(b, ec->t_u32, resident, emit_u32(ec, 0), emit_u32(ec, 1));
    return spv_composite_extract(b, type, r, &i1, 1);
}

void emit_image_set_resret(emit_ctx *ec, ir_instr *in, const emit_image *im, spv_id v, uint32_t n, spv_id status)
{
    spv_builder *b = ec->b;
    ir_type *rt = in->v.type;
    if (rt->kind != IR_TYPE_STRUCT || rt->member_count != 5)
        emit_invalid(ec, "%s must return a dx.types.ResRet", op_name(in));
    if (emit_type(ec, rt->members[4]) != ec->t_u32)
        emit_invalid(ec, "%s: ResRet status is not an i32", op_name(in));
    ir_type *et = rt->members[0];
    spv_id elem_t = emit_type(ec, et);
    if (im->comp_signed)
        v = spv_unop(b, SpvOpBitcast, n == 1 ? im->comp_utype : spv_type_vector(b, im->comp_utype, n), v);
    uint32_t used = in->v.id < ec->fn->num_values ? ec->used_comps[in->v.id] : 0xFF;
    spv_id parts[5];
    for (uint32_t c = 0; c < 4; c++) {
        if (!(used & (1u << c))) {
            parts[c] = 0; /* unused: undef if the struct is ever built */
            continue;
        }
        if (c >= n) {
            parts[c] = spv_undef(b, elem_t); /* read, but past the view's components */
            continue;
        }
        spv_id x = n == 1 ? v : spv_composite_extract(b, im->comp_utype, v, &c, 1);
        parts[c] = from_image(ec, im, in, x, et);
    }
    parts[4] = status ? status : emit_u32(ec, 0);
    emit_set_struct_value(ec, in, rt, parts, 5);
}

/* One value to store (IR type) as a component of im->comp_utype. */
static spv_id to_image(emit_ctx *ec, const emit_image *im, ir_instr *in, ir_value *val)
{
    spv_builder *b = ec->b;
    ir_type *t = val->type;
    uint32_t w = emit_scalar_width(t);
    bool t_float = t->kind == IR_TYPE_HALF || t->kind == IR_TYPE_FLOAT || t->kind == IR_TYPE_DOUBLE;
    if (w < 16 || t->kind == IR_TYPE_VECTOR)
        emit_invalid(ec, "%s: a stored value is not a scalar of 16 or more bits", op_name(in));
    spv_id v = emit_value(ec, val);
    if (emit_type(ec, t) == im->comp_utype)
        return v;
    if (w == im->comp_width)
        return spv_unop(b, SpvOpBitcast, im->comp_utype, v);
    if (t_float && im->comp_float && w < im->comp_width)
        return spv_unop(b, SpvOpFConvert, im->comp_utype, v);
    if (!t_float && !im->comp_float && w < im->comp_width && t->kind == IR_TYPE_INT)
        return spv_unop(b, im->comp_signed ? SpvOpSConvert : SpvOpUConvert, im->comp_utype, v);
    emit_unsupported(ec, "%s: storing %u-bit %s values to an image of %u-bit %s texels", op_name(in), w,
                     t_float ? "float" : "integer", im->comp_width, im->comp_float ? "float" : "integer");
}

spv_id emit_image_texel(emit_ctx *ec, const emit_image *im, ir_instr *in, ir_value *const *values, uint32_t mask)
{
    spv_builder *b = ec->b;
    spv_id parts[4];
    for (uint32_t c = 0; c < 4; c++)
        parts[c] = (mask & (1u << c)) ? to_image(ec, im, in, values[c]) : spv_const_null(b, im->comp_utype);
    spv_id uv = spv_composite_construct(b, spv_type_vector(b, im->comp_utype, 4), parts, 4);
    return im->comp_signed ? spv_unop(b, SpvOpBitcast, im->vec4, uv) : uv;
}
