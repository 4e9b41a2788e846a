// Flags for Debian's Chromium on this network (see ../shared/toolchain.md): no sandbox as root,
// no background network traffic, and no DNS look-ups except for the local test servers.
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
