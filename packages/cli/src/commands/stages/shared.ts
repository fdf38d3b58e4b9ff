import type { Stage } from '@platform-api/sdk/schemas';
import type { Printer } from '../../lib/output.ts';

/** Stages in board order: position, id, name, color, card count. */
export function renderStages(printer: Printer, stages: readonly Stage[]): string {
  return printer.table(stages, [
    { header: '#', value: (s) => String(s.zorder), align: 'right' },
    { header: 'id', value: (s) => s.id },
    { header: 'name', value: (s) => s.name, shrink: true },
    { header: 'color', value: (s) => s.color },
    { header: 'cards', value: (s) => String(s.itemCount), align: 'right' },
  ]);
}
