/* A hand-built compute shader with SM 6.6 64-bit atomics on a typed UAV
 * from ResourceDescriptorHeap (no corpus shader has one), shared by the
 * unit test (tests/unit/test_heap_atomic64.c: the words) and the execution
 * test (tests/vk/heap_atomic64_run.c: the values on lavapipe).
 *
 * main, numthreads(8, 1, 1), tid = SV_GroupIndex-like thread id x:
 *   u = ResourceDescriptorHeap[3]     // RWBuffer<T64> or RWTexture2D<T64>
 *   v = (uint64_t)tid * 0x100000001   // tid in both halves
 *   InterlockedAdd(u[tid & 1], v)     // or InterlockedCompareExchange(u[tid & 1], 0, v)
 *   with also32: InterlockedOr(ResourceDescriptorHeap[4][tid & 1], 1u << tid) on 32-bit uints
 * (textures: coordinates (tid & 1, 0)). The annotations describe both views
 * with the same properties, 32-bit components, as DXC does. */
#ifndef D2S_TESTS_HEAP_ATOMIC64_MODULE_H
#define D2S_TESTS_HEAP_ATOMIC64_MODULE_H

#include "ir_hand.h"

enum { HA64_RK_TEXTURE2D = 2, HA64_RK_TYPED_BUFFER = 10, HA64_CT_I32 = 4, HA64_CT_U32 = 5,
       HA64_HEAP_INDEX = 3, HA64_HEAP_INDEX32 = 4, HA64_THREADS = 8 };

typedef struct heap_atomic64_arg {
    uint32_t kind;      /* HA64_RK_TYPED_BUFFER or HA64_RK_TEXTURE2D */
    uint32_t comp_type; /* HA64_CT_I32 or HA64_CT_U32, as DXC records a 64-bit view */
    bool cmpxchg;       /* AtomicCompareExchange instead of AtomicBinOp add */
    bool also32;        /* also a 32-bit AtomicBinOp or on heap index 4 with the same properties */
} heap_atomic64_arg;

/* Builds the module for hand_translate (arg: a heap_atomic64_arg). */
ir_module *heap_atomic64_build(hand_env *e, const void *arg);

#endif
