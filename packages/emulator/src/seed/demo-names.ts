/** The demo seed's fixed keys and ids, so docs and examples can name them. */
export const DEMO_KEYS = {
  /** Acme Talent (platinum), every scope, both workspaces. */
  acmeAdmin: 'pk_demo_acme_admin_5Qm8rT2vXk9LpZ4w',
  /** Acme Talent, read scopes only, the Default workspace only. */
  acmeReader: 'pk_demo_acme_reader_H7nB3cY6dJ1sF0qe',
  /** Globex Staffing (diamond), every scope. */
  globexAdmin: 'pk_demo_globex_admin_W4kR9mP2tL8vN6xa',
  /** Initech (free plan): job-search only. */
  initechFree: 'pk_demo_initech_free_C3zV7bQ1yU5oI2ge',
} as const;

/**
 * The fixed ids of the demo seed's organizations, workspaces, pipelines and job (the same on every
 * start: the seed's records are made in one order, at the virtual time 2026-01-01T00:00:00Z).
 */
export const DEMO_IDS = {
  acmeOrg: '65f1c0de0000000000000001',
  acmeDefaultWorkspace: '65f1c0de00000000000000a1',
  acmeEngineeringWorkspace: '65f1c0de00000000000000a2',
  globexOrg: '65f1c0de0000000000000002',
  globexWorkspace: '65f1c0de00000000000000b1',
  initechOrg: '65f1c0de0000000000000003',
  initechWorkspace: '65f1c0de00000000000000c1',
  /** Acme Default's pipeline "Backend Engineers 2026" (the default board, with cards). */
  backendPipeline: '6955b900e6e1a7000000005d',
  /** Acme Default's pipeline "Nurses Madrid" (four Spanish stages, with cards). */
  nursesPipeline: '6955b900e6e1a70000000072',
  /**
   * The demo job, Acme's published "Customer Success Manager" (Lisbon, remote): the `postId` of
   * `POST /_emulator/applications` (a candidate applies) and of job-search results.
   */
  demoJob: '6955b900e6e1a7000000007e',
  /** The demo job's application pipeline (`listId`), where an application lands as a card. */
  demoJobPipeline: '6955b900e6e1a7000000007f',
} as const;

/** What the demo seed made: its keys, its ids, and one line per key saying what it may do. */
export interface DemoInfo {
  keys: typeof DEMO_KEYS;
  ids: typeof DEMO_IDS;
  /** One line per key: what it may do. */
  describe: string[];
}

/** What the demo seed's keys and ids are, as printed at start (also for a state that holds them). */
export function demoInfo(): DemoInfo {
  return {
    keys: DEMO_KEYS,
    ids: DEMO_IDS,
    describe: [
      // A key with one workspace first: copied as is, it works for every call (a key with two
      // workspaces needs a workspaceId on every CRM call).
      `${DEMO_KEYS.globexAdmin}  Globex Staffing (diamond): every scope, one workspace (no workspaceId needed)`,
      `${DEMO_KEYS.acmeAdmin}  Acme Talent (platinum): every scope, two workspaces: pass workspaceId (CLI: --workspace-id) ${DEMO_IDS.acmeDefaultWorkspace} (Default) or ${DEMO_IDS.acmeEngineeringWorkspace} (Engineering Hiring)`,
      `${DEMO_KEYS.acmeReader}  Acme Talent (platinum): read scopes only (crm:read, webhooks:read, candidate-search:read, job-search:read), Default workspace`,
      `${DEMO_KEYS.initechFree}  Initech (free plan): job-search:read only; other families answer 403 PLAN_REQUIRED`,
      'Search pools: 2,400 candidates (candidate-search) and 2,200 public jobs in English and Spanish (job-search)',
    ],
  };
}
