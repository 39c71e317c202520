// Audit events (issue 12): each sign-in, sign-out, registration, authorization refusal (401, 403,
// or the 404 that answers for another applicant's application) and staff action writes one row of
// audit_events (migration 0009, append-only): when, who (an identity's uuid or none), from which
// address, which request (its id and route pattern), on what (an application's uuid) and how it
// ended (its status and catalogue code). Never an email, a name, a password, a body or a token.
// One hook writes every row after the answer is decided; a route adds only what the hook cannot
// know, through `audit()` (the identity that just signed in, or that it refused the caller).
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isUuid } from '../core/contract/ids';
import type { AppContext } from './app-context';
import { sessionIfAny } from './auth/session';
import { insertAuditEvent, type AuditAction, type AuditOutcome, type AuditRow } from './store/audit';

export type { AuditAction, AuditOutcome, AuditRow };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The audit event every answer of this route writes (src/server/audit.ts). */
    audit?: AuditAction;
  }
}

/** The role whose every request is a staff action (routes.ts: "agent for staff"). */
export const STAFF_ROLE = 'agent';

export interface AuditNote {
  /** The identity that this request signed in or registered (no session exists yet). */
  actorUuid?: string;
  actorRole?: string;
  /** The caller was refused the resource (answered as if it did not exist). */
  refused?: boolean;
}

const notes = new WeakMap<FastifyRequest, AuditNote>();
const errorCodes = new WeakMap<FastifyRequest, string>();
// A catalogue code or Fastify's own (FST_ERR_...): never free text.
const CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/** What a route knows that the audit hook cannot; the hook writes the row when the answer goes. */
export function audit(request: FastifyRequest, note: AuditNote): void {
  notes.set(request, { ...notes.get(request), ...note });
}

/** The event a request writes, or undefined when it is not one to audit (e.g. an applicant's own read). */
export function auditRow(request: FastifyRequest, statusCode: number, organizationCode: string | null): AuditRow | undefined {
  const route = request.routeOptions.url;
  if (!route) return undefined;
  // A request turned away before any decision (over a rate limit, the hashing queue full) writes no
  // row: a flood would otherwise become one database write per request. The limiter keeps its count.
  if (statusCode === 429 || statusCode === 503) return undefined;
  const note = notes.get(request) ?? {};
  const session = sessionIfAny(request);
  const refused = note.refused === true || statusCode === 401 || statusCode === 403;
  const action = request.routeOptions.config.audit ?? (refused ? 'access-refused' : session?.role === STAFF_ROLE ? 'staff-action' : undefined);
  if (!action) return undefined;
  const outcome: AuditOutcome = action === 'access-refused' ? 'refused' : statusCode < 400 ? 'success' : 'failure';
  const uuid = (request.params as Record<string, unknown> | undefined)?.uuid;
  return {
    action,
    outcome,
    actorUuid: session?.identityUuid ?? note.actorUuid ?? null,
    actorRole: session?.role ?? note.actorRole ?? null,
    clientIp: request.ip,
    requestId: String(request.id),
    method: request.method,
    route,
    resource: typeof uuid === 'string' && isUuid(uuid) ? uuid : null,
    statusCode,
    code: errorCodes.get(request) ?? null,
    organizationCode,
  };
}

/** The brand the request was answered under, when it resolves (an unknown or mismatched one is not an answer). */
function organizationOf(ctx: Pick<AppContext, 'orgs'>, request: FastifyRequest): string | null {
  try {
    return ctx.orgs.forRequest(request).orgCode;
  } catch {
    return null;
  }
}

/**
 * The hooks, for every route of the server (registered first, outside encapsulation). The row is
 * written before the answer leaves, so a reader who got the answer finds its event; a failed write
 * is logged by its class and SQLSTATE only (never its parameters) and does not change the answer.
 */
export function auditPlugin(ctx: Pick<AppContext, 'db' | 'orgs'>): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook('onError', async (request, _reply, error: FastifyError) => {
      if (typeof error.code === 'string' && CODE.test(error.code)) errorCodes.set(request, error.code);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const row = auditRow(request, reply.statusCode, organizationOf(ctx, request));
      if (!row) return payload;
      try {
        await insertAuditEvent(ctx.db, row);
      } catch (error) {
        const sqlState = (error as { code?: unknown }).code;
        request.log.error(
          { auditAction: row.action, errorClass: error instanceof Error ? error.constructor.name : typeof error, sqlState: typeof sqlState === 'string' ? sqlState.slice(0, 5) : undefined },
          'audit write failed',
        );
      }
      return payload;
    });
  };
  // Hooks of a plugin apply to its own routes only; this one's apply to every route (fastify-plugin's marker).
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
