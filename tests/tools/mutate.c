/* mutate: robustness check. Every *.dxil and *.dxbc (SM 4/5) under the given
 * folders is mutated in deterministic ways (truncations, single-bit flips,
 * overwrites of header fields and of random aligned words/bytes; in SM 4/5
 * programs also opcodes, instruction lengths and operand tokens) and each
 * mutated input is run
 * through dxil2spv_translate(): load-only and container dump always, the IR
 * dump and SPIR-V emission too when it loads (the SPIR-V is then validated
 * with SPIRV-Tools). Acceptable outcomes are
 * success, or a rejection with a non-empty message and a status that blames
 * the input (invalid input, unsupported, limit). Anything else fails: a NULL
 * result, an error without a message, an internal error, out of memory on an
 * input of a few KiB (an unchecked size field), or a load that succeeds
 * while a dump of the same input fails, or SPIR-V that does not validate. Crashes and sanitizer reports end the
 * process; an input that runs longer than the timeout ends it with status 2
 * after naming the input.
 *
 * Every failure is printed with a --replay spec that re-runs exactly that
 * input. Last line: "mutate: N passed, M failed", N counting mutated inputs
 * handled correctly.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dxil2spv.h"
#include "spirv_check.h"
#include "tool_common.h"

typedef enum mut_kind { MUT_TRUNC, MUT_FLIP, MUT_U32, MUT_BYTE } mut_kind;

typedef struct mutation {
    mut_kind kind;
    uint32_t offset; /* MUT_TRUNC: the new length */
    uint32_t value;  /* MUT_FLIP: bit 0..7; MUT_U32/MUT_BYTE: what is written */
} mutation;

typedef struct mutation_list {
    mutation *items;
    size_t count, cap;
} mutation_list;

typedef struct config {
    unsigned truncations, flips, structured;
    unsigned long long seed;
    unsigned long max_files;
    unsigned timeout_s;
    unsigned max_reports;
    bool verbose;
    bool spirv;    /* also emit SPIR-V for inputs that load */
    bool validate; /* and validate what is emitted with SPIRV-Tools */
} config;

typedef struct totals {
    unsigned long files, inputs, ok, rejected, failed, reported;
    unsigned long spirv_emitted; /* of the accepted inputs, how many gave SPIR-V */
    unsigned long by_status[8];
} totals;

/* The one piece of process-wide state: what the SIGALRM handler reports if
 * an input hangs. A signal handler can reach nothing else, and it may only
 * use async-signal-safe calls, hence the fixed buffer and write(). */
static char g_current_input[4096];
static volatile sig_atomic_t g_current_len;

static void on_alarm(int sig)
{
    (void)sig;
    static const char head[] = "\nmutate: TIMEOUT (possible hang) on input: ";
    ssize_t ignored = write(2, head, sizeof(head) - 1);
    ignored = write(2, g_current_input, (size_t)g_current_len);
    ignored = write(2, "\nmutate: 0 passed, 1 failed\n", 28);
    (void)ignored;
    _exit(2);
}

static void set_current(const char *path, const char *desc)
{
    int n = snprintf(g_current_input, sizeof(g_current_input), "%s:%s  (replay: mutate --replay %s:%s)",
                     path, desc, path, desc);
    if (n < 0)
        n = 0;
    if ((size_t)n >= sizeof(g_current_input))
        n = sizeof(g_current_input) - 1;
    g_current_len = n;
}

