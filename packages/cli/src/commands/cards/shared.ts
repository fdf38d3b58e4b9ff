import type { Card } from '@platform-api/sdk/schemas';
import { formatFields } from '../../lib/output.ts';

/** One card: `label: value` lines. */
export function renderCard(card: Card): string {
  return formatFields([
    ['id', card.id],
    ['pipeline', card.listId],
    ['stage', card.stageId ?? '-'],
    ['contact', card.contactId ?? '-'],
    ['rating', card.rating ?? undefined],
    ['status', card.applicationStatus ?? undefined],
    ['disqualified', card.disqualified ? (card.disqualifiedReason ?? 'yes') : undefined],
    ['source', card.source ?? undefined],
    ['added', card.createdAt ?? undefined],
  ]);
}
