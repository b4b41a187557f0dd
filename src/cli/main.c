/* dxil2spv command-line driver: file I/O and option parsing around the
 * library's single entry point (which takes DXIL or SM 4/5 DXBC alike). Exit codes: 0 success, 1 invalid or
 * unsupported input or input over a limit (the message names where), 2 usage
 * error or unreadable input file, 3 internal error or out of memory.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/reflect_json.h"
#include "cli/stream_output_arg.h"
#include "dxil2spv.h"
#include "spirv/spv_tools.h"
#include "util/ctx.h"

enum { EXIT_INPUT = 1, EXIT_USAGE = 2, EXIT_INTERNAL = 3 };

static void usage(FILE *f)
{
    fputs("Usage: dxil2spv [OPTIONS] INPUT [-o OUTPUT]\n"
          "\n"
          "Translates a Direct3D shader to SPIR-V for Vulkan, or shows what was read\n"
          "from it. INPUT is either bytecode, told apart by its container: DXIL\n"
          "(SM 6.x: a DXBC container as written by DXC, or a bare DXIL part) or SM\n"
          "4.0-5.1 tokens (a DXBC container with an SHDR/SHEX part, as written by\n"
          "FXC); '-' reads stdin.\n"
          "\n"
          "Modes (default: translate to SPIR-V):\n"
          "  --dump-container     list container parts, signatures, PSV0, root signature\n"
          "  --dump-ir            list the normalized op graph (dx.op calls by name)\n"
          "  --list-entries       one line per entry point: NAME STAGE (NAME as --entry takes it)\n"
          "  --check              read and verify the shader completely, write nothing\n"
          "                       (implies --verify)\n"
          "\n"
          "Options:\n"
          "  -o FILE              output file (SPIR-V binary, or the listing; '-' = stdout)\n"
          "  --asm                write SPIR-V assembly text instead of the binary\n"
          "  --validate           validate the SPIR-V with SPIRV-Tools (scalar block layout)\n"
          "  --reflect FILE       write the reflection (stage, workgroup size, resources ->\n"
          "                       set/binding/descriptor type, capabilities, extensions)\n"
          "                       as JSON; '-' = stdout\n"
          "  --target-env ENV     vulkan1.1, vulkan1.2 or vulkan1.3 (default)\n"
          "  --entry NAME         entry point to translate (library shaders)\n"
          "  --dynamic-offsets MODE  computed texel offsets on sampling (SM 6.7): emulate\n"
          "                       (default: move the coordinate; differs for trilinear\n"
          "                       filtering at a fractional LOD), native (Offset operand,\n"
          "                       needs VK_KHR_maintenance8) or refuse\n"
          "  --sampler-feedback LAYOUT  sampler feedback maps: direct (default: R32_UINT,\n"
          "                       one decoded texel per region), region-bits (R64_UINT,\n"
          "                       vkd3d-proton's layout) or region-bits-r32x2\n"
          "  --min-precision MODE min16float/min16int of shaders without native 16-bit\n"
          "                       types: widen (default: 32-bit + RelaxedPrecision, no\n"
          "                       16-bit device features) or native (16-bit types)\n"
          "  --helper-lane-waves MODE  helper lanes in pixel shaders' wave ops: d3d\n"
          "                       (default: kept out, as D3D) or driver (as the driver runs\n"
          "                       the group operations)\n"
          "  --rov MODE           rasterizer-ordered views: interlock (default: fragment\n"
          "                       shader interlock around the pixel shader) or refuse\n"
          "  --view-instancing VP:RT[,VP:RT...]  D3D12 view instancing (last stage before\n"
          "                       the rasterizer, drawn with multiview): view i adds\n"
          "                       viewport VP and render-target array index RT\n"
          "  --invariant-position MODE  Invariant on the Position output: precise\n"
          "                       (default: when the stored value is computed precise)\n"
          "                       or always\n"
          "  --buffer-residency MODE  status of raw/structured buffer loads read by\n"
          "                       CheckAccessFullyMapped: warn (default: fully mapped,\n"
          "                       with a warning) or refuse\n"
          "\n"
          "Bindings (default: set = register space, binding = register + class shift):\n"
          "  -fvk-b-shift N SPACE shift of b registers (CBVs) in SPACE or 'all' (default 0)\n"
          "  -fvk-t-shift N SPACE shift of t registers (SRVs) (default 1000)\n"
          "  -fvk-u-shift N SPACE shift of u registers (UAVs) (default 2000)\n"
          "  -fvk-s-shift N SPACE shift of s registers (samplers) (default 3000)\n"
          "  --counter-shift N    binding of a UAV's counter = UAV register + N (default 4000)\n"
          "  --counter-texel-buffers  UAV counters as texel 0 of R32_UINT storage texel\n"
          "                       buffers instead of storage buffers\n"
          "\n"
          "D3D12 root signature (instead of the register mapping; see --reflect's\n"
          "pipeline_layout for the push constants and descriptor arrays):\n"
          "  --root-signature FILE|embedded  a serialized root signature (as\n"
          "                       D3D12SerializeVersionedRootSignature writes it, or an\n"
          "                       RTS0 part), or the shader's own RTS0 part\n"
          "  --binding-model heap|sets  heap (default): tables index runtime descriptor\n"
          "                       arrays at push-constant offsets; sets: a descriptor set\n"
          "                       per table, a binding per range\n"
          "  --push-constant-budget BYTES  push constants the root arguments may take\n"
          "                       (default 128)\n"
          "  --local-root-signature FILE|none  a ray-tracing entry's local root\n"
          "                       signature (serialized, as --root-signature): its root\n"
          "                       arguments are read from the shader record (--reflect's\n"
          "                       shader_record); default: the one the library's RDAT\n"
          "                       associates with the entry; none: not that one either\n"
          "\n"
          "Graphics stages:\n"
          "  --discard MODE       discard/clip(): demote (default: helper invocation, as\n"
          "                       D3D), kill (OpKill) or terminate (OpTerminateInvocation)\n"
          "  --flip-y             negate SV_Position.y written by a VS, DS or GS\n"
          "  --point-size         a VS or DS writes PointSize = 1 (pipelines that draw\n"
          "                       points without VK_KHR_maintenance5)\n"
          "  --dual-source-blending  SV_Target1 becomes location 0 index 1\n"
          "  --sample-count-spec-id N  SpecId of RenderTargetGetSampleCount's spec\n"
          "                       constant (default 0)\n"
          "  --rasterizer-sample-count N  the pipeline's sample count (1, 2, 4 ... 64),\n"
          "                       a constant instead of that spec constant\n"
          "  --heap-buffer-ranges SET:BINDING[:STRIDE:RAW_ENTRY:TYPED_ENTRY]  buffers\n"
          "                       from the heap read their view's {offset, count} from a\n"
          "                       storage buffer (entry element * STRIDE + RAW/TYPED_ENTRY;\n"
          "                       default 1:0:0)\n"
          "  --heap-counter-addresses SET:BINDING  UAV counters from the heap by the\n"
          "                       64-bit address at their element of a storage buffer\n"
          "  --per-primitive-input SEMANTIC[INDEX]  a pixel-shader input its mesh shader\n"
          "                       writes per primitive (PerPrimitiveEXT); repeatable\n"
          "  --max-memory BYTES   memory limit per translation (default 1 GiB)\n"
          "  --verify, --no-verify  run dxil2spv's internal IR verifier before emitting\n"
          "                       (default: on in debug builds, off in release builds)\n"
          "  -h, --help           show this help\n"
          "  --version            show the version\n"
          "\n"
          "Stream output (transform feedback; last VS, DS or GS before the rasterizer):\n"
          "  --stream-output SPEC D3D12_SO_DECLARATION_ENTRYs, comma-separated, each\n"
          "                       STREAM:SEMANTIC[INDEX][.MASK]:SLOT (e.g. 0:TEXCOORD1.xy:1;\n"
          "                       MASK = consecutive register columns of xyzw, default\n"
          "                       xyzw) or STREAM:*N:SLOT for a gap of N components;\n"
          "                       repeatable (entries append)\n"
          "  --so-stride SLOT:BYTES  stride of buffer SLOT (default: packed entries)\n"
          "  --rasterized-stream N|none  geometry stream the rasterizer draws (default 0)\n"
          "\n"
          "Exit status: 0 success; 1 invalid, unsupported or over-limit input (the\n"
          "message says what and where); 2 usage error, an option that does not fit\n"
          "the shader, or unreadable/unwritable file;\n"
          "3 internal error or out of memory.\n",
          f);
}

static unsigned char *read_file(const char *path, size_t *size_out)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    unsigned char *buf = malloc(cap);
    while (buf) {
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (len < cap) {
            if (ferror(f)) {
                free(buf);
                buf = NULL;
            }
            break;
        }
        unsigned char *nb = realloc(buf, cap * 2);
        if (!nb) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = nb;
        cap *= 2;
    }
    if (f != stdin)
        fclose(f);
    *size_out = len;
    return buf;
}

static int write_output(const char *path, const void *data, size_t size, bool binary)
{
    if (!path || strcmp(path, "-") == 0) {
        (void)binary;
        /* stdout is buffered: a full disk or closed pipe shows only at the flush. */
        return fwrite(data, 1, size, stdout) == size && fflush(stdout) == 0 ? 0 : -1;
    }
    FILE *f = fopen(path, "wb");
    if (!f)
        return -1;
    bool ok = fwrite(data, 1, size, f) == size;
    ok = (fclose(f) == 0) && ok;
    return ok ? 0 : -1;
}

