/* The scan (DXIL2SPV_OUTPUT_SCAN), options.prepare and reading once
 * (dxil2spv_read / dxil2spv_translate_shader) over the corpora, against
 * the translation of every entry point:
 *   - the scan succeeds wherever the translation does and reports what
 *     dxil2spv.h promises: the same header, resources (every field) and
 *     pipeline layout, every signature element with the same fields, user
 *     semantics at the location and component the translation gives them
 *     (no location remap here), and a superset of the heap arrays;
 *   - read once then translated, the SPIR-V is the one-call translation's,
 *     word for word, with the same status and message;
 *   - a prepare callback sees the scan and its changes reach the
 *     translation (a remap it installs moves every resource), and its
 *     refusal stops the translation with its status.
 *
 * Usage: test_scan CORPUS_DIR...   (a missing folder is skipped)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil2spv.h"
#include "tool_common.h"

static int failures, checks;

#define CHECK(cond, ...)                                                                                             \
    do {                                                                                                             \
        checks++;                                                                                                    \
        if (!(cond)) {                                                                                               \
            failures++;                                                                                              \
            printf("FAIL %s: ", path);                                                                               \
            printf(__VA_ARGS__);                                                                                     \
            printf("\n");                                                                                            \
        }                                                                                                            \
    } while (0)

static bool same_resource(const dxil2spv_reflected_resource *a, const dxil2spv_reflected_resource *b)
{
    return a->resource_class == b->resource_class && a->resource_kind == b->resource_kind && a->space == b->space &&
           a->lower_bound == b->lower_bound && a->range_size == b->range_size && a->stride == b->stride &&
           a->set == b->set && a->binding == b->binding && a->descriptor_type == b->descriptor_type &&
           a->counter_set == b->counter_set && a->counter_binding == b->counter_binding && a->flags == b->flags &&
           a->placement == b->placement && a->root_parameter == b->root_parameter &&
           a->table_range == b->table_range && a->table_offset == b->table_offset && a->cb_size == b->cb_size &&
           a->local_root == b->local_root && !strcmp(a->name, b->name);
}

static void compare(const char *path, const char *entry, const dxil2spv_reflection *s, const dxil2spv_reflection *t)
{
    CHECK(s->shader_kind == t->shader_kind && !strcmp(s->entry_point, t->entry_point), "%s: header differs", entry);
    CHECK(!memcmp(s->workgroup_size, t->workgroup_size, sizeof s->workgroup_size) &&
              s->wave_size_min == t->wave_size_min && s->wave_size_max == t->wave_size_max,
          "%s: workgroup or wave sizes differ", entry);
    CHECK(s->resource_count == t->resource_count, "%s: %u resources scanned, %u translated", entry, s->resource_count,
          t->resource_count);
    for (uint32_t i = 0; i < s->resource_count && i < t->resource_count; i++)
        CHECK(same_resource(&s->resources[i], &t->resources[i]), "%s: resource %u differs", entry, i);
    CHECK(!s->capability_count && !s->extension_count, "%s: a scan with capabilities", entry);
    CHECK(s->stage_io_count == t->stage_io_count, "%s: %u signature elements scanned, %u translated", entry,
          s->stage_io_count, t->stage_io_count);
    for (uint32_t i = 0; i < s->stage_io_count && i < t->stage_io_count; i++) {
        const dxil2spv_stage_io *a = &s->stage_io[i], *b = &t->stage_io[i];
        CHECK(a->signature == b->signature && !strcmp(a->semantic, b->semantic) &&
                  a->semantic_index == b->semantic_index && a->rows == b->rows && a->cols == b->cols &&
                  a->system_value == b->system_value && a->stream == b->stream,
              "%s: signature element %u differs", entry, i);
        if (a->system_value == 0 && b->location >= 0)
            CHECK(a->location == b->location && a->component == b->component,
                  "%s: %s%u at location %d.%u in the scan, %d.%u translated", entry, a->semantic, a->semantic_index,
                  a->location, a->component, b->location, b->component);
        if (a->system_value != 0)
            CHECK(a->location == -1 && a->builtin == -1, "%s: system value %s placed by the scan", entry,
                  a->semantic);
    }
    for (uint32_t i = 0; i < t->heap_array_count; i++) {
        bool found = false;
        for (uint32_t k = 0; k < s->heap_array_count; k++)
            found |= s->heap_arrays[k].array == t->heap_arrays[i].array &&
                     s->heap_arrays[k].set == t->heap_arrays[i].set &&
                     s->heap_arrays[k].binding == t->heap_arrays[i].binding;
        CHECK(found, "%s: heap array %u translated but not scanned", entry, t->heap_arrays[i].array);
    }
    CHECK(!s->pipeline_layout == !t->pipeline_layout && !s->shader_record == !t->shader_record,
          "%s: root-signature reflection differs", entry);
}

/* prepare: remaps every register resource to set 11 and binding = its
 * position, through a remap callback it installs. */
typedef struct prep_state {
    unsigned calls, resources;
} prep_state;

static int remap_to_11(void *ud, const dxil2spv_resource_desc *desc, dxil2spv_binding *b)
{
    unsigned *next = ud;
    (void)desc;
    b->set = 11;
    b->binding = (*next)++;
    return 1;
}

static unsigned g_next;

static dxil2spv_status prepare_remap(void *ud, const dxil2spv_reflection *scan, dxil2spv_options *o)
{
    prep_state *st = ud;
    st->calls++;
    st->resources = scan->resource_count;
    g_next = 0;
    o->remap = remap_to_11;
    o->remap_userdata = &g_next;
    o->output = DXIL2SPV_OUTPUT_DUMP_IR; /* may not change: restored */
    return DXIL2SPV_OK;
}

