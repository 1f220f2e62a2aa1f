import { buildTimeValue } from '../pipeline/buildTime';

/** /training, from src/content/training/hub.yaml, validated and compiled at build time. */
export const trainingHub = buildTimeValue('trainingHub');
