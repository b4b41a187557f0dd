/* Enum and flag names for the container dump. Generated once from
 * /work/shared/reference/dxil-enums.json (DXC DxilConstants.h, DxilContainer.h,
 * DxilPipelineStateValidation.h, DxilRootSignature.h, RDAT headers) with a
 * one-off script; aliases (Last*, MaxValue, ValidFlags...) were dropped.
 * Maintained by hand from here on.
 * Lookups are linear: they are only used for dumping. */
#include "container/container_internal.h"

typedef struct name_entry {
    uint32_t value;
    const char *name;
} name_entry;

static const char *lookup(const name_entry *t, size_t n, uint32_t v)
{
    for (size_t i = 0; i < n; i++)
        if (t[i].value == v)
            return t[i].name;
    return NULL;
}

#define LOOKUP_FN(fn, table) \
    const char *fn(uint32_t v) { return lookup(table, sizeof(table) / sizeof(table[0]), v); }

static const name_entry shader_kind_names[] = {
    {0, "Pixel"}, {1, "Vertex"}, {2, "Geometry"}, {3, "Hull"}, {4, "Domain"}, {5, "Compute"},
    {6, "Library"}, {7, "RayGeneration"}, {8, "Intersection"}, {9, "AnyHit"}, {10, "ClosestHit"},
    {11, "Miss"}, {12, "Callable"}, {13, "Mesh"}, {14, "Amplification"}, {15, "Node"},
    {16, "Invalid"},
};
LOOKUP_FN(d2s_cn_shader_kind, shader_kind_names)

static const name_entry sig_semantic_names[] = {
    {0, "Undefined"}, {1, "Position"}, {2, "ClipDistance"}, {3, "CullDistance"},
    {4, "RenderTargetArrayIndex"}, {5, "ViewPortArrayIndex"}, {6, "VertexID"}, {7, "PrimitiveID"},
    {8, "InstanceID"}, {9, "IsFrontFace"}, {10, "SampleIndex"}, {11, "FinalQuadEdgeTessfactor"},
    {12, "FinalQuadInsideTessfactor"}, {13, "FinalTriEdgeTessfactor"},
    {14, "FinalTriInsideTessfactor"}, {15, "FinalLineDetailTessfactor"},
    {16, "FinalLineDensityTessfactor"}, {23, "Barycentrics"}, {24, "ShadingRate"},
    {25, "CullPrimitive"}, {64, "Target"}, {65, "Depth"}, {66, "Coverage"}, {67, "DepthGE"},
    {68, "DepthLE"}, {69, "StencilRef"}, {70, "InnerCoverage"},
};
LOOKUP_FN(d2s_cn_sig_semantic, sig_semantic_names)

static const name_entry sig_comp_type_names[] = {
    {0, "Unknown"}, {1, "UInt32"}, {2, "SInt32"}, {3, "Float32"}, {4, "UInt16"}, {5, "SInt16"},
    {6, "Float16"}, {7, "UInt64"}, {8, "SInt64"}, {9, "Float64"},
};
LOOKUP_FN(d2s_cn_sig_comp_type, sig_comp_type_names)

static const name_entry min_precision_names[] = {
    {0, "Default"}, {1, "Float16"}, {2, "Float2_8"}, {3, "Reserved"}, {4, "SInt16"}, {5, "UInt16"},
    {240, "Any16"}, {241, "Any10"},
};
LOOKUP_FN(d2s_cn_min_precision, min_precision_names)

static const name_entry psv_resource_type_names[] = {
    {1, "Sampler"}, {2, "CBV"}, {3, "SRVTyped"}, {4, "SRVRaw"}, {5, "SRVStructured"},
    {6, "UAVTyped"}, {7, "UAVRaw"}, {8, "UAVStructured"}, {9, "UAVStructuredWithCounter"},
};
LOOKUP_FN(d2s_cn_psv_resource_type, psv_resource_type_names)

static const name_entry resource_kind_names[] = {
    {1, "Texture1D"}, {2, "Texture2D"}, {3, "Texture2DMS"}, {4, "Texture3D"}, {5, "TextureCube"},
    {6, "Texture1DArray"}, {7, "Texture2DArray"}, {8, "Texture2DMSArray"}, {9, "TextureCubeArray"},
    {10, "TypedBuffer"}, {11, "RawBuffer"}, {12, "StructuredBuffer"}, {13, "CBuffer"},
    {14, "Sampler"}, {15, "TBuffer"}, {16, "RTAccelerationStructure"}, {17, "FeedbackTexture2D"},
    {18, "FeedbackTexture2DArray"},
};
LOOKUP_FN(d2s_cn_resource_kind, resource_kind_names)

