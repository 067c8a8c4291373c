import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

let broken = false;
function Flaky() {
  if (broken) throw new Error('render failed');
  return <p>The page</p>;
}

describe('a page that cannot be shown', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('says so with a retry instead of a blank screen, and Try again renders it again', async () => {
    broken = true;
    render(
      <RouteErrorBoundary>
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be shown');
    expect(screen.getByText('Something went wrong while showing it.')).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The page')).toBeTruthy();
  });

  it('a chunk that failed to load is fetched again by a reload', async () => {
    const reload = vi.fn();
    const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js')));
    render(
      <RouteErrorBoundary reload={reload}>
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>,
    );
    await screen.findByText('Part of the app did not load, perhaps because the connection dropped or Rebox was just updated.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
