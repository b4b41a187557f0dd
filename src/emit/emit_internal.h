/* Shared state and helpers of the SPIR-V emitter (src/emit/).
 *
 * Layout of the emitter, one job per file:
 *   emit_module.c      entry point choice, execution modes, function order,
 *                      the dx.op handler table, the final words
 *   emit_types.c       IR types -> SPIR-V types, constants, operand lookup
 *   emit_function.c    one function: blocks in the structurizer's order,
 *                      phis, terminators, the instruction switch, calls
 *   emit_cfg.c         runs the structurizer (src/cfg), places merges and
 *                      loop-control hints
 *   emit_instr.c       LLVM arithmetic, casts, compares, select, vectors and
 *                      aggregates with D3D semantics
 *   emit_memory.c      allocas, global variables (private, groupshared),
 *                      GEP, load/store, atomics on pointers
 *   emit_resources.c   descriptor bindings, reflection, resource variables,
 *                      handles (createHandle & co) and descriptor access
 *   emit_dxop_*.c      dx.op handlers, one file per domain (compute ids,
 *                      math, packed math, buffers, buffer atomics, barriers,
 *                      ...); each registers its handlers by opcode
 *   emit_heap.c        SM 6.6 descriptor heaps (createHandleFromHeap,
 *                      annotateHandle properties -> heap arrays)
 *   emit_heap_views.c  heap buffer view ranges and UAV counter addresses
 *   emit_longvec.c     SM 6.9 long vectors: element-wise lowering of
 *                      whole-vector operations and dx.op vector overloads
 *   emit_minprec.c     min-precision half/i16 widened to 32 bits +
 *                      RelaxedPrecision (options.min_precision)
 *
 * Adding dx.ops of a new domain: write emit_dxop_<domain>.c with a
 * `void emit_register_<domain>_ops(emit_dxop_fn *table)` that fills
 * table[DXOP_<Name>] (names generated in dxil/dxil_opcodes.h; never a
 * number), declare it below and add it to emit_register_all() in
 * emit_module.c. A handler reads its operands with emit_value() (or the
 * constant helpers), and defines its result with emit_set_value() (or
 * emit_set_handle() for dx.types.Handle results). An opcode without a
 * handler fails as "dx.op <Name> (opcode N) is not supported yet".
 *
 * Value conventions:
 *   - integers of every width are unsigned SPIR-V types; signedness lives in
 *     the operations (OpSDiv, OpSConvert, GLSL SMax...), which SPIR-V allows
 *     on unsigned-typed operands, so no bitcasts are needed;
 *   - i1 is OpTypeBool; i8 is used only as immediate operands;
 *   - vectors of 5 to 1024 elements (SM 6.9 long vectors) are OpTypeArray
 *     values of their element type, with no ArrayStride;
 *   - dx.types.Handle values have no SPIR-V value: they live in a side table
 *     (emit_handle) naming the resource, the array index and non-uniformity;
 *   - struct results of dx.ops (ResRet, CBufRet, splitdouble, ...) are real
 *     SPIR-V composites, so extractvalue is OpCompositeExtract.
 */
#ifndef D2S_EMIT_INTERNAL_H
#define D2S_EMIT_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "dxil/dxil.h"
#include "dxil/dxil_ops.h"
#include "dxil2spv.h"
#include "emit/emit.h"
#include "ir/ir.h"
#include "spirv/spv_builder.h"
#include "util/ctx.h"

/* Handler table size: one slot per core opcode (dxil_opcodes.h, generated).
 * Experimental opcodes (0x8000xxxx) never have handlers. */
#define EMIT_DXOP_TABLE_SIZE ((uint32_t)DXOP_CORE_COUNT)

typedef struct emit_ctx emit_ctx;
typedef void (*emit_dxop_fn)(emit_ctx *ec, ir_instr *in);


/* ---- pointer -> index map (emit_types.c) ------------------------------- */

/* Open addressing over object addresses. Only lookups depend on the
 * addresses, never an iteration order, so output stays deterministic. */
typedef struct emit_ptrmap {
    const void **keys;
    uint32_t *vals;
    uint32_t cap;              /* power of two */
} emit_ptrmap;

#define EMIT_NONE UINT32_MAX
#define EMIT_VSC_POINTER_CAST UINT32_MAX
#define EMIT_VSC_OUT_OF_BOUNDS (UINT32_MAX - 1) /* a GEP known to point outside its variable (emit_ptrarith.c) */
void emit_ptrmap_init(d2s_ctx *ctx, emit_ptrmap *pm, uint32_t count);
void emit_ptrmap_put(emit_ptrmap *pm, const void *key, uint32_t val);
uint32_t emit_ptrmap_get(const emit_ptrmap *pm, const void *key); /* EMIT_NONE if absent */

/* ---- resources (emit_resources.c) ------------------------------------- */

