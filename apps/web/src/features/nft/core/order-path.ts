import { paths } from '../../../lib/routes.ts';

/** Where an order is followed (a resale through its steps, a primary one to pay it): the detail page's order view. */
export const orderPath = (id: number) => `${paths.nftDetail}?order=${id}`;
