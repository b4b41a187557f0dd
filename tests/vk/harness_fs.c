/* Files and folders for the Vulkan test harnesses. */
#include "harness_fs.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Far beyond any shader or sidecar; keeps a stray huge file out of memory. */
#define MAX_FILE_BYTES (256u << 20)

/* The only setjmp of the harnesses: d2s_fail() anywhere in a test unwinds
 * here. Nothing in this frame changes after setjmp, so nothing needs volatile. */
bool harness_protected(d2s_ctx *ctx, void (*fn)(void *), void *arg)
{
    jmp_buf jb;
    ctx->on_fail = &jb;
    if (setjmp(jb)) {
        ctx->on_fail = NULL;
        return false;
    }
    fn(arg);
    ctx->on_fail = NULL;
    return true;
}

char *harness_read_file(d2s_ctx *ctx, const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        d2s_fail(ctx, D2S_ERR_INVALID, "cannot open %s: %s", path, strerror(errno));
    D2S_VEC(char) buf = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
        if (buf.count + n > MAX_FILE_BYTES) {
            fclose(f);
            d2s_fail(ctx, D2S_ERR_LIMIT, "%s is larger than %u bytes", path, MAX_FILE_BYTES);
        }
        d2s_vec_reserve(ctx, &buf, buf.count + (uint32_t)n + 1);
        memcpy(buf.data + buf.count, chunk, n);
        buf.count += (uint32_t)n;
    }
    bool failed = ferror(f);
    fclose(f);
    if (failed)
        d2s_fail(ctx, D2S_ERR_INVALID, "cannot read %s", path);
    d2s_vec_reserve(ctx, &buf, buf.count + 1);
    buf.data[buf.count] = '\0';
    *size = buf.count;
    return buf.data;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* suffix NULL: sub-directories (holding `marker` if given); else regular
 * files ending in `suffix`, returned without it. */
static harness_names list_dir(d2s_ctx *ctx, const char *dir, const char *marker, const char *suffix)
{
    harness_names names = {0};
    DIR *d = opendir(dir);
    if (!d)
        d2s_fail(ctx, D2S_ERR_INVALID, "cannot open the folder %s: %s", dir, strerror(errno));
    size_t slen = suffix ? strlen(suffix) : 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        size_t n = strlen(e->d_name);
        struct stat sb;
        if (!suffix) {
            bool keep = marker ? stat(d2s_sprintf(ctx, "%s/%s/%s", dir, e->d_name, marker), &sb) == 0 &&
                                     S_ISREG(sb.st_mode)
                               : stat(d2s_sprintf(ctx, "%s/%s", dir, e->d_name), &sb) == 0 && S_ISDIR(sb.st_mode);
            if (keep)
                d2s_vec_push(ctx, &names, d2s_strndup(ctx, e->d_name, n));
        } else if (n > slen && strcmp(e->d_name + n - slen, suffix) == 0 &&
                   stat(d2s_sprintf(ctx, "%s/%s", dir, e->d_name), &sb) == 0 && S_ISREG(sb.st_mode)) {
            d2s_vec_push(ctx, &names, d2s_strndup(ctx, e->d_name, n - slen));
        }
    }
    closedir(d);
    if (names.count)
        qsort(names.data, names.count, sizeof(char *), compare_names);
    return names;
}

harness_names harness_list_subdirs(d2s_ctx *ctx, const char *dir, const char *marker)
{
    return list_dir(ctx, dir, marker, NULL);
}

harness_names harness_list_files(d2s_ctx *ctx, const char *dir, const char *suffix)
{
    return list_dir(ctx, dir, NULL, suffix);
}
