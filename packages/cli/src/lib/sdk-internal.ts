// The CLI's one door to the SDK's entry for tools (`@platform-api/sdk/operations`: the operation
// table and the helpers behind its schemas). Every CLI module imports them from here, so a rename of
// that entry is a one-line change. Import it lazily (from a `.run.ts` module): it loads the SDK's
// operation table and schemas.
export { parseIsoDate, withoutApiPath } from '@platform-api/sdk/operations';
