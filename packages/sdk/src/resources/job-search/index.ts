export * from './job-search.ts';
