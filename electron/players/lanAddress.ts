import os from 'node:os';

/**
 * The address a TV on the same network reaches this machine at: the first IPv4 address of an
 * interface that is up and not the loopback. Null on a machine with no network: the players'
 * view then stays on this machine (its /projector page).
 */
export function lanAddress(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string | null {
  for (const infos of Object.values(interfaces)) {
    for (const info of infos ?? []) {
      if (info.family === 'IPv4' && !info.internal) return info.address;
    }
  }
  return null;
}
