import type { AddressInfo } from 'node:net';
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server that a test can cut and restore, to make the database
 * disappear from the application's point of view without stopping it for everyone else.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  let state: 'up' | 'cut' | 'blackhole' = 'up';
  const server: Server = createServer((client) => {
    if (state === 'cut') {
      client.destroy();
      return;
    }
    if (state === 'blackhole') {
      // Accepted, then never answered: what a partitioned network looks like to the client.
      client.on('error', () => {});
      client.pause();
      sockets.add(client);
      return;
    }
    const upstream = new NetSocket();
    upstream.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const pair = { client, upstream };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    /** Drops every open connection and refuses new ones. */
    cut() {
      state = 'cut';
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    /** Keeps every connection open but carries nothing more either way, and accepts new ones the same. */
    blackhole() {
      state = 'blackhole';
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      if (state === 'blackhole') {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }
      state = 'up';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
