// audit_events (migration 0009, append-only): one row per audited answer (src/server/audit.ts
// decides which and fills it). Never an email, a name, a password, a body or a token.
import type { Queryable } from './db';

export type AuditAction = 'sign-in' | 'sign-out' | 'registration' | 'password-reset' | 'access-refused' | 'staff-action' | 'invitation-accept' | 'co-signer-signature' | 'co-signer-esign-consent' | 'co-signer-identity' | 'invitation-resend' | 'password-change' | 'sign-out-others';
export type AuditOutcome = 'success' | 'failure' | 'refused';

export interface AuditRow {
  action: AuditAction;
  outcome: AuditOutcome;
  actorUuid: string | null;
  actorRole: string | null;
  clientIp: string;
  requestId: string;
  method: string;
  route: string;
  resource: string | null;
  statusCode: number;
  code: string | null;
  organizationCode: string | null;
}

export async function insertAuditEvent(db: Queryable, row: AuditRow): Promise<void> {
  await db.query(
    `insert into audit_events (action, outcome, actor_uuid, actor_role, client_ip, request_id, method, route, resource, status_code, code, organization_code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [row.action, row.outcome, row.actorUuid, row.actorRole, row.clientIp, row.requestId, row.method, row.route, row.resource, row.statusCode, row.code, row.organizationCode],
  );
}
