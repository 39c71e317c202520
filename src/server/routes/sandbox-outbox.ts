// The sandbox mail provider's outbox (GET /sandbox/outbox): the mail the app sent, newest first, as
// a plain page for a person (links clickable) and as JSON for the tests (Accept: application/json).
// Served only while mail goes to the sandbox and never with NODE_ENV=production: it shows reset links.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { readOutbox } from '../mail/mail';

export const SANDBOX_OUTBOX_PATH = '/sandbox/outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The text with its http(s) URLs as links (the text escaped first). */
const linked = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function sandboxOutboxRoutes(ctx: Pick<AppContext, 'db' | 'sandboxOutbox'>): FastifyPluginAsync {
  return async (app) => {
    if (!ctx.sandboxOutbox) return;
    app.get(SANDBOX_OUTBOX_PATH, async (request, reply) => {
      const messages = await readOutbox(ctx.db);
      reply.header('cache-control', 'no-store');
      if (request.headers.accept?.includes('application/json')) return { messages };
      const items = messages
        .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p>To ${escapeHtml(m.to)}, ${escapeHtml(m.createdAt)}</p><pre style="white-space: pre-wrap">${linked(m.body)}</pre></article>`)
        .join('\n');
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox outbox</title></head>
<body><main><h1>Sandbox outbox</h1><p>The mail the app sent while mail goes to the sandbox, newest first.</p>${items || '<p>No mail yet.</p>'}</main></body>
</html>
`);
    });
  };
}
