import net from 'node:net';

/**
 * A TCP proxy in front of a real service (Redis) that a test can cut and restore: what an outage looks like from the
 * server's side, without stopping a service other tests use.
 */
export type TcpProxy = { port: number; url: (scheme: string) => string; cut(): void; restore(): void; close(): Promise<void> };

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: (scheme) => `${scheme}://127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        open = false;
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
