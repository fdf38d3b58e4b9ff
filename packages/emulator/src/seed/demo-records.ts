import type { EmulatorInternals } from '../internal.ts';
import { createKey, createOrg } from '../platform/accounts.ts';
import { prng } from '../shared/random.ts';
import { DEMO_IDS, DEMO_KEYS } from './demo-names.ts';
import { seedDemoPipelines } from './demo-pipelines.ts';

const FIRST = [
  'Ana',
  'Liam',
  'Sofia',
  'Noah',
  'Maya',
  'Lucas',
  'Emma',
  'Mateo',
  'Chloe',
  'Ethan',
  'Valentina',
  'Omar',
  'Priya',
  'Jonas',
  'Aiko',
  'Diego',
  'Hannah',
  'Kwame',
  'Elena',
  'Tomás',
];
const LAST = [
  'García',
  'Smith',
  'Müller',
  'Okafor',
  'Rossi',
  'Nguyen',
  'Silva',
  'Kowalski',
  'Jansen',
  'Haddad',
  'Patel',
  'Dubois',
  'Kim',
  'López',
  'Andersen',
];
const TITLES = [
  'Senior Backend Engineer',
  'Product Designer',
  'Data Analyst',
  'Registered Nurse',
  'Sales Development Representative',
  'DevOps Engineer',
  'Customer Success Manager',
  'Frontend Developer',
  'Warehouse Supervisor',
  'Financial Controller',
  'Marketing Manager',
  'QA Engineer',
];
const COMPANIES = [
  'Northwind Traders',
  'Contoso Health',
  'Fabrikam Logistics',
  'Tailspin Software',
  'Wide World Importers',
  'Adventure Works',
  'Proseware Labs',
  'Litware Finance',
];
const CITIES = [
  ['Madrid, Spain', 3117735],
  ['Amsterdam, Netherlands', 2759794],
  ['Austin, Texas, United States', 4671654],
  ['Lisbon, Portugal', 2267057],
  ['Berlin, Germany', 2950159],
  ['Mexico City, Mexico', 3530597],
  ['Toronto, Canada', 6167865],
] as const;
const SKILLS = [
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Kubernetes',
  'Figma',
  'SQL',
  'Patient care',
  'Salesforce',
  'Negotiation',
  'React',
  'Python',
  'Excel',
  'Forklift',
  'IFRS',
];
const TAGS = ['Referral', 'Silver medalist', 'Spanish speaker', 'Remote only', 'Rehire'];

function asciiSlug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

async function seedContacts(
  emu: EmulatorInternals,
  orgId: string,
  workspaceId: string,
  userId: string,
  count: number,
  seed: number,
): Promise<void> {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const start = emu.core.clock.nowMs() - count * 3_600_000;
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const name = `${first} ${last}`;
    const city = pick(CITIES);
    const nowIso = new Date(start + i * 3_600_000).toISOString();
    const skills = [pick(SKILLS), pick(SKILLS), pick(SKILLS)].filter((s, j, a) => a.indexOf(s) === j);
    await emu.crm.contacts.create(
      { workspaceId, orgId, userId, nowIso },
      {
        name,
        firstName: first,
        lastName: last,
        jobTitle: [pick(TITLES)],
        companyName: pick(COMPANIES),
        locationName: city[0],
        locationGeoNameId: city[1],
        linkedinUrl: `https://www.linkedin.com/in/${asciiSlug(first)}-${asciiSlug(last)}-${i + 1}`,
        emails: [
          {
            email: `${asciiSlug(first)}.${asciiSlug(last)}${i + 1}@example.com`,
            type: rand() < 0.5 ? 'personal' : 'work',
          },
        ],
        phones:
          rand() < 0.7
            ? [
                {
                  phone: `+1 555 01${String(seed % 100).padStart(2, '0')} ${String(1000 + i).slice(-4)}`,
                  type: 'mobile',
                },
              ]
            : [],
        tags: rand() < 0.35 ? [pick(TAGS)] : [],
      },
      {
        skills,
        education: rand() < 0.5 ? ['BSc Computer Science'] : ['Vocational certificate'],
        industry: 'Technology',
      },
    );
  }
}

