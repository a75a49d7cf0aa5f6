import os from 'node:os';

/**
 * The address a TV on the same network reaches this machine at: the first IPv4 address of an
 * interface that is up and not the loopback. Null on a machine with no network: the players'
 * view then stays on this machine (its /projector page).
 */
export function lanAddress(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string | null {
  return lanAddresses(interfaces)[0] ?? null;
}

/** Every IPv4 address of an interface that is up and not the loopback: the LAN's choices. */
export function lanAddresses(
  interfaces: NodeJS.Dict<os.NetworkInterfaceInfo[]> = os.networkInterfaces(),
): string[] {
  return Object.values(interfaces).flatMap((infos) =>
    (infos ?? []).filter((i) => i.family === 'IPv4' && !i.internal).map((i) => i.address),
  );
}
