/**
 * Form.Item props that bind a single-choice antd-mobile Selector (which works with arrays) to a field
 * holding one value; tapping the chosen option again keeps it instead of leaving none.
 */
export const singleChoice = {
  getValueProps: (value: string | undefined) => ({ value: value ? [value] : [] }),
  getValueFromEvent: (values: string[]) => values[0],
  normalize: (value: string | undefined, prev: string | undefined) => value ?? prev,
};
