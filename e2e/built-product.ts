/**
 * Where the built product is: playwright.config.ts starts its servers from it, and so do specs
 * that start a server of their own. LAUNCHPAD_BUILD_DIR names a build living beside others.
 */
const buildDir = process.env.LAUNCHPAD_BUILD_DIR;

/** The bundled server's entry point. */
export const serverEntry = buildDir ? `${buildDir}/server/server.js` : 'apps/server/dist/server.js';

/** The built web app (WEB_DIST_DIR). */
export const webDist = buildDir ? `${buildDir}/web/client` : 'apps/web/build/client';
