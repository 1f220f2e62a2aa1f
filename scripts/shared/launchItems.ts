import type { SiteConfig } from '../../content-model/settings/siteSchema.ts';
import type { PageRef, SweepCoverage } from '../../content-model/compiler/sweepCoverage.ts';
import type { LaunchSettings } from './launchSettings';
import { installLiblouis } from '../downloads/brfTranslate';
import { downloadFiles, downloadsFolder } from '../../content-model/downloads/files.ts';
import { socialImageFile, socialImageWords } from './socialImage';

/**
 * The rules of `npm run launch-check` (docs/decisions/024): each looks at a value the site really uses
 * (the business details, the deployment's settings, the social preview image, the testimonials, the
 * build settings, the braille downloads, owner markers in the sources)
 * and says, in one line, what is left to replace and where. Pure functions; scripts/shared/launchCheck.ts
 * loads the sources and prints.
 */

export interface LaunchItem {
  /**
   * Where to fix it: a project file, a folder of the build, or "build environment" for a variable set
   * when building or a program the machine that builds needs.
   */
  where: string;
  /** The field or variable, as it is written there. */
  field: string;
  /** What is wrong, continuing "<field> …". */
  problem: string;
}

export const buildEnvironment = 'build environment';

export function formatItem(item: LaunchItem): string {
  return `${item.where}: ${item.field} ${item.problem}`;
}

// ── Recognising example values ───────────────────────────────────────────────────────────────────

/** Domain labels used only in examples: RFC 2606's "example" and the docs' "your-domain". */
const exampleLabel = /^(?:example|your-?domain|your-?company)$/i;
/** Path segments and ids used only in examples: linkedin.com/company/example, formspree.io/f/yourFormId. */
const examplePathPart = /^(?:example|your-?(?:form-?id|company|profile|page|id))$/i;

/** True for example.co.uk, www.example.com, site.example, your-domain.co.uk… */
export function isExampleHost(host: string): boolean {
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .some((label) => exampleLabel.test(label));
}

/** True for addresses only this machine or a test network can reach. */
export function isLocalHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  return (
    name === 'localhost' ||
    /\.(?:localhost|local|test|invalid|internal)$/.test(name) ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    name === '0.0.0.0' ||
    name === '::1'
  );
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** Whether an address is an example one: on an example domain, or naming an example page or id. */
export function isExampleUrl(value: string): boolean {
  const url = parseUrl(value);
  if (!url) return false;
  return isExampleHost(url.hostname) || url.pathname.split('/').some((part) => examplePathPart.test(decodeURIComponent(part)));
}

/** The phone number's national digits (01905123456), from "01905 123456", "+44 1905 123456" or "+44 (0)1905 123456". */
export function nationalDigits(phone: string): string {
  let text = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  if (text.startsWith('+44')) text = `0${text.slice(3)}`;
  else if (text.startsWith('0044')) text = `0${text.slice(4)}`;
  return text.replace(/\D/g, '');
}

/** "Example Assistive Technology Ltd" and the like: a company name with the word "example" in it. */
export function isExampleCompanyName(name: string): boolean {
  return /\bexample\b/i.test(name);
}

/** 0333 000 0000 and the like: a number whose last seven digits are all 0 is a placeholder. */
export function isExamplePhone(phone: string): boolean {
  return /0{7}$/.test(nationalDigits(phone));
}

/** example.co.uk, example.com… written anywhere in a text (an address, an e-mail, a sentence). */
const exampleDomainInText = /\b(?:[\w-]+\.)*(?:example|your-?domain)\.(?:co\.uk|org\.uk|com|org|net|uk)\b/i;

// ── The site configuration and the build settings ────────────────────────────────────────────────

/** Where the configuration's fields are written: the owner's business details, and the deployment's settings. */
export interface SiteFiles {
  business: string;
  deployment: string;
}
export const siteFiles: SiteFiles = { business: 'src/content/business.yaml', deployment: 'src/config/deployment.ts' };

