/**
 * The floors of the code and the one way imports run between them (docs/decisions/073, docs/architecture.md):
 *
 *   content-model/   the ground floor: what the content is (schemas, types), how its files become data
 *                    (the compiler), and how the editing screen describes them; imports no other floor
 *   src/             the site the browser runs and the prerender renders: stands on the content model
 *   server/          the Node server: stands on the content model and on the site's run-time modules
 *   admin/           the editing screen: stands on the content model and the server's API, of which it
 *                    imports only the wire (server/admin/wire.ts: addresses and shapes, no code)
 *   scripts/, tests/ tooling: the build, the sweeps and the tests, which may use every floor
 *
 * `npm run lint` runs this (`depcruise`), so an import that climbs a floor, or any import circle, fails
 * the suite with the rule's name and the two files.
 */
const floor = (name, from, mayNotReach, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: mayNotReach },
});

module.exports = {
  forbidden: [
    {
      name: 'no-import-circles',
      comment: 'Modules that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    floor(
      'content-model-is-the-ground-floor',
      '^content-model/',
      '^(src|server|admin|scripts|tests)/',
      'The content model is what every other floor stands on: it imports none of them.',
    ),
    floor(
      'the-site-stands-on-the-content-model',
      '^src/',
      '^(server|admin|scripts|tests)/',
      'The site imports only the content model and itself.',
    ),
    floor(
      'the-server-does-not-reach-up',
      '^server/',
      '^(admin|scripts|tests)/',
      'The server imports the content model, the site’s run-time modules and itself.',
    ),
    floor(
      'the-editing-screen-does-not-reach-up',
      '^admin/',
      '^(scripts|tests)/',
      'The editing screen imports the content model, the server’s API types and itself.',
    ),
    {
      name: 'the-editing-screen-reaches-the-server-only-through-its-wire',
      comment:
        'The screen and the server share one wire, server/admin/wire.ts (its addresses and shapes, docs/decisions/078): the screen imports nothing else of the server, so no server code reaches its bundle.',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^server/', pathNot: '^server/admin/wire[.]ts$' },
    },
    {
      name: 'the-wire-imports-nothing',
      comment: 'server/admin/wire.ts is address constants and types only, so what the editing screen imports of it is those constants.',
      severity: 'error',
      from: { path: '^server/admin/wire[.]ts$' },
      to: {},
    },
    floor('tooling-is-not-imported-by-tests-only-code', '^scripts/', '^tests/', 'Build tooling never depends on the tests.'),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The compiled content is data the content compiler writes (and `npm run typecheck` replaces while lint runs beside it).
    exclude: { path: '^(node_modules|dist|dist-server|build|reports|test-results)/|^src/content/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
