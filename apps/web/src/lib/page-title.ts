import { createContext, useContext, useLayoutEffect } from 'react';

/** The layout's setter for the title of the view it shows (see `useViewTitle`). */
export const ViewTitleContext = createContext<(title: string | undefined) => void>(() => {});

/**
 * A view inside a route that is more than its route's title says names itself: the SSK tab of the
 * market, a user's own copy or an order opened on the NFT detail route. The navigation bar and the
 * document's title show `title` while the view is on screen, the route's title again once it is gone;
 * `undefined` keeps the route's title.
 */
export function useViewTitle(title: string | undefined) {
  const setTitle = useContext(ViewTitleContext);
  useLayoutEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [setTitle, title]);
}

/** The browser's title for a page: what the view is, then the product (a tab, history, a bookmark). */
export const documentTitle = (title: string) => (title ? `${title} - MCC` : 'MCC');
