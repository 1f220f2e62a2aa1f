/** The W3C Nu HTML checker (vnu-jar, needs Java) over every page in dist/. Errors only. */
import { createRequire } from 'node:module';
import { distDir } from './shared/buildPaths';
import { run } from './shared/runCommand';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as unknown);
const code = await run('java', ['-jar', vnuJar, '--skip-non-html', '--errors-only', distDir]);
if (code === 0) console.log('The W3C Nu HTML checker found no errors in dist/.');
process.exit(code);
