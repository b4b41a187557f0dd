/* Hull shaders: DXBC's phases (hs_decls, the control-point phase, fork
 * and join phases with their instance counts) become DXIL's pair of
 * functions: the entry point runs the control-point phase once per output
 * control point, the patch-constant function runs every fork and join
 * phase in order, each instanced phase as a loop over its instances. */
#include "dxbc/dxbc_internal.h"

void dxbc_lower_hull(dxbc_lower *lc, ir_function *main_fn)
{
    (void)main_fn;
    dxbc_unsupported(lc, "hull shaders are not translated yet");
}