/* splitmix64: tiny, well-mixed and fully determined by its seed. */
static uint64_t next_rand(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static uint64_t rand_below(uint64_t *state, uint64_t n)
{
    return n ? next_rand(state) % n : 0;
}

/* The per-file seed comes from the file's bytes, not its path, so a file
 * gets the same mutations however the folder was named on the command line
 * and whichever other files are in the run. */
static uint64_t fnv1a64(const unsigned char *p, size_t n)
{
    uint64_t h = 0xCBF29CE484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001B3ull;
    return h;
}

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void wr32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

static void add(mutation_list *l, mut_kind kind, uint64_t offset, uint32_t value)
{
    if (offset > UINT32_MAX)
        return;
    if (l->count == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        mutation *p = realloc(l->items, cap * sizeof(*p));
        if (!p) {
            fputs("mutate: out of memory\n", stderr);
            exit(3);
        }
        l->items = p;
        l->cap = cap;
    }
    l->items[l->count++] = (mutation){kind, (uint32_t)offset, value};
}

static void describe(const mutation *m, char *buf, size_t n)
{
    switch (m->kind) {
    case MUT_TRUNC: snprintf(buf, n, "trunc:%u", m->offset); break;
    case MUT_FLIP: snprintf(buf, n, "flip:%u:%u", m->offset, m->value); break;
    case MUT_U32: snprintf(buf, n, "u32:%u:0x%x", m->offset, m->value); break;
    case MUT_BYTE: snprintf(buf, n, "byte:%u:0x%x", m->offset, m->value); break;
    }
}

/* Words that size and offset fields are most often mishandled with. */
static uint32_t hostile_value(uint64_t *rng, uint32_t orig)
{
    switch (rand_below(rng, 8)) {
    case 0: return 0xFFFFFFFFu;
    case 1: return 0x7FFFFFFFu;
    case 2: return 0;
    case 3: return 0x80000000u;
    case 4: return orig + 1;
    case 5: return orig - 1;
    case 6: return orig + 4;
    default: return 0xFFFFFFFCu;
    }
}

/* Where the header fields are, found leniently (this is the tool, not the
 * parser under test: it only needs good guesses). The DXBC header is
 * 'DXBC', 16-byte digest, u32 version, u32 total size, u32 part count, then
 * one u32 offset per part; each part is a fourcc, a u32 size and its data. */
typedef struct layout {
    uint32_t field[160];
    unsigned nfields;
    uint32_t cut[160]; /* interesting truncation lengths */
    unsigned ncuts;
    uint32_t bitcode_begin, bitcode_end; /* 0,0 if not found */
    uint32_t tokens_begin, tokens_end;   /* SHDR/SHEX tokens after version and length; 0,0 if none */
    uint32_t instr[512];                 /* byte offsets of the first SM 4/5 instructions */
    unsigned ninstr;
} layout;

static void add_field(layout *lo, size_t size, uint64_t off)
{
    if (off + 4 <= size && lo->nfields < sizeof(lo->field) / sizeof(lo->field[0]))
        lo->field[lo->nfields++] = (uint32_t)off;
}

static void add_cut(layout *lo, size_t size, uint64_t len)
{
    if (len < size && lo->ncuts < sizeof(lo->cut) / sizeof(lo->cut[0]))
        lo->cut[lo->ncuts++] = (uint32_t)len;
}

static void scan_layout(const unsigned char *d, size_t size, layout *lo)
{
    memset(lo, 0, sizeof(*lo));
    if (size < 32 || memcmp(d, "DXBC", 4) != 0)
        return;
    add_field(lo, size, 24);
    add_field(lo, size, 28);
    uint32_t nparts = rd32(d + 28);
    if (nparts > 64)
        nparts = 64;
    for (uint32_t i = 0; i < nparts && 32 + 4 * (uint64_t)i + 4 <= size; i++) {
        add_field(lo, size, 32 + 4 * (uint64_t)i);
        uint64_t off = rd32(d + 32 + 4 * i);
        if (off + 8 > size)
            continue;
        uint64_t psize = rd32(d + off + 4);
        uint64_t data = off + 8, end = data + psize;
        add_cut(lo, size, off);
        add_cut(lo, size, off + 4);
        add_cut(lo, size, data);
        add_cut(lo, size, end - 1);
        add_field(lo, size, off + 4);
        add_field(lo, size, data);
        add_field(lo, size, data + 4);
        bool is_dxil = memcmp(d + off, "DXIL", 4) == 0;
        if ((is_dxil || memcmp(d + off, "STAT", 4) == 0 || memcmp(d + off, "ILDB", 4) == 0) &&
            data + 24 <= size) {
            add_field(lo, size, data + 16);
            add_field(lo, size, data + 20);
            uint64_t bc = data + 8 + rd32(d + data + 16);
            uint64_t bc_end = bc + rd32(d + data + 20);
            add_cut(lo, size, data + 24);
            add_cut(lo, size, bc + 4);
            add_cut(lo, size, bc + 8);
            if (is_dxil && bc < bc_end && bc_end <= size && lo->bitcode_end == 0) {
                lo->bitcode_begin = (uint32_t)bc;
                lo->bitcode_end = (uint32_t)bc_end;
            }
        } else if ((memcmp(d + off, "SHDR", 4) == 0 || memcmp(d + off, "SHEX", 4) == 0) && data + 8 <= size &&
                   lo->tokens_end == 0) {
            /* version and length tokens, then instructions: the length of
             * each is in its opcode token (bits 24-30; customdata: the next
             * dword). */
            add_field(lo, size, data);
            add_field(lo, size, data + 4);
            uint64_t prog_end = data + 4 * (uint64_t)rd32(d + data + 4);
            if (prog_end > end || prog_end > size)
                prog_end = end < size ? end : size;
            lo->tokens_begin = (uint32_t)(data + 8);
            lo->tokens_end = (uint32_t)prog_end;
            for (uint64_t at = data + 8; at + 4 <= prog_end && lo->ninstr < sizeof(lo->instr) / sizeof(lo->instr[0]);) {
                uint32_t tok = rd32(d + at);
                uint32_t len = (tok & 0x7FF) == 0x35 && at + 8 <= prog_end ? rd32(d + at + 4) : (tok >> 24) & 0x7F;
                if (!len)
                    break;
                lo->instr[lo->ninstr++] = (uint32_t)at;
                add_cut(lo, size, at + 2);
                at += 4 * (uint64_t)len;
            }
        } else if (memcmp(d + off, "ISG1", 4) == 0 || memcmp(d + off, "OSG1", 4) == 0 ||
                   memcmp(d + off, "PSG1", 4) == 0) {
            add_field(lo, size, data + 8 + 4); /* first element's name offset */
        } else {
            add_field(lo, size, data + 8);
        }
    }
}

static void plan_mutations(const config *cfg, const unsigned char *d, size_t size, mutation_list *l)
{
    uint64_t rng = cfg->seed ^ fnv1a64(d, size);
    layout lo;
    scan_layout(d, size, &lo);
    l->count = 0;
    if (size == 0)
        return;

    /* Truncations: the header region densely, each part and the bitcode at
     * their edges, and the rest stratified so every stretch of the file gets
     * cut somewhere. */
    for (uint64_t len = 0; len < 64 && len < size; len += 4)
        add(l, MUT_TRUNC, len, 0);
    for (int i = 0; i < 3; i++)
        add(l, MUT_TRUNC, rand_below(&rng, size < 64 ? size : 64), 0);
    for (unsigned i = 0; i < lo.ncuts; i++)
        add(l, MUT_TRUNC, lo.cut[i], 0);
    add(l, MUT_TRUNC, size - 1, 0);
    for (unsigned i = 0; i < cfg->truncations; i++) {
        uint64_t lo_len = size * i / cfg->truncations, hi_len = size * (i + 1) / cfg->truncations;
        add(l, MUT_TRUNC, lo_len + rand_below(&rng, hi_len - lo_len), 0);
    }

    /* Bit flips: half of them inside the program (DXIL bitcode or SM 4/5
     * tokens: the largest parsers), the rest anywhere. */
    uint32_t prog_begin = lo.bitcode_end > lo.bitcode_begin ? lo.bitcode_begin : lo.tokens_begin;
    uint32_t prog_end = lo.bitcode_end > lo.bitcode_begin ? lo.bitcode_end : lo.tokens_end;
    bool have_prog = prog_end > prog_begin;
    for (unsigned i = 0; i < cfg->flips; i++) {
        uint64_t pos = (have_prog && (i & 1)) ? prog_begin + rand_below(&rng, prog_end - prog_begin)
                                              : rand_below(&rng, size);
        add(l, MUT_FLIP, pos, (uint32_t)rand_below(&rng, 8));
    }

    /* SM 4/5 instructions: another opcode of the same length (any of the
     * 0xEB, or past the table), the length field off by one or zeroed,
     * and the first operand token overwritten. */
    for (unsigned i = 0; lo.ninstr && i < cfg->structured; i++) {
        uint32_t at = lo.instr[rand_below(&rng, lo.ninstr)];
        uint32_t tok = rd32(d + at);
        switch (rand_below(&rng, 4)) {
        case 0: add(l, MUT_U32, at, (tok & ~0x7FFu) | (uint32_t)rand_below(&rng, 0xF0)); break;
        case 1: add(l, MUT_U32, at, (tok & ~(0x7Fu << 24)) | ((((tok >> 24) & 0x7F) + 1) & 0x7F) << 24); break;
        case 2: add(l, MUT_U32, at, (tok & ~(0x7Fu << 24)) | ((((tok >> 24) & 0x7F) - 1) & 0x7F) << 24); break;
        default:
            if ((uint64_t)at + 8 <= size)
                add(l, MUT_U32, at + 4, hostile_value(&rng, rd32(d + at + 4)) ^ (uint32_t)rand_below(&rng, 1u << 24));
            break;
        }
    }

    /* Structured: every header size/offset/count field found gets a hostile
     * value; then random aligned words and bytes (an 0xFF byte in bitcode
     * turns on every VBR continuation bit it holds). */
    for (unsigned i = 0; i < lo.nfields; i++)
        add(l, MUT_U32, lo.field[i], hostile_value(&rng, rd32(d + lo.field[i])));
    for (unsigned i = 0; i < cfg->structured; i++) {
        if (i & 1) {
            uint64_t pos = rand_below(&rng, size);
            add(l, MUT_BYTE, pos, (i & 2) ? 0xFF : 0x00);
        } else if (size >= 4) {
            uint64_t pos = rand_below(&rng, size / 4) * 4;
            add(l, MUT_U32, pos, hostile_value(&rng, rd32(d + pos)));
        }
    }
}

static int cmp_mutation(const void *a, const void *b)
{
    const mutation *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->offset != y->offset)
        return x->offset < y->offset ? -1 : 1;
    if (x->value != y->value)
        return x->value < y->value ? -1 : 1;
    return 0;
}

