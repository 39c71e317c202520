// The file types an applicant may upload, told by their first bytes (magic numbers), never by the
// name or the part's Content-Type alone: those are the client's claims. A claim that names another
// type than the bytes (a PNG called paystub.pdf) is refused too, so what the applicant meant to send
// and what we keep are the same thing.

/** The largest file an applicant may upload: 5 MB (1024-based, as the spec shows sizes). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export interface FileKind {
  /** The Content-Type we store and serve for this kind. */
  contentType: string;
  /** File-name extensions (lower case, no dot) that declare this kind. */
  extensions: readonly string[];
  /** Part Content-Types that declare this kind. */
  contentTypes: readonly string[];
  /** True when these first bytes are this kind. */
  matches(head: Uint8Array): boolean;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

// HEIC/HEIF: an ISO base media file whose first box is `ftyp` (at offset 4, after the box size)
// with one of the image brands as its major brand (offset 8).
const HEIC_BRANDS = ['heic', 'heix', 'mif1', 'msf1'].map(ascii);

export const FILE_KINDS = {
  pdf: {
    contentType: 'application/pdf',
    extensions: ['pdf'],
    contentTypes: ['application/pdf'],
    matches: (head) => startsWith(head, ascii('%PDF-')),
  },
  jpeg: {
    contentType: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    contentTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  png: {
    contentType: 'image/png',
    extensions: ['png'],
    contentTypes: ['image/png'],
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  heic: {
    contentType: 'image/heic',
    extensions: ['heic', 'heif'],
    contentTypes: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    matches: (head) => startsWith(head, ascii('ftyp'), 4) && HEIC_BRANDS.some((brand) => startsWith(head, brand, 8)),
  },
} as const satisfies Record<string, FileKind>;

export type FileKindName = keyof typeof FILE_KINDS;

/** Bytes a sniff needs: the longest signature ends at offset 12 (HEIC's brand). */
export const SNIFF_BYTES = 12;

/** The allowed kind these first bytes are, or undefined (not a type we accept). */
export function sniffFileKind(head: Uint8Array): FileKindName | undefined {
  return (Object.keys(FILE_KINDS) as FileKindName[]).find((name) => FILE_KINDS[name].matches(head));
}

// Content-Types that claim nothing: browsers send them for files they cannot name.
const GENERIC_CONTENT_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
// A trailing ".abc" of 1 to 5 letters or digits is an extension; "John.Smith paystub" has none.
const EXTENSION = /\.([a-z0-9]{1,5})$/i;

/**
 * True when the client's claims agree with the kind the bytes are: the file name's extension (if
 * it has one) and the part's Content-Type (unless generic) must both name that kind.
 */
export function declaredTypeAgrees(kind: FileKindName, fileName: string, contentType: string): boolean {
  const { extensions, contentTypes } = FILE_KINDS[kind];
  const extension = EXTENSION.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension !== undefined && !(extensions as readonly string[]).includes(extension)) return false;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return GENERIC_CONTENT_TYPES.has(type) || (contentTypes as readonly string[]).includes(type);
}
