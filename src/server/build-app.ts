// Wires the application from its configuration and database: organisations, auth, providers, the
// pipeline and every route plugin. main.ts and the tests both build the app this way.
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { createHashPool, type HashPoolOptions } from './auth/hash-pool';
import { createRateLimiter, pruneRateLimits } from './auth/rate-limit';
import { pruneOldClientErrors } from './services/client-errors';
import { DEFAULT_LOGIN_DELAY } from './auth/login-delay';
import { createTokenService } from './auth/tokens';
import { loadSensitiveCipher } from './crypto/data-key';
import { documentsOf } from './store/documents';
import { createServer } from './create-server';
import { loadCopy, loadFlowValidators, loadFlows } from './flows';
import { createClosingClock } from './closing-clock';
import { createPipeline, type PipelineLog, type RetryOptions } from './jobs/pipeline';
import { applyEvent } from './events/apply-event';
import { createStepRunners } from './jobs/steps';
import { loadOrgs } from './orgs';
import { assertProductionProviders, createProviders, servesSandboxPages, type CreateProvidersOptions } from './providers/index';
import { createSandboxLeadPortal } from './providers/sandbox/leads';
import { createSandboxOfferCodes } from './providers/sandbox/offer-codes';
import { buildRoutes } from './routes/index';
import { createFlagService, loadFlagRegistries, pageDataWithFlags } from './flags/service';
import { createHoursService, pageDataWithHours } from './hours/service';
import { createChatbot } from './services/chatbot/chatbot';
import { loadKnowledgeBases } from './services/chatbot/knowledge';
import { enabledMap } from '../core/flags/resolve';
import { defaultProductOf } from '../core/product/offered';
import { loadStatusMachines } from './status-machines';
import { loadProducts } from './products';
import type { Db } from './store/db';
import { DEFAULT_BODY_LIMITS, type BodyLimits } from './body-limits';
import { createMail } from './mail/mail';
import { readPublicOrigin } from './links';
import { createStaffTokenService } from './staff/tokens';
import { bootstrapBrokers } from './brokers/accounts';
import { bootstrapStaff } from './staff/accounts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from '../core/documents/upload-quota';
import type { ConnectionLimits } from './connection-limits';
import { createChatBus } from './store/chat-bus';
import { createChatService, type Chatbot } from './services/chat';
import { runChatRetention } from './services/chat/retention';

