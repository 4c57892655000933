/**
 * Issue 40 point 3: which addresses a push may go to, and that the connection goes to the checked address, not to
 * whatever DNS answers a moment later.
 */
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { beforeDeadline, isPublicAddress, postToAddresses, publicAddressesOf } from './push-network';

describe('public addresses', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT, multicast, reserved, unspecified and mapped forms', () => {
    const inside = [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.255.255',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.0.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001::1',
      '2001:db8::1',
      '2002:7f00:1::1',
      '100::1',
      'localhost',
      '',
    ];
    expect(inside.filter(isPublicAddress)).toEqual([]);
  });

  it('takes addresses on the internet', () => {
    const outside = ['142.250.183.10', '8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.1', '172.32.0.1', '2607:f8b0:4004:c1b::5f', '2a00:1450:4001:82a::200a'];
    expect(outside.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it('a name is taken only when every address it resolves to is public', async () => {
    expect(await publicAddressesOf('fcm.googleapis.com', async () => ['142.250.183.10', '2607:f8b0:4004:c1b::5f'])).toEqual({
      addresses: ['142.250.183.10', '2607:f8b0:4004:c1b::5f'],
    });
    expect(await publicAddressesOf('fcm.googleapis.com', async () => ['142.250.183.10', '10.0.0.7'])).toEqual({
      refused: 'fcm.googleapis.com resolves to 10.0.0.7, not a public address: not sent',
    });
    expect(await publicAddressesOf('fcm.googleapis.com', async () => [])).toEqual({ refused: 'fcm.googleapis.com resolves to no address' });
  });
});

describe('the connection', () => {
  it('goes to the checked address without asking DNS (a name that resolves nowhere still reaches it), TLS to the endpoint’s name', async () => {
    // A plain TCP server stands for the checked address: it sees the TLS hello the push would begin with.
    const hellos: Buffer[] = [];
    const server = net.createServer((socket) => {
      socket.once('data', (chunk) => {
        hellos.push(chunk);
        socket.destroy();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // `.invalid` never resolves (RFC 6761): only the pinned address can have been used.
      const posted = postToAddresses({
        url: `https://push-service.invalid:${port}/fcm/send/x`,
        addresses: ['127.0.0.1'],
        headers: { ttl: '60' },
        body: Buffer.from('x'),
        signal: AbortSignal.timeout(5000),
      });
      await expect(posted).rejects.toThrow();
      expect(hellos).toHaveLength(1);
      // A TLS handshake record whose server name is the endpoint's host.
      expect(hellos[0]![0]).toBe(0x16);
      expect(hellos[0]!.includes(Buffer.from('push-service.invalid'))).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('a deadline ends work that would never finish', async () => {
    await expect(beforeDeadline(new Promise(() => undefined), AbortSignal.timeout(50))).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(beforeDeadline(Promise.resolve(7), AbortSignal.timeout(1000))).resolves.toBe(7);
  });
});
