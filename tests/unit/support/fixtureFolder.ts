import { businessFileName } from '../../../content-model/compiler/business.ts';
import { defaultContentDir } from '../../../content-model/disk/contentDir.ts';
import type { ContentFolder } from '../../../content-model/compiler/contentFolder.ts';
import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';

const siteContent = contentFolderOnDisk(defaultContentDir);

/**
 * A folder of test files as the content compiler's content folder, with the site's business details
 * (src/content/business.yaml) where it has none of its own: the compiler fills {tokens} from the
 * folder it is given, and a fixture holds only the files its test is about.
 */
export function fixtureFolder(folder: string): ContentFolder {
  const fixture = contentFolderOnDisk(folder);
  return {
    read: (path) => fixture.read(path) ?? (path === businessFileName ? siteContent.read(path) : undefined),
    list: (path) => fixture.list(path),
  };
}
