// Attachment checks and sizes (spec sections 5 and 9): the browser says why before it sends, the
// server refuses the same files with the same words.
import { CHAT_ATTACHMENT_TYPES, CHAT_LIMITS } from './limits';

export type AttachmentRefusal = 'TOO_LARGE' | 'TYPE_NOT_ALLOWED';

const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The content type the chat stores for this file, or undefined when its type is not taken. */
export function attachmentContentType(fileName: string): string | undefined {
  return CHAT_ATTACHMENT_TYPES[extensionOf(fileName)];
}

export function attachmentRefusal(file: { name: string; size: number }): AttachmentRefusal | undefined {
  if (!attachmentContentType(file.name)) return 'TYPE_NOT_ALLOWED';
  if (file.size > CHAT_LIMITS.attachmentMaxBytes) return 'TOO_LARGE';
  return undefined;
}

/** Bytes as people read them, 1024-based: "512 bytes", "1.5 KB", "5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${units[unit]}`;
}
