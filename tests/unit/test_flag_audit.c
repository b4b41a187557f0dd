/* The audit of DXIL shader flags (docs/dxil-flags.md), one row per bit: a
 * hand-built pixel shader (SV_Target0 = 1.0) with only that flag set gets
 * the documented outcome.
 *   HONOURED (bit 3, [earlydepthstencil]): the EarlyFragmentTests execution
 *     mode, absent without the flag;
 *   DERIVED (a usage flag: the translator reads the same facts from the
 *     instructions; bit 23 changes only min-precision types, which this
 *     shader has none of): the same words as without the flag, no warning;
 *   WARNED (bits DXC does not define as of its 1.8 flags): the same words
 *     and a warning naming the bit.
 * Control-flow hints: hand-built branches with each dx.controlflow.hints
 * value get the documented selection control.
 * The SFI0 rows: the DXC pixel shader render/const_color with its SFI0
 * part's feature bits patched one at a time: every bit DXC defines is
 * derived (the same words as unpatched, no warning), any other bit is
 * warned about by number. (The metadata rows are in test_dxil: unknown
 * entry-property, resource and signature tags and dx.* named metadata.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir_hand.h"
#include "spv_inspect.h"

enum { OP_EXECUTION_MODE = 16, EM_EARLY_FRAGMENT_TESTS = 9 };
enum { DERIVED, HONOURED, WARNED };

static int failures, checks;

static ir_module *build(hand_env *e, const void *arg)
{
    uint64_t flags = *(const uint64_t *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *p[5] = {e->i32, e->i32, e->i32, e->i8, e->f32};
    ir_function *store = hand_decl(e, "dx.op.storeOutput.f32", vd, p, 5);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *b = ir_block_create(m, e->f, "entry");
    for (uint32_t c = 0; c < 4; c++) {
        ir_value *a[4] = {hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c), hand_cf(e, 1.0f)};
        hand_dxop(e, b, store, DXOP_StoreOutput, a, 4);
    }
    ir_build_ret(m, e->f, b, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);
    dxil_entry_point *ep = hand_pixel_entry(e, 1);
    ep->shader_flags = flags;
    dxil_lower_dxops(m);
    return m;
}

typedef struct outcome {
    uint32_t *words;
    size_t count;
    char *warnings;
    bool early;
} outcome;

static bool visit(const spv_insn *in, void *arg)
{
    bool *early = arg;
    if (in->op == OP_EXECUTION_MODE && in->n >= 3 && in->w[2] == EM_EARLY_FRAGMENT_TESTS)
        *early = true;
    return true;
}

static bool translate(uint64_t flags, outcome *o)
{
    hand_env e;
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    emit_result r;
    d2s_status st;
    const char *msg = hand_translate_opts(&e, build, &flags, &opts, &r, &st);
    memset(o, 0, sizeof(*o));
    if (msg) {
        printf("flags 0x%llx: %s\n", (unsigned long long)flags, msg);
        d2s_ctx_release(&e.ctx);
        return false;
    }
    o->count = r.word_count;
    o->words = malloc(r.word_count * 4);
    memcpy(o->words, r.words, r.word_count * 4);
    o->warnings = strdup(e.ctx.warnings ? e.ctx.warnings : "");
    spv_inspect_walk(o->words, o->count, visit, &o->early);
    d2s_ctx_release(&e.ctx);
    return true;
}

/* Keep in step with docs/dxil-flags.md. */
static int row_kind(uint32_t bit)
{
    if (bit == 3)
        return HONOURED;
    if (bit >= 39)
        return WARNED;
    return DERIVED;
}

static bool count_selection_controls(const spv_insn *in, void *arg)
{
    uint32_t *counts = arg;
    if (in->op == 247 /* OpSelectionMerge */ && in->n >= 3 && in->w[2] <= 2)
        counts[in->w[2]]++;
    return true;
}

static bool count_find_lsb(const spv_insn *in, void *arg)
{
    if (in->op == 343 /* OpGroupNonUniformBallotFindLSB */)
        ++*(uint32_t *)arg;
    return true;
}

/* The SFI0 part's 8 bytes in a container, or NULL. */
static unsigned char *find_sfi0(unsigned char *d, size_t size)
{
    if (size < 32)
        return NULL;
    uint32_t n = (uint32_t)d[28] | (uint32_t)d[29] << 8 | (uint32_t)d[30] << 16 | (uint32_t)d[31] << 24;
    for (uint32_t i = 0; i < n && 32 + 4 * i + 4 <= size; i++) {
        const unsigned char *o = d + 32 + 4 * i;
        uint32_t off = (uint32_t)o[0] | (uint32_t)o[1] << 8 | (uint32_t)o[2] << 16 | (uint32_t)o[3] << 24;
        if (off + 16 <= size && memcmp(d + off, "SFI0", 4) == 0)
            return d + off + 8;
    }
    return NULL;
}

