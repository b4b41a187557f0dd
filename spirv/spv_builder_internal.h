/* Internal state of the SPIR-V builder, shared by its two halves:
 * spv_module.c (ids, interning, types, constants, module sections, the
 * binary writer) and spv_function.c (functions, blocks, instructions).
 */
#ifndef D2S_SPV_BUILDER_INTERNAL_H
#define D2S_SPV_BUILDER_INTERNAL_H

#include "spirv/spv_builder.h"

typedef D2S_VEC(uint32_t) spv_words;

/* Pseudo-opcodes for interning things that are not one instruction; real
 * opcodes fit in 16 bits, so these never collide with them. */
enum {
    SPV_KEY_INTERFACE = 0x10001,  /* [key, entry, var] -> 1 */
    SPV_KEY_ARRAY = 0x10002,      /* [key, elem, length, stride] -> id */
    SPV_KEY_RTARRAY = 0x10003,    /* [key, elem, stride] -> id */
    SPV_KEY_BLOCK_VALUE = 0x10004, /* [key, block, op, type, operands...] -> id (spv_block_value) */
};

/* One slot of the intern table. value 0 marks an empty slot (every stored
 * value is an id or a nonzero marker). Keys live in spv_builder.keys. */
typedef struct spv_slot {
    uint32_t hash;
    uint32_t key_off;
    uint32_t key_len;
    uint32_t value;
} spv_slot;

typedef struct spv_entry {
    SpvExecutionModel model;
    spv_id fn;
    const char *name;
    D2S_VEC(spv_id) iface;
} spv_entry;

/* Instruction kinds within a block, in layout order. */
enum { SPV_CLS_HEAD, SPV_CLS_BODY, SPV_CLS_MERGE, SPV_CLS_TERM, SPV_CLS_COUNT };

/* A run of code words that belongs to one block and kind. Segments of a
 * block+kind form a list in emission order. Code chunks never move, so a
 * segment can point into one. */
typedef struct spv_seg {
    const uint32_t *start;
    uint32_t len;  /* set when the segment is sealed */
    uint32_t next; /* index + 1 of the next segment of the same list, 0 = last */
} spv_seg;

typedef struct spv_blockrec {
    spv_id label;
    uint32_t first[SPV_CLS_COUNT]; /* segment index + 1, 0 = none */
    uint32_t last[SPV_CLS_COUNT];
} spv_blockrec;

typedef struct spv_func {
    spv_id id, ret_type, fn_type;
    uint32_t control;
    uint32_t param_begin, param_end; /* in spv_builder.params (pairs id, type) */
    uint32_t block_begin, block_end; /* in spv_builder.blocks */
} spv_func;

#define SPV_NONE UINT32_MAX

struct spv_builder {
    d2s_ctx *ctx;
    uint32_t version;
    spv_id next_id;
    bool names;
    SpvAddressingModel addressing;
    SpvMemoryModel memory_model;
    spv_id glsl;
    /* Scalar types by width (8/16/32/64 -> 0..3): constants ask for them on
     * every call, so they skip the table. */
    spv_id int_types[4][2], float_types[4], bool_type, void_type;
    /* Direct-mapped cache in front of the table for one-word OpConstant,
     * the emitter's most frequent lookup (indices, offsets, masks). 64
     * entries: a median module interns about 45 keys in all. */
    struct { spv_id type, id; uint32_t value; } const_cache[64];

    /* Module sections in layout order (entry points are built at the end). */
    spv_words caps, exts, imports, modes, debug, annot, globals;

    /* Intern table: open addressing, linear probing, power-of-two size. */
    spv_slot *slots;
    uint32_t slot_mask, slot_used;
    spv_words keys;
    D2S_VEC(spv_type_info) infos;
    /* By type id: index into infos + 1, 0 = none. Ids are dense, and a
     * lookup per type created or queried was a visible share of the
     * intern table's time. */
    D2S_VEC(uint32_t) info_index;

    D2S_VEC(spv_entry) entries;

    /* Function bodies: all code of all functions in one stream of arena
     * chunks (never reallocated, so growth copies nothing), cut into
     * segments that spv_finish reassembles per block in kind order. */
    D2S_VEC(spv_func) funcs;
    spv_words params;
    D2S_VEC(spv_blockrec) blocks;
    D2S_VEC(spv_seg) segs;
    uint32_t *code_cur, *code_end; /* free space of the current chunk */
    uint32_t code_chunk_words;     /* size of the next chunk */
    uint64_t code_words;           /* all code emitted (sealed segments) */
    uint32_t cur_func;  /* index in funcs, SPV_NONE outside a function */
    uint32_t cur_block; /* SPV_NONE when no block is current */
    uint32_t seg_block, seg_cls, seg_open; /* the open segment (SPV_NONE = none) */
    /* Terminated / merged flags per block, one byte each. */
    D2S_VEC(uint8_t) bflags;
};

enum { SPV_BF_MERGE = 1, SPV_BF_TERM = 2 };

/* Shared helpers (spv_module.c). */
D2S_NORETURN void spv_misuse(spv_builder *b, const char *fmt, ...) D2S_PRINTF(2, 3);
uint32_t *spv_words_append(spv_builder *b, spv_words *w, uint32_t n);
/* Word count of a literal string (NUL included, padded). */
uint32_t spv_string_words(spv_builder *b, const char *s);
void spv_string_write(uint32_t *dst, const char *s, uint32_t nwords);
D2S_NORETURN void spv_fail_word_count(spv_builder *b, SpvOp op, uint64_t wc);
#define SPV_MAX_WORDS 0xFFFFu
static inline void spv_check_word_count(spv_builder *b, SpvOp op, uint64_t wc)
{
    if (D2S_UNLIKELY(wc > SPV_MAX_WORDS))
        spv_fail_word_count(b, op, wc);
}
/* Block-local value numbering of pure instructions (spv_function.c): the
 * slot of [op, type, first, rest...] made in `block`. Its value is the id
 * made before (reuse it), or 0: the caller emits the instruction and stores
 * its id there before the next lookup. */
uint32_t *spv_block_value(spv_builder *b, uint32_t block, SpvOp op, spv_id type, spv_id first,
                          const uint32_t *rest, uint32_t n);
/* Seals the open code segment. */
void spv_seal_segment(spv_builder *b);

#endif
