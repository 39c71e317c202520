// Why the registration submit stopped before creating an application (spec section 4): the
// applicant already has one under way (with another lending partner, or here: `existing`), or a
// recent HELOC. Its own module, so the page knows the outcome without loading the submit action
// itself (./actions.ts loads that when it is needed).
export class SubmitBlocked extends Error {
  constructor(
    readonly reason: 'ACTIVE_APPLICATION_EXISTS' | 'EXISTING_APPLICATION' | 'RECENT_HELOC',
    /** The application already under way here (EXISTING_APPLICATION). */
    readonly existing?: { uuid: string; loanNumber: string },
  ) {
    super(reason);
  }
}
