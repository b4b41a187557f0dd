/* DXBC container header, part table and the small parts: program headers
 * (DXIL/ILDB/STAT), the SM 4/5 program part (SHDR/SHEX), signatures
 * (ISG1/OSG1/PSG1 and the older ISGN/OSGN/OSG5/PCSG), SFI0, HASH, ILDN,
 * VERS. PSV0, RTS0, RDAT and RDEF have their own files.
 *
 * The part table is read in one pass that only records where each known
 * part is; decoding then runs in a fixed order, because PSV0 needs the
 * shader kind from the DXIL part, which DXC writes after it.
 */
#include <stdio.h>
#include <string.h>

#include "container/container_internal.h"

#define DXBC_HEADER_SIZE 32u
#define PART_HEADER_SIZE 8u
#define PROGRAM_HEADER_SIZE 24u

/* Known part kinds, in decoding order. */
enum part_kind {
    K_DXIL, K_ILDB, K_STAT, K_ISG1, K_OSG1, K_PSG1, K_SFI0, K_HASH, K_ILDN, K_VERS,
    K_PSV0, K_RTS0, K_RDAT, K_SHDR, K_SHEX, K_ISGN, K_OSGN, K_OSG5, K_PCSG, K_RDEF, K_COUNT
};

static int kind_of(uint32_t fourcc)
{
    switch (fourcc) {
    case D2S_FOURCC_DXIL: return K_DXIL;
    case D2S_FOURCC_ILDB: return K_ILDB;
    case D2S_FOURCC_STAT: return K_STAT;
    case D2S_FOURCC_ISG1: return K_ISG1;
    case D2S_FOURCC_OSG1: return K_OSG1;
    case D2S_FOURCC_PSG1: return K_PSG1;
    case D2S_FOURCC_SFI0: return K_SFI0;
    case D2S_FOURCC_HASH: return K_HASH;
    case D2S_FOURCC_ILDN: return K_ILDN;
    case D2S_FOURCC_VERS: return K_VERS;
    case D2S_FOURCC_PSV0: return K_PSV0;
    case D2S_FOURCC_RTS0: return K_RTS0;
    case D2S_FOURCC_RDAT: return K_RDAT;
    case D2S_FOURCC_SHDR: return K_SHDR;
    case D2S_FOURCC_SHEX: return K_SHEX;
    case D2S_FOURCC_ISGN: return K_ISGN;
    case D2S_FOURCC_OSGN: return K_OSGN;
    case D2S_FOURCC_OSG5: return K_OSG5;
    case D2S_FOURCC_PCSG: return K_PCSG;
    case D2S_FOURCC_RDEF: return K_RDEF;
    default: return -1;
    }
}

static void fourcc_name(uint32_t fourcc, char name[5])
{
    for (int i = 0; i < 4; i++) {
        uint8_t ch = (uint8_t)(fourcc >> (8 * i));
        name[i] = (ch >= 0x20 && ch < 0x7F) ? (char)ch : '?';
    }
    name[4] = 0;
}

void d2s_part_fail(const d2s_part_reader *r, d2s_status st, const char *fmt, ...)
{
    char msg[384];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof(msg), fmt, ap);
    va_end(ap);
    d2s_fail(r->ctx, st, "container: %s part at offset %u: %s", r->part->name, r->part->offset, msg);
}

const d2s_container_part *d2s_container_find_part(const d2s_container *c, uint32_t fourcc)
{
    for (uint32_t i = 0; i < c->num_parts; i++)
        if (c->parts[i].fourcc == fourcc)
            return &c->parts[i];
    return NULL;
}

/* ---- program header (DXIL, ILDB, STAT) ---------------------------------- */

