/* run_regressions: replays inputs that once broke something, and the
 * hand-made hostile inputs, through the public API in every output kind.
 *
 * Usage: run_regressions [--budget MIB] DIR...
 *
 * Every regular file of each DIR is an input, except expect.txt, which lists
 * what some of them must give, one per line:
 *     FILE STATUS SUBSTRING
 * STATUS is ok, invalid, unsupported, limit or refused (any of the last
 * three); SUBSTRING must occur in the error message ("-" for no check).
 * Listed files must get exactly that status in load-only, IR dump and SPIR-V
 * mode, and the container dump may only succeed or fail the same way.
 * Unlisted files may succeed or be refused in any mode, but always with a
 * message and without blaming the library (internal error, out of memory,
 * invalid argument), and consistently: an input that loads also dumps as IR.
 *
 * Each translation runs under a memory budget (default 4 MiB; the inputs are
 * a few KiB) and must not reach it: a refusal because the budget ran out
 * means a size the input claimed was allocated before it was checked.
 *
 * Last line: "run_regressions: N passed, M failed", one count per (file,
 * output kind); a missing DIR counts as one failure.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "dxil2spv.h"
#include "tool_common.h"

enum { EXPECT_ANY = -1, EXPECT_REFUSED = -2 };

typedef struct expectation {
    char file[256];
    int status; /* dxil2spv_status, EXPECT_ANY or EXPECT_REFUSED */
    char needle[128];
    bool seen;
} expectation;

typedef struct run_state {
    uint64_t budget;
    unsigned long passed, failed;
} run_state;

static const struct {
    dxil2spv_output_kind kind;
    const char *name;
} kinds[] = {
    {DXIL2SPV_OUTPUT_DUMP_CONTAINER, "dump-container"},
    {DXIL2SPV_OUTPUT_LOAD_ONLY, "load"},
    {DXIL2SPV_OUTPUT_DUMP_IR, "dump-ir"},
    {DXIL2SPV_OUTPUT_SPIRV, "spirv"},
};

static int parse_status(const char *s)
{
    if (!strcmp(s, "ok"))
        return DXIL2SPV_OK;
    if (!strcmp(s, "invalid"))
        return DXIL2SPV_ERROR_INVALID_INPUT;
    if (!strcmp(s, "unsupported"))
        return DXIL2SPV_ERROR_UNSUPPORTED;
    if (!strcmp(s, "limit"))
        return DXIL2SPV_ERROR_LIMIT;
    if (!strcmp(s, "refused"))
        return EXPECT_REFUSED;
    return EXPECT_ANY - 100;
}

static bool is_refusal(dxil2spv_status s)
{
    return s == DXIL2SPV_ERROR_INVALID_INPUT || s == DXIL2SPV_ERROR_UNSUPPORTED || s == DXIL2SPV_ERROR_LIMIT;
}

static bool status_matches(int want, dxil2spv_status got)
{
    if (want == EXPECT_REFUSED)
        return is_refusal(got);
    if (want == EXPECT_ANY)
        return got == DXIL2SPV_OK || is_refusal(got);
    return (int)got == want;
}

/* Reads DIR/expect.txt; returns the number of entries (0 when absent), -1 on a bad line. */
static int read_expectations(const char *dir, expectation **out)
{
    char path[4096];
    snprintf(path, sizeof(path), "%s/expect.txt", dir);
    *out = NULL;
    FILE *f = fopen(path, "r");
    if (!f)
        return 0;
    int n = 0, cap = 0;
    char line[1024];
    unsigned lineno = 0;
    while (fgets(line, sizeof(line), f)) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char file[256], status[32], needle[128];
        if (sscanf(line, "%255s %31s %127s", file, status, needle) != 3 || parse_status(status) < EXPECT_REFUSED) {
            printf("FAIL %s:%u: expected 'FILE STATUS SUBSTRING'\n", path, lineno);
            fclose(f);
            free(*out);
            return -1;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            expectation *p = realloc(*out, (size_t)cap * sizeof(**out));
            if (!p)
                exit(3);
            *out = p;
        }
        expectation *e = &(*out)[n++];
        memset(e, 0, sizeof(*e));
        snprintf(e->file, sizeof(e->file), "%s", file);
        e->status = parse_status(status);
        snprintf(e->needle, sizeof(e->needle), "%s", strcmp(needle, "-") ? needle : "");
    }
    fclose(f);
    return n;
}

static void check(run_state *st, bool ok, const char *path, const char *kind, const char *what,
                  const dxil2spv_result *r)
{
    if (ok) {
        st->passed++;
        return;
    }
    st->failed++;
    printf("FAIL %s [%s]: %s (status: %s; message: %s)\n", path, kind, what,
           r ? dxil2spv_status_string(r->status) : "NULL result", r && r->error ? r->error : "none");
}

