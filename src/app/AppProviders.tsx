import { StrictMode, type ReactNode } from 'react';
import { HeadContext } from '../components/seo/head/HeadContext';
import type { HeadManager } from '../components/seo/head/headTags';

/**
 * The wrappers around the app, identical in the server and the client entry: if they differed,
 * useId values and markup would diverge and hydration would fail. Only the head manager differs:
 * unhead while prerendering, a small DOM one in the browser.
 */
export function AppProviders({ head, children }: { head: HeadManager; children: ReactNode }) {
  return (
    <StrictMode>
      <HeadContext.Provider value={head}>{children}</HeadContext.Provider>
    </StrictMode>
  );
}
