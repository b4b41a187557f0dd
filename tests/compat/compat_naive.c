/* compat_naive: a program written only against dxil-spirv's C interface
 * (dxil_spirv_c.h), answering every remapping callback the way
 * dxil-spirv's own command-line tool does by default: a resource at
 * set = register space, binding = register index (so an SRV t0, a UAV u0,
 * a CBV b0 and a sampler s0 of one space all alias set 0 binding 0, as a
 * D3D12 runtime with mutable descriptors may bind them); every SM 6.6 heap
 * array on set 0 binding 0 through the heap; a UAV counter at set 7,
 * binding = the UAV's index within its class (dxil-spirv's CLI), or from
 * the heap at push word 4 for heap UAVs.
 *
 * It builds against any library with that interface: the compat layer
 * (tests, compat-naive) or dxil-spirv itself (scripts/compare-dxil-spirv,
 * scripts/bench-compat: the same program built once against each).
 *
 *   compat_naive [--expected FILE] [--target-env vulkan1.3] DIR...
 *       every entry point of every .dxil and .dxbc (SM 4/5) under DIR (library entries one by
 *       one) translates and passes SPIRV-Tools' validator (Vulkan 1.3,
 *       scalar block layout), or is refused with a log message containing
 *       the text FILE (tests/spirv/expected-unsupported.txt) lists for it,
 *       so that this program translates exactly what dxil2spv's own CLI
 *       translates (tests/spirv checks the CLI against the same file).
 *       A missing DIR is skipped (named); last line
 *       "compat_naive: N passed, M failed, K skipped".
 *   compat_naive [--ssbo] --loop ROUNDS FILE...
 *       translates each file's first entry ROUNDS times inside
 *       translate_one() (for callgrind's --toggle-collect) and prints
 *       "translations N failed F (T us each, wall clock)"; ROUNDS 0 prints
 *       the files that fail (scripts/compare-dxil-spirv, scripts/bench
 *       --mode compat).
 *   compat_naive [--ssbo] --sizes OUT_DIR FILE...
 *       writes each file's first entry's SPIR-V to OUT_DIR/N.spv (N = the
 *       file's position) and prints "FILE BYTES" (BYTES - when refused).
 *   --ssbo answers raw and structured SRV/UAV buffers as SSBOs, as a
 *   runtime does (vkd3d-proton: VKD3D_BINDLESS_RAW_SSBO, with option
 *   SSBO_ALIGNMENT 1 when it has no offset buffer); without it the answer
 *   is IDENTITY, which both libraries read as R32_UINT texel buffers
 *   (dxil-spirv's default form).
 */
#include "dxil_spirv_c.h"
#include "../tools/spv_offsets.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#ifdef COMPAT_NAIVE_VALIDATE
#include <spirv-tools/libspirv.h>
#endif

/* ---- the answers ------------------------------------------------------- */

static bool answer_ssbo; /* --ssbo: set once by main before any conversion */

static void buffer_form(const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    if (answer_ssbo &&
        (d->kind == DXIL_SPV_RESOURCE_KIND_RAW_BUFFER || d->kind == DXIL_SPV_RESOURCE_KIND_STRUCTURED_BUFFER))
        v->descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO;
}

static bool global_heap(const dxil_spv_d3d_binding *d)
{
    return d->register_index == ~0u && d->register_space == ~0u && d->range_size == ~0u;
}

static void plain(const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    if (global_heap(d)) {
        v->bindless.use_heap = DXIL_SPV_TRUE;
        v->set = 0;
        v->binding = 0;
    } else {
        v->set = d->register_space;
        v->binding = d->register_index;
    }
}

