// Imported first by the host page, before the SDK defines its schemas: zod decides at definition
// time whether to compile parsers with Function(), and under a strict CSP even its probe is reported.
// The page reads `zodJitless`, so the bundler keeps this module (the package's `sideEffects` lists
// only CSS, and a bare `import './noEval'` would be dropped as pure).
import * as z from 'zod';

z.config({ jitless: true });
export const zodJitless = z.config().jitless === true;
