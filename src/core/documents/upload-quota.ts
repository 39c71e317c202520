// How much one application and one applicant may keep in uploads (issue 23, catalogue U4): a
// self-registered account must not be able to fill the database's disk. The defaults are far past
// what a real applicant sends (pay stubs, two ID sides, a few bank statements and conditions).

export interface UploadQuota {
  /** Files on one application (the applicant's and every co-signer's). */
  applicationFiles: number;
  applicationBytes: number;
  /** Files on every application of one applicant (one per brand, and earlier ones). */
  applicantFiles: number;
  applicantBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  applicationFiles: 25,
  applicationBytes: 100 * 1024 * 1024,
  applicantFiles: 50,
  applicantBytes: 200 * 1024 * 1024,
};

export interface UploadUsage {
  application: { files: number; bytes: number };
  applicant: { files: number; bytes: number };
}

/** Which quota one more file of `incomingBytes` would pass, if any: files first, then bytes. */
export function quotaExceeded(quota: UploadQuota, usage: UploadUsage, incomingBytes: number): 'files' | 'bytes' | undefined {
  if (usage.application.files + 1 > quota.applicationFiles || usage.applicant.files + 1 > quota.applicantFiles) return 'files';
  if (incomingBytes > bytesLeft(quota, usage)) return 'bytes';
  return undefined;
}

/** The most one more file may weigh under both byte quotas (0 when either is used up). */
export function bytesLeft(quota: UploadQuota, usage: UploadUsage): number {
  return Math.max(0, Math.min(quota.applicationBytes - usage.application.bytes, quota.applicantBytes - usage.applicant.bytes));
}
