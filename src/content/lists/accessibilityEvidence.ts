import { prerenderValue } from '../pipeline/buildTime';

/**
 * /accessibility-statement's evidence, compiled at build time from src/content/accessibility/: the last
 * recorded sweep, the manual checks, the known issues and the conformance report's totals. Prerender
 * only: the browser shows the prerendered markup (components/layout/Prerendered.tsx).
 */
export const statementEvidence = prerenderValue('statementEvidence');
