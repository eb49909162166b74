import { parseAmount, sysConfig } from '@mcc/contract';

export interface SettingsProblem {
  path: (string | number)[];
  key: string;
}

/** The contract's error keys the form words in its own way; any other issue is an invalid value. */
const ISSUE_KEYS: Record<string, string> = {
  AMOUNT_INVALID: 'amountInvalid',
  SETTINGS_TOKEN_INVALID: 'tokenInvalid',
  SETTINGS_EXPLORER_INVALID: 'explorerInvalid',
};

/**
 * Checks the whole configuration with the contract's schema, plus what the schema cannot say:
 * each withdrawal rule's minimum is not above its maximum, and a network appears once per list.
 */
export function settingsProblems(values: unknown): SettingsProblem[] {
  const parsed = sysConfig.safeParse(values);
  if (!parsed.success) {
    return parsed.error.issues.map((i) => ({
      path: i.path.filter((p): p is string | number => typeof p !== 'symbol'),
      key: ISSUE_KEYS[i.message] ?? 'invalidValue',
    }));
  }
  const config = parsed.data;
  const problems: SettingsProblem[] = [];
  config.withdraw.forEach((rule, i) => {
    const min = parseAmount(rule.min);
    const max = parseAmount(rule.max);
    if (min !== undefined && max !== undefined && min > max)
      problems.push({ path: ['withdraw', i, 'max'], key: 'maxBelowMin' });
  });
  for (const list of ['depositNetworks', 'withdraw'] as const) {
    const seen = new Set<string>();
    config[list].forEach((row, i) => {
      if (seen.has(row.network)) problems.push({ path: [list, i, 'network'], key: 'duplicateNetwork' });
      seen.add(row.network);
    });
  }
  if (!config.languages.includes(config.defaultLanguage)) {
    problems.push({ path: ['defaultLanguage'], key: 'defaultNotOffered' });
  }
  return problems;
}

/**
 * The fields a refused save names (`data.fields`: `autoRecharge.networks.1.token` and the server's
 * localised words), as the form's field errors. Anything else gives none: the message alone is shown.
 */
export function serverFieldErrors(data: unknown): { name: (string | number)[]; errors: string[] }[] {
  const fields = (data as { fields?: unknown } | null | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: { field?: unknown; msg?: unknown }) =>
    typeof f?.field === 'string' && typeof f.msg === 'string'
      ? [{ name: f.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), errors: [f.msg] }]
      : [],
  );
}