typedef struct emit_resource {
    const dxil_resource *dx;
    uint32_t res_class;        /* dxil_resource_class */
    uint32_t set, binding;
    uint32_t descriptor_type;  /* DXIL2SPV_DESCRIPTOR_* after the remap callback */
    bool has_counter;
    uint32_t counter_set, counter_binding;
    bool counter_texel;        /* the counter is texel 0 of an R32_UINT storage texel buffer (counter_remap) */
    bool is_array;             /* range_size != 1: a descriptor array */
    bool unbounded;            /* range_size == 0xFFFFFFFF: a runtime descriptor array */
    uint32_t array_base;       /* register of element 0 (the range's lower bound; a table
                                  range's base register in the sets model) */
    uint32_t array_len;        /* elements of a bounded array (range_size, or the table range's) */
    /* SPIR-V objects, made on first use. Raw/structured buffers: var = the
     * uint[] view, var16/var64 = the uint16_t[]/uint64_t[] views. CBVs: the UBO
     * or push-constant block of uvec4 rows. Other kinds: whatever their
     * domain file declares (see `ext`). */
    spv_id var, var16, var64, counter_var;
    SpvStorageClass storage;
    spv_id block_type;         /* the Block struct of var (uint[] view / CBV rows) */
    void *ext;                 /* free for other domains (textures, typed buffers) */
    bool heap;                 /* stands for an SM 6.6 descriptor-heap array (emit_heap.c) */
    /* Root signature placement (emit_rootsig.c); REGISTER without one. */
    uint32_t rs_place;         /* DXIL2SPV_PLACEMENT_* */
    uint32_t rs_param;         /* root parameter index (TABLE, ROOT_*) */
    int32_t rs_range;          /* TABLE: range index, else -1 */
    uint32_t rs_word;          /* first push-constant word of the parameter */
    uint32_t rs_words;         /* ROOT_CONSTANTS: how many */
    uint32_t rs_elem_base;     /* TABLE: range offset in table - range base register (mod 2^32) */
    struct emit_resource *rs_target; /* TABLE: the heap-array resource handles use */
    bool rs_local;             /* placed by the local root signature: read from the shader record */
    bool rs_own_array;         /* TABLE, HEAP, moved by the root_remap callback: a runtime array of its
                                  own at set/binding, indexed like the heap array */
} emit_resource;

/* Whether a resource occupies a set/binding of its own (checked for
 * collisions): register-bound ones and static samplers. */
static inline bool emit_resource_has_binding(const emit_resource *r)
{
    return (r->rs_place == DXIL2SPV_PLACEMENT_REGISTER || r->rs_place == DXIL2SPV_PLACEMENT_STATIC_SAMPLER) &&
           r->descriptor_type != DXIL2SPV_DESCRIPTOR_PUSH_CONSTANT;
}

/* A raw or structured buffer bound as an R32_UINT texel buffer (uniform
 * texel buffer for an SRV, storage texel buffer for a UAV): what a runtime
 * answers when its storage-buffer offset alignment is coarser than D3D's
 * 4-byte views (remap, root_remap, options.heap_raw_texel_buffers). Its
 * words are texels (emit_image.c declares the image); see emit_buffer_read. */
static inline bool emit_buffer_is_texel(const emit_resource *r)
{
    return (r->dx->kind == DXIL_RK_RAW_BUFFER || r->dx->kind == DXIL_RK_STRUCTURED_BUFFER) &&
           (r->descriptor_type == DXIL2SPV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER ||
            r->descriptor_type == DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER);
}

/* What a dx.types.Handle value stands for. */
typedef struct emit_handle {
    emit_resource *res;
    spv_id array_index;        /* u32 index into the descriptor array; 0 for a single resource */
    bool nonuniform;
} emit_handle;

/* Computes bindings for every resource of the entry point (default mapping,
 * per-space shifts, remap callback), checks collisions and fills
 * ec->reflection. */
void emit_resources_init(emit_ctx *ec);
/* The handle an operand holds; fails if the value is not a known handle. */
const emit_handle *emit_get_handle(emit_ctx *ec, ir_value *v);
void emit_set_handle(emit_ctx *ec, ir_instr *in, const emit_handle *h);
/* Resolves a handle phi/select (same resource on every incoming edge). */
void emit_handle_phi_open(emit_ctx *ec, ir_instr *phi);
void emit_handle_select(emit_ctx *ec, ir_instr *in);
/* The resource handle value v names, from what is known without translating
 * it (handles already translated, createHandle* with constant operands,
 * annotateHandle, select); NULL when unknown. ORs its NonUniform flag into
 * *nonuniform. */
emit_resource *emit_handle_static_resource(emit_ctx *ec, ir_value *v, bool *nonuniform);
/* Raw/structured buffers: the uint[] (width 32), uint16_t[] (16) or
 * uint64_t[] (64, for 64-bit atomics) view of the storage buffer, made on
 * first use; fails for other kinds. */
spv_id emit_buffer_view(emit_ctx *ec, emit_resource *r, uint32_t width);
/* Pointer to element `elem_index` (u32 id) of a raw/structured buffer view
 * through handle h, NonUniform-decorated as needed; for a texel-buffer
 * one (emit_buffer_is_texel), the image texel pointer of word elem_index
 * (width 32 only: atomics), a UAV's. */
spv_id emit_buffer_elem_ptr(emit_ctx *ec, const emit_handle *h, uint32_t width, spv_id elem_index);
/* CBVs: pointer to row `row` (u32 id; uvec4), and to one 32-bit word (row,
 * component ids) of the block. */
spv_id emit_cbuffer_row_ptr(emit_ctx *ec, const emit_handle *h, spv_id row);
spv_id emit_cbuffer_word_ptr(emit_ctx *ec, const emit_handle *h, spv_id row, spv_id comp);
/* UAV counter: pointer to its uint. */
spv_id emit_counter_ptr(emit_ctx *ec, const emit_handle *h);
/* Element `elem_index` of a raw/structured buffer's `width`-bit view (16
 * or 32) read as `type` (the unsigned int of that width) / written from
 * `value`: a storage buffer or root address through emit_buffer_elem_ptr,
 * or the texel buffer's word (16-bit halves: the word's half read, or set
 * with two atomics that leave the other half alone). */
