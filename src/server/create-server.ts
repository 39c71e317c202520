import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { Db } from './store/db';
import { pingDatabase } from './store/health';
import { encodePage } from './page-encoding';
import { fieldMessages, precompiledValidatorCompiler } from './api-schemas';
import { AppError, errorAnswer, isAppError, notFound } from './errors';
import { loadCopy } from './flows';
import { isStorageFailure, storageUnavailable } from './store/storage-faults';
import { DEFAULT_BODY_LIMITS } from './body-limits';
import { DEFAULT_CONNECTION_LIMITS, limitConnections, serverTimeoutOptions, type ConnectionLimits } from './connection-limits';
import { privateLoggerOptions } from './logging';
import type { RawValidationError } from '../core/validation/types';
import { STAFF_API } from '../core/contract/routes';
import { answerClientError, CSP_DIRECTIVES, HSTS } from './security-headers';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../core/validation/json-depth';

export interface ServerDeps {
  db: Db;
  /** The copy tree (copy/en): validation messages are copy keys. */
  copy?: Record<string, unknown>;
  /** The built web app (dist/client); skipped when missing so the API runs without a build. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  routes?: FastifyPluginAsync[];
  /** Data placed in every HTML page as <script id="org-data" type="application/json"> (the brand). */
  pageData?: (request: FastifyRequest) => unknown;
  /**
   * The web build's server render (dist/server/entry-server.js, `npm run build`): a public flow's
   * first step is rendered into the page; without the file, every page is the empty shell.
   */
  ssrEntry?: string;
  /** The largest body of a route that sets none (413 beyond); routes without a session set a smaller one. */
  bodyLimit?: number;
  /** Header, request and keep-alive timeouts and the per-address socket cap. */
  connectionLimits?: ConnectionLimits;
}

// Paths owned by the API: an unknown one is a 404, never the web app's index.html.
export const API_PREFIXES = [`${STAFF_API}/`, '/api/', '/healthz', '/service-', '/identity', '/brand-assets/', '/offercode/', '/ft/'];

/**
 * Files under assets/ carry a hash of their content in their name: a new build makes new names, so
 * a browser may keep them for a year without asking. Anything else is asked about each time.
 */
export function assetCacheControl(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// JSON inside <script> must not be able to close the element or start markup.
function inertJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** What the web build's server render (src/client/app/entry-server.tsx) exports. */
interface FirstRender {
  flowId: string;
  html: string;
  styles: string;
}
type RenderFirstStep = (url: string, org: unknown, nonce?: string) => Promise<FirstRender | undefined>;

/**
 * index.html with the page data in <head> (an inert data block, not a script the CSP would need to
 * allow), the style nonce emotion reads (a <meta> whose nonce only scripts can read) and, for a
 * flow's first step, the server's render in #root with its critical styles.
 */
function renderPage(indexHtml: string, data: unknown, nonce: string, first: FirstRender | undefined): string {
  const head = `<meta property="csp-nonce" nonce="${nonce}">${first?.styles ?? ''}<script id="org-data" type="application/json">${inertJson(data)}</script></head>`;
  const page = indexHtml.replace('</head>', () => head);
  return first ? page.replace('<div id="root"></div>', () => `<div id="root" data-ssr="${first.flowId}">${first.html}</div>`) : page;
}

// One style nonce per response: in the CSP header (style-src) and on every <style> of the page.
const styleNonces = new WeakMap<ServerResponse, string>();
function styleNonce(res: ServerResponse): string {
  let nonce = styleNonces.get(res);
  if (!nonce) styleNonces.set(res, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/**
 * A path no page of the app has: a file name (a last segment with an extension: /.env, /x.php,
 * /src/main.ts, /app.js.map), a dot-segment (/.git/config), or the sandbox's own pages. The web
 * app's routes are words and ids; a missing file is a 404, never the app shell.
 */
export function looksLikeFile(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (decoded.startsWith('/sandbox/') || decoded === '/sandbox') return true;
  const segments = decoded.split(/[/\\]/);
  return segments.some((segment) => segment.startsWith('.')) || /\.[A-Za-z0-9]+$/.test(segments.at(-1) ?? '');
}

function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  if (looksLikeFile(pathname)) return false;
  // Browsers ask for text/html when navigating; a missing script or image must stay a 404.
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The JSON body parser, with one depth limit for every route (issue 23): a body nested deeper than
 * MAX_JSON_DEPTH is refused with 400 INVALID_REQUEST before it is parsed, so no route's code,
 * validation or JSON.stringify ever walks thousands of levels (that was a 500). The rest is
 * Fastify's own parser (prototype and constructor poisoning refused).
 */
function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) return done(new AppError('INVALID_REQUEST'), undefined);
    return parseJson(request, text, done);
  });
}

