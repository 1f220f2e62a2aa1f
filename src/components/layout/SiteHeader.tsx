import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { site } from '../../config/site';
import { reportFixedPart, watchWindowForFixedParts } from './fixedParts';
import { LogoMark } from './LogoMark';
import { SiteNav } from './SiteNav';

/**
 * The sticky header: the logo (a link home) and the main navigation. Its height is published as the
 * --header-height custom property, which scroll-padding-top uses so that the header never covers the
 * element that has keyboard focus (WCAG 2.4.11). It stops sticking when it would take too much of the
 * screen (fixedParts.ts).
 */
export function SiteHeader() {
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      // The menu panel hangs below the header: only the header bar itself needs to be cleared.
      const height = header.getBoundingClientRect().height;
      root.style.setProperty('--header-height', `${height}px`);
      reportFixedPart('header', height);
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
