// The route table's part for underwriting conditions (issue 16, deliverable 4), kept in a module
// of its own so the first page's JavaScript does not carry it (bundle-budget.json): only the
// conditions screens and the server import it. Same shape as ./routes.ts.
import { route } from './routes';

const CONDITIONS = '/service-conditions/external/api/v1/applications';

export const conditionRoutes = {
  /** The open conditions for the borrower (spec section 7), re-read every 60 s and on focus. */
  conditions: route<'uuid'>(`${CONDITIONS}/:uuid/conditions/external-applicants`),
  /** Ours: the borrower's answer to one open condition. */
  conditionAnswer: route<'uuid' | 'conditionUuid'>(`${CONDITIONS}/:uuid/conditions/:conditionUuid/answer`),
} as const;
