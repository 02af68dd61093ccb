// Loaded into every node test file's process by tools/test (node --import).
// A file whose tests are done but which left a timer or a connection open
// would keep its process, and so the whole suite, running until CI's time ran
// out. node's --test-force-exit ends such a file, but also ends the runner
// before a custom reporter's last line (tools/lib/count_reporter.mjs's
// count), so the suite read nothing. Instead, a minute after the file's last
// test and hooks (ample for closing a browser on a loaded machine), a process
// still running is ended here and fails, with a sentence saying why; the
// timer is unref'd, so a file that ends by itself is not held by it.
import { after } from 'node:test';

const GRACE_MS = 60_000;

after(() => {
  setTimeout(() => {
    process.stderr.write(`this test file was still running ${GRACE_MS / 1000} s after its tests ended: ` +
      'a timer, connection or browser it opened was left open (tools/lib/end_after_tests.mjs ended it)\n');
    process.exitCode = 1;
    process.exit();
  }, GRACE_MS).unref();
});
