/* SPIR-V builder, function half: functions, blocks and instruction
 * emission.
 *
 * All function code goes into one stream of arena chunks in call order.
 * Each switch of block or instruction kind (phi / ordinary / merge /
 * terminator), and each new chunk, starts a segment; segments are chained
 * per block and kind, and spv_finish copies them out block by block in kind
 * order. An emitter that works block after block makes a handful of
 * segments per block and the final layout is one memcpy each; one that jumps
 * around pays one segment per jump, never a copy of code already emitted.
 */
#include <string.h>

#include "spirv/spv_builder_internal.h"

static spv_func *cur_func(spv_builder *b, const char *what)
{
    if (D2S_UNLIKELY(b->cur_func == SPV_NONE))
        spv_misuse(b, "%s outside a function", what);
    return &b->funcs.data[b->cur_func];
}

/* ---- functions and blocks ------------------------------------------------- */

spv_id spv_function_begin(spv_builder *b, spv_id id, spv_id ret_type, spv_id fn_type,
                          SpvFunctionControlMask control)
{
    if (b->cur_func != SPV_NONE)
        spv_misuse(b, "function begun while function %u is open", b->funcs.data[b->cur_func].id);
    if (!id)
        id = spv_alloc_id(b);
    spv_func f;
    memset(&f, 0, sizeof(f));
    f.id = id;
    f.ret_type = ret_type;
    f.fn_type = fn_type;
    f.control = (uint32_t)control;
    f.param_begin = f.param_end = b->params.count;
    f.block_begin = f.block_end = b->blocks.count;
    d2s_vec_push(b->ctx, &b->funcs, f);
    b->cur_func = b->funcs.count - 1;
    b->cur_block = SPV_NONE;
    return id;
}

spv_id spv_function_param(spv_builder *b, spv_id type)
{
    spv_func *f = cur_func(b, "function parameter");
    if (f->block_end != f->block_begin)
        spv_misuse(b, "function %u: parameter added after the first block", f->id);
    spv_id id = spv_alloc_id(b);
    uint32_t *w = spv_words_append(b, &b->params, 2);
    w[0] = id;
    w[1] = type;
    b->funcs.data[b->cur_func].param_end = b->params.count;
    return id;
}

void spv_seal_segment(spv_builder *b)
{
    if (b->seg_open != SPV_NONE) {
        spv_seg *s = &b->segs.data[b->seg_open];
        s->len = (uint32_t)(b->code_cur - s->start);
        b->code_words += s->len;
        b->seg_open = SPV_NONE;
        b->seg_block = b->seg_cls = SPV_NONE;
    }
}

void spv_function_end(spv_builder *b)
{
    spv_func *f = cur_func(b, "spv_function_end");
    spv_seal_segment(b);
    for (uint32_t i = f->block_begin; i < f->block_end; i++)
        if (!(b->bflags.data[i] & SPV_BF_TERM))
            spv_misuse(b, "function %u: block %u has no terminator", f->id, b->blocks.data[i].label);
    b->cur_func = SPV_NONE;
    b->cur_block = SPV_NONE;
}

spv_block spv_block_begin(spv_builder *b, spv_id label)
{
    cur_func(b, "block");
    if (!label)
        label = spv_alloc_id(b);
    spv_blockrec r;
    memset(&r, 0, sizeof(r));
    r.label = label;
    d2s_vec_push(b->ctx, &b->blocks, r);
    d2s_vec_push(b->ctx, &b->bflags, (uint8_t)0);
    b->funcs.data[b->cur_func].block_end = b->blocks.count;
    b->cur_block = b->blocks.count - 1;
    return b->cur_block;
}

void spv_block_select(spv_builder *b, spv_block blk)
{
    spv_func *f = cur_func(b, "spv_block_select");
    if (blk < f->block_begin || blk >= f->block_end)
        spv_misuse(b, "function %u: block handle %u is not one of its blocks", f->id, blk);
    b->cur_block = blk;
}

spv_block spv_block_current(const spv_builder *b)
{
    return b->cur_block == SPV_NONE ? SPV_NO_BLOCK : b->cur_block;
}

spv_id spv_block_label(const spv_builder *b, spv_block blk)
{
    return blk < b->blocks.count ? b->blocks.data[blk].label : 0;
}

bool spv_block_terminated(const spv_builder *b, spv_block blk)
{
    return blk < b->blocks.count && (b->bflags.data[blk] & SPV_BF_TERM);
}

/* ---- emission core -------------------------------------------------------- */

