// A setup file of every vitest project: at the end of each test file, the processes it started
// outside a test (in a beforeAll) must have been stopped (see processes.ts).
import { afterAll } from 'vitest';
import { reapFileProcesses } from './processes.ts';

afterAll(reapFileProcesses);
