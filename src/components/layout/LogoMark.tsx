/**
 * The logo mark: a braille cell showing the letter "p" (dots 1, 2, 3 and 4), for the path to
 * possibility. Decorative beside the company name. public/favicon.svg draws the same mark.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 48 48" width="40" height="40" className={className}>
      <rect width="48" height="48" rx="10" className="fill-primary forced-colors:fill-[CanvasText]" />
      <g className="fill-primary-foreground forced-colors:fill-[Canvas]">
        <circle cx="17" cy="12" r="4.5" />
        <circle cx="17" cy="24" r="4.5" />
        <circle cx="17" cy="36" r="4.5" />
        <circle cx="31" cy="12" r="4.5" />
      </g>
      <g className="fill-none stroke-primary-foreground forced-colors:stroke-[Canvas]" strokeWidth="1.5">
        <circle cx="31" cy="24" r="3.5" />
        <circle cx="31" cy="36" r="3.5" />
      </g>
    </svg>
  );
}
