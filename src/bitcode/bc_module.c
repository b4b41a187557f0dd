/* bc_read_module(): the top level, the MODULE block and its records
 * (globals, functions, attributes, module value symbol table), and the
 * error-location helpers shared by the reader's files.
 */
#include <stdio.h>
#include <string.h>

#include "bitcode/bc_internal.h"

/* bitc::ModuleCodes */
enum {
    MODULE_VERSION = 1, MODULE_TRIPLE = 2, MODULE_DATALAYOUT = 3, MODULE_GLOBALVAR = 7, MODULE_FUNCTION = 8,
    MODULE_ALIAS_OLD = 9, MODULE_ALIAS = 14,
};
/* bitc::AttributeCodes */
enum { PARAMATTR_ENTRY_OLD = 1, PARAMATTR_ENTRY = 2, PARAMATTR_GRP_ENTRY = 3 };
/* bitc::ValueSymtabCodes (FNENTRY from LLVM 3.8 accepted too) */
enum { VST_ENTRY = 1, VST_BBENTRY = 2, VST_FNENTRY = 3 };

/* ---- errors ------------------------------------------------------------- */

static const char *block_name(uint32_t id)
{
    switch (id) {
    case BS_BLOCKINFO_ID: return "BLOCKINFO";
    case BC_BLOCK_MODULE: return "MODULE";
    case BC_BLOCK_PARAMATTR: return "PARAMATTR";
    case BC_BLOCK_PARAMATTR_GROUP: return "PARAMATTR_GROUP";
    case BC_BLOCK_CONSTANTS: return "CONSTANTS";
    case BC_BLOCK_FUNCTION: return "FUNCTION";
    case BC_BLOCK_VALUE_SYMTAB: return "VALUE_SYMTAB";
    case BC_BLOCK_METADATA: return "METADATA";
    case BC_BLOCK_METADATA_ATTACHMENT: return "METADATA_ATTACHMENT";
    case BC_BLOCK_TYPE: return "TYPE";
    case BC_BLOCK_USELIST: return "USELIST";
    case BC_BLOCK_METADATA_KIND: return "METADATA_KIND";
    default: return NULL;
    }
}

static const char *fn_name(const ir_function *f, char *buf, size_t cap)
{
    if (f->v.name)
        return f->v.name;
    snprintf(buf, cap, "#%u", f->v.id);
    return buf;
}

/* Builds "<BLOCK> block[ of/in function 'f'][, instruction N (CODE) | , record CODE]". */
static void describe(void *user, char *buf, size_t cap)
{
    bc_reader *rd = user;
    uint32_t block = bs_current_block(&rd->bs);
    uint32_t code = rd->bs.code;
    char tmp[32], fnb[24];
    const char *bn = block_name(block);
    if (!bn) {
        snprintf(tmp, sizeof(tmp), "block %u", block);
        bn = tmp;
    }
    size_t at;
    if (rd->fn && (block == BC_BLOCK_FUNCTION || rd->fn_end)) {
        at = (size_t)snprintf(buf, cap, "FUNCTION block of '%s'", fn_name(rd->fn, fnb, sizeof(fnb)));
        if (rd->fn_end) {
            if (at < cap)
                snprintf(buf + at, cap - at, " (end of body)");
            return;
        }
        if (code != UINT32_MAX && at < cap) {
            const char *cn = bc_function_code_name(code);
            if (bc_function_code_is_instruction(code))
                snprintf(buf + at, cap - at, ", instruction %u (%s)", rd->instrs.count, cn);
            else if (cn)
                snprintf(buf + at, cap - at, ", record %s", cn);
            else
                snprintf(buf + at, cap - at, ", record code %u", code);
        }
        return;
    }
    if (block == BS_TOP_LEVEL)
        at = (size_t)snprintf(buf, cap, "top level");
    else if (rd->fn)
        at = (size_t)snprintf(buf, cap, "%s block in function '%s'", bn, fn_name(rd->fn, fnb, sizeof(fnb)));
    else
        at = (size_t)snprintf(buf, cap, "%s block", bn);
    if (code != UINT32_MAX && at < cap) {
        const char *cn = block == BC_BLOCK_CONSTANTS ? bc_constant_code_name(code) : NULL;
        if (cn)
            snprintf(buf + at, cap - at, ", record %s", cn);
        else
            snprintf(buf + at, cap - at, ", record code %u", code);
    }
}

