/* The IR listing's DXIL hooks (dxil_dump.c): what `--dump-ir` prints of
 * the op table and the DXIL metadata. */
#ifndef D2S_DXIL_DUMP_H
#define D2S_DXIL_DUMP_H

#include "ir/ir_dump.h"

const ir_dump_hooks *dxil_dump_hooks(void);

#endif
