/** A record id from the address (`?id=`, `?order=`…): a positive integer, or undefined for anything else. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
