// JSON Pointer segments (RFC 6901): '~' is written '~0' and '/' is written '~1'.

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The unescaped segments of a pointer: '/a~1b/c' → ['a/b', 'c']. */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
