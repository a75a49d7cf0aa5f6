import net from 'node:net';

/**
 * A port nothing on 127.0.0.1 listens on now, for a host that must come back on the same one
 * after a test kills it (issue 38's crash tests, unit and end to end).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
