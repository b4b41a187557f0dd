/* Hull shaders: DXBC's phases (hs_decls, the control-point phase, fork
 * and join phases with their instance counts) become DXIL's pair of
 * functions: the entry point runs the control-point phase once per output
 * control point, the patch-constant function runs every fork and join
 * phase in order, each instanced phase as a loop over its instances.
 *
 * D3D runs a phase's instances in parallel and the fork phases in any
 * order, but nothing of one can see the others' work except through the
 * patch constants it writes, which D3D forbids two instances (or two fork
 * phases) to write both; the join phases then read them (vpc#). Running
 * them one after another in program order is therefore one of the
 * executions D3D allows, and lets later phases read earlier patch
 * constants as SSA values (dxbc_io.c keeps a shadow variable per patch
 * constant register component).
 *
 * Each phase has its own temporaries: they are reset to undefined where
 * the phase (or each of its instances) begins, so nothing flows between
 * phases or instances through r#, as in D3D. Indexable temporaries belong
 * to the phase that declared them (dxbc_itemp.phase_id); those hs_decls
 * declares, every phase may use, each phase with a copy of its own
 * (dxbc_declare_locals).
 *
 * Without a control-point phase the hull shader passes its input control
 * points through: output control point i is input control point i, every
 * output register component copied from the input register component of
 * the same number (D3D requires the two signatures to agree there).
 */
#include "dxbc/dxbc_internal.h"
#include "dxbc/dxbc_opcodes.h"

typedef struct hull_phase {
    uint32_t kind;             /* DXBC_PHASE_* */
    uint32_t first, end;       /* instructions after the phase's opcode, up to the next phase */
    int32_t id;                /* the phase instruction's index */
    uint32_t instances;
} hull_phase;

static const char *phase_name(uint32_t kind)
{
    return kind == DXBC_PHASE_CONTROL_POINT ? "control-point" : kind == DXBC_PHASE_FORK ? "fork" : "join";
}

/* The phases in program order; the instance counts from their
 * declarations. Code outside every phase (in hs_decls) is refused. */
static void find_phases(dxbc_lower *lc, hull_phase *phases, uint32_t *num, hull_phase **cp)
{
    const dxbc_program *p = lc->prog;
    uint32_t n = 0;
    *cp = NULL;
    for (uint32_t i = 0; i < p->num_instrs; i++) {
        const dxbc_instr *in = &p->instrs[i];
        uint32_t kind = in->opcode == DXBC_OP_HS_CONTROL_POINT_PHASE ? DXBC_PHASE_CONTROL_POINT
                        : in->opcode == DXBC_OP_HS_FORK_PHASE       ? DXBC_PHASE_FORK
                        : in->opcode == DXBC_OP_HS_JOIN_PHASE       ? DXBC_PHASE_JOIN
                                                                    : DXBC_PHASE_NONE;
        lc->in = in;
        if (kind == DXBC_PHASE_NONE) {
            if (in->opcode == DXBC_OP_HS_DECLS && n)
                dxbc_invalid(lc, "hs_decls after the first phase");
            if (in->opcode == DXBC_OP_DCL_HS_FORK_PHASE_INSTANCE_COUNT ||
                in->opcode == DXBC_OP_DCL_HS_JOIN_PHASE_INSTANCE_COUNT) {
                uint32_t want = in->opcode == DXBC_OP_DCL_HS_FORK_PHASE_INSTANCE_COUNT ? DXBC_PHASE_FORK
                                                                                       : DXBC_PHASE_JOIN;
                if (!n || phases[n - 1].kind != want)
                    dxbc_invalid(lc, "a %s phase instance count outside a %s phase", phase_name(want),
                                 phase_name(want));
                /* D3D11: at most 128 instances of a phase */
                if (!in->dcl[0] || in->dcl[0] > 128)
                    dxbc_invalid(lc, "%u instances of a %s phase (1 to 128)", in->dcl[0], phase_name(want));
                phases[n - 1].instances = in->dcl[0];
            } else if (!n && !(dxbc_opcode_table[in->opcode].flags & DXBC_OPF_DCL) &&
                       in->opcode != DXBC_OP_HS_DECLS && in->opcode != DXBC_OP_NOP) {
                dxbc_invalid(lc, "code before the hull shader's first phase");
            }
            continue;
        }
        if (kind == DXBC_PHASE_CONTROL_POINT) {
            if (*cp)
                dxbc_invalid(lc, "a second control-point phase");
            if (n)
                dxbc_invalid(lc, "the control-point phase after a %s phase", phase_name(phases[n - 1].kind));
        } else if (kind == DXBC_PHASE_FORK && n && phases[n - 1].kind == DXBC_PHASE_JOIN) {
            dxbc_invalid(lc, "a fork phase after a join phase");
        }
        if (n)
            phases[n - 1].end = i;
        phases[n] = (hull_phase){kind, i + 1, p->num_instrs, (int32_t)i, 1};
        if (kind == DXBC_PHASE_CONTROL_POINT)
            *cp = &phases[n];
        n++;
    }
    lc->in = NULL;
    *num = n;
}

/* Every temporary undefined again where a phase or one of its instances
 * begins: those written since the last reset (so that the work is that of
 * the writes, not phases x dcl_temps). */
