// Every failure the service contract can answer: a stable code, its HTTP status and the copy key of
// the text the applicant reads (copy/en; issue 30: no words here, so a second language is a second
// copy folder). Texts quoted from the spec (sections 5 and 8) are word for word in copy/en; the
// server answers the code, the key and the text resolved with its params (src/server/errors.ts), and
// the client decides by code, never by text (spec section 8: it shows `errors` joined, else
// common.errors.generic). `npm run check` fails on a key copy/en lacks (scripts/lib/contract-copy.ts).

interface CatalogueEntry {
  status: number;
  /** A copy key; its text may hold {{name}} placeholders filled from the error's params. */
  messageKey: string;
}

const entries = {
  UNAUTHENTICATED: { status: 401, messageKey: 'refusals.unauthenticated' },
  NOT_FOUND: { status: 404, messageKey: 'refusals.notFound' },
  ACCOUNT_EXISTS: { status: 401, messageKey: 'submit.accountExists.title' },
  INVALID_CREDENTIALS: { status: 401, messageKey: 'refusals.invalidCredentials' },
  RATE_LIMITED: { status: 429, messageKey: 'refusals.rateLimited' },
  /**
   * Ours (issue 23; the spec has no such text): an account past its ceiling of failed logins needs a
   * code mailed to its owner. Worded for a right and a wrong password alike: the answer is the same.
   */
  LOGIN_CODE_REQUIRED: { status: 401, messageKey: 'refusals.loginCodeRequired' },
  LOGIN_CODE_INVALID: { status: 401, messageKey: 'refusals.loginCodeInvalid' },
  PASSWORD_RULE: { status: 400, messageKey: 'fields.password.hint' },
  PASSWORD_BLOCKED: { status: 400, messageKey: 'refusals.passwordBlocked' },
  /** Ours (issue 29, the settings page): the current password given to change it is not the account's. */
  CURRENT_PASSWORD_WRONG: { status: 400, messageKey: 'refusals.currentPasswordWrong' },
  RESET_LINK_INVALID: { status: 400, messageKey: 'refusals.resetLinkInvalid' },
  /** Ours (issue 16): a co-signer's invitation link used, expired, withdrawn or of another brand. */
  INVITATION_INVALID: { status: 400, messageKey: 'refusals.invitationInvalid' },
  /** Ours (issue 31): resending an invitation the co-signer accepted, or after the application left signing. */
  INVITATION_NOT_RESENDABLE: { status: 409, messageKey: 'refusals.invitationNotResendable' },
  /** Ours (issue 16): the co-deed status asked with a token that is not an additional signer's (not retried, spec section 7). */
  NOT_A_SIGNER: { status: 400, messageKey: 'refusals.notASigner' },
  STATE_NOT_OFFERED: { status: 400, messageKey: 'refusals.stateNotOffered' },
  STATE_UNAVAILABLE: { status: 400, messageKey: 'eligibility.blocks.stateUnavailable' },
  LOAN_OFFICER_NOT_LICENSED: { status: 400, messageKey: 'eligibility.blocks.referrerNotLicensed' },
  REFERRER_REQUIRED: { status: 400, messageKey: 'refusals.referrerRequired' },
  // A product the brand's manifest does not offer (its entry answers the not-accepting page).
  PRODUCT_NOT_OFFERED: { status: 400, messageKey: 'refusals.productNotOffered' },
  UNEMPLOYED: { status: 400, messageKey: 'errors.employment.unemployed' },
  ACTIVE_APPLICATION_EXISTS: { status: 409, messageKey: 'submit.activeApplication.title' },
  RECENT_HELOC: { status: 409, messageKey: 'submit.recentHeloc.title' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, messageKey: 'refusals.idempotencyKeyReused' },
  CONSENT_REQUIRED: { status: 400, messageKey: 'refusals.consentRequired' },
  // A prompt uuid the comms service never offered (a stale page after a new version, or a forgery).
  CONSENT_PROMPT_UNKNOWN: { status: 400, messageKey: 'refusals.consentPromptUnknown' },
  STATE_MISMATCH: { status: 400, messageKey: 'errors.address.stateInvalid' },
  ORGANIZATION_NOT_FOUND: { status: 404, messageKey: 'refusals.organizationNotFound' },
  ORGANIZATION_MISMATCH: { status: 403, messageKey: 'refusals.organizationMismatch' },
  USER_NOT_FOUND: { status: 404, messageKey: 'refusals.userNotFound' },
  /** Spec section 8: the flag service asked without the caller's tracker id. */
  TRACKER_ID_MISSING: { status: 400, messageKey: 'refusals.trackerIdMissing' },
  /** Spec section 8: a decision asked without a telemetry session. */
  DECISION_SESSION_MISSING: { status: 400, messageKey: 'refusals.decisionSessionMissing' },
  INVALID_REQUEST: { status: 400, messageKey: 'refusals.invalidRequest' },
  /** Spec section 5: an experiment's exposure saved without its application. */
  APP_ID_REQUIRED: { status: 400, messageKey: 'telemetry.appIdRequired' },
  // Applicant events (POST .../events): not allowed in this status, or sent from a page showing an older version.
  EVENT_NOT_ALLOWED: { status: 409, messageKey: 'refusals.eventNotAllowed' },
  VERSION_CONFLICT: { status: 409, messageKey: 'refusals.versionConflict' },
  DOCUMENT_NOT_FOUND: { status: 400, messageKey: 'refusals.documentNotFound' },
  OFFER_NOT_AVAILABLE: { status: 400, messageKey: 'refusals.offerNotAvailable' },
  // Closing (our texts): the eNotary's hours, a slot taken, a bank link that is not this application's.
  OUTSIDE_ENOTARY_HOURS: { status: 409, messageKey: 'refusals.outsideEnotaryHours' },
  NOTARY_SLOT_UNAVAILABLE: { status: 409, messageKey: 'refusals.notarySlotUnavailable' },
  BANK_LINK_NOT_FOUND: { status: 400, messageKey: 'refusals.bankLinkNotFound' },
  ESIGN_CODE_MISMATCH: { status: 400, messageKey: 'refusals.esignCodeMismatch' },
  /** Ours (issue 23): the fifth wrong E-SIGN code spends it; the documents are made again with a new code. */
  ESIGN_CODE_ATTEMPTS: { status: 429, messageKey: 'refusals.esignCodeAttempts' },
  /** Ours (issue 31): a co-signer's signature before their own E-SIGN consent. */
  ESIGN_CONSENT_REQUIRED: { status: 409, messageKey: 'refusals.esignConsentRequired' },
  /** Ours (issue 24): a crypto HELOC accepted without its crypto terms read (flows/crypto-heloc/README.md). */
  CRYPTO_TERMS_REQUIRED: { status: 400, messageKey: 'refusals.cryptoTermsRequired' },
  /** Ours (issue 29): a self-employed applicant's income is verified with the documents asked (tax returns: self-employ-tax-verification; business bank statements: business-iv). */
  SELF_EMPLOYED_DOCUMENTS_REQUIRED: { status: 409, messageKey: 'refusals.selfEmployedDocumentsRequired' },
  DOCUMENT_CHANGED: { status: 409, messageKey: 'refusals.documentChanged' },
  // Uploads (our texts): the very keys the client's own checks show before a file is sent.
  UPLOAD_EMPTY: { status: 400, messageKey: 'errors.upload.empty' },
  UPLOAD_TOO_LARGE: { status: 413, messageKey: 'errors.upload.tooLarge' },
  UPLOAD_FILE_TYPE: { status: 415, messageKey: 'errors.upload.fileType' },
  UPLOAD_TYPE_MISMATCH: { status: 415, messageKey: 'errors.upload.typeMismatch' },
  UPLOAD_FILE_MISSING: { status: 400, messageKey: 'errors.upload.fileMissing' },
  UPLOAD_ONE_FILE: { status: 400, messageKey: 'errors.upload.oneFile' },
  // Quotas (issue 23; our texts, in the tone of the spec's 'Some files were not added because they
  // exceed the 5MB size limit.'). Bytes past the quota: 413, the stored whole would be too large.
  // Files past it: 429, too many uploads; no Retry-After, since waiting frees nothing.
  UPLOAD_QUOTA_FILES: { status: 429, messageKey: 'errors.upload.quotaFiles' },
  UPLOAD_QUOTA_BYTES: { status: 413, messageKey: 'errors.upload.quotaBytes' },
  /** Ours (issue 17): a banner's link off the allow-list (catalogue R2), refused when staff save it. */
  BANNER_LINK_NOT_ALLOWED: { status: 400, messageKey: 'refusals.bannerLinkNotAllowed' },
  // Chat (issue 25; docs/developers/chat.md): the spec's words for attachments (section 5), ours for an ended chat.
  ATTACHMENT_TOO_LARGE: { status: 400, messageKey: 'errors.chat.attachmentTooLarge' },
  ATTACHMENT_TYPE: { status: 400, messageKey: 'errors.chat.attachmentType' },
  /** Ours: a message or hand-back to a conversation that ended (the window shows the ended panel). */
  CHAT_ENDED: { status: 409, messageKey: 'errors.chat.ended' },
  UNEXPECTED: { status: 500, messageKey: 'common.errors.generic' },
  UNAVAILABLE: { status: 503, messageKey: 'refusals.unavailable' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof entries;

/** The catalogue, each entry naming its own code: `{ code, status, messageKey }`. */
export const errorCatalogue = Object.fromEntries(Object.entries(entries).map(([code, entry]) => [code, { code, ...entry }])) as {
  readonly [C in ErrorCode]: (typeof entries)[C] & { readonly code: C };
};
