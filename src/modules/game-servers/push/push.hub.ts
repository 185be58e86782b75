import type { Socket } from 'socket.io';
import type { Deps } from '../../../context';
import type { Log } from '../../../logger';
import { pluginPushes } from '../../../metrics';
import type { PluginCredential } from './push.auth';
import { leaseForPush } from './push.delivery';

/** The event a plugin runs a command from: one queued command, the user queue item's shape. */
const EXECUTE_COMMAND = 'EXECUTE_COMMAND';
/** Look again at least this often even when nothing is known to be waiting (a missed notification, a clock step). */
const SAFETY_WAKE_MS = 60_000;
/** After a failed delivery (the database away), try again this soon. */
const RETRY_MS = 5_000;

interface Group {
  cred: PluginCredential;
  sockets: Set<Socket>;
  /** Deliveries of one group run one after another. */
  chain: Promise<void>;
  /** A delivery for every socket is queued and has not started: another request joins it. */
  queued: boolean;
  timer?: NodeJS.Timeout;
}

/**
 * This process's push connections, by group (every socket of one credential), and when each group
 * is served: when a socket connects (it gets what its holder has leased and not acknowledged, then
 * anything new), when the database says the group's store has a deliverable command (LISTEN, from
 * any instance's or the worker's transaction), and by a timer set to when the next command of the
 * group's scope falls due or its lease ends (scheduled commands, redelivery of what was pushed and
 * never acknowledged). Each delivery leases what it sends, so wherever a plugin is connected, one
 * instance sends each command once per lease.
 */
export class PushHub {
  private readonly groups = new Map<string, Group>();
  private closed = false;

  constructor(
    private readonly deps: Deps,
    private readonly log: Log,
  ) {}

  get size(): number {
    return this.groups.size;
  }

  add(socket: Socket, cred: PluginCredential): void {
    let group = this.groups.get(cred.group);
    if (!group) {
      group = { cred, sockets: new Set(), chain: Promise.resolve(), queued: false };
      this.groups.set(cred.group, group);
    }
    group.sockets.add(socket);
    this.serve(group, socket);
  }

  remove(socket: Socket, cred: PluginCredential): void {
    const group = this.groups.get(cred.group);
    if (!group) return;
    group.sockets.delete(socket);
    if (group.sockets.size === 0) {
      clearTimeout(group.timer);
      this.groups.delete(cred.group);
    }
  }

  /** The database announced a deliverable command of this store. */
  storeChanged(storeId: number): void {
    for (const group of this.groups.values()) if (group.cred.store.id === storeId) this.serve(group);
  }

  /** Every group, at once: after the notification connection was lost (what it missed). */
  serveAll(): void {
    for (const group of this.groups.values()) this.serve(group);
  }

  close(): void {
    this.closed = true;
    for (const group of this.groups.values()) clearTimeout(group.timer);
    this.groups.clear();
  }

  /**
   * Queues a delivery: to one socket that just connected (with what its holder had leased), or to
   * the whole group. Requests for the whole group that arrive while one is still queued join it.
   */
  private serve(group: Group, resumeTo?: Socket): void {
    if (!resumeTo) {
      if (group.queued) return;
      group.queued = true;
    }
    group.chain = group.chain.then(async () => {
      if (!resumeTo) group.queued = false;
      await this.deliver(group, resumeTo);
    });
  }

  private async deliver(group: Group, resumeTo?: Socket): Promise<void> {
    if (this.closed || this.groups.get(group.cred.group) !== group) return;
    let wait: number | null = SAFETY_WAKE_MS;
    try {
      // The first batch of a new connection takes back what its holder had leased; later ones only what is new,
      // or the same leased commands would come back batch after batch. Each batch is one statement, which
      // also checks the credential and says when to look again (the last batch's answer counts).
      for (let resume = !!resumeTo, more = true; more; resume = false) {
        const targets = resumeTo ? (resumeTo.connected ? [resumeTo] : []) : [...group.sockets];
        if (!targets.length) return;
        const batch = await leaseForPush(this.deps, group.cred, resume);
        if (!batch.valid) return this.revoke(group);
        for (const item of batch.items) for (const socket of targets) socket.emit(EXECUTE_COMMAND, item);
        pluginPushes.inc(batch.items.length * targets.length);
        more = batch.full;
        wait = batch.msUntilNext;
      }
    } catch (err) {
      wait = RETRY_MS;
      this.log({
        level: 'warn',
        msg: 'plugin push failed; retrying',
        storeId: group.cred.store.id,
        group: group.cred.group,
        err: String((err as Error)?.message ?? err),
      });
    }
    if (this.closed || this.groups.get(group.cred.group) !== group) return;
    // Wake a little after the moment itself, so the command is due by the database's clock too.
    clearTimeout(group.timer);
    group.timer = setTimeout(() => this.serve(group), Math.min(wait ?? SAFETY_WAKE_MS, SAFETY_WAKE_MS) + 20);
    group.timer.unref();
  }

  /** The credential no longer opens the store: its connections end and get nothing more. */
  private revoke(group: Group): void {
    this.log({
      level: 'warn',
      msg: 'plugin credential no longer valid; disconnecting',
      storeId: group.cred.store.id,
      group: group.cred.group,
      connections: group.sockets.size,
    });
    clearTimeout(group.timer);
    this.groups.delete(group.cred.group);
    for (const socket of group.sockets) socket.disconnect(true);
  }
}