/* Keep in step with docs/dxil-flags.md, "SFI0 feature bits". */
static bool sfi0_known(uint32_t bit)
{
    return bit <= 32 || bit == 40 || bit == 41;
}

static void sfi0_rows(const char *corpus)
{
    size_t size;
    unsigned char *d = spv_inspect_load(corpus, "render/const_color/const_color.ps.dxil", &size, 2);
    unsigned char *sfi0 = find_sfi0(d, size);
    CHECK(sfi0 != NULL, "const_color.ps.dxil has no SFI0 part");
    if (!sfi0) {
        free(d);
        return;
    }
    unsigned char orig[8];
    memcpy(orig, sfi0, 8);
    dxil2spv_options o;
    dxil2spv_options_init(&o);
    dxil2spv_result *base = dxil2spv_translate(d, size, &o);
    CHECK(base && base->status == DXIL2SPV_OK && !base->warnings, "SFI0 base: status %d, warnings '%s'",
          base ? (int)base->status : -1, base && base->warnings ? base->warnings : "");
    for (uint32_t bit = 0; bit < 64 && base && base->status == DXIL2SPV_OK; bit++) {
        uint64_t v = 0;
        for (int k = 7; k >= 0; k--)
            v = v << 8 | orig[k];
        v |= 1ull << bit;
        for (int k = 0; k < 8; k++)
            sfi0[k] = (unsigned char)(v >> (8 * k));
        dxil2spv_result *r = dxil2spv_translate(d, size, &o);
        bool ok = r && r->status == DXIL2SPV_OK;
        CHECK(ok, "SFI0 bit %u: refused: %s", bit, r && r->error ? r->error : "");
        if (ok) {
            bool same = r->spirv_word_count == base->spirv_word_count &&
                        memcmp(r->spirv, base->spirv, 4 * r->spirv_word_count) == 0;
            CHECK(same, "SFI0 bit %u: the module changed", bit);
            char want[64];
            snprintf(want, sizeof(want), "SFI0: feature bit %u is unknown", bit);
            if (sfi0_known(bit))
                CHECK(!r->warnings, "SFI0 bit %u: warns '%s'", bit, r->warnings);
            else
                CHECK(r->warnings && strstr(r->warnings, want), "SFI0 bit %u: warnings '%s' do not name it", bit,
                      r->warnings ? r->warnings : "");
        }
        dxil2spv_result_free(r);
    }
    dxil2spv_result_free(base);
    free(d);
}

/* if (cond) SV_Target0 = 1 else SV_Target0 = 0.5, the branch carrying
 * !dx.controlflow.hints with hint `*arg` (DXC writes 2, [flatten], only
 * when it keeps the branch, which none of the corpora's shaders has). */
static ir_module *build_hinted_branch(hand_env *e, const void *arg)
{
    uint32_t hint = *(const uint32_t *)arg;
    ir_module *m = e->m = ir_module_create(&e->ctx);
    hand_types(e);
    ir_type *vd = ir_type_void(m);
    ir_type *p[5] = {e->i32, e->i32, e->i32, e->i8, e->f32};
    ir_function *store = hand_decl(e, "dx.op.storeOutput.f32", vd, p, 5);
    e->f = ir_function_create(m, "main", ir_type_function(m, vd, NULL, 0), false);
    ir_block *entry = ir_block_create(m, e->f, "entry");
    ir_block *bt = ir_block_create(m, e->f, "then");
    ir_block *bf = ir_block_create(m, e->f, "else");
    ir_block *merge = ir_block_create(m, e->f, "merge");
    ir_global *g = ir_global_create(m, "flag", e->i32, 0, NULL);
    ir_value *flag = &ir_build_load(m, e->f, entry, &g->v)->v;
    ir_value *cond = &ir_build_icmp(m, e->f, entry, 32 /* eq */, flag, hand_ci(e, e->i32, 0))->v;
    ir_instr *br = ir_build_condbr(m, e->f, entry, cond, bt, bf);
    static const char *kinds[1] = {"dx.controlflow.hints"};
    m->md_kinds = kinds;
    m->num_md_kinds = 1;
    ir_md *node = d2s_zalloc(&e->ctx, sizeof(*node));
    node->kind = IR_MD_NODE;
    node->u.node.count = 3;
    node->u.node.ops = d2s_zalloc_array(&e->ctx, 3, sizeof(ir_md *));
    ir_md *name = d2s_zalloc(&e->ctx, sizeof(*name));
    name->kind = IR_MD_STRING;
    name->u.str.data = "dx.controlflow.hints";
    name->u.str.len = 20;
    ir_md *val = d2s_zalloc(&e->ctx, sizeof(*val));
    val->kind = IR_MD_VALUE;
    val->u.value = hand_ci(e, e->i32, hint);
    node->u.node.ops[0] = node;
    node->u.node.ops[1] = name;
    node->u.node.ops[2] = val;
    br->md = d2s_zalloc(&e->ctx, sizeof(*br->md));
    br->md[0].kind = 0;
    br->md[0].md = node;
    br->num_md = 1;
    ir_block *arms[2] = {bt, bf};
    for (int k = 0; k < 2; k++) {
        for (uint32_t c = 0; c < 4; c++) {
            ir_value *a[4] = {hand_ci(e, e->i32, 0), hand_ci(e, e->i32, 0), hand_ci(e, e->i8, c),
                              hand_cf(e, k ? 0.5f : 1.0f)};
            hand_dxop(e, arms[k], store, DXOP_StoreOutput, a, 4);
        }
        ir_build_br(m, e->f, arms[k], merge);
    }
    ir_build_ret(m, e->f, merge, NULL);
    ir_function_compute_cfg(&e->ctx, e->f);
    hand_pixel_entry(e, 1);
    dxil_lower_dxops(m);
    return m;
}

