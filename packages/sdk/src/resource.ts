import type { PlatformClient } from './client.ts';

/** Base of every resource: methods are one-liners over the client's `request` / `requestPage`. */
export class APIResource {
  protected readonly _client: PlatformClient;

  constructor(client: PlatformClient) {
    this._client = client;
  }
}