/* Identical mutations (a part edge that is also a head offset, ...) would
 * only repeat work. */
static void dedupe(mutation_list *l)
{
    if (l->count < 2)
        return;
    qsort(l->items, l->count, sizeof(*l->items), cmp_mutation);
    size_t n = 1;
    for (size_t i = 1; i < l->count; i++)
        if (cmp_mutation(&l->items[i], &l->items[n - 1]) != 0)
            l->items[n++] = l->items[i];
    l->count = n;
}

/* Builds the mutated input in a buffer of exactly its size, so that
 * AddressSanitizer catches a read one byte past the end. Returns NULL if the
 * mutation does not apply to this file (offset out of range). */
static unsigned char *apply(const mutation *m, const unsigned char *d, size_t size, size_t *out_size)
{
    size_t n = m->kind == MUT_TRUNC ? m->offset : size;
    if (n > size)
        return NULL;
    if ((m->kind == MUT_FLIP || m->kind == MUT_BYTE) && m->offset >= size)
        return NULL;
    if (m->kind == MUT_U32 && (uint64_t)m->offset + 4 > size)
        return NULL;
    if (m->kind == MUT_FLIP && m->value > 7)
        return NULL;
    unsigned char *buf = malloc(n ? n : 1);
    if (!buf) {
        fputs("mutate: out of memory\n", stderr);
        exit(3);
    }
    memcpy(buf, d, n);
    switch (m->kind) {
    case MUT_TRUNC: break;
    case MUT_FLIP: buf[m->offset] ^= (unsigned char)(1u << m->value); break;
    case MUT_U32: wr32(buf + m->offset, m->value); break;
    case MUT_BYTE: buf[m->offset] = (unsigned char)m->value; break;
    }
    *out_size = n;
    return buf;
}

