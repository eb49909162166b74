import './middle-ellipsis.css';

/** The characters kept whole at the end of a long value: the middle gives way. */
const TAIL = 8;

/**
 * A long value (an address) on one line: cut in the middle with an ellipsis when wider than its box, so
 * its start and its end, which the eye checks, stay in sight. The whole value is its title.
 */
export function MiddleEllipsis({ value, testId }: { value: string; testId?: string }) {
  const cut = Math.max(0, value.length - TAIL);
  return (
    <span className="middle-ellipsis mono" title={value} data-testid={testId}>
      <span className="middle-ellipsis-head">{value.slice(0, cut)}</span>
      <span className="middle-ellipsis-tail">{value.slice(cut)}</span>
    </span>
  );
}
