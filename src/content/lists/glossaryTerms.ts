import { buildTimeValue } from '../pipeline/buildTime';

/** /resources/glossary's terms, from src/content/glossary.yaml, validated and compiled at build time. */
export const glossaryTerms = buildTimeValue('glossaryTerms');
