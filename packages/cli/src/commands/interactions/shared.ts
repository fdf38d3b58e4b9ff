import type { Interaction } from '@platform-api/sdk/schemas';
import { formatFields } from '../../lib/output.ts';

/** One timeline entry: `label: value` lines. */
export function renderInteraction(entry: Interaction): string {
  return formatFields([
    ['id', entry.id],
    ['type', `${entry.type} (${entry.category})`],
    ['date', `${entry.date}${entry.scheduled ? ' (scheduled)' : ''}`],
    ['notes', entry.notes ?? undefined],
    ['tags', entry.tags.length > 0 ? entry.tags.map((tag) => tag.name).join(', ') : undefined],
  ]);
}
