/**
 * Audit of the job-builder: does `POST /api/v3.0/job-builder/public/generate` answer what the spec
 * (spec 3, job-builder) and the team's docs (docs/job-builder.md, docs/emulator-behavior.md
 * "Job-builder") promise, for requests written the way recruiters write them?
 *
 * Run (from the repository root; about a minute, no network):
 *
 *   node --conditions=platform-api-source --experimental-strip-types scripts/audit-job-builder.ts
 *     [--count 3200]        generated requests besides the hand-written ones
 *     [--seed 20260501]     seed of the generated requests (same seed, same requests)
 *     [--out FILE]          full JSON report (default: $TMPDIR/audit-job-builder-report.json)
 *     [--no-http]           skip the HTTP robustness probes and HTTP latencies
 *     [--examples 5]        examples printed per failure category
 *
 * What it sends: an in-process emulator (`createEmulator({ unlimited: true })`, a platinum
 * organization and key through the control methods) gets the hand-written requests
 * (scripts/audit-job-builder/hand-written.ts, ~300, in en, es, nl, pt-BR and pt-PT) and thousands
 * generated from the audit's own phrase tables (templates.ts): on-site, negated remote/hybrid, a
 * place alone, hybrid schedules, remote in a country, worldwide, remote in a region or time zone;
 * namesake cities as "City", "City, Region", "City, ST", "City, Country"; small towns in a named
 * country; pay as ranges, k, per hour/month/year, symbols and codes, "negotiable"; employment types;
 * headquarters and candidate locations that are not the job's place; bullet lists, chatty notes,
 * the role last; dropped accents, lower case, typos, emoji; and `language` ≠ the request's.
 *
 * What it checks on each answer (checks.ts; written before any answer was read):
 *   work mode type and scope as the request states them; a worldwide job clears its place data; a
 *   remote job in a country has the countryCode and no city, GeoName id or coordinates; on-site and
 *   hybrid jobs carry the named city's GeoNames id and coordinates (the right namesake), a small
 *   town's country (never a namesake abroad); geoNameId/coordinates present iff the city is;
 *   the currency of the job's country; stated pay figures, period and "negotiable"; employment
 *   type; the title names the role (not generic, not a neighbouring role) with its seniority, in
 *   `language`; skills, education, categories and the description in `language`; named tools among
 *   the skills; the description is well-formed HTML with the request escaped.
 * Then over real HTTP (robustness.ts): huge prompts, emoji, RTL, punctuation only, repeated words,
 * HTML/script, null bytes, lone surrogates, malformed bodies: no 5xx, no hang, 400 where the spec
 * rejects; 50 concurrent requests; p50/p99 latency of generate in-process and over HTTP.
 *
 * It first checks its own checks (self-test.ts: real answers broken on purpose must each raise their
 * category). Exit code 0 whatever the emulator gets wrong (a report, not a gate); 1 if the self-test fails.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createEmulator } from '@platform-api/emulator';
import type { Case } from './audit-job-builder/cases.ts';
import { checkAnswer, describeAlt, type Failure, type Job } from './audit-job-builder/checks.ts';
import { handWrittenCases } from './audit-job-builder/hand-written.ts';
import { httpLatencies, runConcurrent, runProbes } from './audit-job-builder/robustness.ts';
import { SELF_TEST_COUNT, selfTest } from './audit-job-builder/self-test.ts';
import { templateCases } from './audit-job-builder/templates.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '3200' },
    seed: { type: 'string', default: '20260501' },
    out: { type: 'string', default: join(tmpdir(), 'audit-job-builder-report.json') },
    'no-http': { type: 'boolean', default: false },
    examples: { type: 'string', default: '5' },
  },
});

interface Outcome {
  c: Case;
  status: number;
  ms: number;
  job: unknown;
  failures: Failure[];
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;

/** The answer's fields a reader needs beside a failure. */
function relevant(job: unknown): unknown {
  if (!job || typeof job !== 'object') return job;
  const j = job as Record<string, unknown>;
  const wm = j.workMode as Record<string, unknown> | undefined;
  const sal = j.salary as Record<string, unknown> | undefined;
  return {
    title: j.title,
    language: j.language,
    workMode: wm && {
      type: wm.type,
      scope: wm.scope,
      countryCode: wm.countryCode,
      city: wm.city,
      region: wm.region,
      displayName: wm.displayName,
      geoNameId: wm.geoNameId,
      coordinates: wm.coordinates,
    },
    salary: sal && {
      low: sal.low,
      recommended: sal.recommended,
      high: sal.high,
      period: sal.period,
      currency: sal.currency,
      negotiable: sal.negotiable,
    },
    primaryEmploymentType: j.primaryEmploymentType,
    skills: j.skills,
    education: j.education,
    categories: Array.isArray(j.categories)
      ? j.categories.map((x) => (x as { name?: unknown }).name)
      : j.categories,
  };
}

