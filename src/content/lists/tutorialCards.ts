import { buildTimeValue } from '../pipeline/buildTime';

/** The screen reader tutorials hub's cards, one per src/content/tutorials/*.md in order, computed at build time. */
export const tutorialCards = buildTimeValue('tutorialCards');