static dxil_spv_bool naive_srv(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_srv_vulkan_binding *v)
{
    (void)ud;
    memset(v, 0, sizeof *v);
    plain(d, &v->buffer_binding);
    buffer_form(d, &v->buffer_binding);
    v->offset_binding.set = 15; /* where dxil-spirv's CLI puts an offset buffer, if one is needed */
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool naive_sampler(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_vulkan_binding *v)
{
    (void)ud;
    memset(v, 0, sizeof *v);
    plain(d, v);
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool naive_uav(void *ud, const dxil_spv_uav_d3d_binding *d, dxil_spv_uav_vulkan_binding *v)
{
    (void)ud;
    memset(v, 0, sizeof *v);
    plain(&d->d3d_binding, &v->buffer_binding);
    buffer_form(&d->d3d_binding, &v->buffer_binding);
    v->offset_binding.set = 15;
    if (d->has_counter) {
        if (global_heap(&d->d3d_binding)) {
            v->counter_binding.bindless.use_heap = DXIL_SPV_TRUE;
            v->counter_binding.root_constant_index = 4;
            v->counter_binding.set = 7;
        } else {
            v->counter_binding.set = 7;
            v->counter_binding.binding = d->d3d_binding.resource_index;
        }
    }
    return DXIL_SPV_TRUE;
}

static dxil_spv_bool naive_cbv(void *ud, const dxil_spv_d3d_binding *d, dxil_spv_cbv_vulkan_binding *v)
{
    (void)ud;
    memset(v, 0, sizeof *v);
    plain(d, &v->vulkan.uniform_binding);
    return DXIL_SPV_TRUE;
}

/* ---- one conversion ------------------------------------------------------ */

/* Converts entry `entry` (NULL: the blob's only one); on success *words /
 * *count hold a malloc'ed copy of the SPIR-V when words is not NULL. */
static bool convert(dxil_spv_parsed_blob blob, const char *entry, uint32_t **words, size_t *count)
{
    dxil_spv_converter conv;
    if (dxil_spv_create_converter(blob, &conv) != DXIL_SPV_SUCCESS)
        return false;
    if (entry)
        dxil_spv_converter_set_entry_point(conv, entry);
    dxil_spv_converter_set_srv_remapper(conv, naive_srv, NULL);
    dxil_spv_converter_set_sampler_remapper(conv, naive_sampler, NULL);
    dxil_spv_converter_set_uav_remapper(conv, naive_uav, NULL);
    dxil_spv_converter_set_cbv_remapper(conv, naive_cbv, NULL);
    if (answer_ssbo) {
        /* SSBOs at any 4-byte offset, no offset buffer: what a runtime
         * without one says (vkd3d-proton: alignment 1). */
        dxil_spv_option_ssbo_alignment align = {{DXIL_SPV_OPTION_SSBO_ALIGNMENT}, 1};
        if (dxil_spv_converter_add_option(conv, &align.base) != DXIL_SPV_SUCCESS) {
            dxil_spv_converter_free(conv);
            return false;
        }
    }
    dxil_spv_compiled_spirv out;
    bool ok = dxil_spv_converter_run(conv) == DXIL_SPV_SUCCESS &&
              dxil_spv_converter_get_compiled_spirv(conv, &out) == DXIL_SPV_SUCCESS;
    if (ok && words) {
        *count = out.size / 4;
        *words = malloc(out.size ? out.size : 4);
        if (*words)
            memcpy(*words, out.data, out.size);
        ok = *words != NULL;
    }
    dxil_spv_converter_free(conv);
    return ok;
}

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

/* The measured unit: parse, convert the first entry, get the SPIR-V, free
 * (a copy of the SPIR-V in *words when words is not NULL). */
static int first_entry(const void *data, size_t size, uint32_t **words, size_t *count)
{
    dxil_spv_parsed_blob blob;
    if (dxil_spv_parse_dxil_blob(data, size, &blob) != DXIL_SPV_SUCCESS)
        return 1;
    const char *entry = NULL;
    unsigned n = 0;
    if (dxil_spv_parsed_blob_get_num_entry_points(blob, &n) == DXIL_SPV_SUCCESS && n > 1)
        dxil_spv_parsed_blob_get_entry_point_name(blob, 0, &entry);
    int bad = !convert(blob, entry, words, count);
    dxil_spv_parsed_blob_free(blob);
    return bad;
}

__attribute__((noinline)) int translate_one(const void *data, size_t size);
__attribute__((noinline)) int translate_one(const void *data, size_t size)
{
    return first_entry(data, size, NULL, NULL);
}

static int sizes_main(const char *out_dir, int n, char **paths)
{
    for (int i = 0; i < n; i++) {
        size_t size, count = 0;
        uint32_t *words = NULL;
        void *data = read_all(paths[i], &size);
        if (!data || first_entry(data, size, &words, &count)) {
            printf("%s -\n", paths[i]);
        } else {
            char out[4096];
            snprintf(out, sizeof out, "%s/%d.spv", out_dir, i);
            FILE *f = fopen(out, "wb");
            if (!f || fwrite(words, 4, count, f) != count) {
                fprintf(stderr, "compat_naive: cannot write %s\n", out);
                return 1;
            }
            fclose(f);
            printf("%s %zu\n", paths[i], count * 4);
        }
        free(words);
        free(data);
    }
    return 0;
}


static int loop_main(int rounds, int n, char **paths)
{
    void **data = calloc((size_t)n + 1, sizeof *data);
    size_t *size = calloc((size_t)n + 1, sizeof *size);
    if (!data || !size)
        return 1;
    for (int i = 0; i < n; i++)
        if (!(data[i] = read_all(paths[i], &size[i]))) {
            fprintf(stderr, "compat_naive: cannot read %s\n", paths[i]);
            return 1;
        }
    dxil_spv_begin_thread_allocator_context(); /* as dxil-spirv's CLI does */
    long translations = 0, failed = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    if (rounds == 0)
        for (int i = 0; i < n; i++)
            if (translate_one(data[i], size[i]))
                printf("%s\n", paths[i]);
    for (int r = 0; r < rounds; r++)
        for (int i = 0; i < n; i++) {
            failed += translate_one(data[i], size[i]);
            translations++;
        }
    dxil_spv_end_thread_allocator_context();
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double us = ((double)(t1.tv_sec - t0.tv_sec) * 1e6 + (double)(t1.tv_nsec - t0.tv_nsec) / 1e3);
    if (rounds)
        printf("translations %ld failed %ld (%.1f us each, wall clock)\n", translations, failed,
               translations ? us / (double)translations : 0.0);
    for (int i = 0; i < n; i++)
        free(data[i]);
    free(data);
    free(size);
    return 0;
}

/* ---- the corpus check ---------------------------------------------------- */

#ifdef COMPAT_NAIVE_VALIDATE

static char log_text[8192];
static size_t log_len;

static void log_cb(void *ud, dxil_spv_log_level level, const char *msg)
{
    (void)ud, (void)level;
    size_t n = strlen(msg);
    if (log_len + n < sizeof log_text) {
        memcpy(log_text + log_len, msg, n + 1);
        log_len += n;
    }
}

typedef struct expected {
    char *path, *message;
} expected;

static expected *expect;
static unsigned n_expect;

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\n' || s[n - 1] == '\r'))
        s[--n] = 0;
    return s;
}

static bool load_expected(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "compat_naive: cannot read %s\n", path);
        return false;
    }
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        char *s = trim(line);
        if (!*s || *s == '#')
            continue;
        char *bar1 = strchr(s, '|'), *bar2 = bar1 ? strchr(bar1 + 1, '|') : NULL;
        if (!bar2) {
            fprintf(stderr, "compat_naive: bad line in %s: %s\n", path, s);
            fclose(f);
            return false;
        }
        *bar1 = *bar2 = 0;
        expected *grown = realloc(expect, (n_expect + 1) * sizeof *expect);
        if (!grown) {
            fclose(f);
            return false;
        }
        expect = grown;
        expect[n_expect].path = strdup(trim(s));
        expect[n_expect].message = strdup(trim(bar1 + 1));
        n_expect++;
    }
    fclose(f);
    return true;
}

