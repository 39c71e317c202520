// Issue 12's abuse figures against the real server process (PGlite): the status read's p99 alone
// and while 200 logins are in flight at once (bursts of 200, each sent when the last settles), and
// /healthz's latency while 4 connections flood the step validation with 60,000-key bodies. Figures
// are printed, never asserted. Alone: npm run bench:abuse.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createUrl, helocRequest, statusUrl, strongPassword } from '../../tests/server/harness';
import { startBenchServer } from './server-process';
import { ratio } from './stats';

export interface AbuseResult {
  statusP99Ms: { alone: number; duringLogins: number; ratio: number | undefined };
  logins: { sent: number; answered401: number; answered503: number; other: number; p99Ms: number };
  /** The flood (about 1 MB bodies: the body limit's case) and one of small bodies (the rate limit's). */
  healthzDuringFlood: { large: FloodFigure; small: FloodFigure };
}

export interface FloodFigure {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  floodRequests: number;
  floodRefused: number;
}

const SECONDS = 5;
const LOGINS_AT_ONCE = 200;
const FLOOD_CONNECTIONS = 4;

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function signedInReader(url: string): Promise<{ auth: Record<string, string>; uuid: string }> {
  const registered = await post(`${url}/identity/api/v1/registration/register`, { email: `abuse-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const auth = { authorization: `Bearer ${((await registered.json()) as { jwt: string }).jwt}` };
  const created = await post(url + createUrl(), helocRequest(), auth);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  return { auth, uuid: ((await created.json()) as { uuid: string }).uuid };
}

const readStatus = (url: string, uuid: string, auth: Record<string, string>) =>
  autocannon({ url: url + statusUrl(uuid), headers: auth, connections: 10, duration: SECONDS, timeout: 10 });

/**
 * Bursts of 200 logins at once until `until` settles. Distinct unknown emails: each costs one
 * argon2 verify like a real account's (catalogue A4) without meeting the per-account limits.
 */
async function loginBursts(url: string, until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  const outcomes = { sent: 0, answered401: 0, answered503: 0, other: 0 };
  const times: number[] = [];
  while (!done) {
    await Promise.all(
      Array.from({ length: LOGINS_AT_ONCE }, async () => {
        const started = performance.now();
        const res = await post(`${url}/identity-broker/customer/api/v3/login`, { email: `nobody-${randomUUID()}@example.com`, password: strongPassword });
        await res.arrayBuffer();
        times.push(performance.now() - started);
        outcomes.sent += 1;
        if (res.status === 401) outcomes.answered401 += 1;
        else if (res.status === 503) outcomes.answered503 += 1;
        else outcomes.other += 1;
      }),
    );
  }
  times.sort((a, b) => a - b);
  return { ...outcomes, p99Ms: Math.round(times[Math.floor(times.length * 0.99)] ?? 0) };
}

/** A step-validation body of `keys` keys (60,000: about 1 MB, as the flood sent). */
function floodBody(keys: number): string {
  const answers: Record<string, string> = {};
  for (let i = 0; i < keys; i += 1) answers[`k${i}`] = 'x';
  return JSON.stringify({ answers });
}

async function healthzDuringFlood(url: string, keys: number): Promise<FloodFigure> {
  const flood = autocannon({
    url: `${url}/api/flows/register-v2/steps/index/validate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: floodBody(keys),
    connections: FLOOD_CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
  });
  const health = await autocannon({ url: `${url}/healthz`, connections: 1, duration: SECONDS, timeout: 10 });
  const flooded = await flood;
  return {
    p50Ms: health.latency.p50,
    p99Ms: health.latency.p99,
    maxMs: (health.latency as { max?: number }).max ?? health.latency.p99,
    floodRequests: flooded.requests.total,
    floodRefused: flooded.non2xx,
  };
}

export async function benchAbuse(port: number): Promise<AbuseResult> {
  // The bench's raised register and login ceilings; the validation limit stays the default one.
  const server = await startBenchServer(port);
  try {
    const { auth, uuid } = await signedInReader(server.url);
    const alone = await readStatus(server.url, uuid, auth);
    const reading = readStatus(server.url, uuid, auth);
    const logins = await loginBursts(server.url, reading);
    const during = await reading;
    return {
      statusP99Ms: { alone: alone.latency.p99, duringLogins: during.latency.p99, ratio: ratio(during.latency.p99, alone.latency.p99) },
      logins,
      healthzDuringFlood: { large: await healthzDuringFlood(server.url, 60_000), small: await healthzDuringFlood(server.url, 10) },
    };
  } finally {
    await server.stop();
  }
}

export function abuseSummary(r: AbuseResult): string[] {
  const { statusP99Ms: s, logins: l, healthzDuringFlood: h } = r;
  const flood = (what: string, f: FloodFigure) =>
    `/healthz during a step-validation flood of ${what} (${FLOOD_CONNECTIONS} connections): p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms; ` +
    `the flood sent ${f.floodRequests} requests, ${f.floodRefused} refused (413 or 429).`;
  return [
    `Abuse limits (PGlite, ${SECONDS} s each): the status read's p99 alone ${s.alone} ms, during ${LOGINS_AT_ONCE} concurrent logins ${s.duringLogins} ms (×${s.ratio ?? '—'}); ` +
      `logins sent ${l.sent}: ${l.answered401} answered 401, ${l.answered503} answered 503 (hashing queue full), ${l.other} other, p99 ${l.p99Ms} ms.`,
    flood('60,000-key bodies, about 1 MB', h.large),
    flood('10-key bodies', h.small),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await benchAbuse(0);
  console.log(JSON.stringify(result, null, 2));
  console.log(abuseSummary(result).join('\n'));
}
