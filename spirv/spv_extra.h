/* SPIR-V enum values newer than the installed SPIRV-Headers (Debian's
 * 1.3.239). The names carry a "Spvx" prefix so that they never clash with the
 * same values once a newer spirv.h defines them; each group names the
 * extension that introduced it.
 */
#ifndef D2S_SPV_EXTRA_H
#define D2S_SPV_EXTRA_H

enum {
    /* SPV_KHR_maximal_reconvergence (no capability of its own). */
    SpvxExecutionModeMaximallyReconvergesKHR = 6023,

    /* SPV_KHR_quad_control. */
    SpvxCapabilityQuadControlKHR = 5087,
    SpvxExecutionModeQuadDerivativesKHR = 5088,
    SpvxExecutionModeRequireFullQuadsKHR = 5089,
    SpvxOpGroupNonUniformQuadAllKHR = 5110,
    SpvxOpGroupNonUniformQuadAnyKHR = 5111,

    /* SPV_KHR_compute_shader_derivatives: the KHR names reuse the values of
     * SPV_NV_compute_shader_derivatives, which spirv.h already has. */
    SpvxCapabilityComputeDerivativeGroupQuadsKHR = 5288,
    SpvxCapabilityComputeDerivativeGroupLinearKHR = 5350,
    SpvxExecutionModeDerivativeGroupQuadsKHR = 5289,
    SpvxExecutionModeDerivativeGroupLinearKHR = 5290,
};

#endif
