/* SM 4.0-5.1 token decoder (see dxbc_decode.h).
 *
 * One pass over the program. An instruction's length comes from its
 * opcode token (customdata: from the next dword), and every operand and
 * extra dword must fit inside it: a decoder that ran past an instruction
 * would read the next one as operands, so a mismatch is an error, not a
 * resynchronization.
 */
#include "dxbc/dxbc_decode.h"

#include <stdio.h>

#include "dxbc/dxbc_opcodes.h"

#define MAX_OPERANDS 8      /* the most any instruction has (sample_d_cl_s: 2 dst + 6 src) */
#define MAX_REL_DEPTH 4     /* relative indices inside relative indices */

typedef struct decoder {
    d2s_ctx *ctx;
    const d2s_dxbc_program *prog;
    const uint8_t *t;       /* tokens */
    uint32_t pos;           /* next dword */
    uint32_t end;           /* end of the current instruction */
    uint32_t start;         /* its opcode token */
    uint32_t opcode;
    bool sm51;
} decoder;

static uint32_t tok_at(const decoder *d, uint32_t i)
{
    const uint8_t *p = d->t + (size_t)i * 4;
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

const char *dxbc_opcode_name(uint32_t opcode)
{
    return opcode < DXBC_OP_COUNT ? dxbc_opcode_table[opcode].name : NULL;
}

const char *dxbc_stage_name(uint32_t program_type)
{
    static const char *const names[] = {"pixel", "vertex", "geometry", "hull", "domain", "compute"};
    return program_type < sizeof(names) / sizeof(names[0]) ? names[program_type] : "?";
}

/* "<stage> shader, SHEX token N (name): ..." with status st. */
D2S_PRINTF(3, 4)
static D2S_NORETURN void dec_fail_status(const decoder *d, d2s_status st, const char *fmt, ...)
{
    char msg[320];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    const char *stage = dxbc_stage_name(d->prog->program_type);
    const char *name = dxbc_opcode_name(d->opcode);
    if (name)
        d2s_fail(d->ctx, st, "%s shader, %s token %u (%s): %s", stage, d->prog->part_name, d->start, name, msg);
    d2s_fail(d->ctx, st, "%s shader, %s token %u (opcode 0x%x): %s", stage, d->prog->part_name, d->start, d->opcode,
             msg);
}
#define dec_fail(d, ...) dec_fail_status((d), D2S_ERR_INVALID, __VA_ARGS__)

static uint32_t next(decoder *d, const char *what)
{
    if (d->pos >= d->end)
        dec_fail(d, "%s extends past the instruction's length of %u dwords", what, d->end - d->start);
    return tok_at(d, d->pos++);
}

static const char *const OPERAND_NAMES[DXBC_OPERAND_TYPE_COUNT] = {
    "r", "v", "o", "x", "l", "d", "s", "t", "cb", "icb", "label", "vPrim", "oDepth", "null", "rasterizer",
    "oMask", "m", "fb", "ft", "fp", "fi", "fo", "vOutputControlPointID", "vForkInstanceID", "vJoinInstanceID",
    "vicp", "vocp", "vpc", "vDomain", "this", "u", "g", "vThreadID", "vThreadGroupID", "vThreadIDInGroup",
    "vCoverage", "vThreadIDInGroupFlattened", "vGSInstanceID", "oDepthGE", "oDepthLE", "vCycleCounter",
    "oStencilRef", "vInnerCoverage",
};

const char *dxbc_operand_type_name(uint32_t type)
{
    return type < DXBC_OPERAND_TYPE_COUNT ? OPERAND_NAMES[type] : "?";
}

static void read_operand(decoder *d, dxbc_operand *op, bool is_dst, uint32_t depth);

static void read_index(decoder *d, dxbc_operand *op, uint32_t i, uint32_t rep, uint32_t depth)
{
    dxbc_index *ix = &op->index[i];
    switch (rep) {
    case 0: /* immediate 32 */
        ix->imm = next(d, "operand index");
        return;
    case 1: /* immediate 64: indices are 32-bit in practice */
    case 4: {
        uint32_t lo = next(d, "operand index"), hi = next(d, "operand index");
        if (hi)
            dec_fail(d, "a 64-bit operand index 0x%08x%08x does not fit 32 bits", hi, lo);
        ix->imm = lo;
        if (rep == 1)
            return;
        break;
    }
    case 2: /* relative */
        ix->imm = 0;
        break;
    case 3: /* immediate 32 + relative */
        ix->imm = next(d, "operand index");
        break;
    default:
        dec_fail(d, "operand index %u has representation %u (none of immediate, relative, immediate + relative)", i,
                 rep);
    }
    if (depth >= MAX_REL_DEPTH)
        dec_fail(d, "relative indices nested more than %u deep", MAX_REL_DEPTH);
    dxbc_operand *rel = d2s_zalloc(d->ctx, sizeof(*rel));
    read_operand(d, rel, false, depth + 1);
    ix->rel = rel;
}

static void read_operand(decoder *d, dxbc_operand *op, bool is_dst, uint32_t depth)
{
    uint32_t tok = next(d, "operand token");
    uint32_t ncomp = tok & 3;
    op->type = (uint8_t)((tok >> 12) & 0xFF);
    if (op->type >= DXBC_OPERAND_TYPE_COUNT)
        dec_fail(d, "operand type %u is not an SM 4/5 register type", op->type);
    if (ncomp == 3)
        dec_fail(d, "%s operand with N components (only 0, 1 and 4 exist)", OPERAND_NAMES[op->type]);
    op->comps = ncomp == 2 ? 4 : (uint8_t)ncomp;
    if (op->comps == 4) {
        op->sel_mode = (uint8_t)((tok >> 2) & 3);
        switch (op->sel_mode) {
        case 0: /* mask */
            op->mask = (uint8_t)((tok >> 4) & 0xF);
            for (uint32_t c = 0; c < 4; c++)
                op->swizzle[c] = (uint8_t)c;
            break;
        case 1: /* swizzle */
            for (uint32_t c = 0; c < 4; c++) {
                op->swizzle[c] = (uint8_t)((tok >> (4 + 2 * c)) & 3);
                op->mask |= (uint8_t)(1u << op->swizzle[c]);
            }
            break;
        case 2: /* select 1 */
            for (uint32_t c = 0; c < 4; c++)
                op->swizzle[c] = (uint8_t)((tok >> 4) & 3);
            op->mask = (uint8_t)(1u << op->swizzle[0]);
            break;
        default:
            dec_fail(d, "%s operand with component selection mode 3", OPERAND_NAMES[op->type]);
        }
        if (is_dst && op->sel_mode != 0)
            dec_fail(d, "destination %s operand selects components with a %s instead of a write mask",
                     OPERAND_NAMES[op->type], op->sel_mode == 1 ? "swizzle" : "select-1");
    } else if (op->comps == 1) {
        op->mask = 1;
    }
    op->num_indices = (uint8_t)((tok >> 20) & 3);
    bool extended = (tok >> 31) != 0;
    while (extended) {
        uint32_t ext = next(d, "extended operand token");
        extended = (ext >> 31) != 0;
        uint32_t kind = ext & 0x3F;
        if (kind == 1) {
            op->modifier = (uint8_t)((ext >> 6) & 0xFF);
            if (op->modifier > DXBC_MOD_ABSNEG)
                dec_fail(d, "operand modifier %u (none of neg, abs, -abs)", op->modifier);
            op->min_precision = (uint8_t)((ext >> 14) & 7);
            op->nonuniform = ((ext >> 17) & 1) != 0;
        } else if (kind != 0) {
            dec_fail(d, "extended operand token of type %u", kind);
        }
    }
    if (op->type == DXBC_OPERAND_IMM32 || op->type == DXBC_OPERAND_IMM64) {
        if (op->num_indices)
            dec_fail(d, "an immediate operand with %u indices", op->num_indices);
        uint32_t n = op->type == DXBC_OPERAND_IMM64 ? (op->comps == 4 ? 4 : 2) : (op->comps == 4 ? 4 : 1);
        if (!op->comps)
            dec_fail(d, "an immediate operand without components");
        for (uint32_t i = 0; i < n; i++)
            op->value[i] = next(d, "immediate value");
        return;
    }
    for (uint32_t i = 0; i < op->num_indices; i++)
        read_index(d, op, i, (tok >> (22 + 3 * i)) & 7, depth);
}

static void read_extended_opcode(decoder *d, dxbc_instr *in, uint32_t tok)
{
    bool extended = (tok >> 31) != 0;
    while (extended) {
        uint32_t ext = next(d, "extended opcode token");
        extended = (ext >> 31) != 0;
        switch (ext & 0x3F) {
        case 1: /* sample controls: aoffimmi, signed 4-bit u, v, w */
            in->has_texel_offset = true;
            for (uint32_t c = 0; c < 3; c++) {
                int32_t v = (int32_t)((ext >> (9 + 4 * c)) & 0xF);
                in->texel_offset[c] = (int8_t)(v >= 8 ? v - 16 : v);
            }
            break;
        case 2: /* resource dimension and structure stride */
            in->res_dim = (uint8_t)((ext >> 6) & 0x1F);
            in->res_stride = (ext >> 11) & 0xFFF;
            break;
        case 3: /* resource return type */
            for (uint32_t c = 0; c < 4; c++)
                in->ret_type[c] = (uint8_t)((ext >> (6 + 4 * c)) & 0xF);
            break;
        default:
            dec_fail(d, "extended opcode token of type %u", ext & 0x3F);
        }
    }
}

static dxbc_operand *operands(decoder *d, uint32_t n)
{
    return n ? d2s_zalloc_array(d->ctx, n, sizeof(dxbc_operand)) : NULL;
}

/* One operand declared (a destination-form operand) and `nwords` dwords. */
static void dcl_operand_words(decoder *d, dxbc_instr *in, uint32_t nwords)
{
    in->num_dst = 1;
    in->dst = operands(d, 1);
    read_operand(d, in->dst, false, 0);
    for (uint32_t i = 0; i < nwords; i++)
        in->dcl[i] = next(d, "declaration field");
}

static void dcl_words(decoder *d, dxbc_instr *in, uint32_t nwords)
{
    for (uint32_t i = 0; i < nwords; i++)
        in->dcl[i] = next(d, "declaration field");
}

static void read_declaration(decoder *d, dxbc_instr *in)
{
    uint32_t space = d->sm51 ? 1 : 0; /* SM 5.1 appends the register space */
    switch (in->opcode) {
    case DXBC_OP_DCL_RESOURCE:
    case DXBC_OP_DCL_UAV_TYPED:
        dcl_operand_words(d, in, 1 + space);
        break;
    case DXBC_OP_DCL_CONSTANT_BUFFER:
        /* SM 5.0: cb#[size]; SM 5.1: CB#[lower:upper], then the size in
         * vec4 and the space as dwords. */
        dcl_operand_words(d, in, d->sm51 ? 2 : 0);
        if (!d->sm51 && in->dst->num_indices >= 2)
            in->dcl[0] = in->dst->index[1].imm;
        break;
    case DXBC_OP_DCL_SAMPLER:
    case DXBC_OP_DCL_UAV_RAW:
    case DXBC_OP_DCL_RESOURCE_RAW:
        dcl_operand_words(d, in, space);
        break;
    case DXBC_OP_DCL_UAV_STRUCTURED:
    case DXBC_OP_DCL_RESOURCE_STRUCTURED:
        dcl_operand_words(d, in, 1 + space);
        break;
    case DXBC_OP_DCL_TGSM_RAW:
    case DXBC_OP_DCL_INDEX_RANGE:
    case DXBC_OP_DCL_INPUT_SGV:
    case DXBC_OP_DCL_INPUT_SIV:
    case DXBC_OP_DCL_INPUT_PS_SGV:
    case DXBC_OP_DCL_INPUT_PS_SIV:
    case DXBC_OP_DCL_OUTPUT_SGV:
    case DXBC_OP_DCL_OUTPUT_SIV:
        dcl_operand_words(d, in, 1);
        break;
    case DXBC_OP_DCL_TGSM_STRUCTURED:
        dcl_operand_words(d, in, 2);
        break;
    case DXBC_OP_DCL_INPUT:
    case DXBC_OP_DCL_INPUT_PS:
    case DXBC_OP_DCL_OUTPUT:
    case DXBC_OP_DCL_STREAM:
        dcl_operand_words(d, in, 0);
        break;
    case DXBC_OP_DCL_TEMPS:
    case DXBC_OP_DCL_MAX_OUTPUT_VERTEX_COUNT:
    case DXBC_OP_DCL_HS_MAX_TESSFACTOR:
    case DXBC_OP_DCL_HS_FORK_PHASE_INSTANCE_COUNT:
    case DXBC_OP_DCL_HS_JOIN_PHASE_INSTANCE_COUNT:
    case DXBC_OP_DCL_GS_INSTANCE_COUNT:
    case DXBC_OP_DCL_FUNCTION_BODY:
        dcl_words(d, in, 1);
        break;
    case DXBC_OP_DCL_INDEXABLE_TEMP:
    case DXBC_OP_DCL_THREAD_GROUP:
        dcl_words(d, in, 3);
        break;
    case DXBC_OP_DCL_FUNCTION_TABLE:
    case DXBC_OP_DCL_INTERFACE:
    case DXBC_OP_INTERFACE_CALL:
        /* Class linkage: kept as raw dwords; the lowering refuses it by name. */
        in->data = (const uint32_t *)(const void *)(d->t + (size_t)d->pos * 4);
        in->data_count = d->end - d->pos;
        d->pos = d->end;
        break;
    default: /* declarations whose fields are all in the opcode token */
        break;
    }
}

/* ---- the first pass: lengths, structure and limits ------------------------ */

/* The length in dwords of the instruction at d->pos (its opcode in
 * d->opcode, its offset in d->start), checked against the program. */
static uint32_t instr_length(decoder *d, uint32_t total)
{
    uint32_t tok = tok_at(d, d->pos);
    d->start = d->pos;
    d->opcode = tok & 0x7FF;
    uint32_t len;
    if (d->opcode == DXBC_OP_CUSTOMDATA) {
        if (d->pos + 1 >= total)
            dec_fail(d, "the length dword is past the program end");
        len = tok_at(d, d->pos + 1);
        if (len < 2)
            dec_fail(d, "length %u (at least 2: the opcode and the length)", len);
    } else {
        len = (tok >> 24) & 0x7F;
        if (!len)
            dec_fail(d, "instruction length 0");
    }
    if (len > total - d->pos)
        dec_fail(d, "instruction of %u dwords extends past the program end (%u dwords left)", len, total - d->pos);
    return len;
}

/* D3D's limits on what one program (one hull-shader phase) declares
 * (D3D11_COMMONSHADER_TEMP_REGISTER_COUNT, the immediate constant buffer's
 * 4096 vectors, D3D11_CS_TGSM_REGISTER_COUNT's 32 KiB); FXC refuses to
 * write more, so a program over them is not FXC output. */
enum { MAX_TEMP_REGS = 4096, MAX_ICB_DWORDS = 4096 * 4, MAX_TGSM_BYTES = 32768, MAX_ITEMP_DECLS = 4096 };

typedef struct cf_open {
    uint32_t opcode, start;    /* if, loop or switch, and its token offset */
    bool has_else, has_default;
} cf_open;

/* Walks the program once before anything is allocated per instruction:
 * counts the instructions (against limits.max_instructions), checks that
 * if/else/endif, loop/endloop, switch/case/default/endswitch, break and
 * continue nest as D3D's structured control flow requires (no deeper than
 * limits.max_nesting) and never span a hull-shader phase or a subroutine
 * label, and the register counts declared. Errors name the instruction. */
static uint32_t prescan(decoder *d)
{
    d2s_ctx *ctx = d->ctx;
    const uint32_t total = d->prog->token_count;
    const uint32_t max_nesting = ctx->limits.max_nesting;
    D2S_VEC(cf_open) cf = {0};
    uint32_t count = 0, loops = 0, breakable = 0;
    uint64_t temp_regs = 0, itemp_regs = 0, tgsm_bytes = 0;
    uint32_t itemp_decls = 0;
    for (d->pos = 2; d->pos < total; d->pos += instr_length(d, total)) {
        if (count++ >= ctx->limits.max_instructions)
            dec_fail_status(d, D2S_ERR_LIMIT, "more than %u instructions (limits.max_instructions)",
                            ctx->limits.max_instructions);
        uint32_t op = tok_at(d, d->pos) & 0x7FF;
        d->opcode = op;
        d->start = d->pos;
        cf_open *top = cf.count ? &cf.data[cf.count - 1] : NULL;
        switch (op) {
        case DXBC_OP_IF:
        case DXBC_OP_LOOP:
        case DXBC_OP_SWITCH:
            if (cf.count >= max_nesting)
                dec_fail_status(d, D2S_ERR_LIMIT, "control flow nested more than %u deep (limits.max_nesting)",
                                max_nesting);
            d2s_vec_push(ctx, &cf, ((cf_open){op, d->pos, false, false}));
            loops += op == DXBC_OP_LOOP;
            breakable += op != DXBC_OP_IF;
            break;
        case DXBC_OP_ELSE:
            if (!top || top->opcode != DXBC_OP_IF || top->has_else)
                dec_fail(d, "else without an open if%s", top && top->has_else ? " (a second else)" : "");
            top->has_else = true;
            break;
        case DXBC_OP_ENDIF:
        case DXBC_OP_ENDLOOP:
        case DXBC_OP_ENDSWITCH: {
            uint32_t want = op == DXBC_OP_ENDIF ? DXBC_OP_IF : op == DXBC_OP_ENDLOOP ? DXBC_OP_LOOP : DXBC_OP_SWITCH;
            if (!top || top->opcode != want) {
                if (top)
                    dec_fail(d, "%s closes the %s at %s token %u", dxbc_opcode_name(op),
                             dxbc_opcode_name(top->opcode), d->prog->part_name, top->start);
                dec_fail(d, "%s without an open %s", dxbc_opcode_name(op), dxbc_opcode_name(want));
            }
            loops -= op == DXBC_OP_ENDLOOP;
            breakable -= op != DXBC_OP_ENDIF;
            cf.count--;
            break;
        }
        case DXBC_OP_CASE:
        case DXBC_OP_DEFAULT:
            if (!top || top->opcode != DXBC_OP_SWITCH)
                dec_fail(d, "%s outside a switch (or inside an if or loop of a case)", dxbc_opcode_name(op));
            if (op == DXBC_OP_DEFAULT && top->has_default)
                dec_fail(d, "a second default in the switch at %s token %u", d->prog->part_name, top->start);
            top->has_default |= op == DXBC_OP_DEFAULT;
            break;
        case DXBC_OP_BREAK:
        case DXBC_OP_BREAKC:
            if (!breakable)
                dec_fail(d, "%s outside any loop or switch", dxbc_opcode_name(op));
            break;
        case DXBC_OP_CONTINUE:
        case DXBC_OP_CONTINUEC:
            if (!loops)
                dec_fail(d, "%s outside any loop", dxbc_opcode_name(op));
            break;
        case DXBC_OP_LABEL:
        case DXBC_OP_HS_CONTROL_POINT_PHASE:
        case DXBC_OP_HS_FORK_PHASE:
        case DXBC_OP_HS_JOIN_PHASE:
            if (top)
                dec_fail(d, "inside the %s at %s token %u (control flow cannot span a %s)",
                         dxbc_opcode_name(top->opcode), d->prog->part_name, top->start,
                         op == DXBC_OP_LABEL ? "subroutine" : "hull-shader phase");
            /* Each phase declares its own registers. */
            temp_regs = itemp_regs = 0;
            break;
        case DXBC_OP_DCL_TEMPS:
            if (instr_length(d, total) >= 2)
                temp_regs = tok_at(d, d->pos + 1);
            if (temp_regs > MAX_TEMP_REGS)
                dec_fail(d, "%llu temporary registers (D3D allows %u)", (unsigned long long)temp_regs, MAX_TEMP_REGS);
            break;
        case DXBC_OP_DCL_INDEXABLE_TEMP:
            if (instr_length(d, total) >= 4)
                itemp_regs += tok_at(d, d->pos + 2);
            if (++itemp_decls > MAX_ITEMP_DECLS)
                dec_fail(d, "more than %u indexable temporaries declared", MAX_ITEMP_DECLS);
            break;
        case DXBC_OP_DCL_TGSM_RAW:
        case DXBC_OP_DCL_TGSM_STRUCTURED: {
            /* operand token, g# index, then bytes (raw) or stride and count */
            uint32_t len = instr_length(d, total);
            if (op == DXBC_OP_DCL_TGSM_RAW && len >= 4)
                tgsm_bytes += tok_at(d, d->pos + 3);
            else if (op == DXBC_OP_DCL_TGSM_STRUCTURED && len >= 5)
                tgsm_bytes += (uint64_t)tok_at(d, d->pos + 3) * tok_at(d, d->pos + 4);
            if (tgsm_bytes > MAX_TGSM_BYTES)
                dec_fail(d, "%llu bytes of group-shared memory declared in all (D3D allows 32 KiB)",
                         (unsigned long long)tgsm_bytes);
            break;
        }
        case DXBC_OP_CUSTOMDATA:
            /* D3D10_SB_CUSTOMDATA_DCL_IMMEDIATE_CONSTANT_BUFFER */
            if ((tok_at(d, d->pos) >> 11) == 3 && instr_length(d, total) - 2 > MAX_ICB_DWORDS)
                dec_fail(d, "an immediate constant buffer of %u dwords (D3D allows %u vectors)",
                         instr_length(d, total) - 2, MAX_ICB_DWORDS / 4);
            break;
        default:
            break;
        }
        if (temp_regs + itemp_regs > MAX_TEMP_REGS)
            dec_fail(d, "%llu temporary registers (r# and x#[] together; D3D allows %u)",
                     (unsigned long long)(temp_regs + itemp_regs), MAX_TEMP_REGS);
    }
    if (cf.count) {
        d->opcode = cf.data[cf.count - 1].opcode;
        d->start = cf.data[cf.count - 1].start;
        dec_fail(d, "an unclosed %s: the program ends inside it", dxbc_opcode_name(d->opcode));
    }
    return count;
}

void dxbc_decode(d2s_ctx *ctx, const d2s_dxbc_program *in_prog, dxbc_program *out)
{
    decoder d = {ctx, in_prog, in_prog->tokens, 2, 0, 0, 0, false};
    d.sm51 = in_prog->sm_major == 5 && in_prog->sm_minor >= 1;
    memset(out, 0, sizeof(*out));
    out->program_type = in_prog->program_type;
    out->sm_major = in_prog->sm_major;
    out->sm_minor = in_prog->sm_minor;
    out->part_name = in_prog->part_name;
    uint32_t count = prescan(&d);
    out->instrs = count ? d2s_zalloc_array(ctx, count, sizeof(*out->instrs)) : NULL;
    uint32_t total = in_prog->token_count;
    for (d.pos = 2; d.pos < total;) {
        dxbc_instr *in = &out->instrs[out->num_instrs++];
        uint32_t len = instr_length(&d, total);
        uint32_t tok = tok_at(&d, d.pos);
        in->opcode = (uint16_t)d.opcode;
        in->offset = d.start;
        d.end = d.pos + len;
        d.pos++;
        const dxbc_opcode_info *info = d.opcode < DXBC_OP_COUNT ? &dxbc_opcode_table[d.opcode] : NULL;
        if (!info || !info->name)
            dec_fail_status(&d, D2S_ERR_UNSUPPORTED, "unknown opcode");
        in->controls = (tok >> 11) & 0x1FFF;
        if (d.opcode == DXBC_OP_CUSTOMDATA) {
            d.pos++;
            in->controls = tok >> 11; /* the data class */
            in->data = (const uint32_t *)(const void *)(d.t + (size_t)d.pos * 4);
            in->data_count = len - 2;
            d.pos = d.end;
            continue;
        }
        in->saturate = (tok >> 13) & 1;
        in->test_nonzero = (tok >> 18) & 1;
        in->precise_mask = (uint8_t)((tok >> 19) & 0xF);
        read_extended_opcode(&d, in, tok);
        if (info->flags & DXBC_OPF_DCL) {
            read_declaration(&d, in);
        } else {
            in->num_dst = info->num_dst;
            in->num_src = info->num_src;
            in->dst = operands(&d, in->num_dst);
            in->src = operands(&d, in->num_src);
            for (uint32_t i = 0; i < in->num_dst; i++)
                read_operand(&d, &in->dst[i], true, 0);
            for (uint32_t i = 0; i < in->num_src; i++)
                read_operand(&d, &in->src[i], false, 0);
        }
        if (d.pos != d.end) {
            /* Some compilers' outputs pad an instruction; what is past its
             * operands is ignored, as D3D's runtime does. */
            d2s_warn(ctx, "%s token %u (%s): %u dwords after the operands ignored (length %u)", in_prog->part_name,
                     d.start, info->name, d.end - d.pos, len);
            d.pos = d.end;
        }
    }
}

const char *dxbc_instr_where(d2s_ctx *ctx, const dxbc_program *p, const dxbc_instr *in)
{
    const char *name = dxbc_opcode_name(in->opcode);
    return d2s_sprintf(ctx, "%s token %u (%s)", p->part_name, in->offset, name ? name : "?");
}

bool dxbc_opcode_has_status(uint32_t opcode)
{
    return opcode >= DXBC_OP_GATHER4_S && opcode <= DXBC_OP_SAMPLE_C_CL_S;
}
