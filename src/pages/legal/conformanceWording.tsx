import { formatLongDate } from '../../lib/visitTime';

// `plural`, `LongDate` and the list of totals repeat the statement's (components/accessibility/
// statementWording.tsx, ComplianceSummary.tsx) on purpose: a module that both prerender-only parts
// imported would be put in a chunk of its own, which the browser would download although nothing of
// it runs there (decision 035).
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function LongDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}
