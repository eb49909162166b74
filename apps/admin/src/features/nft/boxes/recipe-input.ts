import {
  type AdminRecipe,
  type BoxAsset,
  type Language,
  MAX_ID,
  type RecipeInput,
  recipeBody,
} from '@mcc/contract';
import { localizedTexts, typedAmount } from '../../../components/form/form-values.ts';
import {
  crossFieldProblems,
  distinct,
  type FormProblem,
  schemaProblems,
} from '../../../components/form/problems.ts';
import { repeatedSeries } from './repeated-series.ts';

/** One input of the recipe being edited: empty while the operator has not picked or typed it yet. */
export interface InputRow {
  seriesId: number | null;
  count: number | null;
}

/** What the recipe form holds. */
export interface RecipeFormValues {
  name: Partial<Record<Language, string>>;
  inputs: InputRow[];
  outputSeriesId: number | null;
  fee: string;
  feeAsset: BoxAsset;
  published: boolean;
  sort: number | null;
}

export const EMPTY_INPUT: InputRow = { seriesId: null, count: 1 };

export const NEW_RECIPE: RecipeFormValues = {
  name: {},
  inputs: [EMPTY_INPUT],
  outputSeriesId: null,
  fee: '0',
  feeAsset: 'USDT',
  published: false,
  sort: 0,
};

function candidate(values: RecipeFormValues) {
  return {
    ...values,
    name: localizedTexts(values.name),
    inputs: values.inputs ?? [],
    fee: values.fee?.trim() ?? '',
  };
}

/**
 * The contract says RECIPE_INVALID of everything wrong with a recipe's parts; on a field the operator
 * is told what about that field: a count out of range, or the output being one of the inputs.
 */
function fieldKey(p: FormProblem): string {
  if (p.key !== 'RECIPE_INVALID') return p.key;
  if (p.path.at(-1) === 'count') return 'RECIPE_COUNT_INVALID';
  if (p.path[0] === 'outputSeriesId') return 'RECIPE_OUTPUT_IS_INPUT';
  return p.key;
}

/** A recipe the schema accepts (its series ids no real series has), on which the fee and output are judged. */
const STAND_IN: RecipeInput = {
  name: { 'zh-Hans': '-' },
  inputs: [{ seriesId: MAX_ID, count: 1 }],
  outputSeriesId: MAX_ID - 1,
  fee: '0',
  feeAsset: 'USDT',
  published: false,
  sort: 0,
};

/** The rows' series picked so far, as inputs the output is compared with. */
function pickedInputs(rows: readonly InputRow[]) {
  const picked = rows.flatMap((r) =>
    typeof r?.seriesId === 'number' ? [{ seriesId: r.seriesId, count: 1 }] : [],
  );
  return picked.length > 0 ? { inputs: picked } : {};
}

/**
 * Everything the server would refuse, found before sending: the contract's schema (the fee and the
 * output judged as soon as they are set), and a repeated series on the row that repeats it.
 */
export function recipeProblems(values: RecipeFormValues): FormProblem[] {
  const body = candidate(values);
  const overlay = {
    fee: body.fee,
    feeAsset: body.feeAsset,
    ...(typeof body.outputSeriesId === 'number' ? { outputSeriesId: body.outputSeriesId } : {}),
    ...pickedInputs(body.inputs),
  };
  const problems = distinct([
    ...schemaProblems(recipeBody.safeParse(body)),
    ...crossFieldProblems(recipeBody, STAND_IN, overlay, ['fee', 'outputSeriesId']),
  ]).map((p) => ({ ...p, key: fieldKey(p) }));
  return [...problems, ...repeatedSeries(body.inputs, 'inputs')];
}

/** The body to send (call once `recipeProblems` is empty). */
export const recipeInput = (values: RecipeFormValues): RecipeInput => recipeBody.parse(candidate(values));

/** A stored recipe as the form edits it (the server replaces it whole). */
export function recipeFormValues(r: AdminRecipe): RecipeFormValues {
  return {
    name: { ...r.name },
    inputs: r.inputs.map((i) => ({ seriesId: i.seriesId, count: i.count })),
    outputSeriesId: r.output.seriesId,
    fee: typedAmount(r.fee),
    feeAsset: r.feeAsset,
    published: r.published,
    sort: r.sort,
  };
}