/* The reader's failures: the message, formatted, with the given status
 * and prefix (a macro: va_end must run before bs_fail unwinds). */
#define BC_FAIL_FORMATTED(rd, st, prefix, fmt)                                                                    \
    do {                                                                                                           \
        char msg_[512];                                                                                            \
        va_list ap_;                                                                                               \
        va_start(ap_, fmt);                                                                                        \
        vsnprintf(msg_, sizeof(msg_), fmt, ap_);                                                                   \
        va_end(ap_);                                                                                               \
        bs_fail(&(rd)->bs, st, "%s%s", prefix, msg_);                                                              \
    } while (0)

void bc_fail(bc_reader *rd, const char *fmt, ...)
{
    BC_FAIL_FORMATTED(rd, D2S_ERR_INVALID, "", fmt);
}

void bc_unsupported(bc_reader *rd, const char *fmt, ...)
{
    BC_FAIL_FORMATTED(rd, D2S_ERR_UNSUPPORTED, "unsupported: ", fmt);
}

void bc_limit(bc_reader *rd, const char *fmt, ...)
{
    BC_FAIL_FORMATTED(rd, D2S_ERR_LIMIT, "", fmt);
}

const char *bc_record_string(bc_reader *rd, uint32_t first, uint32_t *len)
{
    const bs_reader *bs = &rd->bs;
    if (bs->blob && first >= bs->num_ops) {
        if (len)
            *len = bs->blob_len;
        return d2s_strndup(rd->ctx, (const char *)bs->blob, bs->blob_len);
    }
    uint32_t n = bs->num_ops > first ? bs->num_ops - first : 0;
    char *s = d2s_alloc(rd->ctx, (size_t)n + 1);
    const uint64_t *ops = bs->ops + first;
    uint64_t any = 0;
    for (uint32_t i = 0; i < n; i++) {
        any |= ops[i];
        s[i] = (char)(uint8_t)ops[i];
    }
    if (any > 255) {
        for (uint32_t i = 0; i < n; i++)
            if (ops[i] > 255)
                bc_fail(rd, "string operand %u is %llu, not a byte", first + i, (unsigned long long)ops[i]);
    }
    s[n] = 0;
    if (len)
        *len = n;
    return s;
}

/* ---- attributes ----------------------------------------------------------- */

/* Attribute groups keep one byte of function facts: the denormal modes
 * in bits 0-5 (as ir_function.fp_denorm) and this flag. */
#define BC_ATTR_WAVE_HELPER_LANES 0x40u

/* A string attribute's denormal mode (packed as ir_function.fp_denorm),
 * 0 when it is not one. The strings are NUL-terminated runs of ops. */
static uint8_t denorm_attr(bc_reader *rd, const uint64_t *key, const uint64_t *val, uint32_t val_len)
{
    static const char *const keys[3] = {"fp16-denorm-mode", "fp32-denorm-mode", "fp64-denorm-mode"};
    static const char *const modes[3] = {"any", "ftz", "preserve"};
    for (uint32_t w = 0; w < 3; w++) {
        uint32_t i = 0;
        while (keys[w][i] && key[i] == (uint8_t)keys[w][i])
            i++;
        if (keys[w][i] || key[i] != 0)
            continue;
        for (uint32_t m = 0; m < 3; m++) {
            uint32_t j = 0;
            while (j < val_len && modes[m][j] && val[j] == (uint8_t)modes[m][j])
                j++;
            if (!modes[m][j] && j == val_len)
                return (uint8_t)((m + 1) << (2 * w));
        }
        char v[32];
        uint32_t k = 0;
        for (; k < val_len && k < sizeof(v) - 1; k++)
            v[k] = val[k] >= 32 && val[k] < 127 ? (char)val[k] : '?';
        v[k] = 0;
        bc_fail(rd, "function attribute \"%s\" = \"%s\" (any, ftz or preserve)", keys[w], v);
    }
    return 0;
}

