import { createEmulator } from '@platform-api/emulator';

const emu = await createEmulator({ seed: 'demo' });
const key = emu.demo!.keys.acmeAdmin;
const base = emu.baseUrl + '/api/v3.0';
async function post(path: string, body: unknown, k = key) {
  const t = performance.now();
  const r = await emu.fetch(base + path, {
    method: 'POST',
    headers: { 'x-api-key': k, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const j = await r.json();
  return { status: r.status, ms: (performance.now() - t).toFixed(1), j };
}
let r = await post('/candidate-search/public/search', {
  query: 'senior nurse',
  location: 'Madrid',
  pageSize: 3,
});
console.log(r.status, r.ms, JSON.stringify(r.j, null, 1).slice(0, 1800));
r = await post('/candidate-search/public/search', { query: 'react developer', remote: true, pageSize: 2 });
console.log(
  r.status,
  r.ms,
  r.j.results?.map((c) => [c.headline, c.matchTier, c.matchedSkills, c.isRemote]),
);
r = await post('/job-search/public/search', { query: 'enfermera', language: 'es', pageSize: 2 });
console.log(r.status, r.ms, JSON.stringify(r.j, null, 1).slice(0, 2500));
r = await post('/job-search/public/search', { location: 'Madrid', pageSize: 3 });
console.log(
  r.status,
  r.ms,
  r.j.jobs?.map((j) => [j.title, j.locationName, j.applyUrl, j.createdAt]),
);
r = await post('/job-search/public/search', { query: 'contact', pageSize: 25 });
console.log(
  r.status,
  r.ms,
  r.j.jobs
    ?.filter((j) => /hidden/.test(j.description))
    .map((j) => j.description.slice(-120))
    .slice(0, 5),
);
r = await post('/job-search/public/search', { page: '2' });
console.log(r.status, JSON.stringify(r.j));
const o = await emu.fetch(base + '/job-search/public/openapi.json');
console.log(o.status, (await o.text()).length);
