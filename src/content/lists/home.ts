import { buildTimeValue } from '../pipeline/buildTime';

/** Home (/), from src/content/home.yaml, validated and compiled at build time. */
export const home = buildTimeValue('home');
