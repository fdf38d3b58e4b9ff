import { type Command, InvalidArgumentError, Option } from 'commander';
import { boundsText, type FieldFacts, fieldOf, type OperationId } from './operations.ts';

/** A flag made from a field of an operation's body or query. */
export interface FieldOption {
  /** The field's name in the API (`countryCode`); the flag is its kebab-case (`--country-code`). */
  field: string;
  /** What the flag does, when the table's field carries no description. */
  help?: string;
  /** The value's placeholder (`<code>`). @default `<value>` */
  value?: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function numberWithin(facts: FieldFacts): (value: string) => number {
  return (value) => {
    const parsed = Number(value.trim());
    const integer = facts.type === 'integer';
    const ok =
      value.trim() !== '' &&
      Number.isFinite(parsed) &&
      (!integer || Number.isInteger(parsed)) &&
      (facts.minimum === undefined || parsed >= facts.minimum) &&
      (facts.maximum === undefined || parsed <= facts.maximum);
    if (!ok) {
      const range =
        facts.minimum !== undefined && facts.maximum !== undefined
          ? ` from ${facts.minimum} to ${facts.maximum}`
          : facts.minimum !== undefined
            ? ` of at least ${facts.minimum}`
            : '';
      throw new InvalidArgumentError(`must be ${integer ? 'an integer' : 'a number'}${range}`);
    }
    return parsed;
  };
}

/**
 * Adds one flag per field, made from the operation's table entry: the flag's name from the field's,
 * its choices from the field's enum, numbers checked against its bounds, a boolean as a pair of
 * switches (`--remote` / `--no-remote`, unset when neither is given), the help from the field's
 * description or `help`, with its bounds. The rest of the field's rules are the SDK's local
 * validation, before anything is sent.
 */
export function addFieldOptions(
  command: Command,
  id: OperationId,
  where: 'query' | 'body',
  fields: readonly FieldOption[],
): Command {
  for (const { field, help, value } of fields) {
    const facts = fieldOf(id, where, field);
    const flag = `--${kebab(field)}`;
    const bounds = boundsText(facts);
    const text = [help ?? facts.description ?? field, bounds && !facts.enum ? `(${bounds})` : '']
      .filter(Boolean)
      .join(' ');
    if (facts.type === 'boolean') {
      command.addOption(new Option(flag, text));
      command.addOption(new Option(`--no-${kebab(field)}`, `the opposite of ${flag}`));
      continue;
    }
    const option = new Option(`${flag} ${value ?? '<value>'}`, text);
    if (facts.enum) option.choices(facts.enum.map(String));
    else if (facts.type === 'integer' || facts.type === 'number') option.argParser(numberWithin(facts));
    command.addOption(option);
  }
  return command;
}

/** The values of the fields' flags that were given, by the API's field names. */
export function fieldValues(
  options: Record<string, unknown>,
  fields: readonly FieldOption[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { field } of fields) if (options[field] !== undefined) values[field] = options[field];
  return values;
}
