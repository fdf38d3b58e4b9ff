/**
 * Requests written by hand the way recruiters write them, each with what the job must say back.
 * `h(requestLanguage, answerLanguage, prompt, expectation)`; in the expectation a place is a city
 * key of places.ts, `{ town }` (a small place: its country, never a namesake abroad), `{ cc }` (the
 * country only), `{ in: cc }` (some city of that country) or `null` (no place); `remote` is a
 * country code, 'world' or 'any' (a region or time zone); `alt` lists other acceptable readings.
 */
import type { Case, EmpKind, ModeAlt, Period, Place } from './cases.ts';
import { type Lang, type ReqLang, TOWNS } from './places.ts';

type Where = string | { town: string; cc?: string; id?: number } | { cc: string } | { in: string } | null;
interface Reading {
  onsite?: Where;
  hybrid?: Where;
  remote?: string;
}
interface H extends Reading {
  role?: string | string[];
  senior?: true;
  junior?: true;
  alt?: Reading[];
  /** [low, high, period, currency] or [figure, period, currency] as stated in the request. */
  pay?: [number, number, Period, string] | [number, Period, string];
  cur?: string[];
  neg?: true;
  emp?: EmpKind;
  skills?: string[];
  tags?: string[];
  /** The request names no mode or place a recruiter would insist on: the work mode is not checked. */
  anyMode?: true;
}

function place(w: Where): Place {
  if (w === null) return { none: true };
  if (typeof w === 'string') return { city: w };
  if ('town' in w) {
    const known = TOWNS.find((t) => t.name === w.town && (!w.cc || t.cc === w.cc));
    return { town: known ?? { name: w.town, cc: w.cc ?? '??', ...(w.id ? { id: w.id } : {}) } };
  }
  if ('in' in w) return { anyCityIn: w.in };
  return { country: w.cc };
}

function reading(r: Reading): ModeAlt | undefined {
  if (r.onsite !== undefined) return { type: 'onsite', place: place(r.onsite) };
  if (r.hybrid !== undefined) return { type: 'hybrid', place: place(r.hybrid) };
  if (r.remote === 'world') return { type: 'remote', scope: 'worldwide' };
  if (r.remote === 'any') return { type: 'remote', scope: 'any' };
  if (r.remote) return { type: 'remote', scope: 'country', cc: r.remote };
  return undefined;
}

let counter = 0;
function h(reqLang: ReqLang, language: Lang, prompt: string, e: H): Case {
  const modes = [reading(e), ...(e.alt ?? []).map(reading)].filter((m): m is ModeAlt => m !== undefined);
  if (modes.length === 0 && !e.anyMode) throw new Error(`hand-written case without a work mode: ${prompt}`);
  const c: Case = {
    id: `h${counter++}`,
    source: 'hand',
    prompt,
    reqLang,
    language,
    tags: [
      ...(e.tags ?? []),
      ...(language !== (reqLang.startsWith('pt') ? 'pt' : reqLang) ? ['cross-language'] : []),
    ],
    expect: { modes },
  };
  if (e.role) c.expect.roles = Array.isArray(e.role) ? e.role : [e.role];
  if (e.senior) c.expect.seniority = 'senior';
  if (e.junior) c.expect.seniority = 'junior';
  if (e.pay) {
    const p = e.pay;
    c.expect.pay =
      p.length === 4
        ? { low: p[0], high: p[1], period: p[2], currency: p[3] }
        : { single: p[0], period: p[1], currency: p[2] };
  }
  if (e.cur) c.expect.currencies = e.cur;
  if (e.neg) c.expect.negotiable = true;
  if (e.emp) c.expect.emp = e.emp;
  if (e.skills) c.expect.skills = e.skills;
  return c;
}

