/** The paged-list answer of PRODUCT.md: `{ list, total, page, limit, hasMore }`. */
export function pageOf<T>(list: T[], total: number, page: number, limit: number) {
  return { list, total, page, limit, hasMore: page * limit < total };
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
