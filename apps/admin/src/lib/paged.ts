/** A page of a list, as every paged admin call answers it. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
}
