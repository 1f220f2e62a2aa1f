// @vitest-environment jsdom
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageDocuments } from '../../../scripts/search/pageDocuments';
import {
  ContactRetentionSettingError,
  contactRetentionDaysFrom,
  defaultContactRetentionDays,
} from '../../../content-model/settings/contactRetention.ts';
import { site } from '../../../src/config/site';
import { tokenTable } from '../../../content-model/text/tokenTable.ts';
import PrivacyPolicyPage from '../../../src/pages/legal/PrivacyPolicyPage';

/**
 * How long contact messages are kept (issue 32, docs/decisions/060): CONTACT_RETENTION_DAYS, read when
 * the site is built, is the number the privacy policy states ({contactRetentionDays}) and the number
 * written to dist-server/site.json for the server to erase by.
 */
const policyPage = () => createElement(MemoryRouter, null, createElement(PrivacyPolicyPage));

describe('the privacy policy states how long contact messages are kept', () => {
  it('built with no CONTACT_RETENTION_DAYS: 365 days, and how to ask for a copy or erasure', () => {
    expect(defaultContactRetentionDays).toBe(365);
    expect(site.contactRetentionDays).toBe(365);
    render(policyPage());
    expect(screen.getByRole('heading', { level: 3, name: 'How long we keep it' })).toBeTruthy();
    expect(
      screen.getByText(/^We keep messages sent through our contact form for 365 days after they arrive, and then delete them/),
    ).toBeTruthy();
    expect(screen.getByText(/for six years after the end of the financial year they relate to, as HMRC requires\.$/)).toBeTruthy();
    expect(
      screen.getByText(
        /^To ask for a copy of the messages you have sent through our contact form, or for them to be erased before the 365 days are up/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /give the email address you wrote from, so that we can find every message you sent\. We will send you the copy, or confirm that your messages have been erased, within one month\.$/,
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it('the search index reads the period, filled in, never the token', () => {
    const html = `<!doctype html><html><body><main>${renderToString(policyPage())}</main></body></html>`;
    const documents = pageDocuments(html, '/privacy-policy');
    const kept = documents.find((document) => document.title === 'How long we keep it');
    expect(kept?.text).toMatch(/^We keep messages sent through our contact form for 365 days after they arrive/);
    expect(documents.find((document) => document.title === 'Your Rights')?.text).toContain('erased before the 365 days are up');
    expect(documents.filter((document) => /\{\w+\}/.test(`${document.title} ${document.text}`))).toEqual([]);
  });
});

describe('CONTACT_RETENTION_DAYS at build time', () => {
  it('is a whole number of days from 1 to 3650; unset or empty is the default', () => {
    expect(contactRetentionDaysFrom({})).toBe(365);
    expect(contactRetentionDaysFrom({ CONTACT_RETENTION_DAYS: '' })).toBe(365);
    expect(contactRetentionDaysFrom({ CONTACT_RETENTION_DAYS: '30' })).toBe(30);
    expect(contactRetentionDaysFrom({ CONTACT_RETENTION_DAYS: '3650' })).toBe(3650);
    for (const value of ['0', '3651', 'thirty', '30 days', '-1', '2.5']) {
      expect(() => contactRetentionDaysFrom({ CONTACT_RETENTION_DAYS: value })).toThrow(ContactRetentionSettingError);
      expect(() => contactRetentionDaysFrom({ CONTACT_RETENTION_DAYS: value })).toThrow(
        `CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 3650 (365 when unset) (got ${JSON.stringify(value)})`,
      );
    }
  });

  it('is the {contactRetentionDays} token', () => {
    expect(tokenTable({ ...site, contactRetentionDays: 30 }).contactRetentionDays).toBe('30');
    expect(tokenTable(site).contactRetentionDays).toBe('365');
  });

  /** What a build with this environment makes of the setting (tests/fixtures/retention/builtWith.ts), in a process of its own. */
  const builtWith = (value: string) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('tests/fixtures/retention/builtWith.ts')], {
      env: { ...process.env, CONTACT_RETENTION_DAYS: value },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout) as {
      policy?: string;
      tokens?: Record<string, string>;
      siteJson?: { contactRetentionDays: number };
      contentError?: string;
    };
  };

  it('a value set for the build reaches the privacy policy, its token and dist-server/site.json alike', () => {
    const built = builtWith('30');
    expect(built.tokens?.contactRetentionDays).toBe('30');
    expect(built.policy).toContain('We keep messages sent through our contact form for 30 days after they arrive');
    expect(built.policy).toContain('erased before the 30 days are up');
    expect(built.policy).not.toContain('365');
    expect(built.siteJson?.contactRetentionDays).toBe(30);
  }, 30_000);

  it('a bad value, where the build has not checked it first (npm run content), is one plain line', () => {
    expect(builtWith('a year')).toEqual({
      contentError:
        'the build settings: CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 3650 (365 when unset) (got "a year")',
    });
  }, 30_000);
});
