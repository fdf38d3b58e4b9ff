export {
  type ContactCreateParams,
  type ContactListParams,
  Contacts,
  type ContactUpdateParams,
} from './contacts.ts';
export { Crm } from './crm.ts';
