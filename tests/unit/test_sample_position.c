/* RenderTargetGetSamplePosition (dx.op 76) on DXC's pixel shaders
 * d3d-edges/ps_sample_position_A_B: SV_Target = (position of sample A,
 * position of sample B), constant indices.
 *
 * Vulkan has no query for the rasterization sample count, so the translator
 * reads it from a spec constant (options.sample_count_spec_id) and looks the
 * position up in D3D's standard pattern for that count. This test checks the
 * translated module's behaviour, not the emitter's code: each module is
 * specialized with spirv-opt for a sample count, frozen and optimized until
 * the value stored to SV_Target is a constant, and that constant is compared
 * with the standard pattern written out below from the D3D11.3 functional
 * specification (D3D11_STANDARD_MULTISAMPLE_PATTERN, 1/16 pixel from the
 * pixel centre). An index outside the pattern, and a count D3D has no
 * standard pattern for, answer (0, 0).
 *
 * Usage: test_sample_position SPIRV_OPT OWN_CORPUS_DIR (exit 77 when
 * SPIRV_OPT is empty). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dxil2spv.h"
#include "spv_inspect.h"

static int failures, checks;

enum {
    SPV_OP_CONSTANT = 43, SPV_OP_CONSTANT_COMPOSITE = 44, SPV_OP_CONSTANT_NULL = 46, SPV_OP_SPEC_CONSTANT = 50,
    SPV_OP_VARIABLE = 59, SPV_OP_STORE = 62, SPV_OP_ACCESS_CHAIN = 65, SPV_OP_DECORATE = 71, SPV_DEC_SPEC_ID = 1, SPV_SC_OUTPUT = 3,
};

/* Sample i of an n-sample pattern, n = 1, 2, 4, 8, 16, in 1/16 pixel. */
static const int pattern1[][2] = {{0, 0}};
static const int pattern2[][2] = {{4, 4}, {-4, -4}};
static const int pattern4[][2] = {{-2, -6}, {6, -2}, {-6, 2}, {2, 6}};
static const int pattern8[][2] = {{1, -3}, {-1, 3}, {5, 1}, {-3, -5}, {-5, 5}, {-7, -1}, {3, 7}, {7, -7}};
static const int pattern16[][2] = {{1, 1},   {-1, -3}, {-3, 2}, {4, -1}, {-5, -2}, {2, 5},   {5, 3},  {3, -5},
                                   {-2, 6},  {0, -7},  {-4, -6}, {-6, 4}, {-8, 0},  {7, -4},  {6, 7},  {-7, -8}};

static void expected(uint32_t count, uint32_t index, float xy[2])
{
    const int(*p)[2] = NULL;
    switch (count) {
    case 1: p = pattern1; break;
    case 2: p = pattern2; break;
    case 4: p = pattern4; break;
    case 8: p = pattern8; break;
    case 16: p = pattern16; break;
    default: break;
    }
    xy[0] = xy[1] = 0.0f;
    if (p && index < count) {
        xy[0] = (float)p[index][0] / 16.0f;
        xy[1] = (float)p[index][1] / 16.0f;
    }
}

/* Translates DXC's shader for indices a, b (index -1 = 0xFFFFFFFF is
 * named "m1"); NULL with *msg set when it is refused. */
static dxil2spv_result *translate_pair(const char *corpus, uint32_t a, uint32_t b, const dxil2spv_options *opts)
{
    char rel[128], an[16];
    if (a == 0xFFFFFFFFu)
        snprintf(an, sizeof(an), "m1");
    else
        snprintf(an, sizeof(an), "%u", a);
    snprintf(rel, sizeof(rel), "dxil/d3d-edges/ps_sample_position_%s_%u.dxil", an, b);
    return spv_inspect_translate(corpus, rel, opts, 2);
}

/* ---- the specialized module ----------------------------------------------------------- */

static bool write_file(const char *path, const void *data, size_t size)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, size, f) == size;
    return fclose(f) == 0 && ok;
}

static uint32_t *read_words(const char *path, size_t *count)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1024, n = 0;
    uint32_t *w = malloc(cap * 4);
    size_t got;
    while (w && (got = fread(w + n, 4, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            uint32_t *g = realloc(w, (cap *= 2) * 4);
            if (!g) {
                free(w);
                w = NULL;
            }
            w = g;
        }
    }
    fclose(f);
    *count = n;
    return w;
}

/* Runs `spirv_opt ARGS... in -o out`; true on exit status 0. */
static bool run_opt(const char *spirv_opt, const char *spec, const char *in, const char *out)
{
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        execl(spirv_opt, spirv_opt, "--target-env=vulkan1.3", "--set-spec-const-default-value", spec,
              "--freeze-spec-const", "-O", in, "-o", out, (char *)NULL);
        _exit(127);
    }
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return false;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* What the walk collects: constants, the SpecId decorations, the Output
 * variable and what is stored to each of its components (the translator
 * stores DXIL's StoreOutput component by component through access chains;
 * a whole-vector store of a constant composite counts too). */
