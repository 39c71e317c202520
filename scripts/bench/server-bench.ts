// Deliverable 6: autocannon over loopback against three API calls of a signed-in user, on PGlite
// and on PostgreSQL. Each create-HELOC request carries its own user's token (a create per user:
// the idempotency-key path would measure a replay, not a creation), so the create target is
// bounded by the number of users registered beforehand.
import autocannon from 'autocannon';
import pg from 'pg';
import { createUrl, helocRequest, statusUrl, strongPassword } from '../../tests/server/harness';
import { peakRss, startBenchServer } from './server-process';
import { CHAT_SOCKETS, openChatSockets } from './chat-bench';

export interface LoadFigure {
  target: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
  peakRssMb: number;
}

export interface ServerResult {
  database: 'pglite' | 'postgres';
  figures: LoadFigure[];
  notice?: string;
}

const SECONDS = 5;
const CONNECTIONS = 10;
const CREATE_USERS = 60;

async function register(url: string, i: number): Promise<string> {
  const res = await fetch(`${url}/identity/api/v1/registration/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}-${i}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { jwt: string }).jwt;
}

async function createHeloc(url: string, jwt: string): Promise<string> {
  const res = await fetch(url + createUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify(helocRequest()),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { uuid: string }).uuid;
}

/** n users, four registrations at a time (argon2 is the cost). */
async function registerMany(url: string, n: number): Promise<string[]> {
  const jwts: string[] = [];
  for (let i = 0; i < n; i += 4) jwts.push(...(await Promise.all([0, 1, 2, 3].filter((k) => i + k < n).map((k) => register(url, i + k)))));
  return jwts;
}

async function load(pid: number, target: string, options: autocannon.Options): Promise<LoadFigure> {
  const stopSampling = peakRss(pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...options });
  const peak = stopSampling();
  return {
    target,
    // Total over elapsed time: right for the count-bounded create run too (it ends within a second).
    requestsPerSecond: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakRssMb: Math.round(peak / 1024 / 1024),
  };
}

export async function benchServer(database: 'pglite' | 'postgres', port: number, databaseUrl = ''): Promise<ServerResult> {
  // 200 chat sockets come from this one address: above the default per-address cap of 100.
  const server = await startBenchServer(port, { DATABASE_URL: databaseUrl, MAX_CONNECTIONS_PER_ADDRESS: '1000' });
  const pid = server.running.child.pid!;
  try {
    const [reader, ...creators] = await registerMany(server.url, CREATE_USERS + 1);
    const uuid = await createHeloc(server.url, reader!);
    const auth = { authorization: `Bearer ${reader}` };
    const status = await load(pid, 'GET status', { url: server.url + statusUrl(uuid), headers: auth });
    const chats = await openChatSockets(server.url);
    const statusWithChats = await load(pid, `GET status, ${CHAT_SOCKETS} chat sockets open`, { url: server.url + statusUrl(uuid), headers: auth });
    await chats.close();
    const figures = [
      status,
      statusWithChats,
      await load(pid, 'GET application list', { url: `${server.url}/service-application/api/v1/application/heloc/all`, headers: auth }),
      await createLoad(pid, server.url, creators),
    ];
    return { database, figures };
  } finally {
    await server.stop();
  }
}

// One request per pre-registered user: `amount` bounds it, each request takes the next token.
function createLoad(pid: number, url: string, jwts: string[]): Promise<LoadFigure> {
  let next = 0;
  return load(pid, `POST create HELOC (${jwts.length} users, one each)`, {
    url: url + createUrl(),
    amount: jwts.length,
    connections: 4,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${jwts[next++ % jwts.length]}` },
          body: JSON.stringify(helocRequest()),
        }),
      },
    ],
  });
}

/** A scratch database on the PostgreSQL at `url` (dropped by the returned function), or why not. */
export async function scratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> } | { notice: string }> {
  const name = `heloc_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { notice: `PostgreSQL skipped: ${url.replace(/\/\/[^@]*@/, '//…@')} unreachable (${(error as Error).message})` };
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.href,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    },
  };
}