static int parse_target_env(const char *s, dxil2spv_target_env *out)
{
    if (strcmp(s, "vulkan1.1") == 0)
        *out = DXIL2SPV_TARGET_VULKAN_1_1;
    else if (strcmp(s, "vulkan1.2") == 0)
        *out = DXIL2SPV_TARGET_VULKAN_1_2;
    else if (strcmp(s, "vulkan1.3") == 0)
        *out = DXIL2SPV_TARGET_VULKAN_1_3;
    else
        return -1;
    return 0;
}

/* Messages name the option whose argument is wrong. */
static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "dxil2spv: ");
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'dxil2spv --help'.\n");
    return EXIT_USAGE;
}

/* An option taking one of `names` (NULL-terminated): stores the matching
 * element of `values` in *out. Returns 0, or the usage error's exit code
 * (the message lists the names). */
static int mode_arg(int argc, char **argv, int *i, const char *const *names, const uint32_t *values, uint32_t *out)
{
    const char *opt = argv[*i];
    if (*i + 1 >= argc)
        return usage_error("option '%s' needs an argument", opt);
    const char *v = argv[++*i];
    char list[256];
    size_t at = 0;
    for (uint32_t k = 0; names[k]; k++) {
        if (strcmp(v, names[k]) == 0) {
            *out = values[k];
            return 0;
        }
        at += (size_t)snprintf(list + at, sizeof(list) - (at < sizeof(list) ? at : sizeof(list)), "%s%s",
                               k == 0 ? "" : names[k + 1] ? ", " : " or ", names[k]);
        if (at >= sizeof(list))
            at = sizeof(list) - 1;
    }
    return usage_error("unknown %s mode '%s' (%s)", opt, v, list);
}

