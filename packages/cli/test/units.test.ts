import { describe, expect, it } from 'vitest';
import { operationFor, parseApiPath, setField } from '../src/commands/api.run.ts';
import { parseDuration } from '../src/commands/emulator/clock.run.ts';
import { mcpSnippet } from '../src/commands/mcp/config.run.ts';
import { parseStage } from '../src/commands/pipelines/create.run.ts';
import type { CliIo } from '../src/lib/context.ts';
import { formatReset, formatTable } from '../src/lib/output.ts';
import { maskSecret } from '../src/lib/profiles.ts';
import { colorEnabled, Painter, visibleLength } from '../src/lib/style.ts';

// The CLI's small pieces, one by one: what the commands above them rely on.

const io = (env: Record<string, string>, tty: boolean): CliIo => ({
  stdout() {},
  stderr() {},
  env,
  readStdin: async () => new Uint8Array(),
  stdoutIsTTY: tty,
  stderrIsTTY: tty,
});

describe('colour', () => {
  it('is on on a terminal only, off with NO_COLOR or --no-color, forced by FORCE_COLOR', () => {
    expect(colorEnabled(io({}, true), 'stdout', undefined)).toBe(true);
    expect(colorEnabled(io({}, false), 'stdout', undefined)).toBe(false);
    expect(colorEnabled(io({ NO_COLOR: '1' }, true), 'stdout', undefined)).toBe(false);
    // no-color.org: an empty NO_COLOR does not count.
    expect(colorEnabled(io({ NO_COLOR: '' }, true), 'stdout', undefined)).toBe(true);
    expect(colorEnabled(io({}, true), 'stdout', false)).toBe(false);
    expect(colorEnabled(io({ FORCE_COLOR: '1' }, false), 'stdout', undefined)).toBe(true);
    expect(colorEnabled(io({ FORCE_COLOR: '0' }, true), 'stdout', undefined)).toBe(false);
    expect(colorEnabled(io({ FORCE_COLOR: '1' }, true), 'stdout', false)).toBe(false);
    expect(colorEnabled(io({ TERM: 'dumb' }, true), 'stdout', undefined)).toBe(false);
  });

  it('paints with escape codes that take no width', () => {
    const painted = new Painter(true).paint('red', 'failed');
    expect(painted).not.toBe('failed');
    expect(visibleLength(painted)).toBe(6);
    expect(new Painter(false).paint('red', 'failed')).toBe('failed');
  });
});

describe('tables', () => {
  const rows = [
    {
      id: '6b02421182c9b2f924a77582',
      name: 'Ana Müller',
      title: 'Senior Product Designer for Growth and Onboarding',
    },
    { id: '6b02421182c9b2f924a77581', name: 'Maya García', title: 'Marketing Manager' },
  ];
  const columns = [
    { header: 'id', value: (r: (typeof rows)[number]) => r.id },
    { header: 'name', value: (r: (typeof rows)[number]) => r.name, shrink: true },
    { header: 'title', value: (r: (typeof rows)[number]) => r.title, shrink: true },
  ];

  it('fits the terminal width, cutting the shrinkable columns with … and keeping ids whole', () => {
    const table = formatTable(rows, columns, { width: 60 });
    for (const line of table.trimEnd().split('\n')) expect(visibleLength(line)).toBeLessThanOrEqual(60);
    expect(table).toContain('6b02421182c9b2f924a77582');
    expect(table).toContain('…');
    expect(formatTable(rows, columns)).toContain('Senior Product Designer for Growth and Onboarding');
  });

  it('pads painted cells by their visible width', () => {
    const painter = new Painter(true);
    const table = formatTable(rows, [{ ...columns[0]!, style: () => 'green' }, columns[1]!], { painter });
    const plain = formatTable(rows, [columns[0]!, columns[1]!]);
    expect(table.split('\n').map(visibleLength)).toEqual(plain.split('\n').map(visibleLength));
  });
});

describe('profiles', () => {
  it('masks a key: its first characters, …, its last 4; short secrets show less', () => {
    expect(maskSecret('pk_demo_globex_admin_W4kR9mP2tL8vN6xa')).toBe('pk_demo_…N6xa');
    expect(maskSecret('control-token-1')).toBe('con…-1');
    expect(maskSecret('abcdefgh')).toBe('ab…');
  });
});

