// Where a signed-in applicant goes (spec section 4, routing rules): the active application is
// chosen from the list, an inquiry or a missing application goes to the dashboard, and a finished
// application (COMPLETE, CANCELLED: the table's '/') is shown on the dashboard with its final state
// (flows/<product>/dashboard-stages.json).
export interface ApplicationListing {
  uuid: string;
  active: boolean;
  activeForAppStart: boolean;
  isInquiry: boolean;
  status: { status: string; checklistStatus?: string };
}

const checklistComplete = (a: ApplicationListing) => a.status.checklistStatus === 'COMPLETE';

/**
 * Spec: "one active for app start with checklist COMPLETE, or active with checklist not COMPLETE".
 * Inquiries are never continued. The first match in the list's order wins.
 */
export function chooseActiveApplication<A extends ApplicationListing>(applications: readonly A[]): A | undefined {
  return applications.find((a) => !a.isInquiry && ((a.activeForAppStart && checklistComplete(a)) || (a.active && !checklistComplete(a))));
}

export type EntryRoute = { to: 'dashboard' } | { to: 'application'; uuid: string };

/** A bare /account/heloc visit: the active application's page, else the dashboard. */
export function entryRoute(profileFound: boolean, applications: readonly ApplicationListing[] | undefined): EntryRoute {
  const active = profileFound ? chooseActiveApplication(applications ?? []) : undefined;
  return active ? { to: 'application', uuid: active.uuid } : { to: 'dashboard' };
}

/** An application page: shown, or the dashboard when the application is missing or an inquiry. */
export function applicationPageRoute(application: Pick<ApplicationListing, 'isInquiry'> | undefined): 'dashboard' | 'screens' {
  return !application || application.isInquiry ? 'dashboard' : 'screens';
}