/** The country a Companies House number's prefix says the company is registered in, where it says one. */
export function registrationCountryOf(companyNumber: string): SiteConfig['registeredIn'] | undefined {
  if (/^\d{8}$/.test(companyNumber)) return 'England and Wales';
  if (/^SC/.test(companyNumber)) return 'Scotland';
  if (/^(?:NI|R0)/.test(companyNumber)) return 'Northern Ireland';
  return undefined;
}

/** Every string in the configuration with its field path (phone.display, professionalNetwork.url…). */
function stringFields(value: unknown, prefix = ''): { field: string; value: string }[] {
  if (typeof value === 'string') return [{ field: prefix, value }];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringFields(entry, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => stringFields(entry, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/**
 * What is left to replace in the site configuration (the business details, `files.business`, and the
 * deployment's settings, `files.deployment`) and in the build settings it is made from. `site` is the
 * configuration as the build sees it, with the settings applied.
 */
export function siteItems(site: SiteConfig, settings: LaunchSettings, files: SiteFiles): LaunchItem[] {
  const items: LaunchItem[] = [];
  const inSite = (field: string, problem: string) => items.push({ where: files.business, field, problem });
  const inDeployment = (field: string, problem: string) => items.push({ where: files.deployment, field, problem });
  const inBuild = (field: string, problem: string) => items.push({ where: buildEnvironment, field, problem });
  /** Fields already reported, so that the sweep for example domains at the end does not repeat them. */
  const covered = new Set<string>();

  // The site's address: SITE_URL when building (docs/hosting.md, "Configuration").
  const siteHost = parseUrl(site.siteUrl)?.hostname ?? '';
  if (settings.siteUrl === undefined) {
    inBuild(
      'SITE_URL',
      isExampleHost(siteHost)
        ? `is not set, so every page names the example address ${site.siteUrl}: build with SITE_URL set to the address the site is published at`
        : `is not set: build with SITE_URL set to the address the site is published at (${files.deployment} gives ${site.siteUrl})`,
    );
  } else {
    const host = parseUrl(settings.siteUrl)?.hostname ?? '';
    if (isExampleHost(host))
      inBuild('SITE_URL', `is the example address ${settings.siteUrl}: set it to the address the site is published at`);
    else if (isLocalHost(host))
      inBuild('SITE_URL', `is ${settings.siteUrl}, an address on this machine: set it to the address the site is published at`);
    else if (!settings.siteUrl.startsWith('https://')) inBuild('SITE_URL', `is ${settings.siteUrl}: use the site's https:// address`);
    else if (isExampleHost(siteHost)) inDeployment('siteUrl', `is the example address ${site.siteUrl}, whatever SITE_URL says`);
  }
  const addressReported = items.length > 0;
  covered.add('siteUrl');

  if (isExampleCompanyName(site.companyName)) inSite('companyName', `is the example name "${site.companyName}"`);
  covered.add('companyName');
  if (/^0+$/.test(site.companyNumber)) inSite('companyNumber', `is the example number ${site.companyNumber}`);
  else {
    // The number's prefix says where the company is registered: SC is Scotland, NI Northern Ireland.
    const country = registrationCountryOf(site.companyNumber);
    if (country && country !== site.registeredIn) {
      inSite(
        'registeredIn',
        `is ${site.registeredIn}, but company number ${site.companyNumber} is one of ${country}: write where the company's Companies House record says it is registered`,
      );
    }
  }
  covered.add('companyNumber').add('registeredIn');

  const emailDomain = site.email.split('@').pop() ?? '';
  if (isExampleHost(emailDomain)) inSite('email', `is the example address ${site.email}`);
  covered.add('email');

  const displayIsExample = isExamplePhone(site.phone.display);
  const e164IsExample = isExamplePhone(site.phone.e164);
  if (displayIsExample && e164IsExample) inSite('phone', `is the example number ${site.phone.display}`);
  else if (displayIsExample) inSite('phone.display', `is the example number ${site.phone.display}`);
  else if (e164IsExample) {
    inSite(
      'phone.e164',
      `is still the example number ${site.phone.e164} (used by "call us" links and search engines): write phone.display's number as +44 without its first 0`,
    );
  } else {
    const shownNumber = nationalDigits(site.phone.display);
    const dialledNumber = nationalDigits(site.phone.e164);
    if (/^0\d{9,10}$/.test(shownNumber) && shownNumber !== dialledNumber) {
      inSite(
        'phone.e164',
        `is ${site.phone.e164}, not the number phone.display shows (${site.phone.display}): "call us" links would dial the wrong number`,
      );
    }
  }
  covered.add('phone.display').add('phone.e164');

  if (isExampleUrl(site.professionalNetwork.url)) {
    inSite(
      'professionalNetwork.url',
      `is the example profile ${site.professionalNetwork.url}: use the address of the company's ${site.professionalNetwork.name} page`,
    );
  }
  covered.add('professionalNetwork.url');

  if (site.analytics) {
    if (isExampleUrl(site.analytics.endpoint)) inBuild('SITE_ANALYTICS_ENDPOINT', `is the example address ${site.analytics.endpoint}`);
    if (isExampleHost(site.analytics.domain)) {
      // Without SITE_ANALYTICS_DOMAIN the domain comes from SITE_URL, which is reported above.
      if (settings.analyticsDomain !== undefined) inBuild('SITE_ANALYTICS_DOMAIN', `is the example domain ${site.analytics.domain}`);
      else if (!addressReported) inDeployment('analytics.domain', `is the example domain ${site.analytics.domain}`);
    }
    covered.add('analytics.endpoint').add('analytics.domain');
  }

  items.push(...contactItems(site, settings, files.deployment));
  covered.add('contactEndpoint');

  for (const { field, value } of stringFields(site)) {
    const match = covered.has(field) ? null : exampleDomainInText.exec(value);
    if (match) inSite(field, `still names the example domain ${match[0]}`);
  }
  return items;
}

/**
 * The contact form's endpoint against where the site will run (SITE_HOSTING). A path on this site
 * (the built-in /api/contact) works only under `npm run serve`; a static host has nothing there.
 */
function contactItems(site: SiteConfig, settings: LaunchSettings, deploymentFile: string): LaunchItem[] {
  const endpoint = site.contactEndpoint;
  const where = settings.contactEndpoint !== undefined ? buildEnvironment : deploymentFile;
  const field = settings.contactEndpoint !== undefined ? 'SITE_CONTACT_ENDPOINT' : 'contactEndpoint';
  if (endpoint.startsWith('https://')) {
    return isExampleUrl(endpoint)
      ? [{ where, field, problem: `is the example address ${endpoint}: use the address your form service gives your form` }]
      : [];
  }
  const variable = settings.contactEndpoint === undefined ? 'is not set' : `is ${endpoint}`;
  const service = "set SITE_CONTACT_ENDPOINT to your form service's address (such as https://formspree.io/f/yourFormId)";
  if (settings.hosting === 'static') {
    return [
      {
        where: buildEnvironment,
        field: 'SITE_CONTACT_ENDPOINT',
        problem: `${variable}, so the contact form posts to ${endpoint}, and a static host (SITE_HOSTING=static) has no server there to receive it: ${service}`,
      },
    ];
  }
  if (settings.hosting === undefined) {
    return [
      {
        where: buildEnvironment,
        field: 'SITE_HOSTING',
        problem: `is not set, so nothing says whether the contact form (posting to ${endpoint}) will have a server to receive it: set SITE_HOSTING=node if the site runs with npm run serve, or SITE_HOSTING=static and ${service}`,
      },
    ];
  }
  return [];
}

// ── The social preview image ─────────────────────────────────────────────────────────────────────

/**
 * The social preview image (public/og/default.png) shows the company name, town and service area, and
 * records them when it is drawn (scripts/generate-social-image.ts): reported when they are not the
 * site's, so the image is redrawn after the details change. `shown` is what the PNG records, or
 * undefined when the image is missing or records nothing.
 */
export function socialImageItems(
  site: Pick<SiteConfig, 'companyName' | 'town' | 'serviceArea'>,
  shown: Record<string, string> | undefined,
): LaunchItem[] {
  const wanted = socialImageWords(site);
  const redraw = 'run npm run generate:social-image to draw it with the company name, town and service area of src/content/business.yaml';
  if (!shown)
    return [{ where: socialImageFile, field: 'the image', problem: `is missing or was not drawn by the site's generator: ${redraw}` }];
  const differs = Object.keys(wanted).filter((key) => shown[key] !== wanted[key]);
  if (differs.length === 0) return [];
  const was = differs.map((key) => `"${shown[key] ?? ''}"`).join(' and ');
  return [{ where: socialImageFile, field: 'the image', problem: `still shows ${was}: ${redraw}` }];
}

// ── Testimonials ─────────────────────────────────────────────────────────────────────────────────

export interface TestimonialFlag {
  author: string;
  provisional: boolean;
}

/** Every testimonial still marked `provisional: true` (written by us, not by a client). */
export function testimonialItems(testimonials: readonly TestimonialFlag[], file: string): LaunchItem[] {
  return testimonials.flatMap((testimonial, index) =>
    testimonial.provisional
      ? [
          {
            where: file,
            field: `testimonial ${index + 1} ("${testimonial.author}")`,
            problem:
              "is provisional (provisional: true): we wrote it, not a client. Replace it with a client's own words, used with their permission, and set provisional to false",
          },
        ]
      : [],
  );
}

// ── The braille downloads ────────────────────────────────────────────────────────────────────────

/** Where the build writes the downloads, from the project's root. */
export const builtDownloadsFolder = `dist/${downloadsFolder}`;

/**
 * What the launch check knows of the braille downloads (docs/decisions/070): the names of the files in
 * dist/downloads/ when there is a build to look at (`built`), or else whether this machine could make
 * them (`liblouisInstalled`): before a production build there is no build yet, only the machine.
 */
export type BrailleFacts = { built: readonly string[] } | { liblouisInstalled: boolean };

/** The first few names, then how many more. */
function firstFew(names: readonly string[], shown = 3): string {
  return names.length > shown ? `${names.slice(0, shown).join(', ')} and ${names.length - shown} more` : names.join(', ');
}

/**
 * Every tutorial and quick guide offers a braille-ready file on the live site: a build without liblouis
 * leaves them out (fine for a preview), so it is reported, as is a machine without liblouis about to
 * build for going live. Each page's files are known by its large-print Word document, which every
 * build writes.
 */
export function brailleItems(facts: BrailleFacts): LaunchItem[] {
  const install = `${installLiblouis.charAt(0).toUpperCase()}${installLiblouis.slice(1)}`;
  if ('liblouisInstalled' in facts) {
    return facts.liblouisInstalled
      ? []
      : [
          {
            where: buildEnvironment,
            field: 'liblouis',
            problem: `is not installed (no lou_translate on the PATH), so a build here would leave out every tutorial's and quick guide's braille-ready file: ${installLiblouis}, then build`,
          },
        ];
  }
  const names = new Set(facts.built);
  const largePrint = downloadFiles.largePrintDocx.ending;
  const pages = facts.built.filter((name) => name.endsWith(largePrint)).map((name) => name.slice(0, -largePrint.length));
  const missing = pages.map((page) => `${page}${downloadFiles.brf.ending}`).filter((name) => !names.has(name));
  if (missing.length === 0) return [];
  return [
    {
      where: builtDownloadsFolder,
      field: 'the braille-ready files',
      problem: `are missing for ${missing.length} of the ${pages.length} tutorials and quick guides (${firstFew(missing)}): the build in dist/ was made without liblouis, so its pages offer no braille. ${install} on the machine that builds, then build again`,
    },
  ];
}

// ── Owner markers ────────────────────────────────────────────────────────────────────────────────

/**
 * A comment that starts with `OWNER:` marks something for the site's owner to do before going live
 * (docs/hosting.md, "Before you go live"): `// OWNER: …` after or above the code it is about, `/* OWNER: … *\/`,
 * `{/* OWNER: … *\/}` in JSX, `<!-- OWNER: … -->` in HTML, SVG and Markdown, or a ` * OWNER: …` line in
 * a block comment. It may go on over the next lines of the same comment, up to a blank comment line.
 * The owner deletes it once it is done. `OWNER:` must open the comment, in capitals, so that prose
 * which merely mentions the convention (in backticks) is not taken for a marker.
 */
const markerStart = /(?:^|[\s{(,;])(\/\/+|\/\*+|<!--)\s*OWNER:(.*)$|^(\s*\*+)\s*OWNER:(.*)$/;
const propertyKey = /^\s*(?:readonly\s+)?['"]?([A-Za-z_$][\w$]*)['"]?\??\s*:/;
const declaration = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:const|let|var|function|class|interface|type)\s+([A-Za-z_$][\w$]*)/;
const commentOrBlank = /^\s*(?:\/\/|\/\*|\*|<!--|\{\/\*|$)/;

function fieldOf(code: string): string | undefined {
  return propertyKey.exec(code)?.[1] ?? declaration.exec(code)?.[1];
}

/** The owner markers in one file's text, each with the line it is on and the field it is about. */
export function ownerMarkerItems(text: string, file: string): LaunchItem[] {
  const lines = text.split(/\r?\n/);
  const items: LaunchItem[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const match = markerStart.exec(line);
    if (!match) continue;
    const opener = (match[1] ?? match[3])!.trim();
    const close = opener.startsWith('//') ? undefined : opener === '<!--' ? '-->' : '*/';
    const words = (part: string) => (close ? part.split(close)[0]! : part).trim();
    const parts = [words((match[2] ?? match[4])!)];
    let last = index;
    let closed = close === undefined || (match[2] ?? match[4])!.includes(close);
    // Read on over the comment's next lines, up to its end, a blank comment line or another marker.
    while (last + 1 < lines.length && !markerStart.test(lines[last + 1]!)) {
      const next = lines[last + 1]!;
      let more: string;
      if (close === undefined) {
        const lineComment = /^\s*\/\/+(.*)$/.exec(next);
        if (!lineComment) break;
        more = lineComment[1]!;
      } else {
        if (closed) break;
        more = next.replace(/^\s*\*+(?!\/)/, '');
        closed = next.includes(close);
      }
      if (!words(more)) break;
      last += 1;
      parts.push(words(more));
    }
    const message = parts.filter(Boolean).join(' ').replace(/\s+/g, ' ');

    // The field: code before the marker on its own line, else the first line of code after the comment.
    let field = fieldOf(line.slice(0, match.index));
    for (let next = last + 1; !field && next < lines.length && next <= last + 5; next += 1) {
      const code = lines[next]!;
      if (commentOrBlank.test(code) || /^\s*\*\/\s*$/.test(code)) continue;
      field = fieldOf(code);
      break;
    }
    items.push({
      where: file,
      field: `${field ? `${field} ` : ''}(line ${index + 1})`,
      problem: `is marked for the owner: ${message || '(no words after OWNER:)'}`,
    });
    index = last;
  }
  return items;
}

// ── The accessibility sweep record ───────────────────────────────────────────────────────────────

/** The record of the last full sweep, which the accessibility statement shows (docs/decisions/034). */
export const sweepRecordFile = 'src/content/accessibility/sweep-record.json';
/** A statement's evidence older than this is out of date: the site has very likely changed since. */
export const sweepRecordMaxAgeDays = 90;
/** What makes a record of the build to publish: the production build sweeps itself (docs/decisions/069). */
const recordCommand = 'SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)';

export interface SweepRecordFacts {
  /** The day the sweep started, in the UK (year-month-day). */
  date: string;
  passed: boolean;
  issues: number;
  uncheckable: number;
}

/** Whole days from one year-month-day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * What the launch check says of the sweep record, on the day `today` (year-month-day): that there is
 * none, that it is more than 90 days old, or that the sweep it records did not pass.
 */
export function sweepRecordItems(record: SweepRecordFacts | null, today: string, file = sweepRecordFile): LaunchItem[] {
  if (!record) {
    return [
      {
        where: file,
        field: 'the record',
        problem: `is missing: no sweep is recorded, so the accessibility statement shows none. Build the site with ${recordCommand}`,
      },
    ];
  }
  const items: LaunchItem[] = [];
  const age = daysBetween(record.date, today);
  if (age > sweepRecordMaxAgeDays) {
    items.push({
      where: file,
      field: 'startedAt',
      problem: `is ${record.date}, ${age} days ago: the accessibility statement's last sweep is more than ${sweepRecordMaxAgeDays} days old. Build the site again with ${recordCommand}`,
    });
  }
  if (!record.passed) {
    const found = [
      ...(record.issues ? [`found ${record.issues} ${record.issues === 1 ? 'issue' : 'issues'}`] : []),
      ...(record.uncheckable ? [`could not make ${record.uncheckable} ${record.uncheckable === 1 ? 'check' : 'checks'}`] : []),
    ];
    const what = found.length ? found.join(' and ') : 'had a screen-reader journey that did not pass';
    items.push({
      where: file,
      field: 'passed',
      problem: `is false: the last sweep ${what}. Fix what it reports, then build again with ${recordCommand}`,
    });
  }
  return items;
}

/** Page addresses in a line: the first few, then how many more. */
function addresses(pages: PageRef[], shown = 5): string {
  const named = pages.slice(0, shown).map((page) => page.path ?? 'the not-found page');
  return pages.length > shown ? `${named.join(', ')} and ${pages.length - shown} more` : named.join(', ');
}

/**
 * What the launch check says when the sweep record does not cover the site being published (docs/decisions/053):
 * `coverage` compares the record with the build in dist/ ("no build" when there is none to compare
 * with). As for an old record, each item says what to do: sweep the build you publish, and record it.
 */
export function sweepCoverageItems(coverage: SweepCoverage | null, recordDate: string, file = sweepRecordFile): LaunchItem[] {
  if (!coverage || coverage.verdict === 'covered') return [];
  const again = `Build the site as you will publish it with ${recordCommand}`;
  if (coverage.verdict === 'unknown') {
    return [
      coverage.why === 'old record'
        ? {
            where: file,
            field: 'swept',
            problem: `is missing: the record does not say which version of the site the sweep checked, or which pages, so the accessibility statement cannot show that it covers the site being published. ${again}`,
          }
        : {
            where: file,
            field: 'swept',
            problem: `cannot be compared with the site being published: dist/ holds no build with a site-fingerprint.json. Build the site (npm run build) with the settings you publish with, then run the check again`,
          },
    ];
  }
  const items: LaunchItem[] = [];
  const since = `since the sweep on ${recordDate}`;
  if (coverage.notSwept.length) {
    items.push({
      where: file,
      field: 'swept.pages',
      problem: `leaves out ${coverage.notSwept.length === 1 ? 'a page' : `${coverage.notSwept.length} pages`} of the build in dist/ (${addresses(coverage.notSwept)}): the sweep did not check ${coverage.notSwept.length === 1 ? 'it' : 'them'}. ${again}`,
    });
  }
  if (coverage.statesNotSwept.length) {
    const states = coverage.statesNotSwept.map((state) => state.name).join('; ');
    items.push({
      where: file,
      field: 'swept.states',
      problem: `leaves out ${coverage.statesNotSwept.length === 1 ? 'a state' : `${coverage.statesNotSwept.length} states`} the sweep now checks (${states}). ${again}`,
    });
  }
  if (coverage.versionUnknown) {
    items.push({
      where: file,
      field: 'swept.files',
      problem: `is null: the site swept did not say which version it was (it had no site-fingerprint.json), so nobody can tell whether the site changed since. ${again}`,
    });
  }
  const checked = coverage.pages - coverage.notSwept.length;
  if (coverage.changed.length) {
    const which =
      coverage.changed.length === checked
        ? `every page it checked (${checked})`
        : `${coverage.changed.length} of the ${checked} pages it checked (${addresses(coverage.changed)})`;
    items.push({
      where: file,
      field: 'swept.pages',
      problem: `differ from the build in dist/ for ${which}: the site changed ${since}. ${again}`,
    });
  }
  if (coverage.filesChanged) {
    items.push({
      where: file,
      field: 'swept.files',
      problem: `differs from the build in dist/: files the pages use (scripts, styles, fonts, images, video or captions) changed ${since}. ${again}`,
    });
  }
  return items;
}
