import { buildTimeValue } from '../pipeline/buildTime';

/** The block every screen reader tutorial ends with, from src/content/resources/practice-resources.yaml. */
export const practiceResources = buildTimeValue('practiceResources');