static const char *const vendor_names[] = {"ags", "wmma", "nvapi", "float8"};

static bool is_vendor(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    for (unsigned i = 0; i < sizeof vendor_names / sizeof vendor_names[0]; i++)
        if (strstr(base, vendor_names[i]))
            return true;
    return false;
}

/* The expected refusal for this file whose message the log holds. */
static const expected *refusal_for(const char *path)
{
    for (unsigned i = 0; i < n_expect; i++)
        if ((!strcmp(expect[i].path, "*") || strstr(path, expect[i].path)) && strstr(log_text, expect[i].message))
            return &expect[i];
    return NULL;
}

static const expected *listed_path(const char *path)
{
    for (unsigned i = 0; i < n_expect; i++)
        if (strcmp(expect[i].path, "*") && strstr(path, expect[i].path))
            return &expect[i];
    return NULL;
}

static spv_target_env target = SPV_ENV_VULKAN_1_3;
static unsigned passed, failed, refused, entries;

static bool validates(const uint32_t *words, size_t count, char *msg, size_t msg_size)
{
    spv_context ctx = spvContextCreate(target);
    spv_validator_options vo = spvValidatorOptionsCreate();
    spvValidatorOptionsSetScalarBlockLayout(vo, true);
    spv_const_binary_t bin = {words, count};
    spv_diagnostic diag = NULL;
    spv_result_t r = spvValidateWithOptions(ctx, vo, &bin, &diag);
    snprintf(msg, msg_size, "%s", diag && diag->error ? diag->error : "");
    spvDiagnosticDestroy(diag);
    /* Computed texel offsets as the Offset operand (SM 6.7, what dxil-spirv
     * and the compat layer emit; VK_KHR_maintenance8): this SPIRV-Tools may
     * predate it; validate the rest without those operands. */
    uint32_t *copy = NULL;
    if (r != SPV_SUCCESS && strstr(msg, "04663") && (copy = malloc(count * sizeof *copy)) != NULL) {
        spv_const_binary_t stripped = {copy, spv_strip_dynamic_offsets(words, count, copy)};
        diag = NULL;
        r = spvValidateWithOptions(ctx, vo, &stripped, &diag);
        snprintf(msg, msg_size, "%s", diag && diag->error ? diag->error : "");
        spvDiagnosticDestroy(diag);
        free(copy);
    }
    spvValidatorOptionsDestroy(vo);
    spvContextDestroy(ctx);
    return r == SPV_SUCCESS;
}