/* Whether the NUL-terminated ops at key spell `s`. */
static bool attr_key_is(const uint64_t *key, const char *s)
{
    uint32_t i = 0;
    while (s[i] && key[i] == (uint8_t)s[i])
        i++;
    return !s[i] && key[i] == 0;
}

/* A string attribute of a function: its denormal mode bits, or
 * BC_ATTR_WAVE_HELPER_LANES for "waveops-include-helper-lanes" (SM 6.7:
 * the pixel shader's wave ops include helper lanes). Another string
 * attribute is D3D's from a newer DXC (LLVM's own are not in DXIL): warned
 * about, as it may carry a meaning not honoured here. */
static uint8_t function_string_attr(bc_reader *rd, const uint64_t *key, const uint64_t *val, uint32_t val_len)
{
    if (attr_key_is(key, "waveops-include-helper-lanes"))
        return BC_ATTR_WAVE_HELPER_LANES;
    if (val) {
        uint8_t fp = denorm_attr(rd, key, val, val_len);
        if (fp)
            return fp;
    }
    char k[64];
    uint32_t i = 0;
    for (; key[i] && i < sizeof(k) - 1; i++)
        k[i] = key[i] >= 32 && key[i] < 127 ? (char)key[i] : '?';
    k[i] = 0;
    d2s_warn(rd->ctx, "function attribute \"%s\" is unknown to this translator; ignored", k);
    return 0;
}

/* Attribute groups are validated; the denormal modes of function
 * attributes are kept (ir_function.fp_denorm), everything else is
 * dropped: dx.op semantics come from the op table. */
static void parse_attr_groups(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        if (rd->bs.code != PARAMATTR_GRP_ENTRY)
            continue;
        const uint64_t *ops = rd->bs.ops;
        uint32_t n = rd->bs.num_ops, i = 2;
        bc_need_ops(rd, 2, "PARAMATTR_GRP_ENTRY");
        uint8_t fp = 0;
        while (i < n) {
            uint64_t kind = ops[i++];
            switch (kind) {
            case 0: i += 1; break;        /* enum attribute */
            case 1: i += 2; break;        /* integer attribute */
            case 3:
            case 4: {                     /* string key [= string value] */
                uint32_t starts[2] = {i, i};
                for (int part = 0; part < (kind == 4 ? 2 : 1); part++) {
                    starts[part] = i;
                    while (i < n && ops[i] != 0)
                        i++;
                    if (i >= n)
                        bc_fail(rd, "attribute string is not NUL-terminated");
                    i++;
                }
                if (ops[1] == 0xFFFFFFFFu) /* function attributes */
                    fp |= function_string_attr(rd, ops + starts[0], kind == 4 ? ops + starts[1] : NULL,
                                               kind == 4 ? i - 1 - starts[1] : 0);
                break;
            }
            default: bc_fail(rd, "attribute encoding %llu is invalid", (unsigned long long)kind);
            }
            if (i > n)
                bc_fail(rd, "attribute group record is truncated");
        }
        /* LLVM numbers groups from 1 in order; a sparse or huge id is not
         * from LLVM 3.7's writer. */
        if (ops[0] > rd->attr_group_fp.count + 1024u)
            bc_fail(rd, "attribute group id %llu (the module has %u groups before it)",
                    (unsigned long long)ops[0], rd->attr_group_fp.count);
        while (rd->attr_group_fp.count <= ops[0])
            d2s_vec_push(rd->ctx, &rd->attr_group_fp, (uint8_t)0);
        rd->attr_group_fp.data[ops[0]] |= fp;
    }
}

static void parse_attr_lists(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        if (rd->bs.code == PARAMATTR_ENTRY || rd->bs.code == PARAMATTR_ENTRY_OLD) {
            rd->num_attr_lists++;
            uint8_t fp = 0;
            if (rd->bs.code == PARAMATTR_ENTRY)
                for (uint32_t i = 0; i < rd->bs.num_ops; i++)
                    if (rd->bs.ops[i] < rd->attr_group_fp.count)
                        fp |= rd->attr_group_fp.data[rd->bs.ops[i]];
            d2s_vec_push(rd->ctx, &rd->attr_list_fp, fp);
        }
    }
}

/* ---- globals and functions ------------------------------------------------ */

