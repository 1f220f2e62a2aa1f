import type { ReactNode } from 'react';
import { searchIgnored } from '../../lib/search/htmlHooks';

/**
 * One term of a criterion's description list. The evidence (rules, tests, checks by hand) is left out
 * of site search (`searched={false}`): it is the same few words on every criterion, and would bury
 * the criterion's name and status.
 */
export function ReportFact({ term, children, searched = true }: { term: string; children: ReactNode; searched?: boolean }) {
  return (
    <div className="mt-2" {...(searched ? {} : searchIgnored)}>
      <dt className="font-bold">{term}</dt>
      <dd className="ms-0">{children}</dd>
    </div>
  );
}
