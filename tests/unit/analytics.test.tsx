// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, storeConsent } from '../../src/lib/consent';
import { sendPageView, usePageView, type AnalyticsConfig } from '../../src/lib/analytics';
import { guidesWithoutPageView } from '../../src/pages/resources/QuickGuidePage';
import { quickGuides } from '../../src/content/resources/quickGuides';

const config: AnalyticsConfig = { endpoint: 'https://stats.example.org/api/event', domain: 'example.co.uk' };
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
afterEach(() => vi.unstubAllGlobals());

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

  it('sends nothing when no endpoint is configured, even with consent (the default)', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    render(<GuideView enabled analytics={undefined} />);
    sendPageView('https://www.example.co.uk/x', undefined);
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

  it('records no view where the page opts out (the Grammarly guide), and only there', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    render(<GuideView enabled={false} analytics={config} />);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect([...guidesWithoutPageView]).toEqual(['grammarly']);
    expect(quickGuides.filter((guide) => guidesWithoutPageView.has(guide.slug)).map((guide) => guide.name)).toEqual(['Grammarly']);
  });
});
