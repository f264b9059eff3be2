import { networkInterfaces } from 'node:os';

/** Every http address a server listening on `host` answers at (all interfaces for 0.0.0.0 and ::). */
export function listeningAddresses(host: string, port: number, interfaces = networkInterfaces()): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const found = Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((item) => item.family === 'IPv4' || host === '::')
    .map((item) => (item.family === 'IPv6' ? `[${item.address.split('%')[0]}]` : item.address));
  return [...new Set(['localhost', ...found])].map((name) => `http://${name}:${port}`);
}

/**
 * The start-up lines: where the platform is. Outside production every address works; in
 * production forms work only at PUBLIC_URL, and the banner says so.
 */
export function startupBanner(publicUrl: string, addresses: string[], production: boolean): string {
  const lines = ['', `  CTF platform is running at ${publicUrl}`];
  const others = addresses.filter((address) => address !== publicUrl);
  if (others.length > 0) {
    lines.push(production ? '  It also listens at (forms work only at the address above):' : '  Also at:');
    lines.push(...others.map((address) => `    ${address}`));
  }
  lines.push('');
  return lines.join('\n');
}