static void run_file(run_state *st, const char *path, const expectation *e)
{
    const char *err = NULL;
    size_t size = 0;
    unsigned char *data = tool_read_file(path, &size, &err);
    if (!data) {
        st->failed++;
        printf("FAIL %s: %s\n", path, err ? err : "cannot read");
        return;
    }
    int want = e ? e->status : EXPECT_ANY;
    dxil2spv_status load_status = DXIL2SPV_OK;
    for (size_t k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.output = kinds[k].kind;
        o.limits.max_memory_bytes = st->budget;
        dxil2spv_result *r = dxil2spv_translate(data, size, &o);
        const char *why = NULL;
        if (!r) {
            why = "NULL result";
        } else if (r->status != DXIL2SPV_OK && (!r->error || !r->error[0])) {
            why = "refused without a message";
        } else if (r->status == DXIL2SPV_ERROR_LIMIT && strstr(r->error, "max_memory_bytes")) {
            why = "ran out of its memory budget: something claimed was allocated before it was checked";
        } else if (r->status != DXIL2SPV_OK && !is_refusal(r->status)) {
            why = "status blames the library, not the input";
        } else if (kinds[k].kind == DXIL2SPV_OUTPUT_DUMP_CONTAINER) {
            /* The container dump stops before the bitcode: it may succeed
             * where the rest fails, or fail the same way. */
            if (e && r->status != DXIL2SPV_OK && !status_matches(want, r->status))
                why = "container dump fails with an unexpected status";
        } else if (!status_matches(want, r->status)) {
            why = "unexpected status";
        } else if (e && e->needle[0] && r->status != DXIL2SPV_OK && !strstr(r->error, e->needle)) {
            why = "message does not mention the expected subject";
        } else if (kinds[k].kind == DXIL2SPV_OUTPUT_DUMP_IR && load_status == DXIL2SPV_OK &&
                   r->status != DXIL2SPV_OK) {
            why = "loads but does not dump as IR";
        }
        if (r && kinds[k].kind == DXIL2SPV_OUTPUT_LOAD_ONLY)
            load_status = r->status;
        if (why && e) {
            char buf[512];
            snprintf(buf, sizeof(buf), "%s (expected %s%s%s)", why,
                     want == EXPECT_REFUSED ? "a refusal" : dxil2spv_status_string((dxil2spv_status)want),
                     e->needle[0] ? " mentioning " : "", e->needle);
            check(st, false, path, kinds[k].name, buf, r);
        } else {
            check(st, !why, path, kinds[k].name, why, r);
        }
        dxil2spv_result_free(r);
    }
    free(data);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void run_dir(run_state *st, const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        st->failed++;
        printf("FAIL %s: cannot open the folder\n", dir);
        return;
    }
    expectation *ex = NULL;
    int nex = read_expectations(dir, &ex);
    if (nex < 0) {
        st->failed++;
        closedir(d);
        return;
    }
    char **names = NULL;
    size_t count = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.' || !strcmp(de->d_name, "expect.txt") || !strcmp(de->d_name, "README.md") ||
            strstr(de->d_name, ".py"))
            continue;
        if (count == cap) {
            cap = cap ? cap * 2 : 64;
            names = realloc(names, cap * sizeof(*names));
            if (!names)
                exit(3);
        }
        size_t len = strlen(de->d_name) + 1;
        names[count] = malloc(len);
        if (!names[count])
            exit(3);
        memcpy(names[count++], de->d_name, len);
    }
    closedir(d);
    if (count)
        qsort(names, count, sizeof(*names), cmp_str);
    for (size_t i = 0; i < count; i++) {
        char path[4096];
        snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
        struct stat sb;
        if (stat(path, &sb) == 0 && S_ISREG(sb.st_mode)) {
            expectation *e = NULL;
            for (int k = 0; k < nex; k++) {
                if (!strcmp(ex[k].file, names[i])) {
                    e = &ex[k];
                    e->seen = true;
                }
            }
            run_file(st, path, e);
        }
        free(names[i]);
    }
    free(names);
    for (int k = 0; k < nex; k++) {
        if (!ex[k].seen) {
            st->failed++;
            printf("FAIL %s/expect.txt lists %s, which is missing\n", dir, ex[k].file);
        }
    }
    free(ex);
}

int main(int argc, char **argv)
{
    run_state st = {.budget = (uint64_t)4 << 20};
    int dirs = 0;
    for (int i = 1; i < argc; i++) {
        unsigned long long mib;
        if (!strcmp(argv[i], "--budget") && i + 1 < argc && tool_parse_u64(argv[i + 1], &mib) && mib > 0) {
            st.budget = (uint64_t)mib << 20;
            i++;
            continue;
        }
        run_dir(&st, argv[i]);
        dirs++;
    }
    if (!dirs) {
        fprintf(stderr, "Usage: run_regressions [--budget MIB] DIR...\n");
        st.failed++;
    }
    printf("run_regressions: %lu passed, %lu failed\n", st.passed, st.failed);
    return st.failed ? 1 : 0;
}
