/* SM 5 double-precision instructions (dadd ... utod). A double occupies two
 * register components (xy or zw): its low and high dwords, joined with
 * MakeDouble and split with SplitDouble. */
#include "dxbc/dxbc_internal.h"

bool dxbc_lower_double(dxbc_lower *lc, const dxbc_instr *in)
{
    (void)lc;
    (void)in;
    return false;
}
