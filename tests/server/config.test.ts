import { writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../server/config';
import { adminDataDirFrom, defaultAdminDataDir, defaultDataDir } from '../../server/paths';
import { siteSettings } from '../../server/siteSettings';
import { site } from '../../src/config/site';
import { runProcess, tempDataDir } from './serverHarness';

const configOf = (env: NodeJS.ProcessEnv) => {
  const result = loadServerConfig(env);
  if (!result.ok) throw new Error(result.error);
  return result.config;
};
const errorOf = (env: NodeJS.ProcessEnv) => {
  const result = loadServerConfig(env);
  if (result.ok) throw new Error('expected a configuration error');
  return result.error;
};

describe('the server configuration', () => {
  it('has working defaults with nothing set', () => {
    expect(configOf({})).toEqual({
      port: 4173,
      host: undefined,
      trustProxy: undefined,
      contact: {
        dataDir: defaultDataDir,
        rateLimit: 10,
        forwardUrl: undefined,
        smtp: undefined,
        retentionDays: siteSettings().contactRetentionDays,
      },
    });
    expect(defaultDataDir).toBe(path.resolve('.data/contact'));
  });

  it('reads every variable; empty ones count as unset', () => {
    expect(
      configOf({
        PORT: '8080',
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        CONTACT_DATA_DIR: 'var/messages',
        CONTACT_RATE_LIMIT: '3',
        CONTACT_FORWARD_URL: 'https://formspree.io/f/abc',
        SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
        CONTACT_EMAIL_TO: 'office@example.co.uk',
        CONTACT_EMAIL_FROM: 'Site <site@example.co.uk>',
      }),
    ).toEqual({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: 1,
      contact: {
        dataDir: path.resolve('var/messages'),
        rateLimit: 3,
        forwardUrl: 'https://formspree.io/f/abc',
        smtp: { url: 'smtps://user:secret@smtp.example.com:465', to: 'office@example.co.uk', from: 'Site <site@example.co.uk>' },
        retentionDays: siteSettings().contactRetentionDays,
      },
    });
    expect(configOf({ PORT: '', TRUST_PROXY: '', SMTP_URL: '', CONTACT_RATE_LIMIT: '' })).toEqual(configOf({}));
    expect(configOf({ SMTP_URL: 'smtp://mail.example.com' }).contact.smtp).toEqual({
      url: 'smtp://mail.example.com',
      to: site.email,
      from: `Website <no-reply@${new URL(site.siteUrl).hostname.replace(/^www\./, '')}>`,
    });
  });

  it.each([
    ['false', false],
    ['0', 0],
    ['2', 2],
    ['loopback', 'loopback'],
    ['10.0.0.1', '10.0.0.1'],
    ['loopback, 10.0.0.0/8, 192.168.0.0/255.255.0.0', 'loopback, 10.0.0.0/8, 192.168.0.0/255.255.0.0'],
    ['::1, fe80::/10, uniquelocal, linklocal', '::1, fe80::/10, uniquelocal, linklocal'],
  ])('TRUST_PROXY=%s is accepted, as Express accepts it', (value, parsed) => {
    expect(configOf({ TRUST_PROXY: value }).trustProxy).toEqual(parsed);
    expect(() => express().set('trust proxy', parsed)).not.toThrow();
  });

  it.each(['true', 'TRUE', ' true ', '0.0.0.0/1, 128.0.0.0/1', 'loopback, ::/1, 8000::/1'])(
    'TRUST_PROXY=%s, which believes any address a visitor writes, is refused in one line that asks for the number of proxies',
    (value) => {
      expect(errorOf({ TRUST_PROXY: value })).toBe(
        `Configuration error: TRUST_PROXY=${JSON.stringify(value)} would believe any address a visitor writes in X-Forwarded-For, so anyone could get past the contact and search limits: give the number of proxies in front of this server instead, 1 behind one reverse proxy (docs/hosting.md says what each host needs).`,
      );
    },
  );

  it.each(['yes', 'on', '10.0.0.300', '10.0.0.0/33', 'loopback; linklocal', 'proxy.example.com', '-1'])(
    'TRUST_PROXY=%s is refused, as Express refuses it, in one line',
    (value) => {
      const error = errorOf({ TRUST_PROXY: value });
      expect(error).toBe(
        `Configuration error: TRUST_PROXY must be the number of proxies in front of this server (1 behind one reverse proxy), false, or a comma-separated list of their addresses and subnets such as "loopback, 10.0.0.0/8" (got ${JSON.stringify(value)}).`,
      );
      expect(() => express().set('trust proxy', value)).toThrow();
    },
  );

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
    [{ CONTACT_RATE_LIMIT: '0' }, 'CONTACT_RATE_LIMIT must be a whole number of messages above 0 (got "0")'],
    [{ CONTACT_RATE_LIMIT: 'ten' }, 'CONTACT_RATE_LIMIT must be a whole number of messages above 0 (got "ten")'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// address'],
    [{ SMTP_URL: 'https://user:secret@mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// address'],
    [{ CONTACT_FORWARD_URL: 'formspree.io/f/abc' }, 'CONTACT_FORWARD_URL must be the http:// or https:// address'],
    [{ CONTACT_EMAIL_TO: 'office' }, 'CONTACT_EMAIL_TO must be one e-mail address'],
  ])('%o is refused with a clear line', (env, message) => {
    const error = errorOf(env);
    expect(error).toContain(message);
    expect(error).not.toContain('\n');
    expect(error).not.toContain('secret'); // a password in a URL is never echoed
  });

  describe('CONTACT_RETENTION_DAYS: the period the site was built with, which its privacy policy states', () => {
    const built = siteSettings().contactRetentionDays;
    const other = built === 30 ? 31 : 30;

    it('unset or empty, the server erases by the built period', () => {
      expect(configOf({}).contact.retentionDays).toBe(built);
      expect(configOf({ CONTACT_RETENTION_DAYS: '' }).contact.retentionDays).toBe(built);
    });

    it('set to the built period, it is accepted', () => {
      expect(configOf({ CONTACT_RETENTION_DAYS: String(built) }).contact.retentionDays).toBe(built);
    });

    it('set to another period, the server refuses to start, in one plain line saying what to do', () => {
      expect(errorOf({ CONTACT_RETENTION_DAYS: String(other) })).toBe(
        `Configuration error: CONTACT_RETENTION_DAYS is ${other} here but the site was built with ${built}, and its privacy policy says ${built} days: build the site again with CONTACT_RETENTION_DAYS=${other}, or unset it here.`,
      );
    });

    it.each(['a year', '0', '3651', '-7', '30.5'])('%s is refused as the build refuses it', (value) => {
      expect(errorOf({ CONTACT_RETENTION_DAYS: value })).toBe(
        `Configuration error: CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 3650 (365 when unset) (got ${JSON.stringify(value)}).`,
      );
    });
  });

  describe("the editing screen's sign-in store: ADMIN_DATA_DIR and ADMIN_SESSION_KEY (docs/decisions/071)", () => {
    const github = { ADMIN_GITHUB_CLIENT_ID: 'Ov23liClient', ADMIN_GITHUB_CLIENT_SECRET: 'secret-0a9b8c7d', ADMIN_GITHUB_REPO: 'a/b' };
    const key = '7tSe2TUY5HySkHc2bbOztE31ukCU7ZBvYSHgDsCdvsU=';
    const makeOne = `node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))"`;

    it('keeps the sign-ins in .data/admin unless ADMIN_DATA_DIR says where, under the 32 bytes of the key', () => {
      expect(defaultAdminDataDir).toBe(path.resolve('.data/admin'));
      expect(configOf({ ...github, ADMIN_SESSION_KEY: key }).admin).toMatchObject({
        dataDir: defaultAdminDataDir,
        sessionKey: Buffer.from(key, 'base64'),
      });
      expect(configOf({ ...github, ADMIN_SESSION_KEY: ` ${key}\n`, ADMIN_DATA_DIR: 'var/admin' }).admin).toMatchObject({
        dataDir: path.resolve('var/admin'),
        sessionKey: Buffer.from(key, 'base64'),
      });
      expect(adminDataDirFrom({ ADMIN_DATA_DIR: '/data/admin' })).toBe('/data/admin');
    });

    it('needs the key with the GitHub settings, saying how to make one', () => {
      expect(errorOf(github)).toBe(
        `Configuration error: the editing screen's GitHub sign-in needs ADMIN_GITHUB_CLIENT_ID, ADMIN_GITHUB_CLIENT_SECRET, ADMIN_GITHUB_REPO and ADMIN_SESSION_KEY together (missing: ADMIN_SESSION_KEY); make ADMIN_SESSION_KEY with: ${makeOne}.`,
      );
    });

    it.each([
      ['too short', 'c2hvcnQ='],
      ['hex, not base64', 'ee d4 9e d9 35 18 e4 7c 92 90 77 36 6d b3 b3 b4'.replaceAll(' ', '').repeat(2)],
      ['a placeholder', 'A'.repeat(43) + '='],
      ['33 bytes', `${key.slice(0, -1)}AAA`],
      ['words', 'my-very-secret-session-key-for-the-website!'],
    ])('refuses a key that is %s in one line that says how to make one, and never shows it', (_what, value) => {
      const error = errorOf({ ...github, ADMIN_SESSION_KEY: value });
      expect(error).toBe(
        `Configuration error: ADMIN_SESSION_KEY must be 32 random bytes in base64 (44 characters); make one with: ${makeOne}.`,
      );
      expect(error).not.toContain(value);
    });
  });

  it('names every bad variable at once, in one line, and never echoes a control character', () => {
    const error = errorOf({ PORT: '\u001b[2J', TRUST_PROXY: 'yes', CONTACT_RATE_LIMIT: '-3', SMTP_URL: 'nope' });
    expect(error.split('\n')).toHaveLength(1);
    expect(error).toMatch(/PORT.*; TRUST_PROXY.*; CONTACT_RATE_LIMIT.*; SMTP_URL/);
    expect(error).toContain('(got "\\u001b[2J")');
    // eslint-disable-next-line no-control-regex -- looking for a raw ESC
    expect(error).not.toMatch(/\u001b/);
  });
});

describe('starting the server with a bad setting', () => {
  it('prints one line saying what is wrong and exits with code 1, before anything starts', async () => {
    const dataDir = tempDataDir();
    const result = await runProcess([path.resolve('server/index.ts')], {
      PORT: '0',
      TRUST_PROXY: 'true-ish',
      SMTP_URL: 'smtps://user:secret@',
      CONTACT_DATA_DIR: dataDir,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Configuration error: TRUST_PROXY must be .*; SMTP_URL must be .*\.$/),
    ]);
    expect(result.stderr).not.toMatch(/secret|\s+at \S+:\d+/);
  }, 30_000);

  it("a CONTACT_RETENTION_DAYS other than the build's: one line, exit code 1, before anything starts", async () => {
    const built = siteSettings().contactRetentionDays;
    const other = built === 30 ? 31 : 30;
    const result = await runProcess([path.resolve('server/index.ts')], {
      PORT: '0',
      CONTACT_RETENTION_DAYS: String(other),
      CONTACT_DATA_DIR: tempDataDir(),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `Configuration error: CONTACT_RETENTION_DAYS is ${other} here but the site was built with ${built}, and its privacy policy says ${built} days: build the site again with CONTACT_RETENTION_DAYS=${other}, or unset it here.`,
    ]);
  }, 30_000);

  it('a data folder it cannot use: one line saying so, exit code 1', async () => {
    const notAFolder = path.join(tempDataDir(), 'messages.txt');
    writeFileSync(notAFolder, 'a file, not a folder');
    const result = await runProcess([path.resolve('server/index.ts')], { PORT: '0', CONTACT_DATA_DIR: notAFolder });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Could not open the contact message store in .*messages\.txt \(EEXIST: .*\)\. Check CONTACT_DATA_DIR: it must be a writable folder on a local disk\.$/,
      ),
    ]);
  }, 30_000);

  it('a bad ADMIN_SESSION_KEY: one line saying how to make one, exit code 1, the value never shown', async () => {
    const result = await runProcess([path.resolve('server/index.ts')], {
      PORT: '0',
      CONTACT_DATA_DIR: tempDataDir(),
      ADMIN_GITHUB_CLIENT_ID: 'Ov23liClient',
      ADMIN_GITHUB_CLIENT_SECRET: 'secret-0a9b8c7d',
      ADMIN_GITHUB_REPO: 'a/b',
      ADMIN_SESSION_KEY: 'change-me-to-something-secret',
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `Configuration error: ADMIN_SESSION_KEY must be 32 random bytes in base64 (44 characters); make one with: node -e "console.log(require('node:crypto').randomBytes(32).toString('base64'))".`,
    ]);
    expect(result.stderr).not.toContain('change-me');
  }, 30_000);

  it('an ADMIN_DATA_DIR it cannot use: one line saying so, exit code 1', async () => {
    const notAFolder = path.join(tempDataDir(), 'sessions.txt');
    writeFileSync(notAFolder, 'a file, not a folder');
    const result = await runProcess([path.resolve('server/index.ts')], {
      PORT: '0',
      CONTACT_DATA_DIR: tempDataDir(),
      ADMIN_GITHUB_CLIENT_ID: 'Ov23liClient',
      ADMIN_GITHUB_CLIENT_SECRET: 'secret-0a9b8c7d',
      ADMIN_GITHUB_REPO: 'a/b',
      ADMIN_SESSION_KEY: '7tSe2TUY5HySkHc2bbOztE31ukCU7ZBvYSHgDsCdvsU=',
      ADMIN_DATA_DIR: notAFolder,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Could not open the editing screen's sign-in store in .*sessions\.txt \(EEXIST: .*\)\. Check ADMIN_DATA_DIR: it must be a writable folder on a local disk\.$/,
      ),
    ]);
  }, 30_000);

  it('TRUST_PROXY=true: one line asking for the number of proxies, exit code 1 (it used to crash the start, then was accepted)', async () => {
    const result = await runProcess([path.resolve('server/index.ts')], { PORT: '0', TRUST_PROXY: 'true', CONTACT_DATA_DIR: tempDataDir() });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Configuration error: TRUST_PROXY="true" would believe .*: give the number of proxies in front of this server instead/,
      ),
    ]);
  }, 30_000);
});

