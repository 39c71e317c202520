// npm run dev: the web app with edits shown on save. Vite serves src/client (hot updates) on PORT
// (3000 unless set); the API server runs beside it on PORT+1 (API_PORT), restarted when src/server,
// src/core, flows/, copy/ or brands/ change, and flows/ or schemas/ edits re-run `npm run gen` first
// so the browser's generated flows follow. A page's brand data comes from the API server, as in
// production; there is no server render and no build.
import { spawn, type ChildProcess } from 'node:child_process';
import { watch, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { createServer, type Plugin } from 'vite';
import { API_PREFIXES, looksLikeFile } from '../src/server/create-server';
import { pageRoutes } from '../src/core/contract/routes';
import { staffPageRoutes } from '../src/core/contract/staff-routes';
import { bannerFileRoute } from '../src/core/contract/banner-routes';
import { repoRoot } from './lib/files';

const host = process.env.HOST?.trim() || '127.0.0.1';
const port = Number(process.env.PORT?.trim() || 3000);
const apiPort = Number(process.env.API_PORT?.trim() || port + 1);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
// The sandbox's own pages (outbox, closing clock, hosted provider pages) are the server's too.
const serverPrefixes = [...API_PREFIXES, '/sandbox', bannerFileRoute.pattern];

const children: ChildProcess[] = [];
const run = (args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess => {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  return child;
};

/** A page (not a module, file or API call) a browser navigates to. */
function isPage(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (serverPrefixes.some((prefix) => pathname.startsWith(prefix)) || looksLikeFile(pathname) || pathname.startsWith('/@')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/** The page's brand data block, as the API server writes it into the page it serves for this host. */
function orgDataBlock(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { host: req.headers.host ?? `localhost:${port}`, accept: 'text/html', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}) };
    const call = request(`${apiOrigin}${req.url ?? '/'}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(/<script id="org-data" type="application\/json">[\s\S]*?<\/script>/.exec(body)?.[0] ?? ''));
    });
    call.on('error', reject);
    call.end();
  });
}

/** The API server restarts on a save while Vite reloads the page: wait for it, and ask again if it went away meanwhile. */
async function orgDataWhenUp(req: IncomingMessage): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await apiReady();
    try {
      return await orgDataBlock(req);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Pages are src/client/index.html with the brand's data, put through Vite (its client, hot updates). */
const pagesWithBrand = (): Plugin => ({
  name: 'pages-with-brand',
  configureServer(server) {
    const indexHtml = path.join(repoRoot, 'src', 'client', 'index.html');
    server.middlewares.use((req, res, next) => {
      if (!isPage(req)) return next();
      orgDataWhenUp(req)
        .then(async (block) => {
          // index.html's script path is relative (the build rewrites it): from a page such as
          // /account/heloc/register the browser must ask for it from the root.
          const shell = readFileSync(indexHtml, 'utf8').replaceAll('src="./', 'src="/').replace('</head>', () => `${block}</head>`);
          const html = await server.transformIndexHtml('/index.html', shell);
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
        })
        .catch(next);
    });
  },
});

/** The API server as a child process; `restart` stops it (releasing PGlite's lock) and starts it anew. */
function apiServer(env: NodeJS.ProcessEnv): { restart: () => void } {
  let current: ChildProcess | undefined;
  let pending = false;
  const start = (): void => {
    current = run(['--import', 'tsx', 'src/server/main.ts'], env);
  };
  const restart = (): void => {
    if (pending) return;
    if (!current || current.exitCode !== null || current.signalCode !== null) return start();
    pending = true;
    current.once('exit', () => {
      pending = false;
      start();
    });
    current.kill('SIGTERM');
  };
  start();
  return { restart };
}

/** Calls `onChange` once for a burst of saves below any of `dirs`. */
function onSave(dirs: string[], onChange: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  for (const dir of dirs) {
    watch(path.join(repoRoot, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(onChange, 200);
    });
  }
}

/**
 * Flows and schemas: `npm run gen` (Vite reloads the page for the generated modules that changed),
 * then the server, which reads them too. Copy, brands and server code: the server.
 */
function restartOnSave(server: { restart: () => void }): void {
  let generating: ChildProcess | undefined;
  let again = false;
  const gen = (): void => {
    if (generating) return void (again = true);
    generating = run(['--import', 'tsx', 'scripts/compile-validators.ts']);
    generating.on('exit', (code) => {
      generating = undefined;
      if (again) {
        again = false;
        return gen();
      }
      if (code === 0) server.restart();
    });
  };
  onSave(['flows', 'schemas'], gen);
  onSave(['copy', 'brands', 'src/server', 'src/core'], () => server.restart());
}

// The API server serves pages from a shell with no scripts: only their brand data is read here.
const shellDir = mkdtempSync(path.join(tmpdir(), 'dev-shell-'));
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>\n');

run(['--import', 'tsx', 'scripts/compile-validators.ts']).on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const server = apiServer({ PORT: String(apiPort), HOST: '127.0.0.1', STATIC_DIR: shellDir });
  restartOnSave(server);
  void startVite();
});

/** Resolves once the API server answers /healthz (its first start runs PGlite's initdb and migrations). */
async function apiReady(): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const ok = await fetch(`${apiOrigin}/healthz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function startVite(): Promise<void> {
  const proxy = Object.fromEntries(serverPrefixes.map((prefix) => [prefix, { target: apiOrigin, changeOrigin: false }]));
  const vite = await createServer({ configFile: path.join(repoRoot, 'vite.config.ts'), server: { host, port, strictPort: true, proxy }, plugins: [pagesWithBrand()] });
  await vite.listen();
  await apiReady();
  const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  console.log(`Dev: ${origin}${pageRoutes.register} (staff console ${origin}${staffPageRoutes.signIn}); the API server is on port ${apiPort}. Edits show on save.`);
  // The API server's own SIGTERM handler closes the database and releases PGlite's lock: wait for it.
  const stop = (): void => {
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of running) child.kill('SIGTERM');
    void Promise.all([vite.close(), ...exited]).finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
