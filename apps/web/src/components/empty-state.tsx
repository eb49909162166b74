import { Button, Empty } from 'antd-mobile';
import { useNavigate } from 'react-router';

/** The step that fills an empty view: a button's label and where it leads (a path, query included). */
export interface EmptyAction {
  label: string;
  to: string;
}

function ActionButton({ action }: { action: EmptyAction }) {
  const navigate = useNavigate();
  return (
    <Button color="primary" onClick={() => navigate(action.to)} data-testid="empty-action">
      {action.label}
    </Button>
  );
}

/**
 * What an empty list or page would hold, and the button to the step that fills it when the user has
 * one to take (buy, stake, invite…); without one the text alone says why it is empty.
 */
export function EmptyState({
  text,
  action,
  testId,
}: {
  text: string;
  action?: EmptyAction;
  testId?: string;
}) {
  return (
    <div className="empty-state" data-testid={testId}>
      <Empty description={text} />
      {action && <ActionButton action={action} />}
    </div>
  );
}
