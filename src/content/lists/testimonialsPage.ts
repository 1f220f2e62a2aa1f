import { buildTimeValue } from '../pipeline/buildTime';

/** /testimonials, from src/content/testimonials.yaml, validated and compiled at build time. */
export const testimonialsPage = buildTimeValue('testimonialsPage');
