import { formatLongDate } from '../../../content-model/text/longDate.ts';

// `LongDate` and the list of totals repeat the statement's (components/accessibility/
// statementWording.tsx, ComplianceSummary.tsx) on purpose: a module of components that both
// prerender-only parts imported would be put in a chunk of its own, which the browser would download
// although nothing of it runs there (decision 035). `plural` is the one copy of
// content-model/text/plural.ts (decision 078).

export function LongDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}
