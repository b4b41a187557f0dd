/* corpus_load: reads every *.dxil under the given folders through the public
 * API in load-only mode (container, bitcode, DXIL metadata and dx.op checks,
 * no output) and reports each one that does not load.
 *
 * Last line: "corpus_load: N passed, M failed[, K skipped]", where a folder
 * that does not exist counts as one skipped. Exit status 1 if any failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "tool_common.h"

static void usage(FILE *f)
{
    fputs("Usage: corpus_load [-v] [--mode load|dump-ir|dump-container] DIR|FILE...\n"
          "Translates every *.dxil under each DIR with the public API and lists failures.\n"
          "  -v      also print one line per file that loads\n"
          "  --mode  output kind requested (default load: read and check, no output)\n",
          f);
}

static bool parse_mode(const char *s, dxil2spv_output_kind *out)
{
    if (strcmp(s, "load") == 0)
        *out = DXIL2SPV_OUTPUT_LOAD_ONLY;
    else if (strcmp(s, "dump-ir") == 0)
        *out = DXIL2SPV_OUTPUT_DUMP_IR;
    else if (strcmp(s, "dump-container") == 0)
        *out = DXIL2SPV_OUTPUT_DUMP_CONTAINER;
    else if (strcmp(s, "spirv") == 0)
        *out = DXIL2SPV_OUTPUT_SPIRV;
    else
        return false;
    return true;
}

int main(int argc, char **argv)
{
    /* Line-buffered so that a crash mid-run still shows every verdict so far. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    bool verbose = false;
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.verify = 1; /* tests check the IR too */
    opts.output = DXIL2SPV_OUTPUT_LOAD_ONLY;

    tool_file_list files = {0};
    unsigned long skipped = 0, failed = 0, passed = 0;
    int ndirs = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "-v") == 0) {
            verbose = true;
        } else if (strcmp(a, "--mode") == 0 && i + 1 < argc) {
            if (!parse_mode(argv[++i], &opts.output)) {
                fprintf(stderr, "corpus_load: unknown mode '%s'\n", argv[i]);
                return 2;
            }
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "corpus_load: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else {
            ndirs++;
            tool_collect_status st = tool_collect_dxil(&files, a);
            if (st == TOOL_COLLECT_MISSING) {
                printf("note: %s does not exist; skipped\n", a);
                skipped++;
            } else if (st == TOOL_COLLECT_ERROR) {
                printf("FAIL %s: could not list the folder\n", a);
                failed++;
            }
        }
    }
    if (ndirs == 0) {
        usage(stderr);
        return 2;
    }
    tool_file_list_sort(&files);

    for (size_t i = 0; i < files.count; i++) {
        const char *path = files.paths[i];
        size_t size;
        const char *why = NULL;
        unsigned char *data = tool_read_file(path, &size, &why);
        if (!data) {
            printf("FAIL %s: %s\n", path, why);
            failed++;
            continue;
        }
        dxil2spv_result *r = dxil2spv_translate(data, size, &opts);
        if (!r) {
            printf("FAIL %s: dxil2spv_translate returned NULL\n", path);
            failed++;
        } else if (r->status != DXIL2SPV_OK) {
            printf("FAIL %s: %s: %s\n", path, dxil2spv_status_string(r->status),
                   r->error && r->error[0] ? r->error : "(no message)");
            failed++;
        } else {
            if (verbose)
                printf("ok   %s\n", path);
            passed++;
        }
        dxil2spv_result_free(r);
        free(data);
    }
    tool_file_list_free(&files);

    if (skipped)
        printf("corpus_load: %lu passed, %lu failed, %lu skipped\n", passed, failed, skipped);
    else
        printf("corpus_load: %lu passed, %lu failed\n", passed, failed);
    return failed ? 1 : 0;
}