/* Returns NULL if the outcome is acceptable, else why not. */
static const char *judge(const dxil2spv_result *r, dxil2spv_output_kind mode)
{
    if (!r)
        return "dxil2spv_translate returned NULL";
    switch (r->status) {
    case DXIL2SPV_OK:
        if (mode == DXIL2SPV_OUTPUT_DUMP_IR && !r->text)
            return "success without the IR listing";
        return NULL;
    case DXIL2SPV_ERROR_INVALID_INPUT:
    case DXIL2SPV_ERROR_UNSUPPORTED:
    case DXIL2SPV_ERROR_LIMIT:
        if (!r->error || !r->error[0])
            return "rejected without an error message";
        return NULL;
    case DXIL2SPV_ERROR_OUT_OF_MEMORY:
        return "out of memory on a small input (a size field used before it was checked?)";
    case DXIL2SPV_ERROR_INTERNAL:
        return "internal error";
    case DXIL2SPV_ERROR_INVALID_ARGUMENT:
        return "invalid-argument status for valid arguments";
    }
    return "unknown status value";
}

static dxil2spv_result *translate_as(const config *cfg, const unsigned char *buf, size_t n,
                                     dxil2spv_output_kind kind)
{
    dxil2spv_options opts;
    dxil2spv_options_init(&opts);
    opts.verify = 1; /* tests check the IR too */
    opts.output = kind;
    alarm(cfg->timeout_s);
    dxil2spv_result *r = dxil2spv_translate(buf, n, &opts);
    alarm(0);
    return r;
}

