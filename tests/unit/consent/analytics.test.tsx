// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { CONSENT_STORAGE_KEY, storeConsent } from '../../../src/lib/consent';
import { sendPageView, usePageView, type AnalyticsConfig } from '../../../src/lib/analytics';
import QuickGuidePage, { guidesWithoutPageView } from '../../../src/pages/resources/QuickGuidePage';
import { quickGuides as loadQuickGuides } from '../../../content-model/disk';
import { RouteContentContext } from '../../../src/routes/currentRoute';
import type { BuildAnalytics } from '../support/buildAnalytics';

const quickGuides = loadQuickGuides();

const config: AnalyticsConfig = { endpoint: 'https://stats.example.org/api/event', domain: 'example.co.uk' };

/*
 * The build's analytics setting (SITE_ANALYTICS_ENDPOINT): the default build's, unless a test sets
 * `build.analytics` to stand for a build with analytics configured. The modules read it when they run.
 */
const build = vi.hoisted((): BuildAnalytics => ({ analytics: undefined }));
vi.mock('../../../src/config/site', async (original) => {
  const { withBuildAnalytics } = await import('../support/buildAnalytics');
  return withBuildAnalytics(await original(), build);
});

/** A quick guide page as the router shows it: at its address, with its content module. */
function renderGuide(slug: string) {
  const guide = quickGuides.find((candidate) => candidate.slug === slug)!;
  return render(
    <MemoryRouter initialEntries={[`/resources/software-quick-guides/${slug}`]}>
      <RouteContentContext.Provider value={guide}>
        <QuickGuidePage />
      </RouteContentContext.Provider>
    </MemoryRouter>,
  );
}
const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));

function GuideView({ enabled, analytics }: { enabled: boolean; analytics?: AnalyticsConfig }) {
  usePageView(enabled, analytics);
  return null;
}

beforeEach(() => {
  window.localStorage.clear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  build.analytics = undefined;
});

describe('analytics', () => {
  it('sends nothing without consent', () => {
    render(<GuideView enabled analytics={config} />);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends nothing after "Decline"', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    render(<GuideView enabled analytics={config} />);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with consent, sends one page-view event per view', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    render(<GuideView enabled analytics={config} />);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(config.endpoint);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'pageview', url: window.location.href, domain: 'example.co.uk' });
  });

  it('counts the view when the visitor accepts while on the page, once', () => {
    render(<GuideView enabled analytics={config} />);
    expect(fetchSpy).not.toHaveBeenCalled();
    storeConsent('accepted');
    storeConsent('accepted');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('the Grammarly guide records no view, and every other guide records one, with consent', () => {
    // A build with analytics configured, as the quick guides see it.
    build.analytics = config;
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    for (const guide of quickGuides) {
      fetchSpy.mockClear();
      const { unmount } = renderGuide(guide.slug);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(guide.heading);
      expect(fetchSpy, guide.slug).toHaveBeenCalledTimes(guide.slug === 'grammarly' ? 0 : 1);
      unmount();
    }
    expect([...guidesWithoutPageView]).toEqual(['grammarly']);
  });
});

describe('analytics in the default build (no SITE_ANALYTICS_ENDPOINT)', () => {
  it('is off, and sends nothing even with consent', () => {
    expect(site.analytics).toBeUndefined();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    render(<GuideView enabled />);
    sendPageView('https://www.example.co.uk/x');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
