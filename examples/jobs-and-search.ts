// The examples of docs/job-builder.md and docs/search.md (each #region is shown there verbatim),
// run by test/examples.test.ts against an emulator with the demo seed.
import { isPlatformError, PlatformClient } from '@platform-api/sdk';

const client = new PlatformClient({
  apiKey: process.env.PLATFORM_API_KEY ?? 'pk_demo_globex_admin_W4kR9mP2tL8vN6xa', // a demo key (Diamond plan)
  baseUrl: process.env.PLATFORM_BASE_URL ?? 'http://127.0.0.1:4010',
});

// #region generate
// A preview: nothing is saved; spends one of the 10 job-builder calls of the day.
const preview = await client.jobBuilder.generate({
  prompt: 'Senior backend engineer in Madrid, hybrid, Node.js and PostgreSQL, 60-75k EUR',
  language: 'es',
  includeDescription: true,
});
console.log(preview.title, '|', preview.workMode.displayName, '|', preview.workMode.geoNameId);
console.log(preview.salary.low, preview.salary.high, preview.salary.currency, preview.salary.period);
console.log(preview.skills.slice(0, 3).join(', '));
// #endregion generate

// #region create-job
// A draft by default (editable in the application); `publishMode: 'publish'` sends it to approval.
// The SDK adds an Idempotency-Key (reused by its own retries): a retry never makes a second job.
const draft = await client.jobBuilder.createJob({ prompt: 'Barista in Austin, part-time', language: 'en' });
console.log(draft.status, draft.listId, draft.jobBuilderProgress?.step); // draft null review

const key = `nurse-lisbon-${Date.now()}`;
const sent = await client.jobBuilder
  .createJob(
    { prompt: 'Registered nurse in Lisbon, night shifts', language: 'pt', publishMode: 'publish' },
    { idempotencyKey: key },
  )
  .withResponse();
const again = await client.jobBuilder
  .createJob(
    { prompt: 'Registered nurse in Lisbon, night shifts', language: 'pt', publishMode: 'publish' },
    { idempotencyKey: key },
  )
  .withResponse();
console.log(sent.data.status, again.replayed, again.data.postId === sent.data.postId); // pending true true
// #endregion create-job

// #region candidates
// Natural language, filters (requireVideo, createdAfter) and biases (remote, language, location).
const candidates = await client.candidateSearch.search({
  query: 'react native developer',
  remote: true,
  pageSize: 5,
});
for (const c of candidates.items) {
  console.log(
    c.candidateId,
    c.headline,
    c.matchTier,
    c.matchedSkills.join('/'),
    c.profileUrl ?? '(no public profile)',
  );
}
// Every page up to a bound: each page is one search of the daily quota.
const nurses = await client.candidateSearch
  .search({ query: 'nurse', location: 'Madrid', pageSize: 25 })
  .toArray({ maxItems: 60 });
console.log(`${nurses.length} nurses`);
// #endregion candidates

// #region jobs
// Free for any account with job-search:read. Without a query: newest first.
const jobs = await client.jobSearch.search({ query: 'camarero', countryCode: 'ES', language: 'es' });
for (const job of jobs.items.slice(0, 3)) console.log(job.title, '|', job.locationName, '|', job.applyUrl);
const remote = await client.jobSearch.search({
  remote: true,
  minPay: 60000,
  payCurrency: 'USD',
  payType: 'yearly',
});
console.log(remote.items.every((j) => j.isRemote && (j.payAmount ?? 0) >= 60000)); // true
// #endregion jobs

// #region usage
// The five families at once; a family the key may not use says why.
const usage = await client.usage();
for (const [family, read] of Object.entries(usage)) {
  console.log(family, read.available ? `${read.usage.used}/${read.usage.dailyQuota}` : read.error.errorCode);
}
// #endregion usage

// #region errors
try {
  await client.candidateSearch.search({ query: 'x' }); // 2 to 300 characters
} catch (err) {
  if (isPlatformError(err, 'VALIDATION_ERROR')) console.log(err.details?.[0]?.field, err.message);
  else throw err;
}
// #endregion errors
