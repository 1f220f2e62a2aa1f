import { prerenderValue } from '../pipeline/buildTime';

/**
 * /accessibility-statement/conformance-report: every WCAG 2.2 A and AA criterion, its status and
 * evidence. Prerender only: the browser shows the prerendered markup (components/layout/Prerendered.tsx).
 */
export const conformanceReport = prerenderValue('conformanceReport');