spv_id emit_buffer_read(emit_ctx *ec, const emit_handle *h, spv_id type, uint32_t width, spv_id elem_index);
void emit_buffer_write(emit_ctx *ec, const emit_handle *h, uint32_t width, spv_id elem_index, spv_id value);
/* The size of a raw/structured buffer in bytes (its descriptor's range, or
 * the heap view's range with options.heap_buffer_ranges). */
spv_id emit_buffer_bytes(emit_ctx *ec, const emit_handle *h);
/* A constant buffer's 16-byte row (uvec4) / one word of a row. */
spv_id emit_cbuffer_load_row(emit_ctx *ec, const emit_handle *h, spv_id row);
spv_id emit_cbuffer_load_word(emit_ctx *ec, const emit_handle *h, spv_id row, spv_id comp);
/* Decorates an id NonUniform (adding the capability) when h is non-uniform. */
void emit_nonuniform(emit_ctx *ec, const emit_handle *h, spv_id id);
/* "SRV 'name' (t3, space 0)" for messages. */
const char *emit_resource_desc(emit_ctx *ec, const emit_resource *r);

/* ---- types, constants and operands (emit_types.c) ---------------------- */

spv_id emit_type(emit_ctx *ec, ir_type *t);
spv_id emit_ptr_type(emit_ctx *ec, SpvStorageClass sc, ir_type *pointee);
/* The unsigned integer type of a width, with its capability. */
spv_id emit_uint(emit_ctx *ec, uint32_t width);
/* Bit width of an int/float scalar or of a vector's element; 0 otherwise. */
uint32_t emit_scalar_width(const ir_type *t);
bool emit_type_is_handle(const ir_type *t);
/* Resource variables in memory (emit_handle_mem.c): a dx.types.Handle or an
 * array of them, held in memory as the u32 index of the descriptor. */
bool emit_type_holds_handle(const ir_type *t);
/* The SPIR-V type of memory holding t: emit_type, but u32 for each handle. */
spv_id emit_mem_type(emit_ctx *ec, ir_type *t);
/* A store of a handle (in->ops[1]) / a load of one through SPIR-V pointer
 * ptr to that u32. */
void emit_handle_store(emit_ctx *ec, ir_instr *in, spv_id ptr);
void emit_handle_load(emit_ctx *ec, ir_instr *in, spv_id ptr);
/* The SPIR-V id of any operand: instruction results, arguments, constants,
 * globals; constant expressions are emitted into the current block. */
spv_id emit_value(emit_ctx *ec, ir_value *v);
/* Defines an instruction's result. */
void emit_set_value(emit_ctx *ec, ir_instr *in, spv_id id);
/* The result of a struct-valued dx.op (ResRet, CBufRet, Dimensions...)
 * from its members: when every use is an extractvalue (used_comps), the
 * members are kept and extractvalue takes them directly, so the module has
 * neither the OpCompositeConstruct nor the struct type; otherwise the
 * struct is built. */
void emit_set_struct_value(emit_ctx *ec, ir_instr *in, ir_type *type, const spv_id *parts, uint32_t n);
/* The members kept by emit_set_struct_value for v ([0] = count, then the
 * members), or NULL. */
const spv_id *emit_struct_parts(emit_ctx *ec, const ir_value *v);
/* Constants. */
bool emit_is_undef(const ir_value *v);
bool emit_const_int(const ir_value *v, uint64_t *out);
/* Immediate operand ops[i] of a dx.op; fails (invalid input) if not constant. */
uint64_t emit_imm(emit_ctx *ec, ir_instr *in, uint32_t i);
spv_id emit_u32(emit_ctx *ec, uint32_t v);
/* x * k and x + k on 32-bit unsigned integers, with a constant k; the
 * identities (k == 1, k == 0) give x itself, no instruction. */
spv_id emit_u32_mul_const(emit_ctx *ec, spv_id x, uint32_t k);
spv_id emit_u32_add_const(emit_ctx *ec, spv_id x, uint32_t k);
/* A scalar or splatted vector constant of SPIR-V type `type` (int/float/bool
 * scalar or vector) from raw bits. */
spv_id emit_const_splat(emit_ctx *ec, spv_id type, uint64_t bits);

/* ---- instructions (emit_instr.c, emit_memory.c) ------------------------ */

void emit_binop(emit_ctx *ec, ir_instr *in);
void emit_cast(emit_ctx *ec, ir_instr *in);
void emit_cmp(emit_ctx *ec, ir_instr *in);
void emit_select(emit_ctx *ec, ir_instr *in);
void emit_aggregate_op(emit_ctx *ec, ir_instr *in); /* extract/insert value/element, shuffle */

void emit_globals(emit_ctx *ec);
spv_id emit_global_var(emit_ctx *ec, ir_global *g);
SpvStorageClass emit_ptr_storage(emit_ctx *ec, ir_value *ptr, uint32_t depth);
/* Records a pointer-valued instruction's SPIR-V id and storage class. */
void emit_set_pointer(emit_ctx *ec, ir_instr *in, spv_id id, SpvStorageClass sc);
void emit_alloca(emit_ctx *ec, ir_instr *in);
void emit_gep(emit_ctx *ec, ir_instr *in);
spv_id emit_gep_expr(emit_ctx *ec, ir_const *c); /* constant-expression GEP */
void emit_load(emit_ctx *ec, ir_instr *in);
void emit_store(emit_ctx *ec, ir_instr *in);
/* The access chain of GEP indices idx[0..n) (after the pointer step) into
 * type cur; returns the type reached. */
