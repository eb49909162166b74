import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files are handed to the two workers. Vitest's own order runs project after project,
 * so both workers ran browser files together for the first half of a run (each a server and a Chromium:
 * two cores, four busy processes) and the light server files together in the second: a 14-minute CI
 * became 30 as browser files were added. Here browser files are spread evenly among the others, so one
 * worker mostly runs a browser file while the other runs the rest.
 */
/**
 * Browser files that take a minute or more (seen in CI: 55–90 s against ~30 s for most), started first
 * so that none of them is the run's last minute. Without the durations of an earlier run (a fresh clone
 * has none) Vitest orders by file size, and the accessibility walk, a short file, came last.
 */
const SLOW_BROWSER_FILES = [
  'e2e/accessibility.test.ts',
  'e2e/auction.test.ts',
  'e2e/accounts.test.ts',
  'e2e/first-impressions.test.ts',
  'e2e/labels-and-words.test.ts',
];
const isSlow = (f: TestSpecification) => SLOW_BROWSER_FILES.some((name) => f.moduleId.endsWith(name));

export default class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted
      .filter((f) => f.project.name === 'e2e')
      .sort((a, b) => Number(isSlow(b)) - Number(isSlow(a)));
    const rest = sorted.filter((f) => f.project.name !== 'e2e');
    if (browser.length === 0 || rest.length === 0) return sorted;
    // A browser file, then the share of the other files that takes about as long (a browser file takes
    // ~30 s, a server file ~4 s; both halves of the suite take about as long in all).
    const every = rest.length / browser.length;
    const order: TestSpecification[] = [];
    browser.forEach((file, i) => {
      order.push(file, ...rest.slice(Math.round(i * every), Math.round((i + 1) * every)));
    });
    return order;
  }
}
