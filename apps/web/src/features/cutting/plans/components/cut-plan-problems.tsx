import { Alert, List } from '@mantine/core';
import type { CutPlanProblem } from '@steelworks/contract/cut-plan';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslate } from '../../../../lib/i18n/i18n';

/** The items the plan could not cut, each with why (no rule, no section in stock, no size...). */
export function CutPlanProblems({ problems, title = 'Not in this plan' }: { problems: CutPlanProblem[]; title?: string }) {
  const t = useTranslate();
  if (problems.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t(title)} icon={<IconAlertTriangle size={18} />} role="alert">
      <List size="sm" spacing={2}>
        {problems.map((problem, index) => (
          <List.Item key={index}>
            WO {problem.work_order_auto_id} #{problem.sr_no}: {problem.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
