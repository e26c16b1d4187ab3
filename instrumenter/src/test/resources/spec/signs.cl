// Signs as Oclgrind reads and prints them: a char's hex dump is the char as an int, a negated unsigned wraps.
__kernel void signs(__global char *c, __global ushort *s, __global uint *u)
{
}
