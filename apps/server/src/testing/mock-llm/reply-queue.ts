/** Scripted replies, consumed first in, first out. */
export class ReplyQueue<TReply> {
  readonly #pending: TReply[] = [];

  push(...replies: TReply[]): void {
    this.#pending.push(...replies);
  }

  /**
   * Removes and returns the oldest reply that `accepts` the request. Replies it refuses stay queued,
   * in order, for later requests.
   */
  take(accepts: (reply: TReply) => boolean = () => true): TReply | undefined {
    const index = this.#pending.findIndex(accepts);
    return index < 0 ? undefined : this.#pending.splice(index, 1)[0];
  }

  clear(): void {
    this.#pending.length = 0;
  }

  get size(): number {
    return this.#pending.length;
  }
}
