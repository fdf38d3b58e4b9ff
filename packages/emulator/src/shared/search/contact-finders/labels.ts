import type { ContactKind } from '../scrub-view.ts';
import { NETWORK_LABEL_AT_END } from './handles.ts';
import { H } from './scan.ts';

// The labels that introduce contact data, and the kinds of data each introduces.

const START = String.raw`(?:^|(?<=[^\p{L}\p{N}]))`;
const END = String.raw`${H}*[:=.]?${H}*$`;
const QUALIFIER = String.raw`(?:${H}+(?:number|no|nr|n[uú]mero|nummer|address|id))?`;

/** `Tel.`, `Phone number:`, `Móvil`, `WhatsApp`, `Fax`: before a phone. */
const PHONE_LABEL = new RegExp(
  String.raw`${START}(?:tel[eé]fono|telefone|telefoon|telem[oó]vel|tel|tfno|tlf|phone|mobile|m[oó]vil|celular|cell|gsm|fax|whats${H}?-?app|sms|call|llama(?:${H}+al)?|ligue)${QUALIFIER}${END}`,
  'iu',
);
/** `E-mail:`, `Correo electrónico`, `Mail`: before an address. */
const MAIL_LABEL = new RegExp(
  String.raw`${START}(?:e-?mail|correo(?:${H}+electr[oó]nico)?|mail|courriel)${QUALIFIER}${END}`,
  'iu',
);
/** `Contact:`, `Contacto`: before any. */
const CONTACT_LABEL = new RegExp(String.raw`${START}contact[oe]?${END}`, 'iu');

/**
 * Each label at the end of a text and the kinds of contact data it introduces without a colon
 * (with `:` or `=` any label introduces any kind).
 */
export const LABEL_AT_END: readonly (readonly [RegExp, readonly ContactKind[]])[] = [
  [PHONE_LABEL, ['phone']],
  [MAIL_LABEL, ['address']],
  [NETWORK_LABEL_AT_END, ['handle', 'link']],
  [CONTACT_LABEL, ['address', 'phone', 'handle', 'link', 'id']],
];
