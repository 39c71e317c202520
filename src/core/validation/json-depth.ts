// How deeply a JSON text nests its objects and arrays, read from the text before it is parsed
// (issue 23): a body nested thousands of levels deep costs JSON.parse and every recursive walk
// after it (validation, JSON.stringify) a stack frame a level, and one of them ends in a RangeError
// (a 500). One linear pass with a counter, no recursion, so the check itself cannot overflow.

/** The deepest nesting a request body may have: an application's answers use fewer than ten levels. */
export const MAX_JSON_DEPTH = 64;

/** Whether `text` nests objects or arrays more than `limit` levels deep (brackets inside strings do not count). */
export function exceedsJsonDepth(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // a backslash escapes the next character (\" included)
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}
