import { AsyncLocalStorage } from 'node:async_hooks';

// The job whose code is running (both runtimes set it around a handler): an event a running job
// sends for its own follow-up (a publish that found the pack edited meanwhile) is not a new request
// of the user's and does not count against their cap on jobs in flight (lib/jobs/slots.ts).
const store = new AsyncLocalStorage<{ jobId: string }>();

export const runningJob = () => store.getStore() ?? null;

export const inJob = <T>(jobId: string, fn: () => T): T => store.run({ jobId }, fn);
