// The walls between the parts (docs/architecture.md, "Walls"), checked by `npm run lint`.
// Layers, bottom up: contracts and db (no package of ours) → platform (what services share) → identity, data
// (never each other) → server (the composition root, the only top). The web app reaches contracts only. Tests
// sit above the package they test and may start the whole system through the composition root.
const PKG = '^(packages|services|apps)/([^/]+)/';
const anyOf = (...paths) => `^(${paths.join('|')})/`;
const node = 'node_modules/@innov/';

/** Imports of our own packages resolve through node_modules symlinks; rules match both spellings. */
const ours = (...pkgs) => pkgs.flatMap((p) => [`^${p}/`, `^${node}${p.split('/')[1]}/`]);

module.exports = {
  forbidden: [
    {
      name: 'identity-not-data',
      comment: 'The identity service never imports the data service: it calls it through triggers and events.',
      severity: 'error',
      from: { path: '^services/identity/' },
      to: { path: ours('services/data') },
    },
    {
      name: 'data-not-identity',
      comment:
        'The data service never imports the identity service: it learns callers through functions the server hands it.',
      severity: 'error',
      from: { path: '^services/data/' },
      to: { path: ours('services/identity') },
    },
    {
      name: 'payments-alone',
      comment:
        'The local payments service stands behind its own wall: it imports neither other service, and neither imports it (the data service reaches it only through the stripe SDK over HTTP).',
      severity: 'error',
      from: { path: '^services/payments/' },
      to: { path: ours('services/identity', 'services/data') },
    },
    {
      name: 'services-not-payments',
      comment: 'Identity and data never import the payments service: billing talks to it as to Stripe, over HTTP.',
      severity: 'error',
      from: { path: anyOf('services/identity', 'services/data') },
      to: { path: ours('services/payments') },
    },
    {
      name: 'services-not-server',
      comment: 'Services never import the composition root (tests may start the whole system through it).',
      severity: 'error',
      from: { path: '^services/[^/]+/src/', pathNot: '\\.test\\.ts$' },
      to: { path: ours('packages/server') },
    },
    {
      name: 'web-not-services',
      comment: 'The web app reaches data through the GraphQL API only: no service, server, platform or db code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: {
        path: ours(
          'services/identity',
          'services/data',
          'services/payments',
          'packages/server',
          'packages/db',
          'packages/platform',
        ),
      },
    },
    {
      name: 'leaves-stay-leaves',
      comment: 'contracts and db import no package of ours.',
      severity: 'error',
      from: { path: anyOf('packages/contracts', 'packages/db') },
      to: {
        path: ours(
          'packages/server',
          'packages/platform',
          'services/identity',
          'services/data',
          'services/payments',
          'apps/web',
        ),
      },
    },
    {
      name: 'db-not-contracts',
      comment: 'db and contracts do not import each other.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: ours('packages/contracts') },
    },
    {
      name: 'platform-below-services',
      comment: 'platform is what the services share: it imports only db.',
      severity: 'error',
      from: { path: '^packages/platform/' },
      to: {
        path: ours(
          'packages/server',
          'services/identity',
          'services/data',
          'services/payments',
          'apps/web',
          'packages/contracts',
        ),
      },
    },
    {
      name: 'no-reaching-into-packages',
      comment: "Another package's files are reached through its package name (@innov/…), never a relative path.",
      severity: 'error',
      from: { path: PKG },
      to: { path: PKG, pathNot: '^$1/$2/', dependencyTypes: ['local'] },
    },
    {
      name: 'no-cross-package-circle',
      comment: 'An import circle that spans packages ties them into one: break it (move the shared part down).',
      severity: 'error',
      from: { path: PKG },
      to: { circular: true, viaSomeNot: '^$1/$2/' },
    },
  ],
  options: {
    includeOnly: { path: ['^packages/', '^services/', '^apps/web/', '^node_modules/@innov/'] },
    exclude: { path: ['\\.next', 'node_modules/(?!@innov/)', '/public/'] },
    doNotFollow: { path: 'node_modules/(?!@innov/)' },
    preserveSymlinks: false,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
