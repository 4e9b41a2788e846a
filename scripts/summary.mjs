// One closing line for the whole run, counted from the runners' JSON reports: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestFile, playwrightFile, consumersFile] = process.argv.slice(2);

const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
// Every skip says why: its name carries the reason.
for (const file of v.testResults ?? []) {
  for (const t of file.assertionResults ?? []) if (t.status === 'pending' || t.status === 'skipped') console.log(`skipped: ${t.fullName}`);
}
passed += v.numPassedTests;
failed += v.numFailedTests;
skipped += v.numPendingTests + (v.numTodoTests ?? 0);

const p = JSON.parse(readFileSync(playwrightFile, 'utf8'));
passed += p.stats.expected + p.stats.flaky;
failed += p.stats.unexpected;
skipped += p.stats.skipped;

if (consumersFile) {
  const c = JSON.parse(readFileSync(consumersFile, 'utf8'));
  passed += c.passed;
  failed += c.failed;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
