import doc from '../../docs/recipes/DesignSystems.mdx?raw';
import mui from '../../consumers/design/src/mui/glue.tsx?raw';
import shadcn from '../../consumers/design/src/shadcn/glue.tsx?raw';

// The design-system recipes are real apps in the consumer matrix (consumers/design, driven in
// Chromium there). Their glue per kind stays short, and the docs' table says how short.
const LIMITS: Record<string, number> = { text: 12, number: 12, boolean: 12, single: 15, multi: 15 };

/** Lines of each `// glue:<kind>` section (blank lines and comments not counted). */
function glueLines(source: string): Record<string, number> {
  const counts: Record<string, number> = {};
  let kind: string | undefined;
  for (const line of source.split('\n')) {
    const marker = /^\/\/ glue:(\w+)/.exec(line.trim());
    if (marker) {
      kind = marker[1] === 'end' ? undefined : marker[1];
      if (kind) counts[kind] = 0;
      continue;
    }
    if (kind && line.trim() && !line.trim().startsWith('//')) counts[kind]! += 1;
  }
  return counts;
}

describe('design-system recipes', () => {
  for (const [name, source] of [
    ['shadcn/ui', shadcn],
    ['MUI', mui],
  ] as const) {
    it(`${name}: each kind's glue is within its limit, and the docs' table says its length`, () => {
      const counts = glueLines(source);
      // MUI's one renderer serves text and number.
      const perKind = {
        text: counts.text!,
        number: counts.number ?? counts.text!,
        boolean: counts.boolean!,
        single: counts.single!,
        multi: counts.multi!,
      };
      for (const [kind, lines] of Object.entries(perKind))
        expect(lines, `${name} ${kind}`).toBeLessThanOrEqual(LIMITS[kind]!);
      const row = `| ${name} | ${perKind.text} | ${perKind.number} | ${perKind.boolean} | ${perKind.single} | ${perKind.multi} |`;
      expect(doc).toContain(row);
    });
  }
});
