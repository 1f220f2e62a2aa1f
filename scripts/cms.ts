/**
 * `npm run cms`: the editing screen on this computer (docs/editing-content.md, docs/decisions/050).
 * Builds the screen (admin/) and serves it at http://localhost:CMS_PORT/admin/ (4600 unless CMS_PORT
 * says otherwise), with the content API working on the files of this project: each save is written
 * straight into src/content/, once the screen has checked the file as the build does. `npm run dev` in
 * another terminal shows the site with the changes.
 *
 * It answers only at localhost and 127.0.0.1 (scripts/shared/cmsApp.ts, server/admin/localHostOnly.ts).
 *
 * CMS_REPO_DIR points it at another folder (a copy of the project's content): tests/cms/ does that, so
 * its edits never touch this repository's files.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isContentError } from '../content-model/compiler/contentError.ts';
import { simplePageWords } from '../content-model/compiler/compile.ts';
import { contentFolderOnDisk } from '../content-model/disk/contentFolderOnDisk.ts';
import { editorDescription } from '../content-model/editor/editorDescription.ts';
import { buildAdmin } from './shared/admin';
import { cmsApp } from './shared/cmsApp';
import { rootDir } from './shared/buildPaths';

const port = Number(process.env.CMS_PORT ?? 4600);
const repoDir = path.resolve(process.env.CMS_REPO_DIR ?? rootDir);
const contentDir = path.join(repoDir, 'src', 'content');
const shownContentDir = path.relative(process.cwd(), contentDir) || 'src/content';

const screenDir = mkdtempSync(path.join(tmpdir(), 'editing-screen-'));
try {
  await buildAdmin(screenDir, editorDescription(simplePageWords(contentFolderOnDisk(contentDir))));
} catch (error) {
  rmSync(screenDir, { recursive: true, force: true });
  if (isContentError(error)) {
    console.error(`The editing screen cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const app = cmsApp({ repoDir, screenDir, port });

const server = app.listen(port, '127.0.0.1', () => {
  console.log(`Editing screen: http://localhost:${port}/admin/ (changes are saved in ${shownContentDir}/). Stop with Ctrl+C.`);
});
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use: stop what uses it, or run with CMS_PORT=another number.`
      : `The editing screen stopped: ${error.message}`,
  );
  rmSync(screenDir, { recursive: true, force: true });
  process.exit(1);
});

function stop() {
  server.close();
  rmSync(screenDir, { recursive: true, force: true });
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
