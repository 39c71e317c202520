import { randomUUID } from 'node:crypto';
// Drives an application from its offers to the first closing screen over HTTP, the way the screens
// do: each step is an applicant event with the answers its screen sends (the form flows' fixtures
// give valid ones). Works over inject and over a real server alike, through `Api`.
import { apiRoutes } from '../../src/core/contract/routes';

export interface Reply {
  status: number;
  body: unknown;
}

export interface Api {
  get(url: string): Promise<Reply>;
  post(url: string, body: unknown): Promise<Reply>;
  /** A multipart upload of one file with its document type. */
  upload(url: string, documentType: string, file: { name: string; type: string; bytes: Uint8Array }): Promise<Reply>;
}

export type StatusAnswer = { status: string; version: number; events: string[] };

export const validAnswers = {
  contact: { mailingSameAsProperty: 'YES', titleOwnership: 'SOLE', phoneNumber: '(555) 123-4567', maritalStatus: 'MARRIED' },
  hmda: { ethnicity: { notHispanicOrLatino: true }, race: { white: true }, sex: { notProvided: true } },
};

/** The smallest PNG and JPEG an identity check accepts by their first bytes. */
export const images = {
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)]),
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(0)]),
};

export async function statusOf(api: Api, uuid: string): Promise<StatusAnswer> {
  const reply = await api.get(apiRoutes.status.path({ uuid }));
  if (reply.status !== 200) throw new Error(`status read failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as StatusAnswer;
}

/**
 * Sends an applicant event at the current version; throws unless it was accepted. A step's own
 * re-check (the rescission's minute check moves RESCISSION to itself) can move the version between
 * the read and the send: then it reads again and sends again, as a person reloading the page would.
 */
export async function send(api: Api, uuid: string, type: string, answers?: object): Promise<StatusAnswer> {
  for (let attempt = 1; ; attempt++) {
    const { version } = await statusOf(api, uuid);
    const reply = await api.post(apiRoutes.events.path({ uuid }), { type, version, ...(answers ? { answers } : {}) });
    if (reply.status === 200) return reply.body as StatusAnswer;
    const conflict = reply.status === 409 && (reply.body as { code?: string }).code === 'VERSION_CONFLICT';
    if (!conflict || attempt === 3) throw new Error(`${type} refused: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
}

/** OFFER_SELECTION → the offer accepted (with the early disclosures and the hard-credit consent). */
export async function acceptOffer(api: Api, uuid: string, pick: 'min' | 'max' = 'max'): Promise<StatusAnswer> {
  const { offers } = (await api.get(apiRoutes.offers.path({ uuid }))).body as { offers: Array<{ id: string; minDraw: number; maxDraw: number }> };
  const offer = offers[0]!;
  await send(api, uuid, 'SELECT_OFFER', { offerId: offer.id, amount: pick === 'max' ? offer.maxDraw : offer.minDraw });
  return send(api, uuid, 'ACCEPT_OFFER', { earlyDisclosuresAcknowledged: true, hardCreditConsent: true });
}

/** COLLECT_ADDITIONAL_INFO → contact, HMDA and the binding summary: the hard pull starts. */
export async function submitApplication(api: Api, uuid: string): Promise<StatusAnswer> {
  await send(api, uuid, 'SUBMIT_CONTACT', validAnswers.contact);
  await send(api, uuid, 'SUBMIT_HMDA', validAnswers.hmda);
  return send(api, uuid, 'CONFIRM_SUMMARY', { confirmed: true });
}

/** INCOME_VERIFICATION → a payroll account linked through the sandbox's hosted page. */
export async function linkPayroll(api: Api, uuid: string): Promise<StatusAnswer> {
  const created = await api.post(`${apiRoutes.application.path({ uuid })}/income/link-sessions`, { method: 'PAYROLL' });
  if (created.status !== 201) throw new Error(`link session refused: ${created.status} ${JSON.stringify(created.body)}`);
  const { linkSessionId, hostedUrl } = created.body as { linkSessionId: string; hostedUrl: string };
  // The applicant presses Connect on the provider's page (a form POST).
  const connected = await api.post(new URL(hostedUrl, 'http://x').pathname, undefined);
  if (connected.status !== 303) throw new Error(`connect failed: ${connected.status}`);
  return send(api, uuid, 'LINK_INCOME', { method: 'PAYROLL', linkSessionId });
}

/** IDENTITY_VERIFICATION → a driver's license, front and back, uploaded and submitted. */
export async function submitIdentity(api: Api, uuid: string): Promise<StatusAnswer> {
  const documents = `${apiRoutes.application.path({ uuid })}/documents`;
  const front = await api.upload(documents, 'ID_FRONT', { name: 'front.png', type: 'image/png', bytes: images.png });
  const back = await api.upload(documents, 'ID_BACK', { name: 'back.jpg', type: 'image/jpeg', bytes: images.jpeg });
  if (front.status !== 201 || back.status !== 201) throw new Error(`upload refused: ${front.status} ${back.status} ${JSON.stringify(front.body)}`);
  return send(api, uuid, 'SUBMIT_IDENTITY_DOCUMENTS', {
    documentType: 'US_DRIVERS_LICENSE',
    frontDocumentId: (front.body as { uuid: string }).uuid,
    backDocumentId: (back.body as { uuid: string }).uuid,
  });
}

/** An Api over fetch against a real server, with a session token. */
export function fetchApi(base: string, token: string): Api {
  const auth = { authorization: `Bearer ${token}` };
  const reply = async (res: Response): Promise<Reply> => {
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };
  return {
    get: async (url) => reply(await fetch(`${base}${url}`, { headers: auth })),
    post: async (url, body) =>
      reply(
        await fetch(`${base}${url}`, {
          method: 'POST',
          redirect: 'manual',
          headers: body === undefined ? { ...auth, 'content-type': 'application/x-www-form-urlencoded' } : { ...auth, 'content-type': 'application/json' },
          body: body === undefined ? '' : JSON.stringify(body),
        }),
      ),
    upload: async (url, documentType, file) => {
      const form = new FormData();
      form.append('documentType', documentType);
      form.append('file', new Blob([Buffer.from(file.bytes)], { type: file.type }), file.name);
      return reply(await fetch(`${base}${url}`, { method: 'POST', headers: auth, body: form }));
    },
  };
}

/**
 * The Api over Fastify's inject (no socket), with the applicant's headers; `seen` collects every
 * answer's body, for tests that scan them (the canaries). A JSON answer is parsed; another (a PDF)
 * is its raw bytes on GET and its text on POST (a form page's redirect).
 */
/** The same api with every path under `from` sent under `to` (an application answers only at its own product's base path). */
export function underBase(api: Api, from: string, to: string): Api {
  const at = (url: string) => (url === from || url.startsWith(`${from}/`) ? `${to}${url.slice(from.length)}` : url);
  return { get: (url) => api.get(at(url)), post: (url, body) => api.post(at(url), body), upload: (url, type, file) => api.upload(at(url), type, file) };
}

export function injectApi(app: { inject: (request: object) => Promise<InjectReply> }, auth: Record<string, string>, seen?: string[]): Api {
  const answer = (res: InjectReply, raw: 'bytes' | 'text'): Reply => {
    seen?.push(res.body);
    const json = res.headers['content-type']?.toString().includes('json');
    return { status: res.statusCode, body: json ? res.json() : raw === 'bytes' ? res.rawPayload : res.body };
  };
  return {
    get: async (url) => answer(await app.inject({ method: 'GET', url, headers: auth }), 'bytes'),
    post: async (url, body) =>
      answer(
        await app.inject({ method: 'POST', url, headers: { ...auth, ...(body === undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, payload: body === undefined ? '' : (body as object) }),
        'text',
      ),
    upload: async (url, documentType, file) => {
      const boundary = `----b${randomUUID()}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
        Buffer.from(file.bytes),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return answer(await app.inject({ method: 'POST', url, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload }), 'text');
    },
  };
}

interface InjectReply {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
  headers: Record<string, string | string[] | number | undefined>;
  json(): unknown;
}

