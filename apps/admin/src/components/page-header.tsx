import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title with its actions on the right. */
export function PageHeader({
  title,
  extra,
  testId,
}: {
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
}) {
  return (
    <Flex
      justify="space-between"
      align="center"
      wrap
      gap={12}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    >
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
