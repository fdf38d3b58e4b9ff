import type { Emulator, RunningServer } from '@platform-api/emulator';
import { type ClientOptions, PlatformClient } from '@platform-api/sdk';

export interface Connection {
  baseUrl: string;
  /** The in-process door's fetch; absent over HTTP (the SDK uses the global fetch). */
  fetch?: typeof fetch;
  close?: () => Promise<void>;
}

/** SDK suites run through both doors: the in-process fetch and the standalone HTTP server. */
export const doors: { name: string; connect(emu: Emulator): Promise<Connection> }[] = [
  { name: 'in-process fetch', connect: async (emu) => ({ baseUrl: emu.baseUrl, fetch: emu.fetch }) },
  {
    name: 'standalone HTTP server',
    connect: async (emu) => {
      const server: RunningServer = await emu.listen({ port: 0 });
      return { baseUrl: server.url, close: server.close };
    },
  },
];

/** The error a promise rejects with; fails when it resolves. */
export function rejection(promise: Promise<unknown>): Promise<any> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
}

/** A client for `apiKey` through a door's connection. */
export function clientFor(conn: Connection, apiKey: string, extra: ClientOptions = {}): PlatformClient {
  return new PlatformClient({
    apiKey,
    baseUrl: conn.baseUrl,
    ...(conn.fetch ? { fetch: conn.fetch } : {}),
    ...extra,
  });
}
