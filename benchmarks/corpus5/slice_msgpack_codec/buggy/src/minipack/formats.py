"""Type bytes of the MessagePack format."""

NIL = 0xC0
FALSE = 0xC2
TRUE = 0xC3
BIN8, BIN16, BIN32 = 0xC4, 0xC5, 0xC6
FLOAT32, FLOAT64 = 0xCA, 0xCB
UINT8, UINT16, UINT32, UINT64 = 0xCC, 0xCD, 0xCE, 0xCF
INT8, INT16, INT32, INT64 = 0xD0, 0xD1, 0xD2, 0xD3
STR8, STR16, STR32 = 0xD9, 0xDA, 0xDB
ARRAY16, ARRAY32 = 0xDC, 0xDD
MAP16, MAP32 = 0xDE, 0xDF

FIXMAP, FIXARRAY, FIXSTR = 0x80, 0x90, 0xA0
NEGATIVE_FIXINT = 0xE0

# struct formats of the fixed-size payloads
UNSIGNED = {UINT8: ">B", UINT16: ">H", UINT32: ">I", UINT64: ">Q"}
SIGNED = {INT8: ">b", INT16: ">h", INT32: ">i", INT64: ">q"}
LENGTHS = {1: ">B", 2: ">H", 4: ">I"}
