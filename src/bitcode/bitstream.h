/* Generic LLVM bitstream reader (the container format under LLVM bitcode).
 *
 * The stream is little-endian 32-bit words read LSB first. A reader walks one
 * block at a time: bs_advance() returns the next entry of the current block
 * (end of block, a sub-block header, or a record with its operands).
 * DEFINE_ABBREV entries and BLOCKINFO blocks are consumed internally, so a
 * caller only ever sees application records and blocks.
 *
 * Why this shape: the module reader dispatches on record codes in tight
 * loops, so a record is decoded straight into one reused operand buffer
 * (no per-record allocation), a field is one unaligned 64-bit load where
 * eight bytes remain, and every size field (block length, array length, blob
 * length, operand count) is checked against the bits that remain before
 * anything is reserved for it. All errors go through bs_fail(), which names
 * the location (the caller's context description plus the bit offset) and
 * unwinds with d2s_fail(); the reader never looks outside [data, data+size).
 */
#ifndef D2S_BITSTREAM_H
#define D2S_BITSTREAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util/ctx.h"

typedef enum bs_entry_kind {
    BS_END_BLOCK, /* the current block ended; the reader is back in its parent */
    BS_SUBBLOCK,  /* a sub-block header: call bs_enter_block() or bs_skip_block() */
    BS_RECORD,    /* code, ops/num_ops and blob describe the record */
} bs_entry_kind;

/* Abbreviation operand encodings (BitCodeAbbrevOp::Encoding; 0 = literal). */
enum { BS_ENC_LITERAL = 0, BS_ENC_FIXED = 1, BS_ENC_VBR = 2, BS_ENC_ARRAY = 3, BS_ENC_CHAR6 = 4,
       BS_ENC_BLOB = 5 };

/* Standard abbreviation IDs and block IDs. */
enum { BS_ABBREV_END_BLOCK = 0, BS_ABBREV_ENTER_SUBBLOCK = 1, BS_ABBREV_DEFINE = 2,
       BS_ABBREV_UNABBREV_RECORD = 3, BS_ABBREV_FIRST_APP = 4 };
enum { BS_BLOCKINFO_ID = 0 };
enum { BS_BLOCKINFO_SETBID = 1, BS_BLOCKINFO_BLOCKNAME = 2, BS_BLOCKINFO_SETRECORDNAME = 3 };

/* Block ID the reader reports for the outermost level (not a real block). */
#define BS_TOP_LEVEL UINT32_MAX

typedef struct bs_abbrev_op {
    uint64_t value; /* literal value, or field width for fixed/VBR */
    uint8_t enc;    /* BS_ENC_* */
} bs_abbrev_op;

typedef struct bs_abbrev {
    uint32_t num_ops;
    bs_abbrev_op ops[];
} bs_abbrev;

typedef D2S_VEC(bs_abbrev *) bs_abbrev_list;

typedef struct bs_scope {
    uint32_t block_id;
    uint32_t abbrev_width;
    uint64_t end_bit;               /* declared end of the block (top level: end of data) */
    bs_abbrev *const *info_abbrevs; /* BLOCKINFO abbrevs for this block ID, as of entry */
    uint32_t num_info;
    bs_abbrev_list local;           /* DEFINE_ABBREVs of this block; storage reused */
    int32_t info_target;            /* inside BLOCKINFO: index of the SETBID entry, -1 none */
} bs_scope;

typedef struct bs_blockinfo {
    uint32_t block_id;
    bs_abbrev_list abbrevs;
} bs_blockinfo;

typedef struct bs_reader {
    d2s_ctx *ctx;
    const uint8_t *data;
    size_t size;                 /* bytes */
    uint64_t pos;                /* current bit position */
    uint64_t end_bit;            /* size * 8 */
    uint64_t fast_lim;           /* positions below this can load 8 bytes at pos / 8 */

    bs_scope *scopes;            /* scopes[0] = top level; scopes[depth] = current */
    uint32_t depth, scope_cap;
    D2S_VEC(bs_blockinfo) blockinfo;

    /* The entry bs_advance() returned last. */
    uint64_t entry_bit;          /* where it started */
    uint32_t block_id;           /* BS_SUBBLOCK: ID of the announced block */
    uint32_t code;               /* BS_RECORD: record code; UINT32_MAX while reading other entries */
    uint32_t abbrev_id;          /* BS_RECORD: 3 = unabbreviated, else the abbreviation used */
    uint64_t *ops;               /* BS_RECORD: operands (code excluded); valid until the next call */
    uint32_t num_ops;
    const uint8_t *blob;         /* BS_RECORD: blob operand (points into data), NULL if none */
    uint32_t blob_len;

    /* Announced sub-block, until entered or skipped. */
    bool pending;
    uint32_t pending_width;
    uint64_t pending_end;

    D2S_VEC(uint64_t) buf;       /* operand storage, reused by every record */

    /* Optional: writes the caller's location (e.g. "FUNCTION block of
     * 'main', instruction 3 (CALL)") into buf for error messages. */
    void (*describe)(void *user, char *buf, size_t cap);
    void *describe_user;
} bs_reader;

/* The stream is data[0..size); no magic is checked here. */
void bs_init(bs_reader *r, d2s_ctx *ctx, const uint8_t *data, size_t size);

bs_entry_kind bs_advance(bs_reader *r);
/* Enters the sub-block bs_advance() just announced (fails past max_nesting). */
void bs_enter_block(bs_reader *r);
/* Skips the announced sub-block using its declared length. */
void bs_skip_block(bs_reader *r);

/* The loop of a block whose sub-blocks are of no interest:
 *     bs_enter_block(r);
 *     while (bs_next_record(r)) { ... r->code, r->ops ... }
 * Advances to the block's next record, skipping sub-blocks; false at the
 * end of the block. */
static inline bool bs_next_record(bs_reader *r)
{
    for (;;) {
        bs_entry_kind k = bs_advance(r);
        if (k == BS_RECORD)
            return true;
        if (k == BS_END_BLOCK)
            return false;
        bs_skip_block(r);
    }
}

/* Raw field reads at the current position (the magic number; tests). */
uint64_t bs_read_fixed(bs_reader *r, unsigned width); /* 1..64 bits */
uint64_t bs_read_vbr(bs_reader *r, unsigned width);   /* chunk width 2..32 */

/* The current block (BS_TOP_LEVEL at the outermost level) and depth. */
static inline uint32_t bs_current_block(const bs_reader *r) { return r->scopes[r->depth].block_id; }
static inline uint64_t bs_bit_pos(const bs_reader *r) { return r->pos; }
/* Bits left before the end of the current block (top level: of the data). */
static inline uint64_t bs_remaining_bits(const bs_reader *r)
{
    uint64_t p = bs_bit_pos(r), e = r->scopes[r->depth].end_bit;
    return p < e ? e - p : 0;
}
/* At the top level with fewer than 32 bits left (padding at most). */
bool bs_at_end(const bs_reader *r);

/* Fails with "bitcode: <context>, bit <entry_bit>: <message>". */
D2S_NORETURN void bs_fail(bs_reader *r, d2s_status st, const char *fmt, ...) D2S_PRINTF(3, 4);
/* Same, naming an explicit bit offset. */
D2S_NORETURN void bs_fail_at(bs_reader *r, uint64_t bit, d2s_status st, const char *fmt, ...) D2S_PRINTF(4, 5);

#endif
