/**
 * A platform's embedding passes in the background: one project's passes run one after another, and
 * close() tells each it is closing (it stops at its next step) and waits for them all.
 */
export class EmbeddingWork {
  private closing = false;
  private readonly tasks = new Set<Promise<void>>();
  private readonly byProject = new Map<string, Promise<void>>();

  /** Runs task once the project's passes queued before it have ended; closing() turns true on close. */
  track(projectId: string, task: (closing: () => boolean) => Promise<void>): void {
    const previous = this.byProject.get(projectId) ?? Promise.resolve();
    const promise = previous
      .then(() => task(() => this.closing))
      .catch((error: unknown) => console.error('[search] embedding failed', error))
      .finally(() => {
        this.tasks.delete(promise);
        if (this.byProject.get(projectId) === promise) this.byProject.delete(projectId);
      });
    this.tasks.add(promise);
    this.byProject.set(projectId, promise);
  }

  /** Resolves when the project's passes queued so far have ended. */
  settled(projectId: string): Promise<void> {
    return this.byProject.get(projectId) ?? Promise.resolve();
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.tasks);
  }
}

declare module '../core/services' {
  interface PlatformServices {
    /** The platform's embedding passes, queued per project (waited for on close). */
    embeddingWork: EmbeddingWork;
  }
}