static void read_program(d2s_ctx *ctx, const d2s_container_part *p, d2s_program_header *h)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, PROGRAM_HEADER_SIZE, "program header");
    const uint8_t *d = p->data;
    uint32_t version = d2s_le32(d), size_dwords = d2s_le32(d + 4), magic = d2s_le32(d + 8);
    uint32_t dxil_version = d2s_le32(d + 12), bc_offset = d2s_le32(d + 16), bc_size = d2s_le32(d + 20);

    if (magic != D2S_FOURCC_DXIL)
        d2s_part_fail(&r, D2S_ERR_INVALID, "program header magic is 0x%08x, expected 'DXIL'", magic);
    /* The header counts the whole part in dwords; parts are padded to 4. */
    uint64_t declared = (uint64_t)size_dwords * 4;
    if (declared > p->size || p->size - declared >= 4)
        d2s_part_fail(&r, D2S_ERR_INVALID, "program header SizeInUint32 %u (%llu bytes) does not match the part size %u",
                      size_dwords, (unsigned long long)declared, p->size);
    h->program_version = version;
    h->shader_kind = version >> 16;
    h->sm_major = (version >> 4) & 0xF;
    h->sm_minor = version & 0xF;
    h->dxil_major = dxil_version >> 8;
    h->dxil_minor = dxil_version & 0xFF;
    if (h->shader_kind > 15)
        d2s_part_fail(&r, D2S_ERR_UNSUPPORTED, "unknown shader kind %u in ProgramVersion 0x%08x", h->shader_kind, version);
    if (h->dxil_major != 1)
        d2s_part_fail(&r, D2S_ERR_UNSUPPORTED, "DXIL version %u.%u is not supported (only 1.x)", h->dxil_major,
                      h->dxil_minor);
    /* BitcodeOffset counts from the magic (part offset 8) and must not point
     * back into the header. */
    if (bc_offset < PROGRAM_HEADER_SIZE - 8)
        d2s_part_fail(&r, D2S_ERR_INVALID, "BitcodeOffset %u points into the program header (minimum 16)", bc_offset);
    uint64_t bc_start = 8 + (uint64_t)bc_offset;
    if (bc_start > declared || bc_size > declared - bc_start)
        d2s_part_fail(&r, D2S_ERR_INVALID, "bitcode (%u bytes at part offset %llu) extends past the program (%llu bytes)",
                      bc_size, (unsigned long long)bc_start, (unsigned long long)declared);
    if (bc_size == 0)
        d2s_part_fail(&r, D2S_ERR_INVALID, "BitcodeSize is 0 (no module)");
    h->bitcode = d + bc_start;
    h->bitcode_size = bc_size;
}

/* ---- signatures ---------------------------------------------------------- */

/* The element layouts of the signature parts: ISGN/OSGN/PCSG (SM 4/5) have
 * 24-byte elements without a stream; OSG5 (SM 5 geometry shaders) puts the
 * stream first (28 bytes); ISG1/OSG1/PSG1 (SM 5.1 and DXIL) add the
 * minimum precision at the end (32 bytes). */
typedef struct sig_layout {
    uint32_t size;
    bool has_stream, has_min_precision;
} sig_layout;

/* Bounds that no compiler's output reaches, so that hostile parts cost
 * bounded work: elements per signature, bytes per semantic name. */
#define MAX_SIGNATURE_ELEMENTS 4096u
#define MAX_SEMANTIC_NAME 1024u

static const sig_layout SIG_V0 = {24, false, false}, SIG_V5 = {28, true, false}, SIG_V1 = {32, true, true};

