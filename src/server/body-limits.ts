// How large a request body may be (Fastify's bodyLimit; 413 beyond, before the body is parsed).
// Anyone can call a route without a session, so those take small bodies: a flood of large ones
// costs the server little. A signed-in applicant's bodies (an application, a screen's answers) are
// a few KB; uploads are multipart with their own limits (routes/documents.ts).
export interface BodyLimits {
  /** Routes that need a session; the server's default for a route that sets none. */
  signedIn: number;
  /** Routes without a session: step validation, registration, login, wait list, telemetry. */
  public: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = { signedIn: 65_536, public: 16_384 };