describe('times', () => {
  it('says a reset in local time with a countdown, the weekday when it is not today', () => {
    const now = new Date('2026-03-02T10:30:00Z');
    expect(formatReset('2026-03-03T00:00:00Z', now, 'UTC')).toBe('Tue 00:00 UTC (in 13h 30m)');
    expect(formatReset('2026-03-03T00:00:00Z', now, 'Europe/Berlin')).toBe('Tue 01:00 CET (in 13h 30m)');
    expect(formatReset('2026-03-03T00:00:00Z', new Date('2026-03-02T23:30:00Z'), 'Europe/Berlin')).toBe(
      '01:00 CET (in 30m)',
    );
  });

  it('reads durations for the emulator clock', () => {
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('1d')).toBe(86_400);
    expect(parseDuration('-2h')).toBe(-7200);
    expect(() => parseDuration('tomorrow')).toThrow('is not a duration');
  });
});

describe('pipelines create --stage', () => {
  it('takes a color after the last colon, and leaves a name with colons whole', () => {
    expect(parseStage('Applied:blue', 0)).toEqual({ name: 'Applied', color: 'blue' });
    expect(parseStage('Offer:#10b981', 0)).toEqual({ name: 'Offer', color: '#10b981' });
    expect(parseStage('Call: first', 1)).toEqual({ name: 'Call: first', color: 'teal' });
    expect(parseStage('Entrevista/Visita', 0)).toEqual({ name: 'Entrevista/Visita', color: 'blue' });
  });
});

describe('api', () => {
  it('reads a path in either form, with its query', () => {
    expect(parseApiPath('crm/contacts')).toMatchObject({ family: 'crm', path: '/contacts' });
    expect(parseApiPath('/api/v3.0/job-search/public/search')).toMatchObject({
      family: 'job-search',
      path: '/search',
    });
    const withQuery = parseApiPath('crm/public/contacts?search=ada&pageSize=5');
    expect(withQuery.path).toBe('/contacts');
    expect(Object.fromEntries(withQuery.query)).toEqual({ search: 'ada', pageSize: '5' });
    expect(() => parseApiPath('_emulator/clock')).toThrow('the control API');
  });

  it('finds the operation of the table, for its workspace rule and pagination', () => {
    expect(operationFor('GET', 'crm', '/contacts/65f1c0de00000000000000f1')?.path).toBe('/contacts/{id}');
    expect(operationFor('POST', 'candidate-search', '/search')?.list?.pageIn).toBe('body');
    expect(operationFor('GET', 'crm', '/nothing')).toBeUndefined();
  });

  it('builds bodies from fields as gh api does: arrays with [], objects with [key]', () => {
    const body: Record<string, unknown> = {};
    setField(body, 'name', 'Ada');
    setField(body, 'emails[][email]', 'ada@example.com');
    setField(body, 'emails[][type]', 'work');
    setField(body, 'emails[][email]', 'ada@home.example');
    setField(body, 'tags[]', 'a');
    setField(body, 'tags[]', 'b');
    setField(body, 'meta[source]', 'cli');
    expect(body).toEqual({
      name: 'Ada',
      emails: [{ email: 'ada@example.com', type: 'work' }, { email: 'ada@home.example' }],
      tags: ['a', 'b'],
      meta: { source: 'cli' },
    });
  });
});

describe('mcp config', () => {
  it('writes each client its own shape, the key in the header the spec allows', () => {
    const options = { auth: 'x-api-key', name: 'platform-api' } as const;
    expect(mcpSnippet({ ...options, client: 'cursor' }, 'http://h/mcp', 'k')).toEqual({
      mcpServers: { 'platform-api': { url: 'http://h/mcp', headers: { 'x-api-key': 'k' } } },
    });
    expect(mcpSnippet({ ...options, client: 'vscode', auth: 'bearer' }, 'http://h/mcp', 'k')).toEqual({
      servers: {
        'platform-api': { type: 'http', url: 'http://h/mcp', headers: { Authorization: 'Bearer k' } },
      },
    });
  });
});
