/**
 * The browser tests' global setup: builds the web app and the console once for the whole run (the
 * server each test file starts serves their dist folders); each build takes ~5–6 s, once per file before.
 * A file reads a build's output (its size report) with `inject('builds')`.
 */
import type { TestProject } from 'vitest/node';
import { buildApp } from './harness.ts';

export default function setup(project: TestProject) {
  project.provide('builds', { web: buildApp('@mcc/web'), admin: buildApp('@mcc/admin') });
}
