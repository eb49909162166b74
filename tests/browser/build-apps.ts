/**
 * The browser tests' global setup: builds the web app and the console once for the whole run (the
 * server each test file starts serves their dist folders). Each file building them again cost ~10 s.
 * A file reads a build's output (its size report) with `inject('builds')`.
 */
import type { TestProject } from 'vitest/node';
import { buildApp } from './harness.ts';

export default function setup(project: TestProject) {
  project.provide('builds', { web: buildApp('@mcc/web'), admin: buildApp('@mcc/admin') });
}
