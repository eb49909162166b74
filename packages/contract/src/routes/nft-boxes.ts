import { csvExport, routes } from './define.ts';

/**
 * Blind boxes, seed pairs, draws and the chain game (calls added under `/api/nft`). Opening and
 * synthesising move money: they honour Idempotency-Key.
 */
const boxes = routes('nft', {
  list: { method: 'GET', path: '/api/nft/boxes', auth: 'user', query: 'boxListQuery', answer: 'nftBoxList' },
  detail: { method: 'GET', path: '/api/nft/box', auth: 'user', query: 'idQuery', answer: 'nftBox' },
  open: {
    method: 'POST',
    path: '/api/nft/box/open',
    auth: 'user',
    body: 'boxOpenBody',
    answer: 'boxOpenAnswer',
    idempotent: true,
  },
  seed: { method: 'GET', path: '/api/nft/seed', auth: 'user', answer: 'seedPair' },
  rotateSeed: {
    method: 'POST',
    path: '/api/nft/seed/rotate',
    auth: 'user',
    body: 'rotateBody',
    answer: 'rotateAnswer',
  },
  draws: {
    method: 'GET',
    path: '/api/nft/draws',
    auth: 'user',
    query: 'drawListQuery',
    answer: 'boxDrawList',
  },
  draw: { method: 'GET', path: '/api/nft/draw', auth: 'user', query: 'idQuery', answer: 'boxDraw' },
  recipes: {
    method: 'GET',
    path: '/api/nft/recipes',
    auth: 'user',
    query: 'recipeListQuery',
    answer: 'recipeList',
  },
  synthesize: {
    method: 'POST',
    path: '/api/nft/synthesize',
    auth: 'user',
    body: 'synthesizeBody',
    answer: 'synthesizeAnswer',
    idempotent: true,
  },
});

const boxList = {
  method: 'GET',
  path: '/admin-api/nft/boxes',
  auth: 'operator',
  query: 'adminBoxQuery',
  answer: 'adminBoxList',
} as const;

const recipeList = {
  method: 'GET',
  path: '/admin-api/nft/recipes',
  auth: 'operator',
  query: 'adminRecipeQuery',
  answer: 'adminRecipeList',
} as const;

/** Blind boxes and chain-game recipes: read by every operator, written with `content.write`. */
const boxesAdmin = routes('admin: nft', {
  list: boxList,
  export: csvExport(boxList, 'adminBoxExportQuery'),
  create: {
    method: 'POST',
    path: '/admin-api/nft/boxes',
    auth: 'operator',
    permission: 'content.write',
    body: 'boxBody',
    answer: 'adminBox',
  },
  update: {
    method: 'POST',
    path: '/admin-api/nft/boxes/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'boxIdParams',
    body: 'boxUpdateBody',
    answer: 'adminBox',
  },
  close: {
    method: 'POST',
    path: '/admin-api/nft/boxes/:id/close',
    auth: 'operator',
    permission: 'content.write',
    params: 'boxIdParams',
    answer: 'adminBox',
  },
  recipes: recipeList,
  recipesExport: csvExport(recipeList, 'adminRecipeExportQuery'),
  createRecipe: {
    method: 'POST',
    path: '/admin-api/nft/recipes',
    auth: 'operator',
    permission: 'content.write',
    body: 'recipeBody',
    answer: 'adminRecipe',
  },
  updateRecipe: {
    method: 'POST',
    path: '/admin-api/nft/recipes/:id',
    auth: 'operator',
    permission: 'content.write',
    params: 'recipeIdParams',
    body: 'recipeBody',
    answer: 'adminRecipe',
  },
});

export const api = { boxes };
export const adminApi = { boxes: boxesAdmin };