/** Builds the app from its dependencies without listening (tests use app.inject). */
export async function createServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { db } = deps;
  // trustProxy stays off: a client cannot choose its own address (rate limits key on it) by
  // sending X-Forwarded-For. A deployment behind a proxy sets the proxy's address explicitly.
  const app = Fastify({
    logger: privateLoggerOptions(deps.logger),
    genReqId: () => randomUUID(),
    trustProxy: false,
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMITS.signedIn,
    // Node's own 400 and 431 (a request it cannot parse) with the app's security headers.
    clientErrorHandler: answerClientError,
    ...serverTimeoutOptions(deps.connectionLimits ?? DEFAULT_CONNECTION_LIMITS),
  });
  limitConnections(app, deps.connectionLimits ?? DEFAULT_CONNECTION_LIMITS);
  app.setValidatorCompiler(precompiledValidatorCompiler);
  refuseDeepJson(app);
  // Error answers and field messages are copy keys resolved here: copy/en unless the caller brings its own.
  const copy = deps.copy ?? loadCopy(fileURLToPath(new URL('../../copy/en/', import.meta.url)));

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // emotion's <style> tags (the server's critical styles and those it adds at run time) carry
      // this response's nonce.
      directives: { ...CSP_DIRECTIVES, styleSrc: [...CSP_DIRECTIVES.styleSrc, (_req, res) => `'nonce-${styleNonce(res as ServerResponse)}'`] },
    },
    hsts: HSTS,
  });

  // Every answer carries its request id (to match a user's report to the logs), and JSON answers
  // are personal data that no browser or proxy should keep.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  // A storage failure that reached here past the database adapter (a service's own file, a
  // wrapped database) is still a 503 to retry, not a 500.
  const asAppError = (error: FastifyError): AppError | undefined => {
    if (isAppError(error)) return error;
    if (!isStorageFailure(error)) return undefined;
    db.storage?.failed(error);
    return storageUnavailable();
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('x-request-id', request.id);
    const appError = asAppError(error);
    if (appError) return reply.headers(appError.headers).code(appError.statusCode).send(errorAnswer(appError, copy));
    if (error.validation) {
      const fields = fieldMessages(error.validation as unknown as RawValidationError[], copy);
      return reply.code(400).send(errorAnswer(new AppError('INVALID_REQUEST', { fields }), copy));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      // The details go to the log only: a stack trace in a response helps an attacker, not a user.
      // The log gets the error's class and codes (serializer in logging.ts), not its message.
      request.log.error({ err: error, route: request.routeOptions.url, statusCode: status, code: 'UNEXPECTED' }, 'request failed');
      return reply.code(status).send(errorAnswer(new AppError('UNEXPECTED'), copy));
    }
    return reply.code(status).send({ errors: [error.message] });
  });

  app.get('/healthz', async (request, reply) => {
    try {
      await pingDatabase(db);
      // Reads answer; writes failed for storage lately (or PGlite is short of space): still up.
      return { status: db.storage?.status() ?? 'ok', database: db.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });

  for (const plugin of deps.routes ?? []) await app.register(plugin);

  const webRoot =
    deps.staticDir !== undefined && existsSync(path.join(deps.staticDir, 'index.html')) ? deps.staticDir : undefined;
  if (webRoot) {
    // wildcard: false registers one route per built file, so unknown paths reach the handler below.
    // index.html is never served as a file: pages go through the handler below, which adds the brand.
    // The build wrote each text asset again as .br and .gz (scripts/lib/precompress.ts): the smallest
    // the browser accepts is sent, and the encoded siblings get no routes of their own.
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('index.html'),
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', assetCacheControl(filePath));
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  // Read once: every page is this file plus its brand's data.
  const indexHtml = webRoot ? await readFile(path.join(webRoot, 'index.html'), 'utf8') : undefined;
  const renderFirstStep = webRoot && deps.ssrEntry && existsSync(deps.ssrEntry) ? ((await import(pathToFileURL(deps.ssrEntry).href)) as { renderFirstStep: RenderFirstStep }).renderFirstStep : undefined;
  const firstRender = async (request: FastifyRequest, data: unknown, nonce: string): Promise<FirstRender | undefined> => {
    if (!renderFirstStep || request.method !== 'GET') return undefined;
    try {
      return await renderFirstStep(request.url, data, nonce);
    } catch (error) {
      // A page that cannot be rendered here is rendered by the browser, as before.
      request.log.error({ err: error }, 'server render failed');
      return undefined;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (indexHtml !== undefined && isSpaNavigation(request)) {
      // Client-side routes (/account/heloc/...) have no file: the web app's router resolves them.
      // A page names the current build's assets: always revalidated, never kept stale.
      const data = (await deps.pageData?.(request)) ?? null;
      const nonce = styleNonce(reply.raw);
      const page = renderPage(indexHtml, data, nonce, await firstRender(request, data, nonce));
      const { encoding, body } = await encodePage(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').send(body);
    }
    return reply.code(404).send(errorAnswer(notFound(), copy));
  });

  return app;
}
