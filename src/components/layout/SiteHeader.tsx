import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site';
import { keepAddressTargetInView } from './arrival';
import { reportFixedPart, watchWindowForFixedParts } from './fixedParts';
import { LogoMark } from './LogoMark';
import { SiteNav } from './SiteNav';

/**
 * The sticky header: the logo (a link home) and the main navigation. It reports its height to
 * fixedParts.ts, which keeps that much scroll padding at the top so that the header never covers the
 * element that has keyboard focus (WCAG 2.4.11), and stops it sticking when it would take too much of
 * the screen.
 */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    let measured = false;
    const observer = new ResizeObserver(([entry]) => {
      // The menu panel hangs below the header: only the header bar itself needs to be cleared. The
      // observer's own measurement, not getBoundingClientRect: reading layout here would force the
      // browser to lay out the whole page again in the middle of a frame (a long task on a slow phone).
      const height = entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight;
      reportFixedPart('header', height);
      if (!measured) keepAddressTargetInView();
      measured = true;
    });
    observer.observe(header);
    const stopWatching = watchWindowForFixedParts();
    return () => {
      observer.disconnect();
      stopWatching();
    };
  }, []);

  return (
    <header ref={headerRef} className="site-header z-40 border-b-2 border-border bg-background">
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        {/* The name starts with the visible text, so voice-control users can say what they see. */}
        <Link
          to="/"
          aria-label={`${site.companyName}, home`}
          className="inline-flex min-h-11 items-center gap-3 rounded-md font-bold text-foreground no-underline hover:underline"
        >
          <LogoMark className="size-10 shrink-0" />
          <span className="text-lg leading-tight">{site.companyName}</span>
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
