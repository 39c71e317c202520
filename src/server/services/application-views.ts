// How an application is shown over the API (schemas/api/heloc-application, application-status).
import type { ApiHelocApplication } from '../../generated/types/api-heloc-application';
import type { ApiApplicationStatus } from '../../generated/types/api-application-status';
import { kindOf, type StatusMachine } from '../../core/status/machine';
import type { ApplicationRecord } from './application-records';

export function toApiApplication(record: ApplicationRecord): ApiHelocApplication {
  const { street1, street2, city, state, zip } = record.request.propertyRequest;
  const decision = typeof record.facts.uwDecision === 'string' ? record.facts.uwDecision : (record.offerSet?.decision ?? null);
  return {
    uuid: record.uuid,
    loanNumber: record.loanNumber,
    active: record.active,
    activeForAppStart: record.active,
    isInquiry: false,
    isCrypto: record.product === 'crypto-heloc',
    status: {
      status: record.status,
      checklistStatus: 'INCOMPLETE',
      waitingOnFloodCert: false,
      bpo: record.offerSet?.status?.bpo ?? 'UNKNOWN_BPO_STATUS',
      uwDecision: decision,
      uwSubDecision: record.offerSet?.subDecision ?? null,
      primaryParticipantAcceptComplete: false,
      manualNotary: false,
      condition: null,
    },
    rate: null,
    rateType: null,
    amount: null,
    uwCalculatedDrawAmount: null,
    term: null,
    adjustedHomeAmount: typeof record.facts.propertyValue === 'number' ? record.facts.propertyValue : null,
    property: { address: { street1, ...(street2 ? { street2 } : {}), city, state, zip }, state },
    organizationCode: record.organizationCode,
    referrer: record.request.referrerId ? { referrerUuid: record.request.referrerId } : null,
    auditFields: { createdDate: record.createdAt },
  };
}

// Overall progress (spec section 4): pre-qualification running, waiting on the applicant, or done.
const progressOf = { 'in-progress': 'INITIAL', stable: 'IN_PROGRESS', terminal: 'COMPLETE' } as const;

export function toApiStatus(machine: StatusMachine, record: ApplicationRecord): ApiApplicationStatus {
  const kind = kindOf(machine, record.status) ?? 'stable';
  return {
    uuid: record.uuid,
    status: record.status,
    polled: kind === 'in-progress',
    terminal: kind === 'terminal',
    progress: progressOf[kind],
    updatedAt: record.updatedAt,
  };
}
