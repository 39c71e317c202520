// Why the registration submit stopped before creating an application (spec section 4): the
// applicant already has one under way (with another lending partner, or here: `existing`), or a
// recent HELOC; the ability-to-start check said no ('Account Already Exists', spec section 8); or,
// under the brand's external login, a signed-out applicant must sign in first (signIn: no password
// was asked). Its own module, so the page knows the outcome without loading the submit action
// itself (./actions.ts loads that when it is needed).
import type { SubmitModal } from '../../../../core/contract/registration-outcome';

export class SubmitBlocked extends Error {
  constructor(
    /** The modal that says why, by its name (the page's bundle then needs no table from reasons to modals). */
    readonly reason: Extract<SubmitModal, 'accountExists' | 'existingApplication' | 'recentHeloc' | 'signIn'>,
    /** The application already under way here (existingApplication). */
    readonly existing?: { uuid: string; loanNumber: string },
  ) {
    super(reason);
  }
}
