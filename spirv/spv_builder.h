/* SPIR-V module builder. Knows nothing of DXIL.
 *
 * Usage (an emitter walking an SSA IR):
 *
 *   spv_builder_options o; spv_builder_options_init(&o, SPV_TARGET_VULKAN_1_3);
 *   spv_builder *b = spv_builder_create(ctx, &o);   // arena-owned, no free
 *   spv_capability(b, SpvCapabilityInt64);          // sets: emitted once
 *   spv_id u32 = spv_type_int(b, 32, false);        // types: deduplicated
 *   spv_id c1 = spv_const_u32(b, 1);                // constants: deduplicated
 *   spv_id var = spv_variable(b, spv_type_pointer(b, SpvStorageClassStorageBuffer, blk),
 *                             SpvStorageClassStorageBuffer, 0);
 *   spv_id fn = spv_function_begin(b, 0, void_t, fn_t, SpvFunctionControlMaskNone);
 *   spv_block_begin(b, 0);                          // entry block
 *   spv_id x = spv_op(b, SpvOpIAdd, u32, SPV_OPS(a, c1));
 *   spv_return(b);
 *   spv_function_end(b);
 *   spv_entry_point(b, SpvExecutionModelGLCompute, fn, "main");  // + interface ids
 *   const uint32_t *words = spv_finish(b, &count);  // arena-owned
 *
 * Ids are plain uint32_t; 0 means "none". spv_alloc_id() hands out ids ahead
 * of their definition (forward branch targets, phi operands, recursive calls):
 * every function taking a result/label/function id accepts 0 = "allocate one".
 *
 * Deduplication (one open-addressing hash table keyed by opcode + operand
 * words, O(1) average): all types except structs, all constants except spec
 * constants, global OpUndef, OpExtInstImport, capabilities, extensions,
 * decorations, member decorations, execution modes and entry-point interface
 * entries. Structs are never deduplicated: each spv_type_struct() call makes a
 * new type, because two structs with the same members may need different
 * decorations (Block, Offset, ...). Arrays take their ArrayStride as part of
 * the key (stride 0 = undecorated), and the builder decorates them itself.
 *
 * Function bodies: instructions go to the current block (spv_block_begin /
 * spv_block_select). Within a block the builder orders instructions by kind,
 * whatever the call order: OpPhi first, then ordinary instructions, then the
 * merge instruction, then the terminator. So an emitter may go back to an
 * already terminated block and append (e.g. copies before the branch), and
 * function-scope OpVariable always lands at the top of the entry block.
 * Blocks are laid out in the order of their spv_block_begin calls; the
 * emitter is responsible for dominance order and structured control flow.
 *
 * Capabilities: the builder adds only what its own parameters imply (Shader;
 * VulkanMemoryModel for the Vulkan memory model; PhysicalStorageBufferAddresses
 * for that addressing model; the extensions those need before SPIR-V 1.5).
 * Everything else (Int64, Float16, ImageQuery, ...) is the emitter's call.
 *
 * Entry-point interfaces: add every global variable an entry point uses; for
 * SPIR-V < 1.4 spv_finish keeps only Input/Output variables, as required.
 *
 * Misuse (emitting outside a block, a second terminator, an unterminated
 * block, an unknown type id where a builder-made type is needed) fails the
 * translation with D2S_ERR_INTERNAL; an instruction longer than 65535 words or
 * an id bound past 4194303 fails with D2S_ERR_LIMIT.
 *
 * Output is deterministic: the same calls give the same words (sections keep
 * insertion order; nothing depends on pointer values).
 */
#ifndef D2S_SPV_BUILDER_H
#define D2S_SPV_BUILDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>

#include "util/ctx.h"

typedef uint32_t spv_id;
typedef struct spv_builder spv_builder;

/* Operand list from literal arguments, for spv_op/spv_emit:
 *   spv_op(b, SpvOpIAdd, t, SPV_OPS(x, y));  */
#define SPV_OPS(...) \
    (const uint32_t[]){__VA_ARGS__}, (uint32_t)(sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))

typedef enum spv_target {
    SPV_TARGET_VULKAN_1_1, /* SPIR-V 1.3 */
    SPV_TARGET_VULKAN_1_2, /* SPIR-V 1.5 */
    SPV_TARGET_VULKAN_1_3, /* SPIR-V 1.6 */
} spv_target;

/* SPIR-V version word (0x00010300, ...) a target uses. */
uint32_t spv_target_version(spv_target t);

typedef struct spv_builder_options {
    spv_target target;
    uint32_t version;          /* 0 = from target; else e.g. 0x00010400 */
    bool vulkan_memory_model;  /* OpMemoryModel Logical Vulkan (else GLSL450) */
    bool debug_names;          /* emit OpName/OpMemberName (off = calls are no-ops) */
} spv_builder_options;