static void read_signature(d2s_ctx *ctx, const d2s_container_part *p, sig_layout lay, d2s_sig_part *sig)
{
    d2s_part_reader r = {ctx, p};
    uint32_t count = d2s_part_u32(&r, 0, "ParamCount");
    uint32_t table = d2s_part_u32(&r, 4, "ParamOffset");
    /* Checked against the part before the element array is allocated. */
    d2s_part_need(&r, table, (uint64_t)count * lay.size, "signature element table");
    if (count > MAX_SIGNATURE_ELEMENTS)
        d2s_part_fail(&r, D2S_ERR_INVALID, "%u elements (a D3D signature has at most 32 registers of 4 components "
                      "and a few system values; more than %u is not a signature)", count, MAX_SIGNATURE_ELEMENTS);
    sig->present = true;
    memcpy(sig->part, p->name, sizeof(sig->part));
    sig->count = count;
    sig->elements = count ? d2s_alloc_array(ctx, count, sizeof(*sig->elements)) : NULL;
    for (uint32_t i = 0; i < count; i++) {
        const uint8_t *e = p->data + table + (size_t)i * lay.size;
        d2s_sig_part_element *o = &sig->elements[i];
        o->stream = lay.has_stream ? d2s_le32(e) : 0;
        if (lay.has_stream)
            e += 4;
        uint32_t name = d2s_le32(e);
        if (name >= p->size)
            d2s_part_fail(&r, D2S_ERR_INVALID, "element %u: SemanticName offset %u is outside the part (%u bytes)", i,
                          name, p->size);
        /* Bounded scans (elements may all name one long string) and a copy:
         * the reflection's semantic names outlive the input. */
        uint32_t room = p->size - name < MAX_SEMANTIC_NAME + 1 ? p->size - name : MAX_SEMANTIC_NAME + 1;
        const uint8_t *end = memchr(p->data + name, 0, room);
        if (!end)
            d2s_part_fail(&r, D2S_ERR_INVALID, "element %u: semantic name at part offset %u is %s %u bytes", i, name,
                          room > MAX_SEMANTIC_NAME ? "longer than" : "not NUL-terminated within its",
                          room > MAX_SEMANTIC_NAME ? MAX_SEMANTIC_NAME : room);
        o->semantic_name = d2s_strndup(ctx, (const char *)p->data + name, (size_t)(end - (p->data + name)));
        o->semantic_index = d2s_le32(e + 4);
        o->system_value = d2s_le32(e + 8);
        o->comp_type = d2s_le32(e + 12);
        o->reg = d2s_le32(e + 16);
        o->mask = e[20];
        o->rw_mask = e[21];
        o->min_precision = lay.has_min_precision ? d2s_le32(e + 24) : 0;
    }
}

/* Two parts that give one signature (ISGN and ISG1): the newer form wins. */
static void read_signature_pair(d2s_ctx *ctx, const d2s_container_part *v1, const d2s_container_part *old,
                                sig_layout old_layout, d2s_sig_part *sig)
{
    if (v1)
        read_signature(ctx, v1, SIG_V1, sig);
    else if (old)
        read_signature(ctx, old, old_layout, sig);
    if (v1 && old)
        d2s_warn(ctx, "container: both %s and %s parts; using %s", v1->name, old->name, v1->name);
}

/* ---- SM 4/5 program (SHDR / SHEX) ------------------------------------------ */

/* The first two tokens: version (program type in bits 16-31, major in 4-7,
 * minor in 0-3) and the length of the program in dwords, tokens included. */
static void read_dxbc_program(d2s_ctx *ctx, const d2s_container_part *p, d2s_dxbc_program *prog)
{
    d2s_part_reader r = {ctx, p};
    uint32_t version = d2s_part_u32(&r, 0, "version token");
    uint32_t length = d2s_part_u32(&r, 4, "length token");
    prog->program_type = version >> 16;
    prog->sm_major = (version >> 4) & 0xF;
    prog->sm_minor = version & 0xF;
    prog->part_name = p->fourcc == D2S_FOURCC_SHDR ? "SHDR" : "SHEX";
    if (prog->program_type > 5)
        d2s_part_fail(&r, D2S_ERR_INVALID, "program type %u in version token 0x%08x is none of pixel, vertex, "
                      "geometry, hull, domain, compute", prog->program_type, version);
    if (prog->sm_major < 4 || prog->sm_major > 5 || prog->sm_minor > 1)
        d2s_part_fail(&r, D2S_ERR_UNSUPPORTED, "shader model %u.%u in version token 0x%08x (SM 4.0-5.1 are SHDR/SHEX "
                      "programs)", prog->sm_major, prog->sm_minor, version);
    if (length < 2 || (uint64_t)length * 4 > p->size)
        d2s_part_fail(&r, D2S_ERR_INVALID, "length token says %u dwords but the part has %u bytes", length, p->size);
    prog->tokens = p->data;
    prog->token_count = length;
}

/* ---- small parts --------------------------------------------------------- */