typedef struct scan {
    uint32_t bound;
    uint32_t *kind;  /* [bound]: opcode defining the id */
    uint32_t *word;  /* [bound]: OpConstant's bits; OpConstantComposite's index into `comp` */
    uint32_t comp[4096];
    uint32_t ncomp;
    uint32_t spec_id_target, spec_id_value, spec_const_type;
    uint32_t output_var, stores;
    uint32_t *chain;    /* [bound]: 1 + component for an access chain into output_var */
    uint32_t stored[4]; /* the id stored to each component, 0 if none */
} scan;

static bool visit(const spv_insn *in, void *arg)
{
    scan *s = arg;
    const uint32_t *w = in->w;
    if ((in->op == SPV_OP_CONSTANT || in->op == SPV_OP_CONSTANT_NULL || in->op == SPV_OP_SPEC_CONSTANT) && in->n >= 3 &&
        w[2] < s->bound) {
        s->kind[w[2]] = in->op;
        s->word[w[2]] = in->n >= 4 ? w[3] : 0;
        if (in->op == SPV_OP_SPEC_CONSTANT)
            s->spec_const_type = w[1];
    }
    if (in->op == SPV_OP_CONSTANT_COMPOSITE && in->n >= 3 && w[2] < s->bound && s->ncomp + in->n <= 4096) {
        s->kind[w[2]] = in->op;
        s->word[w[2]] = s->ncomp;
        s->comp[s->ncomp++] = in->n - 3;
        for (uint32_t i = 3; i < in->n; i++)
            s->comp[s->ncomp++] = w[i];
    }
    if (in->op == SPV_OP_DECORATE && in->n == 4 && w[2] == SPV_DEC_SPEC_ID) {
        s->spec_id_target = w[1];
        s->spec_id_value = w[3];
    }
    if (in->op == SPV_OP_VARIABLE && in->n >= 4 && w[3] == SPV_SC_OUTPUT)
        s->output_var = w[2];
    if (in->op == SPV_OP_ACCESS_CHAIN && in->n == 5 && s->output_var && w[3] == s->output_var && w[2] < s->bound &&
        w[4] < s->bound && s->kind[w[4]] == SPV_OP_CONSTANT && s->word[w[4]] < 4)
        s->chain[w[2]] = 1 + s->word[w[4]];
    if (in->op == SPV_OP_STORE && in->n >= 3 && s->output_var) {
        if (w[1] < s->bound && s->chain[w[1]]) {
            s->stores++;
            s->stored[s->chain[w[1]] - 1] = w[2];
        } else if (w[1] == s->output_var && w[2] < s->bound && s->kind[w[2]] == SPV_OP_CONSTANT_COMPOSITE &&
                   s->comp[s->word[w[2]]] == 4) {
            s->stores++;
            for (uint32_t c = 0; c < 4; c++)
                s->stored[c] = s->comp[s->word[w[2]] + 1 + c];
        } else if (w[1] == s->output_var) {
            s->stores++;
        }
    }
    return true;
}

static bool scan_module(const uint32_t *words, size_t count, scan *s)
{
    memset(s, 0, sizeof(*s));
    if (count < 5)
        return false;
    s->bound = words[3];
    s->kind = calloc(s->bound, sizeof(*s->kind));
    s->word = calloc(s->bound, sizeof(*s->word));
    s->chain = calloc(s->bound, sizeof(*s->chain));
    if (!s->kind || !s->word || !s->chain)
        exit(2);
    spv_inspect_walk(words, count, visit, s);
    return true;
}

static void scan_free(scan *s)
{
    free(s->kind);
    free(s->word);
    free(s->chain);
}

/* The float value of constant `id`; false if it is not one. */
static bool const_f32(const scan *s, uint32_t id, float *v)
{
    if (id >= s->bound)
        return false;
    if (s->kind[id] == SPV_OP_CONSTANT_NULL) {
        *v = 0.0f;
        return true;
    }
    if (s->kind[id] != SPV_OP_CONSTANT)
        return false;
    memcpy(v, &s->word[id], 4);
    return true;
}

static int tmp_serial;

/* Translates main(a, b) with the spec id, checks the module, then folds it
 * for each count and compares the stored constant with the pattern. */
