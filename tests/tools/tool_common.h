/* Shared helpers for the test tools (corpus_load, mutate, bench): finding
 * the corpus files and reading them. The tools run outside the library, so
 * they use plain malloc; they keep no state beyond what main() owns.
 */
#ifndef D2S_TOOL_COMMON_H
#define D2S_TOOL_COMMON_H

#include <stdbool.h>
#include <stddef.h>

typedef struct tool_file_list {
    char **paths;
    size_t count, cap;
} tool_file_list;

typedef enum tool_collect_status {
    TOOL_COLLECT_OK = 0,
    TOOL_COLLECT_MISSING = 1, /* the path does not exist: callers count it as skipped */
    TOOL_COLLECT_ERROR = 2,   /* unreadable folder or out of memory; message printed */
} tool_collect_status;

/* Appends every *.dxil file under `root` (recursively; `root` itself if it
 * is a file). Call tool_file_list_sort() once all roots are in, so that runs
 * are reproducible whatever order readdir() returns. */
tool_collect_status tool_collect_dxil(tool_file_list *list, const char *root);
/* The same for both bytecodes: *.dxil and *.dxbc (SM 4/5 containers). */
tool_collect_status tool_collect_shaders(tool_file_list *list, const char *root);
void tool_file_list_sort(tool_file_list *list);
void tool_file_list_free(tool_file_list *list);

/* Reads a whole file into a malloc'ed buffer of exactly its size (at least
 * one byte allocated so an empty file still gives a non-NULL pointer).
 * Returns NULL and sets *err_out to a static description on failure. */
unsigned char *tool_read_file(const char *path, size_t *size_out, const char **err_out);

/* Parses a non-negative decimal or 0x-hex number; false on junk or overflow. */
bool tool_parse_u64(const char *s, unsigned long long *out);

#endif