static void check_entry(const char *path, dxil_spv_parsed_blob blob, const char *entry)
{
    entries++;
    log_len = 0;
    log_text[0] = 0;
    uint32_t *words = NULL;
    size_t count = 0;
    const char *name = entry ? entry : "";
    if (!convert(blob, entry, &words, &count)) {
        const expected *e = refusal_for(path);
        if (e) {
            refused++;
            passed++;
            return;
        }
        if (is_vendor(path)) {
            printf("NOTE %s %s: vendor-extension shader refused (outside the bars): %s", path, name, log_text);
            return;
        }
        failed++;
        printf("FAIL %s %s: refused: %s", path, name, log_len ? log_text : "(no log message)\n");
        return;
    }
    char msg[1024];
    if (!validates(words, count, msg, sizeof msg)) {
        if (is_vendor(path)) {
            printf("NOTE %s %s: vendor-extension shader does not validate (outside the bars): %s\n", path, name, msg);
        } else {
            failed++;
            printf("FAIL %s %s: spirv-val: %s\n", path, name, msg);
        }
    } else if (listed_path(path)) {
        failed++;
        printf("FAIL %s %s: translates now but is listed as unsupported (%s)\n", path, name, listed_path(path)->message);
    } else {
        passed++;
    }
    free(words);
}

