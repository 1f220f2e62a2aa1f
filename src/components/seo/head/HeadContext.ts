import { createContext, useContext, useEffect } from 'react';
import type { HeadManager, HeadTags } from './headTags';

export const HeadContext = createContext<HeadManager | null>(null);

/**
 * Sets head tags for as long as the calling component is shown. While prerendering they are
 * collected during the render; in the browser an effect adds them after each commit and removes
 * them when the component goes (a client-side navigation), so the head always describes the page.
 */
export function useHeadTags(tags: HeadTags): void {
  const manager = useContext(HeadContext);
  // A mistake in the code, met by the tests, `npm run dev` and the prerender, which get the whole
  // message; the browser's bundle (where it cannot happen once the prerender has passed) does not carry it.
  if (!manager)
    throw new Error(
      import.meta.env.DEV || import.meta.env.SSR ? 'useHeadTags needs a HeadContext provider (src/app/AppProviders.tsx)' : 'HeadContext',
    );
  if (manager.collectsDuringRender) manager.add(tags);
  // The serialised tags are the dependency: a new object with the same tags changes nothing.
  const serialised = JSON.stringify(tags);
  useEffect(() => {
    if (manager.collectsDuringRender) return undefined;
    return manager.add(JSON.parse(serialised) as HeadTags);
  }, [manager, serialised]);
}
