/**
 * A `PlatformClient` method that GETs an absolute URL with the client's `fetch` but without the key
 * (presigned file URLs). Keyed by a symbol that the package entry point does not export: resources
 * use it, users cannot reach it.
 */
export const kFetchWithoutKey = Symbol('@platform-api/sdk/fetchWithoutKey');
