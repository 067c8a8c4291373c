import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOX_OUTCOMES } from '@/shared/contract/boxes';
import { BoxOutcomeBadge, boxOutcomeDone, boxOutcomeHasWords } from './box-outcome';

describe('a box outcome in words', () => {
  it('has words for every outcome the contract names', () => {
    expect(BOX_OUTCOMES.filter((outcome) => !boxOutcomeHasWords(outcome))).toEqual([]);
  });

  it('marks a moved box as done and a refusal with a cross', () => {
    render(
      <>
        <BoxOutcomeBadge outcome="shipped" />
        <BoxOutcomeBadge outcome="other_client" />
      </>,
    );
    expect(screen.getByText('Shipped').closest('.badge')?.className).toContain('badge-success');
    expect(screen.getByText('Another client’s box').closest('.badge')?.textContent).toBe('✕Another client’s box');
    expect(boxOutcomeDone('retired_now')).toBe(true);
    expect(boxOutcomeDone('not_in_stock')).toBe(false);
  });
});
