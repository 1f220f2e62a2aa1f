/**
 * SPEC §9's numbers for a notice, in a module of their own so that the notice and its hooks
 * (useNoticeCountdown.ts, useNoticeGestures.ts) share them without importing one another; Notice.tsx
 * exports them again for the pages and tests that import the notice.
 */
export const NOTICE_DURATION_MS = 5000;
export const NOTICE_SWIPE_THRESHOLD_PX = 50;
export const NOTICE_HOTKEY = 'F8';
