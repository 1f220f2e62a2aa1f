import { buildTimeValue } from '../pipeline/buildTime';

/** The software quick guides hub's cards, one per src/content/quick-guides/*.md, computed at build time. */
export const quickGuideCards = buildTimeValue('quickGuideCards');