/* Runs one input through every output kind that can reach code the load
 * does not: the container dump always (it reads only the container, so it
 * must accept whatever load-only accepts), and for inputs that load, the IR
 * dump and SPIR-V emission too (unsupported is an acceptable answer there). */
static bool run_input(const config *cfg, const char *path, const char *desc, const unsigned char *buf,
                      size_t n, totals *t, bool print_error)
{
    char reason[512];
    set_current(path, desc);
    dxil2spv_result *r = translate_as(cfg, buf, n, DXIL2SPV_OUTPUT_LOAD_ONLY);
    const char *why = judge(r, DXIL2SPV_OUTPUT_LOAD_ONLY);
    bool loaded = !why && r->status == DXIL2SPV_OK;
    if (print_error && r)
        printf("%s:%s\n  load-only: %s%s%s\n", path, desc, dxil2spv_status_string(r->status),
               r->error ? ": " : "", r->error ? r->error : "");

    static const struct { dxil2spv_output_kind kind; const char *name; bool only_if_loaded; } extra[] = {
        {DXIL2SPV_OUTPUT_DUMP_CONTAINER, "dump-container", false},
        {DXIL2SPV_OUTPUT_DUMP_IR, "dump-ir", true},
        {DXIL2SPV_OUTPUT_SPIRV, "spirv", true},
    };
    for (size_t i = 0; i < sizeof(extra) / sizeof(extra[0]) && !why; i++) {
        if ((extra[i].only_if_loaded && !loaded) ||
            (extra[i].kind == DXIL2SPV_OUTPUT_SPIRV && !cfg->spirv))
            continue;
        dxil2spv_result *r2 = translate_as(cfg, buf, n, extra[i].kind);
        const char *why2 = judge(r2, extra[i].kind);
        if (why2) {
            snprintf(reason, sizeof(reason), "%s: %s%s%s", extra[i].name, why2,
                     r2 && r2->error ? ": " : "", r2 && r2->error ? r2->error : "");
            why = reason;
        } else if (extra[i].kind == DXIL2SPV_OUTPUT_SPIRV && r2->status == DXIL2SPV_OK && cfg->validate) {
            char msg[400];
            t->spirv_emitted++;
            if (!r2->spirv || !r2->spirv_word_count) {
                why = "spirv: success without any SPIR-V words";
            } else if (!tool_validate_spirv(r2->spirv, r2->spirv_word_count, DXIL2SPV_TARGET_VULKAN_1_3, msg,
                                            sizeof(msg))) {
                snprintf(reason, sizeof(reason), "spirv: the emitted SPIR-V does not validate: %s", msg);
                why = reason;
            }
        } else if (loaded && r2->status != DXIL2SPV_OK &&
                   (extra[i].kind == DXIL2SPV_OUTPUT_DUMP_CONTAINER || extra[i].kind == DXIL2SPV_OUTPUT_DUMP_IR)) {
            snprintf(reason, sizeof(reason), "load-only accepted it but %s failed: %s", extra[i].name,
                     r2->error ? r2->error : "(no message)");
            why = reason;
        }
        if (print_error && r2)
            printf("  %s: %s%s%s\n", extra[i].name, dxil2spv_status_string(r2->status),
                   r2->error ? ": " : "", r2->error ? r2->error : "");
        dxil2spv_result_free(r2);
    }

    t->inputs++;
    if (r && (unsigned)r->status < sizeof(t->by_status) / sizeof(t->by_status[0]))
        t->by_status[r->status]++;
    if (why) {
        t->failed++;
        if (t->reported++ < cfg->max_reports) {
            printf("FAIL %s %s: %s", path, desc, why);
            if (why != reason && r && r->error)
                printf(" [%s: %s]", dxil2spv_status_string(r->status), r->error);
            printf("\n     replay: mutate --replay %s:%s\n", path, desc);
        }
    } else if (r->status == DXIL2SPV_OK) {
        t->ok++;
    } else {
        t->rejected++;
    }
    dxil2spv_result_free(r);
    return why == NULL;
}

