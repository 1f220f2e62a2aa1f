import { buildTimeValue } from '../pipeline/buildTime';

/** /contact's words, from src/content/contact.yaml, validated and compiled at build time. */
export const contact = buildTimeValue('contact');
