import { parseIsoDate } from '@platform-api/sdk/operations';
import { CONTROL_TOKEN_RULE, controlTokenTextProblem } from './control-token.ts';
import { withinClockYears } from './engine/clock.ts';
import type { LimitOverrides } from './engine/limits.ts';
import { defaultQuotas, type QuotaOverrides } from './engine/quotas.ts';
import { CONTROL_DATE_RULE } from './platform/control-dates.ts';
import type { EmulatorOptions } from './types.ts';

/**
 * The checks of `createEmulator(options)`, made once before anything is built. TypeScript users get
 * most of them at compile time; JavaScript users (and values computed at run time) get them here: a
 * `TypeError` for an unknown name or a value of the wrong type, a `RangeError` for a value of the
 * right type outside what is accepted. Every message names the option (`quotas.crm.daily`, ...).
 */

const OPTION_NAMES = [
  'seed',
  'allowLocalWebhooks',
  'quotas',
  'limits',
  'unlimited',
  'clockStart',
  'baseUrl',
  'controlToken',
  'requestLogSize',
  'stateFile',
  'webhookResolver',
  'webhookFetch',
] as const;

/** The limits that are not quotas, by family (see `LimitOverrides`), with their accepted range. */
const LIMIT_NAMES: Record<string, Record<string, { min: number; max: number; infinity: boolean }>> = {
  crm: { maxCardsToReassign: { min: 0, max: Number.MAX_SAFE_INTEGER, infinity: true } },
  // A timer's longest delay (about 24.8 days): beyond it timers fire at once.
  webhooks: { deliveryTimeoutMs: { min: 1, max: 2_147_483_647, infinity: false } },
};

/** The request log's largest ring: each entry is a small record, kept until overwritten. */
const MAX_REQUEST_LOG_SIZE = 100_000;

/**
 * The control token check of the option: a problem (to follow the name), or null. The rule on the
 * text is the flag's (control-token.ts); a value that is not a string is named as such.
 */
export function controlTokenProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `${CONTROL_TOKEN_RULE}; got ${describe(value)}`;
  return controlTokenTextProblem(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    return value.length > 60 ? `${JSON.stringify(value.slice(0, 60))}…` : JSON.stringify(value);
  }
  if (value instanceof Date) return 'a Date';
  return `a ${typeof value}`;
}

