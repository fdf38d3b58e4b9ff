import type { Plan } from '@platform-api/sdk/schemas';
import type { FlushResult } from '../delivery/engine.ts';
import type { DeliveryDump } from '../delivery/log.ts';
import type { EngineResponse } from '../engine/types.ts';
import type { ApplicationInput, CreatedApplication } from '../flows/apply.ts';
import type { CreatedKey, CreatedOrg, KeyInput } from '../platform/accounts.ts';
import type { CreatedJob, CreateJobInput } from '../platform/job-posts.ts';
import type { FaultInput } from '../types.ts';

/** What the control API drives: the emulator instance's control operations. */
export interface ControlTarget {
  readonly version: string;
  reset(options: { seed?: 'demo' | 'empty' }): Promise<void>;
  createOrg(input: {
    name?: string | undefined;
    plan: Plan;
    workspaces?: string[] | undefined;
  }): Promise<CreatedOrg>;
  createKey(orgId: string, input: KeyInput): Promise<CreatedKey>;
  revokeKey(keyId: string): Promise<{ id: string; revoked: true }>;
  readonly clock: {
    now(): string;
    set(to: Date | string | number): Promise<string>;
    advance(seconds: number): Promise<string>;
  };
  addFault(input: FaultInput): { id: string };
  clearFaults(): { cleared: number };
  exportState(): Record<string, unknown>;
  importState(state: unknown): Promise<void>;
  snapshot(): Promise<string | null>;
  createJob(input: CreateJobInput): Promise<CreatedJob>;
  addCandidates(input: never[]): Promise<{ inserted: number }>;
  addPublicJobs(input: never[]): Promise<{ inserted: number }>;
  approveJob(postId: string): Promise<{ postId: string; status: string }>;
  createApplication(input: ApplicationInput, options: { origin?: string }): Promise<CreatedApplication>;
  flushWebhooks(): Promise<FlushResult>;
  listDeliveries(query: { endpointId?: string }): DeliveryDump[];
  serveFile(signed: string): EngineResponse;
}