static void check_module_values_open(bc_reader *rd, const char *what)
{
    if (rd->module_done)
        bc_fail(rd, "%s after the first function body", what);
    if (rd->nvals != rd->globals.count + rd->functions.count)
        bc_fail(rd, "%s after module constants (value numbering would break)", what);
}

static void read_global(bc_reader *rd)
{
    const uint64_t *ops = rd->bs.ops;
    bc_need_ops(rd, 4, "GLOBALVAR");
    check_module_values_open(rd, "GLOBALVAR");
    ir_type *t = bc_get_type(rd, ops[0]);
    uint64_t flags = ops[1];
    ir_type *vt;
    uint64_t as;
    if (flags & 2) { /* explicit value type */
        vt = t;
        as = flags >> 2;
    } else {
        if (t->kind != IR_TYPE_POINTER)
            bc_fail(rd, "GLOBALVAR type must be a pointer without the explicit-type flag");
        vt = t->elem;
        as = t->addrspace;
    }
    if (!bc_type_is_value(vt)) {
        char n[96];
        bc_type_name(vt, n, sizeof(n));
        bc_fail(rd, "global variable of type %s", n);
    }
    if (as > 0xFFFFFF)
        bc_fail(rd, "global variable address space %llu is out of range", (unsigned long long)as);
    ir_global *g = d2s_zalloc(rd->ctx, sizeof(*g));
    g->v.kind = IR_VAL_GLOBAL;
    g->v.type = bc_type_pointer(rd, vt, (uint32_t)as);
    g->v.id = rd->nvals;
    g->value_type = vt;
    g->addrspace = (uint32_t)as;
    g->is_const = flags & 1;
    g->linkage = ops[3] <= UINT32_MAX ? (uint32_t)ops[3] : UINT32_MAX;
    if (rd->bs.num_ops > 4) {
        if (ops[4] > 32)
            bc_fail(rd, "GLOBALVAR alignment field %llu is invalid", (unsigned long long)ops[4]);
        g->align_log2p1 = (uint32_t)ops[4];
    }
    bc_define_value(rd, &g->v);
    d2s_vec_push(rd->ctx, &rd->globals, g);
    d2s_vec_push(rd->ctx, &rd->global_inits, ops[2]);
}

static void read_function(bc_reader *rd)
{
    const uint64_t *ops = rd->bs.ops;
    uint32_t n = rd->bs.num_ops;
    bc_need_ops(rd, 3, "FUNCTION");
    check_module_values_open(rd, "FUNCTION record");
    ir_type *ft = bc_get_type(rd, ops[0]);
    if (ft->kind == IR_TYPE_POINTER)
        ft = ft->elem;
    if (ft->kind != IR_TYPE_FUNCTION) {
        char tn[96];
        bc_type_name(ft, tn, sizeof(tn));
        bc_fail(rd, "FUNCTION record with non-function type %s", tn);
    }
    uint64_t attr = n > 4 ? ops[4] : 0;
    if (attr > rd->num_attr_lists)
        bc_fail(rd, "FUNCTION record names attribute list %llu, only %u exist", (unsigned long long)attr,
                rd->num_attr_lists);
    ir_function *f = d2s_zalloc(rd->ctx, sizeof(*f));
    f->v.kind = IR_VAL_FUNCTION;
    f->v.type = bc_type_pointer(rd, ft, 0);
    f->v.id = rd->nvals;
    f->fn_type = ft;
    f->is_declaration = ops[2] != 0;
    f->linkage = n > 3 && ops[3] <= UINT32_MAX ? (uint32_t)ops[3] : 0;
    f->attr_index = (uint32_t)attr;
    if (attr && attr - 1 < rd->attr_list_fp.count) {
        uint8_t bits = rd->attr_list_fp.data[attr - 1];
        f->fp_denorm = bits & (uint8_t)~BC_ATTR_WAVE_HELPER_LANES;
        f->wave_helper_lanes = (bits & BC_ATTR_WAVE_HELPER_LANES) != 0;
    }
    uint32_t na = ft->member_count;
    f->num_args = na;
    f->args = bc_alloc_n(rd, na, sizeof(*f->args));
    ir_arg *args = d2s_zalloc_array(rd->ctx, na ? na : 1, sizeof(*args));
    for (uint32_t i = 0; i < na; i++) {
        args[i].v.kind = IR_VAL_ARG;
        args[i].v.type = ft->members[i];
        args[i].v.id = i;
        args[i].func = f;
        args[i].index = i;
        f->args[i] = &args[i];
    }
    bc_define_value(rd, &f->v);
    d2s_vec_push(rd->ctx, &rd->functions, f);
    if (!f->is_declaration)
        d2s_vec_push(rd->ctx, &rd->bodies, f);
}

