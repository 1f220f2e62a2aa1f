import { buildTimeValue } from '../pipeline/buildTime';

/** /training/software-a-z, from src/content/training/software-a-z.yaml, validated at build time. */
export const softwareAz = buildTimeValue('softwareAz');
