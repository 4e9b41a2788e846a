// Listed in package.json "sideEffects": otherwise the bundler drops this import as pure.
// Imported first by the host page, before the SDK defines its schemas: zod decides at definition
// time whether to compile parsers with Function(), and under a strict CSP even its probe is reported.
import * as z from 'zod';

z.config({ jitless: true });