static dxil2spv_status prepare_refuse(void *ud, const dxil2spv_reflection *scan, dxil2spv_options *o)
{
    (void)ud, (void)scan, (void)o;
    return DXIL2SPV_ERROR_UNSUPPORTED;
}

static void check_entry(const char *path, const unsigned char *data, size_t size, const char *entry)
{
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    o.entry_point = entry;
    dxil2spv_result *t = dxil2spv_translate(data, size, &o);
    o.output = DXIL2SPV_OUTPUT_SCAN;
    dxil2spv_result *s = dxil2spv_translate(data, size, &o);
    const char *name = entry ? entry : "(first)";
    if (t->status == DXIL2SPV_OK) {
        CHECK(s->status == DXIL2SPV_OK, "%s: translates but the scan fails: %s", name, s->error);
        CHECK(!s->spirv && s->reflection, "%s: the scan returns SPIR-V or no reflection", name);
        if (s->status == DXIL2SPV_OK && s->reflection)
            compare(path, name, s->reflection, t->reflection);
    }
    dxil2spv_result_free(s);

    /* Read once, translate later. */
    o.output = DXIL2SPV_OUTPUT_SPIRV;
    dxil2spv_shader *sh = NULL;
    dxil2spv_result *info = dxil2spv_read(NULL, data, size, &o, &sh);
    CHECK(info && info->status == DXIL2SPV_OK && sh && info->text && info->reflection, "%s: dxil2spv_read fails",
          name);
    dxil2spv_result_free(info);
    if (sh) {
        dxil2spv_result *u = dxil2spv_translate_shader(sh, &o);
        CHECK(u->status == t->status && (!t->error || !strcmp(t->error, u->error)) &&
                  u->spirv_word_count == t->spirv_word_count &&
                  (!t->spirv_word_count || !memcmp(u->spirv, t->spirv, t->spirv_word_count * 4)),
              "%s: read then translated differs from one call (%s / %s)", name, t->error ? t->error : "ok",
              u->error ? u->error : "ok");
        dxil2spv_result_free(u);
    }

    /* prepare: sees the scan, and its options reach the translation. */
    if (t->status == DXIL2SPV_OK && t->reflection->resource_count) {
        prep_state st = {0, 0};
        o.prepare = prepare_remap;
        o.prepare_userdata = &st;
        dxil2spv_result *p = dxil2spv_translate(data, size, &o);
        CHECK(st.calls == 1 && st.resources == t->reflection->resource_count, "%s: prepare called %u times", name,
              st.calls);
        CHECK(p->status == DXIL2SPV_OK && p->spirv, "%s: translation after prepare fails: %s", name, p->error);
        if (p->status == DXIL2SPV_OK)
            for (uint32_t i = 0; i < p->reflection->resource_count; i++) {
                const dxil2spv_reflected_resource *r = &p->reflection->resources[i];
                if (r->placement == DXIL2SPV_PLACEMENT_REGISTER)
                    CHECK(r->set == 11, "%s: resource %u at set %u, not where prepare's remap put it", name, i, r->set);
            }
        dxil2spv_result_free(p);
        o.prepare = prepare_refuse;
        p = dxil2spv_translate(data, size, &o);
        CHECK(p->status == DXIL2SPV_ERROR_UNSUPPORTED && p->error && strstr(p->error, "prepare callback") && !p->spirv,
              "%s: a refusing prepare callback does not stop the translation", name);
        dxil2spv_result_free(p);
    }
    dxil2spv_result_free(t);
}

int main(int argc, char **argv)
{
    tool_file_list files = {0};
    int skipped = 0;
    for (int i = 1; i < argc; i++) {
        tool_collect_status st = tool_collect_dxil(&files, argv[i]);
        if (st == TOOL_COLLECT_MISSING) {
            printf("SKIP %s: not present\n", argv[i]);
            skipped++;
        } else if (st != TOOL_COLLECT_OK) {
            return 1;
        }
    }
    tool_file_list_sort(&files);
    for (size_t f = 0; f < files.count; f++) {
        const char *path = files.paths[f];
        const char *err;
        size_t size;
        unsigned char *data = tool_read_file(path, &size, &err);
        CHECK(data, "cannot read: %s", err);
        if (!data)
            continue;
        dxil2spv_options o;
        dxil2spv_options_init(&o);
        o.output = DXIL2SPV_OUTPUT_LIST_ENTRIES;
        dxil2spv_result *l = dxil2spv_translate(data, size, &o);
        if (l->status != DXIL2SPV_OK || !l->text) {
            check_entry(path, data, size, NULL); /* the failure paths agree too */
        } else {
            /* "NAME STAGE" lines: every entry of a library, by name. */
            unsigned lines = 0;
            for (const char *p = l->text; *p; p++)
                lines += *p == '\n';
            for (const char *p = l->text; *p;) {
                const char *eol = strchr(p, '\n'), *sp = eol ? eol : p + strlen(p);
                while (sp > p && sp[-1] != ' ')
                    sp--;
                char name[256];
                size_t n = sp > p ? (size_t)(sp - 1 - p) : 0;
                if (n >= sizeof name)
                    n = sizeof name - 1;
                memcpy(name, p, n);
                name[n] = 0;
                check_entry(path, data, size, lines > 1 ? name : NULL);
                if (!eol)
                    break;
                p = eol + 1;
            }
        }
        dxil2spv_result_free(l);
        free(data);
    }
    tool_file_list_free(&files);
    printf("scan: %d passed, %d failed, %d skipped\n", checks - failures, failures, skipped);
    return failures ? 1 : 0;
}
