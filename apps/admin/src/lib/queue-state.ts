/** Reads a queue's state filter from the address: the first state (`reviewing`) by default, `all` for every state. */
export function queueState<S extends string>(value: string | undefined, states: readonly S[]): S | undefined {
  if (value === 'all') return undefined;
  return states.includes(value as S) ? (value as S) : states[0];
}
