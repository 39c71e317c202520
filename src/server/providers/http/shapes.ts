// Shape checks of provider answers before the pipeline uses them. Each returns a clean copy with
// only the fields we know (so nothing unexpected is stored), or undefined for a wrong shape.
import { toPlainDate } from '../../../core/logic/dates';
import type { Address, CreditReport, PropertyRecord, PropertySearchResult, ValuationResult } from '../types';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isDate = (v: unknown): v is string => typeof v === 'string' && toPlainDate(v) !== null;
const optional = <T>(v: unknown, is: (v: unknown) => v is T): boolean => v === undefined || is(v);

export function toCreditReport(value: unknown): CreditReport | undefined {
  if (!isObject(value)) return undefined;
  const { outcome, creditScore, monthlyDebt, lienBalance, lastHelocOpenedDate } = value;
  if (outcome === 'NO_MATCH' || outcome === 'NO_MATCH_SSN' || outcome === 'FROZEN') return { outcome };
  if (outcome !== 'MATCH') return undefined;
  const scoreOk = Number.isInteger(creditScore) && (creditScore as number) >= 300 && (creditScore as number) <= 850;
  if (!scoreOk || !isAmount(monthlyDebt) || !isAmount(lienBalance) || !optional(lastHelocOpenedDate, isDate)) {
    return undefined;
  }
  const report: CreditReport = { outcome, creditScore: creditScore as number, monthlyDebt, lienBalance };
  if (lastHelocOpenedDate !== undefined) report.lastHelocOpenedDate = lastHelocOpenedDate as string;
  if (value.assetDepletion === true) report.assetDepletion = true;
  return report;
}

export function toPropertySearchResult(value: unknown): PropertySearchResult | undefined {
  if (!isObject(value)) return undefined;
  if (value.outcome === 'NONE' || value.outcome === 'MULTIPLE') return { outcome: value.outcome };
  if (value.outcome !== 'FOUND') return undefined;
  const property = toPropertyRecord(value.property);
  return property ? { outcome: 'FOUND', property } : undefined;
}

export function toValuationResult(value: unknown): ValuationResult | undefined {
  if (!isObject(value)) return undefined;
  const { outcome, value: amount, confidence, rentEstimate } = value;
  if (outcome === 'NO_AVM') return { outcome };
  if (outcome !== 'VALUE' || !isAmount(amount) || amount === 0) return undefined;
  const confidenceOk = confidence === undefined || (typeof confidence === 'number' && confidence >= 0 && confidence <= 1);
  // A rent estimate is optional (not every model has one); one that is there must be an amount.
  const rentOk = rentEstimate === undefined || (isAmount(rentEstimate) && rentEstimate > 0);
  if (!confidenceOk || !rentOk) return undefined;
  return {
    outcome,
    value: amount,
    ...(confidence === undefined ? {} : { confidence: confidence as number }),
    ...(rentEstimate === undefined ? {} : { rentEstimate: rentEstimate as number }),
  };
}

function toPropertyRecord(value: unknown): PropertyRecord | undefined {
  if (!isObject(value)) return undefined;
  const { propertyId, ownerNames, lastTransferDate } = value;
  const address = toAddress(value.address);
  const namesOk = Array.isArray(ownerNames) && ownerNames.every(isText);
  if (!isText(propertyId) || !address || !namesOk || !optional(lastTransferDate, isDate)) return undefined;
  const record: PropertyRecord = { propertyId, address, ownerNames: [...(ownerNames as string[])] };
  if (lastTransferDate !== undefined) record.lastTransferDate = lastTransferDate as string;
  return record;
}

function toAddress(value: unknown): Address | undefined {
  if (!isObject(value)) return undefined;
  const { street1, street2, city, state, zip } = value;
  if (!isText(street1) || !isText(city) || !isText(state) || !isText(zip)) return undefined;
  if (street2 !== undefined && street2 !== null && typeof street2 !== 'string') return undefined;
  return { street1, ...(street2 ? { street2 } : {}), city, state, zip };
}