static void run_file(const config *cfg, const char *path, totals *t, mutation_list *l)
{
    size_t size;
    const char *err = NULL;
    unsigned char *data = tool_read_file(path, &size, &err);
    if (!data) {
        printf("FAIL %s: %s\n", path, err);
        t->failed++;
        return;
    }
    if (size > UINT32_MAX) {
        printf("note: %s is larger than 4 GiB; skipped\n", path);
        free(data);
        return;
    }
    t->files++;
    plan_mutations(cfg, data, size, l);
    dedupe(l);
    unsigned long before = t->inputs;
    for (size_t i = 0; i < l->count; i++) {
        size_t n;
        unsigned char *buf = apply(&l->items[i], data, size, &n);
        if (!buf)
            continue;
        char desc[64];
        describe(&l->items[i], desc, sizeof(desc));
        run_input(cfg, path, desc, buf, n, t, false);
        free(buf);
    }
    if (cfg->verbose)
        printf("%s: %lu mutated inputs\n", path, t->inputs - before);
    free(data);
}

/* FILE:trunc:LEN | FILE:flip:BYTE:BIT | FILE:u32:OFF:VALUE | FILE:byte:OFF:VALUE.
 * The kind is searched from the right so that FILE may itself contain ':'. */
static bool parse_replay(char *spec, const char **path, mutation *m)
{
    static const struct { const char *tag; mut_kind kind; int nargs; } kinds[] = {
        {":trunc:", MUT_TRUNC, 1}, {":flip:", MUT_FLIP, 2}, {":u32:", MUT_U32, 2}, {":byte:", MUT_BYTE, 2},
    };
    char *best = NULL;
    int which = -1;
    for (int k = 0; k < 4; k++) {
        for (char *p = strstr(spec, kinds[k].tag); p; p = strstr(p + 1, kinds[k].tag)) {
            if (!best || p > best) {
                best = p;
                which = k;
            }
        }
    }
    if (!best)
        return false;
    *best = '\0';
    *path = spec;
    char *args = best + strlen(kinds[which].tag);
    char *colon = strchr(args, ':');
    unsigned long long a = 0, b = 0;
    if (kinds[which].nargs == 1) {
        if (colon || !tool_parse_u64(args, &a))
            return false;
    } else {
        if (!colon)
            return false;
        *colon = '\0';
        if (!tool_parse_u64(args, &a) || !tool_parse_u64(colon + 1, &b))
            return false;
    }
    if (a > UINT32_MAX || b > UINT32_MAX)
        return false;
    *m = (mutation){kinds[which].kind, (uint32_t)a, (uint32_t)b};
    return true;
}

