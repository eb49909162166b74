/** Lines framed in a box, so the few that matter stand out of a scrolling log. */
export function boxed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const edge = '─'.repeat(width + 2);
  return [`┌${edge}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${edge}┘`].join('\n');
}
