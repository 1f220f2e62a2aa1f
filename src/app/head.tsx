import type { ReactNode } from 'react';
import { UnheadProvider } from '@unhead/react/server';
import type { Unhead } from '@unhead/react/server';

export type HeadInstance = Unhead;

/**
 * The unhead context provider. @unhead/react's server and client providers render the same context;
 * the server one is a plain Provider with no hooks, so both entries use it and the trees match.
 */
export function UnheadContextProvider({ head, children }: { head: HeadInstance; children: ReactNode }) {
  return <UnheadProvider value={head}>{children}</UnheadProvider>;
}
