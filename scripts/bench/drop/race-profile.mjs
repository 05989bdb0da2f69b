/**
 * Profiling aid for the drop bench: preloaded into the bench's server with
 *   DROP_PRELOAD=$PWD/scripts/bench/drop/race-profile.mjs npm run bench:drop
 * it records a V8 CPU profile of the race alone (from "race starts" to the server's exit) in
 * /tmp/drop-race.cpuprofile, for Chrome's DevTools or any .cpuprofile reader. DROP_CPU_PROF
 * profiles the whole server, its start and the bench's seeding included.
 */
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

const session = new Session();
session.connect();
session.post("Profiler.enable");
session.post("Profiler.setSamplingInterval", { interval: 200 });

const write = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  if (String(chunk).includes("race starts")) session.post("Profiler.start");
  return write(chunk, ...rest);
};
process.on("exit", () => {
  // On the main thread the inspector answers at once, so this runs before the process ends.
  session.post("Profiler.stop", (error, result) => {
    if (!error)
      writeFileSync(
        process.env.DROP_RACE_PROFILE ?? "/tmp/drop-race.cpuprofile",
        JSON.stringify(result.profile),
      );
  });
});