static int replay(const config *cfg, char *spec)
{
    const char *path;
    mutation m;
    if (!parse_replay(spec, &path, &m)) {
        fprintf(stderr, "mutate: bad --replay spec (want FILE:trunc:LEN, FILE:flip:BYTE:BIT, "
                        "FILE:u32:OFF:VALUE or FILE:byte:OFF:VALUE)\n");
        return 2;
    }
    size_t size, n;
    const char *err = NULL;
    unsigned char *data = tool_read_file(path, &size, &err);
    if (!data) {
        fprintf(stderr, "mutate: %s: %s\n", path, err);
        return 2;
    }
    unsigned char *buf = apply(&m, data, size, &n);
    free(data);
    if (!buf) {
        fprintf(stderr, "mutate: the mutation lies outside %s (%zu bytes)\n", path, size);
        return 2;
    }
    char desc[64];
    describe(&m, desc, sizeof(desc));
    totals t = {0};
    bool ok = run_input(cfg, path, desc, buf, n, &t, true);
    free(buf);
    printf("mutate: %d passed, %d failed\n", ok ? 1 : 0, ok ? 0 : 1);
    return ok ? 0 : 1;
}

static void usage(FILE *f)
{
    fputs("Usage: mutate [OPTIONS] DIR|FILE...\n"
          "       mutate --replay FILE:KIND:ARGS\n"
          "Runs deterministic mutations of every *.dxil and *.dxbc through dxil2spv_translate().\n"
          "  --truncations T  stratified truncations per file (default 32), on top of\n"
          "                   the header region and the part/bitcode edges\n"
          "  --flips F        single-bit flips per file (default 160)\n"
          "  --structured S   random aligned u32 / byte overwrites per file (default 48),\n"
          "                   on top of one hostile value per header field found\n"
          "  --seed S         PRNG seed (default 1)\n"
          "  --max-files N    use N files spread evenly over the sorted list\n"
          "  --timeout SECS   per-input limit before it counts as a hang (default 10)\n"
          "  --max-reports N  print at most N failures in full (default 100)\n"
          "  --no-spirv       do not emit SPIR-V for mutated inputs that load\n"
          "  --no-validate    do not validate the SPIR-V emitted (SPIRV-Tools)\n"
          "  -v               one line per file\n"
          "  --replay SPEC    run one mutated input and print its outcome; SPEC is\n"
          "                   FILE:trunc:LEN, FILE:flip:BYTE:BIT, FILE:u32:OFF:VALUE\n"
          "                   or FILE:byte:OFF:VALUE, as printed with each failure\n",
          f);
}

static bool take_uint(int argc, char **argv, int *i, unsigned long long max, unsigned long long *out)
{
    if (*i + 1 >= argc || !tool_parse_u64(argv[*i + 1], out) || *out > max) {
        fprintf(stderr, "mutate: %s needs a number up to %llu\n", argv[*i], max);
        return false;
    }
    (*i)++;
    return true;
}

