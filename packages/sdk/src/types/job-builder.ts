// The types of `client.jobBuilder`: what its methods take and answer, as `JobBuilder.<Name>` from
// the main entry (`import type { JobBuilder } from '@platform-api/sdk'`). The schemas and every
// other shape: `./schemas`.

import type * as SchemaJobBuilder from '../schemas/job-builder.ts';

// Aliases, not re-exports: a namespace of aliases is what the declaration bundler keeps intact.
export type EmploymentType = SchemaJobBuilder.EmploymentType;
export type JobBuilderProgress = SchemaJobBuilder.JobBuilderProgress;
export type JobBuilderStep = SchemaJobBuilder.JobBuilderStep;
export type JobBuilderUsage = SchemaJobBuilder.JobBuilderUsage;
export type JobCategory = SchemaJobBuilder.JobCategory;
export type JobCreateInput = SchemaJobBuilder.JobCreateInput;
export type JobCreateResult = SchemaJobBuilder.JobCreateResult;
export type JobGenerateInput = SchemaJobBuilder.JobGenerateInput;
export type JobLanguage = SchemaJobBuilder.JobLanguage;
export type JobStatus = SchemaJobBuilder.JobStatus;
export type PublicJob = SchemaJobBuilder.PublicJob;
export type PublishMode = SchemaJobBuilder.PublishMode;
export type Salary = SchemaJobBuilder.Salary;
export type SalaryPeriod = SchemaJobBuilder.SalaryPeriod;
export type WorkMode = SchemaJobBuilder.WorkMode;
export type WorkModeScope = SchemaJobBuilder.WorkModeScope;
export type WorkModeType = SchemaJobBuilder.WorkModeType;
