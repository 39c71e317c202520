// What staff read: a search over the applications of the brands they may see, and one
// application's view. Each column is named: nothing sealed (the SSN), no account number and no
// document bytes are ever selected, so none can reach an answer.
import type { Queryable } from './db';
import type { ApiStaffSearch } from '../../generated/types/api-staff-search';
import type { ApiStaffApplication } from '../../generated/types/api-staff-application';

export const MAX_PAGE_SIZE = 50;

export type SearchKind = 'loanNumber' | 'email' | 'lastName' | 'all';

export interface SearchInput {
  q?: string;
  status?: string;
  page: number;
  pageSize: number;
  /** Null: every brand. */
  orgCodes: string[] | null;
}

/** Digits: a loan number; with @: an email; otherwise the start of a last name. */
export function searchKind(q: string | undefined): SearchKind {
  const text = q?.trim() ?? '';
  if (!text) return 'all';
  if (/^\d{1,18}$/.test(text)) return 'loanNumber';
  return text.includes('@') ? 'email' : 'lastName';
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(input: SearchInput): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (input.orgCodes !== null) add((n) => `a.organization_code in (select jsonb_array_elements_text(${n}::jsonb))`, JSON.stringify(input.orgCodes));
  const q = input.q?.trim() ?? '';
  const kind = searchKind(q);
  if (kind === 'loanNumber') add((n) => `a.loan_number = ${n}::bigint`, q);
  if (kind === 'email') add((n) => `i.email_normalized = ${n}`, q.toLowerCase());
  if (kind === 'lastName') add((n) => `lower(p.last_name) like ${n}`, likePrefix(q.toLowerCase()));
  if (input.status) add((n) => `a.status = ${n}`, input.status);
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

const FROM = 'from applications a join identities i on i.uuid = a.identity_uuid left join profiles p on p.identity_uuid = a.identity_uuid';
const iso = (value: Date | string) => new Date(value).toISOString();

export async function searchApplications(db: Queryable, input: SearchInput): Promise<ApiStaffSearch> {
  const { sql, params } = where(input);
  const { rows: counted } = await db.query<{ n: number }>(`select count(*)::int as n ${FROM} ${sql}`, params);
  const { rows } = await db.query<{ uuid: string; loan_number: string | number; organization_code: string; product: string; status: string; email: string; first_name: string | null; last_name: string | null; created_at: Date | string }>(
    `select a.uuid, a.loan_number, a.organization_code, a.product, a.status, i.email, p.first_name, p.last_name, a.created_at ${FROM} ${sql}
      order by a.created_at desc, a.uuid limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
    params,
  );
  return {
    page: input.page,
    pageSize: input.pageSize,
    total: Number(counted[0]!.n),
    items: rows.map((r) => ({
      uuid: r.uuid,
      loanNumber: Number(r.loan_number),
      organizationCode: r.organization_code,
      product: r.product,
      status: r.status,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      createdAt: iso(r.created_at),
    })),
  };
}

/** The status a pipeline step's outcome moved an application to (the status machine's transition). */
export type StatusAfter = (product: string, status: string, outcome: string) => string;

/** One application, or undefined when it does not exist or is of a brand this member may not see. */
/** The route adds the version and the review decisions (routes/staff.ts). */
export type StaffApplicationView = Omit<ApiStaffApplication, 'version' | 'reviewDecisions'>;

export async function applicationView(db: Queryable, uuid: string, orgCodes: string[] | null, statusAfter: StatusAfter): Promise<StaffApplicationView | undefined> {
  const { rows } = await db.query<ApplicationRow>(
    `select a.uuid, a.loan_number, a.organization_code, a.product, a.status, a.created_at, i.email, i.phone_number, p.first_name, p.last_name,
       a.facts -> 'borrowingEntity' as borrowing_entity, a.request -> 'utmParameters' as utm_parameters, a.request ->> 'referrerId' as referrer_id,
       a.referral_uuid, a.request ->> 'offerCode' as offer_code ${FROM} where a.uuid = $1`,
    [uuid],
  );
  const row = rows[0];
  if (!row || (orgCodes !== null && !orgCodes.includes(row.organization_code))) return undefined;
  return {
    uuid: row.uuid,
    loanNumber: Number(row.loan_number),
    organizationCode: row.organization_code,
    product: row.product,
    status: row.status,
    createdAt: iso(row.created_at),
    // The registration's entity step (a company borrowing), stored as a fact of the application.
    ...(row.borrowing_entity ? { borrowingEntity: { legalName: row.borrowing_entity.legalName, ein: row.borrowing_entity.ein } } : {}),
    applicant: { firstName: row.first_name, lastName: row.last_name, email: row.email, phoneNumber: row.phone_number },
    source: sourceOf(row),
    history: await history(db, uuid, (status, outcome) => statusAfter(row.product, status, outcome)),
    documents: await documents(db, uuid),
    providerFailure: await providerFailure(db, uuid),
  };
}

interface ApplicationRow {
  uuid: string;
  loan_number: string | number;
  organization_code: string;
  product: string;
  status: string;
  created_at: Date | string;
  email: string;
  phone_number: string | null;
  first_name: string | null;
  last_name: string | null;
  borrowing_entity: { legalName: string; ein: string } | null;
  utm_parameters: Record<string, string> | null;
  referrer_id: string | null;
  referral_uuid: string | null;
  offer_code: string | null;
}

// Where the application came from, as its create call sent it (the register data's utmDetails and
// referralDetails): the referral as the server resolved it (referral_uuid), not the raw request's.
function sourceOf(row: ApplicationRow): ApiStaffApplication['source'] {
  return {
    utmParameters: Object.entries(row.utm_parameters ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    referrerId: row.referrer_id,
    referralId: row.referral_uuid,
    offerCode: row.offer_code,
  };
}

// The PROVIDER_FAILED row the application is parked by (written by the park, at the version just
// before it; jobs/pipeline.ts), or null once anything has moved it since.
async function providerFailure(db: Queryable, uuid: string): Promise<ApiStaffApplication['providerFailure']> {
  const { rows } = await db.query<{ status: string; result: { step?: string; provider?: string; failure?: string; tries?: number }; created_at: Date | string }>(
    `select p.status, p.result, p.created_at from pipeline_steps p join applications a on a.uuid = p.application_uuid
      where p.application_uuid = $1 and p.event = 'PROVIDER_FAILED' and p.version = a.version - 1`,
    [uuid],
  );
  const row = rows[0];
  if (!row) return null;
  const { step = '', provider = 'none', failure = 'error', tries = 1 } = row.result;
  return { status: row.status, step, provider, failure, tries, at: iso(row.created_at) };
}

// The accepted events and the pipeline's steps, oldest first (migrations 0007, 0008, 0024). A
// pipeline step keeps its outcome, not the status it led to: the machine's transition gives it. A
// pipeline event beside a step's record (its outcome, a park, a resume) is shown once, as the step.
async function history(db: Queryable, uuid: string, after: (status: string, outcome: string) => string): Promise<ApiStaffApplication['history']> {
  const { rows } = await db.query<{ at: Date | string; kind: 'applicant' | 'staff' | 'pipeline'; event: string; from_status: string; to_status: string | null }>(
    `select created_at as at, case when staff_uuid is null then 'applicant' else 'staff' end as kind, event, status_before as from_status, status_after as to_status from application_events e
      where application_uuid = $1
        and not (source = 'pipeline' and exists (select 1 from pipeline_steps p where p.application_uuid = e.application_uuid and p.version = e.version_before))
     union all
     select created_at as at, 'pipeline' as kind, event, status as from_status, null as to_status from pipeline_steps where application_uuid = $1
     order by at, kind`,
    [uuid],
  );
  return rows.map((r) => ({ at: iso(r.at), kind: r.kind, event: r.event, fromStatus: r.from_status, toStatus: r.to_status ?? after(r.from_status, r.event) }));
}

async function documents(db: Queryable, uuid: string): Promise<ApiStaffApplication['documents']> {
  const { rows } = await db.query<{ uuid: string; document_type: string; file_name: string; content_type: string; size: number; created_at: Date | string }>(
    'select uuid, document_type, file_name, content_type, size, created_at from documents where application_uuid = $1 order by created_at, uuid',
    [uuid],
  );
  return rows.map((r) => ({ uuid: r.uuid, documentType: r.document_type, fileName: r.file_name, contentType: r.content_type, size: Number(r.size), createdAt: iso(r.created_at) }));
}
