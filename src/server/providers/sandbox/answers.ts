// What the sandbox answers for a request: the default persona overlaid with every persona the
// request matches. Pure: the same request and the same today give the same answer.
import { createHash } from 'node:crypto';
import { todayIso } from '../../../core/logic/dates';
import type { Address, CreditReport, PropertySearchResult, ValuationResult } from '../types';
import type { APPLICATION_SECTIONS, DateAnswer, Persona } from './personas';

const DAY_MS = 86_400_000;

/** The default row first, then last-name rows, then address rows, each in table order. */
export function matchPersonas(personas: Persona[], who: { lastName?: string; street1: string }): Persona[] {
  const lastName = who.lastName?.trim().toLowerCase();
  const street1 = who.street1.toLowerCase();
  const byName = personas.filter((p) => p.match.lastName?.toLowerCase() === lastName && lastName !== undefined);
  const byAddress = personas.filter((p) => {
    const part = p.match.street1Contains?.toLowerCase();
    return part !== undefined && street1.includes(part);
  });
  const defaults = personas.filter((p) => p.match.lastName === undefined && p.match.street1Contains === undefined);
  return [...defaults, ...byName, ...byAddress];
}

export function isSlow(matched: Persona[]): boolean {
  return matched.some((p) => p.slow === true);
}

export function isUnreachable(matched: Persona[]): boolean {
  return matched.some((p) => p.unreachable === true);
}

/** What a soft pull tells beyond the persona: an SSN given, and whether it is a later pull. */
export interface CreditContext {
  ssnLast4?: string;
  later?: boolean;
}

export function answerCredit(matched: Persona[], now: Date, context: CreditContext = {}): CreditReport {
  const { withSsn, ssnEnding, later, ...base } = overlay(matched, 'credit');
  const answer = {
    ...base,
    ...(context.later ? later : {}),
    ...(context.ssnLast4 !== undefined ? withSsn : {}),
    ...(context.ssnLast4 !== undefined ? ssnEnding?.[context.ssnLast4] : {}),
  };
  if (answer.outcome !== 'MATCH') return { outcome: answer.outcome! };
  const report: CreditReport = {
    outcome: 'MATCH',
    creditScore: answer.creditScore,
    monthlyDebt: answer.monthlyDebt,
    lienBalance: answer.lienBalance,
  };
  if (answer.lastHelocOpenedDate !== undefined) report.lastHelocOpenedDate = dateOf(answer.lastHelocOpenedDate, now);
  if (answer.assetDepletion === true) report.assetDepletion = true;
  return report;
}

export function answerProperty(matched: Persona[], address: Address, now: Date): PropertySearchResult {
  const answer = overlay(matched, 'property');
  if (answer.outcome !== 'FOUND') return { outcome: answer.outcome! };
  const { street1, street2, city, state, zip } = address;
  const property: NonNullable<PropertySearchResult['property']> = {
    propertyId: propertyIdOf(address),
    address: { street1, ...(street2 ? { street2 } : {}), city, state, zip },
    ownerNames: [...(answer.ownerNames ?? [])],
  };
  if (answer.lastTransferDate !== undefined) property.lastTransferDate = dateOf(answer.lastTransferDate, now);
  return { outcome: 'FOUND', property };
}

export function answerValuation(matched: Persona[]): ValuationResult {
  const answer = overlay(matched, 'valuation');
  if (answer.outcome !== 'VALUE') return { outcome: answer.outcome! };
  // The rent estimate follows the value (deterministic); a share of 0 is a model with no estimate.
  const rent = answer.rentToValue ? Math.round(answer.value! * answer.rentToValue) : undefined;
  return {
    outcome: 'VALUE',
    value: answer.value,
    ...(answer.confidence === undefined ? {} : { confidence: answer.confidence }),
    ...(rent ? { rentEstimate: rent } : {}),
  };
}

/** Later rows win field by field; the default row answers every outcome (checked at load). */
export function overlay<K extends 'credit' | 'property' | 'valuation' | (typeof APPLICATION_SECTIONS)[number]>(
  matched: Persona[],
  key: K,
): NonNullable<Persona[K]> {
  return Object.assign({}, ...matched.map((p) => p[key]));
}

function dateOf(answer: DateAnswer, now: Date): string {
  return typeof answer === 'string' ? answer : todayIso(new Date(now.getTime() - answer.daysAgo * DAY_MS));
}

/** Stable per address, however it is capitalised or spaced. */
function propertyIdOf(address: Address): string {
  const parts = [address.street1, address.street2 ?? '', address.city, address.state, address.zip];
  const normalised = parts.map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase()).join('|');
  return `sandbox-${createHash('sha256').update(normalised).digest('hex').slice(0, 16)}`;
}
