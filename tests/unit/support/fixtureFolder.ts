import { businessFileName } from '../../../scripts/content/business';
import { defaultContentDir } from '../../../scripts/content/contentDir';
import type { ContentFolder } from '../../../scripts/content/contentFolder';
import { contentFolderOnDisk } from '../../../scripts/content/contentFolderOnDisk';

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
