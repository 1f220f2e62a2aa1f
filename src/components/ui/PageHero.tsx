import type { ReactNode } from 'react';

/** The top band of an inner page: its one h1 and an introduction. */
export function PageHero({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className="border-b-2 border-border bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl sm:text-4xl">{heading}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}
