import type { Scenario } from '../lib';
import { approval } from './approval';

/** The scenarios run after the page, cart, checkout and report ones, in this order. */
export const SCENARIOS: Scenario[] = [approval];
