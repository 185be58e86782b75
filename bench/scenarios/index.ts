import type { Scenario } from '../lib';
import { webhookBurst } from './webhook-burst';

/** The scenarios run after the page, cart, checkout and report ones, in this order. */
export const SCENARIOS: Scenario[] = [webhookBurst];
