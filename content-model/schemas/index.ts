/** The zod schemas of all content, by section. */
export * from './common.ts';
export * from './pages.ts';
export * from './offer.ts';
export * from './training.ts';
export * from './resources.ts';
export * from './linkedText.ts';
export * from './shell.ts';
export * from './accessibility.ts';
export * from './searchSynonyms.ts';
