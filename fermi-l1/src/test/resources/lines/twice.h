// included by lines.cl: the add and the return are attributed to this file, line 3
float twice(float v) {
  return v + v;
}
