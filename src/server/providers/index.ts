// Chooses each provider from the environment (sandbox by default) and guards production against
// answering applicants from a sandbox by accident.
import type { Db } from '../store/db';
import { createHttpCreditBureau, createHttpPropertyRecords, createHttpValuation } from './http/adapters';
import {
  createHttpBpoValuation,
  createHttpClosingDocuments,
  createHttpEsignProvider,
  createHttpEmploymentVerifier,
  createHttpHardCreditBureau,
  createHttpIdentityChecker,
  createHttpIncomeVerifier,
} from './http/application-adapters';
import { createHttpBankData, createHttpNotary, createHttpSettlement } from './http/closing-adapters';
import { DEFAULT_TIMEOUT_MS, type HttpProviderOptions } from './http/post-json';
import { guardAdapter, type GuardOptions } from './guard';
import { createSandboxProviders, type SandboxOptions } from './sandbox/create-sandbox';
import { listSandboxes, PROVIDER_NAMES } from './types';
import type { ProviderName, Providers } from './types';

export interface CreateProvidersOptions {
  env: NodeJS.ProcessEnv;
  db: Pick<Db, 'query'>;
  /** The sandbox's "today"; injectable for tests. */
  clock?: () => Date;
  sandbox?: Pick<SandboxOptions, 'slowMs' | 'outageOver'>;
}

export interface CreatedProviders {
  providers: Providers;
  /** The providers answered by a sandbox (PROVIDER_NAMES order), for the start-up check. */
  sandboxes: ProviderName[];
}

type Choice = { kind: 'sandbox' } | { kind: 'http'; baseUrl: string };

/** A provider failing this many times in a row opens its circuit for the cool-down. */
export const DEFAULT_BREAKER_FAILURES = 5;
export const DEFAULT_BREAKER_COOLDOWN_MS = 30_000;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The real adapter of each provider, from its base URL. */
const HTTP_ADAPTERS: { [N in ProviderName]: (options: HttpProviderOptions) => Providers[N] } = {
  credit: createHttpCreditBureau,
  property: createHttpPropertyRecords,
  valuation: createHttpValuation,
  hardCredit: createHttpHardCreditBureau,
  income: createHttpIncomeVerifier,
  employment: createHttpEmploymentVerifier,
  identity: createHttpIdentityChecker,
  bpo: createHttpBpoValuation,
  closing: createHttpClosingDocuments,
  notary: createHttpNotary,
  bankData: createHttpBankData,
  settlement: createHttpSettlement,
  esign: createHttpEsignProvider,
};

/** Builds the providers the environment asks for; throws one Error listing every problem. */
export function createProviders(options: CreateProvidersOptions): CreatedProviders {
  const problems: string[] = [];
  const { env } = options;
  const choices = Object.fromEntries(PROVIDER_NAMES.map((name) => [name, readChoice(env, name, problems)])) as Record<ProviderName, Choice>;
  const guards = readGuards(env, problems);
  if (problems.length > 0) {
    throw new Error(`Invalid provider configuration:\n- ${problems.join('\n- ')}`);
  }
  let sandbox: Providers | undefined;
  // Built only when some provider needs it, and then once: its parts share the persona table.
  const sandboxProviders = () =>
    (sandbox ??= createSandboxProviders({ db: options.db, clock: options.clock, ...options.sandbox }));
  const pick = <N extends ProviderName>(name: N): Providers[N] => {
    const choice = choices[name];
    const { timeoutMs } = guards[name];
    // The HTTP adapter aborts its request at the same moment the guard stops waiting.
    const adapter = choice.kind === 'http' ? HTTP_ADAPTERS[name]({ ...choice, timeoutMs }) : sandboxProviders()[name];
    return guardAdapter(name, adapter, guards[name]);
  };
  const providers = Object.fromEntries(PROVIDER_NAMES.map((name) => [name, pick(name)])) as unknown as Providers;
  return { providers, sandboxes: listSandboxes(providers) };
}

/**
 * In production a sandbox answers applicants with made-up data, so it needs an explicit
 * SANDBOX_PROVIDERS=allow. Throws when not allowed; returns the warning to print at start when
 * allowed; undefined when there is nothing to say.
 */