ir_type *emit_gep_indices(emit_ctx *ec, ir_type *cur, ir_value *const *idx, uint32_t n, spv_id *chain);

/* Pointer bitcasts (emit_ptrcast.c). A cast to a type that the pointee
 * starts with (T* -> first member or element, as LLVM folds a zero GEP) is
 * an access chain; any other cast is a view: it has no SPIR-V value, and
 * GEPs, loads and stores through it address the same bytes in the
 * variable's own type, bitcasting scalars and vectors of equal size. */
typedef struct emit_ptr_view {
    spv_id root;          /* SPIR-V pointer to `real` */
    ir_type *real;        /* the type in memory */
    SpvStorageClass sc;
    ir_type *decay_array; /* a cast to an array's element 0: that array (a GEP may step from it) */
    spv_id decay_parent;  /* ... and the pointer to it */
} emit_ptr_view;
void emit_pointer_cast(emit_ctx *ec, ir_instr *in);
/* Finds the groupshared globals atomics reach through pointer casts and
 * gives them integer memory (their floats of the atomic's width as
 * integers); called once, after the globals' index is made. */
void emit_ptrcast_prepare(emit_ctx *ec);
/* The type global g is declared with: its own, or the one prepared above. */
ir_type *emit_global_memory_type(emit_ctx *ec, ir_global *g);
/* The view or decayed cast behind a pointer value, NULL for a plain pointer. */
const emit_ptr_view *emit_ptr_view_of(emit_ctx *ec, ir_value *ptr);
spv_id emit_view_gep(emit_ctx *ec, const emit_ptr_view *pv, ir_type *src, ir_value **idx, uint32_t n,
                     ir_type *result_type, SpvStorageClass *out_sc);
/* Records that GEP result `in` (SPIR-V pointer id) points to `real` in memory. */
void emit_ptr_view_set_real(emit_ctx *ec, ir_instr *in, spv_id id, SpvStorageClass sc, ir_type *real);
/* The pointer to access for a load/store through ptr; *real is set when the
 * memory holds another type of the same size (NULL otherwise). */
spv_id emit_access_ptr(emit_ctx *ec, ir_value *ptr, ir_type **real);
void emit_atomic_ptr(emit_ctx *ec, ir_instr *in); /* atomicrmw, cmpxchg */

/* Pointer arithmetic (emit_ptrarith.c): a GEP from `base` whose first index
 * is not constant 0, or whose base is outside its variable, composed back
 * to the variable. Returns the access chain, or 0 with *out_of_bounds set
 * when it points outside the variable at translation time. */
spv_id emit_gep_offset(emit_ctx *ec, ir_value *base, ir_value *const *idx, uint32_t n, ir_type *result_type,
                       SpvStorageClass *out_sc, bool *out_of_bounds);
/* True for a pointer known to be outside its variable: D3D reads 0 through
 * it and drops stores (emit_load, emit_store, emit_atomic_ptr). */
bool emit_ptr_out_of_bounds(emit_ctx *ec, ir_value *ptr);

/* ---- functions (emit_function.c) ---------------------------------------- */

void emit_function(emit_ctx *ec, ir_function *f, spv_id fn_id, bool is_entry);
/* The id of a defined function; queues it for emission on first use. */
spv_id emit_function_id(emit_ctx *ec, ir_function *f);
/* Incoming entries of a phi kept in SPIR-V (emitted, distinct
 * predecessors); `which` (may be NULL) receives their operand indices. */
uint32_t emit_phi_incoming(emit_ctx *ec, ir_instr *phi, uint32_t *which);
/* Registers a phi whose pairs fill_phis() sets after the last block. */
void emit_pending_phi_push(emit_ctx *ec, ir_instr *phi, spv_phi_ref ref, bool handle_index);

/* ---- errors ------------------------------------------------------------- */

/* Fail with the current location appended: " (function 'main', block 3,
 * instruction 7)". */
D2S_NORETURN void emit_fail(emit_ctx *ec, d2s_status st, const char *fmt, ...) D2S_PRINTF(3, 4);
#define emit_unsupported(ec, ...) emit_fail((ec), D2S_ERR_UNSUPPORTED, __VA_ARGS__)
#define emit_invalid(ec, ...) emit_fail((ec), D2S_ERR_INVALID, __VA_ARGS__)
/* The standard refusal of a dx.op without (or beyond) a handler. */
D2S_NORETURN void emit_dxop_unsupported(emit_ctx *ec, ir_instr *in, const char *why);

/* ---- dx.op domains ------------------------------------------------------ */

/* Raw/structured buffer access shared by BufferLoad/Store and
 * RawBufferLoad/Store (emit_dxop_buffer.c): `in` returns a ResRet (load);
 * mask selects components; offset is the structured-buffer byte offset
 * (ignored for raw buffers). */
void emit_buffer_load_raw(emit_ctx *ec, ir_instr *in, const emit_handle *h, ir_value *index, ir_value *offset,
                          uint32_t mask);
void emit_buffer_store_raw(emit_ctx *ec, ir_instr *in, const emit_handle *h, ir_value *index, ir_value *offset,
                           ir_value *const *values, uint32_t mask);
/* The status of a raw/structured buffer load `in` (member `member` of its
 * ResRet): 0, "fully mapped", as SPIR-V cannot ask a storage buffer's
 * residency; when the shader reads it, a warning naming the instruction,
 * or a refusal with options.buffer_residency = REFUSE (emit_dxop_buffer.c). */
