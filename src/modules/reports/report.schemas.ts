import { numberInRange, z } from '../../lib/validation';
import { calendarDay } from '../orders/order.schemas';

/** The longest period a report covers, in days. */
export const MAX_REPORT_DAYS = 366;

export const rangeSchema = z.object({ from: calendarDay(), to: calendarDay() });
export const visitorsSchema = rangeSchema.extend({ compare_from: calendarDay().optional(), compare_to: calendarDay().optional() });
export const topCustomersSchema = z.object({
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  limit: numberInRange(1, 100, { int: true }).optional(),
});

export type RangeInput = z.input<typeof rangeSchema>;
export type VisitorsInput = z.input<typeof visitorsSchema>;
export type TopCustomersInput = z.input<typeof topCustomersSchema>;