/* Module-level values are complete: resolve global initializers, which
 * name constants defined after the GLOBALVAR records. */
static void finish_module_values(bc_reader *rd)
{
    if (rd->module_done)
        return;
    rd->module_done = true;
    rd->num_module_values = rd->nvals;
    rd->num_module_mds = rd->nmds;
    for (uint32_t i = 0; i < rd->globals.count; i++) {
        uint64_t init = rd->global_inits.data[i];
        if (!init)
            continue;
        ir_global *g = rd->globals.data[i];
        if (init - 1 >= rd->nvals)
            bc_fail(rd, "initializer of global %u is value %llu, only %u module values exist", i,
                    (unsigned long long)(init - 1), rd->nvals);
        ir_value *v = rd->vals[init - 1];
        if (v->type != g->value_type) {
            char a[96], b[96];
            bc_type_name(v->type, a, sizeof(a));
            bc_type_name(g->value_type, b, sizeof(b));
            bc_fail(rd, "initializer of global %u has type %s, the global holds %s", i, a, b);
        }
        if (v->kind > IR_VAL_FUNCTION)
            bc_fail(rd, "initializer of global %u is not a constant", i);
        g->init = v;
    }
}

/* ---- module value symbol table --------------------------------------------- */

static void parse_module_vst(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    while (bs_next_record(&rd->bs)) {
        uint32_t code = rd->bs.code;
        if (code == VST_BBENTRY)
            bc_fail(rd, "basic block name in the module symbol table");
        if (code != VST_ENTRY && code != VST_FNENTRY)
            continue;
        bc_need_ops(rd, code == VST_ENTRY ? 1 : 2, "VST_ENTRY");
        uint64_t id = rd->bs.ops[0];
        uint32_t limit = rd->module_done ? rd->num_module_values : rd->nvals;
        if (id >= limit)
            bc_fail(rd, "symbol for value %llu, only %u module values exist", (unsigned long long)id, limit);
        ir_value *v = rd->vals[id];
        if (v->kind != IR_VAL_GLOBAL && v->kind != IR_VAL_FUNCTION)
            bc_fail(rd, "symbol for value %llu, which is not a global or function", (unsigned long long)id);
        v->name = bc_record_string(rd, code == VST_ENTRY ? 1 : 2, NULL);
    }
}

/* ---- the MODULE block -------------------------------------------------------- */

static void module_record(bc_reader *rd)
{
    const uint64_t *ops = rd->bs.ops;
    switch (rd->bs.code) {
    case MODULE_VERSION:
        bc_need_ops(rd, 1, "VERSION");
        if (ops[0] != 1)
            bc_unsupported(rd, "module VERSION %llu (only 1, relative value IDs, as DXIL uses)",
                           (unsigned long long)ops[0]);
        rd->version = ops[0];
        rd->seen_version = true;
        break;
    case MODULE_TRIPLE: rd->m->triple = bc_record_string(rd, 0, NULL); break;
    case MODULE_DATALAYOUT: rd->m->datalayout = bc_record_string(rd, 0, NULL); break;
    case MODULE_GLOBALVAR: read_global(rd); break;
    case MODULE_FUNCTION: read_function(rd); break;
    case MODULE_ALIAS_OLD:
    case MODULE_ALIAS: bc_unsupported(rd, "global aliases");
    default: break; /* section names, GC names, comdats...: no effect on DXIL */
    }
}