/* Entry property tag 12 (a root signature in the metadata): warned about,
 * the module otherwise the same. */
static ir_module *build_with_md_root_signature(hand_env *e, const void *arg)
{
    ir_module *m = build(e, arg);
    ir_md *node = d2s_zalloc(&e->ctx, sizeof(*node));
    node->kind = IR_MD_NODE;
    m->dxil->entry_points[0].root_signature = node;
    return m;
}

static void metadata_rows(const char *corpus, const outcome *base)
{
    hand_env e;
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    emit_result r;
    d2s_status st;
    uint64_t flags = 0;
    const char *msg = hand_translate_opts(&e, build_with_md_root_signature, &flags, &opts, &r, &st);
    CHECK(msg == NULL, "tag 12: refused: %s", msg ? msg : "");
    if (!msg) {
        CHECK(r.word_count == base->count && memcmp(r.words, base->words, 4 * r.word_count) == 0,
              "tag 12: the module changed");
        const char *w = e.ctx.warnings ? e.ctx.warnings : "";
        CHECK(strstr(w, "root signature in its metadata (entry property tag 12)") != NULL,
              "tag 12: warnings '%s' do not name it", w);
    }
    d2s_ctx_release(&e.ctx);

    /* [branch] (dx.controlflow.hints 1) on DXC output: DontFlatten on the
     * if's OpSelectionMerge; [forcecase] (5) has no SPIR-V form. */
    size_t size;
    unsigned char *d = spv_inspect_load(corpus, "dxil/control-flow/branch_flatten_attributes.dxil", &size, 2);
    dxil2spv_result *res = dxil2spv_translate(d, size, &opts);
    free(d);
    CHECK(res && res->status == DXIL2SPV_OK, "branch_flatten_attributes: %s", res && res->error ? res->error : "");
    if (res && res->status == DXIL2SPV_OK) {
        uint32_t counts[3] = {0, 0, 0}; /* None, Flatten, DontFlatten */
        spv_inspect_walk(res->spirv, res->spirv_word_count, count_selection_controls, counts);
        CHECK(counts[2] == 1 && counts[1] == 0, "branch_flatten_attributes: %u DontFlatten, %u Flatten (want 1, 0)",
              counts[2], counts[1]);
        CHECK(spv_inspect_validates(res, SPV_TARGET_VULKAN_1_3, "branch_flatten_attributes"), "spirv-val");
    }
    dxil2spv_result_free(res);

    /* The selection control of each hint a hand-built branch carries. */
    static const struct {
        uint32_t hint, control; /* 0 None, 1 Flatten, 2 DontFlatten */
    } hints[] = {{1, 2}, {2, 1}, {5, 0}};
    for (size_t k = 0; k < sizeof(hints) / sizeof(hints[0]); k++) {
        hand_env he;
        emit_result er;
        const char *m = hand_translate_opts(&he, build_hinted_branch, &hints[k].hint, &opts, &er, &st);
        CHECK(m == NULL, "hint %u: refused: %s", hints[k].hint, m ? m : "");
        if (!m) {
            uint32_t counts[3] = {0, 0, 0};
            spv_inspect_walk(er.words, er.word_count, count_selection_controls, counts);
            CHECK(counts[hints[k].control] == 1 && counts[0] + counts[1] + counts[2] == 1,
                  "hint %u: selection controls None %u, Flatten %u, DontFlatten %u", hints[k].hint, counts[0],
                  counts[1], counts[2]);
        }
        d2s_ctx_release(&he.ctx);
    }

    /* Helper lanes in a pixel shader's wave ops: kept out as D3D does by
     * default, with no warning (WaveReadLaneFirst then reads the lowest
     * non-helper lane through OpGroupNonUniformBallotFindLSB); left to the
     * driver, with a warning, for an entry with the function attribute
     * "waveops-include-helper-lanes" (naming it) or with
     * options.helper_lane_waves DRIVER. */
    static const struct {
        const char *rel, *warning;
        dxil2spv_helper_lane_wave_mode mode;
        bool masked;
    } wave[] = {
        {"dxil/sm66-plus/wave_ops_include_helper_lanes.dxil", "has \"waveops-include-helper-lanes\": D3D includes",
         DXIL2SPV_HELPER_LANE_WAVES_D3D, false},
        {"dxil/wave/wave_in_pixel_shader.dxil", NULL, DXIL2SPV_HELPER_LANE_WAVES_D3D, true},
        {"dxil/wave/wave_in_pixel_shader.dxil", "D3D leaves helper lanes out of its wave operations",
         DXIL2SPV_HELPER_LANE_WAVES_DRIVER, false},
    };
    for (size_t k = 0; k < sizeof(wave) / sizeof(wave[0]); k++) {
        d = spv_inspect_load(corpus, wave[k].rel, &size, 2);
        dxil2spv_options wo = opts;
        wo.helper_lane_waves = wave[k].mode;
        res = dxil2spv_translate(d, size, &wo);
        free(d);
        bool ok = res && res->status == DXIL2SPV_OK;
        bool warned = ok && res->warnings && strstr(res->warnings, "helper lanes");
        CHECK(ok && (wave[k].warning ? warned && strstr(res->warnings, wave[k].warning) : !warned),
              "%s (mode %d): status %d, warnings '%s'", wave[k].rel, (int)wave[k].mode, res ? (int)res->status : -1,
              res && res->warnings ? res->warnings : "");
        if (ok) {
            uint32_t find_lsb = 0;
            spv_inspect_walk(res->spirv, res->spirv_word_count, count_find_lsb, &find_lsb);
            CHECK((find_lsb != 0) == wave[k].masked, "%s (mode %d): %u OpGroupNonUniformBallotFindLSB, masked %d",
                  wave[k].rel, (int)wave[k].mode, find_lsb, wave[k].masked);
        }
        dxil2spv_result_free(res);
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s OWN_CORPUS_DIR\n", argv[0]);
        return 2;
    }
    sfi0_rows(argv[1]);
    outcome base;
    bool ok = translate(0, &base);
    CHECK(ok, "the shader without flags does not translate");
    if (!ok) {
        printf("test_flag_audit: %d passed, %d failed\n", checks - failures, failures);
        return 1;
    }
    CHECK(!base.early && base.warnings[0] == 0, "without flags: early %d, warnings '%s'", base.early, base.warnings);
    metadata_rows(argv[1], &base);
    for (uint32_t bit = 0; bit < 64; bit++) {
        outcome o;
        bool t = translate(1ull << bit, &o);
        CHECK(t, "bit %u: refused", bit);
        if (!t)
            continue;
        bool same = o.count == base.count && memcmp(o.words, base.words, 4 * o.count) == 0;
        char want_warn[64];
        snprintf(want_warn, sizeof(want_warn), "shader flag bit %u ", bit);
        switch (row_kind(bit)) {
        case HONOURED:
            CHECK(o.early, "bit %u: no EarlyFragmentTests", bit);
            CHECK(o.warnings[0] == 0, "bit %u: warns '%s'", bit, o.warnings);
            break;
        case DERIVED:
            CHECK(same, "bit %u: the module changed", bit);
            CHECK(o.warnings[0] == 0, "bit %u: warns '%s'", bit, o.warnings);
            break;
        case WARNED:
            CHECK(same, "bit %u: the module changed", bit);
            CHECK(strstr(o.warnings, want_warn) != NULL, "bit %u: warnings '%s' do not name it", bit, o.warnings);
            break;
        }
        free(o.words);
        free(o.warnings);
    }
    free(base.words);
    free(base.warnings);
    printf("test_flag_audit: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
