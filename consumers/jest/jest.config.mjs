// A host's Jest set-up as docs/guides/testing.md says: ESM mode (NODE_OPTIONS=--experimental-vm-modules),
// no transform, jsdom. No stubs for browser APIs: the components must cope with jsdom as it is.
export default { testEnvironment: 'jsdom', transform: {}, testMatch: ['**/*.test.mjs'] };