spv_id emit_buffer_status(emit_ctx *ec, ir_instr *in, uint32_t member);
/* GetDimensions of a raw/structured buffer (emit_dxop_buffer.c). */
void emit_buffer_get_dimensions(emit_ctx *ec, ir_instr *in, const emit_handle *h);
/* Index of the first `width`-bit element at (index, offset) of a raw or
 * structured buffer; is_const/cidx report a constant result. */
spv_id emit_buffer_elem_index(emit_ctx *ec, const emit_resource *r, ir_value *index, ir_value *offset,
                              uint32_t width, bool *is_const, uint64_t *cidx);
/* Element k after `first` (a result of emit_buffer_elem_index, with its
 * is_const/cidx), folded to a constant when the first one is. */
spv_id emit_buffer_elem_after(emit_ctx *ec, spv_id first, uint32_t k, bool is_const, uint64_t cidx);
void emit_register_atomic_ops(emit_dxop_fn *table);
/* AtomicBinOp / AtomicCompareExchange on raw and structured buffers
 * (emit_dxop_atomic.c); other resource kinds fail as unsupported. */
SpvOp emit_atomic_binop_opcode(emit_ctx *ec, ir_instr *in); /* AtomicBinOp operation -> OpAtomic* */
void emit_atomic_binop_buffer(emit_ctx *ec, ir_instr *in);
void emit_atomic_cmpxchg_buffer(emit_ctx *ec, ir_instr *in);
/* struct { uint, uint } (OpIAddCarry & co), made once. */
spv_id emit_u32_pair_type(emit_ctx *ec);

void emit_register_compute_ops(emit_dxop_fn *table);
void emit_register_math_ops(emit_dxop_fn *table);
void emit_register_buffer_ops(emit_dxop_fn *table);
void emit_register_sync_ops(emit_dxop_fn *table);
void emit_register_packed_ops(emit_dxop_fn *table);
void emit_register_resource_ops(emit_dxop_fn *table); /* handles: emit_resources.c */
/* Wave/quad ops (emit_dxop_wave.c), derivatives and helper lanes
 * (emit_dxop_deriv.c). */
void emit_register_wave_ops(emit_dxop_fn *table);
void emit_register_deriv_ops(emit_dxop_fn *table);
/* Textures, typed buffers, image atomics, GetDimensions (emit_dxop_texture.c)
 * and sampler ops (emit_dxop_sample.c); register after the buffer and
 * atomic ops, whose raw/structured cases they forward to. */
void emit_register_texture_ops(emit_dxop_fn *table);
void emit_register_sample_ops(emit_dxop_fn *table);
/* WriteSamplerFeedback* on emulated feedback maps (emit_dxop_feedback.c). */
void emit_register_feedback_ops(emit_dxop_fn *table);
/* After every function is emitted, before the entry point's interface is
 * written: emits the wave helper functions, sets the WaveSize reflection. */
void emit_wave_finish(emit_ctx *ec);
/* The [WaveSize] range into the reflection (emit_wave_finish, the scan). */
void emit_wave_reflect(emit_ctx *ec);
/* Implicit derivatives (Deriv*, Sample, CalculateLOD...) are about to be
 * used: in compute shaders this adds the derivative-group execution mode
 * (SPV_NV_compute_shader_derivatives) matching numthreads; fails in stages
 * without derivatives. `in` names the op in messages (may be NULL).
 * Returns EMIT_DERIV_REAL, or EMIT_DERIV_ZERO for a compute shader whose
 * thread group forms no quads (see emit_dxop_deriv.c): the caller then
 * uses zero derivatives, or refuses an op that cannot. */
enum { EMIT_DERIV_REAL = 1, EMIT_DERIV_ZERO = 2 };
uint32_t emit_require_derivatives(emit_ctx *ec, ir_instr *in);

/* OpFConvert to a narrower float type (half from float, float from
 * double), decorated NoContraction: D3D's conversions round, and without
 * the decoration Mesa's optimizer folds a narrowing followed by a widening
 * back into nothing, handing back the unrounded value (the f16_roundtrip
 * probe in tests/vk/probes shows it on lavapipe). */
spv_id emit_fconvert_narrow(emit_ctx *ec, spv_id type, spv_id v);

/* Graphics stages (vertex, pixel, geometry, hull, domain): emit_stage_*.c,
 * emit_dxop_io.c, emit_dxop_sysval.c. emit_stage_supported() says whether
 * a shader kind can be translated. emit_stage_begin() runs before any
 * function is emitted: it declares the signatures' interface variables and
 * queues the entry (and a hull shader's patch-constant) function; a no-op
 * for compute. emit_stage_finish() runs after every function is emitted:
 * it returns the SPIR-V entry function (a wrapper for VS/DS/HS) and its
 * execution model, and adds the stage's execution modes. */
bool emit_stage_supported(uint32_t shader_kind);
void emit_stage_begin(emit_ctx *ec);
/* The scan (DXIL2SPV_OUTPUT_SCAN): the reflection's stage_io at the
 * signatures' default placement, without variables or a builder. */
void emit_stage_scan(emit_ctx *ec);
spv_id emit_stage_finish(emit_ctx *ec, spv_id entry_fn, SpvExecutionModel *model);
void emit_register_stage_io_ops(emit_dxop_fn *table);
void emit_register_sysval_ops(emit_dxop_fn *table);
void emit_register_mesh_ops(emit_dxop_fn *table);
/* Stages with thread groups (compute, mesh, amplification): numthreads,
 * compute built-ins, group sync. From the stage table (emit_stage_table.c). */
