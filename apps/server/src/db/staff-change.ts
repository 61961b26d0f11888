import type { Database, Executor, Transaction } from './client.ts';

/** The staff member a change is written under: their full name, or their email when they have none. */
export type Actor = { firstName: string; lastName: string; email: string };

export function actorName(actor: Actor): string {
  return `${actor.firstName} ${actor.lastName}`.trim() || actor.email;
}

/** What a change reports: the message names what changed; `orderId` links an order notice to its screen. */
export type NoticeText = { message: string; orderId?: string | null };

/** Where a change's notice is written (in its transaction) and announced (after the commit): the bell's feed. */
export interface NoticeBoard<Notice> {
  write(executor: Executor, actor: Actor, text: NoticeText): Promise<Notice>;
  publish(notice: Notice, actor?: Actor): void;
}

/** What a staff change's work answers: its result, the notice that tells of it, and what to announce once committed. */
export type ChangeOutcome<T> = {
  result: T;
  notice: NoticeText;
  /** Live events (the lists and screens that show what changed), published only after the commit. */
  afterCommit?: () => void;
};

/** What services are given to make staff changes with (tests may give their own). */
export type StaffChange = {
  run<T>(actor: Actor, work: (tx: Transaction) => Promise<ChangeOutcome<T>>): Promise<T>;
};

/**
 * The unit of work of every staff mutation. A staff change runs in one transaction with the history the work
 * writes and the notice that tells the back office of it, so there is never a notice for a change that did not
 * happen, nor a change nobody hears of; its notice and events go out only once it is committed. The work throws
 * to refuse, and then nothing is written.
 */
export class StaffChanges<Notice> implements StaffChange {
  constructor(
    private readonly db: Database,
    private readonly notices: NoticeBoard<Notice>,
  ) {}

  async run<T>(actor: Actor, work: (tx: Transaction) => Promise<ChangeOutcome<T>>): Promise<T> {
    const { outcome, written } = await this.db.transaction(async (tx) => {
      const outcome = await work(tx);
      const written = await this.notices.write(tx, actor, outcome.notice);
      return { outcome, written };
    });
    this.notices.publish(written, actor);
    outcome.afterCommit?.();
    return outcome.result;
  }
}
