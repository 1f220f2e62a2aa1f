import { buildTimeValue } from '../pipeline/buildTime';

/** The screen reader tutorials hub's own words, from src/content/resources/tutorials-hub.yaml. */
export const tutorialsHub = buildTimeValue('tutorialsHub');
