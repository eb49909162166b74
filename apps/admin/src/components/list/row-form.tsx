import { Button } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list page's create-or-edit form: which row it edits (none while closed), the header's New button,
 * a row's Edit button, and the form itself (often lazy: its chunk loads when the operator opens it).
 */
export function useRowForm<R>() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  return {
    newButton: (label: string, testId: string) => (
      <Button type="primary" onClick={() => setEditing('new')} data-testid={testId}>
        {label}
      </Button>
    ),
    editButton: (row: R, testId?: string) => (
      <Button size="small" onClick={() => setEditing(row)} data-testid={testId}>
        {t('common.edit')}
      </Button>
    ),
    edit: (row: R) => setEditing(row),
    /** The form while open: `row` undefined for a new one. */
    form: (render: (row: R | undefined, onClose: () => void) => ReactNode) =>
      editing !== null && (
        <Suspense fallback={null}>
          {render(editing === 'new' ? undefined : editing, () => setEditing(null))}
        </Suspense>
      ),
  };
}
