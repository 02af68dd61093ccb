// A node:test reporter for tools/test: counts what the suite proved and ends
// with one line, "check-summary: P passed, F failed", the only count
// tools/test reads from a node suite. Stricter than node's own summary:
//   - a skipped or todo test is a failure (a test that did not run proved nothing);
//   - a test file that declared no test is a failure (node reports it as one
//     passing test named after the file);
//   - a file that ran nothing at all (not even that) is a failure: the files
//     expected are passed in CANASTA_TEST_FILES (one path a line).
// It also names the files whose tests took longest (the sum of their
// top-level tests' times), so the suite's time can be kept in check.
// Each problem is written out by name, so the log says which test to look at.
export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  const filesSeen = new Set();
  const fileMs = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite') continue;
    if (data.file) filesSeen.add(data.file);
    if (data.file && data.nesting === 0) {
      fileMs.set(data.file, (fileMs.get(data.file) ?? 0) + (data.details?.duration_ms ?? 0));
    }
    const where = data.file ? ` (${data.file})` : '';
    if (event.type === 'test:fail') {
      failed += 1;
    } else if (data.skip !== undefined || data.todo !== undefined) {
      failed += 1;
      yield `not run: ${data.name}${where}: ${data.skip !== undefined ? 'skipped' : 'todo'}\n`;
    } else if (data.nesting === 0 && data.file && data.name === data.file) {
      failed += 1;
      yield `no test in ${data.file}\n`;
    } else {
      passed += 1;
    }
  }
  const expected = (process.env.CANASTA_TEST_FILES ?? '').split('\n').filter(Boolean);
  for (const file of expected) {
    if (!filesSeen.has(file)) {
      failed += 1;
      yield `nothing ran from ${file}\n`;
    }
  }
  const byTime = [...fileMs].sort((a, b) => b[1] - a[1]);
  const times = (files) => files.map(([f, ms]) => `${f.split('/').pop()} ${(ms / 1000).toFixed(0)} s`).join(', ');
  if (byTime.length > 1) {
    yield `slowest files: ${times(byTime.slice(0, 10))}\n`;
    // Every file's time, in the log only: what tools/test's order of the
    // browser files (longest first) is kept by.
    yield `every file's time: ${times(byTime)}\n`;
  }
  yield `check-summary: ${passed} passed, ${failed} failed\n`;
}