static int parse_u32(const char *s, uint32_t *out)
{
    char *end;
    errno = 0;
    unsigned long v = strtoul(s, &end, 10);
    if (errno || *end || !*s || v > UINT32_MAX || s[0] == '-')
        return -1;
    *out = (uint32_t)v;
    return 0;
}

#define MAX_SPACE_SHIFTS 64
#define MAX_PER_PRIMITIVE 32
#define MAX_SEMANTIC_NAME 64

/* "TEXCOORD1" -> TEXCOORD, index 1 (no digits: index 0), as D3D writes a
 * semantic; the name goes to `name`, which `out` then points at. */
static int parse_semantic(const char *v, char name[MAX_SEMANTIC_NAME], dxil2spv_semantic *out)
{
    size_t n = strlen(v), k = n;
    while (k > 0 && v[k - 1] >= '0' && v[k - 1] <= '9')
        k--;
    if (k == 0 || k >= MAX_SEMANTIC_NAME || n - k > 9)
        return -1;
    for (size_t i = 0; i < k; i++)
        if (!(v[i] == '_' || (v[i] >= 'A' && v[i] <= 'Z') || (v[i] >= 'a' && v[i] <= 'z') ||
              (i > 0 && v[i] >= '0' && v[i] <= '9')))
            return -1;
    memcpy(name, v, k);
    name[k] = 0;
    out->name = name;
    out->index = (uint32_t)(k < n ? strtoul(v + k, NULL, 10) : 0);
    return 0;
}

/* "-fvk-X-shift" for any single letter X (checked later). */
/* --counter-texel-buffers: every register-bound UAV counter where the
 * default mapping puts it, as an R32_UINT storage texel buffer. */
static int counter_as_texel(void *userdata, const dxil2spv_resource_desc *desc, dxil2spv_binding *b)
{
    (void)userdata, (void)desc;
    b->descriptor_type = DXIL2SPV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    return 1;
}

static bool is_shift_option(const char *a)
{
    return strlen(a) == 12 && memcmp(a, "-fvk-", 5) == 0 && memcmp(a + 6, "-shift", 6) == 0;
}