static void parse_module(bc_reader *rd)
{
    bs_enter_block(&rd->bs);
    for (;;) {
        bs_entry_kind k = bs_advance(&rd->bs);
        if (k == BS_END_BLOCK)
            break;
        if (k == BS_RECORD) {
            module_record(rd);
            continue;
        }
        switch (rd->bs.block_id) {
        case BC_BLOCK_PARAMATTR_GROUP: parse_attr_groups(rd); break;
        case BC_BLOCK_PARAMATTR: parse_attr_lists(rd); break;
        case BC_BLOCK_TYPE: bc_parse_type_block(rd); break;
        case BC_BLOCK_CONSTANTS: bc_parse_constants(rd); break;
        case BC_BLOCK_METADATA: bc_parse_metadata(rd); break;
        case BC_BLOCK_METADATA_KIND: bc_parse_metadata_kinds(rd); break;
        case BC_BLOCK_VALUE_SYMTAB: parse_module_vst(rd); break;
        case BC_BLOCK_FUNCTION:
            if (!rd->seen_version)
                bc_unsupported(rd, "function body without a module VERSION record (absolute value IDs)");
            finish_module_values(rd);
            bc_parse_function_block(rd);
            break;
        default: bs_skip_block(&rd->bs); break; /* USELIST and blocks of later LLVM versions */
        }
    }
    finish_module_values(rd);
    if (rd->next_body != rd->bodies.count) {
        char fnb[24];
        bc_fail(rd, "function '%s' is defined but has no FUNCTION block",
                fn_name(rd->bodies.data[rd->next_body], fnb, sizeof(fnb)));
    }
}

static uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

ir_module *bc_read_module(d2s_ctx *ctx, const uint8_t *bitcode, size_t size)
{
    if (!bitcode)
        size = 0;
    if (size > ctx->limits.max_input_bytes)
        d2s_fail(ctx, D2S_ERR_LIMIT, "bitcode: %zu bytes exceed limits.max_input_bytes", size);
    /* The optional wrapper header: magic, version, offset, size, cputype. */
    if (size >= 4 && le32(bitcode) == 0x0B17C0DEu) {
        if (size < 20)
            d2s_fail(ctx, D2S_ERR_INVALID, "bitcode: wrapper header truncated (%zu bytes)", size);
        uint32_t off = le32(bitcode + 8), len = le32(bitcode + 12);
        if (off > size || len > size - off)
            d2s_fail(ctx, D2S_ERR_INVALID, "bitcode: wrapper header points at bytes %u..%llu of %zu", off,
                     (unsigned long long)off + len, size);
        bitcode += off;
        size = len;
    }
    if (size < 4 || bitcode[0] != 'B' || bitcode[1] != 'C' || bitcode[2] != 0xC0 || bitcode[3] != 0xDE)
        d2s_fail(ctx, D2S_ERR_INVALID, "bitcode: not LLVM bitcode (magic 'BC' 0xC0DE missing)");

    bc_reader *rd = d2s_zalloc(ctx, sizeof(*rd));
    rd->ctx = ctx;
    ir_module *m = d2s_zalloc(ctx, sizeof(*m));
    m->ctx = ctx;
    rd->m = m;
    bs_init(&rd->bs, ctx, bitcode, size);
    rd->bs.describe = describe;
    rd->bs.describe_user = rd;
    bs_read_fixed(&rd->bs, 32);

    bool found = false;
    while (!bs_at_end(&rd->bs)) {
        if (bs_advance(&rd->bs) != BS_SUBBLOCK)
            bc_fail(rd, "record at the top level");
        if (rd->bs.block_id == BC_BLOCK_MODULE) {
            parse_module(rd);
            found = true;
            break; /* anything after the module is padding or other tools' data */
        }
        bs_skip_block(&rd->bs);
    }
    if (!found)
        bc_fail(rd, "no MODULE block");

    m->num_types = rd->all_types.count;
    m->types = rd->all_types.data;
    m->num_globals = rd->globals.count;
    m->globals = rd->globals.data;
    m->num_functions = rd->functions.count;
    m->functions = rd->functions.data;
    m->num_mds = rd->num_module_mds;
    m->mds = rd->mds;
    m->num_named_mds = rd->named.count;
    m->named_mds = rd->named.data;
    m->num_md_kinds = rd->kinds.count;
    m->md_kinds = rd->kinds.data;
    return m;
}