static void test_pair(const char *spirv_opt, const char *corpus, const char *tmpdir, uint32_t spec_id, uint32_t a,
                      uint32_t b)
{
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.sample_count_spec_id = spec_id;
    dxil2spv_result *res = translate_pair(corpus, a, b, &opts);
    CHECK(res && res->status == DXIL2SPV_OK, "indices %u, %u: refused: %s", a, b, res && res->error ? res->error : "");
    if (!res || res->status != DXIL2SPV_OK) {
        dxil2spv_result_free(res);
        return;
    }
    CHECK(spv_inspect_validates(res, SPV_TARGET_VULKAN_1_3, "vulkan1.3"), "indices %u, %u: spirv-val vulkan1.3", a, b);
    {
        /* Vulkan 1.1 (SPIR-V 1.3) too: the spec constant and the pattern
         * table need nothing newer. */
        dxil2spv_options o11 = opts;
        o11.target_env = DXIL2SPV_TARGET_VULKAN_1_1;
        dxil2spv_result *r11 = translate_pair(corpus, a, b, &o11);
        CHECK(r11 && r11->status == DXIL2SPV_OK && spv_inspect_validates(r11, SPV_TARGET_VULKAN_1_1, "vulkan1.1"),
              "indices %u, %u: vulkan1.1: %s", a, b, r11 && r11->error ? r11->error : "spirv-val");
        dxil2spv_result_free(r11);
    }
    CHECK(res->reflection && res->reflection->sample_count_spec_id == (int32_t)spec_id,
          "indices %u, %u: reflection sample_count_spec_id %d, want %u", a, b,
          res->reflection ? res->reflection->sample_count_spec_id : -2, spec_id);
    scan s;
    scan_module(res->spirv, res->spirv_word_count, &s);
    CHECK(s.spec_id_target && s.spec_id_target < s.bound && s.kind[s.spec_id_target] == SPV_OP_SPEC_CONSTANT &&
              s.spec_id_value == spec_id,
          "indices %u, %u: no OpSpecConstant decorated SpecId %u (found SpecId %u on %%%u)", a, b, spec_id,
          s.spec_id_value, s.spec_id_target);
    /* The default is 1 sample: a pipeline that sets nothing is single-sampled. */
    CHECK(s.spec_id_target < s.bound && s.word[s.spec_id_target] == 1, "indices %u, %u: spec constant default %u",
          a, b, s.spec_id_target < s.bound ? s.word[s.spec_id_target] : 0);
    scan_free(&s);

    char in_path[512], out_path[512];
    snprintf(in_path, sizeof(in_path), "%s/pos%d.spv", tmpdir, tmp_serial);
    snprintf(out_path, sizeof(out_path), "%s/pos%d.opt.spv", tmpdir, tmp_serial++);
    if (!write_file(in_path, res->spirv, res->spirv_word_count * 4)) {
        fprintf(stderr, "test_sample_position: cannot write %s\n", in_path);
        exit(2);
    }
    static const uint32_t counts[] = {1, 2, 4, 8, 16, 3, 32};
    for (size_t k = 0; k < sizeof(counts) / sizeof(counts[0]); k++) {
        uint32_t count = counts[k];
        char spec[64];
        snprintf(spec, sizeof(spec), "%u:%u", spec_id, count);
        bool ran = run_opt(spirv_opt, spec, in_path, out_path);
        CHECK(ran, "indices %u, %u, count %u: spirv-opt failed", a, b, count);
        if (!ran)
            continue;
        size_t n = 0;
        uint32_t *w = read_words(out_path, &n);
        if (!w) {
            CHECK(false, "cannot read %s", out_path);
            continue;
        }
        scan_module(w, n, &s);
        float got[4];
        bool folded = true;
        for (uint32_t c = 0; folded && c < 4; c++)
            folded = const_f32(&s, s.stored[c], &got[c]);
        CHECK(folded, "indices %u, %u, count %u: SV_Target is not stored folded constants (%u stores)", a, b, count,
              s.stores);
        if (folded) {
            float want[4];
            expected(count, a, want);
            expected(count, b, want + 2);
            CHECK(memcmp(got, want, sizeof(got)) == 0,
                  "count %u: samples %u, %u at (%g, %g), (%g, %g); the standard pattern has (%g, %g), (%g, %g)", count,
                  a, b, got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3]);
        }
        scan_free(&s);
        free(w);
        if (!getenv("KEEP"))
            remove(out_path);
    }
    if (!getenv("KEEP"))
        remove(in_path);
    dxil2spv_result_free(res);
}

int main(int argc, char **argv)
{
    if (argc < 3 || !argv[1][0] || access(argv[1], X_OK) != 0) {
        printf("test_sample_position: SKIP, no spirv-opt given\n");
        return 77;
    }
    const char *corpus = argv[2];
    char tmpdir[] = "/tmp/d2s-sample-pos-XXXXXX";
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 2;
    }
    /* Every index of the 16-sample pattern (which covers every slot of the
     * smaller ones), the last of each, and indices past the end. */
    for (uint32_t i = 0; i < 16; i += 2)
        test_pair(argv[1], corpus, tmpdir, 0, i, i + 1);
    test_pair(argv[1], corpus, tmpdir, 7, 16, 1000);
    test_pair(argv[1], corpus, tmpdir, 12345, 0xFFFFFFFFu, 3);
    if (!getenv("KEEP"))
        rmdir(tmpdir);
    printf("test_sample_position: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
