// What a check of data finds wrong (npm run check, the server's start): where (a JSON pointer) and
// why. In a module of its own, with no imports, so any checker can name it without an import circle.
export interface Problem {
  pointer: string;
  reason: string;
}
