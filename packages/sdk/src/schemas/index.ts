export * from './common.ts';
export * from './crm.ts';
export * from './crm-pipelines.ts';
