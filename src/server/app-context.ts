// Everything a route or job needs, built once at start (tests build their own with other parts).
import type { Flow } from '../core/flow/types';
import type { TokenService } from './auth/tokens';
import type { RateLimiter } from './auth/rate-limit';
import type { Orgs } from './orgs';
import type { Db } from './store/db';
import type { Pipeline } from './jobs/pipeline';
import type { LeadPortal } from './providers/types';
import type { OfferCodes } from './providers/sandbox/offer-codes';

export interface AppContext {
  db: Db;
  copy: Record<string, unknown>;
  flows: Map<string, Flow>;
  orgs: Orgs;
  tokens: TokenService;
  limiter: RateLimiter;
  pipeline: Pipeline;
  leads: LeadPortal;
  offerCodes: OfferCodes;
  now: () => Date;
}
