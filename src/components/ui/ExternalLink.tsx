import type { AnchorHTMLAttributes } from 'react';
import { ExternalIcon } from './icons';

/**
 * A link to another site that opens in a new window, and says so: visibly with an icon, and to screen
 * readers in words, inside the link's name so it is read wherever the link is met (WCAG 3.2.5 advice,
 * technique G201).
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new window)</span>
      <ExternalIcon className="ms-1 inline-block size-[0.9em] align-[-0.1em]" />
    </a>
  );
}
