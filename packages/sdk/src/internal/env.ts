/**
 * Reads an environment variable where one exists (Node, Deno, Bun), without assuming `process`.
 * Blank values count as absent.
 */
export function readEnv(name: string): string | undefined {
  const value = globalThis.process?.env?.[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