function fail(kind: 'type' | 'range', name: string, rule: string, value: unknown): never {
  const message = `createEmulator: ${name} ${rule}; got ${describe(value)}.`;
  throw kind === 'type' ? new TypeError(message) : new RangeError(message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function closest(name: string, known: readonly string[]): string {
  const lower = name.toLowerCase();
  const near = known.find((k) => {
    const kl = k.toLowerCase();
    return kl.startsWith(lower.slice(0, 3)) || lower.startsWith(kl.slice(0, 3));
  });
  return near ? ` (did you mean ${near}?)` : '';
}

/** An object whose own names are all in `known`; `where` names it in the messages. */
function checkNames(value: unknown, where: string, known: readonly string[]): Record<string, unknown> {
  if (!isPlainObject(value)) fail('type', where, 'must be an object', value);
  for (const name of Object.keys(value)) {
    if (!known.includes(name)) {
      throw new TypeError(
        `createEmulator: ${where === 'options' ? '' : `${where}.`}${name} is not an option${closest(name, known)}; known: ${known.join(', ')}.`,
      );
    }
  }
  return value;
}

/** A whole number in [min, max], or Infinity when allowed (switches the limit off). */
function checkLimit(
  value: unknown,
  name: string,
  range: { min: number; max: number; infinity: boolean },
): number {
  const rule = `must be a whole number from ${range.min} to ${range.max === Number.MAX_SAFE_INTEGER ? 'Number.MAX_SAFE_INTEGER' : range.max}${range.infinity ? ', or Infinity (no limit)' : ''}`;
  if (typeof value !== 'number') fail('type', name, rule, value);
  if (value === Infinity && range.infinity) return value;
  if (!Number.isInteger(value) || value < range.min || value > range.max) fail('range', name, rule, value);
  return value;
}

/** `quotas`: known families and limits, each a whole number of at least 0 or Infinity. */
export function checkQuotaOverrides(value: unknown): QuotaOverrides {
  const defaults = defaultQuotas() as unknown as Record<string, Record<string, number>>;
  const families = checkNames(value, 'quotas', Object.keys(defaults));
  const out: Record<string, Record<string, number>> = {};
  for (const [family, limits] of Object.entries(families)) {
    if (limits === undefined) continue;
    const known = Object.keys(defaults[family]!);
    const given = checkNames(limits, `quotas.${family}`, known);
    const copy: Record<string, number> = {};
    for (const [name, limit] of Object.entries(given)) {
      if (limit === undefined) continue;
      copy[name] = checkLimit(limit, `quotas.${family}.${name}`, {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
        infinity: true,
      });
    }
    out[family] = copy;
  }
  return out as QuotaOverrides;
}

function checkLimitOverrides(value: unknown): LimitOverrides {
  const families = checkNames(value, 'limits', Object.keys(LIMIT_NAMES));
  const out: Record<string, Record<string, number>> = {};
  for (const [family, limits] of Object.entries(families)) {
    if (limits === undefined) continue;
    const ranges = LIMIT_NAMES[family]!;
    const given = checkNames(limits, `limits.${family}`, Object.keys(ranges));
    const copy: Record<string, number> = {};
    for (const [name, limit] of Object.entries(given)) {
      if (limit === undefined) continue;
      copy[name] = checkLimit(limit, `limits.${family}.${name}`, ranges[name]!);
    }
    out[family] = copy;
  }
  return out as LimitOverrides;
}

const CLOCK_START_RULE = `must be a Date, epoch milliseconds, or a string that ${CONTROL_DATE_RULE.replace(/^must be /, 'is ')}, between the years 1970 and 9999`;

function checkClockStart(value: unknown): number {
  let ms: number;
  if (typeof value === 'string') ms = parseIsoDate(value) ?? Number.NaN;
  else if (typeof value === 'number') ms = value;
  else if (value instanceof Date) ms = value.getTime();
  else return fail('type', 'clockStart', CLOCK_START_RULE, value);
  if (!withinClockYears(ms)) fail('range', 'clockStart', CLOCK_START_RULE, value);
  return ms;
}

const BASE_URL_RULE =
  'must be an http or https origin without a path, query or credentials, e.g. http://platform-emulator.local';

function checkBaseUrl(value: unknown): string {
  if (typeof value !== 'string') fail('type', 'baseUrl', BASE_URL_RULE, value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('range', 'baseUrl', BASE_URL_RULE, value);
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.pathname !== '/' ||
    url.search !== '' ||
    url.hash !== '' ||
    url.username !== '' ||
    url.password !== '' ||
    // `new URL` accepts `http://x?` and `http://x#` with empty parts: the string must not hold them.
    /[?#]/.test(value)
  ) {
    fail('range', 'baseUrl', BASE_URL_RULE, value);
  }
  return url.origin;
}

function checkBoolean(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') fail('type', name, 'must be true or false', value);
  return value;
}

function checkFunction<F>(value: unknown, name: string): F {
  if (typeof value !== 'function') fail('type', name, 'must be a function', value);
  return value as F;
}

/**
 * Checks `createEmulator`'s options and answers a copy of them (quotas and limits copied too, so a
 * later change to the caller's object changes nothing); `baseUrl` becomes its origin and
 * `clockStart` epoch milliseconds. Options given as `undefined` are left out.
 */
export function checkEmulatorOptions(options: unknown): EmulatorOptions {
  if (options === undefined) return {};
  const given = checkNames(options, 'options', OPTION_NAMES);
  const out: EmulatorOptions = {};
  const v = (name: (typeof OPTION_NAMES)[number]) => given[name];
  if (v('seed') !== undefined) {
    const seed = v('seed');
    if (seed !== 'demo' && seed !== 'empty') {
      fail(typeof seed === 'string' ? 'range' : 'type', 'seed', "must be 'demo' or 'empty'", seed);
    }
    out.seed = seed;
  }
  if (v('allowLocalWebhooks') !== undefined)
    out.allowLocalWebhooks = checkBoolean(v('allowLocalWebhooks'), 'allowLocalWebhooks');
  if (v('unlimited') !== undefined) out.unlimited = checkBoolean(v('unlimited'), 'unlimited');
  if (v('quotas') !== undefined) out.quotas = checkQuotaOverrides(v('quotas'));
  if (v('limits') !== undefined) out.limits = checkLimitOverrides(v('limits'));
  if (v('clockStart') !== undefined) out.clockStart = checkClockStart(v('clockStart'));
  if (v('baseUrl') !== undefined) out.baseUrl = checkBaseUrl(v('baseUrl'));
  if (v('controlToken') !== undefined) {
    const problem = controlTokenProblem(v('controlToken'));
    if (problem) {
      const Kind = typeof v('controlToken') === 'string' ? RangeError : TypeError;
      throw new Kind(`createEmulator: controlToken ${problem}.`);
    }
    out.controlToken = v('controlToken') as string;
  }
  if (v('requestLogSize') !== undefined)
    out.requestLogSize = checkLimit(v('requestLogSize'), 'requestLogSize', {
      min: 0,
      max: MAX_REQUEST_LOG_SIZE,
      infinity: false,
    });
  if (v('stateFile') !== undefined) {
    const file = v('stateFile');
    if (typeof file !== 'string' || file === '')
      fail(
        typeof file === 'string' ? 'range' : 'type',
        'stateFile',
        'must be a file path (a non-empty string)',
        file,
      );
    out.stateFile = file;
  }
  if (v('webhookResolver') !== undefined)
    out.webhookResolver = checkFunction(v('webhookResolver'), 'webhookResolver');
  if (v('webhookFetch') !== undefined) out.webhookFetch = checkFunction(v('webhookFetch'), 'webhookFetch');
  return out;
}