bool emit_kind_has_groups(uint32_t kind);

/* SM 6.6 descriptor heaps (emit_heap.c): createHandleFromHeap, and the
 * annotateHandle that types its handle. Each annotated type is an
 * emit_resource with `heap` set: an unbounded array at the heap array's
 * binding, indexed by the heap index, so the usual access paths apply. */
void emit_register_heap_ops(emit_dxop_fn *table);
/* annotateHandle of a heap handle (h->res->heap): replaces h->res by the
 * resource the properties operand names. */
void emit_heap_annotate(emit_ctx *ec, ir_instr *in, emit_handle *h);
/* For createHandleFromHeap, or annotateHandle of one, the heap resource it
 * names without emitting anything (handle phis); NULL for other handles. */
emit_resource *emit_heap_static_resource(emit_ctx *ec, ir_instr *in, bool *nonuniform);
/* emit_resource_desc() of a heap resource. */
const char *emit_heap_resource_desc(emit_ctx *ec, const emit_resource *r);
/* After every function is emitted: heap reflection, aliasing decorations. */
void emit_heap_finish(emit_ctx *ec);
/* The scan (DXIL2SPV_OUTPUT_SCAN): the heap arrays the annotated heap
 * handles of funcs (the functions the entry reaches) and the table
 * resources already placed would read, into the reflection. */
void emit_heap_scan(emit_ctx *ec, ir_function *const *funcs, uint32_t count);
/* options.heap_buffer_ranges / heap_counter_addresses (emit_heap_views.c)
 * for handles whose descriptor is a heap-array element. has_range: whether
 * h's typed (texel) or raw/structured (storage) buffer reads its view
 * range; range_index: `index` (typed: elements; raw: units of
 * 1 << unit_shift bytes) moved into the view, or past any buffer when out
 * of it; range_count: the view's count (typed: elements; raw: bytes). */
bool emit_heap_has_range(emit_ctx *ec, const emit_handle *h, bool typed);
spv_id emit_heap_range_index(emit_ctx *ec, const emit_handle *h, bool typed, uint32_t unit_shift, spv_id index);
spv_id emit_heap_range_count(emit_ctx *ec, const emit_handle *h, bool typed);
bool emit_heap_has_counter_address(emit_ctx *ec, const emit_handle *h);
/* Adds delta to the counter of h's UAV through its address; returns the
 * old value (0, and nothing touched, for a null address). */
spv_id emit_heap_counter_update(emit_ctx *ec, const emit_handle *h, int32_t delta);
/* After every function: the helper function the updates call. */
void emit_heap_views_finish(emit_ctx *ec);
/* The runtime's per-heap-element tables (view ranges, counter and
 * acceleration-structure addresses): a read-only storage buffer of uvec2
 * entries (runtime array, stride 8) at set/binding, named, in the
 * interface; and the load of entry `index` (NonUniform on the pointer when
 * nonuniform_of, a handle, is non-uniform). */
spv_id emit_heap_uvec2_table(emit_ctx *ec, uint32_t set, uint32_t binding, const char *name);
spv_id emit_heap_uvec2_entry(emit_ctx *ec, spv_id table, spv_id index, const emit_handle *nonuniform_of);
/* The set of heap array `array` (DXIL2SPV_HEAP_ARRAY_*) under the options' heap mapping. */
uint32_t emit_heap_array_set(const dxil2spv_heap_mapping *hm, uint32_t array);
/* The heap-array resource a descriptor-table resource is read from (root
 * signatures, emit_rootsig.c): the same one an SM 6.6 heap access of that
 * type gets. */
emit_resource *emit_heap_table_resource(emit_ctx *ec, const dxil_resource *d);

/* D3D12 root signatures (emit_rootsig.c). */
/* Matches every resource to the root parameter covering it and places it
 * (rs_* fields, set/binding); fails naming a resource nothing covers. */
void emit_rootsig_init(emit_ctx *ec);
/* Before placement: checks both root signatures and lays out their root
 * arguments. Then emit_rootsig_claims(r): whether a root signature (not the
 * register mapping) places r. */
void emit_rootsig_prepare(emit_ctx *ec);
bool emit_rootsig_claims(emit_ctx *ec, const emit_resource *r);
/* TABLE: the heap-array element for absolute register index `index`. */
spv_id emit_rootsig_table_index(emit_ctx *ec, const emit_resource *r, ir_value *index);
/* TABLE: the heap-array element for register lower_bound + rel (rel a u32
 * id, 0 for none): library symbols are indexed from their lower bound. */
spv_id emit_rootsig_table_element(emit_ctx *ec, const emit_resource *r, spv_id rel);
/* ROOT_DESCRIPTOR raw/structured buffers: a PhysicalStorageBuffer pointer
 * to element `elem` (u32 id) of `width` bits. */
spv_id emit_rootsig_buffer_ptr(emit_ctx *ec, const emit_resource *r, uint32_t width, spv_id elem);
/* ROOT_DESCRIPTOR acceleration structure (root SRV): the handle from its address. */
spv_id emit_rootsig_accel(emit_ctx *ec, const emit_resource *r);
/* ROOT_CONSTANTS and ROOT_DESCRIPTOR CBVs. */
spv_id emit_rootsig_cbuffer_row(emit_ctx *ec, const emit_resource *r, spv_id row);
spv_id emit_rootsig_cbuffer_word(emit_ctx *ec, const emit_resource *r, spv_id row, spv_id comp);
/* After emission: dxil2spv_reflection.pipeline_layout. */
void emit_rootsig_finish(emit_ctx *ec);
/* RawBufferVectorLoad/Store (SM 6.9), emit_dxop_buffer_vector.c. */
void emit_register_buffer_vector_ops(emit_dxop_fn *table);
/* SM 6.5 inline ray queries (emit_dxop_rayquery.c): AllocateRayQuery and
 * RayQuery_* -> SPV_KHR_ray_query. */
