import path from 'node:path';

/** What `npm run test:image -- …` was asked to do (docs/hosting.md, "The image, built and checked"). */
export interface ImageTestOptions {
  /** `stand-in`: the base made here from Debian and the npm registry; `real`: the pinned image from Docker Hub. */
  base: 'stand-in' | 'real';
  /** Make the stand-in base again even when buildah's storage has it. */
  rebuildBase: boolean;
  /**
   * `fixture`: the launch check's replaced business details laid over the working tree, with a
   * real-looking SITE_URL (a maintainer's run: the repository ships example details); `own`: the
   * working tree as it is, with the build settings of this environment (the workflow, which publishes
   * what it tested).
   */
  details: 'fixture' | 'own';
  /** The build's SITE_ENV: production (the default, as published) or development (no launch check). */
  siteEnv: 'production' | 'development';
  /** The Dockerfile to build (another one shows what the checks say of it). */
  dockerfile: string;
  /** The name the tested image is given, which the workflow pushes. */
  tag: string;
  /** Leave the container, its volume and the build context behind to look at. */
  keep: boolean;
}

export const usage =
  'Use: npm run test:image [-- --base=stand-in|real] [--details=fixture|own] [--rebuild-base] [--site-env=production|development] [--dockerfile=<file>] [--tag=<name>] [--keep]';

const defaults = (root: string): ImageTestOptions => ({
  base: 'stand-in',
  rebuildBase: false,
  details: 'fixture',
  siteEnv: 'production',
  dockerfile: path.join(root, 'Dockerfile'),
  tag: 'localhost/site-image:tested',
  keep: false,
});

/** The options from the command line, or one line saying what was not understood. */
export function parseImageTestOptions(args: string[], root: string): ImageTestOptions | { error: string } {
  const options = defaults(root);
  for (const argument of args) {
    const [name, value] = argument.includes('=')
      ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)]
      : [argument, undefined];
    if (name === '--base' && (value === 'stand-in' || value === 'real')) options.base = value;
    else if (name === '--details' && (value === 'fixture' || value === 'own')) options.details = value;
    else if (name === '--site-env' && (value === 'production' || value === 'development')) options.siteEnv = value;
    else if (name === '--dockerfile' && value) options.dockerfile = path.resolve(value);
    else if (name === '--tag' && value && /^[a-z0-9][a-z0-9._/:-]*$/.test(value)) options.tag = value;
    else if (name === '--rebuild-base' && value === undefined) options.rebuildBase = true;
    else if (name === '--keep' && value === undefined) options.keep = true;
    else return { error: `${usage}\n(not understood: ${JSON.stringify(argument)})` };
  }
  return options;
}