export function assertProductionProviders(env: NodeJS.ProcessEnv, sandboxes: readonly string[]): string | undefined {
  if (read(env, 'NODE_ENV') !== 'production' || sandboxes.length === 0) return undefined;
  const names = sandboxes.join(', ');
  if (read(env, 'SANDBOX_PROVIDERS') === 'allow') {
    return `Warning: sandbox providers in use in production (SANDBOX_PROVIDERS=allow): ${names}. Their answers are made up.`;
  }
  // Mail is sent by SMTP; every other provider is reached over HTTP.
  const settings = sandboxes.map((name) => (name === 'mail' ? 'MAIL_PROVIDER=smtp with MAIL_SMTP_URL and MAIL_FROM' : `${envPrefix(name)}_PROVIDER=http`)).join(', ');
  throw new Error(
    `Sandbox providers are in use with NODE_ENV=production: ${names}. ` +
      `Configure real providers (${settings}, each with its _PROVIDER_URL) or set SANDBOX_PROVIDERS=allow.`,
  );
}

/**
 * Whether a sandbox provider's own pages (the income sandbox's hosted Connect page) are served.
 * Outside production, yes. With NODE_ENV=production only for a provider chosen by name
 * (`INCOME_PROVIDER=sandbox`, not left to the default) with SANDBOX_PROVIDERS=allow: a page that
 * needs no session and changes an application is never there by accident. The sandbox's test
 * tools (the outbox, the closing clock) are never served in production (build-app.ts).
 */
export function servesSandboxPages(env: NodeJS.ProcessEnv, name: ProviderName): boolean {
  if (read(env, 'NODE_ENV') !== 'production') return true;
  return read(env, `${envPrefix(name)}_PROVIDER`) === 'sandbox' && read(env, 'SANDBOX_PROVIDERS') === 'allow';
}

function readChoice(env: NodeJS.ProcessEnv, name: ProviderName, problems: string[]): Choice {
  const kindVar = `${envPrefix(name)}_PROVIDER`;
  const urlVar = `${kindVar}_URL`;
  const kind = read(env, kindVar) ?? 'sandbox';
  const url = read(env, urlVar);
  if (kind === 'sandbox') {
    // A URL without the switch would silently leave the sandbox answering.
    if (url !== undefined) problems.push(`${urlVar} is set but ${kindVar} is "sandbox": set ${kindVar}=http or remove ${urlVar}`);
    return { kind: 'sandbox' };
  }
  if (kind !== 'http') {
    problems.push(`${kindVar} must be "sandbox" or "http" (got "${kind}")`);
  } else if (url === undefined) {
    problems.push(`${urlVar} is required when ${kindVar}=http`);
  } else if (!isProviderUrl(url)) {
    problems.push(`${urlVar} must be an https:// URL (http:// only for localhost)`);
  }
  return { kind: 'http', baseUrl: url ?? '' };
}

/**
 * Each provider's timeout (PROVIDER_TIMEOUT_MS, or e.g. CREDIT_PROVIDER_TIMEOUT_MS for one) and the
 * breaker's settings shared by all (PROVIDER_BREAKER_FAILURES, PROVIDER_BREAKER_COOLDOWN_MS).
 */
function readGuards(env: NodeJS.ProcessEnv, problems: string[]): Record<ProviderName, GuardOptions> {
  const timeoutMs = readInteger(env, problems, { name: 'PROVIDER_TIMEOUT_MS', fallback: DEFAULT_TIMEOUT_MS, range: [1, 60_000] });
  const breaker = {
    failures: readInteger(env, problems, { name: 'PROVIDER_BREAKER_FAILURES', fallback: DEFAULT_BREAKER_FAILURES, range: [1, 1000] }),
    cooldownMs: readInteger(env, problems, { name: 'PROVIDER_BREAKER_COOLDOWN_MS', fallback: DEFAULT_BREAKER_COOLDOWN_MS, range: [0, 3_600_000] }),
  };
  const guard = (name: ProviderName): GuardOptions => ({
    timeoutMs: readInteger(env, problems, { name: `${envPrefix(name)}_PROVIDER_TIMEOUT_MS`, fallback: timeoutMs, range: [1, 60_000] }),
    breaker,
  });
  return Object.fromEntries(PROVIDER_NAMES.map((name) => [name, guard(name)])) as Record<ProviderName, GuardOptions>;
}

/** An integer variable within `range`; unset, `fallback`; out of range, `fallback` and a problem added to `problems`. */
function readInteger(env: NodeJS.ProcessEnv, problems: string[], { name, fallback, range: [min, max] }: { name: string; fallback: number; range: [number, number] }): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
  problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  return fallback;
}

/** Applicants' data travels only over TLS; plain http is for a provider stub on this machine. */
function isProviderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** hardCredit -> HARD_CREDIT (HARD_CREDIT_PROVIDER, HARD_CREDIT_PROVIDER_URL). */
export function envPrefix(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
}

// An empty variable (common in .env files) means "not set", as in src/server/config.ts.
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}
