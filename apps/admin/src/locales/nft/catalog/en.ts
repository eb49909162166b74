import type { NftCatalogMessages } from './zh-Hans.ts';

/** The texts of the NFT catalogue (the series, their form and how they sell), in English. */
export const nftCatalogEn: NftCatalogMessages = {
  nft: {
    new: 'New series',
    editTitle: 'Edit series #{{id}}',
    supply: 'Supply',
    takenHint: '{{taken}} sold or reserved: the supply cannot go below',
    perUserLimit: 'Limit per person',
    saleStart: 'Sale starts',
    saleEnd: 'Sale ends',
    saleEndHint: 'Empty: no end',
    saleWindow: 'Sale',
    rarity: 'Rarity',
    creator: 'Creator',
    chain: 'Chain',
    contractAddress: 'Contract address',
    tokenStandard: 'Token standard',
    featured: 'Featured',
    publishedHint: 'Users do not see a series until it is published',
    sales: 'Sales',
    salesText: '{{sold}} sold · {{reserved}} reserved · {{remaining}} left of {{supply}}',
    revenue: 'Revenue',
    saveConfirm: 'Save the changes to this series?',
    createConfirm: 'Create this series?',
    confirmText: '{{name}}: {{price}} USDT, {{supply}} copies, {{state}}.',
    states: {
      upcoming: 'Coming soon',
      on_sale: 'On sale',
      sold_out: 'Sold out',
      ended: 'Ended',
    },
  },
};
