import { hrefOf } from '../editing/route.ts';
import { ScreenHeading } from '../ui/ScreenHeading.tsx';

/** An address of the editing screen that names no collection or file (an old bookmark). */
export function NotFoundScreen({ moveFocus }: { moveFocus: boolean }) {
  return (
    <>
      <ScreenHeading moveFocus={moveFocus}>There is nothing to edit at this address</ScreenHeading>
      <p>
        The collection or file may have been renamed or removed. <a href={hrefOf({ screen: 'collections' })}>Go to all content</a>.
      </p>
    </>
  );
}
