import { randomBytes } from 'node:crypto';
import { capture, output } from './commands';
import { podmanHostArguments, freePort, startContainer, stopContainer, waitForHealth, type RunSetup } from './container';
import { dataFoldersPrivate, healthCheckPasses, noWarningAtStart, runsAsNode } from './containerChecks';
import { failed, type CheckResult } from './report';
import {
  contactMessageStored,
  downloadServed,
  healthNamesCommit,
  messageInStore,
  pageServed,
  statementCoversThisVersion,
  testMessage,
} from './siteChecks';

/**
 * The image run twice on one volume, as a host runs it and then deploys it again: the first
 * container is checked as a visitor and the host see it and takes a contact message; it is stopped
 * and removed, and a second one on the same volume must still have the message.
 */
export async function runAndCheck(image: string, commit: string, keep: boolean): Promise<CheckResult[]> {
  const host = await podmanHostArguments();
  console.log(`podman run with ${host.notes.join('; ')}`);
  const run = `site-image-test-${process.pid}`;
  const setup: RunSetup = { image, volume: run, port: await freePort(), host };
  await output('podman', ['volume', 'create', setup.volume]);
  const message = testMessage(randomBytes(4).toString('hex'));
  const logs: string[] = [];
  const checks: CheckResult[] = [];
  const containers = [`${run}-first`, `${run}-after-restart`] as const;
  try {
    await startContainer(setup, containers[0]);
    const health = await waitForHealth(setup.port, containers[0]);
    if (!health.ok) return [failed('it starts', health.detail)];
    checks.push(await runsAsNode(containers[0]));
    checks.push(await healthNamesCommit(setup.port, commit));
    checks.push(await healthCheckPasses(containers[0]));
    checks.push(await pageServed(setup.port));
    checks.push(await statementCoversThisVersion(setup.port));
    checks.push(await downloadServed(setup.port));
    checks.push(await contactMessageStored(setup.port, message));
    checks.push(await dataFoldersPrivate(containers[0]));
    logs.push(await stopContainer(containers[0]));

    await startContainer(setup, containers[1]);
    const again = await waitForHealth(setup.port, containers[1]);
    const survives = 'the message survives a restart with the same volume';
    checks.push(
      again.ok
        ? await messageInStore(containers[1], message, survives)
        : failed(survives, `the second container did not start: ${again.detail}`),
    );
    logs.push(keep ? (await capture('podman', ['logs', containers[1]])).stdout : await stopContainer(containers[1]));
    checks.push(noWarningAtStart(logs));
    return checks;
  } finally {
    if (keep) {
      console.log(`Kept: the container ${containers[1]} (http://127.0.0.1:${setup.port}/) and the volume ${setup.volume}.`);
    } else {
      for (const container of containers) await capture('podman', ['rm', '--force', '--volumes', '--time=15', container]);
      await capture('podman', ['volume', 'rm', '--force', setup.volume]);
    }
  }
}
