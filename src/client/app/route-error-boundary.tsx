// A page whose code fails to load (a deploy replaced its chunk, the connection dropped) or whose
// render throws shows a sentence and a way to retry instead of a blank screen.
import { useLingui } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A lazy chunk that could not be fetched: React keeps the failed import, so only a reload fetches it again. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(message);
}

interface Props {
  children: ReactNode;
  /** Reloads the page (window.location.reload); tests give their own. */
  reload?: () => void;
}

export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to show', error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) (this.props.reload ?? (() => window.location.reload()))();
    else this.setState({ error: null });
  };

  render() {
    if (this.state.error === null) return this.props.children;
    return <PageFailed chunk={isChunkLoadError(this.state.error)} onRetry={this.retry} />;
  }
}

function PageFailed({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-start gap-3 p-6">
      <h1 className="text-xl font-semibold">{t`This page could not be shown`}</h1>
      <p>{chunk ? t`Part of the app did not load, perhaps because the connection dropped or Rebox was just updated.` : t`Something went wrong while showing it.`}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary min-h-11" onClick={onRetry}>
          {t`Try again`}
        </button>
        <a href="/" className="btn btn-ghost min-h-11">
          {t`Go to the catalogue`}
        </a>
      </div>
    </div>
  );
}