void emit_register_rayquery_ops(emit_dxop_fn *table);
/* The OpTypeAccelerationStructureKHR value handle hv names (in names the op
 * in messages); shared with TraceRay (emit_dxop_raytracing.c). */
spv_id emit_accel_load(emit_ctx *ec, ir_instr *in, ir_value *hv);
/* Emits the bodies of the guarded committed-intersection queries the
 * functions used (after every function is emitted). */
void emit_rayquery_finish(emit_ctx *ec);

/* SM 6.9 long vectors (emit_longvec.c): LLVM vectors of 5 to 1024 elements
 * are OpTypeArray values (emit_type()); whole-vector operations on them run
 * per element. */
bool emit_is_long_vector(const ir_type *t);
/* A long vector, or a struct with a long-vector member (dx.op results). */
bool emit_type_has_long_vector(const ir_type *t);
/* Defines in's vector result by running fn on a scalar copy of `in` per
 * element (vector operands replaced by their elements, other operands kept);
 * used for long vectors and for element-wise dx.op vector overloads. */
void emit_longvec_elementwise(emit_ctx *ec, ir_instr *in, emit_dxop_fn fn);
/* Before a dx.op handler runs: lowers element-wise vector overloads (true:
 * done) and refuses long vectors in dx.ops without vector support. */
bool emit_longvec_dxop(emit_ctx *ec, ir_instr *in, emit_dxop_fn fn);
void emit_longvec_extract_dynamic(emit_ctx *ec, ir_instr *in);
void emit_longvec_insert_dynamic(emit_ctx *ec, ir_instr *in);
void emit_longvec_shuffle(emit_ctx *ec, ir_instr *in);
/* Operand ids at or above this are the per-element scratch values of
 * emit_longvec_elementwise; emit_value() asks for their ids here. */
#define EMIT_SCRATCH_ID_BASE (UINT32_MAX - 64u)
spv_id emit_longvec_scratch_value(emit_ctx *ec, const ir_value *v);

/* Min-precision types (emit_minprec.c). emit_minp_prepare() runs before
 * anything is emitted: in a shader without native 16-bit types and with
 * options.min_precision WIDEN, it rewrites the module's half/i16 types to
 * float/i32 in place and converts their constants; emit_set_value() calls
 * emit_minp_relax() to decorate results of those types RelaxedPrecision. */
void emit_minp_prepare(emit_ctx *ec);
void emit_minp_relax(emit_ctx *ec, ir_instr *in, spv_id id);
/* Whether the shader's 16-bit types are min precision (no native 16-bit
 * types): their values then occupy 32 bits in memory, and the 16-bit
 * overloads of buffer loads/stores access 32-bit words. */
bool emit_minp_memory32(const emit_ctx *ec);
/* A min-precision value of 16-bit IR type et from / to its 32-bit word in
 * memory (u32 id): halves convert from / to float, integers truncate /
 * sign-extend. */
spv_id emit_minp_from_word(emit_ctx *ec, ir_type *et, spv_id word);
spv_id emit_minp_to_word(emit_ctx *ec, ir_type *et, spv_id v);
/* A compare or switch operand of a widened i16 type reduced to its 16 bits
 * (low bits, or sign-extended if is_signed); other operands unchanged. */
spv_id emit_minp_cmp16(emit_ctx *ec, const ir_instr *in, ir_value *v, spv_id id, bool is_signed);

/* ---- the context ---------------------------------------------------------- */

/* A phi whose incoming pairs are filled once every block is emitted. */
typedef struct emit_pending_phi {
    ir_instr *phi;
    spv_phi_ref ref;
    bool handle_index;         /* the phi selects the array index of a handle */
} emit_pending_phi;

/* Builtin input variables (made on first use). */
enum { EMIT_BI_GLOBAL_ID, EMIT_BI_GROUP_ID, EMIT_BI_LOCAL_ID, EMIT_BI_LOCAL_INDEX, EMIT_BI_COUNT };

struct emit_ctx {
    d2s_ctx *ctx;
    ir_module *m;
    spv_builder *b;
    const dxil2spv_options *opts;
    const dxil_entry_point *ep;
    uint32_t shader_kind;
    emit_dxop_fn dxop[EMIT_DXOP_TABLE_SIZE];

    /* common SPIR-V types: t_void and t_u32 made up front; the others on
     * first use (emit_t_bool() and friends), so that a module that needs
     * none carries none */
    spv_id t_void, t_u32, t_bool_, t_u32x2_, t_u32x4_, t_f32_;
    spv_id t_u32_pair;         /* see emit_u32_pair_type */

    /* IR type id -> SPIR-V type (0 = not yet) */
    spv_id *type_map;
    uint32_t type_map_cap;

    /* module-level values: globals by index in m->globals, functions by
     * index in m->functions; the maps give those indices */
    emit_ptrmap global_index, func_index;
    spv_id *global_var;
    SpvStorageClass *global_sc;
    ir_type **global_mem;      /* the type a global is declared with when not its own (emit_ptrcast_prepare) */
    spv_id *func_id;