export function handWrittenCases(): Case[] {
  counter = 0;
  return [
    // ------------------------------------------------------------ English: namesakes, City, ST, pay forms
    h('en', 'en', 'Barista needed for our new coffee shop in Portland, Maine. Part-time, $17-19/hr + tips.', {
      role: 'barista',
      onsite: 'portland-me',
      emp: 'partTime',
      pay: [17, 19, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Line cook – Portland, OR. Full time, $21/hour, nights and weekends.', {
      role: 'cook',
      onsite: 'portland-or',
      emp: 'fullTime',
      pay: [21, 'hourly', 'USD'],
    }),
    h(
      'en',
      'en',
      "We're a Birmingham, AL based hospital system hiring registered nurses (RN) for our ICU. Sign-on bonus $10,000. Pay $38-$52/hr depending on experience.",
      { role: 'nurse', onsite: 'birmingham-al', pay: [38, 52, 'hourly', 'USD'] },
    ),
    h(
      'en',
      'en',
      'Warehouse associate, Birmingham (UK) – £11.44 per hour, 4 on 4 off shifts, temp to perm.',
      {
        role: 'warehouse',
        onsite: 'birmingham-uk',
        pay: [11.44, 'hourly', 'GBP'],
        emp: 'temporary',
      },
    ),
    h(
      'en',
      'en',
      'Looking for a senior backend engineer (Go, PostgreSQL, Kubernetes). Remote (US only). $160k–$190k base + equity.',
      {
        role: 'backend',
        senior: true,
        remote: 'US',
        pay: [160000, 190000, 'yearly', 'USD'],
        skills: ['PostgreSQL', 'Kubernetes'],
      },
    ),
    h(
      'en',
      'en',
      "Remote data analyst – anywhere in the world. We're a fully distributed team. SQL, Python, Tableau. $70,000-$85,000/yr.",
      {
        role: 'dataAnalyst',
        remote: 'world',
        pay: [70000, 85000, 'yearly', 'USD'],
        skills: ['SQL', 'Python', 'Tableau'],
      },
    ),
    h(
      'en',
      'en',
      'Customer support agent, remote, EU timezones only (CET ±2). Zendesk experience a plus. €2,400/month.',
      {
        role: 'customerService',
        remote: 'any',
        pay: [2400, 'monthly', 'EUR'],
        cur: ['EUR', 'USD'],
        skills: ['Zendesk'],
      },
    ),
    h('en', 'en', 'Dental hygienist for a busy practice in Cambridge, MA. 4 days/week, $50/hr.', {
      role: 'dentalHygienist',
      onsite: 'cambridge-ma',
      pay: [50, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Research data scientist, Cambridge UK (hybrid, 2 days a week in the office). £55k-£65k.', {
      role: 'dataScientist',
      hybrid: 'cambridge-uk',
      pay: [55000, 65000, 'yearly', 'GBP'],
    }),
    h(
      'en',
      'en',
      'Server / waiter wanted for a French bistro in Paris, Texas. $2.13/hr + tips (avg $20/hr).',
      {
        role: 'waiter',
        onsite: 'paris-tx',
      },
    ),
    h('en', 'en', 'Hiring an English teacher in Paris (France), part-time 20h/week, €1,600 net per month.', {
      role: 'teacher',
      onsite: 'paris',
      emp: 'partTime',
      pay: [1600, 'monthly', 'EUR'],
    }),
    h(
      'en',
      'en',
      'Licensed electrician (309A) needed in London, Ontario. $38–$44/hour, full-time, company truck provided.',
      { role: 'electrician', onsite: 'london-on', pay: [38, 44, 'hourly', 'CAD'], emp: 'fullTime' },
    ),
    h('en', 'en', 'Electrician - London - £45k + van. Must have 18th Edition and ECS card.', {
      role: 'electrician',
      onsite: 'london',
      pay: [45000, 'yearly', 'GBP'],
    }),
    h(
      'en',
      'en',
      "We're hiring a registered nurse for our clinic in Valencia, Spain. Spanish B2 required. €2,100/month gross, 14 payments.",
      { role: 'nurse', onsite: 'valencia-es', pay: [2100, 'monthly', 'EUR'] },
    ),
    h(
      'en',
      'en',
      'Industrial mechanic for our bottling plant in Valencia, Carabobo (Venezuela). Pay in USD, $600/month.',
      { role: 'mechanic', onsite: 'valencia-ve', cur: ['VES', 'USD'], pay: [600, 'monthly', 'USD'] },
    ),
    h(
      'en',
      'en',
      'Software developer for our office in Córdoba, Argentina (hybrid, 3 days in office). Salary in ARS, adjusted quarterly.',
      { role: 'softwareEngineer', hybrid: 'cordoba-ar' },
    ),
    h(
      'en',
      'en',
      'Head chef for a tapas restaurant in Cordoba, Spain. Live-in accommodation available. €30,000 per year.',
      {
        role: 'chef',
        onsite: 'cordoba-es',
        pay: [30000, 'yearly', 'EUR'],
      },
    ),
    h(
      'en',
      'en',
      'San José, Costa Rica: bilingual customer service agents needed (English C1). On-site, rotating shifts, ₡750,000 monthly.',
      { role: 'customerService', onsite: 'sanjose-cr', pay: [750000, 'monthly', 'CRC'] },
    ),
    h('en', 'en', 'Senior product manager – San Jose, CA (hybrid, 3 days onsite). $180,000 - $210,000.', {
      role: 'productManager',
      senior: true,
      hybrid: 'sanjose-ca',
      pay: [180000, 210000, 'yearly', 'USD'],
    }),
    h(
      'en',
      'en',
      '3 delivery drivers needed in Santiago, Chile – must have own motorbike. CLP 650,000 per month plus bonuses.',
      { role: 'deliveryDriver', onsite: 'santiago-cl', pay: [650000, 'monthly', 'CLP'] },
    ),
    h(
      'en',
      'en',
      'Receptionist for a hotel in Santiago de Compostela (Spain). Night shifts, English and Spanish.',
      {
        role: 'receptionist',
        onsite: 'santiago-es',
      },
    ),
    h('en', 'en', 'Mérida, Yucatán – hotel front desk agent, MXN 11,000 a month.', {
      role: 'receptionist',
      onsite: 'merida-mx',
      pay: [11000, 'monthly', 'MXN'],
    }),
    h(
      'en',
      'en',
      'Warehouse operatives needed in León, Guanajuato, Mexico. Day shift. $2,400 pesos weekly.',
      {
        role: 'warehouse',
        onsite: 'leon-mx',
      },
    ),
    h(
      'en',
      'en',
      'Guadalajara (Jalisco) – we need a frontend developer, React + TypeScript, hybrid 2 days in the office, MXN 45,000-55,000 per month.',
      {
        role: 'frontend',
        hybrid: 'guadalajara-mx',
        pay: [45000, 55000, 'monthly', 'MXN'],
        skills: ['React', 'TypeScript'],
      },
    ),
    h(
      'en',
      'en',
      'Forklift driver in Guadalajara, Spain (Castilla-La Mancha), logistics hub near the A-2. 1,450 € gross per month, rotating shifts.',
      { role: 'forklift', onsite: 'guadalajara-es', pay: [1450, 'monthly', 'EUR'] },
    ),
    h('en', 'en', 'Truck driver, CDL-A, based out of Columbus, GA. Home weekly. $0.62/mile.', {
      role: 'truckDriver',
      onsite: 'columbus-ga',
    }),
    h('en', 'en', 'Cashier – Springfield, IL – part-time evenings, $15/hr.', {
      role: 'cashier',
      onsite: 'springfield-il',
      emp: 'partTime',
      pay: [15, 'hourly', 'USD'],
    }),
    h(
      'en',
      'en',
      'Security officer for a hospital in Springfield, Massachusetts. Overnight, full-time, $20.50/hour.',
      {
        role: 'securityGuard',
        onsite: 'springfield-ma',
        pay: [20.5, 'hourly', 'USD'],
        emp: 'fullTime',
      },
    ),
    h('en', 'en', 'Forklift operator – Kansas City, KS warehouse – $22/hr, weekly pay.', {
      role: 'forklift',
      onsite: 'kc-ks',
      pay: [22, 'hourly', 'USD'],
    }),
    h(
      'en',
      'en',
      'Our Dublin office is hiring a recruiter (talent acquisition). Hybrid: 2 days a week in the office. €50-60k.',
      { role: 'recruiter', hybrid: 'dublin', pay: [50000, 60000, 'yearly', 'EUR'] },
    ),
    h('en', 'en', 'Dublin, Ohio: we need a physical therapist for an outpatient clinic, $85k-$95k.', {
      role: 'physio',
      onsite: 'dublin-oh',
      pay: [85000, 95000, 'yearly', 'USD'],
    }),
    h('en', 'en', 'Pharmacist (locum) in Perth, Scotland. £45 per hour, temporary 3-month cover.', {
      role: 'pharmacist',
      onsite: 'perth-uk',
      pay: [45, 'hourly', 'GBP'],
      emp: 'temporary',
    }),
    h('en', 'en', 'Mining site electrician – FIFO from Perth, WA. AUD 150k + super.', {
      role: 'electrician',
      onsite: 'perth-au',
      pay: [150000, 'yearly', 'AUD'],
    }),
    h('en', 'en', 'Aged care support worker, Newcastle NSW, casual, $32.50/hr + penalty rates.', {
      role: 'caregiver',
      onsite: 'newcastle-au',
      pay: [32.5, 'hourly', 'AUD'],
    }),
    h('en', 'en', 'Newcastle upon Tyne: kitchen porter needed for busy pub, £11.50ph, immediate start.', {
      role: 'dishwasher',
      onsite: 'newcastle-uk',
      pay: [11.5, 'hourly', 'GBP'],
    }),
    h('en', 'en', 'Diesel mechanic wanted in Hamilton, NZ. NZ$35-42 per hour.', {
      role: 'mechanic',
      onsite: 'hamilton-nz',
      pay: [35, 42, 'hourly', 'NZD'],
    }),
    h('en', 'en', 'Hamilton, ON - caregiver for home care clients, $22/hr, car required.', {
      role: 'caregiver',
      onsite: 'hamilton-on',
      pay: [22, 'hourly', 'CAD'],
    }),
    h('en', 'en', 'Victoria, BC – barista, part time, $17.85/hour plus tips.', {
      role: 'barista',
      onsite: 'victoria-bc',
      emp: 'partTime',
      pay: [17.85, 'hourly', 'CAD'],
    }),
    h('en', 'en', 'Vancouver, WA based company hiring an accountant (CPA preferred). $75-90k. On-site.', {
      role: 'accountant',
      onsite: 'vancouver-wa',
      pay: [75000, 90000, 'yearly', 'USD'],
    }),
    h(
      'en',
      'en',
      'Remote role, must live in Canada. Bilingual (EN/FR) customer support agent. CAD 52,000/year.',
      {
        role: 'customerService',
        remote: 'CA',
        pay: [52000, 'yearly', 'CAD'],
      },
    ),
    h(
      'en',
      'en',
      'Fully remote within the UK – senior data analyst, £60,000-£70,000, occasional travel to our Leeds office.',
      { role: 'dataAnalyst', senior: true, remote: 'GB', pay: [60000, 70000, 'yearly', 'GBP'] },
    ),
    h(
      'en',
      'en',
      "Remote (US only). We're headquartered in Berlin but this role is for US-based candidates: account executive, OTE $140k.",
      { role: 'salesRep', remote: 'US', tags: ['hq-first'] },
    ),
    h(
      'en',
      'en',
      'HQ in London, team in Lisbon. Hiring a UX designer to join the Lisbon office, hybrid (Tue/Wed/Thu in office). €35k-€42k.',
      { role: 'uxDesigner', hybrid: 'lisboa', pay: [35000, 42000, 'yearly', 'EUR'], tags: ['hq-first'] },
    ),
    h(
      'en',
      'en',
      'We are a Madrid-based startup. This position is 100% remote from anywhere in Spain: backend developer (Node.js, PostgreSQL), 45.000-55.000€ brutos/año.',
      {
        role: 'backend',
        remote: 'ES',
        pay: [45000, 55000, 'yearly', 'EUR'],
        skills: ['Node.js', 'PostgreSQL'],
        tags: ['hq-first'],
      },
    ),
    h(
      'en',
      'en',
      'On-site only, no hybrid: graphic designer for our print shop in Austin, TX. $50k-$58k/year.',
      { role: 'graphicDesigner', onsite: 'austin', pay: [50000, 58000, 'yearly', 'USD'], tags: ['negation'] },
    ),
    h('en', 'en', 'This is NOT a remote job. Receptionist in Miami, FL, bilingual English/Spanish, $18/hr.', {
      role: 'receptionist',
      onsite: 'miami',
      pay: [18, 'hourly', 'USD'],
      tags: ['negation'],
    }),
    h('en', 'en', 'no remote!! cleaner for offices in Chicago loop, evenings 6pm-10pm, $17/hr', {
      role: 'cleaner',
      onsite: 'chicago',
      pay: [17, 'hourly', 'USD'],
      tags: ['negation'],
    }),
    h(
      'en',
      'en',
      'Remote not possible for this one – mechanic at our Denver, CO dealership. $28-$38/hr DOE.',
      {
        role: 'mechanic',
        onsite: 'denver',
        pay: [28, 38, 'hourly', 'USD'],
        tags: ['negation'],
      },
    ),
    h(
      'en',
      'en',
      'Hybrid (3 days in office) – Atlanta, GA – project manager, PMP preferred, $95,000-$115,000',
      {
        role: 'projectManager',
        hybrid: 'atlanta',
        pay: [95000, 115000, 'yearly', 'USD'],
      },
    ),
    h('en', 'en', 'Seattle-based, hybrid. 2 days WFH. Senior software engineer (Java, AWS). $175k-$210k.', {
      role: 'softwareEngineer',
      senior: true,
      hybrid: 'seattle',
      pay: [175000, 210000, 'yearly', 'USD'],
      skills: ['Java', 'AWS'],
    }),
    h('en', 'en', 'Boston, MA. Pharmacist, full-time, on-site, $60/hr.', {
      role: 'pharmacist',
      onsite: 'boston',
      pay: [60, 'hourly', 'USD'],
      emp: 'fullTime',
    }),
    h('en', 'en', 'Preschool teacher for our nursery in Houston. Must have CDA. $16-18/hr.', {
      role: 'childcare',
      onsite: 'houston',
      pay: [16, 18, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Night nurse needed – Toronto (on-site), $45/hour, 12-hour shifts.', {
      role: 'nurse',
      onsite: 'toronto',
      pay: [45, 'hourly', 'CAD'],
    }),
    h('en', 'en', 'Welder – Calgary, AB – $35-$42/hr, Red Seal an asset.', {
      role: 'welder',
      onsite: 'calgary',
      pay: [35, 42, 'hourly', 'CAD'],
    }),
    h('en', 'en', 'Montreal, QC: bilingual receptionist for a dental clinic, 30 hrs/week, $20/h.', {
      role: 'receptionist',
      onsite: 'montreal',
      pay: [20, 'hourly', 'CAD'],
    }),
    h('en', 'en', 'Sydney NSW – barista for specialty café in Surry Hills, casual, $30/hr.', {
      role: 'barista',
      onsite: 'sydney',
      pay: [30, 'hourly', 'AUD'],
    }),
    h('en', 'en', 'Melbourne (VIC) hybrid role: marketing manager, $120k + super, 3 days in office.', {
      role: 'marketingManager',
      hybrid: 'melbourne',
      pay: [120000, 'yearly', 'AUD'],
    }),
    h('en', 'en', 'Brisbane – plumber with QBCC licence, $45/hr, full time.', {
      role: 'plumber',
      onsite: 'brisbane',
      pay: [45, 'hourly', 'AUD'],
      emp: 'fullTime',
    }),
    h('en', 'en', 'Auckland-based carpenter, NZ$32/hour, long-term project.', {
      role: 'carpenter',
      onsite: 'auckland',
      pay: [32, 'hourly', 'NZD'],
    }),
    h(
      'en',
      'en',
      'Looking for a freelance graphic designer (remote, anywhere) to design our packaging. $40/hour, ~10 hours per week.',
      { role: 'graphicDesigner', remote: 'world', emp: 'freelance', pay: [40, 'hourly', 'USD'] },
    ),
    h('en', 'en', 'Summer internship – data analyst intern, NYC (hybrid), $30/hr, 10 weeks.', {
      role: 'dataAnalyst',
      hybrid: 'nyc',
      emp: 'internship',
      pay: [30, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Temporary warehouse staff for peak season in Leeds, £12.21 per hour, Nov–Jan.', {
      role: 'warehouse',
      onsite: 'leeds',
      emp: 'temporary',
      pay: [12.21, 'hourly', 'GBP'],
    }),
    h('en', 'en', '6-month contract: senior recruiter, Glasgow, hybrid, £350 per day.', {
      role: 'recruiter',
      senior: true,
      hybrid: 'glasgow',
      emp: 'contract',
      cur: ['GBP'],
    }),
    h(
      'en',
      'en',
      'Part-time bookkeeper/accountant for a small firm in Bristol, 2 days a week in the office, £18/hr.',
      {
        role: 'accountant',
        onsite: 'bristol',
        // Two working days, both in the office: on-site; a reader may also call it hybrid.
        alt: [{ hybrid: 'bristol' }],
        emp: 'partTime',
        pay: [18, 'hourly', 'GBP'],
        tags: ['part-time-days'],
      },
    ),
    h('en', 'en', 'Edinburgh – hotel receptionist, live-in available, £24,000 p.a.', {
      role: 'receptionist',
      onsite: 'edinburgh',
      pay: [24000, 'yearly', 'GBP'],
    }),
    h('en', 'en', 'Manchester, NH – nursing assistant (CNA), night shift, $19–$23 hourly', {
      role: 'nurseAide',
      onsite: 'manchester-nh',
      pay: [19, 23, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Nursing assistant (HCA) for a care home in Manchester, 36.5 hours per week, £12/hr.', {
      role: 'nurseAide',
      onsite: 'manchester',
      pay: [12, 'hourly', 'GBP'],
    }),
    h('en', 'en', 'Software engineer, Richmond VA, hybrid, $120,000/year, secret clearance required.', {
      role: 'softwareEngineer',
      hybrid: 'richmond-va',
      pay: [120000, 'yearly', 'USD'],
    }),
    h('en', 'en', 'Toledo, Ohio – welder/fabricator, 2nd shift, $24/hour.', {
      role: 'welder',
      onsite: 'toledo-oh',
      pay: [24, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Aurora, IL: hiring order pickers, $18.50/hr + $1 shift differential.', {
      role: 'warehouse',
      onsite: 'aurora-il',
      pay: [18.5, 'hourly', 'USD'],
    }),
    h(
      'en',
      'en',
      "For our new beach club in Cancún we're hiring a head chef, 4 waiters and 2 bartenders. On-site, staff housing provided.",
      { role: ['chef', 'waiter', 'bartender'], onsite: 'cancun', tags: ['several-roles'] },
    ),
    h('en', 'en', 'Nurse – Paris. €2,300 net/month. French required.', {
      role: 'nurse',
      onsite: 'paris',
      pay: [2300, 'monthly', 'EUR'],
    }),
    h(
      'en',
      'en',
      'Vet (veterinary surgeon) for a mixed practice in Cork, Ireland – €70k–€85k, 1 in 6 on-call.',
      {
        role: 'veterinarian',
        onsite: 'cork',
        pay: [70000, 85000, 'yearly', 'EUR'],
      },
    ),
    h('en', 'en', 'Kinsale, Co. Cork – bartender for a seafood restaurant, summer season, €14/hour + tips.', {
      role: 'bartender',
      onsite: { town: 'Kinsale' },
      pay: [14, 'hourly', 'EUR'],
    }),
    h('en', 'en', 'Keswick, Cumbria: chef de partie for a country inn, £28k, live-in.', {
      role: ['chef', 'cook'],
      onsite: { town: 'Keswick' },
      pay: [28000, 'yearly', 'GBP'],
    }),
    h('en', 'en', 'Front desk receptionist at a boutique hotel in Marfa, TX. $16/hr + housing.', {
      role: 'receptionist',
      onsite: { town: 'Marfa' },
      pay: [16, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Bar Harbor, ME seasonal line cooks, May-October, $22-25/hr', {
      role: 'cook',
      onsite: { town: 'Bar Harbor' },
      emp: 'temporary',
      pay: [22, 25, 'hourly', 'USD'],
    }),
    h('en', 'en', 'London, Kentucky – truck driver, regional routes, $1,400/week.', {
      role: 'truckDriver',
      onsite: { town: 'London', cc: 'US' },
      cur: ['USD'],
    }),
    h('en', 'en', "Paris, Tennessee: we're hiring a pharmacist for our community pharmacy, $120k/yr.", {
      role: 'pharmacist',
      onsite: { town: 'Paris', cc: 'US' },
      pay: [120000, 'yearly', 'USD'],
    }),
    h('en', 'en', 'Hi there, can you write a job ad for a dog groomer in Austin? Part-time, $18/hr.', {
      onsite: 'austin',
      emp: 'partTime',
      pay: [18, 'hourly', 'USD'],
      tags: ['unknown-role'],
    }),
    h('en', 'es', 'We need a waiter for our restaurant in Seville, summer contract, €1,400/month.', {
      role: 'waiter',
      onsite: 'sevilla',
      pay: [1400, 'monthly', 'EUR'],
    }),
    h('en', 'en', 'Remote, CET timezone, company based in Amsterdam: frontend developer (Vue.js).', {
      role: 'frontend',
      remote: 'any',
      alt: [{ remote: 'world' }],
      skills: ['Vue.js'],
      tags: ['hq-first'],
    }),
    h(
      'en',
      'en',
      'Full remote from Portugal (you must be a resident), support agent with Portuguese and English, €1,300/month.',
      { role: 'customerService', remote: 'PT', pay: [1300, 'monthly', 'EUR'] },
    ),
    h(
      'en',
      'en',
      'Data scientist – remote, but you must be within commuting distance of our Rotterdam office for monthly meetups.',
      { role: 'dataScientist', remote: 'NL', alt: [{ hybrid: 'rotterdam' }] },
    ),
    h('en', 'en', 'Hybrid – Eindhoven – electrical engineer, €4.000-€5.500 per month.', {
      role: 'electricalEngineer',
      hybrid: 'eindhoven',
      pay: [4000, 5500, 'monthly', 'EUR'],
    }),
    h(
      'en',
      'en',
      'Administrative assistant for our Brussels office, FR/NL/EN, on-site, €2,800 gross per month.',
      {
        role: 'adminAssistant',
        onsite: 'brussel',
        pay: [2800, 'monthly', 'EUR'],
      },
    ),
    h('en', 'en', 'Nairobi, Kenya – data analyst, hybrid, KES 150,000 per month.', {
      role: 'dataAnalyst',
      hybrid: 'nairobi',
      pay: [150000, 'monthly', 'KES'],
    }),
    h('en', 'en', 'Bangalore – backend engineer (Java, Spring), ₹18-24 LPA, hybrid.', {
      role: 'backend',
      hybrid: 'bengaluru',
      pay: [1800000, 2400000, 'yearly', 'INR'],
      skills: ['Java'],
    }),
    h(
      'en',
      'en',
      'Tokyo office, on-site: bilingual recruiter (Japanese/English), ¥6,000,000–¥8,000,000 per year.',
      { role: 'recruiter', onsite: 'tokyo', pay: [6000000, 8000000, 'yearly', 'JPY'] },
    ),
    h('en', 'en', 'Kraków – senior Java developer, B2B contract, 25 000–30 000 PLN net/month, hybrid.', {
      role: 'softwareEngineer',
      senior: true,
      hybrid: 'krakow',
      emp: 'contract',
      pay: [25000, 30000, 'monthly', 'PLN'],
      skills: ['Java'],
    }),
    h('en', 'en', 'Zurich – pharmacist (80-100%), CHF 95,000-110,000.', {
      role: 'pharmacist',
      onsite: 'zurich',
      pay: [95000, 110000, 'yearly', 'CHF'],
    }),
    h('en', 'en', 'hiring ASAP!!! warehouse picker packer $17/hr Houston TX no experience needed', {
      role: 'warehouse',
      onsite: 'houston',
      pay: [17, 'hourly', 'USD'],
    }),
    h('en', 'en', 'Nurse. Lisbon.', { role: 'nurse', onsite: 'lisboa', tags: ['short'] }),
    h('en', 'en', 'electrician', { role: 'electrician', anyMode: true, tags: ['short'] }),
    h('en', 'en', 'Python developer, remote', {
      role: 'softwareEngineer',
      remote: 'world',
      skills: ['Python'],
      tags: ['short'],
    }),
    h('en', 'en', 'Were hiring a recepcionist for our dental office in Portland, Oregon, 30 hrs/wk, $19/hr', {
      role: 'receptionist',
      onsite: 'portland-or',
      pay: [19, 'hourly', 'USD'],
      tags: ['typo'],
    }),
    h('en', 'en', 'lookng for an experinced electrican in Houston, TX. 30$/hr', {
      role: 'electrician',
      onsite: 'houston',
      pay: [30, 'hourly', 'USD'],
      tags: ['typo'],
    }),
    h('en', 'en', 'Remtoe customer service rep, US only, $18/hr', {
      role: 'customerService',
      remote: 'US',
      pay: [18, 'hourly', 'USD'],
      tags: ['typo', 'typo-key'],
    }),
    h('en', 'en', 'Hybird role: accountant in Chicago, 3 days in the office', {
      role: 'accountant',
      hybrid: 'chicago',
      tags: ['typo', 'typo-key'],
    }),
    h('en', 'en', 'Barcelona-based, on site: waiter/waitress for a beach bar, €1.500/mes, seasonal', {
      role: 'waiter',
      onsite: 'barcelona',
      pay: [1500, 'monthly', 'EUR'],
    }),
    h(
      'en',
      'en',
      'Sales assistant for our flagship store in London. Remote work is not available for this position. £11.95/hr.',
      { role: 'retailAssistant', onsite: 'london', pay: [11.95, 'hourly', 'GBP'], tags: ['negation'] },
    ),
    h(
      'en',
      'en',
      'Not hybrid, not remote: full on-site role as a security guard at a construction site in Manchester, £12.60ph.',
      { role: 'securityGuard', onsite: 'manchester', pay: [12.6, 'hourly', 'GBP'], tags: ['negation'] },
    ),
    h('en', 'en', 'This role cannot be done remotely. Lab-based data scientist in Cambridge, UK.', {
      role: 'dataScientist',
      onsite: 'cambridge-uk',
      tags: ['negation'],
    }),
    h('en', 'en', 'No WFH. Customer service agent in our Glasgow contact centre, £24k.', {
      role: 'customerService',
      onsite: 'glasgow',
      pay: [24000, 'yearly', 'GBP'],
      tags: ['negation'],
    }),
    h(
      'en',
      'en',
      'Candidates must be on-site in Austin; this is not a remote-friendly position. Frontend engineer, $130k.',
      { role: 'frontend', onsite: 'austin', pay: [130000, 'yearly', 'USD'], tags: ['negation'] },
    ),
    h('en', 'en', 'Not fully remote – hybrid in Denver (Mon/Tue in office). Senior UX designer.', {
      role: 'uxDesigner',
      senior: true,
      hybrid: 'denver',
    }),
    h('en', 'en', 'We do not offer remote or hybrid options. Welder needed in Birmingham.', {
      role: 'welder',
      onsite: 'birmingham-uk',
      tags: ['negation'],
    }),
    h(
      'en',
      'en',
      'Although we are a remote-first company, this role is not remote: pharmacist for our Boston dispensary.',
      { role: 'pharmacist', onsite: 'boston', tags: ['negation'] },
    ),
    h('en', 'en', 'Remote – must reside in one of: CA, OR, WA. Senior data scientist, $170k.', {
      role: 'dataScientist',
      senior: true,
      remote: 'US',
      pay: [170000, 'yearly', 'USD'],
    }),
    h('en', 'en', 'Remote (LATAM) – frontend developer, USD 3,500-4,500/month, contractor.', {
      role: 'frontend',
      remote: 'any',
      emp: 'contract',
      pay: [3500, 4500, 'monthly', 'USD'],
      cur: ['USD'],
    }),
    h('en', 'en', 'Remote within Europe (EU work permit needed). Backend developer, €60-75k.', {
      role: 'backend',
      remote: 'any',
      pay: [60000, 75000, 'yearly', 'EUR'],
      cur: ['EUR', 'USD'],
    }),
    h('en', 'en', 'Anywhere in the Americas, remote. Tech recruiter, USD 40/hour, freelance.', {
      role: 'recruiter',
      remote: 'any',
      emp: 'freelance',
      pay: [40, 'hourly', 'USD'],
      cur: ['USD'],
    }),
    h('en', 'en', 'Customer support agent, 100% remote, must overlap 4 hours with PST.', {
      role: 'customerService',
      remote: 'any',
      alt: [{ remote: 'world' }, { remote: 'US' }],
    }),
    h(
      'en',
      'en',
      'Work from home – Spain-based candidates only. English-speaking customer service agent, €22,000/year.',
      {
        role: 'customerService',
        remote: 'ES',
        pay: [22000, 'yearly', 'EUR'],
      },
    ),
    h('en', 'en', 'Remote in Mexico or Colombia – backend developer, USD 4,000/month.', {
      role: 'backend',
      remote: 'MX',
      alt: [{ remote: 'CO' }, { remote: 'any' }],
      cur: ['USD', 'MXN', 'COP'],
    }),
    h('en', 'en', 'Cashier at our Óbidos, Portugal gift shop, €820/month, seasonal (June–September).', {
      role: 'cashier',
      onsite: { town: 'Óbidos' },
      emp: 'temporary',
      pay: [820, 'monthly', 'EUR'],
    }),
    h('en', 'en', 'Waiter for a canal-side restaurant in Giethoorn (Overijssel), €13/hour.', {
      role: 'waiter',
      onsite: { town: 'Giethoorn' },
      pay: [13, 'hourly', 'EUR'],
    }),
    h('en', 'en', 'Tiradentes (MG), Brazil – chef for a pousada restaurant, R$ 4.500/month.', {
      role: 'chef',
      onsite: { town: 'Tiradentes' },
      pay: [4500, 'monthly', 'BRL'],
    }),
    // ------------------------------------------------------------ Spanish
    h(
      'es',
      'es',
      'Buscamos camarero/a para terraza en Málaga, temporada de verano (julio-septiembre), 1.400€/mes.',
      { role: 'waiter', onsite: 'malaga', emp: 'temporary', pay: [1400, 'monthly', 'EUR'] },
    ),
    h(
      'es',
      'es',
      'Se busca enfermera para residencia de mayores en Córdoba (Andalucía). Contrato indefinido, jornada completa. 1.900 € brutos al mes.',
      { role: 'nurse', onsite: 'cordoba-es', emp: 'fullTime', pay: [1900, 'monthly', 'EUR'] },
    ),
    h(
      'es',
      'es',
      'Córdoba, Argentina: buscamos desarrollador/a backend semi senior (Node.js), modalidad híbrida, sueldo en pesos a convenir.',
      { role: 'backend', hybrid: 'cordoba-ar', neg: true, skills: ['Node.js'] },
    ),
    h(
      'es',
      'es',
      'Vacante: cocinero/a en restaurante de Mérida (Badajoz). Presencial, turno partido, 1.350€ netos.',
      {
        role: 'cook',
        onsite: 'merida-es',
        pay: [1350, 'monthly', 'EUR'],
      },
    ),
    h(
      'es',
      'es',
      'Mérida, Yucatán: se solicita recepcionista bilingüe para hotel, sueldo $12,000 mensuales + propinas.',
      { role: 'receptionist', onsite: 'merida-mx', pay: [12000, 'monthly', 'MXN'] },
    ),
    h('es', 'es', 'León, Gto. — Operadores de montacargas, turno nocturno, $2,800 semanales.', {
      role: 'forklift',
      onsite: 'leon-mx',
      cur: ['MXN'],
    }),
    h('es', 'es', 'León (España): buscamos fisioterapeuta para clínica, media jornada, 900€/mes.', {
      role: 'physio',
      onsite: 'leon-es',
      emp: 'partTime',
      pay: [900, 'monthly', 'EUR'],
    }),
    h(
      'es',
      'es',
      'Guadalajara, Jalisco. Vacante: Diseñador UX/UI Sr., esquema híbrido (2 días en oficina), $55,000 - $65,000 MXN mensuales brutos.',
      { role: 'uxDesigner', senior: true, hybrid: 'guadalajara-mx', pay: [55000, 65000, 'monthly', 'MXN'] },
    ),
    h(
      'es',
      'es',
      'Buscamos mozo de almacén en Guadalajara (España), polígono del Henares. Contrato temporal de 3 meses.',
      { role: 'warehouse', onsite: 'guadalajara-es', emp: 'temporary' },
    ),
    h('es', 'es', 'Toledo: necesitamos electricista con carnet, incorporación inmediata, 1.700 € al mes.', {
      role: 'electrician',
      onsite: 'toledo-es',
      pay: [1700, 'monthly', 'EUR'],
      tags: ['bare-namesake'],
    }),
    h('es', 'es', 'Camareros para hotel en Granada, con experiencia, inglés valorable, 1.250€ + propinas', {
      role: 'waiter',
      onsite: 'granada-es',
      pay: [1250, 'monthly', 'EUR'],
    }),
    h('es', 'es', 'Se busca barista en Santiago (Chile), part-time, $450.000 líquidos', {
      role: 'barista',
      onsite: 'santiago-cl',
      emp: 'partTime',
      pay: [450000, 'monthly', 'CLP'],
    }),
    h(
      'es',
      'es',
      'Buscamos recepcionista para hotel en Santiago de Compostela, turno de noche, inglés alto.',
      {
        role: 'receptionist',
        onsite: 'santiago-es',
      },
    ),
    h('es', 'es', 'Repartidor con moto propia en Santiago de los Caballeros, RD$ 25,000 mensuales.', {
      role: 'deliveryDriver',
      onsite: 'santiago-do',
      pay: [25000, 'monthly', 'DOP'],
    }),
    h(
      'es',
      'es',
      'San José (Costa Rica) - Agente de servicio al cliente bilingüe, 100% presencial, salario ₡700.000 mensuales.',
      { role: 'customerService', onsite: 'sanjose-cr', pay: [700000, 'monthly', 'CRC'] },
    ),
    h('es', 'es', 'Buscamos programador/a full stack en Valencia, híbrido, 35-40k', {
      role: 'softwareEngineer',
      hybrid: 'valencia-es',
      tags: ['bare-namesake'],
    }),
    h('es', 'es', 'Valencia, Venezuela: se necesita mecánico automotriz, pago en dólares, 400$ mensuales.', {
      role: 'mechanic',
      onsite: 'valencia-ve',
      cur: ['VES', 'USD'],
      pay: [400, 'monthly', 'USD'],
    }),
    h(
      'es',
      'es',
      'Cartagena de Indias: bartender para hotel boutique, turnos rotativos, $2.500.000 COP mensuales.',
      { role: 'bartender', onsite: 'cartagena-co', pay: [2500000, 'monthly', 'COP'] },
    ),
    h('es', 'es', 'Cartagena (Murcia): soldador para astillero, contrato por obra, 14 €/hora.', {
      role: 'welder',
      onsite: 'cartagena-es',
      emp: 'contract',
      pay: [14, 'hourly', 'EUR'],
    }),
    h(
      'es',
      'es',
      'Oferta: enfermero/a en Madrid, no es remoto obviamente, turnos rotatorios, 2.000€ brutos/mes',
      {
        role: 'nurse',
        onsite: 'madrid',
        pay: [2000, 'monthly', 'EUR'],
        tags: ['negation'],
      },
    ),
    h(
      'es',
      'es',
      'Buscamos desarrollador/a frontend (React) 100% remoto desde España, 40.000 - 48.000 € brutos anuales.',
      { role: 'frontend', remote: 'ES', pay: [40000, 48000, 'yearly', 'EUR'], skills: ['React'] },
    ),
    h(
      'es',
      'es',
      'Teletrabajo desde cualquier parte de Latinoamérica: analista de datos Sr., USD 2.500 mensuales, contrato como contractor.',
      {
        role: 'dataAnalyst',
        senior: true,
        remote: 'any',
        emp: 'contract',
        pay: [2500, 'monthly', 'USD'],
        cur: ['USD'],
      },
    ),
    h(
      'es',
      'es',
      'Puesto 100% presencial en Bilbao, sin posibilidad de teletrabajo: contable con experiencia en SAP, 32.000€/año.',
      {
        role: 'accountant',
        onsite: 'bilbao',
        pay: [32000, 'yearly', 'EUR'],
        skills: ['SAP'],
        tags: ['negation'],
      },
    ),
    h(
      'es',
      'es',
      'No se admite teletrabajo. Buscamos teleoperador/a para campaña de atención al cliente en Sevilla, 20h semanales, 700 € al mes.',
      { role: 'customerService', onsite: 'sevilla', pay: [700, 'monthly', 'EUR'], tags: ['negation'] },
    ),
    h(
      'es',
      'es',
      'Modelo híbrido: 3 días en la oficina de Barcelona y 2 en casa. Product manager senior, 60-70k€.',
      { role: 'productManager', senior: true, hybrid: 'barcelona', pay: [60000, 70000, 'yearly', 'EUR'] },
    ),
    h(
      'es',
      'es',
      'Híbrido en Zaragoza (martes y jueves en oficina). Técnico/a de selección, 26.000 € brutos anuales.',
      { role: 'recruiter', hybrid: 'zaragoza', pay: [26000, 'yearly', 'EUR'] },
    ),
    h('es', 'es', 'Buscamos dependienta para tienda de ropa en Alicante, media jornada de tarde, 650€/mes', {
      role: 'retailAssistant',
      onsite: 'alicante',
      emp: 'partTime',
      pay: [650, 'monthly', 'EUR'],
    }),
    h('es', 'es', 'se busca fontanero urgente en valladolid, autonomo, se paga bien', {
      role: 'plumber',
      onsite: 'valladolid',
      emp: 'freelance',
      tags: ['no-accents', 'lowercase'],
    }),
    h(
      'es',
      'es',
      'Ofrecemos prácticas remuneradas de diseñador gráfico en Madrid (600€/mes), 6 meses, modalidad híbrida',
      { role: 'graphicDesigner', hybrid: 'madrid', emp: 'internship', pay: [600, 'monthly', 'EUR'] },
    ),
    h('es', 'es', 'Becario/a de marketing digital en Barcelona, presencial, 800 € al mes.', {
      role: 'marketingManager',
      onsite: 'barcelona',
      emp: 'internship',
      pay: [800, 'monthly', 'EUR'],
    }),
    h(
      'es',
      'es',
      'Necesitamos conductor de camión con carnet C+E para rutas nacionales, base en Zaragoza, 2.300€ netos/mes',
      { role: 'truckDriver', onsite: 'zaragoza', pay: [2300, 'monthly', 'EUR'] },
    ),
    h('es', 'es', 'Carretillero/a para almacén en Getafe (Madrid), turno de noche, 1.600€.', {
      role: 'forklift',
      onsite: 'getafe',
      pay: [1600, 'monthly', 'EUR'],
    }),
    h('es', 'es', 'Vigilante de seguridad en Las Palmas de Gran Canaria, contrato temporal, 1.300€/mes.', {
      role: 'securityGuard',
      onsite: 'laspalmas',
      emp: 'temporary',
      pay: [1300, 'monthly', 'EUR'],
    }),
    h('es', 'es', 'Peluquero/a en Gijón, jornada completa, buen ambiente!!', {
      role: 'hairdresser',
      onsite: 'gijon',
      emp: 'fullTime',
    }),
    h('es', 'es', 'Profesor/a de inglés para academia en A Coruña, por las tardes, 15€/hora', {
      role: 'teacher',
      onsite: 'coruna',
      pay: [15, 'hourly', 'EUR'],
    }),
    h('es', 'es', 'Buscamos cuidadora interna para persona mayor en Pamplona, 1.200 € + alojamiento', {
      role: 'caregiver',
      onsite: 'pamplona',
      pay: [1200, 'monthly', 'EUR'],
    }),
    h(
      'es',
      'es',
      'Reclutador/a IT freelance, 100% remoto desde cualquier parte del mundo, pago por colocación.',
      { role: 'recruiter', remote: 'world', emp: 'freelance' },
    ),
    h(
      'es',
      'es',
      'Ciudad de México (CDMX) — Contador/a general, esquema 100% presencial, sueldo $28,000 mensuales',
      {
        role: 'accountant',
        onsite: 'cdmx',
        pay: [28000, 'monthly', 'MXN'],
      },
    ),
    h('es', 'es', 'Monterrey, N.L.: soldadores MIG/TIG, $3,500 semanales, prestaciones de ley', {
      role: 'welder',
      onsite: 'monterrey',
      cur: ['MXN'],
    }),
    h(
      'es',
      'es',
      'Bogotá - se requiere auxiliar administrativo, presencial, salario $1.800.000 + prestaciones',
      {
        role: 'adminAssistant',
        onsite: 'bogota',
        pay: [1800000, 'monthly', 'COP'],
      },
    ),
    h(
      'es',
      'es',
      'Medellín: desarrollador backend semi-senior, remoto dentro de Colombia, COP 8.000.000 mensuales',
      { role: 'backend', remote: 'CO', pay: [8000000, 'monthly', 'COP'] },
    ),
    h('es', 'es', 'Lima, Perú - Cajero(a) para supermercado, S/ 1,300 mensuales, turnos rotativos', {
      role: 'cashier',
      onsite: 'lima',
      pay: [1300, 'monthly', 'PEN'],
    }),
    h(
      'es',
      'es',
      'Buenos Aires, modalidad híbrida: analista de datos, sueldo ARS 1.500.000 brutos mensuales',
      {
        role: 'dataAnalyst',
        hybrid: 'buenosaires',
        pay: [1500000, 'monthly', 'ARS'],
      },
    ),
    h('es', 'es', 'Montevideo: recepcionista para clínica, 6 horas diarias, $U 38.000 nominales por mes', {
      role: 'receptionist',
      onsite: 'montevideo',
      pay: [38000, 'monthly', 'UYU'],
    }),
    h('es', 'es', 'Quito: chofer profesional licencia tipo E para transporte pesado (camión)', {
      role: 'truckDriver',
      onsite: 'quito',
    }),
    h('es', 'en', 'Buscamos camarero para nuestro restaurante en Lisboa', {
      role: 'waiter',
      onsite: 'lisboa',
    }),
    h('es', 'nl', 'Necesitamos enfermera en Ámsterdam, inglés fluido, 3.000€/mes', {
      role: 'nurse',
      onsite: 'amsterdam',
      pay: [3000, 'monthly', 'EUR'],
    }),
    h('es', 'es', 'Buscamos ingeniero eléctrico para proyecto en Lima, no electricista', {
      role: 'electricalEngineer',
      onsite: 'lima',
      tags: ['neighbour-role'],
    }),
    h('es', 'es', 'Se busca higienista dental en Málaga, 4 días a la semana, 1.500€', {
      role: 'dentalHygienist',
      onsite: 'malaga',
      pay: [1500, 'monthly', 'EUR'],
    }),
    h(
      'es',
      'es',
      'Auxiliar de enfermería (TCAE) para hospital en Madrid, contrato de sustitución, 1.550 €/mes',
      {
        role: 'nurseAide',
        onsite: 'madrid',
        emp: 'temporary',
        pay: [1550, 'monthly', 'EUR'],
        tags: ['neighbour-role'],
      },
    ),
    // ------------------------------------------------------------ Dutch
    h(
      'nl',
      'nl',
      'Wij zoeken een verpleegkundige voor ons ziekenhuis in Utrecht, 32-36 uur per week, salaris €3.200 - €4.500 bruto per maand.',
      { role: 'nurse', onsite: 'utrecht', pay: [3200, 4500, 'monthly', 'EUR'] },
    ),
    h('nl', 'nl', 'Vacature: Barista (parttime) – Amsterdam Centrum – €13,50 per uur', {
      role: 'barista',
      onsite: 'amsterdam',
      emp: 'partTime',
      pay: [13.5, 'hourly', 'EUR'],
    }),
    h(
      'nl',
      'nl',
      'Gezocht: ervaren kok voor restaurant in Rotterdam, fulltime, geen thuiswerk mogelijk uiteraard 😉',
      {
        role: 'cook',
        onsite: 'rotterdam',
        emp: 'fullTime',
        tags: ['negation'],
      },
    ),
    h('nl', 'nl', 'Projectleider ICT, Den Haag, hybride (2 dagen thuis, 3 op kantoor), €4.500-€5.800 p/m', {
      role: 'projectManager',
      hybrid: 'denhaag',
      pay: [4500, 5800, 'monthly', 'EUR'],
    }),
    h(
      'nl',
      'nl',
      'Thuiswerken is niet mogelijk. Magazijnmedewerker in Tilburg, 2-ploegendienst, €14,50 per uur.',
      {
        role: 'warehouse',
        onsite: 'tilburg',
        pay: [14.5, 'hourly', 'EUR'],
        tags: ['negation'],
      },
    ),
    h(
      'nl',
      'nl',
      'Heftruckchauffeur gezocht in Venlo (Limburg), tijdelijk contract met uitzicht op vast, €15 per uur',
      { role: 'forklift', onsite: 'venlo', emp: 'temporary', pay: [15, 'hourly', 'EUR'] },
    ),
    h(
      'nl',
      'nl',
      'Volledig remote binnen Nederland: klantenservicemedewerker, 24 uur per week, €2.400 bruto per maand o.b.v. 40 uur',
      { role: 'customerService', remote: 'NL', emp: 'partTime', cur: ['EUR'] },
    ),
    h(
      'nl',
      'nl',
      'Remote vanuit heel Europa (CET ±1), frontend developer (Vue.js, TypeScript), €4.000 - €5.000 per maand',
      {
        role: 'frontend',
        remote: 'any',
        pay: [4000, 5000, 'monthly', 'EUR'],
        cur: ['EUR', 'USD'],
        skills: ['Vue.js', 'TypeScript'],
      },
    ),
    h('nl', 'nl', 'Overal ter wereld te doen: freelance UX designer gezocht, €60 per uur', {
      role: 'uxDesigner',
      remote: 'world',
      emp: 'freelance',
      pay: [60, 'hourly', 'EUR'],
      cur: ['EUR', 'USD'],
    }),
    h('nl', 'nl', 'Groningen – docent wiskunde (0,8 fte), schaal LB, tijdelijk contract', {
      role: 'teacher',
      onsite: 'groningen',
      emp: 'temporary',
    }),
    h(
      'nl',
      'nl',
      'Voor onze vestiging in Eindhoven zoeken wij een elektromonteur. Rijbewijs B vereist. €2.800 - €3.400 bruto per maand.',
      { role: 'electrician', onsite: 'eindhoven', pay: [2800, 3400, 'monthly', 'EUR'] },
    ),
    h(
      'nl',
      'nl',
      'Wij zoeken een data analist (hybride, Amsterdam, 2 dagen op kantoor). Kennis van SQL en Power BI.',
      { role: 'dataAnalyst', hybrid: 'amsterdam', skills: ['SQL', 'Power BI'] },
    ),
    h(
      'nl',
      'nl',
      "Schoonmaker gezocht voor kantoren in Haarlem, 's avonds, 15 uur per week, parttime, €14 per uur.",
      {
        role: 'cleaner',
        onsite: 'haarlem',
        emp: 'partTime',
        pay: [14, 'hourly', 'EUR'],
      },
    ),
    h('nl', 'nl', 'Kapper/kapster gezocht in Nijmegen, 3 dagen per week.', {
      role: 'hairdresser',
      onsite: 'nijmegen',
      tags: ['part-time-days'],
    }),
    h('nl', 'nl', 'Stage: marketing (5 maanden) in Zwolle, stagevergoeding €500 per maand', {
      role: 'marketingManager',
      onsite: 'zwolle',
      emp: 'internship',
      pay: [500, 'monthly', 'EUR'],
    }),
    h(
      'nl',
      'nl',
      'Vrachtwagenchauffeur CE gezocht, standplaats Maastricht, nationale ritten, cao Beroepsgoederenvervoer.',
      { role: 'truckDriver', onsite: 'maastricht' },
    ),
    h('nl', 'nl', 'Antwerpen: verkoopmedewerker voor schoenenwinkel, halftijds, €14/uur', {
      role: 'retailAssistant',
      onsite: 'antwerpen',
      emp: 'partTime',
      pay: [14, 'hourly', 'EUR'],
    }),
    h('nl', 'nl', 'Gent – verpleegkundige nachtdienst, voltijds, contract onbepaalde duur', {
      role: 'nurse',
      onsite: 'gent',
      emp: 'fullTime',
    }),
    h('nl', 'nl', 'Brussel: administratief medewerker NL/FR, hybride (1 dag thuiswerk), bruto €3.100/maand', {
      role: 'adminAssistant',
      hybrid: 'brussel',
      pay: [3100, 'monthly', 'EUR'],
    }),
    h('nl', 'nl', "Wij zoeken een zzp'er: grafisch ontwerper voor een rebranding project, remote, €55/uur", {
      role: 'graphicDesigner',
      remote: 'world',
      alt: [{ remote: 'NL' }],
      emp: 'freelance',
      pay: [55, 'hourly', 'EUR'],
      cur: ['EUR', 'USD'],
    }),
    h(
      'nl',
      'nl',
      'Software engineer (Java) – Utrecht – hybride: we verwachten je minimaal 2 dagen per week op kantoor – €55k-€70k',
      { role: 'softwareEngineer', hybrid: 'utrecht', pay: [55000, 70000, 'yearly', 'EUR'], skills: ['Java'] },
    ),
    h('nl', 'nl', 'Leiden: apotheker, 36 uur, geen thuiswerk', {
      role: 'pharmacist',
      onsite: 'leiden',
      tags: ['negation'],
    }),
    h('nl', 'nl', 'Delft, Zuid-Holland – junior data scientist, hybride, €3.300 bruto p/m', {
      role: 'dataScientist',
      junior: true,
      hybrid: 'delft',
      pay: [3300, 'monthly', 'EUR'],
    }),
    h('nl', 'nl', 'Kok gezocht in Giethoorn (Overijssel) voor het zomerseizoen, €15 per uur', {
      role: 'cook',
      onsite: { town: 'Giethoorn' },
      pay: [15, 'hourly', 'EUR'],
    }),
    h('nl', 'en', 'Wij zoeken een verpleegkundige in Lissabon, Portugal, Engelstalig', {
      role: 'nurse',
      onsite: 'lisboa',
    }),
    h('nl', 'nl', 'Dierenarts gezocht voor gemengde praktijk in de buurt van Zwolle', {
      role: 'veterinarian',
      onsite: 'zwolle',
    }),
    h(
      'nl',
      'nl',
      'Pedagogisch medewerker kinderopvang, Amsterdam-Noord, 28 uur, €2.641 - €3.630 bruto per maand (o.b.v. 36 uur)',
      { role: 'childcare', onsite: 'amsterdam', cur: ['EUR'] },
    ),
    h(
      'nl',
      'nl',
      'Heb je zin om bij ons te werken als ober? Restaurant in Maastricht zoekt bediening voor de weekenden.',
      { role: 'waiter', onsite: 'maastricht' },
    ),
    h('nl', 'nl', 'Beveiliger voor evenementen, regio Rotterdam, oproepbasis, €16 per uur', {
      role: 'securityGuard',
      onsite: 'rotterdam',
      pay: [16, 'hourly', 'EUR'],
    }),
    h(
      'nl',
      'nl',
      'Thuiswerken? Kan deels: 2 dagen thuis, 3 dagen op ons kantoor in Groningen. Functie: accountant.',
      { role: 'accountant', hybrid: 'groningen' },
    ),
    h('nl', 'nl', 'Monteur gezocht (automonteur APK), Zwolle, geen remote mogelijk natuurlijk.', {
      role: 'mechanic',
      onsite: 'zwolle',
      tags: ['negation'],
    }),
    h('nl', 'nl', 'Wij zoeken een recruiter, volledig thuiswerken vanuit België, €3.500 bruto per maand', {
      role: 'recruiter',
      remote: 'BE',
      pay: [3500, 'monthly', 'EUR'],
    }),
    h('nl', 'nl', 'Loodgieter gezocht in Rotterdam! Vast contract, €3.000 netto per maand', {
      role: 'plumber',
      onsite: 'rotterdam',
      emp: 'fullTime',
      pay: [3000, 'monthly', 'EUR'],
    }),
    h('nl', 'nl', 'Vacature lasser (MIG/MAG) in Eindhoven, tijdelijk via uitzendbureau, 40 uur', {
      role: 'welder',
      onsite: 'eindhoven',
      emp: 'temporary',
    }),
    h('nl', 'es', 'Wij zoeken een barista in Madrid', { role: 'barista', onsite: 'madrid' }),
    // ------------------------------------------------------------ Portuguese (Brazil)
    h(
      'pt-BR',
      'pt',
      'Vaga: Garçom/Garçonete – Restaurante em São Paulo (Vila Madalena). Salário R$ 1.900 + gorjetas. Escala 6x1.',
      { role: 'waiter', onsite: 'saopaulo', pay: [1900, 'monthly', 'BRL'] },
    ),
    h(
      'pt-BR',
      'pt',
      'Procuramos desenvolvedor back-end sênior (Java/Spring) – 100% remoto, somente Brasil – PJ R$ 18.000 a R$ 22.000/mês',
      {
        role: 'backend',
        senior: true,
        remote: 'BR',
        emp: 'contract',
        pay: [18000, 22000, 'monthly', 'BRL'],
        skills: ['Java'],
      },
    ),
    h('pt-BR', 'pt', 'Enfermeiro(a) para hospital em Campinas/SP, plantão 12x36, R$ 5.200,00', {
      role: 'nurse',
      onsite: 'campinas',
      pay: [5200, 'monthly', 'BRL'],
    }),
    h('pt-BR', 'pt', 'Técnico de enfermagem – Belo Horizonte, MG – presencial – R$ 2.800', {
      role: 'nurseAide',
      onsite: 'bh',
      pay: [2800, 'monthly', 'BRL'],
      tags: ['neighbour-role'],
    }),
    h(
      'pt-BR',
      'pt',
      'Operador de empilhadeira para CD em Curitiba (PR), 3º turno, salário R$ 2.600 + VA + VT',
      { role: 'forklift', onsite: 'curitiba', pay: [2600, 'monthly', 'BRL'] },
    ),
    h(
      'pt-BR',
      'pt',
      'Estamos contratando motorista de caminhão (CNH E) em Porto Alegre, RS, R$ 4.000 mensais',
      {
        role: 'truckDriver',
        onsite: 'poa',
        pay: [4000, 'monthly', 'BRL'],
      },
    ),
    h('pt-BR', 'pt', 'Vaga para atendente de loja em Recife, meio período (tarde), R$ 800 por mês', {
      role: 'retailAssistant',
      onsite: 'recife',
      emp: 'partTime',
      pay: [800, 'monthly', 'BRL'],
    }),
    h(
      'pt-BR',
      'pt',
      'Analista de dados pleno – híbrido em Florianópolis (3x na semana no escritório) – SQL, Python, Power BI',
      { role: 'dataAnalyst', hybrid: 'floripa', skills: ['SQL', 'Python', 'Power BI'] },
    ),
    h(
      'pt-BR',
      'pt',
      'Home office 2x por semana, escritório em Fortaleza: contador(a) com CRC ativo, R$ 6.500.',
      { role: 'accountant', hybrid: 'fortaleza', pay: [6500, 'monthly', 'BRL'] },
    ),
    h('pt-BR', 'pt', 'Vitória, ES – auxiliar administrativo, presencial, R$ 1.800', {
      role: 'adminAssistant',
      onsite: 'vitoria-br',
      pay: [1800, 'monthly', 'BRL'],
    }),
    h('pt-BR', 'pt', 'Salvador/BA: cozinheira para restaurante baiano, CLT, R$ 2.200', {
      role: 'cook',
      onsite: 'salvador',
      pay: [2200, 'monthly', 'BRL'],
    }),
    h(
      'pt-BR',
      'pt',
      'Não é remoto! Vaga presencial para recepcionista em clínica no Rio de Janeiro, R$ 1.700 + benefícios',
      { role: 'receptionist', onsite: 'rio', pay: [1700, 'monthly', 'BRL'], tags: ['negation'] },
    ),
    h(
      'pt-BR',
      'pt',
      'Trabalho 100% remoto de qualquer lugar do mundo: designer UX, pagamento em dólar (USD 3.000/mês)',
      { role: 'uxDesigner', remote: 'world', pay: [3000, 'monthly', 'USD'], cur: ['USD'] },
    ),
    h('pt-BR', 'pt', 'vaga de estagio em marketing em brasilia, bolsa de R$ 1.200 + auxilio transporte', {
      role: 'marketingManager',
      onsite: 'brasilia',
      emp: 'internship',
      pay: [1200, 'monthly', 'BRL'],
      tags: ['no-accents', 'lowercase'],
    }),
    h('pt-BR', 'pt', 'Precisamos de eletricista predial em Manaus-AM, urgente!!', {
      role: 'electrician',
      onsite: 'manaus',
    }),
    h('pt-BR', 'pt', 'Cuidador(a) de idosos para trabalhar em Ribeirão Preto, folguista, R$ 150 a diária', {
      role: 'caregiver',
      onsite: 'ribeirao',
      cur: ['BRL'],
    }),
    h('pt-BR', 'pt', 'Professor de inglês – escola de idiomas em Goiânia – R$ 35/hora aula', {
      role: 'teacher',
      onsite: 'goiania',
      pay: [35, 'hourly', 'BRL'],
    }),
    h('pt-BR', 'pt', 'Motoboy para entregas em São Paulo – zona sul – MEI, R$ 180/dia', {
      role: 'deliveryDriver',
      onsite: 'saopaulo',
      cur: ['BRL'],
    }),
    h('pt-BR', 'pt', 'Vaga temporária de fim de ano: operador de caixa em Belo Horizonte, R$ 1.500 por mês', {
      role: 'cashier',
      onsite: 'bh',
      emp: 'temporary',
      pay: [1500, 'monthly', 'BRL'],
    }),
    h(
      'pt-BR',
      'pt',
      'Cientista de dados (pleno/sênior), remoto dentro do Brasil, CLT, faixa R$ 14 mil a R$ 18 mil por mês',
      { role: 'dataScientist', remote: 'BR', pay: [14000, 18000, 'monthly', 'BRL'] },
    ),
    h('pt-BR', 'pt', 'Estamos contratando garçons para eventos em Curitiba, freelance, R$ 150 por evento', {
      role: 'waiter',
      onsite: 'curitiba',
      emp: 'freelance',
    }),
    h(
      'pt-BR',
      'pt',
      'Modelo híbrido: 2 dias em casa e 3 no escritório em São Paulo. Gerente de projetos, R$ 15.000 CLT.',
      { role: 'projectManager', hybrid: 'saopaulo', pay: [15000, 'monthly', 'BRL'] },
    ),
    h('pt-BR', 'pt', 'Vaga para soldador em Lisboa, Portugal – salário 1.200€ por mês + alojamento', {
      role: 'welder',
      onsite: 'lisboa',
      pay: [1200, 'monthly', 'EUR'],
    }),
    h('pt-BR', 'pt', 'Vaga de enfermeira em Londres (Reino Unido), £32.000 por ano, patrocínio de visto', {
      role: 'nurse',
      onsite: 'london',
      pay: [32000, 'yearly', 'GBP'],
    }),
    h(
      'pt-BR',
      'pt',
      'Procuramos desenvolvedor front-end que more em Porto Alegre ou região, trabalho remoto',
      { role: 'frontend', remote: 'BR', alt: [{ hybrid: 'poa' }] },
    ),
    h('pt-BR', 'pt', 'Vaga: Faxineira/diarista para residência em Niterói, 3x por semana, R$ 150 a diária', {
      role: 'cleaner',
      onsite: 'niteroi',
      cur: ['BRL'],
    }),
    h('pt-BR', 'pt', 'Tiradentes, MG: cozinheiro para pousada, R$ 2.000 + moradia', {
      role: 'cook',
      onsite: { town: 'Tiradentes' },
      pay: [2000, 'monthly', 'BRL'],
    }),
    h(
      'pt-BR',
      'pt',
      'Recrutador(a) tech – 100% home office – contrato PJ – R$ 9.000/mês – necessário morar no Brasil',
      { role: 'recruiter', remote: 'BR', emp: 'contract', pay: [9000, 'monthly', 'BRL'] },
    ),
    h('pt-BR', 'pt', 'Analista de atendimento ao cliente (SAC) – híbrido – Campinas – R$ 2.400', {
      role: 'customerService',
      hybrid: 'campinas',
      pay: [2400, 'monthly', 'BRL'],
    }),
    h(
      'pt-BR',
      'pt',
      'Vendedor externo com carro próprio, região de Ribeirão Preto/SP, salário fixo R$ 2.500 + comissão',
      { role: 'salesRep', onsite: 'ribeirao', pay: [2500, 'monthly', 'BRL'] },
    ),
    h('pt-BR', 'nl', 'Precisamos de um barista para nossa cafeteria em Amsterdã, meio período', {
      role: 'barista',
      onsite: 'amsterdam',
      emp: 'partTime',
    }),
    h('pt-BR', 'es', 'Vaga de cozinheiro em Madri, presencial, 1.500 euros por mês', {
      role: 'cook',
      onsite: 'madrid',
      pay: [1500, 'monthly', 'EUR'],
    }),
    h('pt-BR', 'pt', 'Engenheiro de software júnior – remoto (somente residentes no Brasil)', {
      role: 'softwareEngineer',
      junior: true,
      remote: 'BR',
    }),
    h('pt-BR', 'pt', 'Técnica em saúde bucal (TSB) para consultório em Recife, R$ 1.900', {
      role: 'dentalHygienist',
      onsite: 'recife',
      pay: [1900, 'monthly', 'BRL'],
    }),
    h('pt-BR', 'pt', 'Médico veterinário para clínica 24h em Florianópolis, plantões, R$ 7.000 a R$ 9.000', {
      role: 'veterinarian',
      onsite: 'floripa',
      pay: [7000, 9000, 'monthly', 'BRL'],
    }),
    // ------------------------------------------------------------ Portuguese (Portugal)
    h(
      'pt-PT',
      'pt',
      'Procuramos empregado/a de mesa para restaurante no Porto (Ribeira), 820€ + subsídio de alimentação, contrato a termo.',
      { role: 'waiter', onsite: 'porto', emp: 'temporary', pay: [820, 'monthly', 'EUR'] },
    ),
    h(
      'pt-PT',
      'pt',
      'Recrutamos enfermeiros para hospital privado em Lisboa. Vencimento base: 1.600€ brutos/mês x 14 meses.',
      { role: 'nurse', onsite: 'lisboa', pay: [1600, 'monthly', 'EUR'] },
    ),
    h(
      'pt-PT',
      'pt',
      'Programador/a Java (m/f) – Braga – regime híbrido (2 dias em casa) – 28.000€ a 35.000€ brutos anuais',
      { role: 'softwareEngineer', hybrid: 'braga', pay: [28000, 35000, 'yearly', 'EUR'], skills: ['Java'] },
    ),
    h('pt-PT', 'pt', 'Operador de armazém – Azambuja – turnos rotativos – 900€/mês', {
      role: 'warehouse',
      onsite: { town: 'Azambuja' },
      pay: [900, 'monthly', 'EUR'],
    }),
    h(
      'pt-PT',
      'pt',
      'Admitimos rececionista para hotel em Faro (Algarve), inglês fluente, contrato de 6 meses',
      { role: 'receptionist', onsite: 'faro', emp: 'temporary' },
    ),
    h(
      'pt-PT',
      'pt',
      'Teletrabalho a 100% a partir de Portugal: técnico de apoio ao cliente com alemão, 1.250€ + prémios',
      { role: 'customerService', remote: 'PT', pay: [1250, 'monthly', 'EUR'] },
    ),
    h('pt-PT', 'pt', 'Estágio profissional IEFP em design gráfico, Coimbra, presencial', {
      role: 'graphicDesigner',
      onsite: 'coimbra',
      emp: 'internship',
    }),
    h(
      'pt-PT',
      'pt',
      'Óbidos: procuramos cozinheiro(a) para restaurante na vila, época alta, 1.000€ líquidos por mês',
      { role: 'cook', onsite: { town: 'Óbidos' }, pay: [1000, 'monthly', 'EUR'], tags: ['bare-namesake'] },
    ),
    h('pt-PT', 'pt', 'Nazaré – empregada de limpeza para alojamento local, part-time, 6€/hora', {
      role: 'cleaner',
      onsite: { town: 'Nazaré' },
      emp: 'partTime',
      pay: [6, 'hourly', 'EUR'],
      tags: ['bare-namesake'],
    }),
    h(
      'pt-PT',
      'pt',
      'Motorista de pesados (carta C+E) – transportes internacionais – base em Leiria – 1.400€ + ajudas de custo',
      { role: 'truckDriver', onsite: 'leiria', pay: [1400, 'monthly', 'EUR'] },
    ),
    h(
      'pt-PT',
      'pt',
      'Não é possível teletrabalho. Contabilista certificado para gabinete em Aveiro, 1.300€ a 1.600€',
      { role: 'accountant', onsite: 'aveiro', pay: [1300, 1600, 'monthly', 'EUR'], tags: ['negation'] },
    ),
    h('pt-PT', 'pt', 'Regime presencial (sem teletrabalho) – Setúbal – Eletricista industrial – 1.150€', {
      role: 'electrician',
      onsite: 'setubal',
      pay: [1150, 'monthly', 'EUR'],
      tags: ['negation'],
    }),
    h('pt-PT', 'pt', 'Funchal, Madeira – barman para hotel 5*, contrato sazonal', {
      role: 'bartender',
      onsite: 'funchal',
      emp: 'temporary',
    }),
    h('pt-PT', 'pt', 'Procuramos cabeleireira com experiência em Braga, 4 dias por semana', {
      role: 'hairdresser',
      onsite: 'braga',
      tags: ['part-time-days'],
    }),
    h('pt-PT', 'pt', 'Gestor de projeto (PMP) – Lisboa – híbrido: 3 dias no escritório – 40k€ anuais', {
      role: 'projectManager',
      hybrid: 'lisboa',
      pay: [40000, 'yearly', 'EUR'],
    }),
    h(
      'pt-PT',
      'pt',
      'Vaga: engenheiro de software sénior, remoto a partir de qualquer lugar da UE, 55.000€ - 65.000€/ano',
      {
        role: 'softwareEngineer',
        senior: true,
        remote: 'any',
        pay: [55000, 65000, 'yearly', 'EUR'],
        cur: ['EUR', 'USD'],
      },
    ),
    h('pt-PT', 'pt', 'Auxiliar de ação médica para lar em Évora, turnos, 870€', {
      role: 'nurseAide',
      onsite: 'evora',
      pay: [870, 'monthly', 'EUR'],
    }),
    h('pt-PT', 'pt', 'Ajudante de lar / cuidador de idosos em Viseu, 820€ + subsídio de alimentação', {
      role: 'caregiver',
      onsite: 'viseu',
      pay: [820, 'monthly', 'EUR'],
    }),
    h('pt-PT', 'pt', 'Operador de caixa – hipermercado em Amadora – part-time 20h – 5,20€/hora', {
      role: 'cashier',
      onsite: 'amadora',
      emp: 'partTime',
      pay: [5.2, 'hourly', 'EUR'],
    }),
    h(
      'pt-PT',
      'pt',
      'Procuramos professor de inglês para centro de explicações em Cascais, recibos verdes, 12€/hora',
      { role: 'teacher', onsite: 'cascais', emp: 'freelance', pay: [12, 'hourly', 'EUR'] },
    ),
    h('pt-PT', 'pt', 'Remoto, a partir de qualquer lugar do mundo: designer de UX freelancer, 35€/hora', {
      role: 'uxDesigner',
      remote: 'world',
      emp: 'freelance',
      pay: [35, 'hourly', 'EUR'],
      cur: ['EUR', 'USD'],
    }),
    h('pt-PT', 'pt', 'Fisioterapeuta para clínica em Lagos (Algarve), 1.300€ líquidos', {
      role: 'physio',
      onsite: 'lagos-pt',
      pay: [1300, 'monthly', 'EUR'],
    }),
    h('pt-PT', 'pt', 'Estafeta com mota própria – Lisboa e margem sul – pagamento por entrega', {
      role: 'deliveryDriver',
      onsite: 'lisboa',
    }),
    h('pt-PT', 'pt', 'Rececionista (m/f) para clínica dentária no Porto — horário das 9h às 18h — 900€', {
      role: 'receptionist',
      onsite: 'porto',
      pay: [900, 'monthly', 'EUR'],
    }),
    h('pt-PT', 'es', 'Procuramos enfermeira para trabalhar em Madrid, Espanha, salário 2.000€ por mês', {
      role: 'nurse',
      onsite: 'madrid',
      pay: [2000, 'monthly', 'EUR'],
    }),
    h('pt-PT', 'en', 'Oferta de emprego: empregado de mesa em Londres, £11/hora, alojamento incluído', {
      role: 'waiter',
      onsite: 'london',
      pay: [11, 'hourly', 'GBP'],
    }),
    h(
      'pt-PT',
      'pt',
      'Técnico comercial – zona norte (Porto e Braga) – viatura da empresa + comissões – 1.100€ base',
      { role: 'salesRep', onsite: 'porto', alt: [{ onsite: 'braga' }], pay: [1100, 'monthly', 'EUR'] },
    ),
    h('pt-PT', 'pt', 'Monsaraz, Alentejo: procuramos empregado de mesa para turismo rural', {
      role: 'waiter',
      onsite: { town: 'Monsaraz' },
    }),
    h('pt-PT', 'pt', 'Procura-se soldador para França, Lyon, 14€/hora, alojamento pago', {
      role: 'welder',
      onsite: 'lyon',
      pay: [14, 'hourly', 'EUR'],
    }),
    h(
      'pt-PT',
      'pt',
      'Analista de dados júnior – regime híbrido em Coimbra (teletrabalho 2 dias/semana) – 1.100€ a 1.300€ brutos por mês',
      { role: 'dataAnalyst', junior: true, hybrid: 'coimbra', pay: [1100, 1300, 'monthly', 'EUR'] },
    ),
    // ------------------------------------------------------------ long ads
    h(
      'en',
      'en',
      'About us: Founded in 2009 and headquartered in Berlin, Acme Logistics operates 14 distribution centres across Europe. We are now opening our first site in Spain.\n\nThe role: we are hiring warehouse operatives for our new distribution centre in Zaragoza (Plaza logistics park). You will pick, pack and load orders using RF scanners.\n\nWhat we offer:\n- €1,650 gross per month (14 payments)\n- Permanent contract after 6 months\n- Free shuttle bus from the city centre\n\nThis role is fully on-site; remote work is not possible. Spanish required, English a plus.',
      { role: 'warehouse', onsite: 'zaragoza', pay: [1650, 'monthly', 'EUR'], tags: ['long', 'hq-first'] },
    ),
    h(
      'es',
      'es',
      '¿Quiénes somos? Somos una cadena de clínicas dentales con más de 40 centros en España y sede central en Madrid. Por apertura de nueva clínica en Sevilla (barrio de Nervión) buscamos higienista dental.\n\nFunciones: limpiezas, radiografías y educación del paciente.\n\nOfrecemos: contrato indefinido, jornada completa de lunes a viernes, salario de 19.000 a 22.000 € brutos anuales más incentivos. Puesto presencial.',
      {
        role: 'dentalHygienist',
        onsite: 'sevilla',
        emp: 'fullTime',
        pay: [19000, 22000, 'yearly', 'EUR'],
        tags: ['long', 'hq-first'],
      },
    ),
    h(
      'pt-BR',
      'pt',
      'Sobre nós: Somos uma fintech com sede em São Paulo e mais de 300 colaboradores.\n\nA vaga: Procuramos Engenheiro(a) de Software Sênior para o time de pagamentos. Trabalho 100% remoto, mas é necessário residir no Brasil.\n\nRequisitos:\n• Experiência sólida com Kotlin ou Java\n• AWS e Kubernetes\n\nBenefícios: plano de saúde, VR R$ 1.200/mês, PLR.\n\nRemuneração: R$ 20.000 a R$ 26.000 (CLT).',
      {
        role: 'softwareEngineer',
        senior: true,
        remote: 'BR',
        pay: [20000, 26000, 'monthly', 'BRL'],
        skills: ['Java', 'AWS', 'Kubernetes'],
        tags: ['long', 'hq-first'],
      },
    ),
    h(
      'nl',
      'nl',
      'Over ons: Wij zijn een familiebedrijf met 3 bakkerijen in Noord-Brabant. Ons hoofdkantoor staat in Eindhoven.\n\nVoor onze winkel in Tilburg zoeken wij een verkoopmedewerker (m/v) voor 24 uur per week, parttime.\n\nWat bieden wij? Een salaris volgens cao (€13,68 - €15,20 per uur), 8% vakantiegeld en personeelskorting.\n\nThuiswerken is in deze functie uiteraard niet mogelijk.',
      {
        role: 'retailAssistant',
        onsite: 'tilburg',
        emp: 'partTime',
        pay: [13.68, 15.2, 'hourly', 'EUR'],
        tags: ['long', 'hq-first'],
      },
    ),
    h(
      'pt-PT',
      'pt',
      'A XPTO Hotels, grupo hoteleiro com sede no Porto, está a recrutar para a nova unidade em Lisboa:\n\nRececionista (m/f)\n\nRequisitos: inglês e francês fluentes; experiência mínima de 1 ano; disponibilidade para turnos.\nOferecemos: contrato sem termo, 1.050€ brutos por mês + subsídio de alimentação, formação contínua.\nLocal de trabalho: Lisboa (Parque das Nações). Função presencial.',
      {
        role: 'receptionist',
        onsite: 'lisboa',
        emp: 'fullTime',
        pay: [1050, 'monthly', 'EUR'],
        tags: ['long', 'hq-first'],
      },
    ),
    // ------------------------------------------------------------ very short
    h('en', 'en', 'Barista, Leeds', { role: 'barista', onsite: 'leeds', tags: ['short'] }),
    h('en', 'en', 'remote nurse', { role: 'nurse', remote: 'world', tags: ['short'] }),
    h('es', 'es', 'Camarero Madrid', { role: 'waiter', onsite: 'madrid', tags: ['short'] }),
    h('nl', 'nl', 'Kok Utrecht', { role: 'cook', onsite: 'utrecht', tags: ['short'] }),
    h('pt-BR', 'pt', 'Garçom SP', { role: 'waiter', onsite: { in: 'BR' }, tags: ['short'] }),
    h('pt-PT', 'pt', 'Cozinheiro Porto', { role: 'cook', onsite: 'porto', tags: ['short'] }),
    // ------------------------------------------------------------ several roles or places
    h(
      'en',
      'en',
      "We're hiring two roles for our Lisbon office: a recruiter and an office assistant. Both hybrid (3 days in office).",
      { role: ['recruiter', 'adminAssistant'], hybrid: 'lisboa', tags: ['several-roles'] },
    ),
    h(
      'en',
      'en',
      'Nurse for a clinic in Porto. Candidates from Brazil welcome – we help with relocation and visa.',
      {
        role: 'nurse',
        onsite: 'porto',
        tags: ['candidates-abroad'],
      },
    ),
    h(
      'es',
      'es',
      'Empresa de Barcelona busca cocinero para su nuevo restaurante en Palma de Mallorca, con alojamiento.',
      { role: 'cook', onsite: 'palma', tags: ['hq-first'] },
    ),
    h(
      'pt-BR',
      'pt',
      'Somos de Curitiba mas a vaga é para nossa filial em Joinville: vendedor interno, presencial.',
      { role: ['salesRep', 'retailAssistant'], onsite: 'joinville', tags: ['hq-first'] },
    ),
    h(
      'nl',
      'nl',
      'Ons hoofdkantoor zit in Amsterdam, maar deze vacature is voor onze vestiging in Groningen: magazijnmedewerker, fulltime.',
      { role: 'warehouse', onsite: 'groningen', emp: 'fullTime', tags: ['hq-first'] },
    ),
    h(
      'en',
      'en',
      'Company based in London, role is 100% remote for candidates in Portugal or Spain: customer support agent.',
      {
        role: 'customerService',
        remote: 'PT',
        alt: [{ remote: 'ES' }, { remote: 'any' }],
        tags: ['hq-first'],
      },
    ),
    h(
      'en',
      'en',
      "We're a NYC startup. Our engineers are spread across the US; this senior frontend role is remote within the US, but you must be able to visit NYC quarterly.",
      { role: 'frontend', senior: true, remote: 'US', tags: ['hq-first'] },
    ),
    // ------------------------------------------------------------ pay forms
    h('en', 'en', 'Bookkeeper / accountant, Toronto, $28/h, 25 hrs per week, contract until March.', {
      role: 'accountant',
      onsite: 'toronto',
      pay: [28, 'hourly', 'CAD'],
      emp: 'contract',
    }),
    h('en', 'en', 'Compensation: USD 90K-110K DOE. Data scientist, Austin, hybrid.', {
      role: 'dataScientist',
      hybrid: 'austin',
      pay: [90000, 110000, 'yearly', 'USD'],
    }),
    h('en', 'en', 'Salary: negotiable. Chef, Dublin city centre, 45 hrs/week.', {
      role: 'chef',
      onsite: 'dublin',
      neg: true,
    }),
    h(
      'es',
      'es',
      'Sueldo: a convenir según experiencia. Comercial para zona de Valencia (España), coche de empresa.',
      {
        role: 'salesRep',
        onsite: 'valencia-es',
        neg: true,
      },
    ),
    h('pt-BR', 'pt', 'Salário: a combinar. Vendedor(a) externo, Belo Horizonte.', {
      role: 'salesRep',
      onsite: 'bh',
      neg: true,
    }),
    h('nl', 'nl', 'Salaris: n.o.t.k. | Functie: accountmanager | Locatie: Utrecht', {
      role: 'salesRep',
      onsite: 'utrecht',
      neg: true,
    }),
    h('es', 'es', 'Salario bruto anual: 24.000€ en 14 pagas. Administrativo/a en Valladolid.', {
      role: 'adminAssistant',
      onsite: 'valladolid',
      pay: [24000, 'yearly', 'EUR'],
    }),
    h('pt-BR', 'pt', 'R$ 3,5 mil por mês + VR. Recepcionista em Curitiba.', {
      role: 'receptionist',
      onsite: 'curitiba',
      pay: [3500, 'monthly', 'BRL'],
    }),
    h('en', 'en', 'Pay: 65.000 € per annum. Physiotherapist in Munich.', {
      role: 'physio',
      onsite: 'munich',
      pay: [65000, 'yearly', 'EUR'],
    }),
    h('en', 'en', 'Salary from £30,000 (plus £2,000 relocation bonus). Primary school teacher, Edinburgh.', {
      role: 'teacher',
      onsite: 'edinburgh',
      pay: [30000, 'yearly', 'GBP'],
    }),
    // ------------------------------------------------------------ asked in another language
    h('en', 'pt', 'Forklift driver in Rotterdam, €15/hour, night shifts', {
      role: 'forklift',
      onsite: 'rotterdam',
      pay: [15, 'hourly', 'EUR'],
    }),
    h('en', 'nl', 'Remote customer service agent, Spain only, €1,500/month', {
      role: 'customerService',
      remote: 'ES',
      pay: [1500, 'monthly', 'EUR'],
    }),
    h('es', 'pt', 'Buscamos cajero/a para supermercado en Oporto, media jornada', {
      role: 'cashier',
      onsite: 'porto',
      emp: 'partTime',
    }),
    h('nl', 'en', 'Wij zoeken een lasser in Antwerpen, €17 per uur', {
      role: 'welder',
      onsite: 'antwerpen',
      pay: [17, 'hourly', 'EUR'],
    }),
    h('pt-BR', 'es', 'Procuramos vendedora para loja em Buenos Aires, meio período', {
      role: 'retailAssistant',
      onsite: 'buenosaires',
      emp: 'partTime',
    }),
    h('pt-PT', 'nl', 'Procuramos enfermeiro para Roterdão, Países Baixos', {
      role: 'nurse',
      onsite: 'rotterdam',
    }),
    h('en', 'es', 'Hiring a truck driver in Monterrey, Mexico, $18,000 MXN per month', {
      role: 'truckDriver',
      onsite: 'monterrey',
      pay: [18000, 'monthly', 'MXN'],
    }),
    h('es', 'en', 'Se busca peluquero/a en Bruselas, jornada completa', {
      role: 'hairdresser',
      onsite: 'brussel',
      emp: 'fullTime',
    }),
    h('nl', 'pt', 'Vacature: kok in Lissabon, 1.200 euro per maand', {
      role: 'cook',
      onsite: 'lisboa',
      pay: [1200, 'monthly', 'EUR'],
    }),
    h('en', 'nl', 'We need a pharmacist in Brussels, French and Dutch required', {
      role: 'pharmacist',
      onsite: 'brussel',
    }),
    // Roles the vocabulary may lack, asked in another language: the title must still be in `language`.
    h('es', 'nl', 'Buscamos peluquero canino para nuestra tienda de mascotas en Sevilla', {
      onsite: 'sevilla',
      tags: ['unknown-role'],
    }),
    h('es', 'en', 'Se busca cuidador de perros para residencia canina en Madrid, fines de semana', {
      onsite: 'madrid',
      tags: ['unknown-role'],
    }),
    h('pt-BR', 'en', 'Vaga para passeador de cães em Curitiba, meio período', {
      onsite: 'curitiba',
      emp: 'partTime',
      tags: ['unknown-role'],
    }),
    h('pt-PT', 'es', 'Procuramos tratador de cavalos para coudelaria perto de Évora', {
      onsite: 'evora',
      tags: ['unknown-role'],
    }),
    h('nl', 'pt', 'Wij zoeken een dierenartsassistent in Utrecht, MBO niveau 4', {
      onsite: 'utrecht',
      tags: ['unknown-role'],
    }),
    // ------------------------------------------------------------ typos, no accents, nicknames
    h('es', 'es', 'Busco camarero para restaurante en Malaga, contrato temporal, 1300 euros al mes', {
      role: 'waiter',
      onsite: 'malaga',
      emp: 'temporary',
      pay: [1300, 'monthly', 'EUR'],
      tags: ['no-accents'],
    }),
    h('pt-BR', 'pt', 'vaga p/ enfermeira em sao paulo, plantao noturno, salario R$ 4800', {
      role: 'nurse',
      onsite: 'saopaulo',
      pay: [4800, 'monthly', 'BRL'],
      tags: ['no-accents', 'lowercase'],
    }),
    h('pt-PT', 'pt', 'procuramos rececionista em lisboa, nao e remoto, 850 euros por mes', {
      role: 'receptionist',
      onsite: 'lisboa',
      pay: [850, 'monthly', 'EUR'],
      tags: ['no-accents', 'lowercase', 'negation'],
    }),
    h('es', 'es', 'se busca enfermero en Bogota, turno noche, no es teletrabajo', {
      role: 'nurse',
      onsite: 'bogota',
      tags: ['no-accents', 'negation'],
    }),
    h('nl', 'nl', 'gezocht: verpleegkundige in den haag, geen thuiswerk', {
      role: 'nurse',
      onsite: 'denhaag',
      tags: ['lowercase', 'negation'],
    }),
    h('en', 'en', 'Electrican needed, Sevile Spain, 1.800€/month', {
      role: 'electrician',
      onsite: 'sevilla',
      alt: [{ onsite: { cc: 'ES' } }, { onsite: { in: 'ES' } }],
      pay: [1800, 'monthly', 'EUR'],
      tags: ['typo', 'typo-key'],
    }),
    h('es', 'es', 'Buscamos desarollador backend remoto desde Espana', {
      role: 'backend',
      remote: 'ES',
      tags: ['typo', 'no-accents'],
    }),
    h('pt-BR', 'pt', 'Precisamos de garcom para bar em Floripa', {
      role: 'waiter',
      onsite: 'floripa',
      tags: ['nickname', 'no-accents'],
    }),
    h('en', 'en', 'Barista needed in NYC, part time', {
      role: 'barista',
      onsite: 'nyc',
      emp: 'partTime',
      tags: ['nickname'],
    }),
    h('es', 'es', 'Buscamos mesero para restaurante en CDMX, $9,500 mensuales', {
      role: 'waiter',
      onsite: 'cdmx',
      pay: [9500, 'monthly', 'MXN'],
      tags: ['nickname'],
    }),
    h('pt-BR', 'pt', 'Vaga em BH: auxiliar de limpeza, R$ 1.450 por mês', {
      role: 'cleaner',
      onsite: 'bh',
      pay: [1450, 'monthly', 'BRL'],
      tags: ['nickname'],
    }),
    h('pt-BR', 'pt', 'Vaga em Sampa pra garçom, salário R$ 2.000', {
      role: 'waiter',
      onsite: 'saopaulo',
      pay: [2000, 'monthly', 'BRL'],
      tags: ['nickname'],
    }),
    h('es', 'es', 'Se necesita camarera en Bs. As., zona Palermo', {
      role: 'waiter',
      onsite: 'buenosaires',
      tags: ['nickname'],
    }),
    // ------------------------------------------------------------ negations, as the brief lists them
    h('en', 'en', 'Delivery driver, Leeds. No remote (obviously), own car needed, £12/hr.', {
      role: 'deliveryDriver',
      onsite: 'leeds',
      pay: [12, 'hourly', 'GBP'],
      tags: ['negation'],
    }),
    h('en', 'en', 'Remote not possible – accountant, Cork.', {
      role: 'accountant',
      onsite: 'cork',
      tags: ['negation'],
    }),
    h('es', 'es', 'Técnico/a de selección en Madrid, sin opción de teletrabajo.', {
      role: 'recruiter',
      onsite: 'madrid',
      tags: ['negation'],
    }),
    h('pt-BR', 'pt', 'Analista de dados em Recife. Não é remoto.', {
      role: 'dataAnalyst',
      onsite: 'recife',
      tags: ['negation'],
    }),
    h('nl', 'nl', 'Data-analist in Rotterdam, geen thuiswerk mogelijk.', {
      role: 'dataAnalyst',
      onsite: 'rotterdam',
      tags: ['negation'],
    }),
    h('en', 'en', 'On-site only, no hybrid. Physiotherapist in Bristol.', {
      role: 'physio',
      onsite: 'bristol',
      tags: ['negation'],
    }),
    h('pt-PT', 'pt', 'Enfermeiro em Coimbra. Não é remoto nem híbrido.', {
      role: 'nurse',
      onsite: 'coimbra',
      tags: ['negation'],
    }),
    h('es', 'es', 'Camarero/a en Bilbao. El trabajo no es en remoto (evidentemente).', {
      role: 'waiter',
      onsite: 'bilbao',
      tags: ['negation'],
    }),
    h('en', 'en', "Senior accountant – Chicago – 'remote' is not an option here, sorry!", {
      role: 'accountant',
      senior: true,
      onsite: 'chicago',
      tags: ['negation'],
    }),
    h('nl', 'nl', 'Geen remote, geen hybride: receptionist in Leiden.', {
      role: 'receptionist',
      onsite: 'leiden',
      tags: ['negation'],
    }),
    // ------------------------------------------------------------ hybrid schedules
    h('en', 'en', 'Recruiter, London, 3 days in office.', { role: 'recruiter', hybrid: 'london' }),
    h('pt-BR', 'pt', 'Assistente administrativo, São Paulo, 2 dias em casa.', {
      role: 'adminAssistant',
      hybrid: 'saopaulo',
    }),
    h('nl', 'nl', 'Accountmanager Utrecht, deels thuis.', { role: 'salesRep', hybrid: 'utrecht' }),
    h('es', 'es', 'Jefe/a de proyecto en Madrid, teletrabajo lunes y viernes.', {
      role: 'projectManager',
      hybrid: 'madrid',
    }),
    h('en', 'en', 'Marketing manager, Amsterdam. WFH Mondays and Fridays.', {
      role: 'marketingManager',
      hybrid: 'amsterdam',
    }),
    h('pt-PT', 'pt', 'Gestor de marketing em Lisboa, 1 dia de teletrabalho por semana.', {
      role: 'marketingManager',
      hybrid: 'lisboa',
    }),
    h('en', 'en', 'UX designer in Berlin – mostly remote, come to the office once a month.', {
      role: 'uxDesigner',
      hybrid: 'berlin',
      alt: [{ remote: 'DE' }],
    }),
    h('es', 'es', 'Contable en Sevilla, 4 días presencial y 1 de teletrabajo.', {
      role: 'accountant',
      hybrid: 'sevilla',
    }),
    h('en', 'en', 'Data analyst, 5 days a week in our Manchester office.', {
      role: 'dataAnalyst',
      onsite: 'manchester',
    }),
    h('nl', 'nl', 'Recruiter Amsterdam: 5 dagen per week op kantoor', {
      role: 'recruiter',
      onsite: 'amsterdam',
    }),
    // ------------------------------------------------------------ remote with a scope
    h('en', 'en', 'Remote (US only) – customer service rep, $17/hr', {
      role: 'customerService',
      remote: 'US',
      pay: [17, 'hourly', 'USD'],
    }),
    h('es', 'es', 'Remoto desde España – contable, 30.000€ brutos al año', {
      role: 'accountant',
      remote: 'ES',
      pay: [30000, 'yearly', 'EUR'],
    }),
    h('en', 'en', 'Remote, EU timezones – data scientist', { role: 'dataScientist', remote: 'any' }),
    h('pt-BR', 'pt', 'Remoto (apenas Brasil) – recrutador(a)', { role: 'recruiter', remote: 'BR' }),
    h('nl', 'nl', 'Remote binnen Nederland – UX designer', { role: 'uxDesigner', remote: 'NL' }),
    h('en', 'en', 'Remote within Canada (Eastern time preferred) – accountant, CAD 70k', {
      role: 'accountant',
      remote: 'CA',
      pay: [70000, 'yearly', 'CAD'],
    }),
    h('es', 'es', 'Trabajo remoto para residentes en México, contador/a, $30,000 MXN mensuales', {
      role: 'accountant',
      remote: 'MX',
      pay: [30000, 'monthly', 'MXN'],
    }),
    h('pt-PT', 'pt', 'Recrutador, teletrabalho a partir de Espanha ou Portugal', {
      role: 'recruiter',
      remote: 'ES',
      alt: [{ remote: 'PT' }, { remote: 'any' }],
    }),
    h('en', 'en', 'Remote – anywhere in the UK or Ireland – recruiter', {
      role: 'recruiter',
      remote: 'GB',
      alt: [{ remote: 'IE' }, { remote: 'any' }],
    }),
    h('en', 'en', 'Remote job from home in Brazil, English-speaking customer support agent, R$ 4.000/month', {
      role: 'customerService',
      remote: 'BR',
      pay: [4000, 'monthly', 'BRL'],
    }),
  ];
}
