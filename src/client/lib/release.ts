// The build's version id (issue 29 item 7): package.json's version and a build hash, set by the
// build (vite.config.ts defines __APP_RELEASE__); 'dev' where no build set it (unit tests).
export const RELEASE: string = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'dev';