/*
 * Issue 32, part 3: the security review's probe "no token or secret in any answer or log", for the
 * settings themselves (the passwords in the server's output: tests/server/contact/forwarder.test.ts).
 */
describe('the mail settings’ passwords', () => {
  it('are never in the line that says a setting is wrong', () => {
    for (const [env, password] of [
      [{ SMTP_URL: 'smtps://mailer:smtp-pass-7f3a9@' }, 'smtp-pass-7f3a9'],
      [{ SMTP_URL: 'https://mailer:smtp-pass-7f3a9@mail.example.com' }, 'smtp-pass-7f3a9'],
      [{ SMTP_URL: 'mailer:smtp-pass-7f3a9@mail.example.com:465' }, 'smtp-pass-7f3a9'],
      [{ CONTACT_FORWARD_URL: 'ftp://former:form-pass-5c1e2@forms.example.com/f/x' }, 'form-pass-5c1e2'],
      [{ CONTACT_FORWARD_URL: 'former:form-pass-5c1e2@forms.example.com' }, 'form-pass-5c1e2'],
      [
        { ADMIN_GITHUB_CLIENT_SECRET: 'secret with-spaces-0a9b8c', ADMIN_GITHUB_CLIENT_ID: 'Ov23liClient', ADMIN_GITHUB_REPO: 'a/b' },
        'with-spaces-0a9b8c',
      ],
    ] as const) {
      const loaded = loadServerConfig(env);
      expect(loaded.ok, JSON.stringify(env)).toBe(false);
      if (!loaded.ok) expect(loaded.error).not.toContain(password);
    }
  });
});