static void read_sfi0(d2s_ctx *ctx, const d2s_container_part *p, d2s_container *c)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, 8, "feature flags (u64)");
    c->has_sfi0 = true;
    c->feature_flags = d2s_le64(p->data);
}

static void read_hash(d2s_ctx *ctx, const d2s_container_part *p, d2s_container *c)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, 20, "shader hash (flags + 16-byte digest)");
    c->has_hash = true;
    c->hash_flags = d2s_le32(p->data);
    memcpy(c->hash_digest, p->data + 4, 16);
}

static void read_ildn(d2s_ctx *ctx, const d2s_container_part *p, d2s_container *c)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, 4, "debug name header");
    uint32_t len = d2s_le16(p->data + 2);
    d2s_part_need(&r, 4, (uint64_t)len + 1, "debug name");
    if (p->data[4 + len] != 0)
        d2s_part_fail(&r, D2S_ERR_INVALID, "debug name of NameLength %u is not NUL-terminated", len);
    c->debug_name = (const char *)p->data + 4;
}

static void read_vers(d2s_ctx *ctx, const d2s_container_part *p, d2s_container *c)
{
    d2s_part_reader r = {ctx, p};
    d2s_part_need(&r, 0, 16, "compiler version header");
    const uint8_t *d = p->data;
    uint32_t list_size = d2s_le32(d + 12);
    d2s_part_need(&r, 16, list_size, "version string list");
    c->has_vers = true;
    c->vers.major = d2s_le16(d);
    c->vers.minor = d2s_le16(d + 2);
    c->vers.flags = d2s_le32(d + 4);
    c->vers.commit_count = d2s_le32(d + 8);
    c->vers.commit_sha = c->vers.custom_version = "";
    if (!list_size)
        return;
    /* Two NUL-terminated strings: commit SHA, then the custom version. */
    const uint8_t *list = d + 16;
    const uint8_t *nul = memchr(list, 0, list_size);
    if (!nul)
        d2s_part_fail(&r, D2S_ERR_INVALID, "commit SHA in the version string list is not NUL-terminated");
    c->vers.commit_sha = (const char *)list;
    size_t rest = list_size - (size_t)(nul + 1 - list);
    if (rest) {
        if (!memchr(nul + 1, 0, rest))
            d2s_part_fail(&r, D2S_ERR_INVALID, "custom version string is not NUL-terminated");
        c->vers.custom_version = (const char *)nul + 1;
    }
}

/* ---- input forms --------------------------------------------------------- */

static void read_part_table(d2s_ctx *ctx, const uint8_t *data, size_t size, d2s_container *c)
{
    if (size < DXBC_HEADER_SIZE)
        d2s_fail(ctx, D2S_ERR_INVALID, "container: input of %zu bytes is shorter than the 32-byte DXBC header", size);
    memcpy(c->digest, data + 4, 16);
    c->version_major = d2s_le16(data + 20);
    c->version_minor = d2s_le16(data + 22);
    uint32_t csize = d2s_le32(data + 24), count = d2s_le32(data + 28);
    if (c->version_major != 1)
        d2s_fail(ctx, D2S_ERR_UNSUPPORTED, "container: DXBC container version %u.%u is not supported (only 1.x)",
                 c->version_major, c->version_minor);
    if (csize > size)
        d2s_fail(ctx, D2S_ERR_INVALID,
                 "container: header claims %u bytes (ContainerSizeInBytes) but the input has only %zu (truncated?)",
                 csize, size);
    if (csize < DXBC_HEADER_SIZE)
        d2s_fail(ctx, D2S_ERR_INVALID, "container: ContainerSizeInBytes %u is smaller than the 32-byte header", csize);
    if (csize < size)
        d2s_warn(ctx, "container: %zu bytes after the container end (ContainerSizeInBytes %u) ignored", size - csize,
                 csize);
    /* Each part costs at least its 4-byte table entry and 8-byte header;
     * this bounds the allocation below by the real input. */
    if (count > (csize - DXBC_HEADER_SIZE) / (4 + PART_HEADER_SIZE))
        d2s_fail(ctx, D2S_ERR_INVALID, "container: PartCount %u cannot fit in a container of %u bytes", count, csize);
    uint32_t table_end = DXBC_HEADER_SIZE + 4 * count;
    c->form = D2S_CONTAINER_DXBC;
    c->container_size = csize;
    c->num_parts = count;
    c->parts = count ? d2s_alloc_array(ctx, count, sizeof(*c->parts)) : NULL;
    for (uint32_t i = 0; i < count; i++) {
        uint32_t off = d2s_le32(data + DXBC_HEADER_SIZE + 4 * i);
        if (off < table_end || off > csize - PART_HEADER_SIZE)
            d2s_fail(ctx, D2S_ERR_INVALID,
                     "container: part %u: header offset %u is outside the part area [%u, %u) of the container", i, off,
                     table_end, csize - PART_HEADER_SIZE + 1);
        d2s_container_part *p = &c->parts[i];
        p->fourcc = d2s_le32(data + off);
        p->size = d2s_le32(data + off + 4);
        p->offset = off + PART_HEADER_SIZE;
        p->data = data + p->offset;
        fourcc_name(p->fourcc, p->name);
        if (p->size > csize - p->offset)
            d2s_fail(ctx, D2S_ERR_INVALID,
                     "container: part %u ('%s') at offset %u: PartSize %u extends past the container end (%u bytes)", i,
                     p->name, p->offset, p->size, csize);
    }
}

