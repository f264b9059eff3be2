import { describe, expect, it } from 'vitest';
import { listeningAddresses, startupBanner } from './startup-banner';

const interfaces = {
  lo: [{ address: '127.0.0.1', family: 'IPv4' as const, internal: true, netmask: '', mac: '', cidr: null }],
  eth0: [
    { address: '192.168.1.20', family: 'IPv4' as const, internal: false, netmask: '', mac: '', cidr: null },
    { address: 'fe80::1%eth0', family: 'IPv6' as const, internal: false, netmask: '', mac: '', cidr: null, scopeid: 2 },
  ],
};

describe('the start-up banner', () => {
  it('lists every IPv4 address when listening on all interfaces', () => {
    expect(listeningAddresses('0.0.0.0', 3000, interfaces)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://192.168.1.20:3000',
    ]);
  });

  it('names only the one address it was told to listen on', () => {
    expect(listeningAddresses('127.0.0.1', 3000, interfaces)).toEqual(['http://127.0.0.1:3000']);
  });

  it('prints the public address first and the others after it', () => {
    const text = startupBanner('http://localhost:3000', ['http://localhost:3000', 'http://192.168.1.20:3000'], false);
    expect(text).toBe(
      '\n  CTF platform is running at http://localhost:3000\n  Also at:\n    http://192.168.1.20:3000\n',
    );
  });

  it('says in production that forms work only at the public address', () => {
    const text = startupBanner('https://ctf.example.rs', ['http://localhost:3000'], true);
    expect(text).toContain('forms work only at the address above');
  });
});