static void seg_open(spv_builder *b, uint32_t blk, uint32_t cls)
{
    spv_seal_segment(b);
    spv_seg s = {b->code_cur, 0, 0};
    d2s_vec_push(b->ctx, &b->segs, s);
    uint32_t idx = b->segs.count; /* 1-based in the lists */
    spv_blockrec *r = &b->blocks.data[blk];
    if (r->last[cls])
        b->segs.data[r->last[cls] - 1].next = idx;
    else
        r->first[cls] = idx;
    r->last[cls] = idx;
    b->seg_open = idx - 1;
    b->seg_block = blk;
    b->seg_cls = cls;
}

/* Starts a code chunk with room for at least `need` words. The open
 * segment ends with the old chunk; the caller opens a new one. */
static void new_chunk(spv_builder *b, uint32_t need)
{
    spv_seal_segment(b);
    /* Small first: half the corpus's modules have under 200 words of
     * code. Doubling keeps the chunk count logarithmic. */
    uint32_t words = b->code_chunk_words ? b->code_chunk_words : 256;
    if (words < need)
        words = need;
    b->code_cur = d2s_alloc_array(b->ctx, words, sizeof(uint32_t));
    b->code_end = b->code_cur + words;
    /* Geometric growth bounds the number of chunks (and segments they
     * force) to a logarithm of the code size. */
    if (b->code_chunk_words < (1u << 20))
        b->code_chunk_words = words * 2;
}

/* Kind of an instruction within its block. Ordinary instructions are tested
 * first: every opcode below OpPhi except OpVariable. */
static uint32_t op_class(spv_builder *b, SpvOp op)
{
    if (D2S_LIKELY(op < SpvOpPhi && op != SpvOpVariable))
        return SPV_CLS_BODY;
    switch (op) {
    case SpvOpPhi:
    case SpvOpVariable:
        return SPV_CLS_HEAD;
    case SpvOpLoopMerge:
    case SpvOpSelectionMerge:
        return SPV_CLS_MERGE;
    case SpvOpBranch:
    case SpvOpBranchConditional:
    case SpvOpSwitch:
    case SpvOpKill:
    case SpvOpReturn:
    case SpvOpReturnValue:
    case SpvOpUnreachable:
    case SpvOpTerminateInvocation:
    case SpvOpIgnoreIntersectionKHR:
    case SpvOpTerminateRayKHR:
    case SpvOpEmitMeshTasksEXT:
        return SPV_CLS_TERM;
    case SpvOpLabel:
    case SpvOpFunction:
    case SpvOpFunctionParameter:
    case SpvOpFunctionEnd:
        spv_misuse(b, "opcode %u is emitted by the builder itself (use spv_function_*/spv_block_*)",
                   (unsigned)op);
    default:
        return SPV_CLS_BODY;
    }
}

/* Reserves an instruction of n operand words and writes its header words;
 * returns where the operands go. *result: 0 = allocate, SPV_NO_RESULT =
 * none; on return the id (or SPV_NO_RESULT). */
static uint32_t *emit_begin(spv_builder *b, SpvOp op, spv_id type, spv_id *result, uint32_t n)
{
    if (D2S_UNLIKELY(b->cur_block == SPV_NONE))
        spv_misuse(b, "instruction (opcode %u) emitted outside a block", (unsigned)op);
    uint32_t cls = op_class(b, op);
    uint32_t blk = b->cur_block;
    if (D2S_UNLIKELY(cls != SPV_CLS_BODY)) {
        if (op == SpvOpVariable) {
            /* Function-scope variables live at the top of the entry block. */
            blk = b->funcs.data[b->cur_func].block_begin;
        } else if (cls != SPV_CLS_HEAD) {
            uint8_t flag = cls == SPV_CLS_MERGE ? SPV_BF_MERGE : SPV_BF_TERM;
            if (b->bflags.data[blk] & flag)
                spv_misuse(b, "block %u gets a second %s (opcode %u)", b->blocks.data[blk].label,
                           cls == SPV_CLS_MERGE ? "merge instruction" : "terminator", (unsigned)op);
            b->bflags.data[blk] |= flag;
        }
    }
    bool has_result = *result != SPV_NO_RESULT;
    if (D2S_UNLIKELY(type && !has_result))
        spv_misuse(b, "instruction (opcode %u) with a type but no result", (unsigned)op);
    uint64_t wc = 1 + (uint64_t)(type != 0) + has_result + n;
    spv_check_word_count(b, op, wc);
    if (has_result && !*result)
        *result = spv_alloc_id(b);
    if (D2S_UNLIKELY(!b->code_cur || (uint64_t)(b->code_end - b->code_cur) < wc))
        new_chunk(b, (uint32_t)wc);
    if (b->seg_block != blk || b->seg_cls != cls)
        seg_open(b, blk, cls);
    uint32_t *w = b->code_cur;
    b->code_cur += wc;
    *w++ = ((uint32_t)wc << 16) | (uint32_t)op;
    if (type)
        *w++ = type;
    if (has_result)
        *w++ = *result;
    return w;
}

