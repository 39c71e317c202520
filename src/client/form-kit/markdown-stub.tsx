// Stands in for markdown-to-jsx (a third of @rjsf/core, which imports it unconditionally; aliased
// in vite.config.ts). No flow asks for markdown (ui:enableMarkdownInDescription), and the copy is
// plain text, so the text renders as it is.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
