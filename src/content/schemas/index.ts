/** The zod schemas of all content, by section. */
export * from './common';
export * from './pages';
export * from './offer';
export * from './training';
export * from './resources';