void spv_builder_options_init(spv_builder_options *o, spv_target target);
spv_builder *spv_builder_create(d2s_ctx *ctx, const spv_builder_options *o);

uint32_t spv_version(const spv_builder *b);
spv_id spv_alloc_id(spv_builder *b);
spv_id spv_id_bound(const spv_builder *b); /* next id = the header's bound */

/* --- module-level sets ---------------------------------------------------- */
void spv_capability(spv_builder *b, SpvCapability cap);
bool spv_has_capability(spv_builder *b, SpvCapability cap);
void spv_extension(spv_builder *b, const char *name);
spv_id spv_ext_inst_import(spv_builder *b, const char *name);
spv_id spv_glsl450(spv_builder *b); /* "GLSL.std.450", imported on first use */
/* Read-back (spv_query.c): the capabilities / extension names emitted so far,
 * in module order, as arena arrays; returns the count. */
uint32_t spv_capability_list(spv_builder *b, const uint32_t **caps);
uint32_t spv_extension_list(spv_builder *b, const char *const **names);
/* Physical64 / PhysicalStorageBuffer64 add their capability (+ extension). */
void spv_set_addressing_model(spv_builder *b, SpvAddressingModel model);

/* --- types (deduplicated unless stated) ----------------------------------- */
spv_id spv_type_void(spv_builder *b);
spv_id spv_type_bool(spv_builder *b);
spv_id spv_type_int(spv_builder *b, uint32_t width, bool is_signed);
spv_id spv_type_float(spv_builder *b, uint32_t width);
spv_id spv_type_vector(spv_builder *b, spv_id component, uint32_t count);
spv_id spv_type_matrix(spv_builder *b, spv_id column, uint32_t columns);
/* length = id of an integer constant; stride 0 = no ArrayStride decoration. */
spv_id spv_type_array(spv_builder *b, spv_id elem, spv_id length, uint32_t stride);
spv_id spv_type_array_n(spv_builder *b, spv_id elem, uint32_t length, uint32_t stride);
spv_id spv_type_runtime_array(spv_builder *b, spv_id elem, uint32_t stride);
/* Never deduplicated (see above). */
spv_id spv_type_struct(spv_builder *b, const spv_id *members, uint32_t count);
spv_id spv_type_pointer(spv_builder *b, SpvStorageClass sc, spv_id pointee);
spv_id spv_type_function(spv_builder *b, spv_id ret, const spv_id *params, uint32_t count);
/* depth: 0 no, 1 yes, 2 unknown; sampled: 0 unknown, 1 sampled, 2 storage. */
spv_id spv_type_image(spv_builder *b, spv_id sampled_type, SpvDim dim, uint32_t depth,
                      bool arrayed, bool multisampled, uint32_t sampled, SpvImageFormat format);
spv_id spv_type_sampled_image(spv_builder *b, spv_id image);
spv_id spv_type_sampler(spv_builder *b);
spv_id spv_type_accel_struct(spv_builder *b);
spv_id spv_type_ray_query(spv_builder *b);
/* Any other OpType* (e.g. cooperative matrices): ops are the words after the
 * result id. Deduplicated. */
spv_id spv_type_generic(spv_builder *b, SpvOp op, const uint32_t *ops, uint32_t n);

/* What the builder knows of a type it made, or of a global variable. */
typedef struct spv_type_info {
    SpvOp op;           /* OpTypeInt, OpTypePointer, ..., or OpVariable */
    uint32_t width;     /* int/float: bits */
    bool is_signed;     /* int */
    spv_id elem;        /* vector/matrix/array component, pointee, image sampled
                           type, sampled image's image; variable: its pointer type */
    uint32_t count;     /* vector size, matrix columns, struct members,
                           array: the length constant's id */
    SpvStorageClass storage; /* pointer, variable */
} spv_type_info;
/* false if the id is not a type/global variable made by this builder. */
bool spv_type_query(spv_builder *b, spv_id id, spv_type_info *out);

/* --- constants (deduplicated by type + bit pattern) ------------------------ */
spv_id spv_const_bool(spv_builder *b, bool v);
/* Int, float or bool type made by this builder; the low `width` bits are used
 * (sign-extended for signed ints below 32 bits, as SPIR-V requires). */
