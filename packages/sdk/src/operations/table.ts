import { candidateSearch } from './candidate-search.ts';
import { crm } from './crm.ts';
import { jobBuilder } from './job-builder.ts';
import { jobSearch } from './job-search.ts';
import type { AnyOperation } from './operation.ts';
import { webhooks } from './webhooks.ts';

// The operation table: what the SDK's resources send, the emulator serves and every tool reads.

/** Every operation of the service, by family, as the SDK's resources are laid out. */
export const operations = { crm, webhooks, jobBuilder, candidateSearch, jobSearch } as const;

function collect(node: unknown, into: AnyOperation[]): AnyOperation[] {
  for (const value of Object.values(node as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object' && 'method' in value && 'path' in value) {
      into.push(value as AnyOperation);
    } else if (value !== null && typeof value === 'object') {
      collect(value, into);
    }
  }
  return into;
}

/** The same operations as a flat list, in declaration order (the router's order). */
export const allOperations: readonly AnyOperation[] = Object.freeze(collect(operations, []));
