import type { EditorCollectionDescription } from '../../../content-model/editor/description.ts';
import { hrefOf } from '../editing/route.ts';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

/** The first screen: every collection of the site's content, each with what it holds. */
export function CollectionsScreen({ collections, moveFocus }: { collections: EditorCollectionDescription[]; moveFocus: boolean }) {
  return (
    <>
      <ScreenHeading moveFocus={moveFocus}>All content</ScreenHeading>
      <p>Choose what to edit. Changes are checked as the site’s build checks them before they are saved.</p>
      <ul className="cards">
        {collections.map((collection) => (
          <li key={collection.name}>
            <h2>
              <a href={hrefOf({ screen: 'collection', name: collection.name })}>{collection.label}</a>
            </h2>
            {collection.description && <p>{collection.description}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
