/* Readable listing of the IR: what `dxil2spv --dump-ir` prints, and a
 * debugging aid for every stage.
 *
 * The format is stable because tests parse it:
 *   - header lines: `module "<triple>"`, `shader_model <sm> <kind>, dxil X.Y,
 *     validator X.Y`, then per entry point `entry <name>: <kind>[ numthreads(x, y, z)]`
 *     followed by indented `resource ...` / `input ...` / `output ...` lines;
 *   - `global @<name> = ...` and `declare <ret> @<name>(<params>)` lines;
 *   - per defined function `function <name>(<args>) {`, then per block
 *     `block <id>[ <name>]:  ; preds: <ids>`, one instruction per line
 *     indented by two spaces, and `}`;
 *   - a dx.op call prints as `[%N = ]dx.op <OpName>(<arg>=<value>, ...)`, so
 *     the token after "dx.op " is the operation name; an unlowered call
 *     prints as `call <ret> @<name>(<typed args>)`.
 * Names are spelled like LLVM's (quoted with \XX escapes when they are not
 * plain identifiers); local values are `%<value number>`.
 */
#ifndef D2S_IR_DUMP_H
#define D2S_IR_DUMP_H

#include "ir/ir.h"

/* What the listing prints of the layer above the IR (src/ir does not know
 * the DXIL tables): dx.op names, their operand names and the module's
 * header lines (shader model, entry points, resources, signatures). The
 * DXIL layer's are dxil_dump_hooks() (src/dxil/dxil_dump.c). Any member
 * may be NULL; without hooks a dx.op prints as `dx.op Op<opcode>(...)` and
 * the header as `shader_model unknown`. */
typedef struct ir_dump_hooks {
    const char *(*dxop_name)(const ir_instr *in);
    /* the name of operand i of the dx.op call in, or NULL */
    const char *(*dxop_arg_name)(const ir_instr *in, uint32_t i);
    /* called when m->dxil is set, after the `module` line */
    void (*module_header)(const ir_module *m, d2s_strbuf *out);
} ir_dump_hooks;

void ir_dump_module(const ir_module *m, d2s_strbuf *out);
void ir_dump_module_with(const ir_module *m, const ir_dump_hooks *hooks, d2s_strbuf *out);
/* m may be NULL (then metadata attachment names print as numbers). */
void ir_dump_function(const ir_module *m, const ir_function *f, d2s_strbuf *out);
void ir_dump_function_with(const ir_module *m, const ir_function *f, const ir_dump_hooks *hooks, d2s_strbuf *out);
/* One instruction, without indentation or newline. */
void ir_dump_instr(const ir_module *m, const ir_instr *in, d2s_strbuf *out);
void ir_dump_type(const ir_type *t, d2s_strbuf *out);
/* An operand as it appears in a listing (untyped: `%3`, `7`, `@g`, `undef`). */
void ir_dump_value(const ir_value *v, d2s_strbuf *out);
/* A name as the listing spells it (LLVM's identifier rule, quoted when not
 * plain). */
void ir_dump_name(d2s_strbuf *out, const char *name);

#endif
