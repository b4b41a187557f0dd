/* JSON rendering of dxil2spv_reflection for `dxil2spv --reflect FILE`. */
#ifndef D2S_CLI_REFLECT_JSON_H
#define D2S_CLI_REFLECT_JSON_H

#include <stdio.h>

#include "dxil2spv.h"

void reflect_write_json(FILE *f, const dxil2spv_reflection *r);

#endif
