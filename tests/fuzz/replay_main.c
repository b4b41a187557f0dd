/* A main() for the fuzz harnesses in builds without libFuzzer: runs
 * LLVMFuzzerTestOneInput once over each file named on the command line, or
 * over every regular file in a named folder (not recursively, like
 * libFuzzer's own corpus folders). The harness aborts on any violation, so
 * reaching the end means every input passed.
 *
 * Last line: "<program>: N passed, 0 failed[, K skipped]", a missing path
 * counting as one skipped.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return 0;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = malloc(cap);
    for (;;) {
        if (!buf) {
            fputs("out of memory\n", stderr);
            exit(3);
        }
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap)
            break;
        cap *= 2;
        buf = realloc(buf, cap);
    }
    fclose(f);
    /* An exact-size copy, so that ASan catches a read one past the end. */
    uint8_t *exact = malloc(n ? n : 1);
    if (!exact) {
        fputs("out of memory\n", stderr);
        exit(3);
    }
    memcpy(exact, buf, n);
    free(buf);
    /* Named first: a failing input aborts the process. */
    printf("replay %s\n", path);
    fflush(stdout);
    LLVMFuzzerTestOneInput(exact, n);
    free(exact);
    return 1;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv)
{
    const char *name = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
    LLVMFuzzerInitialize(&argc, &argv);
    unsigned long passed = 0, failed = 0, skipped = 0;
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            skipped++;
            continue;
        }
        if (!S_ISDIR(st.st_mode)) {
            run_file(argv[i]) ? passed++ : failed++;
            continue;
        }
        DIR *d = opendir(argv[i]);
        if (!d) {
            failed++;
            continue;
        }
        char **paths = NULL;
        size_t count = 0, cap = 0;
        struct dirent *e;
        while ((e = readdir(d)) != NULL) {
            if (e->d_name[0] == '.')
                continue;
            size_t len = strlen(argv[i]) + strlen(e->d_name) + 2;
            char *p = malloc(len);
            if (!p)
                exit(3);
            snprintf(p, len, "%s/%s", argv[i], e->d_name);
            if (stat(p, &st) != 0 || !S_ISREG(st.st_mode)) {
                free(p);
                continue;
            }
            if (count == cap) {
                cap = cap ? cap * 2 : 64;
                paths = realloc(paths, cap * sizeof(*paths));
                if (!paths)
                    exit(3);
            }
            paths[count++] = p;
        }
        closedir(d);
        if (count)
            qsort(paths, count, sizeof(*paths), cmp_str);
        for (size_t k = 0; k < count; k++) {
            run_file(paths[k]) ? passed++ : failed++;
            free(paths[k]);
        }
        free(paths);
    }
    printf("%s: %lu passed, %lu failed", name, passed, failed);
    if (skipped)
        printf(", %lu skipped", skipped);
    printf("\n");
    return failed ? 1 : 0;
}
