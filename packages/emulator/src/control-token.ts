// The control token's rule on its own, with no imports: the standalone server's flag parser checks
// `--control-token` before anything heavy is loaded, and `createEmulator({ controlToken })` checks the
// same rule (options.ts).

/** What a control token must be (`--control-token` and `controlToken`). */
export const CONTROL_TOKEN_RULE =
  'must be at least 8 characters, all visible ASCII (letters, digits, punctuation; no spaces, since header values are trimmed)';

/**
 * The one check of a control token's text, for the CLI flag and the option: a problem (to follow
 * the name), or null. 8 or more visible ASCII characters (0x21 to 0x7E): an empty token would leave
 * the control API open, and spaces at its ends could never match the trimmed header.
 */
export function controlTokenTextProblem(value: string): string | null {
  if (value.length >= 8 && /^[\x21-\x7e]+$/.test(value)) return null;
  return `${CONTROL_TOKEN_RULE}; got ${value.length} character${value.length === 1 ? '' : 's'}${/[^\x21-\x7e]/.test(value) ? ' with a space or a character outside visible ASCII' : ''}`;
}
