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

/** A buyer, by client identifier (ignoring case, as top customers groups them) and/or e-mail; one of them is required. */
export const userSpentSchema = z.object({
  client_identifier: z.string().trim().min(1).max(64).optional(),
  email: z.string().trim().min(1).max(254).optional(),
});

export type RangeInput = z.input<typeof rangeSchema>;
export type VisitorsInput = z.input<typeof visitorsSchema>;
export type TopCustomersInput = z.input<typeof topCustomersSchema>;
export type UserSpentInput = z.input<typeof userSpentSchema>;
