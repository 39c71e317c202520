// The journey helpers' `Api` (tests/server/journey.ts) over Playwright's request context, with an
// applicant's bearer token: a browser test sets up an application over HTTP, against the same
// server its pages talk to, before it looks at the screen a person sees.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Api, Reply } from '../server/journey';

async function reply(res: APIResponse): Promise<Reply> {
  const body = await res.text();
  return { status: res.status(), body: body && res.headers()['content-type']?.includes('json') ? JSON.parse(body) : body };
}

/** `brand` headers (e.g. x-org) name the application's brand: an application answers only under its own. */
export function playwrightApi(request: APIRequestContext, token: string, brand: Record<string, string> = {}): Api {
  const authorization = `Bearer ${token}`;
  return {
    get: async (url) => reply(await request.get(url, { headers: { ...brand, authorization } })),
    // No body is a form POST (the sandbox provider's hosted page); its 303 is the answer, not followed.
    post: async (url, body) =>
      reply(
        body === undefined
          ? await request.post(url, { headers: { ...brand, authorization, 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 })
          : await request.post(url, { headers: { ...brand, authorization }, data: body, maxRedirects: 0 }),
      ),
    upload: async (url, documentType, file) =>
      reply(
        await request.post(url, {
          headers: { ...brand, authorization },
          multipart: { documentType, file: { name: file.name, mimeType: file.type, buffer: Buffer.from(file.bytes) } },
        }),
      ),
  };
}
