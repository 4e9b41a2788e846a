// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repo keeps a copy of the shared example requests so a clone works on its own; where the
// shared folder sits beside the checkout (developers' machines, CI) the copy must match it.
const ours = fileURLToPath(new URL('../../fixtures/', import.meta.url));
const shared = fileURLToPath(new URL('../../../shared/fixtures/', import.meta.url));

const haveShared = existsSync(shared);
describe.runIf(haveShared)('fixtures', () => {
  it(
    haveShared
      ? 'match ../shared/fixtures'
      : 'match ../shared/fixtures — skipped: no ../shared/fixtures beside this checkout',
    () => {
      const names = readdirSync(shared).filter((f) => f.endsWith('.json'));
      for (const name of names) {
        expect(existsSync(ours + name), `fixtures/${name} is missing: copy it from shared/`).toBe(true);
        expect(JSON.parse(readFileSync(ours + name, 'utf8'))).toEqual(JSON.parse(readFileSync(shared + name, 'utf8')));
      }
    },
  );
});
