import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/client/lib/format/format';
import { AsOf, ScreenAsOf } from './as-of';

const older = '2026-11-26T09:15:00.000Z';
const newer = '2026-11-26T10:32:00.000Z';

describe('as of', () => {
  it('says its time under a section on its own, and nothing while live', () => {
    render(
      <>
        <AsOf at={newer} />
        <AsOf at={null} />
      </>,
    );
    expect(screen.getAllByTestId('section-as-of').map((line) => line.textContent)).toEqual([`As of ${formatDateTime(newer)}`]);
  });

  it('in a screen of remembered sections, says once how old the oldest is', () => {
    const { rerender } = render(
      <ScreenAsOf>
        <AsOf at={newer} />
        <AsOf at={older} />
        <AsOf at={null} />
      </ScreenAsOf>,
    );
    expect(screen.queryAllByTestId('section-as-of')).toEqual([]);
    expect(screen.getByTestId('screen-as-of').textContent).toBe(`As of ${formatDateTime(older)}`);
    // Live again: the line goes.
    rerender(
      <ScreenAsOf>
        <AsOf at={null} />
        <AsOf at={null} />
      </ScreenAsOf>,
    );
    expect(screen.queryByTestId('screen-as-of')).toBeNull();
  });
});
