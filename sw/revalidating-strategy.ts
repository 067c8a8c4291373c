/// <reference lib="webworker" />
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';

export interface RevalidatingOptions extends StrategyOptions {
  /** Called when a cached answer was served and the network then brought a different one. */
  onStaleServed?: (request: Request) => void | Promise<void>;
}

/**
 * Stale-while-revalidate that revalidates with `If-None-Match`: the cached answer is served at
 * once, and the background check costs a 304 with no body when nothing changed (the catalogue
 * sends an ETag). Workbox's own StaleWhileRevalidate always downloads the whole answer again.
 * Only 200 answers are stored (StrategyHandler.cachePut's default).
 */
export class RevalidatingStrategy extends Strategy {
  private readonly onStaleServed?: RevalidatingOptions['onStaleServed'];

  constructor({ onStaleServed, ...options }: RevalidatingOptions = {}) {
    super(options);
    this.onStaleServed = onStaleServed;
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const cached = await handler.cacheMatch(request);
    const revalidation = this.revalidate(request, handler, cached);
    if (!cached) return revalidation;
    // The page gets the cached list now; the check goes on in the background.
    void handler.waitUntil(
      revalidation.then(
        async (fresh) => {
          if (fresh !== cached && this.onStaleServed) await this.onStaleServed(request);
        },
        () => undefined, // offline: the cached answer was all there is
      ),
    );
    return cached;
  }

  /** The fresh answer, or `cached` itself when the server says it has not changed (304). */
  private async revalidate(request: Request, handler: StrategyHandler, cached: Response | undefined): Promise<Response> {
    const etag = cached?.headers.get('ETag');
    const headers = new Headers(request.headers);
    if (etag) headers.set('If-None-Match', etag);
    const response = await handler.fetch(new Request(request, { headers }));
    if (response.status === 304 && cached) return cached;
    if (response.ok) await handler.cachePut(request, response.clone());
    return response;
  }
}
