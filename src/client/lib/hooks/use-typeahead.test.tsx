import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPEAHEAD_RESET_MS, typeaheadMatch, useMenuTypeahead } from './use-typeahead';

const ENTRIES = ['Dashboard', 'Users', 'Clients', 'Returns', 'Events', 'Coupon Management', 'Coupons'];

describe('typeaheadMatch', () => {
  it('finds the next entry starting with a letter, wrapping, in any case', () => {
    expect(typeaheadMatch(ENTRIES, -1, 'c')).toBe(2);
    expect(typeaheadMatch(ENTRIES, 2, 'c')).toBe(5);
    expect(typeaheadMatch(ENTRIES, 6, 'c')).toBe(2);
    expect(typeaheadMatch(['  Settings'], -1, 's')).toBe(0);
    expect(typeaheadMatch(ENTRIES, 0, 'x')).toBeNull();
  });

  it('keeps the current entry while a longer prefix still names it, and cycles on a repeated letter', () => {
    expect(typeaheadMatch(ENTRIES, 5, 'coupons')).toBe(6);
    expect(typeaheadMatch(ENTRIES, 5, 'coupon')).toBe(5);
    expect(typeaheadMatch(ENTRIES, 2, 'cc')).toBe(5);
  });
});

function Menu() {
  const list = useRef<HTMLUListElement>(null);
  const onTypeahead = useMenuTypeahead(() => list.current);
  return (
    <ul ref={list} onKeyDown={onTypeahead}>
      {ENTRIES.map((entry) => (
        <li key={entry}>
          <button type="button">{entry}</button>
        </li>
      ))}
      <li>
        <button type="button" disabled>
          Closed
        </button>
      </li>
    </ul>
  );
}

const focused = () => document.activeElement?.textContent;
const type = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('useMenuTypeahead', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds up letters typed within 350 ms and starts afresh after 350 ms without typing', () => {
    render(<Menu />);
    screen.getByText('Dashboard').focus();
    type('c');
    expect(focused()).toBe('Clients');
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS - 50));
    type('o');
    expect(focused()).toBe('Coupon Management');
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS - 50));
    type('u');
    type('p');
    type('o');
    type('n');
    type('s');
    expect(focused()).toBe('Coupons');
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS));
    // "couponsu" would name nothing: after the pause "u" alone names Users.
    type('u');
    expect(focused()).toBe('Users');
  });

  it('leaves shortcuts, Space and named keys alone, and skips disabled entries', () => {
    render(<Menu />);
    screen.getByText('Dashboard').focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'c', ctrlKey: true })).toBe(true);
    expect(fireEvent.keyDown(document.activeElement!, { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })).toBe(true);
    expect(focused()).toBe('Dashboard');
    expect(fireEvent.keyDown(document.activeElement!, { key: 'C' })).toBe(false);
    expect(focused()).toBe('Clients');
    act(() => vi.advanceTimersByTime(TYPEAHEAD_RESET_MS));
    type('l');
    expect(focused()).toBe('Clients');
  });
});