static const name_entry psv_semantic_kind_names[] = {
    {0, "Arbitrary"}, {1, "VertexID"}, {2, "InstanceID"}, {3, "Position"},
    {4, "RenderTargetArrayIndex"}, {5, "ViewPortArrayIndex"}, {6, "ClipDistance"},
    {7, "CullDistance"}, {8, "OutputControlPointID"}, {9, "DomainLocation"}, {10, "PrimitiveID"},
    {11, "GSInstanceID"}, {12, "SampleIndex"}, {13, "IsFrontFace"}, {14, "Coverage"},
    {15, "InnerCoverage"}, {16, "Target"}, {17, "Depth"}, {18, "DepthLessEqual"},
    {19, "DepthGreaterEqual"}, {20, "StencilRef"}, {21, "DispatchThreadID"}, {22, "GroupID"},
    {23, "GroupIndex"}, {24, "GroupThreadID"}, {25, "TessFactor"}, {26, "InsideTessFactor"},
    {27, "ViewID"}, {28, "Barycentrics"}, {29, "ShadingRate"}, {30, "CullPrimitive"},
};
LOOKUP_FN(d2s_cn_psv_semantic_kind, psv_semantic_kind_names)

static const name_entry interp_mode_names[] = {
    {0, "Undefined"}, {1, "Constant"}, {2, "Linear"}, {3, "LinearCentroid"},
    {4, "LinearNoperspective"}, {5, "LinearNoperspectiveCentroid"}, {6, "LinearSample"},
    {7, "LinearNoperspectiveSample"},
};
LOOKUP_FN(d2s_cn_interp_mode, interp_mode_names)

static const name_entry tess_domain_names[] = {
    {0, "Undefined"}, {1, "IsoLine"}, {2, "Tri"}, {3, "Quad"},
};
LOOKUP_FN(d2s_cn_tess_domain, tess_domain_names)

static const name_entry tess_output_primitive_names[] = {
    {0, "Undefined"}, {1, "Point"}, {2, "Line"}, {3, "TriangleCW"}, {4, "TriangleCCW"},
};
LOOKUP_FN(d2s_cn_tess_output_primitive, tess_output_primitive_names)

static const name_entry input_primitive_names[] = {
    {0, "Undefined"}, {1, "Point"}, {2, "Line"}, {3, "Triangle"}, {4, "Reserved4"},
    {5, "Reserved5"}, {6, "LineWithAdjacency"}, {7, "TriangleWithAdjacency"},
    {8, "ControlPointPatch1"}, {9, "ControlPointPatch2"}, {10, "ControlPointPatch3"},
    {11, "ControlPointPatch4"}, {12, "ControlPointPatch5"}, {13, "ControlPointPatch6"},
    {14, "ControlPointPatch7"}, {15, "ControlPointPatch8"}, {16, "ControlPointPatch9"},
    {17, "ControlPointPatch10"}, {18, "ControlPointPatch11"}, {19, "ControlPointPatch12"},
    {20, "ControlPointPatch13"}, {21, "ControlPointPatch14"}, {22, "ControlPointPatch15"},
    {23, "ControlPointPatch16"}, {24, "ControlPointPatch17"}, {25, "ControlPointPatch18"},
    {26, "ControlPointPatch19"}, {27, "ControlPointPatch20"}, {28, "ControlPointPatch21"},
    {29, "ControlPointPatch22"}, {30, "ControlPointPatch23"}, {31, "ControlPointPatch24"},
    {32, "ControlPointPatch25"}, {33, "ControlPointPatch26"}, {34, "ControlPointPatch27"},
    {35, "ControlPointPatch28"}, {36, "ControlPointPatch29"}, {37, "ControlPointPatch30"},
    {38, "ControlPointPatch31"}, {39, "ControlPointPatch32"},
};
LOOKUP_FN(d2s_cn_input_primitive, input_primitive_names)

static const name_entry primitive_topology_names[] = {
    {0, "Undefined"}, {1, "PointList"}, {2, "LineList"}, {3, "LineStrip"}, {4, "TriangleList"},
    {5, "TriangleStrip"},
};
LOOKUP_FN(d2s_cn_primitive_topology, primitive_topology_names)

static const name_entry mesh_output_topology_names[] = {
    {0, "Undefined"}, {1, "Line"}, {2, "Triangle"},
};
LOOKUP_FN(d2s_cn_mesh_output_topology, mesh_output_topology_names)

static const name_entry rs_param_type_names[] = {
    {0, "DescriptorTable"}, {1, "Constants32Bit"}, {2, "CBV"}, {3, "SRV"}, {4, "UAV"},
};
LOOKUP_FN(d2s_cn_rs_param_type, rs_param_type_names)

static const name_entry rs_visibility_names[] = {
    {0, "All"}, {1, "Vertex"}, {2, "Hull"}, {3, "Domain"}, {4, "Geometry"}, {5, "Pixel"},
    {6, "Amplification"}, {7, "Mesh"},
};
LOOKUP_FN(d2s_cn_rs_visibility, rs_visibility_names)

