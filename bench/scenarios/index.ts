import type { Scenario } from '../lib';
import { startup } from './startup';

/** The scenarios run after the page, cart, checkout and report ones, in this order. */
export const SCENARIOS: Scenario[] = [startup];
