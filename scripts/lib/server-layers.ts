// The layers of src/server, lowest first (shared/design/ARCHITECTURE.md: routes -> services ->
// store/providers -> core). A file may import its own layer or a lower one, never a higher one;
// tests/server/layers.test.ts holds every file to it and to having no import circle. A pattern is
// a file or a folder ('store/'); the longest match wins, so one file can sit apart from its folder.
import type { Layers } from './import-graph';

export const serverLayers: Layers = [
  // Parsed configuration and the error catalogue: everything may use them, they use only core.
  {
    name: 'foundation',
    files: [
      'errors.ts', 'logging.ts', 'api-schemas.ts', 'body-limits.ts', 'connection-limits.ts', 'security-headers.ts',
      'page-encoding.ts', 'flows.ts', 'status-machines.ts', 'orgs.ts', 'participant-rules.ts', 'products.ts',
    ],
  },
  // Data access over PGlite or PostgreSQL.
  { name: 'store', files: ['store/', 'closing-clock.ts'] },
  // Adapters around the outside world and the request: providers, crypto, mail, tokens and sessions
  // (the staff's beside the applicants'), flags, operating hours.
  { name: 'adapters', files: ['providers/', 'crypto/', 'mail/', 'auth/', 'flags/', 'hours/', 'banners/', 'staff/tokens.ts', 'staff/account-row.ts'] },
  // What a service is handed: the app context and the ports it names (the pipeline's interface, not its worker).
  { name: 'context', files: ['app-context.ts', 'audit.ts', 'links.ts', 'jobs/pipeline-port.ts', 'services/chat/chat-port.ts', 'services/chat/chatbot-port.ts'] },
  // Load, check, transition, persist: the domain's services.
  { name: 'services', files: ['services/', 'events/', 'notifications/', 'conditions/', 'documents/', 'staff/', 'brokers/'] },
  // The route guards that decide who may act on an application (an applicant or signer; a staff
  // member of its brand): they ask the services for the record.
  { name: 'guards', files: ['auth/own-application.ts', 'auth/staff-access.ts'] },
  // The durable pipeline's workers, which run the services' steps.
  { name: 'jobs', files: ['jobs/'] },
  // One Fastify plugin per service of the spec.
  { name: 'routes', files: ['routes/'] },
  // Builds the app from its parts, reads the environment, opens the port.
  { name: 'app', files: ['create-server.ts', 'build-app.ts', 'config.ts', 'main.ts', 'start-banner.ts'] },
];