    /* resources, per class in the entry point's order */
    emit_resource *res[4];
    uint32_t num_res[4];
    spv_id push_constant_var;  /* the one CBV placed in push constants, if any */
    dxil2spv_reflection *reflection;

    spv_id builtin_var[EMIT_BI_COUNT];
    D2S_VEC(spv_id) interface; /* global variables for the entry point */

    /* the function being emitted */
    ir_function *fn;
    spv_id *vmap;              /* [fn->num_values] */
    emit_handle **hmap;        /* [fn->num_values] handle values */
    uint32_t *vsc;             /* [fn->num_values] storage class + 1 of pointer values, 0 = none,
                                  EMIT_VSC_POINTER_CAST: a pointer bitcast (no SPIR-V value),
                                  EMIT_VSC_OUT_OF_BOUNDS: a GEP outside its variable (no SPIR-V value) */
    uint8_t *used_comps;       /* [fn->num_values] extractvalue mask of struct-valued dx.ops */
    spv_id **struct_parts;     /* [fn->num_values] or NULL: emit_set_struct_value's members */
    emit_ptr_view **pview;     /* [fn->num_values] pointer casts and what they address (emit_ptrcast.c) */
    ir_type *view_real;        /* set by emit_view_gep: the type in memory of the element reached */
    spv_id *block_label;       /* [fn->num_blocks] */
    spv_block *block_handle;   /* [fn->num_blocks] SPV_NO_BLOCK if not emitted */
    ir_block *cur_block;
    ir_instr *cur_instr;
    uint32_t *block_stamp;     /* [fn->num_blocks] scratch marks, see stamp_gen */
    uint32_t stamp_gen;
    D2S_VEC(emit_pending_phi) phis;
    D2S_VEC(ir_function *) func_queue; /* called functions still to emit */
    spv_id fake_result;        /* result of a constant expression being translated */
    struct emit_wave_state *wave; /* emit_dxop_wave.c, made on first use */
    struct emit_heap_state *heap; /* emit_heap.c, made on first use */
    spv_id accel_address_var;  /* options.heap_acceleration_structure_addresses: the buffer, made on first use */
    struct emit_heap_views_state *heap_views; /* emit_heap_views.c, made on first use */
    struct emit_rootsig_state *rootsig; /* emit_rootsig.c; NULL without a root signature */
    struct emit_rootsig_state *rootsig_local; /* the local root signature (shader record); NULL without */
    struct emit_stage_state *stage; /* graphics stages (emit_stage_io.c), NULL for compute */
    struct emit_longvec_state *longvec; /* emit_longvec.c, made on first use */
    struct emit_minp_state *minp; /* emit_minprec.c: set when min-precision types are widened */
    struct emit_rayquery_state *rayquery; /* emit_dxop_rayquery.c, made on first use */
    struct emit_handle_mem_state *handle_mem; /* emit_handle_mem.c, made on first use */
    struct emit_rt_state *rt;  /* ray-tracing stages (emit_stage_raytracing.c), made on first use */
    uint8_t derivatives;       /* emit_require_derivatives: 0 not asked yet, else an EMIT_DERIV_* */
    /* Amplification shaders: the groupshared global DispatchMesh sends,
     * declared TaskPayloadWorkgroupEXT instead of Workgroup so that
     * EmitMeshTasksEXT can name it (emit_stage_mesh.c); NULL otherwise. */
    const ir_global *task_payload_global;
    /* The first rasterizer-ordered UAV given a variable (its name, or "" if
     * the shader kept none); NULL: none. The pixel-shader entry then
     * becomes an interlock critical section (emit_stage_entry.c). */
    const char *rov_resource;
};

static inline spv_id emit_t_bool(emit_ctx *ec)
{
    return ec->t_bool_ ? ec->t_bool_ : (ec->t_bool_ = spv_type_bool(ec->b));
}

static inline spv_id emit_t_f32(emit_ctx *ec)
{
    return ec->t_f32_ ? ec->t_f32_ : (ec->t_f32_ = spv_type_float(ec->b, 32));
}

static inline spv_id emit_t_u32x2(emit_ctx *ec)
{
    return ec->t_u32x2_ ? ec->t_u32x2_ : (ec->t_u32x2_ = spv_type_vector(ec->b, ec->t_u32, 2));
}

static inline spv_id emit_t_u32x4(emit_ctx *ec)
{
    return ec->t_u32x4_ ? ec->t_u32x4_ : (ec->t_u32x4_ = spv_type_vector(ec->b, ec->t_u32, 4));
}

/* Calls visit for every call of dx.op `opcode` in the module's function
 * bodies, before emission (emit_module.c). */
typedef void (*emit_dxop_visit)(emit_ctx *ec, ir_instr *in, void *arg);
void emit_each_dxop(emit_ctx *ec, uint32_t opcode, emit_dxop_visit visit, void *arg);
/* The same for the calls of any of `count` opcodes, in one walk. */
void emit_each_dxop_of(emit_ctx *ec, const uint32_t *opcodes, uint32_t count, emit_dxop_visit visit, void *arg);

/* Decorations every descriptor variable of resource r gets from its D3D
 * flags: Coherent for globally coherent and rasterizer-ordered UAVs (the
 * latter also noted in ec->rov_resource; emit_resources.c). */
void emit_resource_var_flags(emit_ctx *ec, const emit_resource *r, spv_id var);

/* Adds a global variable to the entry point interface. */
static inline void emit_add_interface(emit_ctx *ec, spv_id var)
{
    d2s_vec_push(ec->ctx, &ec->interface, var);
}

#endif