static void reset_temps(dxbc_lower *lc)
{
    ir_value *u = dxbc_undef(lc, lc->t_i32);
    for (uint32_t i = 0; i < lc->temps_written.count; i++) {
        uint32_t v = lc->temps_written.data[i];
        dxbc_ssa_write(lc, v, lc->bb, u);
        lc->temp_written[v] = false;
    }
    lc->temps_written.count = 0;
}

static void check_closed(dxbc_lower *lc, const hull_phase *ph)
{
    lc->in = &lc->prog->instrs[ph->id]; /* the message names the phase */
    if (lc->cf.count)
        dxbc_invalid(lc, "the %s phase ends inside an unclosed %s", phase_name(ph->kind),
                     lc->cf.data[lc->cf.count - 1].kind == DXBC_CF_IF     ? "if"
                     : lc->cf.data[lc->cf.count - 1].kind == DXBC_CF_LOOP ? "loop"
                                                                           : "switch");
}

/* The phase's code from the current block on; its `ret` and its end go to
 * `exit`, which becomes the current block. */
static void lower_phase_code(dxbc_lower *lc, const hull_phase *ph, ir_block *exit)
{
    lc->exit = exit;
    reset_temps(lc);
    dxbc_lower_range(lc, ph->first, ph->end);
    check_closed(lc, ph);
    lc->in = NULL;
    dxbc_br(lc, exit);
    dxbc_ssa_seal(lc, exit);
    lc->bb = exit;
}

/* One fork or join phase in the patch-constant function: its code once,
 * or a loop over its instances with vForkInstanceID / vJoinInstanceID the
 * counter. `ret` ends the instance. */
static void lower_pc_phase(dxbc_lower *lc, const hull_phase *ph)
{
    lc->phase = ph->kind;
    lc->cur_phase_id = ph->id;
    dxbc_declare_locals(lc, ph->id);
    ir_block *after = dxbc_new_block(lc);
    if (ph->instances == 1) {
        lc->phase_instance = dxbc_u32(lc, 0);
        lower_phase_code(lc, ph, after);
        return;
    }
    /* do { body } while (++i < instances): the body's first block is the
     * loop header, sealed when the back edge is known. */
    dxbc_ssa_write(lc, DXBC_VAR_PHASE_INSTANCE, lc->bb, dxbc_u32(lc, 0));
    ir_block *body = dxbc_new_block(lc), *latch = dxbc_new_block(lc);
    dxbc_br(lc, body);
    lc->bb = body;
    lc->phase_instance = dxbc_ssa_read(lc, DXBC_VAR_PHASE_INSTANCE, body);
    lower_phase_code(lc, ph, latch);
    ir_value *next = dxbc_binop(lc, IR_OP_ADD, lc->phase_instance, dxbc_u32(lc, 1));
    dxbc_ssa_write(lc, DXBC_VAR_PHASE_INSTANCE, latch, next);
    dxbc_condbr(lc, dxbc_icmp(lc, IR_ICMP_ULT, next, dxbc_u32(lc, ph->instances)), body, after);
    dxbc_ssa_seal(lc, body);
    dxbc_ssa_seal(lc, after);
    lc->bb = after;
}

void dxbc_lower_hull(dxbc_lower *lc, ir_function *main_fn)
{
    const dxbc_program *p = lc->prog;
    hull_phase *phases = d2s_zalloc_array(lc->ctx, p->num_instrs ? p->num_instrs : 1, sizeof(*phases));
    uint32_t n;
    hull_phase *cp;
    find_phases(lc, phases, &n, &cp);
    lc->temp_written = d2s_zalloc_array(lc->ctx, lc->num_temps ? lc->num_temps * 4 : 1, sizeof(bool));

    /* The entry point: the control-point phase, or the pass-through. */
    lc->phase = DXBC_PHASE_CONTROL_POINT;
    lc->cur_phase_id = cp ? cp->id : -1;
    dxbc_begin_function(lc, main_fn);
    if (cp) {
        dxbc_lower_range(lc, cp->first, cp->end);
        check_closed(lc, cp);
        lc->in = NULL;
    } else {
        if (lc->ep->hs.output_cp_count > lc->ep->hs.input_cp_count)
            dxbc_invalid(lc, "a hull shader without a control-point phase passes its %u input control points "
                         "through, but declares %u output control points",
                         lc->ep->hs.input_cp_count, lc->ep->hs.output_cp_count);
        dxbc_copy_control_point(lc);
    }
    dxbc_end_function(lc);

    /* The patch-constant function: every fork and join phase in order. */
    ir_type *fty = ir_type_function(lc->m, lc->t_void, NULL, 0);
    ir_function *pc = ir_function_create(lc->m, "patch_constant", fty, false);
    lc->pc_fn = pc;
    lc->ep->hs.patch_constant_func = pc;
    lc->phase = DXBC_PHASE_FORK;
    lc->cur_phase_id = -1;
    dxbc_begin_function(lc, pc);
    ir_block *fn_exit = lc->exit;
    for (uint32_t i = 0; i < n; i++)
        if (phases[i].kind != DXBC_PHASE_CONTROL_POINT)
            lower_pc_phase(lc, &phases[i]);
    lc->exit = fn_exit;
    dxbc_end_function(lc);

    lc->phase = DXBC_PHASE_NONE;
    lc->cur_phase_id = -1;
    lc->phase_instance = NULL;
    lc->temp_written = NULL;
}