/* A single synthetic part for the bare forms. */
static d2s_container_part *single_part(d2s_ctx *ctx, d2s_container *c, const uint8_t *data, uint32_t size)
{
    d2s_container_part *p = d2s_zalloc(ctx, sizeof(*p));
    p->fourcc = D2S_FOURCC_DXIL;
    fourcc_name(p->fourcc, p->name);
    p->offset = 0;
    p->size = size;
    p->data = data;
    c->num_parts = 1;
    c->parts = p;
    c->container_size = size;
    return p;
}

static bool is_bitcode(const uint8_t *data, size_t size)
{
    return size >= 4 && data[0] == 'B' && data[1] == 'C' && data[2] == 0xC0 && data[3] == 0xDE;
}

static bool is_program_part(const uint8_t *data, size_t size)
{
    return size >= PROGRAM_HEADER_SIZE && d2s_le32(data + 8) == D2S_FOURCC_DXIL;
}

/* ---- entry points -------------------------------------------------------- */

static void decode_parts(d2s_ctx *ctx, d2s_container *c)
{
    const d2s_container_part *known[K_COUNT] = {0};
    uint32_t known_index[K_COUNT] = {0};
    for (uint32_t i = 0; i < c->num_parts; i++) {
        int k = kind_of(c->parts[i].fourcc);
        if (k < 0)
            continue; /* PRIV, SRCI, PDBI, STAT of SM 4/5 (IFCE, ...), unknown: listed, not decoded */
        if (!known[k]) {
            known[k] = &c->parts[i];
            known_index[k] = i;
        } else if (k == K_DXIL) {
            d2s_fail(ctx, D2S_ERR_INVALID, "container: two DXIL parts (parts %u and %u); which one to translate is ambiguous",
                     known_index[k], i);
        } else {
            d2s_warn(ctx, "container: duplicate %s part (part %u) ignored; using part %u", c->parts[i].name, i,
                     known_index[k]);
        }
    }

    if (known[K_DXIL]) {
        read_program(ctx, known[K_DXIL], &c->dxil);
        c->has_dxil = true;
    }
    if (known[K_ILDB]) {
        read_program(ctx, known[K_ILDB], &c->ildb);
        c->has_ildb = true;
        if (!c->has_dxil) {
            d2s_warn(ctx, "container: no DXIL part; translating the ILDB (debug) module instead");
            c->dxil = c->ildb;
            c->has_dxil = true;
            c->dxil_from_ildb = true;
        }
    }
    /* An SM 4/5 container's STAT is FXC's instruction statistics, not a
     * DXIL program: only a part with the program header's magic is read. */
    if (known[K_STAT] && is_program_part(known[K_STAT]->data, known[K_STAT]->size)) {
        read_program(ctx, known[K_STAT], &c->stat);
        c->has_stat = true;
    }
    if (known[K_SHDR] || known[K_SHEX]) {
        if (known[K_SHDR] && known[K_SHEX])
            d2s_fail(ctx, D2S_ERR_INVALID, "container: both SHDR and SHEX parts; which one to translate is ambiguous");
        if (c->has_dxil)
            d2s_fail(ctx, D2S_ERR_INVALID, "container: both a DXIL part and an %s part; which one to translate is "
                     "ambiguous", known[K_SHDR] ? "SHDR" : "SHEX");
        read_dxbc_program(ctx, known[K_SHDR] ? known[K_SHDR] : known[K_SHEX], &c->dxbc);
        c->has_dxbc = true;
    }
    read_signature_pair(ctx, known[K_ISG1], known[K_ISGN], SIG_V0, &c->in_sig);
    read_signature_pair(ctx, known[K_OSG1], known[K_OSG5] ? known[K_OSG5] : known[K_OSGN],
                        known[K_OSG5] ? SIG_V5 : SIG_V0, &c->out_sig);
    read_signature_pair(ctx, known[K_PSG1], known[K_PCSG], SIG_V0, &c->pc_sig);
    if (known[K_RDEF])
        d2s_container_read_rdef(ctx, c, known[K_RDEF]);
    if (known[K_SFI0])
        read_sfi0(ctx, known[K_SFI0], c);
    if (known[K_HASH])
        read_hash(ctx, known[K_HASH], c);
    if (known[K_ILDN])
        read_ildn(ctx, known[K_ILDN], c);
    if (known[K_VERS])
        read_vers(ctx, known[K_VERS], c);
    if (known[K_PSV0])
        d2s_container_read_psv(ctx, c, known[K_PSV0]);
    if (known[K_RTS0])
        d2s_container_read_rts(ctx, c, known[K_RTS0]);
    if (known[K_RDAT]) {
        d2s_container_check_rdat(ctx, known[K_RDAT]);
        c->rdat = known[K_RDAT];
    }
}

