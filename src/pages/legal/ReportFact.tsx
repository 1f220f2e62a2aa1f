import type { ReactNode } from 'react';

/**
 * One term of a criterion's description list. The evidence (rules, tests, checks by hand) is left out
 * of site search (`searched={false}`): it is the same few words on every criterion, and would bury
 * the criterion's name and status.
 */
export function ReportFact({ term, children, searched = true }: { term: string; children: ReactNode; searched?: boolean }) {
  return (
    <div className="mt-2" data-search={searched ? undefined : 'ignore'}>
      <dt className="font-bold">{term}</dt>
      <dd className="ms-0">{children}</dd>
    </div>
  );
}
