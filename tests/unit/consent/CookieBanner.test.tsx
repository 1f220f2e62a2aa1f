// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../../src/components/layout/CookieBanner';
import { cookieBanner } from '../../../src/content/generated/cookieBanner';
import { trackWebFonts } from '../../../src/lib/webFontsStatus';
import type { BuildAnalytics } from '../support/buildAnalytics';

/*
 * The build's analytics setting (SITE_ANALYTICS_ENDPOINT): the default build's, unless a test sets
 * `build.analytics` to stand for a build with analytics configured. The banner reads it when it renders.
 */
const build = vi.hoisted((): BuildAnalytics => ({ analytics: undefined }));
vi.mock('../../../src/config/site', async (original) => {
  const { withBuildAnalytics } = await import('../support/buildAnalytics');
  return withBuildAnalytics(await original(), build);
});

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  build.analytics = undefined;
});

describe('the cookie banner', () => {
  it('is absent at first and appears after 1000 ms when no choice is stored', () => {
    renderBanner();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('says only what is true of a build without analytics: the choice itself is all that is stored', () => {
    renderBanner();
    act(() => vi.advanceTimersByTime(1000));
    const dialog = screen.getByRole('dialog', { name: 'Cookie Consent' });
    expect(dialog).toHaveAccessibleDescription(`${cookieBanner.withoutAnalytics} Read our privacy policy.`);
    expect(dialog).not.toHaveTextContent(/count|analytics/i);
  });

  it('never appears when a choice is stored', () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    renderBanner();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  for (const [name, stored] of [
    ['Accept All', 'accepted'],
    ['Decline', 'declined'],
    ['Close (declines cookies)', 'declined'],
  ] as const) {
    it(`"${name}" stores ${stored} and hides the banner`, async () => {
      renderBanner();
      act(() => vi.advanceTimersByTime(1000));
      vi.useRealTimers();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name }));
      expect(window.localStorage.getItem('cookieConsent')).toBe(stored);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  }
});

describe('the cookie banner while the web fonts are still coming', () => {
  // Fonts that have arrived: the next test starts with none on their way.
  afterEach(async () => trackWebFonts(Promise.resolve()));

  it('waits for them after its second, so their swap cannot move its lines, and never more than 2 s', async () => {
    let fontsArrive = () => {};
    trackWebFonts(new Promise<void>((resolve) => (fontsArrive = resolve)));
    renderBanner();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => fontsArrive());
    expect(screen.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
  });

  it('appears 2 s after its second even if the fonts never arrive', async () => {
    trackWebFonts(new Promise<void>(() => {}));
    renderBanner();
    await act(async () => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Cookie Consent' })).toBeVisible();
  });
});

describe('the cookie banner of a build with analytics', () => {
  it('asks about counting visits, since that is what accepting allows', () => {
    build.analytics = { endpoint: 'https://stats.example.org/api/event', domain: 'example.co.uk' };
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
