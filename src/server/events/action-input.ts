// What the machine's named actions (services/event-actions.ts) are given: the event's transaction,
// answers and sender, the evidence of what produced the screen, and the few services an action
// asks (the notary's slots, a signer's invitation, whose mail waits for the commit).
import { outwardOrigin } from '../../core/links/outward-origin';
import type { StatusMachine } from '../../core/status/machine';
import type { AppContext } from '../app-context';
import { brandVersionOf, flowVersionOf } from '../documents/versions';
import { applicantOf } from '../services/application-parts';
import type { Org } from '../orgs';
import type { ApplicationRecord } from '../services/application-records';
import type { ActionInput } from '../services/event-actions';
import type { RequestOrigin } from '../services/flow-context';
import { createInvitation, mailInvitation, type Invitee } from '../services/participants';
import type { Queryable } from '../store/db';

export interface ActionSource {
  machine: StatusMachine;
  record: ApplicationRecord;
  answers: Record<string, unknown>;
  /** The person the evidence names: the applicant or co-signer who sent it, else the application's applicant. */
  identityUuid: string;
  /** Who invites a signer an action adds (the sender when a person, else the applicant). */
  invitedBy: { kind: 'applicant' | 'staff'; uuid: string };
  brand: Org;
  origin: RequestOrigin | undefined;
  client: { ip: string; userAgent?: string };
  closingNow: Date;
  /** Mail waits for the commit: an invitation rolled back is never sent. */
  afterCommit: Array<() => Promise<void>>;
}

export function actionInput(ctx: AppContext, tx: Queryable, source: ActionSource): ActionInput {
  const { record, brand, machine, closingNow } = source;
  return {
    async inviteSigner(invitee: Invitee) {
      const invitation = await createInvitation(tx, { applicationUuid: record.uuid, invitee, invitedBy: source.invitedBy, now: ctx.now() });
      const origin = source.origin ? outwardOrigin(ctx.publicOrigin, source.origin) : ctx.publicOrigin;
      source.afterCommit.push(() => mailInvitation(ctx, invitation, brand, origin, record));
    },
    closingNow,
    // The notary provider's open slots, asked only by the action that reserves one.
    notarySlots: () => ctx.providers.notary.openSlots({ applicationUuid: record.uuid, applicant: applicantOf(record), from: closingNow.toISOString() }),
    tx,
    record,
    answers: source.answers,
    identityUuid: source.identityUuid,
    client: source.client,
    now: ctx.now(),
    sensitive: ctx.sensitive,
    disclosureText: (name: string) => disclosureText(ctx.copy, name),
    evidence: {
      organizationCode: brand.orgCode,
      brandVersion: brandVersionOf(brand.manifest),
      locale: 'en',
      flowId: machine.id,
      flowVersion: flowVersionOf(machine),
    },
  };
}

// Where the texts an applicant agrees to live in copy/en (the very keys the confirm screen shows),
// hashed into the evidence.
const DISCLOSURE_COPY: Record<string, string> = {
  earlyDisclosures: 'offer.disclosures',
  hardCreditConsent: 'offer.confirm.hardCredit',
  esignConsent: 'signing.esign',
  // A co-signer's consent (issue 31): the same consent, with the words that speak to an owner on title.
  signerEsignConsent: 'signer.consent',
  signature: 'signing.sign.statement',
};

/** The text (or tree of texts) shown for a disclosure; a missing one is a bug, never a hash of its name. */
export function disclosureText(copy: Record<string, unknown>, name: string): string {
  const key = DISCLOSURE_COPY[name];
  const node = key?.split('.').reduce<unknown>((at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), copy);
  if (node === undefined) throw new Error(`no copy for disclosure ${name} (${key ?? 'unmapped'})`);
  return JSON.stringify(node);
}
