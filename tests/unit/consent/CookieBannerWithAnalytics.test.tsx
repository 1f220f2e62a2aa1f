// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../../src/components/layout/CookieBanner';
import { cookieBanner } from '../../../src/content/generated/cookieBanner';

// A build with SITE_ANALYTICS_ENDPOINT set.
vi.mock('../../../src/config/site', async (original) => {
  const actual = await original<typeof import('../../../src/config/site')>();
  return { ...actual, site: { ...actual.site, analytics: { endpoint: 'https://stats.example.org/api/event', domain: 'example.co.uk' } } };
});

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the cookie banner of a build with analytics', () => {
  it('asks about counting visits, since that is what accepting allows', () => {
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: 'Cookie Consent' })).toHaveAccessibleDescription(
      `${cookieBanner.withAnalytics} Read our privacy policy.`,
    );
  });
});
