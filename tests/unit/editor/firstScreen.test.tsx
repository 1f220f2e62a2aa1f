// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

/*
 * The editing screen is never an empty page with React's listeners on it: its first words are there
 * as its script finishes, before any later task, so a screen reader reading the page as it finishes
 * loading hears them, not "clickable." (Orca, docs/decisions/090).
 */

beforeAll(() => {
  // The server's answer to "who is signed in" has not come yet.
  vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
  document.body.innerHTML = '<div id="root"></div>';
});
afterAll(() => vi.unstubAllGlobals());

it('says it is loading as soon as its script has run', async () => {
  await import('../../../admin/src/main.tsx');
  // No await between the script and the check: nothing later has run.
  expect(screen.getByRole('main')).toHaveTextContent('Loading the editing screen…');
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
});
