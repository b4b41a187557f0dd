"""Write, compile/assemble and check every SM 4/5 test under dxbc/<area>/ (see dxbc_common.py).
Usage: python3 gen/gen_dxbc.py [AREA_OR_NAME...]   (needs vkd3d-compiler: VKD3D_COMPILER or ../shared/tools)"""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dxbc_common
for m in ['dxbc_area_basic', 'dxbc_area_types', 'dxbc_area_cf', 'dxbc_area_memory', 'dxbc_area_resources']:
    __import__(m)
print(dxbc_common.build_all(sys.argv[1:]), 'SM 4/5 tests written to', os.path.join(dxbc_common.ROOT, 'dxbc'))
