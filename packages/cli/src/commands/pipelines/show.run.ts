import type { PlatformClient } from '@platform-api/sdk';
import type { Card, Pipeline } from '@platform-api/sdk/schemas';
import type { Command } from 'commander';
import type { CliContext } from '../../lib/context.ts';
import type { Printer } from '../../lib/output.ts';
import { Session } from '../../lib/session.ts';
import type { Style } from '../../lib/style.ts';
import { visibleLength } from '../../lib/style.ts';

interface ShowOptions {
  page?: number;
  pageSize?: number;
  names?: boolean;
}

/** Width of the board when the output is not a terminal (a file, a pipe, a transcript). */
const DEFAULT_BOARD_WIDTH = 120;
/** Room for an id (24) and its mark. */
const MIN_COLUMN = 26;
const MAX_COLUMN = 34;
const GAP = '  ';

const RATING_STYLE: Record<string, Style> = { good_fit: 'green', maybe: 'yellow', not_a_fit: 'red' };

function cut(text: string, width: number): string {
  return visibleLength(text) <= width ? text : `${[...text].slice(0, width - 1).join('')}…`;
}

/**
 * A card's lines: its contact (the name with --names, else the contact id), the card's own id after
 * a `#` (what `cards move` and `cards remove` take), and its rating / status / source.
 */
function cardLines(
  card: Card,
  names: ReadonlyMap<string, string>,
  printer: Printer,
  width: number,
): string[] {
  const who = card.contactId ? (names.get(card.contactId) ?? card.contactId) : `user ${card.authorId ?? '-'}`;
  const facts: string[] = [];
  if (card.disqualified) facts.push(printer.out.paint('red', 'disqualified'));
  if (card.rating)
    facts.push(printer.out.paint(RATING_STYLE[card.rating] ?? 'dim', card.rating.replace(/_/g, ' ')));
  if (card.applicationStatus) facts.push(card.applicationStatus.replace(/_/g, ' '));
  if (facts.length === 0 && card.source) facts.push(printer.out.paint('dim', `via ${card.source}`));
  return [
    printer.out.paint('bold', cut(who, width)),
    printer.out.paint('dim', cut(`#${card.id}`, width)),
    ...(facts.length > 0 ? [facts.join(' · ')] : []),
  ];
}

/** Pads a line that may hold colour to `width` visible characters. */
function pad(line: string, width: number): string {
  return line + ' '.repeat(Math.max(0, width - visibleLength(line)));
}

/**
 * The board: stages side by side as columns (as many as fit the width; the rest in the next band),
 * each headed by its name and card count, its cards under it, a blank line between cards.
 */
export function renderBoard(
  pipeline: Pipeline,
  names: ReadonlyMap<string, string>,
  printer: Printer,
  terminalWidth: number | undefined,
): string {
  const total = terminalWidth ?? DEFAULT_BOARD_WIDTH;
  const stages = pipeline.stages;
  const title = `${printer.out.paint('bold', pipeline.name ?? pipeline.id)}  ${printer.out.paint(
    'dim',
    `${pipeline.id} · ${pipeline.itemCount} card${pipeline.itemCount === 1 ? '' : 's'} · ${stages.length} stage${stages.length === 1 ? '' : 's'}`,
  )}\n`;
  if (stages.length === 0) return `${title}\nNo stages.\n`;
  const perBand = Math.max(
    1,
    Math.min(stages.length, Math.floor((total + GAP.length) / (MIN_COLUMN + GAP.length))),
  );
  const width = Math.max(
    MIN_COLUMN,
    Math.min(MAX_COLUMN, Math.floor((total + GAP.length) / perBand) - GAP.length),
  );
  const bands: string[] = [];
  for (let start = 0; start < stages.length; start += perBand) {
    const band = stages.slice(start, start + perBand);
    const columns = band.map((stage) => {
      const shown =
        stage.items.length < stage.itemCount
          ? `${stage.items.length} of ${stage.itemCount}`
          : `${stage.itemCount}`;
      const lines = [printer.out.paint('bold', cut(`${stage.name} (${shown})`, width)), '─'.repeat(width)];
      if (stage.items.length === 0) lines.push(printer.out.paint('dim', 'no cards'));
      stage.items.forEach((card, i) => {
        if (i > 0) lines.push('');
        lines.push(...cardLines(card, names, printer, width));
      });
      return lines;
    });
    const height = Math.max(...columns.map((lines) => lines.length));
    const rows: string[] = [];
    for (let row = 0; row < height; row++) {
      rows.push(
        columns
          .map((lines) => pad(lines[row] ?? '', width))
          .join(GAP)
          .trimEnd(),
      );
    }
    bands.push(rows.join('\n'));
  }
  return `${title}\n${bands.join('\n\n')}\n`;
}

/** The names of the cards' contacts: one read each, four at a time. */
async function contactNames(
  client: PlatformClient,
  pipeline: Pipeline,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      pipeline.stages
        .flatMap((s) => s.items.map((c) => c.contactId))
        .filter((id): id is string => id !== null),
    ),
  ];
  const names = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      const contact = await client.crm.contacts.get(id, { signal });
      names.set(id, contact.name ?? id);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return names;
}

export async function run(
  ctx: CliContext,
  id: string,
  options: ShowOptions,
  command: Command,
): Promise<void> {
  const session = new Session(ctx, command);
  const client = await session.client();
  const pipeline = await client.crm.lists.get(id, { page: options.page, pageSize: options.pageSize });
  const names =
    options.names && !session.printer.json ? await contactNames(client, pipeline) : new Map<string, string>();
  session.printer.result(pipeline, () => renderBoard(pipeline, names, session.printer, ctx.io.columns?.()));
  if (pipeline.hasMore) {
    session.printer.note(
      `More cards: --page ${pipeline.page + 1} (each stage shows ${pipeline.pageSize} per page).`,
    );
  }
}
