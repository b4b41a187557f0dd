/* RenderTargetGetSamplePosition (dx.op 76) on hand-built pixel shaders: no
 * corpus shader calls it and DXC is not part of the build.
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
 * Usage: test_sample_position SPIRV_OPT (exit 77 when it is not given). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ir_hand.h"
#include "spirv/spv_tools.h"
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

typedef hand_env env;

/* The two sample indices main asks for: SV_Target = (pos(a), pos(b)). */
typedef struct build_arg {
    uint32_t a, b;
} build_arg;

static ir_module *build(env *e, const void *arg)
{
    const build_arg *ba = arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *pos_members[2] = {e->f32, e->f32};
    ir_type *pos_t = ir_type_struct_named(m, "dx.types.SamplePos", pos_members, 2);
    ir_type *p_pos[2] = {e->i32, e->i32};
    ir_function *rt_pos = hand_decl(e, "dx.op.renderTargetGetSamplePosition", pos_t, p_pos, 2);
    ir_type *p_st[5] = {e->i32, e->i32, e->i32, e->i8, e->f32};
    ir_function *store = hand_decl(e, "dx.op.storeOutput.f32", vd, p_st, 5);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);

    ir_block *entry = ir_block_create(m, e->f, "entry");
    ir_value *ia[1] = {hand_ci(e, e->i32, ba->a)}, *ib[1] = {hand_ci(e, e->i32, ba->b)};
    ir_value *pa = &hand_dxop(e, entry, rt_pos, DXOP_RenderTargetGetSamplePosition, ia, 1)->v;
    ir_value *pb = &hand_dxop(e, entry, rt_pos, DXOP_RenderTargetGetSamplePosition, ib, 1)->v;
    ir_value *comps[4] = {hand_extract(e, entry, pa, e->f32, 0), hand_extract(e, entry, pa, e->f32, 1),
                          hand_extract(e, entry, pb, e->f32, 0), hand_extract(e, entry, pb, e->f32, 1)};
    for (uint32_t c = 0; c < 4; c++) {
        ir_value *sa[4] = {hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c), comps[c]};
        hand_dxop(e, entry, store, DXOP_StoreOutput, sa, 4);
    }
    ir_build_ret(m, e->f, entry, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);

    hand_pixel_entry(e, 1); /* ps_6_0 main with one output, SV_Target0 float4 */
    dxil_lower_dxops(m);
    return m;
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
static void test_pair(const char *spirv_opt, const char *tmpdir, uint32_t spec_id, uint32_t a, uint32_t b)
{
    env e;
    emit_result r;
    d2s_status st;
    build_arg arg = {a, b};
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.sample_count_spec_id = spec_id;
    const char *msg = hand_translate_opts(&e, build, &arg, &opts, &r, &st);
    CHECK(msg == NULL, "indices %u, %u: refused: %s", a, b, msg ? msg : "");
    if (msg) {
        d2s_ctx_release(&e.ctx);
        return;
    }
    const char *vmsg = NULL;
    CHECK(spv_tools_validate(&e.ctx, r.words, r.word_count, SPV_TARGET_VULKAN_1_3, true, &vmsg),
          "indices %u, %u: spirv-val vulkan1.3: %s", a, b, vmsg ? vmsg : "");
    {
        /* Vulkan 1.1 (SPIR-V 1.3) too: the spec constant and the pattern
         * table need nothing newer. */
        env e11;
        emit_result r11;
        d2s_status st11;
        dxil2spv_options o11 = opts;
        o11.target_env = DXIL2SPV_TARGET_VULKAN_1_1;
        const char *m11 = hand_translate_opts(&e11, build, &arg, &o11, &r11, &st11);
        const char *v11 = NULL;
        CHECK(m11 == NULL && spv_tools_validate(&e11.ctx, r11.words, r11.word_count, SPV_TARGET_VULKAN_1_1, true, &v11),
              "indices %u, %u: vulkan1.1: %s", a, b, m11 ? m11 : v11 ? v11 : "");
        d2s_ctx_release(&e11.ctx);
    }
    CHECK(r.reflection && r.reflection->sample_count_spec_id == (int32_t)spec_id,
          "indices %u, %u: reflection sample_count_spec_id %d, want %u", a, b,
          r.reflection ? r.reflection->sample_count_spec_id : -2, spec_id);
    scan s;
    scan_module(r.words, r.word_count, &s);
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
    if (!write_file(in_path, r.words, r.word_count * 4)) {
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
    d2s_ctx_release(&e.ctx);
}

int main(int argc, char **argv)
{
    if (argc < 2 || !argv[1][0] || access(argv[1], X_OK) != 0) {
        printf("test_sample_position: SKIP, no spirv-opt given\n");
        return 77;
    }
    char tmpdir[] = "/tmp/d2s-sample-pos-XXXXXX";
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return 2;
    }
    /* Every index of the 16-sample pattern (which covers every slot of the
     * smaller ones), the last of each, and indices past the end. */
    for (uint32_t i = 0; i < 16; i += 2)
        test_pair(argv[1], tmpdir, 0, i, i + 1);
    test_pair(argv[1], tmpdir, 7, 16, 1000);
    test_pair(argv[1], tmpdir, 12345, 0xFFFFFFFFu, 3);
    if (!getenv("KEEP"))
        rmdir(tmpdir);
    printf("test_sample_position: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
