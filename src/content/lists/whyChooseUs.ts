import { buildTimeValue } from '../pipeline/buildTime';

/** /why-choose-us, from src/content/why-choose-us.yaml, validated and compiled at build time. */
export const whyChooseUs = buildTimeValue('whyChooseUs');