/* -fvk-{b,t,u,s}-shift N SPACE, as DXC spells it. */
static int parse_shift(const char *opt, const char *n, const char *space, dxil2spv_options *o,
                       dxil2spv_space_shift *list, uint32_t *count)
{
    uint32_t shift, sp;
    char cls = opt[5];
    if (parse_u32(n, &shift))
        return usage_error("%s: invalid shift '%s' (a number)", opt, n);
    uint32_t rc_class;
    uint32_t *all;
    switch (cls) {
    case 'b': rc_class = 2; all = &o->shifts.cbv; break;
    case 't': rc_class = 0; all = &o->shifts.srv; break;
    case 'u': rc_class = 1; all = &o->shifts.uav; break;
    case 's': rc_class = 3; all = &o->shifts.sampler; break;
    default: return usage_error("unknown option '%s' (the register class of -fvk-?-shift is b, t, u or s)", opt);
    }
    if (strcmp(space, "all") == 0) {
        *all = shift;
        return 0;
    }
    if (parse_u32(space, &sp))
        return usage_error("%s: invalid register space '%s' (a number or 'all')", opt, space);
    if (*count >= MAX_SPACE_SHIFTS)
        return usage_error("%s: too many -fvk-*-shift options", opt);
    list[(*count)++] = (dxil2spv_space_shift){rc_class, sp, shift};
    return 0;
}

static int write_asm(const char *path, const dxil2spv_result *r, dxil2spv_target_env env)
{
    (void)env;
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    jmp_buf jb;
    ctx.on_fail = &jb;
    int rc = 0;
    if (setjmp(jb) == 0) {
        const char *text;
        if (!spv_tools_disassemble(&ctx, r->spirv, r->spirv_word_count, &text)) {
            fprintf(stderr, "dxil2spv: cannot disassemble: %s\n", text);
            rc = EXIT_INTERNAL;
        } else if (write_output(path, text, strlen(text), false)) {
            fprintf(stderr, "dxil2spv: cannot write '%s': %s\n", path, strerror(errno));
            rc = EXIT_USAGE;
        }
    } else {
        fprintf(stderr, "dxil2spv: %s\n", ctx.message);
        rc = EXIT_INTERNAL;
    }
    d2s_ctx_release(&ctx);
    return rc;
}

/* In-process SPIRV-Tools validation. Scalar block layout: D3D buffers are
 * tightly packed, and the emitter declares them so (Vulkan's
 * scalarBlockLayout, core in 1.2). An invalid module is our bug. */
static int validate(const char *input, const dxil2spv_result *r, dxil2spv_target_env env, bool native_offsets)
{
    d2s_ctx ctx;
    d2s_ctx_init(&ctx, NULL);
    jmp_buf jb;
    ctx.on_fail = &jb;
    int rc = 0;
    if (setjmp(jb) == 0) {
        const char *msg;
        spv_target t = env == DXIL2SPV_TARGET_VULKAN_1_1   ? SPV_TARGET_VULKAN_1_1
                       : env == DXIL2SPV_TARGET_VULKAN_1_2 ? SPV_TARGET_VULKAN_1_2
                                                           : SPV_TARGET_VULKAN_1_3;
        if (!spv_tools_validate(&ctx, r->spirv, r->spirv_word_count, t, true, &msg)) {
            if (native_offsets && strstr(msg, "04663")) {
                /* Asked for: VK_KHR_maintenance8 allows a computed Offset on
                 * sampling, which this SPIRV-Tools predates. */
                fprintf(stderr, "dxil2spv: warning: %s: --dynamic-offsets native needs VK_KHR_maintenance8, which "
                        "this SPIRV-Tools does not know; not validated: %s\n", input, msg);
            } else {
                fprintf(stderr, "dxil2spv: error: %s: the SPIR-V produced does not validate (a dxil2spv bug): %s\n",
                        input, msg);
                rc = EXIT_INTERNAL;
            }
        }
    } else {
        fprintf(stderr, "dxil2spv: %s\n", ctx.message);
        rc = EXIT_INTERNAL;
    }
    d2s_ctx_release(&ctx);
    return rc;
}

static int write_reflection(const char *path, const dxil2spv_reflection *refl)
{
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "w");
    if (!f) {
        fprintf(stderr, "dxil2spv: cannot write '%s': %s\n", path, strerror(errno));
        return EXIT_USAGE;
    }
    reflect_write_json(f, refl);
    if (f == stdout ? fflush(f) != 0 || ferror(f) : fclose(f) != 0) {
        fprintf(stderr, "dxil2spv: cannot write '%s': %s\n", path, strerror(errno));
        return EXIT_USAGE;
    }
    return 0;
}

