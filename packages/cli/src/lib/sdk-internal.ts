// The CLI's one door to the SDK's internal entry (`@platform-api/sdk/internal`: helpers shared by
// the packages of this repository, no semver promise). Every CLI module imports them from here, so
// when that entry is renamed only this line changes. Import it lazily (from a `.run.ts` module):
// it loads the SDK's operation table and schemas.
export { parseIsoDate, withoutApiPath } from '@platform-api/sdk/internal';
