// Where an organisation lends (spec sections 5 and 7): every state with its eligibility, a ZIP code
// with its disaster warning, and the state licences. All of it is the brand manifest's lending data.
import { US_STATES } from '../../core/eligibility/us-states';
import { copyText } from '../../core/copy/resolve';
import type { Org } from '../orgs';
import type { ReferralRecord } from '../providers/types';
import type { ApiReferralStatus } from '../../generated/types/api-referral-status';
import type { ApiStateLicenses } from '../../generated/types/api-state-licenses';
import type { ApiStatesEligibility } from '../../generated/types/api-states-eligibility';
import type { ApiZipEligibility } from '../../generated/types/api-zip-eligibility';

/** Lent in: the brand's eligible states less its blocked and regulator-review ones (parseBrand). */
export function isStateEligible(lending: Org['lending'], state: string): boolean {
  return lending.eligibility.eligibleStates.includes(state);
}

export function statesEligibility(brand: Org): ApiStatesEligibility {
  return US_STATES.map((abbrev) => ({ abbrev, eligible: isStateEligible(brand.lending, abbrev) }));
}

/**
 * A disaster ZIP stays eligible: the application continues with a post-disaster inspection. With the
 * brand's disaster-zips switch off (`checked` false) no ZIP is a disaster ZIP.
 */
export function zipEligibility(copy: Record<string, unknown>, brand: Org, zip: string, checked = true): ApiZipEligibility {
  const disasterZip = checked && brand.lending.disasterZips.includes(zip);
  return { zip, eligible: true, disasterZip, warning: disasterZip ? copyText(copy, 'eligibility.disasterZip') : null };
}

export function stateLicenses(brand: Org): ApiStateLicenses {
  return brand.lending.licensedStates.map(({ abbrev, licenseNumber }) => ({ abbrev, licenseNumber }));
}

export function referralStatus(record: ReferralRecord): ApiReferralStatus {
  return { status: record.status, email: record.referral.email ?? null };
}
