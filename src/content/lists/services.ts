import { buildTimeValue } from '../pipeline/buildTime';

/** /services, from src/content/services.yaml, validated and compiled at build time. */
export const services = buildTimeValue('services');
