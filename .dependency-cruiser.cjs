/**
 * The layering of DEVELOPERS.md, enforced by `npm run boundaries` (part of `npm test`, through
 * tests/boundaries/check.ts, which cruises a plain-JavaScript copy of src/ and machines/).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      comment: 'Features never import each other; shared pieces go to src/client/components or src/shared.',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'features-not-app',
      comment: 'The app shell (router, providers, header) loads the features, never the other way round.',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'shared-client-pieces-stand-alone',
      comment:
        'What features share (components, api, ssr, config) imports neither a feature nor the app shell.',
      severity: 'error',
      from: { path: '^src/client/(components|api|ssr|config|prefetch)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'pure-machines',
      comment: 'Statecharts hold no React, Mantine, ky or DOM code, and import no client or server module.',
      severity: 'error',
      from: { path: '^machines/' },
      to: {
        path: [
          '(^|/)node_modules/(react|react-dom|@xstate/react|@mantine/[^/]+|ky|@microsoft/signalr|@vis\\.gl/[^/]+)/',
          '^src/(client|server)/',
        ],
      },
    },
    {
      name: 'client-not-server',
      comment: 'Client and server meet only in src/shared.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^(src/client|machines)/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'src/shared is imported by both sides and imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^(src/client|src/server|machines)/' },
    },
    {
      name: 'no-zod-in-the-browser',
      comment:
        'The browser imports only the Zod-free declarations (contract/endpoints.ts, contract/office-endpoints.ts, contract/floor-endpoints.ts, contract/hub.ts) and types; answers are checked ' +
        'against the schemas only in check-answer.ts, which production builds replace with a no-op.',
      severity: 'error',
      from: { path: '^(src/client|machines)/', pathNot: '^src/client/api/check-answer\\.js$' },
      to: {
        path: [
          '^src/shared/contract/(?!(endpoints|office-endpoints|floor-endpoints|hub)\\.js$)',
          '(^|/)node_modules/zod/',
        ],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'browser', 'default'],
    },
  },
};
