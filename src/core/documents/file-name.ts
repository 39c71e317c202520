// A file name as the applicant gave it is data, not a path and not markup: shown in lists and sent
// back in Content-Disposition, it must not carry directories, control characters (CR/LF split
// headers), bidirectional overrides ("gpj.exe" shown as "exe.jpg") or unbounded length.

export const MAX_FILE_NAME_LENGTH = 120;
const FALLBACK_NAME = 'document';

// Controls (C0, C1, DEL), format characters (zero-width, bidirectional overrides, the byte-order
// mark) and line/paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Characters no common file system accepts in a name.
const RESERVED = /[<>:"|?*]/g;

/** The name to show and to offer on download: base name only, printable, at most 120 characters. */
export function displayFileName(given: string): string {
  const base = given.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const printable = base.replace(INVISIBLE, '').replace(RESERVED, '_').trim();
  // Leading dots would make a hidden file (or "..") on the applicant's disk.
  const name = printable.replace(/^\.+/, '').trim();
  if (!name) return FALLBACK_NAME;
  return truncateKeepingExtension(name, MAX_FILE_NAME_LENGTH);
}

function truncateKeepingExtension(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const extension = /\.[^.]{1,10}$/.exec(name)?.[0] ?? '';
  const stem = [...name.slice(0, name.length - extension.length)];
  return stem.slice(0, max - [...extension].length).join('').trimEnd() + extension;
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` for old clients and the real
 * name as UTF-8 in `filename*` (RFC 8187 encoding).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
