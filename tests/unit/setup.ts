import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests render into jsdom; unmount after each so tests never see each other's DOM.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});