spv_id spv_const_scalar(spv_builder *b, spv_id type, uint64_t bits);
spv_id spv_const_u32(spv_builder *b, uint32_t v);
spv_id spv_const_i32(spv_builder *b, int32_t v);
spv_id spv_const_u64(spv_builder *b, uint64_t v);
spv_id spv_const_f32(spv_builder *b, float v);
spv_id spv_const_f64(spv_builder *b, double v);
spv_id spv_const_composite(spv_builder *b, spv_id type, const spv_id *parts, uint32_t n);
spv_id spv_const_null(spv_builder *b, spv_id type);
spv_id spv_undef(spv_builder *b, spv_id type); /* global OpUndef */
/* Spec constants: never deduplicated; decorated SpecId. */
spv_id spv_spec_const_bool(spv_builder *b, bool v, uint32_t spec_id);
spv_id spv_spec_const_scalar(spv_builder *b, spv_id type, uint64_t bits, uint32_t spec_id);

/* Any instruction into the types/constants/globals section, not
 * deduplicated (OpSpecConstantComposite, OpSpecConstantOp, ...). result:
 * 0 = allocate one, SPV_NO_RESULT = the instruction has none. */
#define SPV_NO_RESULT UINT32_MAX
spv_id spv_global_emit(spv_builder *b, SpvOp op, spv_id type, spv_id result,
                       const uint32_t *ops, uint32_t n);

/* --- variables ------------------------------------------------------------- */
/* sc == Function: a local at the top of the current function's entry block
 * (a block must have been begun). Otherwise a global. init: 0 = none. */
spv_id spv_variable(spv_builder *b, spv_id ptr_type, SpvStorageClass sc, spv_id init);

/* --- debug names (no-ops unless options.debug_names) ----------------------- */
void spv_name(spv_builder *b, spv_id target, const char *name);
void spv_member_name(spv_builder *b, spv_id type, uint32_t member, const char *name);
bool spv_names_enabled(const spv_builder *b);

/* --- decorations (deduplicated) -------------------------------------------- */
void spv_decorate(spv_builder *b, spv_id target, SpvDecoration d, const uint32_t *lits, uint32_t n);
void spv_decorate0(spv_builder *b, spv_id target, SpvDecoration d);
void spv_decorate1(spv_builder *b, spv_id target, SpvDecoration d, uint32_t lit);
void spv_decorate_id(spv_builder *b, spv_id target, SpvDecoration d, const spv_id *ids, uint32_t n);
/* OpDecorateString (SPIR-V 1.4; before that it is OpDecorateStringGOOGLE and
 * the emitter adds SPV_GOOGLE_decorate_string). */
void spv_decorate_string(spv_builder *b, spv_id target, SpvDecoration d, const char *s);
void spv_member_decorate(spv_builder *b, spv_id type, uint32_t member, SpvDecoration d,
                         const uint32_t *lits, uint32_t n);
void spv_member_decorate0(spv_builder *b, spv_id type, uint32_t member, SpvDecoration d);
void spv_member_decorate1(spv_builder *b, spv_id type, uint32_t member, SpvDecoration d, uint32_t lit);
void spv_decorate_binding(spv_builder *b, spv_id var, uint32_t set, uint32_t binding);
void spv_decorate_builtin(spv_builder *b, spv_id var, SpvBuiltIn builtin);

/* --- entry points and execution modes -------------------------------------- */
/* Returns the entry point's index for spv_entry_point_interface. */
uint32_t spv_entry_point(spv_builder *b, SpvExecutionModel model, spv_id fn, const char *name);
void spv_entry_point_interface(spv_builder *b, uint32_t entry, spv_id var); /* duplicates ignored */
void spv_execution_mode(spv_builder *b, spv_id fn, SpvExecutionMode mode, const uint32_t *lits, uint32_t n);
void spv_execution_mode0(spv_builder *b, spv_id fn, SpvExecutionMode mode);
void spv_execution_mode_id(spv_builder *b, spv_id fn, SpvExecutionMode mode, const spv_id *ids, uint32_t n);
void spv_local_size(spv_builder *b, spv_id fn, uint32_t x, uint32_t y, uint32_t z);
void spv_local_size_id(spv_builder *b, spv_id fn, spv_id x, spv_id y, spv_id z);

/* --- functions and blocks -------------------------------------------------- */
typedef uint32_t spv_block; /* builder-wide block handle */
#define SPV_NO_BLOCK UINT32_MAX

/* One function at a time. id 0 = allocate. Parameters come before the first
 * block. A function without blocks is a declaration (emitted first). */
spv_id spv_function_begin(spv_builder *b, spv_id id, spv_id ret_type, spv_id fn_type,
                          SpvFunctionControlMask control);
spv_id spv_function_param(spv_builder *b, spv_id type);
/* Checks that every block has a terminator. */
void spv_function_end(spv_builder *b);

/* Places a new block after the function's previous ones and makes it current.
 * label 0 = allocate. The first block is the entry block. */
