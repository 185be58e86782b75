import type { Scenario } from '../lib';
import { approval } from './approval';
import { gameServerPoll } from './game-server-poll';
import { socketPush } from './socket-push';
import { startup } from './startup';
import { webhookBurst } from './webhook-burst';

/** The scenarios run after the page, cart, checkout and report ones, in this order. */
export const SCENARIOS: Scenario[] = [approval, webhookBurst, gameServerPoll, socketPush, startup];
