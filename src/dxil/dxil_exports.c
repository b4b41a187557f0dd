/* Export names of library entry points, and the entry list
 * (--list-entries).
 *
 * DXC names a library function by its C++-mangled name ("?Gen@@YAXXZ",
 * written "\1?Gen@@YAXXZ" in LLVM so that no further mangling applies); a
 * D3D12 state object names its exports by the plain name ("Gen").
 */
#include <string.h>

#include "dxil/dxil.h"
#include "util/ctx.h"

const char *dxil_export_name(d2s_ctx *ctx, const char *name)
{
    if (!name)
        return NULL;
    if (name[0] == '\1')
        name++;
    if (name[0] != '?')
        return name;
    const char *end = strchr(name + 1, '@');
    size_t n = end ? (size_t)(end - name - 1) : strlen(name + 1);
    if (n == 0)
        return name;
    char *s = d2s_alloc(ctx, n + 1);
    memcpy(s, name + 1, n);
    s[n] = '\0';
    return s;
}

void dxil_list_entries(d2s_ctx *ctx, const dxil_module_info *info, d2s_strbuf *sb)
{
    for (uint32_t i = 0; i < info->num_entry_points; i++) {
        const dxil_entry_point *ep = &info->entry_points[i];
        if (!ep->func)
            continue; /* a library's header entry */
        const char *name = dxil_export_name(ctx, ep->name);
        d2s_strbuf_printf(sb, "%s %s\n", name && name[0] ? name : "main", dxil_shader_kind_name(ep->shader_kind));
    }
}

const dxil_entry_point *dxil_find_entry(d2s_ctx *ctx, const dxil_module_info *dx, const char *want)
{
    const dxil_entry_point *first = NULL;
    for (uint32_t i = 0; i < dx->num_entry_points; i++) {
        const dxil_entry_point *ep = &dx->entry_points[i];
        if (!ep->func)
            continue;
        if (!first)
            first = ep;
        /* a library export by its mangled ("?Name@@YAXXZ", with or without
         * LLVM's \1 prefix) or its D3D export name ("Name") */
        if (want && ep->name && (strcmp(ep->name, want) == 0 || strcmp(dxil_export_name(ctx, ep->name), want) == 0 ||
                                 (ep->name[0] == '\1' && strcmp(ep->name + 1, want) == 0)))
            return ep;
    }
    if (want)
        d2s_fail(ctx, D2S_ERR_ARGUMENT, "options.entry_point: the module has no entry point named '%s'", want);
    if (!first)
        d2s_fail(ctx, D2S_ERR_INVALID, "SPIR-V emission: the module has no entry point with a function");
    return first;
}
