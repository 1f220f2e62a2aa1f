import { useEffect, useState } from 'react';
import type { EditorCollectionDescription } from '../../../content-model/editor/description.ts';
import { readEntry } from '../editing/contentFile.ts';
import { api, ApiError } from '../editing/api.ts';
import { hrefOf } from '../editing/route.ts';
import { EditorBreadcrumbs } from '../ui/EditorBreadcrumbs.tsx';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

interface Listed {
  path: string;
  title: string;
}

/** A folder's files, by the title each holds (read from the file), in the order of their names. */
function useFolderFiles(collection: EditorCollectionDescription): { files?: Listed[]; failure?: string } {
  const [state, setState] = useState<{ files?: Listed[]; failure?: string }>({});
  useEffect(() => {
    const folder = collection.folder;
    if (!folder) return;
    (async () => {
      const listed = (await api.list(folder.path)).filter((file) => file.path.endsWith(`.${folder.extension}`));
      const files = await Promise.all(
        listed.map(async ({ path }) => {
          const { text } = await api.read(path);
          let title: unknown;
          try {
            title = readEntry(path, text).data[folder.titleField];
          } catch {
            title = undefined;
          }
          return { path, title: typeof title === 'string' && title ? title : (path.split('/').pop() ?? path) };
        }),
      );
      setState({ files });
    })().catch((error: unknown) =>
      setState({ failure: error instanceof ApiError ? error.message : 'The list of files could not be read. Please reload the page.' }),
    );
  }, [collection]);
  return state;
}

/** One collection: its files, each a link to its editing screen; in a folder, a link to add one. */
export function CollectionScreen({ collection, moveFocus }: { collection: EditorCollectionDescription; moveFocus: boolean }) {
  const folder = useFolderFiles(collection);
  return (
    <>
      <EditorBreadcrumbs trail={[]} />
      <ScreenHeading moveFocus={moveFocus}>{collection.label}</ScreenHeading>
      {collection.description && <p>{collection.description}</p>}
      {collection.folder?.create && (
        <p>
          <a className="button" href={hrefOf({ screen: 'new', name: collection.name })}>
            Add a new {collection.folder.itemLabel.toLowerCase()}
          </a>
        </p>
      )}
      {folder.failure && (
        <p className="error" role="alert">
          {folder.failure}
        </p>
      )}
      {!collection.files && !folder.files && !folder.failure && <p>Loading the list of files…</p>}
      {collection.files && (
        <ul className="files">
          {collection.files.map((file) => (
            <li key={file.path}>
              <a href={hrefOf({ screen: 'edit', path: file.path })}>{file.label}</a>
              {file.description && <p>{file.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {folder.files && (
        <ul className="files">
          {folder.files.map((file) => (
            <li key={file.path}>
              <a href={hrefOf({ screen: 'edit', path: file.path })}>{file.title}</a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
