export * from './common.ts';
export * from './crm.ts';
export * from './crm-interactions.ts';
export * from './crm-pipelines.ts';
export * from './crm-resumes.ts';
export * from './resume-files.ts';
export * from './webhooks.ts';
