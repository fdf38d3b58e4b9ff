import { scrubContactData, scrubShort } from './packages/emulator/src/families/search/scrub.ts';

for (const t of [
  '296.531.4425 (092) 3271 7847',
  'see es.linkedin.com/in/devops/ ok',
  'https://lnkd.in/123456 — x',
  'wa.me/34612345678 — Apply',
  'linkedin.com/in/k.smith — x',
  'Remote (Brazil)',
  '— Person 97 ana@x.com',
  'x https://www.linkedin.com/in/zo-1234',
])
  console.log(JSON.stringify(scrubContactData(t)), JSON.stringify(scrubShort(t)));
