import { SettingOutlined } from '@ant-design/icons';
import { storedText } from '@mcc/client';
import { Button, Popover, Spin, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ComponentProps, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An operator's arrangement of one list's columns, kept in the browser (local storage, per list): the
 * order of the columns they moved and those they hid. Columns pinned to a side (the actions) keep
 * their place and always show.
 */
export interface ColumnPrefs {
  order: string[];
  hidden: string[];
}

const NO_PREFS: ColumnPrefs = { order: [], hidden: [] };

const storeOf = (listId: string) => storedText(`mcc-admin-columns:${listId}`);

const isTexts = (v: unknown): v is string[] => Array.isArray(v) && v.every((k) => typeof k === 'string');

/** The stored arrangement; anything unreadable (an older shape, edited by hand) counts as none. */
export function readColumnPrefs(listId: string): ColumnPrefs {
  try {
    const v = JSON.parse(storeOf(listId).get() ?? 'null') as Partial<ColumnPrefs> | null;
    return v && isTexts(v.order) && isTexts(v.hidden) ? { order: v.order, hidden: v.hidden } : NO_PREFS;
  } catch {
    return NO_PREFS;
  }
}

/** A column's name among its list's: its key, else its field. */
export function columnId(column: ColumnType<never>): string {
  const { key, dataIndex } = column;
  if (key !== undefined) return String(key);
  return Array.isArray(dataIndex) ? dataIndex.join('.') : String(dataIndex ?? '');
}

const movable = (c: ColumnType<never>) => !c.fixed;

/**
 * The columns as the operator arranged them: the movable ones in their order (a column the list gained
 * since comes right after the one before it in the list's own order), hidden ones left out, the pinned
 * ones where the list put them.
 */
export function arrangeColumns<C extends ColumnType<never>>(columns: C[], prefs: ColumnPrefs): C[] {
  const byId = new Map(columns.filter(movable).map((c) => [columnId(c), c]));
  const ordered = prefs.order.filter((id) => byId.has(id));
  let previous: string | undefined;
  for (const id of byId.keys()) {
    if (!ordered.includes(id)) ordered.splice(previous ? ordered.indexOf(previous) + 1 : 0, 0, id);
    previous = id;
  }
  const shown = ordered.filter((id) => !prefs.hidden.includes(id)).map((id) => byId.get(id) as C);
  const left = columns.filter((c) => c.fixed === 'left' || c.fixed === true);
  const right = columns.filter((c) => c.fixed === 'right');
  return [...left, ...shown, ...right];
}

/** Moves `id` before or after `target` (a tree's drop: `after` when dropped below it). */
function moved(order: string[], id: string, target: string, after: boolean): string[] {
  const rest = order.filter((k) => k !== id);
  const at = rest.indexOf(target) + (after ? 1 : 0);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * A list's column settings (`listId` names it in storage): the columns to show, and the popover that
 * arranges them — a tick per column to show or hide it, dragged to reorder (as ant-design-pro's), and
 * Reset. Without `listId` the columns show as the list gives them and there is no control.
 */
export function useColumnSettings<C extends ColumnType<never>>(
  listId: string | undefined,
  columns: C[],
): { columns: C[]; control: ReactNode } {
  const [prefs, setPrefs] = useState(() => (listId ? readColumnPrefs(listId) : NO_PREFS));
  if (!listId) return { columns, control: null };
  const save = (next: ColumnPrefs) => {
    setPrefs(next);
    storeOf(listId).set(JSON.stringify(next));
  };
  const reset = () => {
    setPrefs(NO_PREFS);
    storeOf(listId).clear();
  };
  const arranged = arrangeColumns(columns, { ...prefs, hidden: [] }).filter(movable);
  const ids = arranged.map(columnId);
  return {
    columns: arrangeColumns(columns, prefs),
    control: (
      <ColumnSettingsButton
        items={arranged.map((c) => ({ key: columnId(c), title: c.title as ReactNode }))}
        shown={ids.filter((id) => !prefs.hidden.includes(id))}
        onShow={(shown) => save({ order: ids, hidden: ids.filter((id) => !shown.includes(id)) })}
        onMove={(id, target, after) => save({ ...prefs, order: moved(ids, id, target, after) })}
        onReset={reset}
      />
    ),
  };
}

/** The panel (antd's Tree) loads when an operator first opens the settings, not with the list. */
const ColumnSettingsPanel = lazy(() => import('./column-settings-panel.tsx'));

function ColumnSettingsButton(panel: ComponentProps<typeof ColumnSettingsPanel>) {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('list.columns')}
      content={
        <Suspense fallback={<Spin size="small" />}>
          <ColumnSettingsPanel {...panel} />
        </Suspense>
      }
    >
      <Tooltip title={t('list.columns')}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t('list.columns')}
          data-testid="column-settings-button"
        />
      </Tooltip>
    </Popover>
  );
}
