// Why the registration submit stopped before creating an application (spec section 4): the
// applicant already has one under way (with another lending partner, or here: `existing`), or a
// recent HELOC; the ability-to-start check said no (CANNOT_START: 'Account Already Exists', spec
// section 8); or, under the brand's external login, a signed-out applicant must sign in first
// (SIGN_IN_REQUIRED: no password was asked). Its own module, so the page knows the outcome without loading the submit action
// itself (./actions.ts loads that when it is needed).
export class SubmitBlocked extends Error {
  constructor(
    readonly reason: 'CANNOT_START' | 'EXISTING_APPLICATION' | 'RECENT_HELOC' | 'SIGN_IN_REQUIRED',
    /** The application already under way here (EXISTING_APPLICATION). */
    readonly existing?: { uuid: string; loanNumber: string },
  ) {
    super(reason);
  }
}
