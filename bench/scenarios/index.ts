import type { Scenario } from '../lib';

/** The scenarios run after the page, cart, checkout and report ones, in this order. */
export const SCENARIOS: Scenario[] = [];
