import { StrictMode, type ReactNode } from 'react';
import { UnheadContextProvider, type HeadInstance } from './head';

/**
 * The wrappers around the router, identical in the server and the client entry: if they differed,
 * useId values and markup would diverge and hydration would fail.
 */
export function AppProviders({ head, children }: { head: HeadInstance; children: ReactNode }) {
  return (
    <StrictMode>
      <UnheadContextProvider head={head}>{children}</UnheadContextProvider>
    </StrictMode>
  );
}
