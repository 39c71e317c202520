import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../app-context';
import { auditPlugin } from '../audit';
import { productBasePaths } from './product-base-paths';
import { addressRoutes } from './address';
import { applicationRoutes } from './application';
import { applicationEventRoutes } from './application-events';
import { brandAssetRoutes } from './brand-assets';
import { closingRoutes } from './closing';
import { exchangeRoutes } from './exchange';
import { commsRoutes } from './comms';
import { closingDocumentRoutes } from './closing-documents';
import { documentRoutes } from './documents';
import { eligibilityRoutes } from './eligibility';
import { operatingHoursRoutes } from './operating-hours';
import { flowRoutes } from './flows';
import { identityRoutes } from './identity';
import { incomeLinkRoutes } from './income-link';
import { leadRoutes } from './leads';
import { offerCodeRoutes } from './offer-codes';
import { profileRoutes } from './profile';
import { feedbackRoutes } from './feedback';
import { telemetryRoutes } from './telemetry';
import { experimentRoutes } from './experiments';
import { waitlistRoutes } from './waitlist';
import { sandboxOutboxRoutes } from './sandbox-outbox';
import { staffRoutes } from './staff';
import { conditionRoutes } from './conditions';
import { staffConditionRoutes } from './staff-conditions';
import { staffChatRoutes } from './staff-chat';
import { brokerRoutes } from './brokers';
import { participantRoutes } from './participants';
import { legacyPageRoutes } from './legacy-pages';
import { bannerRoutes } from './banners';
import { notificationRoutes } from './notifications';
import { featureFlagRoutes } from './feature-flags';
import { staffFlagRoutes } from './staff-flags';
import { staffHoursRoutes } from './staff-hours';
import { sandboxHoursRoutes } from './sandbox-hours';
import { chatRoutes } from './chat';
import { chatSocketRoutes } from './chat-socket';
import { clientErrorRoutes } from './client-errors';
import { staffClientErrorRoutes } from './staff-client-errors';

/** Every route plugin of the server, one per service of spec section 7. */
export function buildRoutes(ctx: AppContext): FastifyPluginAsync[] {
  return [
    // First: its hooks write the audit event of every route registered after it.
    auditPlugin(ctx),
    // Before every application route: it copies them to each product's base path as they are added.
    productBasePaths(ctx),
    flowRoutes(ctx),
    identityRoutes(ctx),
    applicationRoutes(ctx),
    applicationEventRoutes(ctx),
    documentRoutes(ctx),
    closingDocumentRoutes(ctx),
    profileRoutes(ctx),
    feedbackRoutes(ctx),
    eligibilityRoutes(ctx),
    operatingHoursRoutes(ctx),
    leadRoutes(ctx),
    offerCodeRoutes(ctx),
    commsRoutes(ctx),
    waitlistRoutes(ctx),
    brandAssetRoutes(ctx),
    telemetryRoutes(ctx),
    clientErrorRoutes(ctx),
    experimentRoutes(ctx),
    addressRoutes(ctx),
    incomeLinkRoutes(ctx),
    closingRoutes(ctx),
    exchangeRoutes(ctx),
    sandboxOutboxRoutes(ctx),
    staffRoutes(ctx),
    staffFlagRoutes(ctx),
    staffHoursRoutes(ctx),
    staffClientErrorRoutes(ctx),
    sandboxHoursRoutes(ctx),
    featureFlagRoutes(ctx),
    conditionRoutes(ctx),
    staffConditionRoutes(ctx),
    staffChatRoutes(ctx),
    brokerRoutes(ctx),
    participantRoutes(ctx),
    bannerRoutes(ctx),
    notificationRoutes(ctx),
    chatRoutes(ctx),
    chatSocketRoutes(ctx),
    legacyPageRoutes([...ctx.flows.values()].flatMap((f) => (f.basePath ? [f.basePath] : []))),
  ];
}
