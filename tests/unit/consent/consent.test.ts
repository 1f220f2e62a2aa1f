// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  currentConsent,
  hasConsented,
  readConsent,
  storeConsent,
  subscribeToConsent,
  whenConsented,
} from '../../../src/lib/consent';

beforeEach(() => window.localStorage.clear());

describe('the consent module', () => {
  it('knows no choice until one is stored, and ignores values other than accepted or declined', () => {
    expect(readConsent()).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(readConsent()).toBeNull();
    expect(hasConsented()).toBe(false);
  });

  it('stores the choice under cookieConsent', () => {
    storeConsent('declined');
    expect(window.localStorage.getItem('cookieConsent')).toBe('declined');
    expect(currentConsent()).toBe('declined');
    expect(hasConsented()).toBe(false);
    storeConsent('accepted');
    expect(window.localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(hasConsented()).toBe(true);
  });

  it('runs non-essential work only once the visitor accepts', () => {
    const task = vi.fn();
    const cancel = whenConsented(task);
    expect(task).not.toHaveBeenCalled();
    storeConsent('declined');
    expect(task).not.toHaveBeenCalled();
    storeConsent('accepted');
    expect(task).toHaveBeenCalledTimes(1);
    storeConsent('accepted');
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('runs at once when consent was already given, and can be cancelled before it is', () => {
    const later = vi.fn();
    const cancel = whenConsented(later);
    cancel();
    storeConsent('accepted');
    expect(later).not.toHaveBeenCalled();

    const now = vi.fn();
    whenConsented(now);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('hears a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
