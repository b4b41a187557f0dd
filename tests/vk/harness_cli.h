/* Command line shared by the Vulkan test harnesses (compute_run, render_run):
 * the options every harness takes, parsed in one place so that they mean
 * the same in each. A harness adds its own options through a callback. */
#ifndef HARNESS_CLI_H
#define HARNESS_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "vk_context.h"

typedef struct harness_options {
    const char *dir;          /* the positional argument: corpus or render test folder */
    const char *selftest_dir; /* --selftest DIR SPV_DIR */
    const char *spv_dir;
    const char *only;
    bool list;
    bool verbose;
    bool no_fork;
    bool run_skipped;
    unsigned timeout_s;
    const char *save_spirv_dir;
    int root_signature;       /* compute_run --root-signature: 0 none, 1 tables, 2 root */
    bool root_signature_sets; /* compute_run --binding-model sets */
    bool heap_ranges;         /* compute_run --heap-ranges */
    int texel_buffers;        /* compute_run --texel-buffers: 0 none, 1 counters, 2 all */
    bool min_precision_native; /* compute_run --min-precision native */
    bool dxbc;                /* compute_run --dxbc: the corpus's dxbc/<area>/<name>.{json,dxbc} */
    vk_context_options vk;
    const char *prog; /* in summary lines, e.g. compute_run or compute_selftest */
} harness_options;

/* What a harness tells the parser about itself. */
typedef struct harness_cli {
    const char *tool;        /* prefix of error messages: "compute_run" */
    const char *default_dir; /* used when no folder is given; may be NULL */
    const char *no_dir;      /* the error when neither a folder nor --selftest is given */
    void (*usage)(FILE *f);  /* printed for --help (stdout, then exit 0) */
    /* Called with an argument the common options do not cover; returns how
     * many arguments it took (0: not one of its own). May be NULL. */
    int (*extra)(void *user, int argc, char **argv, int i);
    void *extra_user;
} harness_cli;

/* Fills *o (defaults first); false after printing the error on stderr. */
bool harness_parse_args(const harness_cli *cli, int argc, char **argv, harness_options *o);

/* Help text of the common options, one line each, with the descriptions that
 * differ between harnesses passed in; `extra` (may be NULL) is printed after
 * --run-skipped. `width` is the column the descriptions start at. */
typedef struct harness_help {
    int width;
    const char *only;        /* "only tests whose name contains SUBSTR" */
    const char *verbose;
    const char *run_skipped;
    const char *extra;       /* whole lines, each ending in '\n' */
    const char *save_spirv;
} harness_help;

void harness_print_options(FILE *f, const harness_help *h);

/* A setup error goes to both streams: stdout for the test log's summary,
 * stderr for a person watching. */
void harness_setup_error(const char *prog, const char *why);

#endif
