/* `--stream-output`, `--so-stride` and `--rasterized-stream` for the CLI:
 * a D3D12_STREAM_OUTPUT_DESC written on the command line. */
#ifndef D2S_CLI_STREAM_OUTPUT_ARG_H
#define D2S_CLI_STREAM_OUTPUT_ARG_H

#include "dxil2spv.h"

#define CLI_SO_MAX_ENTRIES 128
#define CLI_SO_MAX_NAME 64

typedef struct cli_stream_output {
    dxil2spv_stream_output_element elements[CLI_SO_MAX_ENTRIES];
    char names[CLI_SO_MAX_ENTRIES][CLI_SO_MAX_NAME];
    uint32_t count;
} cli_stream_output;

/* Appends the comma-separated entries of `spec`:
 *   STREAM:SEMANTIC[INDEX][.MASK]:SLOT   e.g. 0:TEXCOORD1.yz:1
 *   STREAM:*N:SLOT                       a gap of N components
 * MASK is contiguous letters of xyzw (register columns), default xyzw.
 * Returns 0, or -1 with a message in err (size errsize). */
int cli_parse_stream_output(const char *spec, cli_stream_output *out, char *err, size_t errsize);
/* "SLOT:BYTES" into strides[SLOT]. */
int cli_parse_so_stride(const char *arg, uint32_t strides[4]);
/* "N" (0-3) or "none". */
int cli_parse_rasterized_stream(const char *arg, uint32_t *out);

#endif
