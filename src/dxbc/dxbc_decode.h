/* The SM 4.0-5.1 token decoder: turns the SHDR/SHEX tokens into an array
 * of instructions with their operands, and nothing more (no IR, no
 * semantics). Every length, count and index is checked against the
 * program; errors name the opcode and its token offset.
 *
 * Operand model: an operand has a type (register file), up to three
 * indices, each an immediate plus an optional relative operand (r0.x,
 * x1[r2.y], ...), a component selection (write mask for destinations;
 * swizzle for sources, where a mask or select-1 operand is expanded to a
 * swizzle) and the extended operand token's modifier, minimum precision
 * and non-uniform flag.
 */
#ifndef D2S_DXBC_DECODE_H
#define D2S_DXBC_DECODE_H

#include <stdbool.h>
#include <stdint.h>

#include "container/container.h"
#include "dxbc/dxbc_tokens.h"
#include "util/ctx.h"

typedef struct dxbc_operand dxbc_operand;

typedef struct dxbc_index {
    uint32_t imm;              /* immediate part (0 when only relative) */
    const dxbc_operand *rel;   /* relative part, NULL if none */
} dxbc_index;

struct dxbc_operand {
    uint8_t type;              /* dxbc_operand_type */
    uint8_t comps;             /* 0, 1 or 4 components */
    uint8_t sel_mode;          /* 0 mask, 1 swizzle, 2 select-1 (4-component operands) */
    uint8_t mask;              /* components named: the write mask, or those a source's swizzle reads */
    uint8_t swizzle[4];        /* source lane -> register component */
    uint8_t modifier;          /* DXBC_MOD_* */
    uint8_t min_precision;     /* D3D11_SB_OPERAND_MIN_PRECISION */
    bool nonuniform;           /* SM 5.1 NonUniformResourceIndex */
    uint8_t num_indices;
    dxbc_index index[3];
    uint32_t value[4];         /* IMM32: one per component; IMM64: lo, hi pairs */
};

typedef struct dxbc_instr {
    uint16_t opcode;           /* dxbc_opcode */
    uint8_t num_dst, num_src;
    bool saturate;             /* _sat */
    bool test_nonzero;         /* conditional ops: _nz (else _z) */
    uint8_t precise_mask;      /* SM 5 precise components */
    uint32_t controls;         /* opcode token bits 11-23, opcode-specific */
    uint32_t offset;           /* token offset of the opcode token in the program */
    /* Extended opcode tokens. */
    bool has_texel_offset;
    int8_t texel_offset[3];    /* aoffimmi(u, v, w) */
    uint8_t res_dim;           /* resource dimension (dxbc_resource_dim), 0 = none */
    uint32_t res_stride;       /* structured stride of the resource-dimension token */
    uint8_t ret_type[4];       /* resource return type per component, 0 = none */
    dxbc_operand *dst;         /* num_dst operands, then */
    dxbc_operand *src;         /* num_src operands */
    /* Declarations: what follows the operand, per opcode (see dxbc_decode.c):
     * dcl_resource / dcl_uav_typed: [0] return type token, [1] space;
     * dcl_constantbuffer: [0] size in vec4 (SM 5.1; else the operand's 2nd index), [1] space;
     * dcl_sampler, dcl_*_raw: [0] space; dcl_*_structured: [0] stride, [1] space;
     * dcl_tgsm_raw: [0] bytes; dcl_tgsm_structured: [0] stride, [1] count;
     * dcl_indexable_temp: [0] register, [1] size, [2] components;
     * dcl_index_range: [0] count; dcl_*_siv/sgv: [0] system value name;
     * dcl_temps, dcl_maxout, dcl_*_instance_count, dcl_gs_instances: [0] count;
     * dcl_thread_group: [0..2]; dcl_hs_max_tessfactor: [0] float bits;
     * dcl_function_body: [0]; dcl_function_table / dcl_interface: refused by the lowering. */
    uint32_t dcl[4];
    const uint32_t *data;      /* customdata payload (immediate constant buffer) */
    uint32_t data_count;       /* dwords */
} dxbc_instr;

typedef struct dxbc_program {
    uint32_t program_type;     /* 0 pixel, 1 vertex, 2 geometry, 3 hull, 4 domain, 5 compute */
    uint32_t sm_major, sm_minor;
    const char *part_name;
    uint32_t num_instrs;
    dxbc_instr *instrs;
} dxbc_program;

/* Decodes every instruction of the program; fails through d2s_fail with
 * "<stage> shader, SHEX token N (opcode_name): ..." on malformed tokens,
 * unbalanced structured control flow and declarations over D3D's limits,
 * and with D2S_ERR_LIMIT over limits.max_instructions / max_nesting. */
void dxbc_decode(d2s_ctx *ctx, const d2s_dxbc_program *in, dxbc_program *out);

/* "pixel", "vertex", "geometry", "hull", "domain", "compute" for a
 * program type (D3D10_SB_TOKENIZED_PROGRAM_TYPE), "?" for others. */
const char *dxbc_stage_name(uint32_t program_type);
/* The assembly name of an opcode ("ld_structured"), or NULL if unknown. */
const char *dxbc_opcode_name(uint32_t opcode);
/* The assembly prefix of an operand type ("r", "cb", "vThreadID"...). */
const char *dxbc_operand_type_name(uint32_t type);
/* "dcl_resource_raw at SHEX token 12" style location for messages. */
const char *dxbc_instr_where(d2s_ctx *ctx, const dxbc_program *p, const dxbc_instr *in);

/* True when the opcode is SM 5.1's resource-access form that also returns
 * the residency status in a second destination (*_s). */
bool dxbc_opcode_has_status(uint32_t opcode);

#endif
