import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';

/** The spec's async page load delay: show a spinner only if a page takes longer than 200 ms to arrive. */
export const PAGE_LOAD_DELAY_MS = 200;

export function DelayedFallback() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="page-center" role="status">
      <DotLoading color="primary" />
    </div>
  );
}
