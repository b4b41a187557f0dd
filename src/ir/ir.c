/* Small accessors over the IR (declared at the bottom of ir.h). They never
 * fail: callers that need a located error (the DXIL layer, the verifier)
 * test the result and report in their own words.
 */
#include "ir/ir.h"

#include <string.h>

static const char *const op_names[IR_OP_COUNT] = {
    [IR_OP_INVALID] = "invalid",
    [IR_OP_ADD] = "add", [IR_OP_SUB] = "sub", [IR_OP_MUL] = "mul", [IR_OP_UDIV] = "udiv",
    [IR_OP_SDIV] = "sdiv", [IR_OP_UREM] = "urem", [IR_OP_SREM] = "srem", [IR_OP_SHL] = "shl",
    [IR_OP_LSHR] = "lshr", [IR_OP_ASHR] = "ashr", [IR_OP_AND] = "and", [IR_OP_OR] = "or",
    [IR_OP_XOR] = "xor", [IR_OP_FADD] = "fadd", [IR_OP_FSUB] = "fsub", [IR_OP_FMUL] = "fmul",
    [IR_OP_FDIV] = "fdiv", [IR_OP_FREM] = "frem",
    [IR_OP_TRUNC] = "trunc", [IR_OP_ZEXT] = "zext", [IR_OP_SEXT] = "sext",
    [IR_OP_FPTOUI] = "fptoui", [IR_OP_FPTOSI] = "fptosi", [IR_OP_UITOFP] = "uitofp",
    [IR_OP_SITOFP] = "sitofp", [IR_OP_FPTRUNC] = "fptrunc", [IR_OP_FPEXT] = "fpext",
    [IR_OP_PTRTOINT] = "ptrtoint", [IR_OP_INTTOPTR] = "inttoptr", [IR_OP_BITCAST] = "bitcast",
    [IR_OP_ADDRSPACECAST] = "addrspacecast",
    [IR_OP_ICMP] = "icmp", [IR_OP_FCMP] = "fcmp", [IR_OP_SELECT] = "select", [IR_OP_PHI] = "phi",
    [IR_OP_BR] = "br", [IR_OP_SWITCH] = "switch", [IR_OP_RET] = "ret",
    [IR_OP_UNREACHABLE] = "unreachable", [IR_OP_CALL] = "call", [IR_OP_DXOP] = "dx.op",
    [IR_OP_LOAD] = "load", [IR_OP_STORE] = "store", [IR_OP_ALLOCA] = "alloca",
    [IR_OP_GEP] = "getelementptr", [IR_OP_EXTRACTVALUE] = "extractvalue",
    [IR_OP_INSERTVALUE] = "insertvalue", [IR_OP_EXTRACTELEMENT] = "extractelement",
    [IR_OP_INSERTELEMENT] = "insertelement", [IR_OP_SHUFFLEVECTOR] = "shufflevector",
    [IR_OP_ATOMICRMW] = "atomicrmw", [IR_OP_CMPXCHG] = "cmpxchg", [IR_OP_FENCE] = "fence",
};

const char *ir_op_name(ir_op op)
{
    if ((unsigned)op >= IR_OP_COUNT || !op_names[op])
        return "unknown-op";
    return op_names[op];
}

const ir_named_md *ir_module_find_named_md(const ir_module *m, const char *name)
{
    if (!m || !name)
        return NULL;
    for (uint32_t i = 0; i < m->num_named_mds; i++) {
        if (m->named_mds[i].name && strcmp(m->named_mds[i].name, name) == 0)
            return &m->named_mds[i];
    }
    return NULL;
}

const ir_md *ir_md_node_op(const ir_md *node, uint32_t i)
{
    if (!node || node->kind != IR_MD_NODE || i >= node->u.node.count)
        return NULL;
    return node->u.node.ops[i];
}

bool ir_md_as_u64(const ir_md *md, uint64_t *out)
{
    if (!md || md->kind != IR_MD_VALUE)
        return false;
    return ir_value_const_u64(md->u.value, out);
}

/* The reader stores every metadata string as an arena copy with a NUL after
 * its `len` bytes, so the data can be handed out directly. A string with an
 * embedded NUL cannot be used as a C string without silently truncating it,
 * so it reads as "not a string". */
const char *ir_md_as_string(const ir_md *md)
{
    if (!md || md->kind != IR_MD_STRING || !md->u.str.data)
        return NULL;
    if (md->u.str.len && memchr(md->u.str.data, 0, md->u.str.len))
        return NULL;
    return md->u.str.data;
}

int64_t ir_const_sext(const ir_const *c)
{
    uint64_t v = c->u.i;
    uint32_t w = (c->v.type && c->v.type->kind == IR_TYPE_INT) ? c->v.type->width : 64;
    if (w == 0 || w >= 64)
        return (int64_t)v;
    uint64_t sign = 1ull << (w - 1);
    v &= (sign << 1) - 1;
    /* (v ^ sign) - sign sign-extends without implementation-defined shifts. */
    return (int64_t)((v ^ sign) - sign);
}

bool ir_value_const_u64(const ir_value *v, uint64_t *out)
{
    if (!v || !v->type || v->type->kind != IR_TYPE_INT)
        return false;
    if (v->kind == IR_VAL_CONST_INT) {
        uint64_t x = ((const ir_const *)v)->u.i;
        uint32_t w = v->type->width;
        if (w && w < 64)
            x &= (1ull << w) - 1;
        *out = x;
        return true;
    }
    if (v->kind == IR_VAL_CONST_NULL) { /* an integer zeroinitializer */
        *out = 0;
        return true;
    }
    return false;
}

ir_value *ir_pointer_root(ir_value *p)
{
    for (uint32_t guard = 0; p && guard < 256; guard++) {
        if (p->kind == IR_VAL_INSTR) {
            ir_instr *in = (ir_instr *)p;
            if ((in->op != IR_OP_GEP && in->op != IR_OP_BITCAST) || in->num_ops < 1)
                return p;
            p = in->ops[0];
        } else if (p->kind == IR_VAL_CONST_EXPR) {
            const ir_const *c = (const ir_const *)p;
            if ((c->u.expr.op != IR_OP_GEP && c->u.expr.op != IR_OP_BITCAST) || c->u.expr.count < 1)
                return p;
            p = c->u.expr.ops[0];
        } else {
            return p;
        }
    }
    return p;
}