/** The most telling examples: hand-written first, then short requests; one per distinct detail, languages mixed. */
function telling(list: { o: Outcome; f: Failure }[], n: number): { o: Outcome; f: Failure }[] {
  // Typos in the key words are a stress test, not what a team meets first: they come last.
  const rank = (x: { o: Outcome }): number =>
    (x.o.c.source === 'hand' ? 0 : 2) + (x.o.c.tags.includes('typo') ? 4 : 0);
  const sorted = [...list].sort((a, b) => rank(a) - rank(b) || a.o.c.prompt.length - b.o.c.prompt.length);
  const chosen: { o: Outcome; f: Failure }[] = [];
  const seenDetail = new Set<string>();
  const langCount = new Map<string, number>();
  for (const pass of [0, 1]) {
    for (const x of sorted) {
      if (chosen.length >= n) break;
      if (chosen.includes(x)) continue;
      const key = x.f.detail
        .replace(/; got .*/, '')
        .replace(/\d+/g, '#')
        .slice(0, 60);
      const lc = langCount.get(x.o.c.reqLang) ?? 0;
      if (pass === 0 && (seenDetail.has(key) || lc >= 2)) continue;
      chosen.push(x);
      seenDetail.add(key);
      langCount.set(x.o.c.reqLang, lc + 1);
    }
  }
  return chosen;
}

