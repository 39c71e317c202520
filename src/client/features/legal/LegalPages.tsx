// The public information pages behind one lazy import (the first render pays one entry for all
// nine): the legal pages, the contact page and the registration's side pages, by name.
import { CommunicationsPolicy } from './CommunicationsPolicy';
import { ContactPage } from './ContactPage';
import { IlNoticePage } from './IlNoticePage';
import { AccountSetupPage, ComingSoonPage, RegisterSupportPage } from './InfoPages';
import { PrivacyPage, TermsPage } from './LegalDocument';
import { LicensesPage } from './LicensesPage';

const PAGES = {
  communications: CommunicationsPolicy,
  licenses: LicensesPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  ilNotice: IlNoticePage,
  contact: ContactPage,
  comingSoon: ComingSoonPage,
  accountSetup: AccountSetupPage,
  registerSupport: RegisterSupportPage,
} as const;

export type LegalPageName = keyof typeof PAGES;

export default function LegalPage({ page }: { page: LegalPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
