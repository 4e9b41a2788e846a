// A host's Jest set-up as its README route says: ESM mode (NODE_OPTIONS=--experimental-vm-modules),
// no transform, jsdom. No stubs for browser APIs: the components must cope with jsdom as it is.
export default { testEnvironment: 'jsdom', transform: {}, testMatch: ['**/*.test.mjs'] };
