// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/config/site';
import { CONSENT_STORAGE_KEY } from '../../../src/lib/consent';
import { sendPageView, usePageView } from '../../../src/lib/analytics';

const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));

function GuideView() {
  usePageView(true);
  return null;
}

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('analytics in the default build (no SITE_ANALYTICS_ENDPOINT)', () => {
  it('is off, and sends nothing even with consent', () => {
    expect(site.analytics).toBeUndefined();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    render(<GuideView />);
    sendPageView('https://www.example.co.uk/x');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
