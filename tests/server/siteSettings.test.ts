import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteSettings, siteSettings, siteSettingsFrom, SiteSettingsError } from '../../server/siteSettings';
import { site } from '../../src/config/site';

describe('the site settings the server reads from the build (dist-server/site.json)', () => {
  it('are those of the site configuration the build was made with (npm test builds first)', () => {
    expect(siteSettings()).toEqual(siteSettingsFrom(site));
    expect(siteSettings()).toMatchObject({
      email: site.email,
      phone: { display: site.phone.display },
      siteUrl: site.siteUrl,
      contactRetentionDays: site.contactRetentionDays,
    });
  });

  it('a missing or damaged file: one line saying what to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-settings-'));
    const file = path.join(dir, 'site.json');
    expect(() => readSiteSettings(file)).toThrow(SiteSettingsError);
    expect(() => readSiteSettings(file)).toThrow(/site\.json is missing: run `npm run build` first, and copy dist-server\/ with dist\//);
    // The last: a build from before the retention period was written (the server would not know what the policy says).
    const withoutRetention = JSON.stringify({ ...siteSettings(), contactRetentionDays: undefined });
    for (const text of ['{"email":', '{"email":"info@example.co.uk"}', '[]', withoutRetention]) {
      writeFileSync(file, text);
      expect(() => readSiteSettings(file)).toThrow(/site\.json is not the file the build writes: run `npm run build` again\.$/);
    }
  });
});