/** The time the demo's ids carry: the same ids (contacts, pipelines, the demo job) on every start. */
const DEMO_ID_TIME = Date.UTC(2026, 0, 1);

/**
 * Organizations, keys and records to explore with, made through the services as a user's calls
 * would make them. Keys are fixed (printed by the server).
 */
export async function seedDemoRecords(emu: EmulatorInternals): Promise<void> {
  emu.core.ids.pin(DEMO_ID_TIME);
  try {
    await seed(emu);
  } finally {
    emu.core.ids.unpin();
  }
}

async function seed(emu: EmulatorInternals): Promise<void> {
  const core = emu.core;
  const acme = await createOrg(core, {
    id: DEMO_IDS.acmeOrg,
    name: 'Acme Talent',
    plan: 'platinum',
    workspaces: ['Default', 'Engineering Hiring'],
    workspaceIds: [DEMO_IDS.acmeDefaultWorkspace, DEMO_IDS.acmeEngineeringWorkspace],
  });
  const globex = await createOrg(core, {
    id: DEMO_IDS.globexOrg,
    name: 'Globex Staffing',
    plan: 'diamond',
    workspaceIds: [DEMO_IDS.globexWorkspace],
  });
  const initech = await createOrg(core, {
    id: DEMO_IDS.initechOrg,
    name: 'Initech',
    plan: 'free',
    workspaceIds: [DEMO_IDS.initechWorkspace],
  });
  const admin = await createKey(core, acme.id, { plaintext: DEMO_KEYS.acmeAdmin });
  await createKey(core, acme.id, {
    plaintext: DEMO_KEYS.acmeReader,
    scopes: ['crm:read', 'webhooks:read', 'candidate-search:read', 'job-search:read'],
    workspaceIds: [DEMO_IDS.acmeDefaultWorkspace],
  });
  const globexKey = await createKey(core, globex.id, { plaintext: DEMO_KEYS.globexAdmin });
  await createKey(core, initech.id, { plaintext: DEMO_KEYS.initechFree });

  // Candidates with platform accounts; one keeps their contact fields private.
  const now = core.clock.iso();
  const people = [
    { name: 'Lucía Fernández', email: 'lucia.fernandez@example.org', phone: '+34 600 123 456', hides: false },
    { name: 'Daniel Osei', email: 'daniel.osei@example.org', phone: '+44 7700 900123', hides: true },
  ];
  for (const p of people) {
    const user = await core.tables.platformUsers.insert({
      id: core.newId(),
      name: p.name,
      email: p.email,
      phone: p.phone,
      hidesContactFields: p.hides,
      createdAt: now,
    });
    emu.crm.contacts.indexPlatformUser(user);
  }

  await seedContacts(emu, acme.id, DEMO_IDS.acmeDefaultWorkspace, admin.userId, 40, 1);
  await seedContacts(emu, acme.id, DEMO_IDS.acmeEngineeringWorkspace, admin.userId, 12, 2);
  await seedContacts(emu, globex.id, DEMO_IDS.globexWorkspace, globexKey.userId, 15, 3);
  for (const p of people) {
    await emu.crm.contacts.create(
      { workspaceId: DEMO_IDS.acmeDefaultWorkspace, orgId: acme.id, userId: admin.userId, nowIso: now },
      {
        name: p.name,
        emails: [{ email: p.email, type: 'personal' }],
        phones: [{ phone: p.phone, type: 'mobile' }],
      },
    );
  }

  await seedDemoPipelines(emu, {
    orgId: acme.id,
    workspaceId: DEMO_IDS.acmeDefaultWorkspace,
    userId: admin.userId,
  });

  // The search pools: 2,400 candidates and 2,200 public jobs, generated once per process on first
  // search and shared (read-only) by every emulator seeded with the demo.
  emu.candidates.useDemoPool();
  emu.jobs.useDemoPool();
}
