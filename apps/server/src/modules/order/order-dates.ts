import { addDaysTo } from '@steelworks/contract/common/dates';
import { ORDER_MAX_DAYS_AHEAD, ORDER_TEXT } from '@steelworks/contract/order';
import { fieldError } from '../../lib/app-error';

export function checkDates(input: { start_date?: string; end_date?: string }, today: string, current?: { startDate: string | null }) {
  if (input.start_date && input.start_date < today) throw fieldError('start_date', ORDER_TEXT.dateBeforeToday);
  if (input.end_date && input.end_date < today) throw fieldError('end_date', ORDER_TEXT.dateBeforeToday);
  const latest = addDaysTo(today, ORDER_MAX_DAYS_AHEAD);
  if (input.start_date && input.start_date > latest) throw fieldError('start_date', ORDER_TEXT.dateTooFar);
  if (input.end_date && input.end_date > latest) throw fieldError('end_date', ORDER_TEXT.dateTooFar);
  const start = input.start_date ?? current?.startDate ?? undefined;
  if (input.end_date && start && input.end_date < start) throw fieldError('end_date', ORDER_TEXT.endBeforeStart);
}
