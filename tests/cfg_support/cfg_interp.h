/* A small host interpreter for IR functions, for differential tests of CFG
 * rewrites: it runs integer code (arithmetic, compares, select, phi,
 * branches, switch, alloca/load/store of scalars, calls to a host callback)
 * and treats undef as poison: branching on it or passing it to a call is an
 * error, so a rewrite that loses a value is caught where it matters.
 */
#ifndef D2S_CFG_INTERP_H
#define D2S_CFG_INTERP_H

#include "ir/ir.h"

typedef enum cfg_run_status {
    CFG_RUN_RETURNED,
    CFG_RUN_UNREACHABLE,  /* executed `unreachable` */
    CFG_RUN_STOPPED,      /* the host asked to stop */
    CFG_RUN_STEP_LIMIT,
    CFG_RUN_ERROR,        /* see *error */
} cfg_run_status;

typedef struct cfg_interp_host {
    void *user;
    /* A call instruction with its evaluated (defined) arguments; returns the
     * result (ignored for void). Setting *stop ends the run. */
    uint64_t (*call)(void *user, const ir_instr *call, const uint64_t *args, uint32_t nargs, bool *stop);
} cfg_interp_host;

/* Runs f with the given argument values (f->num_args of them). Scratch memory
 * comes from the arena. */
cfg_run_status cfg_interp_run(d2s_ctx *ctx, const ir_function *f, const uint64_t *args, const cfg_interp_host *host,
                              uint64_t max_steps, const char **error);

#endif
