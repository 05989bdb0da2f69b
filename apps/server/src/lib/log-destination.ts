/**
 * Where the log goes: an asynchronous writer (pino's sonic-boom) with a bounded buffer. The
 * writer sends at most 16 KB per write, one write per event-loop turn, so a busy server fills
 * its buffer faster than a pipe drains; unbounded, a flood of requests (each logging what the
 * client sent) grew the server's memory until it fell over (issue 20, item 12). Past the bound,
 * lines are dropped, and stderr is told how many, at most once a second.
 */
import pino, { type DestinationStream } from "pino";

/** Lines waiting to be written, at most (characters). */
export const LOG_BUFFER_MAX = 8 * 1024 * 1024;
const DROP_REPORT_MS = 1_000;

/** A destination for the app's log: a file descriptor (stdout by default) or a path. */
export function logDestination(dest: number | string = process.stdout.fd ?? 1): DestinationStream {
  const stream = pino.destination({ dest, sync: false, maxLength: LOG_BUFFER_MAX });
  let dropped = 0;
  let reportAt = 0;
  stream.on("drop", () => {
    dropped += 1;
    const now = Date.now();
    if (now < reportAt) return;
    reportAt = now + DROP_REPORT_MS;
    process.stderr.write(`log: ${dropped} lines dropped so far (the log's reader is not keeping up)\n`);
  });
  return stream;
}
