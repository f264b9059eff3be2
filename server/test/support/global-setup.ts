import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { adminUrl: string; templateName: string };
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('postgres', { adminUrl: postgres.adminUrl, templateName: postgres.templateName });
  return () => postgres.stop();
}
