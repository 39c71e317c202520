// Links in chat messages (spec section 5): only to allow-listed hosts (the brand's `chat.linkHosts`);
// anything else stays plain text. Pure: the renderer turns `link` parts into anchors.
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps:\/\/[^\s<>"']+/g;

function allowedHref(candidate: string, hosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? url.href : undefined;
}

/** The message as text and links, a link only where its host is allowed (its subdomains too). */
export function messageParts(text: string, hosts: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(/[.,;:!?)]+$/, '');
    const href = allowedHref(raw, hosts);
    if (!href) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
