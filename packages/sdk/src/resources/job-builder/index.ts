export * from './job-builder.ts';