spv_id spv_emit(spv_builder *b, SpvOp op, spv_id type, spv_id result, const uint32_t *ops, uint32_t n)
{
    uint32_t *w = emit_begin(b, op, type, &result, n);
    if (n)
        memcpy(w, ops, (size_t)n * sizeof(uint32_t));
    return result == SPV_NO_RESULT ? 0 : result;
}

spv_id spv_op(spv_builder *b, SpvOp op, spv_id type, const uint32_t *ops, uint32_t n)
{
    return spv_emit(b, op, type, 0, ops, n);
}

void spv_op_void(spv_builder *b, SpvOp op, const uint32_t *ops, uint32_t n)
{
    spv_emit(b, op, 0, SPV_NO_RESULT, ops, n);
}

/* ---- helpers -------------------------------------------------------------- */

spv_id spv_load(spv_builder *b, spv_id type, spv_id ptr)
{
    return spv_emit(b, SpvOpLoad, type, 0, &ptr, 1);
}

spv_id spv_load_invariant(spv_builder *b, spv_id type, spv_id ptr)
{
    if (b->cur_block == SPV_NONE)
        return spv_load(b, type, ptr);
    uint32_t *known = spv_block_value(b, b->cur_block, SpvOpLoad, type, ptr, NULL, 0);
    if (!*known)
        *known = spv_load(b, type, ptr);
    return *known;
}

void spv_store(spv_builder *b, spv_id ptr, spv_id value)
{
    uint32_t ops[2] = {ptr, value};
    spv_emit(b, SpvOpStore, 0, SPV_NO_RESULT, ops, 2);
}

/* Instruction whose operands are a fixed prefix followed by a list. */
static spv_id emit_list(spv_builder *b, SpvOp op, spv_id type, const uint32_t *prefix, uint32_t np,
                        const uint32_t *list, uint32_t n)
{
    spv_id r = 0;
    uint32_t *w = emit_begin(b, op, type, &r, np + n);
    memcpy(w, prefix, (size_t)np * sizeof(uint32_t));
    if (n)
        memcpy(w + np, list, (size_t)n * sizeof(uint32_t));
    return r;
}

/* An access chain is a pure function of its operands: one made before in
 * the same block (which dominates what follows in it) is reused. Emitters
 * ask for the same element once per access (a load, then a store, of one
 * component), and drivers need not merge them. */
spv_id spv_access_chain(spv_builder *b, spv_id ptr_type, spv_id base, const spv_id *idx, uint32_t n)
{
    if (b->cur_block == SPV_NONE)
        return emit_list(b, SpvOpAccessChain, ptr_type, &base, 1, idx, n);
    uint32_t *known = spv_block_value(b, b->cur_block, SpvOpAccessChain, ptr_type, base, idx, n);
    if (!*known)
        *known = emit_list(b, SpvOpAccessChain, ptr_type, &base, 1, idx, n);
    return *known;
}

spv_id spv_unop(spv_builder *b, SpvOp op, spv_id type, spv_id a)
{
    return spv_emit(b, op, type, 0, &a, 1);
}

spv_id spv_binop(spv_builder *b, SpvOp op, spv_id type, spv_id a, spv_id c)
{
    uint32_t ops[2] = {a, c};
    return spv_emit(b, op, type, 0, ops, 2);
}

spv_id spv_select(spv_builder *b, spv_id type, spv_id cond, spv_id t, spv_id f)
{
    uint32_t ops[3] = {cond, t, f};
    return spv_emit(b, SpvOpSelect, type, 0, ops, 3);
}

spv_id spv_composite_construct(spv_builder *b, spv_id type, const spv_id *parts, uint32_t n)
{
    return spv_emit(b, SpvOpCompositeConstruct, type, 0, parts, n);
}

spv_id spv_composite_extract(spv_builder *b, spv_id type, spv_id composite, const uint32_t *idx, uint32_t n)
{
    return emit_list(b, SpvOpCompositeExtract, type, &composite, 1, idx, n);
}

spv_id spv_composite_insert(spv_builder *b, spv_id type, spv_id object, spv_id composite,
                            const uint32_t *idx, uint32_t n)
{
    uint32_t prefix[2] = {object, composite};
    return emit_list(b, SpvOpCompositeInsert, type, prefix, 2, idx, n);
}

