#!/usr/bin/env python3
"""Writes all_builtins.cl, a kernel calling every OpenCL 1.2 pure builtin over a spread of types; compile it
with clang-16 (see README in this folder) to refresh clang16_declarations.ll."""
ftypes = ["float", "float4", "double", "double3", "half", "half8", "float16", "double2"]
un = ("acos acosh acospi asin asinh asinpi atan atanh atanpi cbrt ceil cos cosh cospi erfc erf exp exp2 exp10 expm1"
      " fabs floor lgamma log log2 log10 log1p logb rint round rsqrt sin sinh sinpi sqrt tan tanh tanpi tgamma trunc"
      " degrees radians sign").split()
nat = "cos exp exp2 exp10 log log2 log10 recip rsqrt sin sqrt tan".split()
bi = ("atan2 atan2pi copysign fdim fmax fmin fmod hypot maxmag minmag nextafter pow powr remainder step max min"
      " native_divide native_powr half_divide half_powr").split()
rel1 = "isfinite isinf isnan isnormal signbit".split()
rel2 = "isequal isnotequal isgreater isgreaterequal isless islessequal islessgreater isordered isunordered".split()
L = ["#pragma OPENCL EXTENSION cl_khr_fp64 : enable", "#pragma OPENCL EXTENSION cl_khr_fp16 : enable",
     "__kernel void k(__global float* out, __global int* iout, __global long* lout, float s, int n) {"]


def width(t):
    return t.lstrip("abcdefghijklmnopqrstuvwxyz")


def relational(t):
    el = t.rstrip("0123456789")
    if width(t) == "":
        return "int"
    return {"float": "int", "double": "long", "half": "short"}[el] + width(t)


for t in ftypes:
    el = t.rstrip("0123456789")
    w = width(t)
    L.append(" { %s a = (%s) s, b = (%s) (s + 1), c = (%s) (s + 2); %s r = a; %s m = (%s) n; int%s mi = (int%s) n;"
             % (t, t, t, t, t, relational(t), relational(t), w, w))
    for f in un:
        L.append("  r += %s(a);" % f)
    if el == "float":
        for f in nat:
            L.append("  r += native_%s(a) + half_%s(a);" % (f, f))
    for f in bi:
        if el == "float" or not f.startswith(("native_", "half_")):
            L.append("  r += %s(a, b);" % f)
    if w:
        for f in ["fmax", "fmin", "max", "min"]:
            L.append("  r += %s(a, (%s) s);" % (f, el))
        L.append("  r += step((%s) s, a) + smoothstep((%s) 0, (%s) 1, a) + clamp(a, (%s) 0, (%s) 1)"
                 " + mix(a, b, (%s) 0.5) + ldexp(a, n);" % (el, el, el, el, el, el))
    L.append("  r += fma(a, b, c) + mad(a, b, c) + clamp(a, b, c) + mix(a, b, c) + smoothstep(a, b, c);")
    L.append("  r += ldexp(a, mi) + pown(a, mi) + rootn(a, mi);")
    L.append("  { %s p; r += sincos(a, &p) + fract(a, &p) + modf(a, &p); int%s q;"
             " r += frexp(a, &q) + lgamma_r(a, &q) + remquo(a, b, &q); mi += ilogb(a); }" % (t, w))
    for f in rel1:
        L.append("  m += %s(a);" % f)
    for f in rel2:
        L.append("  m += %s(a, b);" % f)
    sel = {"float": "int", "double": "long", "half": "short"}[el] + w
    L.append("  r += select(a, b, (%s) m) + bitselect(a, b, c);" % sel)
    if t in ("float4", "double3", "float", "double", "double2"):
        L.append("  out[1] += (float) (dot(a, b) + length(a) + distance(a, b));")
        L.append("  r += normalize(a);")
        if el == "float":
            L.append("  out[1] += fast_length(a) + fast_distance(a, b) + fast_normalize(a)%s;" % (".x" if w else ""))
    if t in ("float4", "double3"):
        L.append("  r += cross(a, b);")
    s0 = ".s0" if w else ""
    L.append("  out[0] += (float) r%s; iout[0] += (int) m%s + mi%s; }" % (s0, s0, s0))

for t in ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "int4", "uchar16", "short3", "ulong2"]:
    el = t.rstrip("0123456789")
    w = width(t)
    L.append(" { %s a = (%s) n, b = (%s) (n + 1), c = (%s) (n + 2); %s r = a;" % (t, t, t, t, t))
    L.append("  r += as_%s(abs(a)) + as_%s(abs_diff(a, b)) + add_sat(a, b) + hadd(a, b) + rhadd(a, b)"
             " + clamp(a, b, c) + clz(a) + mad_hi(a, b, c) + mad_sat(a, b, c) + max(a, b) + min(a, b)"
             " + mul_hi(a, b) + rotate(a, b) + sub_sat(a, b) + popcount(a);" % (t, t))
    if w:
        L.append("  r += max(a, (%s) n) + min(a, (%s) n) + clamp(a, (%s) 0, (%s) 9);" % (el, el, el, el))
    if el in ("int", "uint"):
        L.append("  r += mul24(a, b) + mad24(a, b, c);")
    if "long" not in el:
        u = el if el.startswith("u") else "u" + el
        L.append("  lout[2] += (long) upsample(a, as_%s%s(b))%s;" % (u, w, ".s0" if w else ""))
    if el in ("char", "short", "int", "long"):
        L.append("  iout[3] += any(a) + all(a);")
    L.append("  lout[0] += (long) r%s; }" % (".s0" if w else ""))

L.append(" { int4 a = (int4) n; uint4 m = (uint4) (1, 2, 3, 0); float4 f = (float4) s; float2 g = (float2) s;"
         " uint8 m8 = (uint8) 1;")
L.append("  out[2] += shuffle(f, m).x + shuffle2(f, f, m).y + shuffle(g, m8).s7 + select(a, a, a).x"
         " + bitselect(a, a, a).y; }")
scalars = ["char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double", "half"]
for src in scalars:
    L.append(" { %s x = (%s) s;" % (src, src))
    for dst in scalars:
        if dst == "half":
            continue
        sfx = ["", "_rte", "_rtz", "_rtp", "_rtn"]
        if dst not in ("float", "double"):
            sfx += ["_sat", "_sat_rte", "_sat_rtn"]
        for x in sfx:
            L.append("  out[3] += (float) convert_%s%s(x);" % (dst, x))
    L.append("  out[4] += (float) convert_half(x) + (float) convert_half_rtz(x); }")
L.append(" { float4 f = (float4) s; int4 i = (int4) n; double3 d = (double3) s;")
L.append("  out[5] += convert_float4(i).x + convert_int4_sat_rte(f).y + convert_uchar4_sat(f).z"
         " + convert_float3_rtz(d).x + convert_long3(d).y + convert_ushort16(convert_int16((float16) s)).s9; }")
L.append(" out[6] += nan((uint) n) + (float) nan((ulong) n);")
L.append("}")
open("all_builtins.cl", "w").write("\n".join(L) + "\n")
