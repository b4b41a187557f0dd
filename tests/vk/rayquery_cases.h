/* The cases of rayquery_run: for each shader, its scene (geometry for
 * vk_accel and rt_model), its buffers (one set per pass: a pass is one
 * dispatch with its own inputs and outputs), and the check of the results
 * against the host model. */
#ifndef D2S_TESTS_VK_RAYQUERY_CASES_H
#define D2S_TESTS_VK_RAYQUERY_CASES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rt_model.h"

enum { RQ_MAX_PASSES = 16, RQ_MAX_BUFFERS = 4 };

typedef struct rq_buffer {
    uint32_t resource_class; /* 0 SRV, 1 UAV, 2 CBV */
    uint32_t reg;
    const void *data;        /* initial contents, NULL: zeros */
    size_t size;
    void *result;            /* receives the contents after the dispatch; NULL: not read back */
} rq_buffer;

typedef struct rq_pass {
    rq_buffer buffers[RQ_MAX_BUFFERS];
    uint32_t buffer_count;
} rq_pass;

typedef struct rq_case_data rq_case_data;

typedef struct rq_case {
    const char *name;
    rt_model_scene scene;
    rq_pass passes[RQ_MAX_PASSES];
    uint32_t pass_count;
    uint32_t groups;          /* dispatch(groups, 1, 1) */
    uint32_t checked;         /* values compared by rq_case_check */
    char summary[256];        /* what the case covered, for the result line */
    /* A draw instead of dispatches (the pixel-shader case). */
    bool draw;
    const float *vertices;    /* RQ_VERTEX_FLOATS each (rayquery_draw.h) */
    uint32_t vertex_count;
    const void *cb;
    size_t cb_size;
    uint32_t width, height;
    float *pixels;            /* receives the target: width * height RGBA */
    rq_case_data *data;
} rq_case;

/* NULL for an unknown name: inline, copies, procedural, vkd3d, pixel. */
rq_case *rq_case_create(const char *name);
void rq_case_free(rq_case *c);

/* Compares the passes' results with the host model; returns the number of
 * mismatches, the first few described in `detail` (one line each). */
uint32_t rq_case_check(rq_case *c, char *detail, size_t detail_size);

#endif
