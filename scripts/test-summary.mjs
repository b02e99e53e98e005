// Prints the plain closing line CI reads ("N passed, N failed, N skipped") from Vitest's JSON report.
import { existsSync, readFileSync } from 'node:fs';

const file = new URL('../.vitest-report.json', import.meta.url);
if (!existsSync(file)) {
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
const r = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
