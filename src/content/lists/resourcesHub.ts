import { buildTimeValue } from '../pipeline/buildTime';

/** /resources, from src/content/resources/hub.yaml, validated and compiled at build time. */
export const resourcesHub = buildTimeValue('resourcesHub');
