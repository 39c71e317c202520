// 'Finish later' (issue 15): the signed-in applicant asks for an email with a link back to the
// application area's resume route (/account/heloc), which after sign-in opens the active
// application's current screen (spec section 4). The mail goes to the session's own identity,
// never to an address the request names, and only for an application of theirs on this brand's
// site (the route's ownApplication). Limited like the reset mail: per client address and per account.
import { copyText } from '../../core/copy/resolve';
import { outwardLink } from '../../core/links/outward-origin';
import { pageRoutes } from '../../core/contract/routes';
import type { AppContext } from '../app-context';
import type { Limit } from '../auth/rate-limit';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import { identityEmail } from '../store/identities';
import { productInSentence } from './product-words';

export const RESUME_MAIL_LIMITS = {
  ip: { name: 'resume-mail-ip', max: 10, windowSeconds: 900 },
  account: { name: 'resume-mail-account', max: 3, windowSeconds: 900 },
} satisfies Record<string, Limit>;

type Ctx = Pick<AppContext, 'db' | 'limiter' | 'mail' | 'copy' | 'products'>;

export interface ResumeMailInput {
  identityUuid: string;
  brand: Org;
  clientIp: string;
  /** linkOriginOf's answer (src/server/links.ts): undefined when no link may be made. */
  origin: string | undefined;
  /** The application's product (the mail names it). */
  product: string;
}

/** Counts the request against both limits (429 past either), before anything is read or sent. */
export async function limitResumeMail(ctx: Ctx, input: Pick<ResumeMailInput, 'identityUuid' | 'clientIp'>): Promise<void> {
  await ctx.limiter.hit(RESUME_MAIL_LIMITS.ip, input.clientIp);
  await ctx.limiter.hit(RESUME_MAIL_LIMITS.account, input.identityUuid);
}

/** Sends the link now: the page tells the applicant it was sent, so a failure must show as one. */
export async function mailResumeLink(ctx: Ctx, input: ResumeMailInput): Promise<void> {
  if (!input.origin) throw new AppError('UNAVAILABLE');
  const email = await identityEmail(ctx.db, input.identityUuid);
  if (email === undefined) throw new AppError('UNAVAILABLE');
  const link = outwardLink(input.origin, pageRoutes.resume, { org: input.brand.orgCode });
  const t = (key: string) => copyText(ctx.copy, key, { company: input.brand.manifest.companyName, product: productInSentence(ctx.products, ctx.copy, input.product), link });
  await ctx.mail.send({
    to: email,
    subject: t('mail.resume.subject'),
    text: ['greeting', 'body', 'link', 'signIn'].map((part) => t(`mail.resume.${part}`)).join('\n\n'),
  });
}
