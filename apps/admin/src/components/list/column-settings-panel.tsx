import { Tree, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The column settings' panel: a tick per column to show or hide it, dragged to reorder (as
 * ant-design-pro's), and Reset. Its own chunk: it loads when the settings are first opened.
 */
export default function ColumnSettingsPanel({
  items,
  shown,
  onShow,
  onMove,
  onReset,
}: {
  items: { key: string; title: ReactNode }[];
  shown: string[];
  onShow(shown: string[]): void;
  /** Moves `id` next to `target`: after it when `after`. */
  onMove(id: string, target: string, after: boolean): void;
  onReset(): void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="column-settings">
      <Tree
        checkable
        draggable={{ icon: false }}
        blockNode
        selectable={false}
        treeData={items}
        checkedKeys={shown}
        // Columns are reordered among themselves, never dropped into one another.
        allowDrop={({ dropPosition }) => dropPosition !== 0}
        onCheck={(checked) => onShow((Array.isArray(checked) ? checked : checked.checked).map(String))}
        onDrop={({ dragNode, node, dropPosition, dropToGap }) => {
          // antd's dropPosition counts from the list's start: past the target's own index is below it.
          if (dropToGap)
            onMove(String(dragNode.key), String(node.key), dropPosition > Number(node.pos.split('-').at(-1)));
        }}
      />
      <Typography.Link onClick={onReset} data-testid="column-settings-reset">
        {t('list.columnsReset')}
      </Typography.Link>
    </div>
  );
}
