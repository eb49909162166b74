import type { TFunction } from 'i18next';
import { type FormProblem, problemText as formProblemText } from '../../../components/form/problems.ts';

/** Where the NFT forms' problems are worded (each room's forms: series, boxes, recipes, auctions). */
export const NFT_ERRORS = 'nft.errors';

/** A problem of an NFT form as the operator reads it: amounts have their own texts, the rest `nft.errors`. */
export const problemText = (t: TFunction, problem: Pick<FormProblem, 'key' | 'params'>) =>
  formProblemText(t, NFT_ERRORS, problem);
