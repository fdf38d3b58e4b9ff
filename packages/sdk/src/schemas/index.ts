export * from './common.ts';
export * from './crm.ts';
