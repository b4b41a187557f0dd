// vkd3d-compiler 1.17 cannot disassemble this shader: it reads no eval_snapped (opcode 0xcb).
