// Everything a route or job needs, built once at start (tests build their own with other parts).
import type { Flow } from '../core/flow/types';
import type { StepValidators } from '../core/validation/validate-step';
import type { TokenService } from './auth/tokens';
import type { RateLimiter } from './auth/rate-limit';
import type { HashPool } from './auth/hash-pool';
import type { LoginDelay } from './auth/login-delay';
import type { Orgs } from './orgs';
import type { Db } from './store/db';
import type { Pipeline } from './jobs/pipeline-port';
import type { LeadPortal, Providers } from './providers/types';
import type { SensitiveCipher } from './crypto/sensitive';
import type { OfferCodes } from './providers/sandbox/offer-codes';
import type { BodyLimits } from './body-limits';
import type { ClosingClock } from './closing-clock';
import type { Mail } from './mail/mail';
import type { StaffTokenService } from './staff/tokens';
import type { StatusMachines } from './status-machines';
import type { ProductRegistry } from '../core/product/registry';
import type { FlagService } from './flags/service';
import type { UploadQuota } from '../core/documents/upload-quota';
import type { HoursService } from './hours/service';
import type { ChatService } from './services/chat/chat-port';
import type { Chatbot } from './services/chat/chatbot-port';

export interface AppContext {
  db: Db;
  copy: Record<string, unknown>;
  flows: Map<string, Flow>;
  /** Every product's manifest (flows/<product>/product.json): the one place product facts come from. */
  products: ProductRegistry;
  /** Each product's status machine (the staff view names the status a pipeline step led to). */
  machines: StatusMachines;
  /** Each flow's precompiled step validators, loaded once at start. */
  flowValidators: Map<string, StepValidators>;
  orgs: Orgs;
  /** Feature flags: the registries, the manifests and the console's overrides (src/server/flags/service.ts). */
  flags: FlagService;
  tokens: TokenService;
  /** Staff tokens: their own audience and sessions (src/server/staff/tokens.ts). */
  staffTokens: StaffTokenService;
  limiter: RateLimiter;
  /** Bounds password hashing: at most N at once, a bounded queue, then 503. */
  hashing: HashPool;
  /** The growing wait of logins on an account tried often. */
  loginDelay: LoginDelay;
  pipeline: Pipeline;
  leads: LeadPortal;
  /** The third-party providers (sandbox or real), e.g. the income provider's link sessions. */
  providers: Providers;
  /** Seals and opens sensitive values at rest (the SSN). */
  sensitive: SensitiveCipher;
  offerCodes: OfferCodes;
  /** Largest request bodies: `public` for routes without a session (a route sets it as its bodyLimit). */
  bodyLimits: BodyLimits;
  now: () => Date;
  /** An application's closing time (the eNotary's hours, rescission, funding); the sandbox moves it forward. */
  closingClock: ClosingClock;
  /** Operating hours: the manifest's weeks under the console's edits, and the hours clock (src/server/hours/service.ts). */
  hours: HoursService;
  /**
   * The time operating hours are judged at for a brand: the server's clock plus the sandbox's hours
   * offset (0 in production). The hours service, the page data and the chat's mode decision read it.
   */
  hoursNow: (orgCode: string) => Promise<Date>;
  /** The sandbox's own routes (the closing clock, the note signed) are served: false with real providers. */
  sandboxRoutes: boolean;
  /** The income sandbox's hosted page (/sandbox/income-link/{id}) is served (providers/index.ts, servesSandboxPages). */
  sandboxIncomePage: boolean;
  /** Sends mail (SMTP, or the sandbox's outbox). */
  mail: Mail;
  /** The sandbox outbox is readable at /sandbox/outbox: mail goes to the sandbox, and not in production. */
  sandboxOutbox: boolean;
  /** How many files and bytes one application and one applicant may keep in uploads. */
  uploadQuota: UploadQuota;
  /** Where links in mail lead (PUBLIC_ORIGIN); unset, only a local host's own origin is used. */
  publicOrigin?: string;
  /** Live chat (issue 25): conversations, messages and their fan-out to every server's sockets. */
  chat: ChatService;
  /** Answers chatbot questions (the port services/chat/chatbot-port.ts; the knowledge base's in services/chatbot/). */
  chatbot: Chatbot;
  /** initWebChat honours a forced `chatMode` and chatAgents answers: never when NODE_ENV=production. */
  chatForcedModes: boolean;
}
