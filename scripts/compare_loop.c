/* compare_loop: translates a list of DXIL files R times in one process
 * through dxil2spv's native API with default options, so that
 * scripts/compare-dxil-spirv can count the instructions of the
 * translations alone under callgrind (--toggle-collect=translate_one:
 * process start, file reading and the loop itself are not collected).
 * Through dxil-spirv's C API (the compat layer and dxil-spirv itself) the
 * same measurement is tests/compat/compat_naive.c --loop. Not part of the
 * build or of CI; built with -DLOOP_OURS.
 *
 * Usage: compare_loop ROUNDS FILE...   (ROUNDS 0: print the files that
 * fail to translate, one a line, and nothing else)
 * Prints "translations N failed F". */
#include <stdio.h>
#include <stdlib.h>

#if defined(LOOP_OURS)
#include "dxil2spv.h"
#else
#error "define LOOP_OURS (dxil-spirv's C API: tests/compat/compat_naive.c --loop)"
#endif

static void *read_all(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *p = n > 0 ? malloc((size_t)n) : NULL;
    if (p && fread(p, 1, (size_t)n, f) != (size_t)n) {
        free(p);
        p = NULL;
    }
    fclose(f);
    *size = (size_t)n;
    return p;
}

/* One translation; 0 on success. Everything between reading the input
 * and releasing the output is inside the toggled API calls. */
__attribute__((noinline)) int translate_one(const void *data, size_t size);
__attribute__((noinline)) int translate_one(const void *data, size_t size)
{
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    /* dxil2spv_translate() is this call; named directly so that callgrind's
     * toggle does not depend on how the tail call was compiled. */
    dxil2spv_result *r = dxil2spv_translate_with_context(NULL, data, size, &opts);
    int bad = !r || r->status != DXIL2SPV_OK;
    dxil2spv_result_free(r);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: compare_loop ROUNDS FILE...\n");
        return 2;
    }
    int rounds = atoi(argv[1]);
    int n = argc - 2;
    void **data = calloc((size_t)n, sizeof(*data));
    size_t *size = calloc((size_t)n, sizeof(*size));
    for (int i = 0; i < n; i++)
        if (!(data[i] = read_all(argv[i + 2], &size[i]))) {
            fprintf(stderr, "compare_loop: cannot read %s\n", argv[i + 2]);
            return 1;
        }
    long translations = 0, failed = 0;
    if (rounds == 0)
        for (int i = 0; i < n; i++)
            if (translate_one(data[i], size[i]))
                printf("%s\n", argv[i + 2]);
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            failed += translate_one(data[i], size[i]);
            translations++;
        }
    if (rounds)
        printf("translations %ld failed %ld\n", translations, failed);
    for (int i = 0; i < n; i++)
        free(data[i]);
    free(data);
    free(size);
    return 0;
}
