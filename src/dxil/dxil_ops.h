/* The dx.op table: one entry per DXIL operation, generated from
 * ../shared/reference/dxil-ops.json by scripts/gen_dxil_ops.py into
 * dxil_ops_table.c (committed). Each entry declares the operand signature
 * that dxil_lower_dxops() checks generically before any handler sees a call.
 */
#ifndef D2S_DXIL_OPS_H
#define D2S_DXIL_OPS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dxil/dxil_opcodes.h"

/* Operand type tokens (hctdb spelling in comments). */
typedef enum dxil_param_type {
    DXIL_PT_VOID,        /* v */
    DXIL_PT_I1, DXIL_PT_I8, DXIL_PT_I16, DXIL_PT_I32, DXIL_PT_I64, /* i1.. / u8.. */
    DXIL_PT_HALF, DXIL_PT_FLOAT, DXIL_PT_DOUBLE,
    DXIL_PT_OVERLOAD,    /* $o: the call's overload type */
    DXIL_PT_OVERLOAD_I1, DXIL_PT_OVERLOAD_I32, /* $o_i1, $o_i32 */
    DXIL_PT_OVERLOAD_ELT,/* $elt */
    DXIL_PT_STRUCT,      /* a named %dx.types.* struct (struct_name says which, or a pattern) */
    DXIL_PT_OTHER,       /* anything else; checked loosely (first-class value) */
    DXIL_PT_PTR_FLOAT,   /* pf32: float* */
    DXIL_PT_RESRET,      /* $r: %dx.types.ResRet.<overload suffix> */
    DXIL_PT_CBUFRET,     /* $cb: %dx.types.CBufRet.<overload suffix>[.8] */
    DXIL_PT_FOUR,        /* $vec4: %dx.types.fouri32 / fouri16 by the overload */
    DXIL_PT_OVERLOAD_VEC,/* $vec2, $vec9: <vec_len x overload> */
    DXIL_PT_INT_VEC,     /* int2: <vec_len x i32> */
    DXIL_PT_OVERLOAD_DIM,/* $x0..$x3: overload dimension `dim` of an extended overload */
    DXIL_PT_OVERLOAD_DIM_GS_PTR, /* $x_gs0..3: dimension `dim` addrspace(3)* */
    DXIL_PT_COUNT
} dxil_param_type;

typedef struct dxil_op_param {
    const char *name;    /* operand name from the table ("srv", "coord0", ...) */
    uint8_t type;        /* dxil_param_type */
    bool is_const;       /* must be an immediate constant */
    const char *struct_name; /* DXIL_PT_STRUCT: e.g. "dx.types.Handle" */
    uint8_t vec_len;     /* DXIL_PT_OVERLOAD_VEC / DXIL_PT_INT_VEC */
    uint8_t dim;         /* DXIL_PT_OVERLOAD_DIM / _GS_PTR */
} dxil_op_param;

/* Where the overload type of a call is read from its function type
 * (the json's overload_from). Indices are LLVM parameter indices: 0 is the
 * opcode, 1 the first operand. */
enum {
    DXIL_OVLSRC_RETURN = 0,          /* the return type */
    DXIL_OVLSRC_PARAM,               /* parameter `index` */
    DXIL_OVLSRC_PARAM_POINTEE,       /* pointee of parameter `index` */
    DXIL_OVLSRC_RETURN_STRUCT_ELEM0, /* first member of the returned struct */
    DXIL_OVLSRC_RETURN_VECTOR_ELEM,  /* element of the returned vector */
    DXIL_OVLSRC_FIXED,               /* always the type token in `index` */
};

/* One overload dimension: how to find it and which types it may be. An op
 * without overloads (name "dx.op.<class>") has num_overload_dims == 0. */
typedef struct dxil_op_overload_dim {
    uint8_t source;       /* DXIL_OVLSRC_* */
    uint8_t index;        /* LLVM parameter index, or the DXIL_PT_* token for FIXED */
    uint16_t scalar_mask; /* DXIL_OVL_* allowed as a scalar (or udt/obj) */
    uint16_t vector_mask; /* DXIL_OVL_* of element types allowed as <N x T> */
} dxil_op_overload_dim;

#define DXIL_MAX_OVERLOAD_DIMS 4

typedef struct dxil_op_info {
    uint32_t opcode;     /* core 0..N, experimental (0x8000 << 16) | i */
    const char *name;    /* "BufferLoad" */
    const char *op_class;/* "bufferLoad" as in @dx.op.bufferLoad.f32 */
    dxil_op_param ret;
    uint16_t num_args;   /* operands after the opcode */
    const dxil_op_param *args;
    uint32_t overload_mask; /* DXIL_OVL_* */
    uint8_t sm_major, sm_minor;
    uint32_t flags;      /* DXIL_OPF_* */
    uint16_t class_id;   /* index in dxil_op_classes */
    uint16_t sig_id;     /* ops with equal sig_id have the same operand types and overload source */
    uint32_t stage_mask; /* 1 << dxil_shader_kind where allowed; 0 = not restricted */
    uint8_t num_overload_dims;
    dxil_op_overload_dim overload[DXIL_MAX_OVERLOAD_DIMS];
} dxil_op_info;

/* Function classes (the <op_class> in @dx.op.<op_class>.<suffix>), sorted
 * by name so that a declaration is classified by binary search once. */
typedef struct dxil_op_class {
    const char *name;
    uint32_t first_opcode; /* lowest opcode of the class */
    uint16_t num_ops;
} dxil_op_class;

extern const dxil_op_class dxil_op_classes[];
extern const uint32_t dxil_op_class_count;
/* Index in dxil_op_classes, or -1. `name` need not be NUL-terminated. */
int32_t dxil_op_class_find(const char *name, size_t len);

/* Dense numbering of every table entry (core ops first, then experimental):
 * lets per-opcode side tables be flat arrays. */
extern const uint32_t dxil_op_slot_count;
uint32_t dxil_op_slot(const dxil_op_info *info);

enum {
    DXIL_OVL_VOID = 1u << 0, DXIL_OVL_HALF = 1u << 1, DXIL_OVL_FLOAT = 1u << 2,
    DXIL_OVL_DOUBLE = 1u << 3, DXIL_OVL_I1 = 1u << 4, DXIL_OVL_I8 = 1u << 5,
    DXIL_OVL_I16 = 1u << 6, DXIL_OVL_I32 = 1u << 7, DXIL_OVL_I64 = 1u << 8,
    DXIL_OVL_UDT = 1u << 9, DXIL_OVL_OBJ = 1u << 10, DXIL_OVL_VECTOR = 1u << 11,
};

enum {
    DXIL_OPF_READNONE = 1u << 0, DXIL_OPF_READONLY = 1u << 1, DXIL_OPF_NODUPLICATE = 1u << 2,
    DXIL_OPF_NORETURN = 1u << 3, DXIL_OPF_WAVE = 1u << 4, DXIL_OPF_GRADIENT = 1u << 5,
    DXIL_OPF_DERIV = 1u << 6, DXIL_OPF_FEEDBACK = 1u << 7, DXIL_OPF_BARRIER = 1u << 8,
    DXIL_OPF_CONVERGENT = 1u << 9, DXIL_OPF_RESERVED = 1u << 10,
    DXIL_OPF_ARGMEMONLY = 1u << 11, DXIL_OPF_EXPERIMENTAL = 1u << 12,
};

/* NULL for opcodes outside the table. */
const dxil_op_info *dxil_op_lookup(uint32_t opcode);

#endif
