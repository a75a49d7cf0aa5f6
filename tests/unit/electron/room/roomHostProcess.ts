/**
 * A web host with its table room, in a process of its own, for the crash tests: it prints its
 * address once it listens, and runs until it is killed. No renderer is served (the tests' pages
 * are Node clients), so it needs no build. `node --import tsx roomHostProcess.ts PORT DATA_DIR`.
 */
import { startWebHost } from '../../../../electron/webHost.ts';

const [port, dataDir] = process.argv.slice(2);
const host = await startWebHost({
  port: Number(port),
  dataDir: dataDir!,
  staticDir: dataDir!,
  version: 'crash-test',
  table: true,
});
console.log(`listening ${host.url}`);