spv_block spv_block_begin(spv_builder *b, spv_id label);
void spv_block_select(spv_builder *b, spv_block blk); /* a block of the open function */
spv_block spv_block_current(const spv_builder *b);
spv_id spv_block_label(const spv_builder *b, spv_block blk);
bool spv_block_terminated(const spv_builder *b, spv_block blk);

/* --- instructions (into the current block) --------------------------------- */
/* Generic: words are [op][type if nonzero][result unless SPV_NO_RESULT][ops].
 * result 0 = allocate. Returns the result id (0 with SPV_NO_RESULT). */
spv_id spv_emit(spv_builder *b, SpvOp op, spv_id type, spv_id result, const uint32_t *ops, uint32_t n);
/* Value-producing instruction with a fresh result id. */
spv_id spv_op(spv_builder *b, SpvOp op, spv_id type, const uint32_t *ops, uint32_t n);
/* Instruction without type or result (OpStore, OpControlBarrier, ...). */
void spv_op_void(spv_builder *b, SpvOp op, const uint32_t *ops, uint32_t n);

/* Memory-access operands: use spv_op(b, SpvOpLoad, t, SPV_OPS(p, mask, ...)). */
spv_id spv_load(spv_builder *b, spv_id type, spv_id ptr);
/* A load from memory the caller knows does not change while the shader
 * runs (descriptors, uniform blocks): one made before in the same block
 * from the same pointer is reused. */
spv_id spv_load_invariant(spv_builder *b, spv_id type, spv_id ptr);
void spv_store(spv_builder *b, spv_id ptr, spv_id value);
spv_id spv_access_chain(spv_builder *b, spv_id ptr_type, spv_id base, const spv_id *idx, uint32_t n);
spv_id spv_unop(spv_builder *b, SpvOp op, spv_id type, spv_id a);
spv_id spv_binop(spv_builder *b, SpvOp op, spv_id type, spv_id a, spv_id c);
spv_id spv_select(spv_builder *b, spv_id type, spv_id cond, spv_id t, spv_id f);
spv_id spv_composite_construct(spv_builder *b, spv_id type, const spv_id *parts, uint32_t n);
spv_id spv_composite_extract(spv_builder *b, spv_id type, spv_id composite, const uint32_t *idx, uint32_t n);
spv_id spv_composite_insert(spv_builder *b, spv_id type, spv_id object, spv_id composite,
                            const uint32_t *idx, uint32_t n);
spv_id spv_vector_shuffle(spv_builder *b, spv_id type, spv_id v1, spv_id v2, const uint32_t *comps, uint32_t n);
spv_id spv_call(spv_builder *b, spv_id type, spv_id fn, const spv_id *args, uint32_t n);
spv_id spv_ext_inst(spv_builder *b, spv_id type, spv_id set, uint32_t inst, const spv_id *args, uint32_t n);
spv_id spv_glsl(spv_builder *b, spv_id type, enum GLSLstd450 inst, const spv_id *args, uint32_t n);

/* Phi: pairs = (value, parent label) * n_pairs. */
spv_id spv_phi(spv_builder *b, spv_id type, const spv_id *pairs, uint32_t n_pairs);
/* Phi whose incoming pairs are filled in later (e.g. after the loop body):
 * reserves n_pairs zeroed pairs; result 0 = allocate. The ref points into
 * code memory, which never moves: valid until the arena is released. */
typedef struct spv_phi_ref { uint32_t *pairs; uint32_t n_pairs; spv_id id; } spv_phi_ref;
spv_phi_ref spv_phi_open(spv_builder *b, spv_id type, spv_id result, uint32_t n_pairs);
void spv_phi_set(spv_builder *b, spv_phi_ref phi, uint32_t i, spv_id value, spv_id parent);

/* Structured control flow; merges and terminators end the block. */
void spv_selection_merge(spv_builder *b, spv_id merge, SpvSelectionControlMask control);
void spv_loop_merge(spv_builder *b, spv_id merge, spv_id cont, SpvLoopControlMask control);
void spv_branch(spv_builder *b, spv_id target);
void spv_branch_cond(spv_builder *b, spv_id cond, spv_id t, spv_id f);
/* cases = (32-bit literal, label) * n_cases; 64-bit selectors: use spv_emit. */
void spv_switch(spv_builder *b, spv_id selector, spv_id def, const uint32_t *cases, uint32_t n_cases);
void spv_return(spv_builder *b);
void spv_return_value(spv_builder *b, spv_id v);
void spv_unreachable(spv_builder *b);

/* --- output ---------------------------------------------------------------- */
/* Lays out the module (header: magic, version, generator 0, bound, 0) and
 * returns arena-owned words. The builder is unchanged; calling it again gives
 * the same words. */
const uint32_t *spv_finish(spv_builder *b, size_t *word_count);

#endif