static const name_entry rs_range_type_names[] = {
    {0, "SRV"}, {1, "UAV"}, {2, "CBV"}, {3, "Sampler"},
};
LOOKUP_FN(d2s_cn_rs_range_type, rs_range_type_names)

static const name_entry filter_names[] = {
    {0, "MIN_MAG_MIP_POINT"}, {1, "MIN_MAG_POINT_MIP_LINEAR"},
    {4, "MIN_POINT_MAG_LINEAR_MIP_POINT"}, {5, "MIN_POINT_MAG_MIP_LINEAR"},
    {16, "MIN_LINEAR_MAG_MIP_POINT"}, {17, "MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {20, "MIN_MAG_LINEAR_MIP_POINT"}, {21, "MIN_MAG_MIP_LINEAR"}, {85, "ANISOTROPIC"},
    {128, "COMPARISON_MIN_MAG_MIP_POINT"}, {129, "COMPARISON_MIN_MAG_POINT_MIP_LINEAR"},
    {132, "COMPARISON_MIN_POINT_MAG_LINEAR_MIP_POINT"},
    {133, "COMPARISON_MIN_POINT_MAG_MIP_LINEAR"}, {144, "COMPARISON_MIN_LINEAR_MAG_MIP_POINT"},
    {145, "COMPARISON_MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {148, "COMPARISON_MIN_MAG_LINEAR_MIP_POINT"}, {149, "COMPARISON_MIN_MAG_MIP_LINEAR"},
    {213, "COMPARISON_ANISOTROPIC"}, {256, "MINIMUM_MIN_MAG_MIP_POINT"},
    {257, "MINIMUM_MIN_MAG_POINT_MIP_LINEAR"}, {260, "MINIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT"},
    {261, "MINIMUM_MIN_POINT_MAG_MIP_LINEAR"}, {272, "MINIMUM_MIN_LINEAR_MAG_MIP_POINT"},
    {273, "MINIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR"}, {276, "MINIMUM_MIN_MAG_LINEAR_MIP_POINT"},
    {277, "MINIMUM_MIN_MAG_MIP_LINEAR"}, {341, "MINIMUM_ANISOTROPIC"},
    {384, "MAXIMUM_MIN_MAG_MIP_POINT"}, {385, "MAXIMUM_MIN_MAG_POINT_MIP_LINEAR"},
    {388, "MAXIMUM_MIN_POINT_MAG_LINEAR_MIP_POINT"}, {389, "MAXIMUM_MIN_POINT_MAG_MIP_LINEAR"},
    {400, "MAXIMUM_MIN_LINEAR_MAG_MIP_POINT"}, {401, "MAXIMUM_MIN_LINEAR_MAG_POINT_MIP_LINEAR"},
    {404, "MAXIMUM_MIN_MAG_LINEAR_MIP_POINT"}, {405, "MAXIMUM_MIN_MAG_MIP_LINEAR"},
    {469, "MAXIMUM_ANISOTROPIC"},
};
LOOKUP_FN(d2s_cn_filter, filter_names)

static const name_entry address_mode_names[] = {
    {1, "Wrap"}, {2, "Mirror"}, {3, "Clamp"}, {4, "Border"}, {5, "MirrorOnce"},
};
LOOKUP_FN(d2s_cn_address_mode, address_mode_names)

static const name_entry comparison_func_names[] = {
    {0, "None"}, {1, "Never"}, {2, "Less"}, {3, "Equal"}, {4, "LessEqual"}, {5, "Greater"},
    {6, "NotEqual"}, {7, "GreaterEqual"}, {8, "Always"},
};
LOOKUP_FN(d2s_cn_comparison_func, comparison_func_names)

static const name_entry border_color_names[] = {
    {0, "TransparentBlack"}, {1, "OpaqueBlack"}, {2, "OpaqueWhite"}, {3, "OpaqueBlackUint"},
    {4, "OpaqueWhiteUint"},
};
LOOKUP_FN(d2s_cn_border_color, border_color_names)

static const name_entry resource_class_names[] = {
    {0, "SRV"}, {1, "UAV"}, {2, "CBuffer"}, {3, "Sampler"},
};
LOOKUP_FN(d2s_cn_resource_class, resource_class_names)

static const name_entry rdat_part_type_names[] = {
    {1, "StringBuffer"}, {2, "IndexArrays"}, {3, "ResourceTable"}, {4, "FunctionTable"},
    {5, "RawBytes"}, {6, "SubobjectTable"}, {7, "NodeIDTable"}, {8, "NodeShaderIOAttribTable"},
    {9, "NodeShaderFuncAttribTable"}, {10, "IONodeTable"}, {11, "NodeShaderInfoTable"},
    {12, "Reserved_MeshNodesPreviewInfoTable"}, {13, "SignatureElementTable"}, {14, "VSInfoTable"},
    {15, "PSInfoTable"}, {16, "HSInfoTable"}, {17, "DSInfoTable"}, {18, "GSInfoTable"},
    {19, "CSInfoTable"}, {20, "MSInfoTable"}, {21, "ASInfoTable"}, {65537, "DxilPdbInfoTable"},
    {65538, "DxilPdbInfoSourceTable"}, {65539, "DxilPdbInfoLibraryTable"},
};
LOOKUP_FN(d2s_cn_rdat_part_type, rdat_part_type_names)

const d2s_cn_flag d2s_cn_feature_flags[] = {
    {0x1ull, "Doubles"},
    {0x2ull, "ComputeShadersPlusRawAndStructuredBuffersViaShader4X"},
    {0x4ull, "UAVsAtEveryStage"},
    {0x8ull, "64UAVs"},
    {0x10ull, "MinimumPrecision"},
    {0x20ull, "11_1_DoubleExtensions"},
    {0x40ull, "11_1_ShaderExtensions"},
    {0x80ull, "LEVEL9ComparisonFiltering"},
    {0x100ull, "TiledResources"},
    {0x200ull, "StencilRef"},
    {0x400ull, "InnerCoverage"},
    {0x800ull, "TypedUAVLoadAdditionalFormats"},
    {0x1000ull, "ROVs"},
    {0x2000ull, "ViewportAndRTArrayIndexFromAnyShaderFeedingRasterizer"},
    {0x4000ull, "WaveOps"},
    {0x8000ull, "Int64Ops"},
    {0x10000ull, "ViewID"},
    {0x20000ull, "Barycentrics"},
    {0x40000ull, "NativeLowPrecision"},
    {0x80000ull, "ShadingRate"},
    {0x100000ull, "Raytracing_Tier_1_1"},
    {0x200000ull, "SamplerFeedback"},
    {0x400000ull, "AtomicInt64OnTypedResource"},
    {0x800000ull, "AtomicInt64OnGroupShared"},
    {0x1000000ull, "DerivativesInMeshAndAmpShaders"},
    {0x2000000ull, "ResourceDescriptorHeapIndexing"},
    {0x4000000ull, "SamplerDescriptorHeapIndexing"},
    {0x8000000ull, "Reserved"},
    {0x10000000ull, "AtomicInt64OnHeapResource"},
    {0x20000000ull, "AdvancedTextureOps"},
    {0x40000000ull, "WriteableMSAATextures"},
    {0x80000000ull, "SampleCmpGradientOrBias"},
    {0x100000000ull, "ExtendedCommandInfo"},
    {0x10000000000ull, "UsesDerivatives"},
    {0x20000000000ull, "RequiresGroup"},
    {0, NULL},
};

const d2s_cn_flag d2s_cn_rs_flags[] = {
    {0x1ull, "AllowInputAssemblerInputLayout"},
    {0x2ull, "DenyVertexShaderRootAccess"},
    {0x4ull, "DenyHullShaderRootAccess"},
    {0x8ull, "DenyDomainShaderRootAccess"},
    {0x10ull, "DenyGeometryShaderRootAccess"},
    {0x20ull, "DenyPixelShaderRootAccess"},
    {0x40ull, "AllowStreamOutput"},
    {0x80ull, "LocalRootSignature"},
    {0x100ull, "DenyAmplificationShaderRootAccess"},
    {0x200ull, "DenyMeshShaderRootAccess"},
    {0x400ull, "CBVSRVUAVHeapDirectlyIndexed"},
    {0x800ull, "SamplerHeapDirectlyIndexed"},
    {0x80000000ull, "AllowLowTierReservedHwCbLimit"},
    {0, NULL},
};

const d2s_cn_flag d2s_cn_range_flags[] = {
    {0x1ull, "DescriptorsVolatile"},
    {0x2ull, "DataVolatile"},
    {0x4ull, "DataStaticWhileSetAtExecute"},
    {0x8ull, "DataStatic"},
    {0x10000ull, "DescriptorsStaticKeepingBufferBoundsChecks"},
    {0, NULL},
};

const d2s_cn_flag d2s_cn_descriptor_flags[] = {
    {0x2ull, "DataVolatile"},
    {0x4ull, "DataStaticWhileSetAtExecute"},
    {0x8ull, "DataStatic"},
    {0, NULL},
};

const d2s_cn_flag d2s_cn_rdat_resource_flags[] = {
    {0x1ull, "UAVGloballyCoherent"},
    {0x2ull, "UAVCounter"},
    {0x4ull, "UAVRasterizerOrderedView"},
    {0x8ull, "DynamicIndexing"},
    {0x10ull, "Atomics64Use"},
    {0x20ull, "UAVReorderCoherent"},
    {0, NULL},
};
