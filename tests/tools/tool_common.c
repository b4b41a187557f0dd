#include "tool_common.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Symbolic links may form cycles; no real corpus is anywhere near this deep. */
enum { MAX_DEPTH = 64 };

static bool ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

static bool list_push(tool_file_list *list, const char *path)
{
    if (list->count == list->cap) {
        size_t cap = list->cap ? list->cap * 2 : 256;
        char **p = realloc(list->paths, cap * sizeof(*p));
        if (!p)
            return false;
        list->paths = p;
        list->cap = cap;
    }
    size_t len = strlen(path);
    char *copy = malloc(len + 1);
    if (!copy)
        return false;
    memcpy(copy, path, len + 1);
    list->paths[list->count++] = copy;
    return true;
}

static char *join_path(const char *dir, const char *name)
{
    size_t a = strlen(dir), b = strlen(name);
    bool slash = a > 0 && dir[a - 1] != '/';
    char *p = malloc(a + slash + b + 1);
    if (!p)
        return NULL;
    memcpy(p, dir, a);
    if (slash)
        p[a] = '/';
    memcpy(p + a + slash, name, b + 1);
    return p;
}

static tool_collect_status walk(tool_file_list *list, const char *dir, int depth, bool with_dxbc)
{
    if (depth > MAX_DEPTH) {
        fprintf(stderr, "%s: folders nested more than %d deep (a symbolic-link cycle?)\n", dir,
                MAX_DEPTH);
        return TOOL_COLLECT_ERROR;
    }
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "%s: cannot open folder: %s\n", dir, strerror(errno));
        return TOOL_COLLECT_ERROR;
    }
    tool_collect_status st = TOOL_COLLECT_OK;
    struct dirent *e;
    while (st == TOOL_COLLECT_OK && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue; /* ".", ".." and hidden entries */
        char *path = join_path(dir, e->d_name);
        if (!path) {
            st = TOOL_COLLECT_ERROR;
            break;
        }
        struct stat sb;
        if (stat(path, &sb) != 0) {
            /* a dangling link is not worth failing the whole run over */
        } else if (S_ISDIR(sb.st_mode)) {
            st = walk(list, path, depth + 1, with_dxbc);
        } else if (S_ISREG(sb.st_mode) &&
                   (ends_with(e->d_name, ".dxil") || (with_dxbc && ends_with(e->d_name, ".dxbc")))) {
            if (!list_push(list, path))
                st = TOOL_COLLECT_ERROR;
        }
        free(path);
    }
    closedir(d);
    return st;
}

static tool_collect_status collect(tool_file_list *list, const char *root, bool with_dxbc)
{
    struct stat sb;
    if (stat(root, &sb) != 0)
        return TOOL_COLLECT_MISSING;
    if (S_ISREG(sb.st_mode))
        return list_push(list, root) ? TOOL_COLLECT_OK : TOOL_COLLECT_ERROR;
    return walk(list, root, 0, with_dxbc);
}

tool_collect_status tool_collect_dxil(tool_file_list *list, const char *root)
{
    return collect(list, root, false);
}

tool_collect_status tool_collect_shaders(tool_file_list *list, const char *root)
{
    return collect(list, root, true);
}

static int cmp_paths(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void tool_file_list_sort(tool_file_list *list)
{
    if (list->count > 1)
        qsort(list->paths, list->count, sizeof(*list->paths), cmp_paths);
}

void tool_file_list_free(tool_file_list *list)
{
    for (size_t i = 0; i < list->count; i++)
        free(list->paths[i]);
    free(list->paths);
    list->paths = NULL;
    list->count = list->cap = 0;
}

unsigned char *tool_read_file(const char *path, size_t *size_out, const char **err_out)
{
    *size_out = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        *err_out = "cannot open file";
        return NULL;
    }
    size_t cap = 1 << 14, len = 0;
    unsigned char *buf = malloc(cap);
    while (buf) {
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap)
            break;
        unsigned char *nb = realloc(buf, cap * 2);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    bool read_error = ferror(f) != 0;
    fclose(f);
    if (!buf) {
        *err_out = "out of memory";
        return NULL;
    }
    if (read_error) {
        free(buf);
        *err_out = "read error";
        return NULL;
    }
    /* Shrink to the exact size so that AddressSanitizer reports any read
     * past the end of the input instead of hiding it in slack capacity. */
    unsigned char *exact = malloc(len ? len : 1);
    if (!exact) {
        free(buf);
        *err_out = "out of memory";
        return NULL;
    }
    memcpy(exact, buf, len);
    free(buf);
    *size_out = len;
    return exact;
}

bool tool_parse_u64(const char *s, unsigned long long *out)
{
    if (!s || !*s || *s == '-' || *s == '+')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 0);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}
