/**
 * Build-time configuration. Vite replaces `import.meta.env` with the SITE_* variables it saw when it
 * built the bundle; Node scripts run through tsx, where `import.meta.env` does not exist, so they fall
 * back to `process.env`. Both read the same variables from the same build process.
 */
/** The build's variables by name; a reader given one (the launch check's) reads it rather than this build's. */
export type BuildEnv = Partial<Record<string, string>>;

function readBuildEnv(): BuildEnv {
  const viteEnv = (import.meta as { env?: BuildEnv }).env;
  if (viteEnv) return viteEnv;
  return typeof process === 'undefined' ? {} : (process.env as BuildEnv);
}

export const buildEnv: BuildEnv = readBuildEnv();

/** The moment the site was built; the same value in the SSR and the client bundle. */
export const buildTime = new Date(buildEnv.SITE_BUILD_TIME ?? Date.now());