spv_id spv_vector_shuffle(spv_builder *b, spv_id type, spv_id v1, spv_id v2, const uint32_t *comps, uint32_t n)
{
    uint32_t prefix[2] = {v1, v2};
    return emit_list(b, SpvOpVectorShuffle, type, prefix, 2, comps, n);
}

spv_id spv_call(spv_builder *b, spv_id type, spv_id fn, const spv_id *args, uint32_t n)
{
    return emit_list(b, SpvOpFunctionCall, type, &fn, 1, args, n);
}

spv_id spv_ext_inst(spv_builder *b, spv_id type, spv_id set, uint32_t inst, const spv_id *args, uint32_t n)
{
    uint32_t prefix[2] = {set, inst};
    return emit_list(b, SpvOpExtInst, type, prefix, 2, args, n);
}

spv_id spv_glsl(spv_builder *b, spv_id type, enum GLSLstd450 inst, const spv_id *args, uint32_t n)
{
    return spv_ext_inst(b, type, spv_glsl450(b), (uint32_t)inst, args, n);
}

spv_id spv_phi(spv_builder *b, spv_id type, const spv_id *pairs, uint32_t n_pairs)
{
    if ((uint64_t)n_pairs * 2 > UINT32_MAX)
        spv_check_word_count(b, SpvOpPhi, (uint64_t)n_pairs * 2);
    return spv_emit(b, SpvOpPhi, type, 0, pairs, n_pairs * 2);
}

spv_phi_ref spv_phi_open(spv_builder *b, spv_id type, spv_id result, uint32_t n_pairs)
{
    if ((uint64_t)n_pairs * 2 > UINT32_MAX)
        spv_check_word_count(b, SpvOpPhi, (uint64_t)n_pairs * 2);
    uint32_t *w = emit_begin(b, SpvOpPhi, type, &result, n_pairs * 2);
    memset(w, 0, (size_t)n_pairs * 2 * sizeof(uint32_t));
    spv_phi_ref ref = {w, n_pairs, result};
    return ref;
}

void spv_phi_set(spv_builder *b, spv_phi_ref phi, uint32_t i, spv_id value, spv_id parent)
{
    if (i >= phi.n_pairs || !phi.pairs)
        spv_misuse(b, "phi %u: incoming pair %u of %u out of range", phi.id, i, phi.n_pairs);
    phi.pairs[2 * i] = value;
    phi.pairs[2 * i + 1] = parent;
}

void spv_selection_merge(spv_builder *b, spv_id merge, SpvSelectionControlMask control)
{
    uint32_t ops[2] = {merge, (uint32_t)control};
    spv_emit(b, SpvOpSelectionMerge, 0, SPV_NO_RESULT, ops, 2);
}

void spv_loop_merge(spv_builder *b, spv_id merge, spv_id cont, SpvLoopControlMask control)
{
    uint32_t ops[3] = {merge, cont, (uint32_t)control};
    spv_emit(b, SpvOpLoopMerge, 0, SPV_NO_RESULT, ops, 3);
}

void spv_branch(spv_builder *b, spv_id target)
{
    spv_emit(b, SpvOpBranch, 0, SPV_NO_RESULT, &target, 1);
}

void spv_branch_cond(spv_builder *b, spv_id cond, spv_id t, spv_id f)
{
    uint32_t ops[3] = {cond, t, f};
    spv_emit(b, SpvOpBranchConditional, 0, SPV_NO_RESULT, ops, 3);
}

void spv_switch(spv_builder *b, spv_id selector, spv_id def, const uint32_t *cases, uint32_t n_cases)
{
    spv_check_word_count(b, SpvOpSwitch, 3 + 2 * (uint64_t)n_cases);
    spv_id none = SPV_NO_RESULT;
    uint32_t *w = emit_begin(b, SpvOpSwitch, 0, &none, 2 + 2 * n_cases);
    w[0] = selector;
    w[1] = def;
    if (n_cases)
        memcpy(w + 2, cases, (size_t)n_cases * 2 * sizeof(uint32_t));
}

void spv_return(spv_builder *b)
{
    spv_emit(b, SpvOpReturn, 0, SPV_NO_RESULT, NULL, 0);
}

void spv_return_value(spv_builder *b, spv_id v)
{
    spv_emit(b, SpvOpReturnValue, 0, SPV_NO_RESULT, &v, 1);
}

void spv_unreachable(spv_builder *b)
{
    spv_emit(b, SpvOpUnreachable, 0, SPV_NO_RESULT, NULL, 0);
}
