import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { fragmentTarget } from '../../lib/anchor';

/**
 * A question or term (a <details>) named by the address's #fragment opens: on arrival, after a link
 * to it, and on Back and Forward. A layout effect, so it runs before paint and before the layout's own
 * effect puts focus on it (useRouteChange, docs/decisions/052).
 */
export function useOpenWhenAddressed(): void {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const target = fragmentTarget(hash);
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
}