static void check_file(const char *path)
{
    size_t size;
    void *data = read_all(path, &size);
    if (!data) {
        failed++;
        printf("FAIL %s: cannot read\n", path);
        return;
    }
    dxil_spv_parsed_blob blob;
    log_len = 0;
    if (dxil_spv_parse_dxil_blob(data, size, &blob) != DXIL_SPV_SUCCESS) {
        entries++;
        if (refusal_for(path)) {
            refused++;
            passed++;
        } else {
            failed++;
            printf("FAIL %s: parse: %s", path, log_len ? log_text : "(no log message)\n");
        }
        free(data);
        return;
    }
    unsigned n = 0;
    dxil_spv_parsed_blob_get_num_entry_points(blob, &n);
    if (n <= 1) {
        check_entry(path, blob, NULL);
    } else {
        for (unsigned i = 0; i < n; i++) {
            const char *name;
            if (dxil_spv_parsed_blob_get_entry_point_name(blob, i, &name) == DXIL_SPV_SUCCESS)
                check_entry(path, blob, name);
        }
    }
    dxil_spv_parsed_blob_free(blob);
    free(data);
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every .dxil and .dxbc under dir, in sorted order (deterministic output). */
static void walk(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    char **names = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char **grown = realloc(names, (n + 1) * sizeof *names);
        if (!grown)
            break;
        names = grown;
        size_t len = strlen(dir) + strlen(e->d_name) + 2;
        names[n] = malloc(len);
        snprintf(names[n], len, "%s/%s", dir, e->d_name);
        n++;
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_str);
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0) {
            size_t len = strlen(names[i]);
            if (S_ISDIR(st.st_mode)) {
                /* errors/: inputs that must be refused (meson test dxbc-errors) */
                if (len < 7 || strcmp(names[i] + len - 7, "/errors") != 0)
                    walk(names[i]);
            } else if (len > 5 && (!strcmp(names[i] + len - 5, ".dxil") || !strcmp(names[i] + len - 5, ".dxbc"))) {
                check_file(names[i]);
            }
        }
        free(names[i]);
    }
    free(names);
}
#endif

int main(int argc, char **argv)
{
    if (argc >= 2 && !strcmp(argv[1], "--ssbo")) {
        answer_ssbo = true;
        argv++;
        argc--;
    }
    if (argc >= 3 && !strcmp(argv[1], "--loop"))
        return loop_main(atoi(argv[2]), argc - 3, argv + 3);
    if (argc >= 3 && !strcmp(argv[1], "--sizes"))
        return sizes_main(argv[2], argc - 3, argv + 3);
#ifdef COMPAT_NAIVE_VALIDATE
    dxil_spv_set_thread_log_callback(log_cb, NULL);
    int i = 1, skipped = 0;
    for (; i < argc && argv[i][0] == '-'; i += 2) {
        if (i + 1 >= argc)
            break;
        if (!strcmp(argv[i], "--expected")) {
            if (!load_expected(argv[i + 1]))
                return 1;
        } else if (!strcmp(argv[i], "--target-env")) {
            target = !strcmp(argv[i + 1], "vulkan1.1") ? SPV_ENV_VULKAN_1_1
                     : !strcmp(argv[i + 1], "vulkan1.2") ? SPV_ENV_VULKAN_1_2 : SPV_ENV_VULKAN_1_3;
        } else {
            fprintf(stderr, "compat_naive: unknown option %s\n", argv[i]);
            return 2;
        }
    }
    for (; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0 || !S_ISDIR(st.st_mode)) {
            printf("SKIP %s: folder not present\n", argv[i]);
            skipped++;
            continue;
        }
        walk(argv[i]);
    }
    printf("compat_naive: %u of %u entry points translated and validated, %u refused as listed\n",
           passed - refused, entries, refused);
    printf("compat_naive: %u passed, %u failed, %d skipped\n", passed, failed, skipped);
    return failed ? 1 : 0;
#else
    fprintf(stderr, "usage: compat_naive [--ssbo] --loop ROUNDS FILE... | [--ssbo] --sizes OUT_DIR FILE...\n");
    return 2;
#endif
}
