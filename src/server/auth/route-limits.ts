// The per-address limits of the routes that answer without a session (issue 12, abuse limits).
// Ceilings are generous for a person (a page load asks each lookup once, a step is validated once
// per Continue) and for the test suites driving a browser from one address, and small for a
// script: each can be changed by name through RATE_LIMITS (docs/operators/configuration.md).
import type { Limit } from './rate-limit';

export const ROUTE_LIMITS = {
  /** The server's run of a step's validation (POST .../steps/:stepId/validate). */
  stepValidation: { name: 'validate-ip', max: 600, windowSeconds: 60 },
  /** The address typeahead: one request per pause in typing. */
  typeahead: { name: 'typeahead-ip', max: 600, windowSeconds: 60 },
  /** Lead portal, eligibility and consent-prompt lookups: a few per page load. */
  lookup: { name: 'lookup-ip', max: 600, windowSeconds: 60 },
  /** Direct-mail offer codes: a person types one or two; a guesser is stopped early. */
  offerCode: { name: 'offer-code-ip', max: 30, windowSeconds: 600 },
  /** initWebChat: a person opens a chat or two; a script opening thousands is stopped. */
  chatStart: { name: 'chat-start-ip', max: 60, windowSeconds: 600 },
  /** Chat calls with a conversation token (history, messages, attachments, feedback). */
  chat: { name: 'chat-ip', max: 600, windowSeconds: 60 },
  /** Error reports from the browser: a page sends at most 10; a loop or a script is stopped. */
  clientErrors: { name: 'client-errors-ip', max: 60, windowSeconds: 600 },
} satisfies Record<string, Limit>;
