/// <reference types="vite/client" />

/** The build's version id (vite.config.ts): package.json's version + a build hash. */
declare const __APP_RELEASE__: string | undefined;