void d2s_container_parse(d2s_ctx *ctx, const uint8_t *data, size_t size, d2s_container *out)
{
    memset(out, 0, sizeof(*out));
    if (!data)
        size = 0;
    /* Part offsets and sizes are 32-bit; DXC caps containers at 2 GiB. */
    if (size > UINT32_MAX)
        d2s_fail(ctx, D2S_ERR_LIMIT, "container: input of %zu bytes is larger than 4 GiB", size);

    if (size >= 4 && d2s_le32(data) == D2S_FOURCC_DXBC) {
        read_part_table(ctx, data, size, out);
        decode_parts(ctx, out);
    } else if (is_bitcode(data, size)) {
        single_part(ctx, out, data, (uint32_t)size);
        out->form = D2S_CONTAINER_BITCODE;
        out->has_dxil = true;
        out->dxil.shader_kind = 16; /* DXIL::ShaderKind::Invalid: unknown until the metadata is read */
        out->dxil.bitcode = data;
        out->dxil.bitcode_size = (uint32_t)size;
    } else if (is_program_part(data, size)) {
        /* SizeInUint32 bounds the part; trailing bytes are tolerated. */
        uint64_t declared = (uint64_t)d2s_le32(data + 4) * 4;
        if (declared > size)
            d2s_fail(ctx, D2S_ERR_INVALID,
                     "container: bare DXIL program part claims %llu bytes (SizeInUint32) but the input has only %zu",
                     (unsigned long long)declared, size);
        if (declared < size)
            d2s_warn(ctx, "container: %llu bytes after the bare DXIL program part ignored",
                     (unsigned long long)(size - declared));
        d2s_container_part *p = single_part(ctx, out, data, (uint32_t)declared);
        out->form = D2S_CONTAINER_PROGRAM_PART;
        read_program(ctx, p, &out->dxil);
        out->has_dxil = true;
    } else {
        d2s_fail(ctx, D2S_ERR_INVALID,
                 "container: input (%zu bytes) is neither a DXBC container ('DXBC'), a DXIL program part nor LLVM bitcode "
                 "('BC' 0xC0DE)",
                 size);
    }
}
