import { capture, lastLine } from './commands';
import { failed, passed, type CheckResult } from './report';

/**
 * What a visitor and the host see of the running image: its health and version, a page, a download,
 * a contact message. Each answers a CheckResult whose words say what was wrong.
 */

const get = (port: number, address: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}${address}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });

export async function healthNamesCommit(port: number, commit: string): Promise<CheckResult> {
  const name = '/healthz names the commit';
  const response = await get(port, '/healthz');
  const body = (await response.json().catch(() => null)) as { ok?: unknown; version?: { commit?: unknown } | null } | null;
  if (response.status !== 200 || body?.ok !== true) return failed(name, `GET /healthz answered ${response.status} ${JSON.stringify(body)}`);
  const named = body.version?.commit;
  return named === commit
    ? passed(name, `ok, version.commit ${commit}`)
    : failed(name, `it names ${JSON.stringify(named)}, not the commit built (${commit})`);
}

export async function pageServed(port: number): Promise<CheckResult> {
  const name = 'a page is served';
  const response = await get(port, '/');
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html') || !title || !html.includes('<h1')) {
    return failed(
      name,
      `GET / answered ${response.status} ${response.headers.get('content-type')}, ${title ? `titled "${title}"` : 'with no title'}`,
    );
  }
  return passed(name, `GET / answered 200, "${title}"`);
}

/**
 * The accessibility statement the image serves says that its sweep covers the site as it is: the
 * production build swept itself and rendered the statement from that record (docs/decisions/069).
 * The words are the statement's own (content-model/compiler/accessibilityEvidence.ts, AssessmentEvidence.tsx).
 */
export async function statementCoversThisVersion(port: number): Promise<CheckResult> {
  const name = 'its accessibility statement covers this version';
  const response = await get(port, '/accessibility-statement');
  const text = (await response.text()).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
  const coverage = /Coverage: [^.]*\./.exec(text)?.[0];
  if (response.status !== 200 || coverage !== 'Coverage: the sweep covered the site as it is now.') {
    const recorded = text.includes('No full sweep has been recorded yet') ? 'no sweep is recorded' : (coverage ?? 'no coverage is stated');
    return failed(name, `GET /accessibility-statement answered ${response.status}: ${recorded}`);
  }
  const sweptOn = /On (\d{1,2} \w+ \d{4}) ?, our accessibility sweep checked (\d+) pages/.exec(text);
  return passed(name, `"${coverage}"${sweptOn ? ` (swept on ${sweptOn[1]}, ${sweptOn[2]} pages)` : ''}`);
}

/** The first download a page links to, found as a visitor would: the pages in the sitemap, in its order. */
async function firstDownloadLink(port: number): Promise<{ page: string; link: string } | undefined> {
  const sitemap = await (await get(port, '/sitemap.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  for (const page of pages.slice(0, 60)) {
    const link = /href="(\/downloads\/[^"]+)"/.exec(await (await get(port, page)).text())?.[1];
    if (link) return { page, link };
  }
  return undefined;
}

export async function downloadServed(port: number): Promise<CheckResult> {
  const name = 'a download is served';
  const found = await firstDownloadLink(port);
  if (!found) return failed(name, 'no page of the sitemap links to a file under /downloads/');
  const response = await get(port, found.link);
  const bytes = (await response.arrayBuffer()).byteLength;
  const type = response.headers.get('content-type') ?? 'no type';
  if (response.status !== 200 || bytes === 0 || type.startsWith('text/html')) {
    return failed(name, `${found.link} (linked from ${found.page}) answered ${response.status}, ${type}, ${bytes} bytes`);
  }
  return passed(name, `${found.link} (linked from ${found.page}): 200, ${type}, ${bytes} bytes`);
}

/** The test's own message: a subject no other message has, to find it again after the restart. */
export function testMessage(marker: string) {
  return {
    name: 'Image Test',
    email: 'image-test@launch-check-fixture.co.uk',
    phone: '',
    subject: `Image check ${marker}`,
    message: 'Sent by npm run test:image to check that the contact form stores a message.',
    honeypot: '',
  };
}

export async function contactMessageStored(port: number, message: ReturnType<typeof testMessage>): Promise<CheckResult> {
  const name = 'a contact message is received';
  const response = await get(port, '/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  const body = await response.text();
  return response.status === 201
    ? passed(name, `POST /api/contact answered 201 ${body}`)
    : failed(name, `POST /api/contact answered ${response.status} ${body}`);
}

/** Whether the store on the volume holds the message, read inside the container with the site's own command. */
export async function messageInStore(container: string, message: ReturnType<typeof testMessage>, name: string): Promise<CheckResult> {
  const found = await capture('podman', ['exec', container, 'node', 'dist-server/messages.js', 'find', message.email, '--json']);
  if (found.code !== 0) return failed(name, `npm run messages -- find could not read the store: ${lastLine(found.stderr || found.stdout)}`);
  return found.stdout.includes(message.subject)
    ? passed(name, `npm run messages -- find lists "${message.subject}"`)
    : failed(name, `npm run messages -- find does not list "${message.subject}": ${lastLine(found.stdout)}`);
}