int main(int argc, char **argv)
{
    config cfg = {.truncations = 32, .flips = 160, .structured = 48, .seed = 1, .max_files = 0,
                  .timeout_s = 10, .max_reports = 100, .verbose = false,
                  .spirv = true, .validate = true};
    char *replay_spec = NULL;
    /* Line-buffered: a crash, sanitizer abort or timeout (_exit) must not
     * swallow the failures already printed. */
    setvbuf(stdout, NULL, _IOLBF, 0);
    tool_file_list files = {0};
    unsigned long skipped = 0, list_errors = 0;
    int ndirs = 0;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        unsigned long long v;
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--truncations") == 0) {
            if (!take_uint(argc, argv, &i, 1u << 20, &v))
                return 2;
            cfg.truncations = (unsigned)v;
        } else if (strcmp(a, "--flips") == 0) {
            if (!take_uint(argc, argv, &i, 1u << 20, &v))
                return 2;
            cfg.flips = (unsigned)v;
        } else if (strcmp(a, "--structured") == 0) {
            if (!take_uint(argc, argv, &i, 1u << 20, &v))
                return 2;
            cfg.structured = (unsigned)v;
        } else if (strcmp(a, "--seed") == 0) {
            if (!take_uint(argc, argv, &i, UINT64_MAX, &v))
                return 2;
            cfg.seed = v;
        } else if (strcmp(a, "--max-files") == 0) {
            if (!take_uint(argc, argv, &i, 1u << 30, &v))
                return 2;
            cfg.max_files = (unsigned long)v;
        } else if (strcmp(a, "--timeout") == 0) {
            if (!take_uint(argc, argv, &i, 3600, &v) || v == 0) {
                fprintf(stderr, "mutate: --timeout needs 1..3600\n");
                return 2;
            }
            cfg.timeout_s = (unsigned)v;
        } else if (strcmp(a, "--max-reports") == 0) {
            if (!take_uint(argc, argv, &i, 1u << 30, &v))
                return 2;
            cfg.max_reports = (unsigned)v;
        } else if (strcmp(a, "-v") == 0) {
            cfg.verbose = true;
        } else if (strcmp(a, "--no-spirv") == 0) {
            cfg.spirv = false;
        } else if (strcmp(a, "--no-validate") == 0) {
            cfg.validate = false;
        } else if (strcmp(a, "--replay") == 0 && i + 1 < argc) {
            replay_spec = argv[++i];
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "mutate: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else {
            ndirs++;
            tool_collect_status st = tool_collect_shaders(&files, a);
            if (st == TOOL_COLLECT_MISSING) {
                printf("note: %s does not exist; skipped\n", a);
                skipped++;
            } else if (st == TOOL_COLLECT_ERROR) {
                printf("FAIL %s: could not list the folder\n", a);
                list_errors++;
            }
        }
    }

    struct sigaction sa;
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = on_alarm;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGALRM, &sa, NULL);

    if (replay_spec) {
        tool_file_list_free(&files);
        return replay(&cfg, replay_spec);
    }
    if (ndirs == 0) {
        usage(stderr);
        return 2;
    }
    tool_file_list_sort(&files);

    totals t = {0};
    t.failed = list_errors;
    mutation_list l = {0};
    size_t nfiles = files.count;
    if (cfg.max_files && cfg.max_files < nfiles)
        nfiles = cfg.max_files;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (size_t k = 0; k < nfiles; k++) {
        /* Evenly spread picks keep every corpus area represented. */
        size_t idx = nfiles == files.count ? k : k * files.count / nfiles;
        run_file(&cfg, files.paths[idx], &t, &l);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    free(l.items);
    tool_file_list_free(&files);

    if (t.reported > cfg.max_reports)
        printf("... %lu more failures not shown (--max-reports)\n", t.reported - cfg.max_reports);
    printf("files: %lu, mutated inputs run: %lu in %.2f s (%.0f/s)\n", t.files, t.inputs, secs,
           secs > 0 ? (double)t.inputs / secs : 0.0);
    printf("outcomes: %lu accepted, %lu rejected cleanly, %lu failed\n", t.ok, t.rejected, t.failed);
    printf("accepted inputs that also gave SPIR-V: %lu%s\n", t.spirv_emitted,
           !cfg.spirv ? " (--no-spirv)" : cfg.validate ? ", each validated" : " (--no-validate)");
    printf("by status:");
    for (unsigned s = 0; s < sizeof(t.by_status) / sizeof(t.by_status[0]); s++)
        if (t.by_status[s])
            printf(" %s %lu;", dxil2spv_status_string((dxil2spv_status)s), t.by_status[s]);
    printf("\n");
    unsigned long passed = t.ok + t.rejected;
    if (skipped)
        printf("mutate: %lu passed, %lu failed, %lu skipped\n", passed, t.failed, skipped);
    else
        printf("mutate: %lu passed, %lu failed\n", passed, t.failed);
    return t.failed ? 1 : 0;
}
