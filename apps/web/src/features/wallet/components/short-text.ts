/** A long address or hash shortened for a line: its start and end around an ellipsis ("0xdAC1…1ec7"). */
export function shortText(text: string, head = 6, tail = 4): string {
  return text.length <= head + tail + 1 ? text : `${text.slice(0, head)}…${text.slice(-tail)}`;
}
