import { Card, Typography } from 'antd';
import { PlanChoice } from '../features/plans';
import { messages } from '../texts';

/** /upgrade: a signed-in candidate's plan choice, leading to /pricing. */
export default function Upgrade() {
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {messages.upgradeTitle}
      </Typography.Title>
      <PlanChoice />
    </Card>
  );
}
