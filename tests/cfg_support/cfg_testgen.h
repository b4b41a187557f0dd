/* Test CFGs for the structurizer and for differential tests downstream
 * (host interpreter here, Vulkan later): a compact description of a CFG,
 * a parser for a one-line notation, a seeded generator of random reducible
 * CFGs, an IR builder that gives every block observable behaviour, and a
 * runner that records what a function does.
 *
 * Built functions look like `define void @name(i32 %arg)`. Block i does
 *     %in  = phi i32 [%x_p, %p] ...      ; when it has several predecessors
 *     %x_i = call i32 @cfg.visit(i32 i, i32 %in)
 * where %in is otherwise %x of a dominator (or %arg in the entry), then ends
 * with its terminator: `br`, `br i1 (call i1 @cfg.cond(i32 i))`,
 * `switch i32 (call i32 @cfg.sel(i32 i, i32 n)) [0..n-1]`, `ret void` or
 * `unreachable`. The runner answers cond/sel from a seeded stream (the k-th
 * call gets decision k) and records (i, %in) for every visit, so two
 * functions built from one graph behave identically iff their traces match,
 * values included.
 */
#ifndef D2S_CFG_TESTGEN_H
#define D2S_CFG_TESTGEN_H

#include "cfg_support/cfg_interp.h"
#include "ir/ir.h"

enum { CFG_TG_BR, CFG_TG_CBR, CFG_TG_SWITCH, CFG_TG_RET, CFG_TG_UNREACHABLE };

typedef struct cfg_tg_block {
    uint8_t term;
    uint32_t nsucc;
    uint32_t *succ;      /* CBR: true, false; SWITCH: default, then case 0, 1, ... */
    const char *name;
} cfg_tg_block;

typedef struct cfg_tg_graph {
    uint32_t num_blocks; /* block 0 is the entry */
    cfg_tg_block *blocks;
    uint32_t cap;
} cfg_tg_graph;

/* "A: cbr B C; B: br D; C: br D; D: ret" -- blocks separated by ';' or
 * newlines, kinds br/cbr/sw (default first)/ret/unr, the first block is the
 * entry. Returns NULL or an error message. */
const char *cfg_tg_parse(d2s_ctx *ctx, const char *spec, cfg_tg_graph *g);

/* A random reducible CFG of about `size` blocks (at least 3): nested ifs,
 * switches with shared targets and fallthrough, while/do-while/endless
 * loops, breaks and continues of several levels, returns, dead code, then
 * `gotos` extra forward edges and back edges that keep it reducible. */
void cfg_tg_random(d2s_ctx *ctx, uint64_t seed, uint32_t size, uint32_t gotos, cfg_tg_graph *g);

/* Builds the graph as a function of m (value_seed 0: %in comes from the
 * immediate dominator; otherwise from a random dominator, some merge
 * points skip their phi, and for odd seeds phis repeat the entry of a
 * predecessor that branches there twice, as LLVM does for switch cases). */
ir_function *cfg_tg_build(d2s_ctx *ctx, ir_module *m, const cfg_tg_graph *g, const char *name, uint64_t value_seed);
/* The same with %in / %x values of type value_type (NULL: i32); any type
 * works in the interpreter, which treats values as bits. The visit function
 * is then @cfg.visit.<type id>. */
ir_function *cfg_tg_build_typed(d2s_ctx *ctx, ir_module *m, const cfg_tg_graph *g, const char *name,
                                uint64_t value_seed, ir_type *value_type);

typedef struct cfg_tg_trace {
    uint64_t *events;    /* (block << 32) | %in per visit */
    uint32_t count;
    cfg_run_status status;
    const char *error;
} cfg_tg_trace;

/* Runs f, stopping after max_visits visits. */
void cfg_tg_run(d2s_ctx *ctx, const ir_function *f, uint64_t decision_seed, uint32_t max_visits, cfg_tg_trace *out);

/* The graph in the cfg_tg_parse notation, for replaying failures. */
void cfg_tg_format(const cfg_tg_graph *g, d2s_strbuf *out);

#endif