/* Reads and parses a serialized root signature (path NULL: none); 0 or an
 * exit status after printing why. */
static int load_root_signature(const char *path, dxil2spv_root_signature_blob **out)
{
    *out = NULL;
    if (!path)
        return 0;
    size_t size = 0;
    unsigned char *bytes = read_file(path, &size);
    if (!bytes) {
        fprintf(stderr, "dxil2spv: cannot read '%s': %s\n", path, strerror(errno));
        return EXIT_USAGE;
    }
    dxil2spv_root_signature_blob *blob = dxil2spv_root_signature_parse(bytes, size);
    free(bytes);
    if (!blob || blob->status != DXIL2SPV_OK) {
        fprintf(stderr, "dxil2spv: error: %s: %s\n", path, blob ? blob->error : "out of memory");
        dxil2spv_root_signature_blob_free(blob);
        return EXIT_INPUT;
    }
    *out = blob;
    return 0;
}

int main(int argc, char **argv)
{
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    const char *input = NULL, *output = NULL, *reflect_path = NULL;
    bool check_only = false, want_asm = false, want_validate = false;
    dxil2spv_space_shift space_shifts[MAX_SPACE_SHIFTS];
    uint32_t n_space_shifts = 0;
    static cli_stream_output so_arg;
    dxil2spv_semantic per_primitive[MAX_PER_PRIMITIVE];
    static char per_primitive_names[MAX_PER_PRIMITIVE][MAX_SEMANTIC_NAME];
    uint32_t n_per_primitive = 0;
    const char *root_signature_path = NULL, *local_root_signature_path = NULL;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return fflush(stdout) == 0 ? 0 : EXIT_USAGE;
        } else if (strcmp(a, "--version") == 0) {
            printf("dxil2spv %s\n", dxil2spv_version_string());
            return fflush(stdout) == 0 ? 0 : EXIT_USAGE;
        } else if (strcmp(a, "--dump-container") == 0) {
            opts.output = DXIL2SPV_OUTPUT_DUMP_CONTAINER;
        } else if (strcmp(a, "--list-entries") == 0) {
            opts.output = DXIL2SPV_OUTPUT_LIST_ENTRIES;
        } else if (strcmp(a, "--dump-ir") == 0) {
            opts.output = DXIL2SPV_OUTPUT_DUMP_IR;
        } else if (strcmp(a, "--check") == 0) {
            opts.output = DXIL2SPV_OUTPUT_LOAD_ONLY;
            opts.verify = 1;
            check_only = true;
        } else if (strcmp(a, "--verify") == 0 || strcmp(a, "--no-verify") == 0) {
            opts.verify = strcmp(a, "--verify") == 0;
        } else if (strcmp(a, "--asm") == 0) {
            want_asm = true;
        } else if (strcmp(a, "--validate") == 0) {
            want_validate = true;
        } else if (strcmp(a, "--reflect") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            reflect_path = argv[++i];
        } else if (is_shift_option(a)) {
            if (i + 2 >= argc)
                return usage_error("option '%s' needs two arguments: N SPACE", a);
            int rc = parse_shift(a, argv[i + 1], argv[i + 2], &opts, space_shifts, &n_space_shifts);
            if (rc)
                return rc;
            i += 2;
        } else if (strcmp(a, "--stream-output") == 0 || strcmp(a, "--so-stride") == 0 ||
                   strcmp(a, "--rasterized-stream") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            const char *v = argv[++i];
            char err[256];
            if (a[2] == 's' && a[3] == 't') {
                if (cli_parse_stream_output(v, &so_arg, err, sizeof(err)))
                    return usage_error("--stream-output: %s", err);
                opts.stream_output.elements = so_arg.elements;
                opts.stream_output.element_count = so_arg.count;
            } else if (a[2] == 's') {
                if (cli_parse_so_stride(v, opts.stream_output.buffer_strides))
                    return usage_error("invalid --so-stride '%s' (SLOT:BYTES, slot 0 to 3)", v);
            } else if (cli_parse_rasterized_stream(v, &opts.stream_output.rasterized_stream)) {
                return usage_error("invalid --rasterized-stream '%s' (0 to 3 or none)", v);
            }
        } else if (strcmp(a, "--per-primitive-input") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            const char *v = argv[++i];
            if (n_per_primitive == MAX_PER_PRIMITIVE)
                return usage_error("--per-primitive-input: more than %d inputs", MAX_PER_PRIMITIVE);
            if (parse_semantic(v, per_primitive_names[n_per_primitive], &per_primitive[n_per_primitive]))
                return usage_error("invalid --per-primitive-input '%s' (a semantic such as COLOR or TEXCOORD1)", v);
            n_per_primitive++;
            opts.per_primitive_inputs = per_primitive;
            opts.per_primitive_input_count = n_per_primitive;
        } else if (strcmp(a, "--counter-texel-buffers") == 0) {
            opts.counter_remap = counter_as_texel;
        } else if (strcmp(a, "--point-size") == 0) {
            opts.write_point_size = 1;
        } else if (strcmp(a, "--root-signature") == 0 || strcmp(a, "--binding-model") == 0 ||
                   strcmp(a, "--push-constant-budget") == 0 || strcmp(a, "--local-root-signature") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            const char *v = argv[++i];
            if (strcmp(a, "--local-root-signature") == 0) {
                opts.ignore_subobject_local_root_signature = strcmp(v, "none") == 0;
                local_root_signature_path = opts.ignore_subobject_local_root_signature ? NULL : v;
            } else if (strcmp(a, "--root-signature") == 0) {
                opts.use_embedded_root_signature = strcmp(v, "embedded") == 0;
                root_signature_path = opts.use_embedded_root_signature ? NULL : v;
            } else if (strcmp(a, "--binding-model") == 0) {
                if (strcmp(v, "heap") == 0)
                    opts.binding_model = DXIL2SPV_BINDING_MODEL_HEAP;
                else if (strcmp(v, "sets") == 0)
                    opts.binding_model = DXIL2SPV_BINDING_MODEL_SETS;
                else
                    return usage_error("unknown --binding-model '%s' (heap or sets)", v);
            } else if (parse_u32(v, &opts.push_constant_budget)) {
                return usage_error("invalid --push-constant-budget '%s' (bytes)", v);
            }
        } else if (strcmp(a, "--flip-y") == 0) {
            opts.flip_y = 1;
        } else if (strcmp(a, "--dual-source-blending") == 0) {
            opts.dual_source_blending = 1;
        } else if (strcmp(a, "--min-precision") == 0) {
            static const char *const names[] = {"widen", "native", NULL};
            static const uint32_t values[] = {DXIL2SPV_MIN_PRECISION_WIDEN, DXIL2SPV_MIN_PRECISION_NATIVE};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.min_precision);
            if (rc)
                return rc;
        } else if (strcmp(a, "--dynamic-offsets") == 0) {
            static const char *const names[] = {"emulate", "native", "refuse", NULL};
            static const uint32_t values[] = {DXIL2SPV_DYNAMIC_OFFSET_EMULATE, DXIL2SPV_DYNAMIC_OFFSET_NATIVE, DXIL2SPV_DYNAMIC_OFFSET_REFUSE};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.dynamic_offsets);
            if (rc)
                return rc;
        } else if (strcmp(a, "--sampler-feedback") == 0) {
            static const char *const names[] = {"direct", "region-bits", "region-bits-r32x2", NULL};
            static const uint32_t values[] = {DXIL2SPV_FEEDBACK_DIRECT_R32, DXIL2SPV_FEEDBACK_REGION_BITS_R64,
                                              DXIL2SPV_FEEDBACK_REGION_BITS_R32X2};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.sampler_feedback);
            if (rc)
                return rc;
        } else if (strcmp(a, "--helper-lane-waves") == 0) {
            static const char *const names[] = {"d3d", "driver", NULL};
            static const uint32_t values[] = {DXIL2SPV_HELPER_LANE_WAVES_D3D, DXIL2SPV_HELPER_LANE_WAVES_DRIVER};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.helper_lane_waves);
            if (rc)
                return rc;
        } else if (strcmp(a, "--buffer-residency") == 0) {
            static const char *const names[] = {"warn", "refuse", NULL};
            static const uint32_t values[] = {DXIL2SPV_BUFFER_RESIDENCY_WARN, DXIL2SPV_BUFFER_RESIDENCY_REFUSE};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.buffer_residency);
            if (rc)
                return rc;
        } else if (strcmp(a, "--view-instancing") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            const char *v = argv[++i];
            uint32_t n = 0;
            while (*v) {
                unsigned vp, rt;
                int used = 0;
                if (n == DXIL2SPV_MAX_VIEW_INSTANCES || sscanf(v, "%u:%u%n", &vp, &rt, &used) != 2 ||
                    (v[used] != ',' && v[used] != 0))
                    return usage_error("--view-instancing wants 1 to %u VIEWPORT:RT_ARRAY_INDEX pairs separated "
                                       "by commas, not '%s'", DXIL2SPV_MAX_VIEW_INSTANCES, argv[i]);
                opts.view_instancing.locations[n].viewport_array_index = vp;
                opts.view_instancing.locations[n].render_target_array_index = rt;
                n++;
                v += used + (v[used] == ',');
            }
            if (n == 0)
                return usage_error("--view-instancing needs at least one VIEWPORT:RT_ARRAY_INDEX pair");
            opts.view_instancing.view_instance_count = n;
        } else if (strcmp(a, "--invariant-position") == 0) {
            static const char *const names[] = {"precise", "always", NULL};
            static const uint32_t values[] = {DXIL2SPV_INVARIANT_POSITION_PRECISE, DXIL2SPV_INVARIANT_POSITION_ALWAYS};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.invariant_position);
            if (rc)
                return rc;
        } else if (strcmp(a, "--rov") == 0) {
            static const char *const names[] = {"interlock", "refuse", NULL};
            static const uint32_t values[] = {DXIL2SPV_ROV_INTERLOCK, DXIL2SPV_ROV_REFUSE};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.rov);
            if (rc)
                return rc;
        } else if (strcmp(a, "--discard") == 0) {
            static const char *const names[] = {"demote", "kill", "terminate", NULL};
            static const uint32_t values[] = {DXIL2SPV_DISCARD_DEMOTE, DXIL2SPV_DISCARD_KILL, DXIL2SPV_DISCARD_TERMINATE};
            int rc = mode_arg(argc, argv, &i, names, values, &opts.discard);
            if (rc)
                return rc;
        } else if (strcmp(a, "--sample-count-spec-id") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            if (parse_u32(argv[++i], &opts.sample_count_spec_id) || opts.sample_count_spec_id > 0x7FFFFFFFu)
                return usage_error("invalid --sample-count-spec-id '%s' (a SpecId, 0 to 2147483647)", argv[i]);
        } else if (strcmp(a, "--rasterizer-sample-count") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            uint32_t n;
            if (parse_u32(argv[++i], &n) || n == 0 || n > 64 || (n & (n - 1)))
                return usage_error("invalid --rasterizer-sample-count '%s' (1, 2, 4, 8, 16, 32 or 64)", argv[i]);
            opts.rasterizer_sample_count = n;
        } else if (strcmp(a, "--heap-buffer-ranges") == 0 || strcmp(a, "--heap-counter-addresses") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            bool ranges = a[7] == 'b';
            uint32_t v[5] = {0, 0, 1, 0, 0};
            unsigned n = 0;
            char *copy = strdup(argv[++i]), *save = NULL;
            for (char *t = copy ? strtok_r(copy, ":", &save) : NULL; t; t = strtok_r(NULL, ":", &save)) {
                if (n == 5 || parse_u32(t, &v[n])) {
                    n = 99;
                    break;
                }
                n++;
            }
            free(copy);
            if (ranges ? (n != 2 && n != 5) : n != 2)
                return usage_error("invalid %s '%s' (%s)", a, argv[i],
                                   ranges ? "SET:BINDING or SET:BINDING:STRIDE:RAW_ENTRY:TYPED_ENTRY" : "SET:BINDING");
            if (ranges)
                opts.heap_buffer_ranges = (dxil2spv_heap_buffer_ranges){1, 1, v[0], v[1], v[2], v[4], v[3]};
            else
                opts.heap_counter_addresses = (dxil2spv_heap_counter_addresses){1, v[0], v[1]};
        } else if (strcmp(a, "--counter-shift") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            if (parse_u32(argv[++i], &opts.shifts.counter))
                return usage_error("invalid --counter-shift '%s' (a number)", argv[i]);
        } else if (strcmp(a, "-o") == 0 || strcmp(a, "--target-env") == 0 || strcmp(a, "--entry") == 0 ||
                   strcmp(a, "--max-memory") == 0) {
            if (i + 1 >= argc)
                return usage_error("option '%s' needs an argument", a);
            const char *v = argv[++i];
            if (a[1] == 'o') {
                output = v;
            } else if (strcmp(a, "--target-env") == 0) {
                if (parse_target_env(v, &opts.target_env))
                    return usage_error("unknown --target-env '%s' (vulkan1.1, vulkan1.2, vulkan1.3)", v);
            } else if (strcmp(a, "--entry") == 0) {
                opts.entry_point = v;
            } else {
                char *end;
                errno = 0;
                unsigned long long n = strtoull(v, &end, 10);
                if (errno || *end || n == 0)
                    return usage_error("invalid --max-memory '%s' (a byte count, at least 1)", v);
                opts.limits.max_memory_bytes = n;
            }
        } else if (strncmp(a, "--target-env=", 13) == 0) {
            if (parse_target_env(a + 13, &opts.target_env))
                return usage_error("unknown --target-env '%s' (vulkan1.1, vulkan1.2, vulkan1.3)", a + 13);
        } else if (a[0] == '-' && a[1] != 0) {
            return usage_error("unknown option '%s'", a);
        } else if (!input) {
            input = a;
        } else {
            return usage_error("more than one input file ('%s')", a);
        }
    }
    if (!input)
        return usage_error("%s", "no input file");
    bool spirv_mode = opts.output == DXIL2SPV_OUTPUT_SPIRV;
    if (spirv_mode && !output && !want_validate && !reflect_path)
        return usage_error("%s", "translating to SPIR-V needs an output file (-o FILE, or -o - for stdout), "
                                 "--validate or --reflect");
    if (!spirv_mode && (want_asm || want_validate || reflect_path))
        return usage_error("%s", "--asm, --validate and --reflect apply to SPIR-V translation, not to dumps");
    opts.space_shifts = space_shifts;
    opts.space_shift_count = n_space_shifts;

    size_t size = 0;
    unsigned char *data = read_file(input, &size);
    if (!data) {
        fprintf(stderr, "dxil2spv: cannot read '%s': %s\n", input, strerror(errno));
        return EXIT_USAGE;
    }

    dxil2spv_root_signature_blob *rs_blob = NULL, *local_blob = NULL;
    int rs_status = load_root_signature(root_signature_path, &rs_blob);
    if (!rs_status)
        rs_status = load_root_signature(local_root_signature_path, &local_blob);
    if (rs_status) {
        dxil2spv_root_signature_blob_free(rs_blob);
        free(data);
        return rs_status;
    }
    if (rs_blob)
        opts.root_signature = rs_blob->root_signature;
    if (local_blob)
        opts.local_root_signature = local_blob->root_signature;

    dxil2spv_result *r = dxil2spv_translate(data, size, &opts);
    free(data);
    dxil2spv_root_signature_blob_free(rs_blob);
    dxil2spv_root_signature_blob_free(local_blob);
    if (!r) {
        fprintf(stderr, "dxil2spv: %s: out of memory\n", input);
        return EXIT_INTERNAL;
    }
    if (r->warnings && *r->warnings)
        fprintf(stderr, "%s", r->warnings);

    int rc = 0;
    if (r->status != DXIL2SPV_OK) {
        fprintf(stderr, "dxil2spv: error: %s: %s: %s\n", input, dxil2spv_status_string(r->status),
                r->error ? r->error : "(no message)");
        /* A limit is hit by input that is too large or hostile: an input error. */
        rc = (r->status == DXIL2SPV_ERROR_INVALID_INPUT || r->status == DXIL2SPV_ERROR_UNSUPPORTED ||
              r->status == DXIL2SPV_ERROR_LIMIT)
                 ? EXIT_INPUT
                 /* an option that does not fit this shader (e.g. --dual-source-blending
                    with a third render target): a usage error */
                 : r->status == DXIL2SPV_ERROR_INVALID_ARGUMENT ? EXIT_USAGE
                                                                : EXIT_INTERNAL;
    } else if (check_only) {
        if (output)
            fprintf(stderr, "dxil2spv: note: --check writes nothing; ignoring -o\n");
    } else if (spirv_mode) {
        if (want_validate)
            rc = validate(input, r, opts.target_env, opts.dynamic_offsets == DXIL2SPV_DYNAMIC_OFFSET_NATIVE);
        if (!rc && reflect_path && r->reflection)
            rc = write_reflection(reflect_path, r->reflection);
        if (!rc && output) {
            if (want_asm) {
                rc = write_asm(output, r, opts.target_env);
            } else if (write_output(output, r->spirv, r->spirv_word_count * 4, true)) {
                fprintf(stderr, "dxil2spv: cannot write '%s': %s\n", output, strerror(errno));
                rc = EXIT_USAGE;
            }
        }
    } else {
        if (write_output(output, r->text, r->text_size, false)) {
            fprintf(stderr, "dxil2spv: cannot write '%s': %s\n", output ? output : "stdout", strerror(errno));
            rc = EXIT_USAGE;
        }
    }
    dxil2spv_result_free(r);
    return rc;
}