export interface BuildAppOptions {
  db: Db;
  dirs: { flows: string; copy: string; brands: string; static?: string };
  env?: NodeJS.ProcessEnv;
  defaultOrgCode: string;
  jwtSecret?: string;
  /** DATA_ENCRYPTION_KEY; unset: a random key kept in the database. */
  dataEncryptionKey?: string;
  tokenTtlSeconds?: number;
  /** pg-boss schema (tests on a shared PostgreSQL use their own). */
  jobSchema?: string;
  /** Ceilings replacing built-in rate limits by name (config RATE_LIMITS). */
  rateLimitMax?: Record<string, number>;
  /** Largest request bodies (config BODY_LIMIT_BYTES, PUBLIC_BODY_LIMIT_BYTES). */
  bodyLimits?: BodyLimits;
  /** Password hashing's bound (config HASH_CONCURRENCY, HASH_QUEUE); default sized to the CPU. */
  hashPool?: HashPoolOptions;
  /** The longest growing wait of a login (config LOGIN_DELAY_MAX_MS). */
  loginDelayMaxMs?: number;
  now?: () => Date;
  sandbox?: CreateProvidersOptions['sandbox'];
  /** Pipeline steps run at once (config PIPELINE_CONCURRENCY). */
  pipelineConcurrency?: number;
  /** Step retries and the sweep of parked applications (config PIPELINE_RETRY_LIMIT, PIPELINE_RETRY_DELAY_S, PIPELINE_SWEEP_MS); the pipeline's log. */
  pipeline?: RetryOptions & { log?: PipelineLog };
  /** Uploads one application and one applicant may keep (config UPLOAD_MAX_*). */
  uploadQuota?: UploadQuota;
  /** Timeouts and the per-address socket cap (config HEADERS_TIMEOUT_MS, …, MAX_CONNECTIONS_PER_ADDRESS). */
  connectionLimits?: ConnectionLimits;
  logger?: FastifyServerOptions['logger'];
  /** The chatbot the chat asks (default: the placeholder that answers from copy). */
  chatbot?: Chatbot;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  sandboxes: string[];
  /** What the operator should read at start (the sandboxes in use). */
  notices: string[];
  /** Stops the pipeline, then the HTTP server (the caller closes the database). */
  close(): Promise<void>;
}

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const copy = loadCopy(options.dirs.copy);
  const flows = loadFlows(options.dirs.flows, copy);
  const products = loadProducts(options.dirs.flows);
  const machines = loadStatusMachines(options.dirs.flows, products);
  const orgs = loadOrgs(options.dirs.brands, options.defaultOrgCode, copy, machines.all().map((m) => machines.productsOf(m)));
  const flowValidators = await loadFlowValidators(flows);
  const env = options.env ?? process.env;
  // Every outward link's origin (src/server/links.ts): checked here, so no app is built in production without one.
  const publicOrigin = readPublicOrigin(env);
  if (publicOrigin.problem) throw new Error(publicOrigin.problem);
  const { providers, sandboxes } = createProviders({ env, db, clock: now, sandbox: options.sandbox });
  // A sandbox answering real applicants in production needs an explicit yes (throws otherwise).
  const mail = createMail(env, db);
  const sandboxWarning = assertProductionProviders(env, [...sandboxes, ...(mail.kind === 'sandbox' ? ['mail'] : [])]);
  const sensitive = await loadSensitiveCipher(db, options.dataEncryptionKey);
  const closingClock = createClosingClock(now);
  const flags = createFlagService(db, loadFlagRegistries(options.dirs.flows), products);
  // Pricing reads the application's flags (rate-buy-down), as the console resolves them.
  const flagsOf = async (a: { organizationCode: string; product: string; uuid: string }) => enabledMap(await flags.resolve(orgs.require(a.organizationCode), a.product, a.uuid));
  const steps = createStepRunners({ db, providers, brandOf: (code) => orgs.require(code), now, closingClock, sensitive, documentsOf, copy, machineOf: (product) => machines.forProduct(product), products, flagsOf });
  const pipeline = createPipeline({
    db,
    machines,
    steps,
    // Every move the pipeline makes is an event through applyEvent; ctx exists by the time a job runs.
    apply: (input) => applyEvent(ctx, { ...input, sender: { kind: 'pipeline' } }),
    jobSchema: options.jobSchema,
    concurrency: options.pipelineConcurrency,
    retry: options.pipeline,
    ...(options.pipeline?.log ? { log: options.pipeline.log } : {}),
    maintenance: async () => {
      await pruneRateLimits(db);
      // The chat's retention (services/chat/retention.ts); ctx exists by the time the schedule runs.
      await runChatRetention({ db, orgs, chat: ctx.chat, now });
      // Error groups from the browser not seen for their retention days (services/client-errors.ts).
      await pruneOldClientErrors(db, now());
    },
  });
  const tokens = await createTokenService({ db, secret: options.jwtSecret, ttlSeconds: options.tokenTtlSeconds ?? 3600, now });
  const staffTokens = await createStaffTokenService({ db, secret: options.jwtSecret, ttlSeconds: options.tokenTtlSeconds ?? 3600, now });
  const hashing = createHashPool(options.hashPool);
  // STAFF_BOOTSTRAP: the first staff account of a test bed, made once (src/server/staff/accounts.ts).
  const staffNotice = await bootstrapStaff(db, hashing, env);
  const leads = createSandboxLeadPortal();
  // BROKER_BOOTSTRAP: the browser tests' broker accounts, made once (src/server/brokers/accounts.ts).
  const brokerNotice = await bootstrapBrokers(db, hashing, leads, env);
  const hours = createHoursService(db, now);
  // One bus per process: its LISTEN is this server's ear for every other server's chat events.
  const chatBus = await createChatBus(db);
  const chat = createChatService({ db, bus: chatBus, now });
  const ctx: AppContext = { db, copy, flows, products, machines, flowValidators, orgs, flags, tokens, staffTokens, limiter: createRateLimiter(db, now, options.rateLimitMax), hashing, loginDelay: { ...DEFAULT_LOGIN_DELAY, maxMs: options.loginDelayMaxMs ?? DEFAULT_LOGIN_DELAY.maxMs }, pipeline, leads, providers, sensitive, offerCodes: createSandboxOfferCodes(), bodyLimits: options.bodyLimits ?? DEFAULT_BODY_LIMITS, now, closingClock, hours, hoursNow: (orgCode) => hours.now(orgCode), sandboxRoutes: providers.notary.kind === 'sandbox' && providers.settlement.kind === 'sandbox' && env.NODE_ENV !== 'production', sandboxIncomePage: providers.income.kind === 'sandbox' && servesSandboxPages(env, 'income'), mail, sandboxOutbox: mail.kind === 'sandbox' && env.NODE_ENV !== 'production', publicOrigin: env.PUBLIC_ORIGIN?.trim() || undefined, uploadQuota: options.uploadQuota ?? DEFAULT_UPLOAD_QUOTA, chat, chatbot: options.chatbot ?? createChatbot({ db, orgs, copy, hours, knowledge: loadKnowledgeBases(options.dirs.brands, orgs.codes()) }), chatForcedModes: env.NODE_ENV !== 'production' };
  await pipeline.start();
  const app = await createServer({
    db,
    copy,
    staticDir: options.dirs.static,
    // The server render built beside the web build (dist/server next to dist/client).
    ssrEntry: options.dirs.static && path.join(options.dirs.static, '..', 'server', 'entry-server.js'),
    routes: buildRoutes(ctx),
    // The brand's flags ride with the page: its first render (the server's too) knows the maintenance and redesign flags.
    // And its hours as stored: the footer and the top bar show the console's edits on the next load.
    // Where the chat's forced modes are allowed (never in production) the page may show the
    // developer controls (the chat's: reset, mode, agent picker; spec section 6).
    pageData: async (request) => {
      const data = await pageDataWithHours(
        await pageDataWithFlags(orgs.pageData(request), (code) => flags.resolve(orgs.require(code), defaultProductOf(orgs.require(code).manifest))),
        (code) => hours.weeks(orgs.require(code)),
      );
      return data.ok && ctx.chatForcedModes ? { ...data, devTools: true } : data;
    },
    logger: options.logger,
    bodyLimit: ctx.bodyLimits.signedIn,
    ...(options.connectionLimits ? { connectionLimits: options.connectionLimits } : {}),
  });
  return {
    app,
    ctx,
    sandboxes,
    notices: [
      ...(sandboxWarning ? [sandboxWarning] : sandboxes.length ? [`Sandbox providers: ${sandboxes.join(', ')} (personas: src/server/providers/PERSONAS.md)`] : []),
      ...(staffNotice ? [staffNotice] : []),
      ...(brokerNotice ? [brokerNotice] : []),
    ],
    async close() {
      await pipeline.stop();
      // Closing the app says 'going away' (1001) to every chat socket first (routes/chat-socket.ts).
      await app.close();
      await chatBus.close();
    },
  };
}