async function main(): Promise<void> {
  const emulator = await createEmulator({ unlimited: true });
  const org = await emulator.createOrg({ plan: 'platinum' });
  const { key } = await emulator.createKey(org.id);
  const url = `${emulator.baseUrl}/api/v3.0/job-builder/public/generate`;

  // The checks first: each broken answer must raise its category, or the counts below mean nothing.
  // The first generation of a process loads the vocabularies and the gazetteer: timed on its own.
  let coldMs: number | undefined;
  const self = await selfTest(async (prompt, language) => {
    const t0 = performance.now();
    const res = await emulator.fetch(url, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt, language, includeDescription: true }),
    });
    const job = (await res.json()) as Job;
    coldMs ??= performance.now() - t0;
    return job;
  });
  console.log(
    `first generate of the process (loads vocabularies and gazetteer): ${ms(coldMs ?? Number.NaN)}`,
  );
  console.log(
    `self-test: ${self.passed}/${SELF_TEST_COUNT} deliberately broken answers raise their category`,
  );
  for (const p of self.problems) console.log(`   SELF-TEST PROBLEM: ${p}`);
  if (self.problems.length > 0) process.exitCode = 1;

  const hand = handWrittenCases();
  const generated = templateCases(Number(args.count), Number(args.seed));
  const cases = [...hand, ...generated];
  console.log(
    `audit-job-builder: ${cases.length} requests (${hand.length} hand-written, ${generated.length} generated)`,
  );

  const outcomes: Outcome[] = [];
  for (const c of cases) {
    const t0 = performance.now();
    const res = await emulator.fetch(url, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: c.prompt, language: c.language, includeDescription: true }),
    });
    const text = await res.text();
    const elapsed = performance.now() - t0;
    let job: unknown = text;
    try {
      job = JSON.parse(text);
    } catch {
      // kept as text: checkAnswer reports it
    }
    outcomes.push({ c, status: res.status, ms: elapsed, job, failures: checkAnswer(c, res.status, job) });
  }

  // Per category: requests failing it, split hand-written / generated, and the examples.
  const byCategory = new Map<string, { o: Outcome; f: Failure }[]>();
  for (const o of outcomes) {
    const seen = new Set<string>();
    for (const f of o.failures) {
      if (seen.has(f.category)) continue;
      seen.add(f.category);
      byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), { o, f }]);
    }
  }
  const failing = outcomes.filter((o) => o.failures.length > 0);
  const latencies = outcomes.map((o) => o.ms);
  const nExamples = Number(args.examples);

  const categories = [...byCategory.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([category, list]) => ({
      category,
      requests: list.length,
      handWritten: list.filter((x) => x.o.c.source === 'hand').length,
      generated: list.filter((x) => x.o.c.source === 'template').length,
      rate: list.length / outcomes.length,
      rule: list[0]!.f.rule,
      examples: telling(list, nExamples).map(({ o, f }) => ({
        id: o.c.id,
        prompt: o.c.prompt,
        requestLanguage: o.c.reqLang,
        language: o.c.language,
        tags: o.c.tags,
        detail: f.detail,
        expected: f.expected,
        expectedModes: o.c.expect.modes.map(describeAlt),
        answer: relevant(o.job),
      })),
    }));

  // Tags most associated with failures (what kind of request breaks).
  const tagStats = new Map<string, { n: number; failing: number }>();
  for (const o of outcomes)
    for (const t of new Set([...o.c.tags, `req:${o.c.reqLang}`, `lang:${o.c.language}`, o.c.source])) {
      const s = tagStats.get(t) ?? { n: 0, failing: 0 };
      s.n++;
      if (o.failures.length > 0) s.failing++;
      tagStats.set(t, s);
    }

  console.log(
    `\n== ${outcomes.length} requests, ${failing.length} with at least one failure (${((100 * failing.length) / outcomes.length).toFixed(1)}%)`,
  );
  console.log(
    `   hand-written: ${hand.length}, failing ${outcomes.filter((o) => o.c.source === 'hand' && o.failures.length > 0).length}; generated: ${generated.length}, failing ${outcomes.filter((o) => o.c.source === 'template' && o.failures.length > 0).length}`,
  );
  console.log(
    `   generate latency in-process (${latencies.length} calls, warm): p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(Math.max(...latencies))}`,
  );
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    `   slowest: ${slowest.map((o) => `${o.c.id} ${ms(o.ms)} (${o.c.prompt.length} chars)`).join(', ')}`,
  );
  console.log('\n== failures per category (requests; hand-written / generated; share of all requests)');
  for (const x of categories)
    console.log(
      `   ${x.category.padEnd(30)} ${String(x.requests).padStart(5)}  (${x.handWritten} / ${x.generated})  ${(100 * x.rate).toFixed(1)}%`,
    );
  console.log('\n== request kinds with the highest failure rate (at least 30 requests)');
  for (const [t, s] of [...tagStats.entries()]
    .filter(([, s]) => s.n >= 30)
    .sort((a, b) => b[1].failing / b[1].n - a[1].failing / a[1].n)
    .slice(0, 20))
    console.log(
      `   ${t.padEnd(28)} ${String(s.failing).padStart(5)} / ${String(s.n).padEnd(5)} ${((100 * s.failing) / s.n).toFixed(0)}%`,
    );

  for (const x of categories) {
    console.log(`\n-- ${x.category} (${x.requests}) — ${x.rule}`);
    for (const e of x.examples) {
      console.log(
        `   [${e.id}] ${e.requestLanguage} → language ${e.language}: ${JSON.stringify(e.prompt).slice(0, 300)}`,
      );
      console.log(`      got: ${e.detail.slice(0, 400)}`);
      console.log(`      expected: ${e.expected.slice(0, 300)}`);
    }
  }

  let robustness: unknown = null;
  if (!args['no-http']) {
    const server = await emulator.listen({ port: 0 });
    try {
      const probes = await runProbes(server.url, key);
      console.log('\n== robustness over HTTP');
      for (const p of probes)
        console.log(
          `   ${p.ok ? 'ok  ' : 'FAIL'} ${String(p.status).padEnd(7)} ${ms(p.ms).padStart(10)}  ${p.name}${p.notes.length ? `\n        ${p.notes.join('\n        ')}` : ''}`,
        );
      const concurrentPrompts = generated.slice(0, 50).map((c) => c.prompt);
      const concurrent = await runConcurrent(server.url, key, concurrentPrompts);
      console.log(
        `   50 concurrent generate calls: ${JSON.stringify(concurrent.statuses)} in ${ms(concurrent.ms)}`,
      );
      const sample = generated.slice(0, 300).map((c) => ({ prompt: c.prompt, language: c.language }));
      const http = await httpLatencies(server.url, key, sample);
      console.log(
        `   generate latency over HTTP (${http.length} sequential): p50 ${ms(percentile(http, 50))}, p99 ${ms(percentile(http, 99))}, max ${ms(Math.max(...http))}`,
      );
      robustness = {
        probes,
        concurrent,
        httpLatency: { p50: percentile(http, 50), p99: percentile(http, 99), max: Math.max(...http) },
      };
    } finally {
      await server.close();
    }
  }

  await writeFile(
    args.out,
    JSON.stringify(
      {
        requests: outcomes.length,
        handWritten: hand.length,
        generated: generated.length,
        failing: failing.length,
        failureRate: failing.length / outcomes.length,
        latencyInProcess: {
          cold: coldMs,
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: Math.max(...latencies),
        },
        categories,
        tags: Object.fromEntries(tagStats),
        robustness,
        failures: failing.map((o) => ({
          id: o.c.id,
          prompt: o.c.prompt,
          reqLang: o.c.reqLang,
          language: o.c.language,
          tags: o.c.tags,
          failures: o.failures,
          answer: relevant(o.job),
        })),
      },
      null,
      1,
    ),
  );
  console.log(`\nfull report: ${args.out}`);
  await emulator.close();
}

await main();
