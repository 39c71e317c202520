import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest, FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { Db } from './store/db';
import { fieldMessages, precompiledValidatorCompiler } from './api-schemas';
import { isAppError } from './errors';
import { DEFAULT_BODY_LIMITS } from './body-limits';
import { privateLoggerOptions } from './logging';
import type { RawValidationError } from '../core/validation/types';

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
  /** The largest body of a route that sets none (413 beyond); routes without a session set a smaller one. */
  bodyLimit?: number;
}

// Paths owned by the API: an unknown one is a 404, never the web app's index.html.
const API_PREFIXES = ['/api/', '/healthz', '/service-', '/identity', '/brand-assets/', '/offercode/', '/ft/'];

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

/** index.html with the page data in <head>: an inert data block, not a script the CSP would need to allow. */
function renderPage(indexHtml: string, data: unknown): string {
  return indexHtml.replace('</head>', `<script id="org-data" type="application/json">${inertJson(data)}</script></head>`);
}

function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // Browsers ask for text/html when navigating; a missing script or image must stay a 404.
  return (request.headers.accept ?? '').includes('text/html');
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
  });
  app.setValidatorCompiler(precompiledValidatorCompiler);
  const copy = deps.copy ?? {};

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Validators are precompiled, so no 'unsafe-eval'; no inline script either.
        scriptSrc: ["'self'"],
        // emotion injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.header('x-request-id', request.id);
    if (isAppError(error)) {
      reply.headers(error.headers);
      if (error.fields?.length) {
        return reply.code(error.statusCode).send({ code: error.code, errors: [...new Set(error.fields.map((f) => f.message))], fields: error.fields });
      }
      return reply.code(error.statusCode).send({ code: error.code, errors: [error.message] });
    }
    if (error.validation) {
      const fields = fieldMessages(error.validation as unknown as RawValidationError[], copy);
      const errors = [...new Set(fields.map((f) => f.message))];
      return reply.code(400).send({ code: 'INVALID_REQUEST', errors, fields });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      // The details go to the log only: a stack trace in a response helps an attacker, not a user.
      // The log gets the error's class and codes (serializer in logging.ts), not its message.
      request.log.error({ err: error, route: request.routeOptions.url, statusCode: status, code: 'UNEXPECTED' }, 'request failed');
      return reply.code(status).send({ code: 'UNEXPECTED', errors: ['Something unexpected happened'] });
    }
    return reply.code(status).send({ errors: [error.message] });
  });

  app.get('/healthz', async (request, reply) => {
    try {
      await db.query('select 1');
      return { status: 'ok', database: db.kind };
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
  app.setNotFoundHandler(async (request, reply) => {
    if (indexHtml !== undefined && isSpaNavigation(request)) {
      // Client-side routes (/account/heloc/...) have no file: the web app's router resolves them.
      // A page names the current build's assets: always revalidated, never kept stale.
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(renderPage(indexHtml, deps.pageData?.(request) ?? null));
    }
    return reply.code(404).send({ errors: ['Not Found'] });
  });

  return app;
}
